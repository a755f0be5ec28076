"""Helpers for tests: build a position from a scenario-style `state` mapping and drive it."""

from __future__ import annotations

import random

from manastack.decks import decklist
from manastack.engine.game import Game
from manastack.scenario.driver import Driver
from manastack.scenario.position import build


def position(state: dict) -> Driver:
    return Driver(build(state))


def events(game: Game, kind: str) -> list[dict]:
    return [e for e in game.log if e["type"] == kind]


def bundled(name: str) -> list:
    return decklist.load(name).game_cards()


def play_random(game: Game, seed: int, limit: int = 100_000) -> list[int]:
    """Play to the end with uniform random choices; returns the option indexes chosen."""
    rng = random.Random(seed)
    picks = []
    for _ in range(limit):
        if game.over:
            break
        d = game.decision
        i = rng.randrange(len(d.options))
        picks.append(i)
        game.choose(d.options[i])
    return picks
