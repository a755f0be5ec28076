"""New hands for old: "Each player shuffles the cards from their hand into their library, then
draws that many cards." (Winds of Change: 701.24 shuffle, 121.1 draw), "Discard all the cards in
your hand, then draw that many cards." (701.9), "... minus one" (Dark Deal).  Each player puts
away their whole hand first (101.4: APNAP), then draws as many as they put away.  Mutations."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Winds", "Each player shuffles the cards from their hand into their library, then draws that many cards.",
              ("Sorcery",))
compiled_card("Test Perception", "Discard all the cards in your hand, then draw that many cards.", ("Sorcery",))
compiled_card("Test Deal", "Each player discards all the cards in their hand, then draws that many cards minus one.",
              ("Sorcery",))


def test_701_24_each_player_shuffles_their_hand_away_and_draws_as_many() -> None:
    d = position({"alice": {"hand": ["Test Winds", "Grizzly Bears", "Shock"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Forest", "Forest", "Forest"], "library": ["Swamp"] * 2}})
    d.act("alice", "casts", "Test Winds")
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 2 and len(cards(d, "alice", "library")) == 3
    assert len(cards(d, "bob", "hand")) == 3 and len(cards(d, "bob", "library")) == 2
    assert sorted(cards(d, "alice", "hand") + cards(d, "alice", "library")) == sorted(
        ["Grizzly Bears", "Shock", "Island", "Island", "Island"])
    assert cards(d, "alice", "graveyard") == ["Test Winds"]
    assert sum(e["type"] == "shuffle" for e in d.game.log) >= 2


def test_701_9_discard_your_hand_then_draw_that_many() -> None:
    d = position({"alice": {"hand": ["Test Perception", "Grizzly Bears", "Shock"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Forest"], "library": ["Swamp"] * 2}})
    d.act("alice", "casts", "Test Perception")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island", "Island"]
    assert sorted(cards(d, "alice", "graveyard")) == ["Grizzly Bears", "Shock", "Test Perception"]
    assert cards(d, "bob", "hand") == ["Forest"]


def test_minus_one_and_an_empty_hand_draws_nothing() -> None:
    d = position({"alice": {"hand": ["Test Deal", "Shock", "Shock"], "library": ["Island"] * 3},
                  "bob": {"library": ["Swamp"] * 2}})
    d.act("alice", "casts", "Test Deal")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island"]
    assert cards(d, "bob", "hand") == [] and len(cards(d, "bob", "library")) == 2


@pytest.mark.parametrize("text, effect", [
    ("Each player shuffles the cards from their hand into their library, then draws that many cards.",
     dsl.NewHand(dsl.EachPlayer(), "shuffle")),
    ("Shuffle the cards from your hand into your library, then draw that many cards.", dsl.NewHand(dsl.You(), "shuffle")),
    ("Target player discards all the cards in their hand, then draws that many cards.",
     dsl.NewHand(dsl.TargetPlayer(0), "discard")),
    ("Discard all the cards in your hand, then draw that many cards plus one.", dsl.NewHand(dsl.You(), "discard", 1)),
])
def test_each_wording_compiles_to_its_own_tree(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (effect,)


@pytest.mark.parametrize("text", [
    "Each player shuffles the cards from their hand into your library, then draws that many cards.",
    "Each player shuffles the cards from their hand into their library, then draw that many cards.",
    "Each player shuffle the cards from their hand into their library, then draws that many cards.",
    "Shuffle the cards from your hand into your graveyard, then draw that many cards.",
    "Discard the cards in your hand, then draw that many cards.",
    "Discard all the cards in your hand into your library, then draw that many cards.",
    "Discard all the cards in your hand, then draw that many cards plus two.",
    "Each player shuffles all the cards from their hand into their library, then draws that many cards.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
