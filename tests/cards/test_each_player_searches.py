"""Searches by each player (701.23, 101.4): "When ~ dies, each player may search their library
for up to two basic land cards, put them onto the battlefield, then shuffle." (Veteran Explorer):
each player in APNAP order chooses whether to search and what to find before any card moves;
only a library searched is shuffled.  Mutations close the family."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Veteran Explorer", "When Test Veteran Explorer dies, each player may search their library for up to two basic land "
              "cards, put them onto the battlefield, then shuffle.", ("Creature",), power="1", toughness="1")
compiled_card("Test Explorer Bane", "Destroy target creature.", ("Instant",))


def _answer(d, player: str, kind: str, value=None) -> None:
    d.pass_until(lambda: d.game.decision.kind in ("may", "search") and d.game.decision.player == d.player(player))
    decision = d.game.decision
    assert decision.kind == kind, decision
    d.choose(next(o for o in decision.options if (o.value == value if kind == "may" else o.label == value)))


def test_701_23_each_player_may_search_in_apnap_order() -> None:
    d = position({"alice": {"battlefield": ["Test Veteran Explorer"], "hand": ["Test Explorer Bane"],
                            "library": ["Forest", "Grizzly Bears", "Plains", "Forest"]},
                  "bob": {"library": ["Island", "Island", "Shock"]}})
    d.act("alice", "casts", "Test Explorer Bane", targets=["Test Veteran Explorer"])
    _answer(d, "alice", "may", True)
    _answer(d, "alice", "search", "Forest")
    _answer(d, "alice", "search", "Plains")
    _answer(d, "bob", "may", True)
    _answer(d, "bob", "search", "Island")
    _answer(d, "bob", "search", "find nothing")
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Forest", "Plains"]
    assert battlefield(d, "bob") == ["Island"]
    assert len(d.game.state.players[d.player("bob")].library) == 2


def test_a_player_who_declines_doesnt_search_or_shuffle() -> None:
    d = position({"alice": {"battlefield": ["Test Veteran Explorer"], "hand": ["Test Explorer Bane"], "library": ["Forest", "Forest"]},
                  "bob": {"library": ["Shock", "Island", "Island"]}})
    d.act("alice", "casts", "Test Explorer Bane", targets=["Test Veteran Explorer"])
    _answer(d, "alice", "may", False)
    _answer(d, "bob", "may", False)
    d.resolve(None)
    assert battlefield(d, "alice") == [] and battlefield(d, "bob") == []
    bob = d.player("bob")
    assert [d.game.state.objects[o].card for o in d.game.state.players[bob].library] == ["Shock", "Island", "Island"]
    assert not [e for e in d.game.log if e["type"] == "shuffle"]


@pytest.mark.parametrize("text, effect", [
    ("Each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle.",
     dsl.SearchLibrary(dsl.Filter(types=("Land",), basic=True), to="battlefield", who=dsl.EachPlayer(),
                       optional_for=dsl.EachPlayer(), count=2)),
    ("Each opponent searches their library for a basic land card, puts it into their hand, then shuffles.",
     dsl.SearchLibrary(dsl.Filter(types=("Land",), basic=True), to="hand", who=dsl.EachOpponent())),
    ("Target player may search their library for a creature card, put it onto the battlefield tapped, then shuffle.",
     dsl.SearchLibrary(dsl.Filter(types=("Creature",)), to="battlefield", tapped=True, who=dsl.TargetPlayer(0),
                       optional_for=dsl.TargetPlayer(0))),
])
def test_each_wording_compiles_to_its_own_tree(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (effect,)


@pytest.mark.parametrize("text", [
    "Each player may search their library for up to two basic land card, put them onto the battlefield, then shuffle.",
    "Each player may search their library for up to two basic land cards, put it onto the battlefield, then shuffle.",
    "Each player may search their library for up to two basic land cards, puts them onto the battlefield, then shuffles.",
    "Each player searches their library for a basic land card, put it into their hand, then shuffle.",
    "Each player may search their library for up to two basic land cards, put them into your hand, then shuffle.",
    "Each creature may search their library for a basic land card, put it onto the battlefield, then shuffle.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
