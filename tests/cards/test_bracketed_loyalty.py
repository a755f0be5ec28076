"""Loyalty abilities written "[+1]: EFFECT" and "[−2]: EFFECT" (newer Oracle text, as in the
Mystery Booster 2 file) are the same loyalty abilities as "+1: EFFECT" (606.4: the cost is
putting on or removing that many loyalty counters).  Mutations close the form."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_TEXT = "[+1]: Draw a card.\n[−2]: Test Bracket Walker deals 2 damage to any target.\n[0]: You gain 1 life."
compiled_card("Test Bracket Walker", _TEXT, ("Planeswalker",), loyalty=3)


def _loyalty(d) -> int:
    return d.game.state.objects[d.object("Test Bracket Walker")].counters.get("loyalty", 0)


def test_606_4_plus_one_puts_a_counter_on_as_the_cost() -> None:
    d = position({"alice": {"battlefield": ["Test Bracket Walker"], "library": ["Island"] * 3}})
    d.act("alice", "activates", "Test Bracket Walker", ability="[+1]")
    assert _loyalty(d) == 4  # paid as it is activated (606.4)
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island"]


def test_606_4_minus_two_removes_counters_as_the_cost() -> None:
    d = position({"alice": {"battlefield": ["Test Bracket Walker"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Bracket Walker", ability="[−2]", targets=["Grizzly Bears"])
    assert _loyalty(d) == 1
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]


def test_the_bracketed_form_compiles_to_the_same_abilities() -> None:
    bracketed = compile_text("Test Bracket Walker", _TEXT, ("Planeswalker",))
    plain = compile_text("Test Bracket Walker", _TEXT.replace("[", "").replace("]", ""), ("Planeswalker",))
    assert [a.cost for a in bracketed] == [a.cost for a in plain]
    assert [a.effects for a in bracketed] == [a.effects for a in plain]
    assert [a.cost.loyalty for a in bracketed] == [1, -2, 0]


@pytest.mark.parametrize("text, types", [
    ("[+1]: Draw a card.", ("Creature",)),  # only a planeswalker has loyalty abilities
    ("[+X]: Draw a card.", ("Planeswalker",)),
    ("[1+]: Draw a card.", ("Planeswalker",)),
    ("[+1: Draw a card.", ("Planeswalker",)),
    ("[+1] Draw a card.", ("Planeswalker",)),
])
def test_mutations_are_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Bracket Walker", text, types)
