"""What the deck-tuning statistics cost (issue 20): the share of a simulated game spent reading
its facts from the log (sim/stats.py), the time to add up the statistics of many games, and
goldfish games per second for `manastack analyze` (sim/goldfish.py).  Each figure is the
fastest of `--repeat` runs, since this machine's speed varies (docs/performance.md).

    python benchmarks/sim_stats.py [--games N] [--goldfish G] [--repeat R]
"""

from __future__ import annotations

import argparse
import time

from manastack.decks import decklist
from manastack.sim import goldfish, runner, stats


def fastest(repeat: int, work) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random-vs-random games between red and green")
    parser.add_argument(
        "--goldfish", type=int, default=40, help="goldfish games of each bundled deck measured"
    )
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    red, green = decklist.load("red-aggro"), decklist.load("green-stompy")
    recorded = []
    reading = 0.0
    original = stats.GameRecorder.facts

    def timed_facts(self):
        nonlocal reading
        start = time.perf_counter()
        try:
            return original(self)
        finally:
            reading += time.perf_counter() - start

    stats.GameRecorder.facts = timed_facts
    try:
        seconds = fastest(
            args.repeat, lambda: recorded.append(runner.simulate(red, green, args.games, seed=0))
        )
    finally:
        stats.GameRecorder.facts = original
    summary = recorded[-1]
    print(
        f"sim: {args.games} random games in {seconds:.2f}s; reading each game's facts from its log: "
        f"{reading / (args.repeat * args.games) * 1000:.2f} ms a game "
        f"({reading / args.repeat / seconds:.1%} of the run)"
    )
    many = summary.results * max(1, 10_000 // len(summary.results))
    adding = fastest(args.repeat, lambda: stats.compute(many, summary.cards))
    print(f"statistics of {len(many)} games added up in {adding * 1000:.0f} ms")
    for name in decklist.bundled_names():
        deck = decklist.load(name)
        turns = goldfish.default_turns(deck)
        played = fastest(args.repeat, lambda d=deck, t=turns: goldfish.run_goldfish(d, args.goldfish, 0, t))
        print(f"goldfish {name}: {args.goldfish / played:.0f} games/s ({turns} turns each)")


if __name__ == "__main__":
    main()
