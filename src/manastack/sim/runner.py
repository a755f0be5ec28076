"""Playing many games between two decks and summarising the results.

Game `i` of a simulation starting at seed `S` is played with seed `S + i`, and everything about
it (the shuffles, who plays first, the agents' own generators, seeded by one-way functions of
it) follows from that seed alone.  So a simulation gives the same per-game results however the
games are spread: one process, `workers` local processes, or a Ray cluster.  Without a seed,
`S` is drawn from the operating system, and the summary records it.

Each game's result carries its facts for the statistics (sim/stats.py), read from the game's
full log once it is over: the simulator is the referee; the players saw only their views.
"""

from __future__ import annotations

import csv
import json
import logging
import multiprocessing
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field

from manastack.agents import decide, make_agent, spec_problem
from manastack.engine import rng
from manastack.engine.decision import ManastackError
from manastack.engine.game import Game
from manastack.sim.stats import GameRecorder, Statistics, compute, deck_cards, wilson

DEFAULT_TURN_CAP = 60
BACKENDS = ("local", "ray")
MAX_SEED = rng.MAX_SEED


class SimError(ManastackError):
    """A simulation that can't be run as asked (bad agents, counts, backend)."""


@dataclass
class GameResult:
    """One game's result; lists have one item per deck (A, then B)."""

    seed: int
    first: int  # which deck (0 = A, 1 = B) played first
    winner: int | None  # deck index, or None for a draw
    turns: int  # turns in all: both players' turns
    decisions: int
    reason: str = ""  # how it ended: damage, decking, poison, concession, turn cap, both lost, loop
    own_turns: list[int] = field(default_factory=list)  # the turns each deck took
    mulligans: list[int] = field(default_factory=list)
    hand_size: list[int] = field(default_factory=list)  # of the opening hand kept
    opening: list[list[str]] = field(default_factory=list)  # the cards of the opening hand kept
    drawn: list[list[str]] = field(default_factory=list)  # the other cards drawn
    first_cast: list[dict[str, int]] = field(default_factory=list)  # card: own turn first cast or played

    CSV_COLUMNS = ("seed", "first", "winner", "reason", "turns", "own_turns_a", "own_turns_b", "mulligans_a",
                   "mulligans_b", "hand_size_a", "hand_size_b", "decisions")

    def csv_row(self) -> list:
        """The game as a row of CSV_COLUMNS (no winner: an empty cell)."""
        return [self.seed, self.first, "" if self.winner is None else self.winner, self.reason, self.turns,
                *self.own_turns, *self.mulligans, *self.hand_size, self.decisions]


@dataclass
class SimSummary:
    games: int
    wins: list[int]
    draws: int
    mean_turns: float
    seconds: float
    results: list[GameResult] = field(default_factory=list)
    seed: int = 0  # the first game's seed
    cards: list[list[tuple[str, int]]] = field(default_factory=lambda: [[], []])  # each deck's (card, copies)

    def win_rate(self, deck: int) -> float:
        return self.wins[deck] / self.games if self.games else 0.0

    def interval(self, deck: int) -> tuple[float, float]:
        """Wilson score 95% confidence interval for a deck's win rate."""
        return wilson(self.wins[deck], self.games)

    def statistics(self) -> Statistics:
        """The deck-tuning statistics of the games (sim/stats.py)."""
        return compute(self.results, self.cards)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def to_json(self, **about) -> dict:
        """The summary and every game's result, as plain data (`about` adds fields such as the
        decks' names and the agents)."""
        return {
            **about,
            "seed": self.seed,
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "win_rate": [self.win_rate(0), self.win_rate(1)],
            "interval95": [list(self.interval(0)), list(self.interval(1))],
            "mean_turns": self.mean_turns,
            "seconds": self.seconds,
            "games_per_second": self.games_per_second,
            "statistics": self.statistics().to_json(),
            "results": [asdict(r) for r in self.results],
        }

    def write_json(self, path: str, **about) -> None:
        """The JSON file: one line per field of the summary, the statistics indented, one line
        per game."""
        data = self.to_json(**about)
        results = data.pop("results")
        statistics = data.pop("statistics")
        lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in data.items()]
        lines.append(' "statistics": ' + json.dumps(statistics, indent=1).replace("\n", "\n ") + ",")
        games = ",\n".join(f"  {json.dumps(r)}" for r in results)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("{\n" + "\n".join(lines) + '\n "results": [\n' + games + "\n ]\n}\n")

    def write_csv(self, path: str) -> None:
        """One row per game (GameResult.CSV_COLUMNS), in seed order."""
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(GameResult.CSV_COLUMNS)
            writer.writerows(r.csv_row() for r in self.results)


def play_one(deck_a, deck_b, seed: int, agents: tuple[str, str], turn_cap: int = DEFAULT_TURN_CAP) -> GameResult:
    """One game; deck A plays first on even seeds, deck B on odd ones (seats alternate)."""
    first = seed % 2
    decks = [deck_a, deck_b] if first == 0 else [deck_b, deck_a]
    names = ["A", "B"] if first == 0 else ["B", "A"]
    seat_agents = [make_agent(agents[0 if names[i] == "A" else 1], rng.derived_seed(seed, f"agent {i}")) for i in range(2)]
    game = Game.new(decks, seed=seed, names=names, max_turns=turn_cap, starting_player=0)
    recorder = GameRecorder(game, seats=(first, 1 - first))  # deck A is in seat 0 when it plays first, else 1
    decisions = 0
    while not game.over:
        d = game.decision
        agent = seat_agents[d.player]
        game.choose(decide(agent, game, d))
        decisions += 1
    winner = None if game.winner is None else (0 if names[game.winner] == "A" else 1)
    return GameResult(seed, first, winner, game.state.turn, decisions, **recorder.facts())


def play_chunk(deck_a, deck_b, seeds: Sequence[int], agents: tuple[str, str], turn_cap: int) -> list[GameResult]:
    """Several games, one per seed (the unit of work sent to a process or a Ray task)."""
    return [play_one(deck_a, deck_b, s, agents, turn_cap) for s in seeds]


def check_agents(agents: Sequence[str]) -> tuple[str, str]:
    """Two known agent names, one per deck."""
    names = tuple(a.strip() for a in agents)
    if len(names) != 2 or not all(names):
        raise SimError(f"give two agents, one per deck, such as random,heuristic (got {','.join(agents)!r})")
    for name in names:
        problem = spec_problem(name)
        if problem is not None:
            raise SimError(problem)
    return names  # type: ignore[return-value]


def check(deck_a, deck_b, games: int, seed: int, agents: Sequence[str], workers: int | None,
          backend: str, turn_cap: int) -> tuple[str, str]:
    """Refuse a simulation that can't run, before any process starts; returns the agents."""
    pair = check_agents(agents)
    if not isinstance(games, int) or games < 1:
        raise SimError(f"the number of games must be at least 1, not {games!r}")
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        raise SimError(f"the number of workers must be at least 1, not {workers!r}")
    if backend not in BACKENDS:
        raise SimError(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")
    if not isinstance(turn_cap, int) or turn_cap < 1:
        raise SimError(f"the turn cap must be at least 1, not {turn_cap!r}")
    if not isinstance(seed, int) or seed < 0 or seed + games - 1 > MAX_SEED:
        raise SimError(f"the seeds {seed}..{seed + games - 1} must lie in 0..2**256 - 1")
    Game.new([deck_a, deck_b], seed=seed)  # GameSetupError for an unsupported card or an empty deck
    return pair


def _chunks(seeds: list[int], parts: int) -> list[list[int]]:
    """Contiguous runs of seeds, small enough to balance the load and show progress."""
    size = max(1, min(25, len(seeds) // (parts * 4) or 1))
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def _warm_up(deck_a, deck_b) -> None:
    """Load the card database and definitions once per worker process."""
    Game.new([deck_a, deck_b], seed=0)


def _run_local(deck_a, deck_b, seeds, agents, turn_cap, workers, done) -> list[GameResult]:
    if workers == 1:
        results = []
        for s in seeds:
            results.append(play_one(deck_a, deck_b, s, agents, turn_cap))
            done(1)
        return results
    # fork where the platform has it safely (Linux): the workers start at once with the card
    # definitions already loaded, and a script needs no `if __name__ == "__main__"` guard.  The
    # workers only play games; they never touch the parent's console or its locks.
    fork = "fork" in multiprocessing.get_all_start_methods() and sys.platform.startswith("linux")
    context = multiprocessing.get_context("fork" if fork else "spawn")
    results = []
    workers = min(workers, len(seeds))
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_warm_up, initargs=(deck_a, deck_b))
    try:
        pending = {pool.submit(play_chunk, deck_a, deck_b, chunk, agents, turn_cap)
                   for chunk in _chunks(seeds, workers)}
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                chunk = future.result()
                results.extend(chunk)
                done(len(chunk))
    except BaseException:  # an error or Ctrl-C: don't wait for the games still queued
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return results


def _import_ray():
    try:
        import ray
    except ImportError:
        raise SimError("the ray backend needs Ray, an optional extra: pip install 'manastack[ray]'") from None
    return ray


def _run_ray(deck_a, deck_b, seeds, agents, turn_cap, workers, address, done, clock: list[float]) -> list[GameResult]:
    ray = _import_ray()
    started = False
    if not ray.is_initialized():
        options = {"address": address, "include_dashboard": False, "log_to_driver": False,
                   "logging_level": logging.WARNING}
        if address is None and workers is not None:
            options["num_cpus"] = workers
        try:
            ray.init(**options)
        except Exception as err:  # noqa: BLE001 - Ray raises many kinds; report any as a SimError
            where = f"the Ray cluster at {address}" if address else "a local Ray instance"
            raise SimError(f"could not start or reach {where}: {err}") from None
        started = True
    try:
        clock[0] = time.perf_counter()  # games per second: not counting the cluster's start
        task = ray.remote(play_chunk)
        a_ref, b_ref = ray.put(deck_a), ray.put(deck_b)
        parts = workers or max(1, int(ray.cluster_resources().get("CPU", 1)))
        pending = [task.remote(a_ref, b_ref, chunk, agents, turn_cap) for chunk in _chunks(seeds, parts)]
        results = []
        while pending:
            finished, pending = ray.wait(pending, num_returns=1)
            try:
                chunks = ray.get(finished)
            except ray.exceptions.RayError as err:  # a node without manastack, a lost worker...
                for ref in pending:
                    ray.cancel(ref)
                raise SimError(f"a Ray task failed: {str(err)[:2000]}") from None
            for chunk in chunks:
                results.extend(chunk)
                done(len(chunk))
        return results
    finally:
        if started:
            ray.shutdown()


def simulate(deck_a, deck_b, games: int, seed: int | None = None, agents: Sequence[str] = ("random", "random"),
             progress: Callable[[], None] | None = None, *, workers: int | None = None, backend: str = "local",
             ray_address: str | None = None, turn_cap: int = DEFAULT_TURN_CAP) -> SimSummary:
    """Play `games` games between two decks (Decks or lists of card names) with seeds
    `seed`, `seed + 1`, ... (without a seed, the first is drawn from the operating system and
    recorded in the summary); deck A plays first in the games with even seeds.

    `workers` local processes (default 1) or, with `backend="ray"`, Ray tasks (on the cluster
    at `ray_address`, or on a local Ray instance started for the run) play the games; the
    results are the same for every backend and number of workers.  `progress()` is called
    once per finished game."""
    if seed is None:
        seed = rng.new_seed()
    pair = check(deck_a, deck_b, games, seed, agents, workers, backend, turn_cap)
    if backend == "local" and ray_address is not None:
        raise SimError("a Ray address needs the ray backend")
    if backend == "ray":
        _import_ray()

    def done(count: int) -> None:
        if progress is not None:
            for _ in range(count):
                progress()

    seeds = list(range(seed, seed + games))
    clock = [time.perf_counter()]
    if backend == "ray":
        results = _run_ray(deck_a, deck_b, seeds, pair, turn_cap, workers, ray_address, done, clock)
    else:
        results = _run_local(deck_a, deck_b, seeds, pair, turn_cap, workers or 1, done)
    seconds = time.perf_counter() - clock[0]
    results.sort(key=lambda r: r.seed)
    wins = [sum(1 for r in results if r.winner == d) for d in (0, 1)]
    draws = sum(1 for r in results if r.winner is None)
    mean_turns = sum(r.turns for r in results) / len(results) if results else 0.0
    return SimSummary(games, wins, draws, mean_turns, seconds, results, seed, [deck_cards(deck_a), deck_cards(deck_b)])
