"""121.2: Heart of a Duelist (Mystery Booster 2): "You may draw cards from anywhere in your
library. (You don't get to look at them or reorder them while doing so.)": each card its
controller draws comes from the place of their library they choose, the options naming places
only (no card is told: the hidden-information check finds nothing).  The opponent draws from the
top.  Mutations are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record
from manastack.hidden_info import Watcher

compiled_card("Anywhere Peek", "Draw a card.", ("Sorcery",), "{0}")
compiled_card("Anywhere Gift", "Target player draws a card.", ("Sorcery",), "{0}")


@pytest.fixture(autouse=True)
def heart():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Heart of a Duelist")))
        yield


LIBRARY = ["Island", "Forest", "Swamp", "Mountain"]


def test_121_2_draw_the_card_at_a_chosen_place() -> None:
    """Alice chooses the 3rd card from the top: the Swamp; the others stay in order.  The
    decision names places, not cards."""
    d = position({"alice": {"battlefield": ["Heart of a Duelist"], "hand": ["Anywhere Peek"], "library": LIBRARY},
                  "step": "main1"})
    watcher = Watcher(d.game)
    d.act("alice", "casts", "Anywhere Peek")
    d.pass_until(lambda: d.game.decision is not None and d.game.decision.kind == "number")
    decision = d.game.decision
    assert [o.label for o in decision.options] == ["the top card", "the 2nd card from the top",
                                                   "the 3rd card from the top", "the 4th card from the top"]
    assert watcher.problem() is None
    d.choose(decision.options[2])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Swamp"] and cards(d, "alice", "library") == ["Island", "Forest", "Mountain"]


def test_heart_of_a_duelist_enters_and_its_draw_may_come_from_anywhere() -> None:
    """Its enters trigger draws a card, already under its own rule: alice takes the bottom card."""
    d = position({"alice": {"hand": ["Heart of a Duelist"], "battlefield": ["Island", "Island"], "library": LIBRARY},
                  "step": "main1"})
    d.act("alice", "casts", "Heart of a Duelist", choices=["the 4th card from the top"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Mountain"]


def test_121_2_without_it_and_for_the_opponent_the_top_card() -> None:
    """Bob, made to draw by alice's spell, draws his top card with no choice; so does a player
    without the rule."""
    d = position({"alice": {"battlefield": ["Heart of a Duelist"], "hand": ["Anywhere Gift"]},
                  "bob": {"library": LIBRARY}, "step": "main1"})
    d.act("alice", "casts", "Anywhere Gift", targets=["bob"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Island"]


def test_mutations() -> None:
    (ability,) = compile_text("X", "You may draw cards from anywhere in your library.", ("Enchantment",))
    assert ability.effect == dsl.PlayerRule("draw_from_anywhere", "you")
    for text in ("You may draw cards from the bottom of your library.",
                 "Each player may draw cards from anywhere in their library."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Enchantment",))
