"""701.23: "{T}, Sacrifice ~: Destroy target land. Its controller may search their library for a
basic land card, put it onto the battlefield, then shuffle." (Ghost Quarter): the destroyed
land's controller (last known information, 608.2h) decides whether to search their own library;
the found land enters under their control.  Mutations: "tapped", "into their hand", another
card type; "you" as the searcher with "their library" is refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_QUARTER = ("{T}, Sacrifice Test Quarter: Destroy target land. Its controller may search their library for a basic "
            "land card, put it onto the battlefield, then shuffle.")
compiled_card("Test Quarter", _QUARTER, ("Land",), cost=None)


def _answer(d, kind: str) -> None:
    d.choose(next(o for o in d.game.decision.options if o.kind == kind))


def test_the_lands_controller_may_search_for_a_basic_land() -> None:
    d = position({"alice": {"battlefield": ["Test Quarter"]},
                  "bob": {"battlefield": ["Test Quarter"], "library": ["Shock", "Forest", "Grizzly Bears"]}})
    d.act("alice", "activates", "Test Quarter#1", targets=["Test Quarter#2"])
    d.pass_until(lambda: d.game.decision.kind == "may")
    assert d.game.decision.player == d.player("bob")
    _answer(d, "yes")
    d.pass_until(lambda: d.game.decision.kind == "search")
    assert sorted(o.label for o in d.game.decision.options) == ["Forest", "find nothing"]
    d.choose(next(o for o in d.game.decision.options if o.label == "Forest"))
    d.resolve(None)
    assert battlefield(d, "bob") == ["Forest"] and sorted(cards(d, "bob", "library")) == ["Grizzly Bears", "Shock"]
    assert battlefield(d, "alice") == []


def test_declining_finds_nothing() -> None:
    d = position({"alice": {"battlefield": ["Test Quarter"]}, "bob": {"battlefield": ["Island"], "library": ["Forest"]}})
    d.act("alice", "activates", "Test Quarter", targets=["Island"])
    d.pass_until(lambda: d.game.decision.kind == "may")
    _answer(d, "no")
    d.resolve(None)
    assert battlefield(d, "bob") == [] and cards(d, "bob", "library") == ["Forest"]


def test_the_tree() -> None:
    (ability,) = compile_text("Test Quarter", _QUARTER, ("Land",))
    assert ability.effects[1] == dsl.SearchLibrary(dsl.Filter(types=("Land",), basic=True), to="battlefield",
                                                   who=dsl.ControllerOf(dsl.Target(0)),
                                                   optional_for=dsl.ControllerOf(dsl.Target(0)))


@pytest.mark.parametrize("old, new, check", [
    ("onto the battlefield,", "onto the battlefield tapped,", lambda e: e.tapped and e.to == "battlefield"),
    ("put it onto the battlefield", "put it into their hand", lambda e: e.to == "hand"),
    ("basic land card", "creature card", lambda e: e.filter == dsl.Filter(types=("Creature",))),
])
def test_mutations(old: str, new: str, check) -> None:
    (ability,) = compile_text("Test Quarter", _QUARTER.replace(old, new), ("Land",))
    assert check(ability.effects[1])


@pytest.mark.parametrize("text", [
    "Destroy target land. You may search their library for a basic land card, put it onto the battlefield, then shuffle.",
    "Destroy target land. Its controller may search their library for a basic land cards, put it onto the battlefield, "
    "then shuffle.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
