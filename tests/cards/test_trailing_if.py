""""EFFECT if CONDITION" is "If CONDITION, EFFECT", checked as it resolves (608.2c): "At the
beginning of your upkeep, draw a card if you control the creature with the greatest power or
tied for the greatest power." (Triumph of Ferocity), "Draw a card if you have no cards in hand."
Mutations close the family."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Triumph", "At the beginning of your upkeep, draw a card if you control the creature with the greatest "
              "power or tied for the greatest power.", ("Enchantment",))
compiled_card("Test Idle", "Draw a card if you have no cards in hand.", ("Sorcery",))
compiled_card("Test Huge", "", ("Creature",), power="5", toughness="5")

_LIBRARY = ["Island"] * 6


@pytest.mark.parametrize("bob_creatures, drew", [(["Savannah Lions"], True), (["Test Huge"], False), ([], True)])
def test_greatest_power_or_tied(bob_creatures: list, drew: bool) -> None:
    """Grizzly Bears (2) against Savannah Lions (2): tied; against a 5/5: not the greatest."""
    d = position({"alice": {"battlefield": ["Test Triumph", "Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"battlefield": bob_creatures, "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == (1 if drew else 0)


def test_no_creature_no_greatest() -> None:
    d = position({"alice": {"battlefield": ["Test Triumph"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.resolve(None)
    assert cards(d, "alice", "hand") == []


@pytest.mark.parametrize("hand, drew", [([], True), (["Forest"], False)])
def test_checked_as_it_resolves(hand: list, drew: bool) -> None:
    d = position({"alice": {"hand": ["Test Idle", *hand], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Idle")
    d.resolve(None)
    assert ("Island" in cards(d, "alice", "hand")) is drew


def test_compiles_as_the_leading_if() -> None:
    (trailing,) = compile_text("Test Card", "Draw a card if you have no cards in hand.", ("Sorcery",))
    (leading,) = compile_text("Test Card", "If you have no cards in hand, draw a card.", ("Sorcery",))
    assert trailing.effects == leading.effects == (dsl.Conditional(dsl.AtLeast(dsl.CardsIn("hand"), 0, at_most=True),
                                                                   dsl.Draw(1)),)


@pytest.mark.parametrize("text", [
    "Draw a card if you control the creature with the greatest toughness or tied for the greatest toughness.",
    "Draw a card if you have no car in hand.",
    "Draw a card if.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
