"""Typed events (issue 15 item 5, DESIGN.md principle 5): every event the engine records is one
of the declared types of engine/events.py, with the keys and values its declaration gives."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from manastack import fuzz
from manastack.engine import events
from manastack.engine.game import Game

ENGINE = Path(events.__file__).parent


def test_every_event_of_random_games_fits_its_declaration() -> None:
    """Events of random games over every supported card (zone changes 400.7, damage 120,
    payments 118, triggers 603, combat 506-511, ...) all fit; most declared types occur."""
    pool = fuzz.card_pool("all,mb2")
    seen: set[str] = set()
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new([fuzz.random_deck(rng, pool), fuzz.random_deck(rng, pool)], seed=seed, max_turns=15)
        while not game.over:
            decision = game.decision
            game.choose(rng.randrange(len(decision.options)))
        for event in game.log.to_list():
            assert events.event_problem(event) is None, event
            seen.add(event["type"])
    assert len(seen) >= 35


def test_an_event_that_breaks_its_declaration_is_named() -> None:
    assert events.event_problem({"type": "teleport", "obj": 1}) == "an event of unknown type 'teleport'"
    assert events.event_problem({"type": "tap"}) == "a tap event without obj"
    assert events.event_problem({"type": "tap", "obj": 1, "why": "x"}) == "a tap event with the undeclared key 'why'"
    assert events.event_problem({"type": "tap", "obj": "1"}) == "a tap event whose 'obj' is str '1'"
    assert events.event_problem({"type": "draw", "player": True, "obj": 4}) == "a draw event whose 'player' is bool True"
    assert events.event_problem({"type": "resolved", "item": 3}) is None  # "obj" may be left out


def test_every_event_type_the_engine_writes_is_declared() -> None:
    """The set is closed: each {"type": ...} literal in engine/ names a declared event type."""
    written = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "type" and isinstance(value, ast.Constant):
                        written.add(value.value)
    assert written and written - set(events.EVENT_TYPES) == set()
