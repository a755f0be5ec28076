"""106.12b, 614.1a: replacement effects of the mana a permanent produces as it's tapped for mana
(issue 16 item 2: Mana Reflection and Contamination compile from their texts).  "If you tap a
permanent for mana, it produces twice as much of that mana instead." (Mana Reflection), "If a
land is tapped for mana, it produces {B} instead of any other type and amount." (Contamination:
one {B}), "... it produces colorless mana instead of any other type." (Ritual of Subdual: as much
mana as the land makes, all colorless).  Mutations: another mana symbol and leaving out "and
amount" give other trees that play as written; another player's permanents, a land you control,
a kind of land, a color of your choice and "three times" are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

SUBDUAL = "If a land is tapped for mana, it produces colorless mana instead of any other type."
compiled_card("Test Subdual", SUBDUAL, ("Enchantment",))
compiled_card("Test Red Haze", "If a land is tapped for mana, it produces {R} instead of any other type and amount.",
              ("Enchantment",))
compiled_card("Test Twin Grove", "{T}: Add {G}{G}.", ("Land",), cost=None)


def test_instead_of_any_other_type_keeps_the_amount() -> None:
    """Two {G} become two colorless mana; a one-mana land gives one."""
    d = position({"alice": {"battlefield": ["Test Subdual", "Test Twin Grove", "Forest"]}})
    d.act("alice", "activates", "Test Twin Grove")
    assert pool(d, "alice") == {"C": 2}
    d.act("alice", "activates", "Forest")
    assert pool(d, "alice") == {"C": 3}


def test_instead_of_any_other_type_and_amount_is_one_mana() -> None:
    """Mutation: {R} and "and amount": the two-mana land gives one {R}."""
    d = position({"alice": {"battlefield": ["Test Red Haze", "Test Twin Grove"]}})
    d.act("alice", "activates", "Test Twin Grove")
    assert pool(d, "alice") == {"R": 1}


def test_a_creature_tapped_for_mana_isnt_a_land() -> None:
    d = position({"alice": {"battlefield": ["Test Subdual", "Llanowar Elves"]}})
    d.act("alice", "activates", "Llanowar Elves")
    assert pool(d, "alice") == {"G": 1}


def test_the_trees() -> None:
    (subdual,) = compile_text("Test Card", SUBDUAL, ("Enchantment",))
    assert subdual.effect == dsl.LandsProduceInstead("C", keep_amount=True)
    (reflection,) = compile_text("Test Card", "If you tap a permanent for mana, it produces twice as much of that mana "
                                 "instead.", ("Enchantment",))
    assert reflection.effect == dsl.DoubleTappedMana()


@pytest.mark.parametrize("text", [
    "If an opponent taps a permanent for mana, it produces twice as much of that mana instead.",
    "If you tap a permanent for mana, it produces three times as much of that mana instead.",
    SUBDUAL.replace("a land is", "a land you control is"),
    SUBDUAL.replace("a land is", "a basic land is"),
    SUBDUAL.replace("colorless mana", "mana of a color of your choice"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Enchantment",))
