"""Ripple (702.60) compiled from Oracle text and played through the engine: "When you cast this
spell, you may reveal the top N cards of your library, or, if there are fewer than N cards in your
library, you may reveal all the cards in your library.  If you reveal cards from your library this
way, you may cast any of those cards with the same name as this spell without paying their mana
costs, then put all revealed cards not cast this way on the bottom of your library in any order." """

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

SPARK = "Test Surging Spark"
compiled_card(SPARK, "Test Surging Spark deals 2 damage to any target.\nRipple 4", ("Instant",), "{1}{R}", colors=("R",))
OTHER = "Test Other Spark"
compiled_card(OTHER, "Test Other Spark deals 2 damage to any target.", ("Instant",), "{1}{R}", colors=("R",))


def _cast(library: list, choices: list):
    d = position({"alice": {"hand": [SPARK], "battlefield": ["Mountain"] * 2, "library": library},
                  "bob": {"library": ["Plains"] * 5}})
    d.act("alice", "casts", SPARK, targets=["bob"], choices=choices)
    d.resolve(None)
    return d


def test_702_60a_a_revealed_card_with_the_same_name_is_cast_free() -> None:
    """702.60a: the top four are revealed; the Spark among them is cast without paying its mana
    cost (two lands paid only the first); the rest go to the bottom in alice's order.  The second
    Spark's own ripple triggers too (alice declines its reveal)."""
    d = _cast(["Plains", SPARK, "Island", "Swamp", "Forest"], ["yes", "yes", "bob", "Island", "Plains", "no"])
    assert d.game.state.players[1].life == 16
    assert d.game.state.players[0].spells_cast_this_turn == 2
    assert cards(d, "alice", "library") == ["Forest", "Island", "Plains", "Swamp"]
    assert cards(d, "alice", "graveyard") == [SPARK, SPARK]
    assert {e["card"] for e in events(d.game, "reveal")} >= {"Plains", SPARK, "Island", "Swamp"}


def test_702_60a_a_card_with_another_name_isnt_offered() -> None:
    """702.60a: "with the same name as this spell": the other Spark isn't cast; all four go to
    the bottom."""
    d = _cast([OTHER, "Plains", "Island", "Swamp", "Forest"], ["yes", OTHER, "Plains", "Island"])
    assert d.game.state.players[1].life == 18
    assert cards(d, "alice", "library") == ["Forest", OTHER, "Plains", "Island", "Swamp"]
    assert d.game.state.players[0].spells_cast_this_turn == 1


def test_702_60a_declining_the_reveal_leaves_the_library() -> None:
    """702.60a: "you may reveal": declined, nothing is revealed and the library is unchanged."""
    d = _cast(["Plains", SPARK, "Island"], ["no"])
    assert cards(d, "alice", "library") == ["Plains", SPARK, "Island"]
    assert not events(d.game, "reveal")
    assert d.game.state.players[1].life == 18


def test_702_60a_fewer_than_n_cards_are_all_revealed() -> None:
    """702.60a: with two cards in the library, both are revealed; the Spark may be declined: it
    goes to the bottom with the other."""
    d = _cast([SPARK, "Island"], ["yes", "no", SPARK])
    assert cards(d, "alice", "library") == [SPARK, "Island"]
    assert len(events(d.game, "reveal")) == 2
    assert d.game.state.players[1].life == 18


def test_ripple_compiles_with_its_number() -> None:
    assert compile_text("Test", "Ripple 4", ("Instant",)) == (dsl.Keyword("ripple", amount=4, text="Ripple 4"),)


@pytest.mark.parametrize("text", ["Ripple", "Ripple X", "Ripples 4"])
def test_ripple_mutations_are_refused(text: str) -> None:
    """Mutations: ripple needs its number N (702.60a)."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))
