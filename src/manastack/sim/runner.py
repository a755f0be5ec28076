"""Playing many games between two decks and summarising the results."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from manastack.agents import make_agent
from manastack.engine.game import Game

DEFAULT_TURN_CAP = 60


@dataclass
class GameResult:
    seed: int
    first: int  # which deck (0 = A, 1 = B) played first
    winner: int | None  # deck index, or None for a draw
    turns: int
    decisions: int


@dataclass
class SimSummary:
    games: int
    wins: list[int]
    draws: int
    mean_turns: float
    seconds: float
    results: list[GameResult] = field(default_factory=list)

    def win_rate(self, deck: int) -> float:
        return self.wins[deck] / self.games if self.games else 0.0

    def interval(self, deck: int) -> tuple[float, float]:
        """Wilson score 95% confidence interval for a deck's win rate."""
        n = self.games
        if n == 0:
            return (0.0, 0.0)
        p = self.wins[deck] / n
        z = 1.959963984540054
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        return (max(0.0, centre - half), min(1.0, centre + half))

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


def play_one(deck_a, deck_b, seed: int, agents: tuple[str, str], turn_cap: int = DEFAULT_TURN_CAP) -> GameResult:
    """One game; deck A plays first on even seeds, deck B on odd ones (seats alternate)."""
    first = seed % 2
    decks = [deck_a, deck_b] if first == 0 else [deck_b, deck_a]
    names = ["A", "B"] if first == 0 else ["B", "A"]
    seat_agents = [make_agent(agents[0 if names[i] == "A" else 1], seed * 2 + i) for i in range(2)]
    game = Game.new(decks, seed=seed, names=names, max_turns=turn_cap, starting_player=0)
    decisions = 0
    while not game.over:
        d = game.decision
        game.choose(seat_agents[d.player].pick(game.view(d.player), d))
        decisions += 1
    winner = None if game.winner is None else (0 if names[game.winner] == "A" else 1)
    return GameResult(seed, first, winner, game.state.turn, decisions)


def simulate(deck_a, deck_b, games: int, seed: int = 0, agents: tuple[str, str] = ("random", "random"),
             progress: Callable[[], None] | None = None) -> SimSummary:
    start = time.perf_counter()
    results = []
    for i in range(games):
        results.append(play_one(deck_a, deck_b, seed + i, agents))
        if progress is not None:
            progress()
    seconds = time.perf_counter() - start
    wins = [sum(1 for r in results if r.winner == d) for d in (0, 1)]
    draws = sum(1 for r in results if r.winner is None)
    mean_turns = sum(r.turns for r in results) / len(results) if results else 0.0
    return SimSummary(games, wins, draws, mean_turns, seconds, results)
