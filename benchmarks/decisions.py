"""Which of the heuristic's decisions that the search leaves to it lose games (session 18): the
method of benchmarks/mulligans.py applied to every other kind of decision.

Heuristic games are played for every ordered pair of bundled decks and seed (the seeds of
benchmarks/ai.py).  At each decision with more than one option whose kind the search agent
doesn't search (`search.SEARCHED`: priority, attacks, blocks and targets are searched; mulligans
and the cards put on the bottom are benchmarks/mulligans.py's), up to MAX_OPTIONS options, the
heuristic's among them, are each played to the end on the same PLAYOUTS determinized games of
the player deciding (`Determinizer`: nothing hidden read) with the same rollout seeds, by the
heuristic for both players.  An option whose paired results beat the heuristic's choice by more
than two standard errors is a choice the heuristic may be getting wrong.

Prints, by kind of decision: the decisions scored, their options, and how many times another
option beat the heuristic's by two standard errors (by chance alone, about one comparison in
forty would); then those decisions, with the options' labels, the largest gains first.

    python benchmarks/decisions.py [--playouts 12] [--seed 0] [--seeds 1] [--decks a,b,...]
                                   [--kinds pay_mana,scry,...] [--turn-cap 60] [--workers 1]
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import random
import sys
from collections import defaultdict
from pathlib import Path

from manastack.agents import search
from manastack.agents.heuristic import HeuristicAgent
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.decision import Decision, Option
from manastack.engine.game import Game

sys.path.insert(0, str(Path(__file__).parent))
from ai import pair_seed  # noqa: E402  (the benchmarks share their seeds)
from mulligans import beaten, score  # noqa: E402

MAX_OPTIONS = 6  # the options scored at a decision: the heuristic's and the first others
LEFT_TO_MULLIGANS = frozenset({"mulligan", "bottom"})  # scored by benchmarks/mulligans.py


def by_label(decision: Decision, label: str) -> Option:
    """The decision's first option with this label."""
    return next(o for o in decision.options if o.label == label)


def decisions(job: tuple) -> list[dict]:
    """The decisions of one heuristic game (decks in seats 0 and 1) of the kinds studied, each
    with its options' rewards (`score`)."""
    decks, seed, playouts, turn_cap, kinds = job
    game = Game.new(
        [decklist.load(d).game_cards() for d in decks], seed=seed, max_turns=turn_cap, starting_player=0
    )
    agents = [HeuristicAgent(rng.derived_seed(seed, f"agent {seat}")) for seat in range(2)]
    generator = random.Random(rng.derived_seed(seed, "decision playouts"))
    scored = []
    while not game.over:
        d = game.decision
        choice = agents[d.player].pick(game.view(d.player, log=False), d)
        labels = list(dict.fromkeys(o.label for o in d.options))
        studied = d.kind in kinds if kinds else d.kind not in search.SEARCHED | LEFT_TO_MULLIGANS
        if studied and len(labels) > 1:
            others = [label for label in labels if label != choice.label][: MAX_OPTIONS - 1]
            rewards = score(game, [choice.label, *others], playouts, generator, by_label)
            scored.append(
                {
                    "deck": decks[d.player],
                    "turn": game.state.turn,
                    "kind": d.kind,
                    "choice": choice.label,
                    "rewards": rewards,
                }
            )
        game.choose(choice)
    return scored


def report(scored: list[dict]) -> None:
    by_kind: dict[str, list[dict]] = defaultdict(list)
    for decision in scored:
        by_kind[decision["kind"]].append(decision)
    print(f"{len(scored)} decisions scored\n")
    print("| kind | decisions | options scored | comparisons | another option better by 2 SE |")
    print("| --- | --- | --- | --- | --- |")
    found = []
    for kind, group in sorted(by_kind.items(), key=lambda item: -len(item[1])):
        options = sum(len(d["rewards"]) for d in group)
        wins = [(gain, label, d) for d in group for gain, label in beaten(d["rewards"], d["choice"])]
        found += wins
        print(f"| {kind} | {len(group)} | {options} | {options - len(group)} | {len(wins)} |")
    print("\nthe heuristic's choices beaten:")
    for gain, label, d in sorted(found, key=lambda item: -item[0]):
        print(
            f"  {d['deck']}, turn {d['turn']}, {d['kind']}: {label!r} rather than {d['choice']!r} (+{gain:.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--playouts", type=int, default=12, help="determinized games per decision (default 12)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seeds", type=int, default=1, help="seeds per ordered deck pair (default 1)")
    parser.add_argument("--decks", default=",".join(decklist.bundled_names()))
    parser.add_argument("--kinds", default="", help="only these kinds of decision, comma-separated")
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    kinds = frozenset(k.strip() for k in args.kinds.split(",") if k.strip())
    unordered = sorted({tuple(sorted(pair)) for pair in itertools.product(decks, decks)})
    jobs = [
        ((a, b), pair_seed(args.seed, unordered, a, b) + i, args.playouts, args.turn_cap, kinds)
        for i in range(args.seeds)
        for a, b in itertools.product(decks, decks)
    ]
    with multiprocessing.Pool(args.workers) as pool:
        report([decision for game in pool.imap(decisions, jobs) for decision in game])


if __name__ == "__main__":
    main()
