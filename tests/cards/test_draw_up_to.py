""""Each player may draw up to two cards. For each card less than two a player draws this way,
that player gains 2 life." (Temporary Truce, 121.1): each player chooses how many in APNAP order
(101.4) before anyone draws; then each draws that many and gains 2 life per card not drawn.
Mutations close the family."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Truce", "Each player may draw up to two cards. For each card less than two a player draws this way, "
              "that player gains 2 life.", ("Sorcery",))


def _choose(d, player: str, n: int) -> None:
    d.pass_until(lambda: d.game.decision.kind == "number" and d.game.decision.player == d.player(player))
    assert [o.value for o in d.game.decision.options] == [0, 1, 2]
    d.choose(next(o for o in d.game.decision.options if o.value == n))


def test_121_1_each_player_chooses_then_draws_and_gains_for_the_rest() -> None:
    d = position({"alice": {"hand": ["Test Truce"], "library": ["Island"] * 3},
                  "bob": {"library": ["Swamp"] * 3}})
    d.act("alice", "casts", "Test Truce")
    _choose(d, "alice", 2)
    assert cards(d, "alice", "hand") == []  # nobody draws before every choice is made
    _choose(d, "bob", 0)
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island", "Island"] and life(d, "alice") == 20
    assert cards(d, "bob", "hand") == [] and life(d, "bob") == 24


def test_one_card_gains_two_life() -> None:
    d = position({"alice": {"hand": ["Test Truce"], "library": ["Island"] * 3}, "bob": {"library": ["Swamp"] * 3}})
    d.act("alice", "casts", "Test Truce")
    _choose(d, "alice", 1)
    _choose(d, "bob", 1)
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (22, 22)
    assert (len(cards(d, "alice", "hand")), len(cards(d, "bob", "hand"))) == (1, 1)


def test_compiles_to_its_tree() -> None:
    (spell,) = compile_text("Test Card", "Each player may draw up to three cards. For each card less than three a player "
                            "draws this way, that player gains 1 life.", ("Sorcery",))
    assert spell.effects == (dsl.DrawUpTo(dsl.EachPlayer(), 3, 1),)


@pytest.mark.parametrize("text", [
    "Each player may draw up to two cards. For each card less than three a player draws this way, that player gains 2 life.",
    "Each player may draw up to two cards. For each card less than two a player draws this way, that player loses 2 life.",
    "Each player may draw up to one cards.",
    "Each creature may draw up to two cards.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
