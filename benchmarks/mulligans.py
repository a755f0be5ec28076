"""What the heuristic's mulligan decisions are worth (issue 18: "its mulligan decisions are
sane"), measured by honest full-game playouts.

For every ordered pair of bundled decks and seed (the seeds of benchmarks/ai.py), the heuristic
plays the mulligans of a game (103.5) for both players.  At each keep-or-mulligan decision the
player's hand is scored: PLAYOUTS determinized games (`Determinizer`: the library and the
opponent's hand dealt at random from the cards that player hasn't seen, so nothing hidden is
read) are each played to the end twice, once after keeping and once after a mulligan, with the
same deal and the same rollout seed (paired samples), by the heuristic for both players.  The
hand's worth is the win rate after each choice and their paired difference.

Prints one row per hand size and number of lands in hand: the hands met, how often the
heuristic kept, the win rates after keeping and after a mulligan, and the mean paired
difference with its standard error; then the hands where the heuristic's choice did worse than
the other by more than two standard errors.

    python benchmarks/mulligans.py [--playouts 12] [--seed 0] [--seeds 1] [--decks a,b,...]
                                   [--turn-cap 60] [--workers 1] [--hands FILE] [--only SIZE:LANDS]

With --hands FILE every hand scored is also written there, one line each (deck, seat, size,
lands, the mana values of its spells, the heuristic's choice, both win rates), for a closer look.
With --only 7:1 only the hands of seven cards holding one land are scored (the others are played
as the heuristic chooses, unscored): many seeds of one kind of hand for the price of a few.
The heuristic's choices are also what the rollouts play after the decision scored, so a rule
changed in agents/heuristic.py changes both; compare a rule's worth by the difference column.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from manastack.agents.heuristic import HeuristicAgent
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.determinize import Determinizer
from manastack.engine.game import Game

sys.path.insert(0, str(Path(__file__).parent))
from ai import pair_seed  # noqa: E402  (the benchmarks share their seeds)

PLAYOUT_DECISIONS = 5000  # a playout stops after this many decisions (a game's end comes far sooner)


def playout(game: Game, seed: int) -> int | None:
    """Play `game` to its end by the heuristic for every player; the winner (None: a draw)."""
    policies = [HeuristicAgent(seed + seat) for seat in range(len(game.state.players))]
    steps = 0
    while not game.over and steps < PLAYOUT_DECISIONS:
        d = game.decision
        if len(d.options) > 1:
            steps += 1
            game.choose(policies[d.player].pick(game.view(d.player, log=False), d))
        else:
            game.choose(d.options[0])
    return game.winner


def score_hand(game: Game, playouts: int, generator: random.Random) -> dict[str, list[float]]:
    """The rewards (1 won, 0.5 drawn, 0 lost) for the player deciding, after keeping and after
    a mulligan, on `playouts` determinized games from that player's knowledge."""
    me = game.decision.player
    sampler = Determinizer(game, me)
    rewards: dict[str, list[float]] = {"keep": [], "mulligan": []}
    for _ in range(playouts):
        dealt = sampler.sample(generator)
        seed = generator.getrandbits(32)
        for kind, reward in rewards.items():
            copy = dealt.fork()
            copy.choose(next(o for o in copy.decision.options if o.kind == kind))
            winner = playout(copy, seed)
            reward.append(0.5 if winner is None else float(winner == me))
    return rewards


def hands(job: tuple) -> list[dict]:
    """The mulligan decisions of one game (decks in seats 0 and 1, seat 0 playing first), each
    scored by `score_hand`."""
    decks, seed, playouts, turn_cap, only = job
    game = Game.new(
        [decklist.load(d).game_cards() for d in decks], seed=seed, max_turns=turn_cap, starting_player=0
    )
    agents = [HeuristicAgent(rng.derived_seed(seed, f"agent {seat}")) for seat in range(2)]
    generator = random.Random(rng.derived_seed(seed, "mulligan playouts"))
    scored = []
    while game.decision.kind in ("mulligan", "bottom"):
        d = game.decision
        view = game.view(d.player, log=False)
        choice = agents[d.player].pick(view, d)
        hand = view["players"][d.player]["hand"]
        lands = sum("Land" in c["types"] for c in hand)
        if {o.kind for o in d.options} >= {"keep", "mulligan"} and only in (None, (len(hand), lands)):
            rewards = score_hand(game, playouts, generator)
            scored.append(
                {
                    "deck": decks[d.player],
                    "seat": d.player,
                    "size": len(hand),
                    "lands": lands,
                    "spells": sorted(c.get("mana_value", 0) for c in hand if "Land" not in c["types"]),
                    "choice": choice.kind,
                    "keep": rewards["keep"],
                    "mulligan": rewards["mulligan"],
                }
            )
        game.choose(choice)
    return scored


def _difference(hand: dict) -> tuple[float, float]:
    """The mean paired difference, keeping less a mulligan, and its standard error."""
    differences = [k - m for k, m in zip(hand["keep"], hand["mulligan"], strict=True)]
    error = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else math.inf
    return statistics.fmean(differences), error


def report(scored: list[dict]) -> None:
    groups: dict[tuple[int, int], list[dict]] = defaultdict(list)
    for hand in scored:
        groups[(hand["size"], hand["lands"])].append(hand)
    print(f"{len(scored)} hands scored\n")
    print("| size | lands | hands | kept | win rate kept | after a mulligan | keep less mulligan (SE) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for (size, lands), group in sorted(groups.items(), key=lambda item: (-item[0][0], item[0][1])):
        kept = sum(h["choice"] == "keep" for h in group)
        keep = [r for h in group for r in h["keep"]]
        mulligan = [r for h in group for r in h["mulligan"]]
        differences = [k - m for h in group for k, m in zip(h["keep"], h["mulligan"], strict=True)]
        error = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else 0.0
        print(
            f"| {size} | {lands} | {len(group)} | {kept} | {statistics.fmean(keep):.2f} | "
            f"{statistics.fmean(mulligan):.2f} | {statistics.fmean(differences):+.2f} ({error:.2f}) |"
        )
    wrong = []
    for hand in scored:
        mean, error = _difference(hand)
        worse = -mean if hand["choice"] == "keep" else mean
        if worse > 2 * error:
            wrong.append((worse, hand))
    print(f"\nthe heuristic's choice worse by more than two standard errors: {len(wrong)} of {len(scored)}")
    for worse, hand in sorted(wrong, key=lambda item: -item[0]):
        print(
            f"  {hand['deck']} seat {hand['seat']}: {hand['size']} cards, {hand['lands']} lands, spells "
            f"{hand['spells']}; {hand['choice']} ({worse:.2f} worse)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=12, help="determinized games per hand (default 12)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seeds", type=int, default=1, help="seeds per ordered deck pair (default 1)")
    parser.add_argument("--decks", default=",".join(decklist.bundled_names()))
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--hands", type=Path, help="also write every hand scored to this file")
    parser.add_argument("--only", metavar="SIZE:LANDS", help="score only the hands of this size and lands")
    args = parser.parse_args()
    only = None
    if args.only:
        size, _, lands = args.only.partition(":")
        if not (size.isdigit() and lands.isdigit()):
            sys.exit(f"error: --only is SIZE:LANDS, two whole numbers such as 7:1, not {args.only!r}")
        only = (int(size), int(lands))
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    unordered = sorted({tuple(sorted(pair)) for pair in itertools.product(decks, decks)})
    jobs = [
        ((a, b), pair_seed(args.seed, unordered, a, b) + i, args.playouts, args.turn_cap, only)
        for i in range(args.seeds)
        for a, b in itertools.product(decks, decks)
    ]
    with multiprocessing.Pool(args.workers) as pool:
        scored = [hand for game in pool.imap(hands, jobs) for hand in game]
    if args.hands:
        with args.hands.open("w") as out:
            for hand in scored:
                keep, mulligan = statistics.fmean(hand["keep"]), statistics.fmean(hand["mulligan"])
                out.write(
                    f"{hand['deck']} seat={hand['seat']} size={hand['size']} lands={hand['lands']} "
                    f"spells={','.join(map(str, hand['spells']))} choice={hand['choice']} "
                    f"keep={keep:.2f} mulligan={mulligan:.2f}\n"
                )
    report(scored)


if __name__ == "__main__":
    main()
