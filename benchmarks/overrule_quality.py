"""Which of the search's overrules win games and which throw them (session 19): the search plays
the heuristic as in benchmarks/ai.py (every ordered pair of bundled decks, A in both seats), and
at every searched decision where it answers otherwise than the heuristic, both answers are
played on to the end from the real game (hidden cards and library order included: the referee's
view, never the agent's), by the heuristic for both players with the same seeds, so the two
results differ only by the answer.  An overrule after which the search's answer wins a game the
heuristic's loses (or draws) *turned* it, one after which it loses a game the heuristic's wins
*threw* it; most change nothing.

Prints, by kind of overrule (the decision's kind; for priority decisions, what the heuristic would
have done and what the search did, and whether in the agent's own first or second main phase
with the stack empty, or at another moment): how many, turned, thrown, and their difference
with its standard error.  A kind whose overrules throw more than they turn is a bias of the
search (its evaluation or its horizon), not of the heuristic.  The search's games are
benchmarks/ai.py's (the same seeds), so the games it won are printed too.

    python benchmarks/overrule_quality.py [--a search:1s] [--seed 0] [--games-per-pair 2]
                                          [--decks a,b,...] [--turn-cap 60] [--workers 1]
                                          [--variant VARIANT]
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import sys
from collections import Counter
from pathlib import Path

from manastack.agents import HeuristicAgent, decide, make_agent, search
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.decision import Decision
from manastack.engine.game import Game

sys.path.insert(0, str(Path(__file__).parent))
from ai import pair_seed  # noqa: E402  (the benchmarks share their seeds)
from search_variants import apply, on_overrule  # noqa: E402


def played_out(game: Game, view: dict, decision: Decision, label: str, plans: dict | None, seed: int) -> int | None:
    """The winner (None: a draw) of `game` after `decision` is answered by the option (or the
    combat plan of `plans`) labelled `label`, the heuristic playing on for every seat."""
    agents = [HeuristicAgent(seed + seat) for seat in range(len(game.state.players))]
    game.choose(search.answer_by(agents[decision.player], view, decision, label, plans))
    return played_on(game, agents)


def played_on(game: Game, agents: list) -> int | None:
    """The winner (None: a draw) of `game` played on to its end by `agents`, one a seat."""
    while not game.over:
        d = game.decision
        game.choose(decide(agents[d.player], game, d))
    return game.winner


def kind_of(view: dict, decision: Decision, prior: str, chosen: str) -> str:
    """The overrule's kind: the decision's, and for priority what each answer does and when."""
    if decision.kind != "priority":
        return decision.kind
    own_main = view["active"] == view["viewer"] and view["step"] in search.MAIN_PHASES and not view["stack"]
    when = f"own {view['step']}" if own_main else "other"
    return f"priority, {prior.split(' ')[0]} -> {chosen.split(' ')[0]}, {when}"


def play(job: tuple) -> dict:
    """One game of the search (in seat `a_seat`) against the heuristic, its overrules scored."""
    spec, decks, seed, a_seat, turn_cap = job
    agents = [HeuristicAgent(rng.derived_seed(seed, f"agent {i}")) for i in range(2)]
    agents[a_seat] = make_agent(spec, rng.derived_seed(seed, f"agent {a_seat}"))
    agents[a_seat].overrules = []
    game = Game.new([decklist.load(d).game_cards() for d in decks], seed=seed, max_turns=turn_cap, starting_player=0)
    scored = []
    playout_seed = rng.derived_seed(seed, "overrule playouts")
    while not game.over:
        d = game.decision
        option = decide(agents[d.player], game, d)
        for view, decision, prior, chosen, plans in agents[a_seat].overrules:
            theirs = played_out(game.clone(), view, decision, prior, plans, playout_seed)
            ours = played_out(game.clone(), view, decision, chosen, plans, playout_seed)
            scored.append({"kind": kind_of(view, decision, prior, chosen), "turn": view["turn"],
                           "heuristic": prior, "search": chosen,
                           "change": (ours == a_seat) - (theirs == a_seat)})
        agents[a_seat].overrules.clear()
        game.choose(option)
    return {"decks": decks, "seed": seed, "a_seat": a_seat, "won": game.winner == a_seat, "overrules": scored}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="search:1s", help="the search agent measured (default search:1s)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games-per-pair", type=int, default=2, help="A plays seed i in seat i %% 2")
    parser.add_argument("--decks", default=",".join(decklist.bundled_names()))
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--variant", help="the search changed as benchmarks/search_variants.py's VARIANT says")
    args = parser.parse_args()
    if args.variant:
        try:
            apply(args.variant)
        except ValueError as err:
            sys.exit(f"error: {err} (see benchmarks/search_variants.py's text)")
    on_overrule(lambda agent, overrule: agent.overrules.append(overrule))
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    unordered = sorted({tuple(sorted(pair)) for pair in itertools.product(decks, decks)})
    jobs = [
        (args.a, (a, b), pair_seed(args.seed, unordered, a, b) + i // 2, i % 2, args.turn_cap)
        for a, b in itertools.product(decks, decks)
        for i in range(args.games_per_pair)
    ]
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        games = pool.map(play, jobs, chunksize=1)
    overrules = [o for g in games for o in g["overrules"]]
    print(f"{len(games)} games, the search won {sum(g['won'] for g in games)}; {len(overrules)} overrules, "
          "each played on from the real game after the heuristic's answer and after the search's")
    print("| kind | overrules | turned | thrown | turned less thrown (SE) |")
    print("| --- | --- | --- | --- | --- |")
    kinds = Counter(o["kind"] for o in overrules)
    for kind, _ in [*kinds.most_common(), ("all", 0)]:
        changes = [o["change"] for o in overrules if kind in ("all", o["kind"])]
        turned, thrown = changes.count(1), changes.count(-1)
        error = math.sqrt(sum(c * c for c in changes))
        print(f"| {kind} | {len(changes)} | {turned} | {thrown} | {turned - thrown:+d} ({error:.1f}) |")
    print("\nthe overrules that changed a result (turn: kind, the heuristic's answer -> the search's):")
    for o in overrules:
        if o["change"]:
            print(f"  {'turned' if o['change'] > 0 else 'threw '} turn {o['turn']}: {o['kind']}, "
                  f"{o['heuristic']!r} -> {o['search']!r}")


if __name__ == "__main__":
    main()
