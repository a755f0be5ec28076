"""Mystery Booster 2 playtest cards compiled from their Oracle text and played as written:
Jeskai Baller (a cast trigger making a token of a playtest creature type; rebound on a
creature spell, 702.88a)."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

CARDS = ("Jeskai Baller",)


@pytest.fixture(autouse=True)
def mb2_cards():
    with registry.scope():
        mb2 = load_database("mb2.json")
        for name in CARDS:
            registry.register(compile_record(mb2.get(name)))
        yield


def test_603_2_jeskai_baller_cast_trigger_makes_an_athlete_before_it_resolves() -> None:
    """603.2, 601.2i: casting Jeskai Baller triggers; the trigger resolves first, creating a 1/1
    white Athlete creature token, while the Baller is still on the stack."""
    d = position({"alice": {"hand": ["Jeskai Baller"], "battlefield": ["Plains"] * 3}, "step": "main1"})
    d.act("alice", "casts", "Jeskai Baller")
    game = d.game
    assert len(game.state.stack) == 2  # the spell and its cast trigger above it
    d.resolve(1)
    (token,) = [o for o in game.state.battlefield if game.state.objects[o].token]
    chars = game.chars(token)
    assert (chars.power, chars.toughness, chars.subtypes, chars.colors) == (1, 1, frozenset({"Athlete"}), frozenset({"W"}))
    assert [game.chars(item.obj).name for item in game.state.stack if item.obj is not None] == ["Jeskai Baller"]


def test_702_88a_rebound_does_nothing_for_a_creature_spell() -> None:
    """702.88a: rebound replaces only putting the spell into the graveyard as it resolves; the
    creature spell enters the battlefield instead, and nothing is exiled."""
    d = position({"alice": {"hand": ["Jeskai Baller"], "battlefield": ["Plains"] * 3}, "step": "main1"})
    d.act("alice", "casts", "Jeskai Baller")
    d.resolve(None)
    game = d.game
    names = sorted(game.chars(o).name for o in game.state.battlefield if not game.chars(o).types == {"Land"})
    assert "Jeskai Baller" in names and not game.state.exile


def test_a_type_no_card_prints_is_still_refused() -> None:
    """Mutation: a creature type that neither 205.3m nor a playtest card's type line has."""
    with pytest.raises(UncompilableText):
        compile_text("X", "When you cast this spell, create a 1/1 white Baller creature token.", ("Creature",))
