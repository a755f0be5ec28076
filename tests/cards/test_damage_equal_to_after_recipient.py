"""120.3, 402.3: "~ deals damage to target player equal to the number of cards in that player's
hand.": the recipient comes first and the amount refers to it; a hand's size is public.
Mutations: "the number of Mountains you control" is another amount; "its power" after the
recipient is refused (whose power is unclear)."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_SPELL = "Test Hand Blast deals damage to target player equal to the number of cards in that player's hand."
compiled_card("Test Hand Blast", _SPELL, ("Sorcery",), cost="{0}")
compiled_card("Test Mountain Blast", "Test Mountain Blast deals damage to target player equal to the number of "
                                     "Mountains you control.", ("Sorcery",), cost="{0}")


def test_120_3_damage_equal_to_the_targets_hand() -> None:
    d = position({"alice": {"hand": ["Test Hand Blast", "Island"]}, "bob": {"hand": ["Forest"] * 4}})
    d.act("alice", "casts", "Test Hand Blast", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 16 and life(d, "alice") == 20


def test_an_empty_hand_deals_nothing() -> None:
    d = position({"alice": {"hand": ["Test Hand Blast"]}, "bob": {}})
    d.act("alice", "casts", "Test Hand Blast", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 20


def test_mutation_mountains_you_control() -> None:
    d = position({"alice": {"hand": ["Test Mountain Blast"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"hand": ["Forest"] * 4}})
    d.act("alice", "casts", "Test Mountain Blast", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 18


def test_the_tree() -> None:
    (spell,) = compile_text("Test Hand Blast", _SPELL, ("Sorcery",))
    assert spell.effects == (dsl.DealDamage(dsl.CardsInHandOf(dsl.TargetPlayer(0)), dsl.TargetPlayer(0)),)


@pytest.mark.parametrize("text", ["Test Card deals damage to any target equal to its power.",
                                  "Test Card deal damage to target player equal to the number of cards in that "
                                  "player's hand."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
