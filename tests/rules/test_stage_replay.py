"""Procedures run one stage at a time and ask before they change the game (issue 15 item 7):
once a decision is answered, the stage that asked it runs again from its start with the answers
given so far, so whatever it did before asking is done again.  Replaying the stage up to its
pending decision must leave the state exactly as it is."""

from __future__ import annotations

import random

from manastack import fuzz
from manastack.engine.game import Game
from manastack.engine.kernel import PROCEDURES

GAMES = 3
MAX_GAMES = 12  # more random games only until every kind of decision below was seen
TURN_CAP = 10


def test_replaying_the_stage_of_every_decision_changes_nothing() -> None:
    """At every decision of random games over every supported card (mulligans 103.5, priority
    117, casting 601.2, combat 508-510, triggers 603.3), the asking stage replays cleanly."""
    pool = fuzz.card_pool("all,mb2")
    checked: set[str] = set()
    wanted = {"mulligan", "priority", "pay_mana", "attackers"}
    for seed in range(MAX_GAMES):
        if seed >= GAMES and wanted <= checked:
            break
        rng = random.Random(seed)
        game = Game.new([fuzz.random_deck(rng, pool), fuzz.random_deck(rng, pool)], seed=seed, max_turns=TURN_CAP)
        while not game.over:
            decision = game.decision
            assert fuzz.replay_problem(game) is None, (seed, decision.kind)
            checked.add(decision.kind)
            game.choose(rng.randrange(len(decision.options)))
    assert wanted <= checked


def test_a_change_made_before_a_question_is_found(monkeypatch) -> None:
    """A priority stage that changes the state silently (no event) before it asks: its replay
    changes it again, and the check says where."""
    real = PROCEDURES["priority"]

    def careless(kernel, task) -> None:
        kernel.state.players[0].poison += 1
        real(kernel, task)

    game = Game.new([["Forest"] * 40, ["Forest"] * 40], seed=3)
    while game.decision.kind != "priority":
        game.choose(0)
    monkeypatch.setitem(PROCEDURES, "priority", careless)
    problem = fuzz.replay_problem(game)
    assert problem is not None and "of priority up to its priority decision changed the state" in problem
