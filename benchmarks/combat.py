"""Speed of declaring attackers and blockers (508.1, 509.1) with many creatures: CPU time per
decision in a 50-versus-50 position (issue 13 item 13; the goal is at most 5 ms per block
decision).

Alice has 40 Grizzly Bears, 5 Goblin Dark-Dwellers (menace) and 5 Serra Angels (flying); bob
has 45 Kalonian Tuskers and 5 Ornithopters (flying).  Alice attacks bob with everything, one
creature per decision; then bob declares blocks, one per decision, each time the first block
offered, until none is left.  A decision's time is the CPU time from the answer before it
(`choose()`) to its options (`decision`); the first of each kind is reached by other steps and
isn't counted.

    python benchmarks/combat.py [--side 50] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

from manastack.engine.game import Game
from manastack.scenario.position import build


def position(side: int) -> Game:
    """Alice's beginning of combat with `side` creatures each, at her declaration of attackers."""
    menace = flying = side // 10
    game = build({
        "step": "beginning_of_combat",
        "alice": {"battlefield": [{"card": "Grizzly Bears", "count": side - menace - flying},
                                  {"card": "Goblin Dark-Dwellers", "count": menace},
                                  {"card": "Serra Angel", "count": flying}]},
        "bob": {"battlefield": [{"card": "Kalonian Tusker", "count": side - flying},
                                {"card": "Ornithopter", "count": flying}]},
    }).game
    _pass_until(game, "attackers")
    return game


def _pass_until(game: Game, kind: str) -> None:
    while game.decision.kind != kind:
        game.choose(game.decision.options[0])


def _timed(game: Game, option) -> float:
    """The CPU seconds of answering with `option` and reaching the next decision."""
    t0 = time.process_time()
    game.choose(option)
    game.decision  # noqa: B018 - computing the next decision is what is timed
    return time.process_time() - t0


def _declare(game: Game, kind: str, step: str) -> tuple[list[float], list[int]]:
    """Answer each `kind` decision with its first `step` option while there is one: the CPU
    time each later decision took to reach (the answer before it, then its options), and
    how many options it had."""
    times: list[float] = []
    counts: list[int] = []
    while True:
        option = next((o for o in game.decision.options if o.kind == step), None)
        if option is None:
            return times, counts
        elapsed = _timed(game, option)
        if game.decision is None or game.decision.kind != kind:
            return times, counts
        times.append(elapsed)
        counts.append(len(game.decision.options))


def measure(side: int) -> dict:
    game = position(side)
    attack, _ = _declare(game, "attackers", "attack")
    if game.decision.kind == "attackers":
        game.choose(next(o for o in game.decision.options if o.kind == "done"))
    _pass_until(game, "blockers")
    block, options = _declare(game, "blockers", "block")
    return {"attack": attack, "block": block, "options": options}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--side", type=int, default=50, help="creatures on each side")
    parser.add_argument("--repeat", type=int, default=3, help="measure this many times and report the fastest run")
    args = parser.parse_args()
    runs = [measure(args.side) for _ in range(args.repeat)]
    best = min(runs, key=lambda figures: sum(figures["attack"]) + sum(figures["block"]))
    attack, block, options = best["attack"], best["block"], best["options"]
    print(f"{args.side} versus {args.side} creatures, fastest of {args.repeat} runs (CPU time)")
    for kind, times in (("attack", attack), ("block", block)):
        print(f"{kind} decisions: {len(times)}, mean {sum(times) / len(times) * 1e3:.2f} ms, "
              f"median {statistics.median(times) * 1e3:.2f} ms, max {max(times) * 1e3:.2f} ms")
    if len(block) >= 9:
        print(f"10th block decision: {block[8] * 1e3:.2f} ms ({options[8]} options)")


if __name__ == "__main__":
    main()
