"""Speed of the engine on one process: random-vs-random games between two bundled decks.

Prints games per second, decisions per second (and how many had a single option), the mean
microseconds for `game.decision` plus `choose()`, for `clone()` and for `to_json()` at a
decision point, and peak memory.  The games are played `--repeat` times (5 by default): each
run's speed is printed, and the figures are those of the fastest run, since this machine's
speed varies from one minute to the next (docs/performance.md).

    python benchmarks/speed.py [--games N] [--deck-a red-aggro] [--deck-b green-stompy] [--seed S]
                               [--turn-cap T] [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc

import manastack as ms
from manastack.decks import decklist


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--deck-a", default="red-aggro")
    parser.add_argument("--deck-b", default="green-stompy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=5,
                        help="measure this many times and report the fastest run (the machine's speed varies)")
    args = parser.parse_args()
    deck_a = decklist.load(args.deck_a).game_cards()
    deck_b = decklist.load(args.deck_b).game_cards()
    runs = []
    for run in range(args.repeat):
        figures = measure(deck_a, deck_b, args.games, args.seed, args.turn_cap)
        runs.append(figures)
        if args.repeat > 1:
            print(f"run {run + 1}: {figures['games_per_s']:.2f} games/s, {figures['decision_us']:.0f} us per decision")
    best = max(runs, key=lambda figures: figures["games_per_s"])
    peak = peak_memory(deck_a, deck_b, args.seed, args.turn_cap)

    which = f", fastest of {args.repeat} runs" if args.repeat > 1 else ""
    print(f"decks: {args.deck_a} vs {args.deck_b}, {args.games} random-vs-random games{which}")
    print(f"games/s: {best['games_per_s']:.2f}")
    print(f"decisions/s: {best['decisions_per_s']:.0f} ({best['decisions']} decisions, {best['forced']:.0%} with one option)")
    print(f"mean decision + choose(): {best['decision_us']:.0f} us")
    print(f"mean clone(): {best['clone_us']:.0f} us")
    print(f"mean to_json(): {best['json_us']:.0f} us")
    print(f"peak memory of one game (tracemalloc): {peak / 1e6:.1f} MB")


def measure(deck_a: list, deck_b: list, games: int, seed: int, turn_cap: int) -> dict:
    """Play the games with random choices, timing each decision, and clone() and to_json()
    every 50 decisions (not counted in the games' time)."""
    decisions = 0
    forced = 0  # decisions with a single option (a priority pass with nothing else to do)
    decision_time = 0.0
    clone_times: list[float] = []
    json_times: list[float] = []
    start = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed + i)
        game = ms.Game.new([deck_a, deck_b], seed=seed + i, max_turns=turn_cap)
        while True:
            t0 = time.perf_counter()
            if game.over:
                break
            d = game.decision
            game.choose(d.options[rng.randrange(len(d.options))])
            decision_time += time.perf_counter() - t0
            decisions += 1
            forced += len(d.options) == 1
            if decisions % 50 == 0 and not game.over:
                t1 = time.perf_counter()
                game.clone()
                t2 = time.perf_counter()
                game.to_json()
                t3 = time.perf_counter()
                clone_times.append(t2 - t1)
                json_times.append(t3 - t2)
    elapsed = time.perf_counter() - start - sum(clone_times) - sum(json_times)
    return {
        "games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed, "decisions": decisions,
        "forced": forced / decisions, "decision_us": decision_time / decisions * 1e6,
        "clone_us": sum(clone_times) / len(clone_times) * 1e6, "json_us": sum(json_times) / len(json_times) * 1e6,
    }


def peak_memory(deck_a: list, deck_b: list, seed: int, turn_cap: int) -> int:
    """Peak memory (bytes, tracemalloc) of one game."""
    tracemalloc.start()
    game = ms.Game.new([deck_a, deck_b], seed=seed, max_turns=turn_cap)
    rng = random.Random(seed)
    while not game.over:
        d = game.decision
        game.choose(d.options[rng.randrange(len(d.options))])
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


if __name__ == "__main__":
    main()
