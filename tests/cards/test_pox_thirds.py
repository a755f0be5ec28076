"""Pox: "Each player loses a third of their life, then discards a third of the cards in their
hand, then sacrifices a third of the creatures they control of their choice, then sacrifices a
third of the lands they control of their choice. Round up each time." (101.4: the active player
chooses first, then the others; the actions happen at once; each count taken as its part begins)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

POX = ("Each player loses a third of their life, then discards a third of the cards in their hand, then sacrifices a "
       "third of the creatures they control of their choice, then sacrifices a third of the lands they control of "
       "their choice. Round up each time.")
LIBRARY = ["Plains"] * 5


@pytest.fixture(autouse=True)
def pox():
    with registry.scope():
        compiled_card("Test Pox", POX, ("Sorcery",), cost="{0}")
        yield


def test_a_third_rounded_up_of_each() -> None:
    """alice: 20 life -> loses 7; hand of 4 -> 2 discarded; 2 creatures -> 1; 3 lands -> 1.
    bob: 5 life -> loses 2; hand of 1 -> 1; 1 creature -> 1; no land."""
    d = position({"alice": {"hand": ["Test Pox", "Shock", "Shock", "Island", "Forest"],
                            "battlefield": ["Grizzly Bears", "Llanowar Elves", "Plains", "Plains", "Plains"],
                            "library": LIBRARY},
                  "bob": {"life": 5, "hand": ["Shock"], "battlefield": ["Serra Angel"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Pox", choices=["Island", "Forest", "Llanowar Elves", "Plains #1"])
    d.resolve(None)
    assert life(d, "alice") == 13 and life(d, "bob") == 3
    assert sorted(cards(d, "alice", "hand")) == ["Shock", "Shock"]
    assert sorted(cards(d, "alice", "graveyard")) == ["Forest", "Island", "Llanowar Elves", "Plains", "Test Pox"]
    assert sorted(cards(d, "bob", "graveyard")) == ["Serra Angel", "Shock"]


def test_reading() -> None:
    spell = compile_text("Test", POX, ("Sorcery",))[0]
    assert spell.effects == (dsl.EachPlayerThird("lose_life"), dsl.EachPlayerThird("discard"),
                             dsl.EachPlayerThird("sacrifice", dsl.Filter(types=("Creature",))),
                             dsl.EachPlayerThird("sacrifice", dsl.Filter(types=("Land",))))


@pytest.mark.parametrize("text", [
    POX.replace(" Round up each time.", ""),
    POX.replace("Round up", "Round down"),
    "Each player loses a third of their life, then discards a third of the cards in your hand. Round up each time.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
