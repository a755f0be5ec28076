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
                                   [--bottoms]

With --hands FILE every hand scored is also written there, one line each (deck, seat, size,
lands, the mana values of its spells, the heuristic's choice, both win rates), for a closer look.
With --only 7:1 only the hands of seven cards holding one land are scored (the others are played
as the heuristic chooses, unscored): many seeds of one kind of hand for the price of a few.
With --bottoms the cards put on the bottom after a mulligan are scored too, each card the
player could put there played out on the same determinized games (`report_bottoms`).
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
from collections.abc import Callable
from pathlib import Path

from manastack.agents.heuristic import HeuristicAgent
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.decision import Decision, Option
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


def card_name(option: Option) -> str:
    """The card a bottom option names ("Fervent Champion #2": two of them in hand)."""
    return option.label.split(" #")[0]


def option_for(decision: Decision, key: str) -> Option:
    """The option of a mulligan decision by its kind ("keep", "mulligan"), or of a bottom
    decision by the card it names."""
    if decision.kind == "bottom":
        return next(o for o in decision.options if card_name(o) == key)
    return next(o for o in decision.options if o.kind == key)


def score(
    game: Game,
    keys: list[str],
    playouts: int,
    generator: random.Random,
    option_for: Callable[[Decision, str], Option] = option_for,
) -> dict[str, list[float]]:
    """The rewards (1 won, 0.5 drawn, 0 lost) for the player deciding after each option named
    by `keys` (by `option_for`), on the same `playouts` determinized games from that player's
    knowledge and the same rollout seeds."""
    me = game.decision.player
    sampler = Determinizer(game, me)
    rewards: dict[str, list[float]] = {key: [] for key in keys}
    for _ in range(playouts):
        dealt = sampler.sample(generator)
        seed = generator.getrandbits(32)
        for key, reward in rewards.items():
            copy = dealt.fork()
            copy.choose(option_for(copy.decision, key))
            winner = playout(copy, seed)
            reward.append(0.5 if winner is None else float(winner == me))
    return rewards


def hands(job: tuple) -> tuple[list[dict], list[dict]]:
    """The mulligan decisions of one game (decks in seats 0 and 1, seat 0 playing first), each
    scored by `score` (those of `only`'s size and lands, if it is given), and with `bottoms`
    the cards put on the bottom, each choice of a card scored."""
    decks, seed, playouts, turn_cap, only, bottoms = job
    game = Game.new(
        [decklist.load(d).game_cards() for d in decks], seed=seed, max_turns=turn_cap, starting_player=0
    )
    agents = [HeuristicAgent(rng.derived_seed(seed, f"agent {seat}")) for seat in range(2)]
    generator = random.Random(rng.derived_seed(seed, "mulligan playouts"))
    scored, bottomed = [], []
    while game.decision.kind in ("mulligan", "bottom"):
        d = game.decision
        view = game.view(d.player, log=False)
        choice = agents[d.player].pick(view, d)
        hand = view["players"][d.player]["hand"]
        lands = sum("Land" in c["types"] for c in hand)
        facts = {
            "deck": decks[d.player],
            "seat": d.player,
            "size": len(hand),
            "lands": lands,
            "spells": sorted(c.get("mana_value", 0) for c in hand if "Land" not in c["types"]),
        }
        if {o.kind for o in d.options} >= {"keep", "mulligan"} and only in (None, (len(hand), lands)):
            scored.append(
                {**facts, "choice": choice.kind, **score(game, ["keep", "mulligan"], playouts, generator)}
            )
        elif d.kind == "bottom" and bottoms:
            names = list(dict.fromkeys(card_name(o) for o in d.options))
            if len(names) > 1:
                land = {c["name"]: "Land" in c["types"] for c in hand}
                rewards = score(game, names, playouts, generator)
                bottomed.append({**facts, "choice": card_name(choice), "land": land, "rewards": rewards})
        game.choose(choice)
    return scored, bottomed


def paired_gain(rewards: list[float], against: list[float]) -> tuple[float, float]:
    """The mean of the paired differences `rewards` less `against` (the same deals), and its
    standard error (infinite below two pairs)."""
    differences = [r - a for r, a in zip(rewards, against, strict=True)]
    error = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else math.inf
    return statistics.fmean(differences), error


def beaten(rewards: dict[str, list[float]], choice: str) -> list[tuple[float, str]]:
    """The options (keys of `rewards`) that beat `choice` by more than two standard errors of
    their paired gain, with their mean gains."""
    found = []
    for key, each in rewards.items():
        gain, error = paired_gain(each, rewards[choice])
        if key != choice and gain > 2 * error:
            found.append((gain, key))
    return found


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
        gain, error = paired_gain(keep, mulligan)
        print(
            f"| {size} | {lands} | {len(group)} | {kept} | {statistics.fmean(keep):.2f} | "
            f"{statistics.fmean(mulligan):.2f} | {gain:+.2f} ({error:.2f}) |"
        )
    wrong = [
        (worse, hand)
        for hand in scored
        for worse, _ in beaten({"keep": hand["keep"], "mulligan": hand["mulligan"]}, hand["choice"])
    ]
    print(f"\nthe heuristic's choice worse by more than two standard errors: {len(wrong)} of {len(scored)}")
    for worse, hand in sorted(wrong, key=lambda item: -item[0]):
        print(
            f"  {hand['deck']} seat {hand['seat']}: {hand['size']} cards, {hand['lands']} lands, spells "
            f"{hand['spells']}; {hand['choice']} ({worse:.2f} worse)"
        )


def report_bottoms(bottomed: list[dict]) -> None:
    """The cards put on the bottom (103.5): by the lands in hand and whether the heuristic chose
    a land, the win rate after its choice, after a land and after a spell (each the mean over
    the lands, or the spells, it could have chosen); then the choices another card beat by more
    than two standard errors of the paired difference."""
    groups: dict[tuple[int, int, bool], list[dict]] = defaultdict(list)
    for decision in bottomed:
        groups[(decision["size"], decision["lands"], decision["land"][decision["choice"]])].append(decision)
    print(f"\n{len(bottomed)} cards put on the bottom scored\n")
    print(
        "| hand | lands | the heuristic's card | decisions | win rate after it | after a land | after a spell |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")

    def mean_after(group: list[dict], land: bool | None) -> str:
        rewards = [
            r
            for decision in group
            for name, each in decision["rewards"].items()
            if land is None
            and name == decision["choice"]
            or land is not None
            and decision["land"][name] == land
            for r in each
        ]
        return f"{statistics.fmean(rewards):.2f}" if rewards else "-"

    for (size, lands, land), group in sorted(
        groups.items(), key=lambda item: (-item[0][0], item[0][1], item[0][2])
    ):
        print(
            f"| {size} | {lands} | {'a land' if land else 'a spell'} | {len(group)} | {mean_after(group, None)} | "
            f"{mean_after(group, True)} | {mean_after(group, False)} |"
        )
    found = [
        (gain, name, decision)
        for decision in bottomed
        for gain, name in beaten(decision["rewards"], decision["choice"])
    ]
    print(f"\nanother card better than the heuristic's by more than two standard errors: {len(found)}")
    for gain, name, decision in sorted(found, key=lambda item: -item[0]):
        print(
            f"  {decision['deck']} seat {decision['seat']}: {decision['size']} cards, {decision['lands']} lands, "
            f"spells {decision['spells']}; {decision['choice']} rather than {name} ({gain:.2f} worse)"
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
    parser.add_argument("--bottoms", action="store_true", help="also score the cards put on the bottom")
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
        ((a, b), pair_seed(args.seed, unordered, a, b) + i, args.playouts, args.turn_cap, only, args.bottoms)
        for i in range(args.seeds)
        for a, b in itertools.product(decks, decks)
    ]
    with multiprocessing.Pool(args.workers) as pool:
        games = list(pool.imap(hands, jobs))
    scored = [hand for hands_scored, _ in games for hand in hands_scored]
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
    if args.bottoms:
        report_bottoms([decision for _, bottomed in games for decision in bottomed])


if __name__ == "__main__":
    main()
