"""Strength and speed of the agents (issue 18): agent A against agent B over every bundled deck
pair, A playing each deck of the pair in turn (mirrors once), seats alternating game by game:
each seed is played twice, with the agents exchanged (the same decks in the same seats), so
the luck of the shuffles and of playing first cancels out.

Prints, per ordered deck pair and overall: A's wins, losses and draws, its win rate with a 95%
Wilson interval; then A's time per decision (mean and 99th percentile, over the decisions with
more than one option), and for a search agent its iterations (determinized games) and
simulations (rollouts, one per option per iteration) per second.  Also
the engine figures the search depends on: clone() and fork() (the search's copy) on mid-game
states, and the first decision (`game.decision` after one priority pass) on a fresh clone and
a fresh fork against the original.

Agents are specs as `manastack sim --agents` takes them (search:1s, hard:200it, heuristic,
easy, random; search-tree and search-flat name the search agent's two modes), or `old-heuristic`: the heuristic agent as it was at git revision --old-rev
(read with `git show`, so run this from the repository).

    python benchmarks/ai.py [--a search:1s] [--b heuristic] [--games-per-pair 20] [--seed 0]
                            [--decks a,b,...] [--turn-cap 60] [--workers 1] [--old-rev REV]
                            [--progress] [--stop-after SECONDS] [--reference]
                            [--no-clone-figures | --clone-figures-only]

With --reference it also plays B against itself at every table played (the same decks, seats
and seed) and counts A's games whose result differs from B's in the same seat: the games A
turned (won where B lost) and threw (lost where B won).  B against itself is one game per table
when B is deterministic (the heuristic: no noise, no clock), so those two counts are exactly
what A's own decisions changed; the rest of A's results are the deal's.

The full run of issue 18 (CPU-heavy: about 36 pairs x 20 games x ~60 searched decisions x 1 s):

    python benchmarks/ai.py --a search:1s --b heuristic --games-per-pair 20 --workers 2
    python benchmarks/ai.py --a heuristic --b old-heuristic --games-per-pair 40 --workers 2
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import math
import multiprocessing
import statistics
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

from manastack.agents import decide, make_agent, spec_problem
from manastack.cards import dsl
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.game import Game
from manastack.sim.stats import wilson

OLD = "old-heuristic"
DEFAULT_OLD_REV = "ce68f31"  # the commit before issue 18's heuristic
SEEDS_APART = 10_000  # the seeds of two deck pairs' games are this far apart


_old_class = None


class _Gone:
    """A DSL class the old heuristic names that the DSL no longer has: nothing is one."""


class _DslThen:
    """The DSL as the old heuristic reads it: today's classes, and `_Gone` for one since removed
    (JaceUltimate, in session 9: Jace's ultimate is now ExileLibrary, which the old heuristic
    didn't know, so it values that ability as it values any it doesn't know)."""

    def __getattr__(self, name: str):
        return getattr(dsl, name, _Gone)


def old_heuristic_class(rev: str):
    """The HeuristicAgent class of agents/heuristic.py at git revision `rev`."""
    global _old_class
    if _old_class is None:
        root = Path(__file__).resolve().parent.parent
        try:
            source = subprocess.run(
                ["git", "show", f"{rev}:src/manastack/agents/heuristic.py"],
                cwd=root,
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        except (OSError, subprocess.CalledProcessError) as err:
            sys.exit(f"error: can't read the old heuristic at {rev} with git: {err}")
        spec = importlib.util.spec_from_loader("manastack_old_heuristic", loader=None)
        module = importlib.util.module_from_spec(spec)
        exec(compile(source, f"{rev}:heuristic.py", "exec"), module.__dict__)  # noqa: S102 - our own history
        module.dsl = _DslThen()
        _old_class = module.HeuristicAgent
    return _old_class


def agent_for(spec: str, seed: int, old_rev: str):
    if spec == OLD:
        return old_heuristic_class(old_rev)(seed)
    return make_agent(spec, seed)


def play(job: tuple) -> dict:
    """One game: A plays `deck_a` in seat `a_seat` (seat 0 plays first).  Returns the result and
    A's decision times."""
    spec_a, spec_b, deck_a, deck_b, seed, a_seat, turn_cap, old_rev = job
    decks = [deck_a, deck_b] if a_seat == 0 else [deck_b, deck_a]
    specs = [spec_a, spec_b] if a_seat == 0 else [spec_b, spec_a]
    agents = [agent_for(specs[i], rng.derived_seed(seed, f"agent {i}"), old_rev) for i in range(2)]
    game = Game.new(
        [decklist.load(d).game_cards() for d in decks], seed=seed, max_turns=turn_cap, starting_player=0
    )
    times, cpu = [], []
    while not game.over:
        d = game.decision
        start, start_cpu = time.perf_counter(), time.process_time()
        option = decide(agents[d.player], game, d)
        if d.player == a_seat and len(d.options) > 1:
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        game.choose(option)
    stats = getattr(agents[a_seat], "stats", None)
    winner = game.winner
    return {
        "pair": (deck_a, deck_b),
        "seed": seed,
        "table": (tuple(decks), seed),  # the same decks in the same seats with the same seed
        "a_seat": a_seat,
        "result": "draw" if winner is None else ("win" if winner == a_seat else "loss"),
        "turns": game.state.turn,
        "times": times,
        "cpu": cpu,  # the CPU time of each of those decisions (a loaded machine gives less than the wall time)
        "iterations": stats.iterations if stats else 0,
        "rollouts": stats.rollouts if stats else 0,
        "nodes": getattr(stats, "nodes", 0) if stats else 0,
        "overruled": stats.overruled if stats else 0,
        "search_seconds": stats.seconds if stats else 0.0,
        "searched": stats.searched if stats else 0,
        "settled": getattr(stats, "settled", 0) if stats else 0,
        "abandoned": getattr(stats, "abandoned", 0) if stats else 0,
        "overrun": getattr(stats, "overrun", 0.0) if stats else 0.0,
    }


def _cpu_us(action, repeat: int) -> float:
    """The mean CPU time of `action()` in microseconds, over `repeat` calls."""
    start = time.process_time()
    for _ in range(repeat):
        action()
    return (time.process_time() - start) / repeat * 1e6


def _warm_up(game: Game, pass_option) -> None:
    """The same untimed work before each of the first decisions compared: a pass and the next
    decision on a throwaway fork, so that none of them pays for coming first after other work
    (its code and data pushed out of the processor's caches)."""
    throwaway = game.fork()
    throwaway.choose(pass_option)
    _ = throwaway.decision


def _after_a_copy(game: Game) -> Game:
    """The game itself, once a copy of it has been made and dropped: its next decision then
    comes after the same work as a fresh copy's."""
    game.clone()
    return game


def clone_figures(seeds: int = 3, repeat: int = 20) -> dict:
    """clone() and fork() on mid-game states (every 25th decision of heuristic games, turn 4 on),
    in CPU time, the two measured alternately on each state (`repeat` calls each, so the
    machine's drift hits both alike); and a priority pass plus the next decision on a fresh
    clone and a fresh fork against the same on the original, each after the same warm-up
    (`_warm_up`) and right after a copy was made (the original's dropped: making a copy evicts
    from the processor's caches what the next decision reads, which the original pays for too
    after the same work)."""
    clones, forks, first_clones, first_forks = [], [], [], []
    after_clone, after_fork, original = [], [], []
    for seed in range(seeds):
        game = Game.new(
            [decklist.load("red-aggro").game_cards(), decklist.load("green-stompy").game_cards()],
            seed=seed,
            max_turns=60,
        )
        agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
        count = 0
        while not game.over:
            d = game.decision
            count += 1
            if count % 25 == 0 and game.state.turn >= 4 and d.kind == "priority":
                first_clones.append(_cpu_us(game.clone, 1))
                first_forks.append(_cpu_us(game.fork, 1))
                clones.append(_cpu_us(game.clone, repeat))
                forks.append(_cpu_us(game.fork, repeat))
                pass_option = next((o for o in d.options if o.kind == "pass"), None)
                if pass_option is not None:
                    for copies, figures in ((game.clone, after_clone), (game.fork, after_fork),
                                            (partial(_after_a_copy, game), original)):
                        _warm_up(game, pass_option)
                        copy = copies()
                        start = time.process_time()
                        copy.choose(pass_option)  # the original passes too, and plays on from there
                        _ = copy.decision  # the engine runs to the next decision
                        figures.append((time.process_time() - start) * 1e6)
                    continue
            game.choose(decide(agents[d.player], game, d))
    return {
        "clones": len(clones),
        "clone_us": statistics.mean(clones),
        "fork_us": statistics.mean(forks),
        "first_clone_us": statistics.median(first_clones),
        "first_fork_us": statistics.median(first_forks),
        "after_clone_us": statistics.mean(after_clone),
        "after_fork_us": statistics.mean(after_fork),
        "original_us": statistics.mean(original),
    }


def clone_by_log_size(games: int = 4, repeat: int = 5) -> dict[str, tuple[float, float]]:
    """The median clone() and fork() CPU times by the size of the game's log, in long random
    games (a turn cap of 300) between the two control decks, copied every 100 decisions."""
    buckets: dict[str, list[tuple[float, float]]] = {}
    for seed in range(games):
        game = Game.new(
            [decklist.load("white-blue-control").game_cards(), decklist.load("black-midrange").game_cards()],
            seed=seed,
            max_turns=300,
        )
        agents = [make_agent("random", seed), make_agent("random", seed + 1)]
        count = 0
        while not game.over and game.log.size < 8000:
            d = game.decision
            count += 1
            if count % 100 == 0:
                game.view(0)  # as a search agent's decision would: the per-player logs are built
                spent = (_cpu_us(game.clone, repeat), _cpu_us(game.fork, repeat))
                size = game.log.size
                bucket = (
                    "<1000"
                    if size < 1000
                    else "1000-3000"
                    if size < 3000
                    else "3000-6000"
                    if size < 6000
                    else ">=6000"
                )
                buckets.setdefault(bucket, []).append(spent)
            game.choose(decide(agents[d.player], game, d))
    return {bucket: (statistics.median(t[0] for t in times), statistics.median(t[1] for t in times))
            for bucket, times in buckets.items()}


class _Serial:
    """A stand-in for a process pool that plays the games here, one after another."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc) -> None:
        return None

    @staticmethod
    def imap(function, jobs, chunksize: int = 1):
        return map(function, jobs)


def pair_seed(seed: int, unordered: list[tuple[str, str]], deck_a: str, deck_b: str) -> int:
    """The first seed of a deck pair's games (the same for both orders of the pair)."""
    return seed + SEEDS_APART * unordered.index(tuple(sorted((deck_a, deck_b))))


def table_order(job: tuple, unordered: list[tuple[str, str]]) -> tuple:
    """Where a job is played: by its seed within its pair, then by its unordered deck pair,
    its order of the pair and A's seat (a table's two games four or fewer jobs apart)."""
    deck_a, deck_b, seed, a_seat = job[2], job[3], job[4], job[5]
    pair = tuple(sorted((deck_a, deck_b)))
    return (seed % SEEDS_APART, unordered.index(pair), (deck_a, deck_b) != pair, a_seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="search:1s", help="the agent measured (default search:1s)")
    parser.add_argument("--b", default="heuristic", help="its opponent (default heuristic)")
    parser.add_argument(
        "--games-per-pair", type=int, default=20, help="games per ordered deck pair (default 20)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--decks",
        default=",".join(decklist.bundled_names()),
        help="comma-separated bundled decks (default: all of them)",
    )
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--old-rev", default=DEFAULT_OLD_REV, help="git revision of the old heuristic")
    parser.add_argument("--progress", action="store_true", help="print each game's result as it ends")
    parser.add_argument(
        "--stop-after",
        type=float,
        default=None,
        metavar="SECONDS",
        help="report on the games finished by then and play no more (default: play them all)",
    )
    parser.add_argument(
        "--reference",
        action="store_true",
        help="also play B against itself at each table and count the games A turned and threw",
    )
    parser.add_argument("--no-clone-figures", action="store_true", help="skip the clone() measurements")
    parser.add_argument("--clone-figures-only", action="store_true", help="only the clone() measurements")
    args = parser.parse_args()
    if args.clone_figures_only:
        print_clone_figures()
        return
    for spec in (args.a, args.b):
        problem = None if spec == OLD else spec_problem(spec)
        if problem:
            sys.exit(f"error: {problem}")
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    pairs = list(itertools.product(decks, decks))
    # Game i of a pair has seed S + SEEDS_APART * (the unordered pair's number) + i // 2 and A in
    # seat i % 2: each game is also played with the agents exchanged (A's deck in the other seat
    # is the pair the other way round), so that the decks, seats and shuffles cancel out and only
    # the agents differ.  Pairs get seeds of their own: one seed shuffles every 60-card deck alike.
    unordered = sorted({tuple(sorted(pair)) for pair in pairs})
    jobs = [
        (
            args.a,
            args.b,
            a,
            b,
            pair_seed(args.seed, unordered, a, b) + i // 2,
            i % 2,
            args.turn_cap,
            args.old_rev,
        )
        for a, b in pairs
        for i in range(args.games_per_pair)
    ]
    # Played seed by seed, a deck pair's two orders together: the two games of a table (the
    # same decks in the same seats, the agents exchanged) come one after the other, so the
    # games finished by --stop-after are whole tables spread over the deck pairs.
    jobs.sort(key=lambda job: table_order(job, unordered))
    start = time.perf_counter()
    results = []
    with multiprocessing.get_context("fork").Pool(args.workers) if args.workers > 1 else _Serial() as pool:
        for result in pool.imap(play, jobs, chunksize=1):
            results.append(result)
            if args.progress:
                won = sum(r["result"] == "win" for r in results)
                print(
                    f"game {len(results)}/{len(jobs)}: {result['pair'][0]} / {result['pair'][1]}, "
                    f"seed {result['seed']}: A {result['result']} ({won} won so far)",
                    file=sys.stderr,
                    flush=True,
                )
            if (
                args.stop_after is not None
                and time.perf_counter() - start > args.stop_after
                and len(results) < len(jobs)
                and table_order(jobs[len(results)], unordered)[:2] != table_order(jobs[len(results) - 1], unordered)[:2]
            ):  # (only once the deck pair's games of this seed are all played: whole tables)
                print(f"stopped after {len(results)} of {len(jobs)} games (--stop-after)", file=sys.stderr)
                break
    seconds = time.perf_counter() - start
    print(
        f"{args.a} (A) against {args.b} (B): {args.games_per_pair} games per ordered pair, "
        f"{(args.games_per_pair + 1) // 2} seeds per pair from {args.seed} ({SEEDS_APART} apart between pairs), "
        f"each with A in both seats, turn cap {args.turn_cap}; "
        f"{len(results)} games in {seconds:.0f}s" + (f" (stopped: {len(jobs)} planned)" if len(results) < len(jobs) else "")
    )
    print()
    print("| A's deck | B's deck | won | lost | drawn | A's win rate (95% CI) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for pair in pairs:
        mine = [r for r in results if r["pair"] == pair]
        if not mine:
            continue
        won = sum(r["result"] == "win" for r in mine)
        lost = sum(r["result"] == "loss" for r in mine)
        low, high = wilson(won, len(mine))
        print(
            f"| {pair[0]} | {pair[1]} | {won} | {lost} | {len(mine) - won - lost} | "
            f"{won / len(mine):.0%} ({low:.0%}-{high:.0%}) |"
        )
    won = sum(r["result"] == "win" for r in results)
    lost = sum(r["result"] == "loss" for r in results)
    low, high = wilson(won, len(results))
    print(
        f"| all | all | {won} | {lost} | {len(results) - won - lost} | {won / len(results):.1%} "
        f"({low:.1%}-{high:.1%}) |"
    )
    beaten = sum(
        1
        for pair in pairs
        if sum(r["result"] == "win" for r in results if r["pair"] == pair)
        > sum(r["result"] == "loss" for r in results if r["pair"] == pair)
    )
    print(f"\nA won more games than it lost in {beaten} of {len(pairs)} ordered pairs")
    tables: dict[tuple, list[str]] = {}
    for r in results:
        tables.setdefault(r["table"], []).append(r["result"])
    twice = [outcomes for outcomes in tables.values() if len(outcomes) == 2]
    both = sum(outcomes == ["win", "win"] for outcomes in twice)
    neither = sum(outcomes == ["loss", "loss"] for outcomes in twice)
    print(
        f"of the {len(twice)} games played twice (the agents exchanged), A won both {both} times and lost both "
        f"{neither} times; the others went to the same seat both times (the agents made no difference) "
        f"or were drawn"
    )
    lost_both = [table for table, outcomes in tables.items() if outcomes == ["loss", "loss"]]
    if lost_both:  # the games worth studying first: the agents exchanged, A lost both
        print("the tables A lost both (seat 0's deck / seat 1's deck, seed): " + "; ".join(
            f"{decks[0]} / {decks[1]}, {seed}" for decks, seed in lost_both))
    if args.reference:
        print_reference(results, args.b, args.turn_cap, args.old_rev, pool_size=args.workers)
    times = sorted(t for r in results for t in r["times"])
    if times:
        p99 = times[min(len(times) - 1, math.ceil(0.99 * len(times)) - 1)]
        print(
            f"A's time per decision with more than one option: mean {statistics.mean(times) * 1e3:.1f} ms, "
            f"p99 {p99 * 1e3:.0f} ms, max {times[-1] * 1e3:.0f} ms ({len(times)} decisions)"
        )
        cpu = sum(t for r in results for t in r["cpu"])
        print(
            f"A's CPU time per such decision: mean {cpu / len(times) * 1e3:.1f} ms, "
            f"{cpu / sum(times):.0%} of its wall time (the share of a core the process had while A decided)"
        )
    iterations = sum(r["iterations"] for r in results)
    rollouts = sum(r["rollouts"] for r in results)
    searched = sum(r["searched"] for r in results)
    if iterations:
        spent = sum(r["search_seconds"] for r in results)
        print(
            f"A searched {searched} decisions: {iterations} iterations (determinized games), "
            f"{iterations / searched:.1f} per searched decision; {rollouts} simulations (rollouts to the "
            f"horizon), {rollouts / spent:.0f} per second, {rollouts / searched:.0f} per searched decision; "
            f"it answered {sum(r['overruled'] for r in results)} of them otherwise than the heuristic would have; "
            f"{sum(r['settled'] for r in results)} searches ended settled, before their budget; "
            f"{sum(r['abandoned'] for r in results)} iterations abandoned at the deadline; a search ran past "
            f"its deadline by at most {max(r['overrun'] for r in results) * 1e3:.1f} ms"
        )
        nodes = sum(r["nodes"] for r in results)
        if nodes:
            print(
                f"A's search trees: {nodes} nodes below the decisions' options, {nodes / searched:.1f} per searched decision"
            )
    if not args.no_clone_figures:
        print_clone_figures()


def print_reference(results: list[dict], spec_b: str, turn_cap: int, old_rev: str, pool_size: int) -> None:
    """B against itself at every table of `results` (seat 0 first), and A's games set beside
    them: won where B in A's seat lost or drew (turned), lost or drawn where B there won (thrown)."""
    tables = sorted({r["table"] for r in results})
    jobs = [(spec_b, spec_b, decks[0], decks[1], seed, 0, turn_cap, old_rev) for decks, seed in tables]
    with multiprocessing.get_context("fork").Pool(pool_size) if pool_size > 1 else _Serial() as pool:
        played = pool.imap(play, jobs, chunksize=1)
        seat_0 = {table: game["result"] for table, game in zip(tables, played, strict=True)}
    turned = thrown = 0
    for r in results:
        reference = seat_0[r["table"]]
        if reference != "draw" and r["a_seat"] == 1:
            reference = "win" if reference == "loss" else "loss"
        turned += r["result"] == "win" and reference != "win"
        thrown += r["result"] != "win" and reference == "win"
    results_0 = list(seat_0.values())
    print(
        f"B against itself at the {len(tables)} tables: seat 0 won {results_0.count('win')}, seat 1 won "
        f"{results_0.count('loss')}; A's {len(results)} games beside B's in the same "
        f"seat: turned (won where B lost or drew) {turned}, thrown (lost or drew where B won) {thrown}, "
        f"the same result {len(results) - turned - thrown}"
    )


def print_clone_figures() -> None:
    figures = clone_figures()
    print(
        f"on {figures['clones']} mid-game states, CPU time: clone() {figures['clone_us']:.0f} us, "
        f"fork() {figures['fork_us']:.0f} us (mean of repeated calls; the first call on a state, median: "
        f"{figures['first_clone_us']:.0f} us and {figures['first_fork_us']:.0f} us); a pass and the next "
        f"decision: {figures['after_clone_us']:.0f} us on a fresh clone, {figures['after_fork_us']:.0f} us on "
        f"a fresh fork, {figures['original_us']:.0f} us on the original (each right after a copy was made)"
    )
    sizes = clone_by_log_size()
    print(
        "clone() and fork() by the log's size (median CPU time, long random games): "
        + ", ".join(f"{bucket} events {clone:.0f} us and {fork:.0f} us" for bucket, (clone, fork) in sizes.items())
    )


if __name__ == "__main__":
    main()
