"""104.4b: a game that enters a loop of mandatory actions that no player can stop is a draw;
the engine ends it itself (Game._run), not only the fuzzer."""

from __future__ import annotations

from support import bundled, events, play_random, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.engine import game as game_module

# ---------------------------------------------------------------- test-only cards

# A 0/0 that dies as it enters (704.5f), and a permanent that returns it each time it dies.
registry.register(dsl.CardDef(
    name="Test Loop Wisp",
    faces=(dsl.Face(name="Test Loop Wisp", mana_cost="{0}", types=("Creature",), power="0", toughness="0"),),
    source="test",
))

registry.register(dsl.CardDef(
    name="Test Loop Keeper",
    faces=(dsl.Face(
        name="Test Loop Keeper", mana_cost="{2}", types=("Enchantment",),
        abilities=(dsl.Triggered(dsl.Trigger("dies", subject=dsl.Filter(name="Test Loop Wisp")),
                                 (dsl.PutOntoBattlefield(dsl.Triggering()),),
                                 text="Whenever a creature named Test Loop Wisp dies, return it to the battlefield."),),
    ),),
    source="test",
))


def _loop():
    """Alice casts the Wisp with the Keeper out: from then on, players can only pass."""
    d = position({"alice": {"hand": ["Test Loop Wisp"], "battlefield": ["Test Loop Keeper"]}, "bob": {}})
    d.act("alice", "casts", "Test Loop Wisp")
    return d


def test_104_4b_mandatory_loop_is_a_draw() -> None:
    """104.4b: the Wisp dies and returns forever while both players can only pass priority; the
    engine ends the game as a draw instead of running on."""
    d = _loop()
    game = d.game
    answered = 0
    while not game.over:
        decision = game.decision
        assert len(decision.options) == 1 and decision.kind == "priority"
        game.choose(0)
        answered += 1
        assert answered < 100_000, "the loop was never stopped"
    assert game.winner is None
    assert events(game, "game_over")[-1]["reason"] == "104.4b"
    returned = [e for e in events(game, "zone_change") if e["card"] == "Test Loop Wisp" and e["to"] == "battlefield"]
    assert len(returned) > 100  # it went round many times first


def test_104_4b_loop_guard_leaves_games_with_choices_alone(monkeypatch) -> None:
    """104.4b: a game where players keep making choices is not a loop: the count of events
    starts again at each answer to a decision with more than one option, so even a guard of
    a few hundred events leaves a whole random game as it was."""
    def play() -> str:
        game = ms.Game.new([bundled("white-weenie"), bundled("green-stompy")], seed=11, max_turns=40)
        play_random(game, 11)
        assert events(game, "game_over")[-1]["reason"] != "104.4b"
        return game.event_text()

    unguarded = play()
    monkeypatch.setattr(game_module, "LOOP_EVENTS", 300)
    assert play() == unguarded
