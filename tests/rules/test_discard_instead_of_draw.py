"""614.11, 614.5, 616.1: Chains of Mephistopheles / Magus of the Chains (Mystery Booster 2): "If a
player would draw a card except the first one they draw in each of their draw steps, that player
discards a card instead. If the player discards a card this way, they draw a card. If the player
doesn't discard a card this way, they mill a card."  Rulings: each draw of several is replaced
one at a time; the draw step's first draw isn't; with two, each applies to the draw in turn, and
once one mills instead, no draw is left for the other.  Mutations are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

CHAINS = ("If a player would draw a card except the first one they draw in each of their draw steps, that player "
          "discards a card instead. If the player discards a card this way, they draw a card. If the player doesn't "
          "discard a card this way, they mill a card.")
compiled_card("Chainer Enchantment", CHAINS, ("Enchantment",), "{1}{B}")
compiled_card("Chainer Divination", "Draw two cards.", ("Sorcery",), "{0}")
compiled_card("Chainer Peek", "Draw a card.", ("Sorcery",), "{0}")


@pytest.fixture(autouse=True)
def magus():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Magus of the Chains")))
        yield


def _draw_with(spell: str, hand: list[str], chains: list[str], choices=()):
    d = position({"alice": {"battlefield": chains, "hand": [spell, *hand], "library": ["Island", "Forest", "Swamp"]},
                  "step": "main1"})
    d.act("alice", "casts", spell, choices=list(choices))
    d.resolve(None)
    return d


def test_614_11_discard_a_card_then_draw() -> None:
    """Alice, with a Plains and a Mountain in hand, draws a card: she discards the Mountain (her
    choice) instead, then draws the Island."""
    d = _draw_with("Chainer Peek", ["Plains", "Mountain"], ["Magus of the Chains"], ["Mountain"])
    assert sorted(cards(d, "alice", "hand")) == ["Island", "Plains"]
    assert "Mountain" in cards(d, "alice", "graveyard")


def test_614_11_with_an_empty_hand_mill_instead_of_drawing() -> None:
    d = _draw_with("Chainer Peek", [], ["Magus of the Chains"])
    assert cards(d, "alice", "hand") == [] and cards(d, "alice", "library") == ["Forest", "Swamp"]
    assert "Island" in cards(d, "alice", "graveyard")


def test_121_2_each_of_several_draws_is_replaced() -> None:
    """Draw two with one card in hand: the first draw discards the Plains then draws the Island;
    the second discards the Island then draws the Forest."""
    d = _draw_with("Chainer Divination", ["Plains"], ["Chainer Enchantment"])
    assert cards(d, "alice", "hand") == ["Forest"]
    assert sorted(c for c in cards(d, "alice", "graveyard") if c != "Chainer Divination") == ["Island", "Plains"]


def test_616_1_two_chains_discard_twice_or_mill() -> None:
    """With two, each replaces the draw in turn: one card in hand is discarded by the first; the
    second finds no card and mills instead: no card is drawn at all."""
    d = _draw_with("Chainer Peek", ["Plains"], ["Chainer Enchantment", "Magus of the Chains"],
                   ["Chainer Enchantment", "Plains"])
    assert cards(d, "alice", "hand") == []
    assert sorted(c for c in cards(d, "alice", "graveyard") if c != "Chainer Peek") == ["Island", "Plains"]


def test_504_1_the_first_draw_of_the_draw_step_isnt_replaced() -> None:
    d = position({"alice": {"battlefield": ["Magus of the Chains"], "hand": ["Plains"], "library": ["Island", "Forest"]},
                  "step": "upkeep", "turn": 3})
    d.pass_until(lambda: d.game.state.step == "main1")
    assert sorted(cards(d, "alice", "hand")) == ["Island", "Plains"] and cards(d, "alice", "graveyard") == []


def test_chains_mutations() -> None:
    (ability,) = compile_text("X", CHAINS, ("Enchantment",))
    assert ability.effect == dsl.DiscardInsteadOfDraw("each", except_first=True)
    for text in (CHAINS.replace("a player would", "an opponent would"),
                 CHAINS.replace("discards a card instead", "discards two cards instead"),
                 CHAINS.replace("they mill a card", "they mill two cards")):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Enchantment",))
