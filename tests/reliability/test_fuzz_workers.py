"""`manastack fuzz --workers K` (issue 7): the games of a fuzz run spread over local processes
give the same report as one process, the same first violation, and keep the watchdog.

How a violation gets into a worker's game: on Linux `fuzz` starts its workers with the 'fork'
start method (`fuzz._fuzz_context`), so a monkeypatch of the `manastack.fuzz` module applied
before the pool starts is what the workers run.  The injected check names the process it ran
in, so the tests see that the violation really was found in a worker and not in the parent.
Where fork isn't the start method (not Linux), those tests are skipped rather than pretending.

Small games keep the tests fast: a turn cap of 3, a handful of seeds."""

from __future__ import annotations

import dataclasses
import os
import time

import pytest
from click.testing import CliRunner

from manastack import fuzz
from manastack.cli import main

SEED = 4200
GAMES = 8
TURN_CAP = 3

needs_fork = pytest.mark.skipif(fuzz._fuzz_context().get_start_method() != "fork",
                                reason="injecting into workers needs the fork start method (Linux)")


def _run(workers: int, games: int = GAMES, deep_every: int = 0) -> tuple[fuzz.FuzzReport, int]:
    calls = []
    report = fuzz.fuzz(games, SEED, "all", deep_every, progress=lambda: calls.append(1), turn_cap=TURN_CAP,
                       workers=workers)
    return report, len(calls)


def _track_seed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A one-item list holding the seed of the game being played in this process."""
    current = [-1]
    real_game = fuzz._fuzz_game

    def game(seed, *args):
        current[0] = seed
        return real_game(seed, *args)

    monkeypatch.setattr(fuzz, "_fuzz_game", game)
    return current


def _inject(monkeypatch: pytest.MonkeyPatch, seeds: set[int], problem) -> None:
    """Run `problem(game)` as an extra check at every decision of the games of `seeds` (in
    whichever process plays them)."""
    current = _track_seed(monkeypatch)
    real_counts = fuzz.counts_problem
    monkeypatch.setattr(fuzz, "counts_problem",
                        lambda g: (problem(g) if current[0] in seeds else None) or real_counts(g))


def _without_pid(report: fuzz.FuzzReport) -> dict:
    data = dataclasses.asdict(report)
    for v in data["violations"]:
        v["detail"] = v["detail"].split(" in process ")[0]
    return data


def test_two_workers_give_the_same_report_as_one() -> None:
    """Issue 7: with --workers 2 every figure of the report (games, decisions, draws, capped,
    wins, turns, deep checks, options tried, illegal answers refused, the cards counter) is the
    same as with one worker for the same seeds, and progress is called once per game."""
    one, calls_one = _run(1, deep_every=15)
    two, calls_two = _run(2, deep_every=15)
    assert one.games == GAMES and one.deep_checks > 0 and not one.violations
    assert dataclasses.asdict(two) == dataclasses.asdict(one)
    assert calls_one == calls_two == GAMES


@needs_fork
def test_a_violation_in_a_worker_is_the_first_in_seed_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 7: a violation found by a worker is reported with the same seed, choice and
    invariant as with one worker; it is the first in seed order (a later violating seed is
    not reported), the games after it are not counted, and the report is otherwise equal."""
    _inject(monkeypatch, {SEED + 2, SEED + 5},
            lambda g: f"injected in process {os.getpid()}" if g.state.turn >= 2 else None)
    one, calls_one = _run(1)
    two, calls_two = _run(2)
    assert [v.seed for v in one.violations] == [SEED + 2]
    assert one.games == 2 and calls_one == 3  # the games before it; progress includes the violating game
    assert one.violations[0].choice > 0
    assert one.violations[0].detail.endswith(f"in process {os.getpid()}")
    assert not two.violations[0].detail.endswith(f"in process {os.getpid()}")  # found in a worker
    assert _without_pid(two) == _without_pid(one)
    assert calls_two == calls_one


@needs_fork
def test_the_watchdog_stops_a_hung_choice_in_a_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 7, 104.4b: the CPU-time watchdog works in the workers (they run games in their main
    thread): a choice that loops without making events is reported as a loop, not hung on."""
    monkeypatch.setattr(fuzz, "CHOICE_SECONDS", 0.5)
    current = _track_seed(monkeypatch)
    real_choose = fuzz._choose

    def choose(game, option):
        if current[0] == SEED + 1 and game.state.turn >= 2:
            start = time.process_time()
            while time.process_time() - start < 30:  # a loop without events: LoopDetected interrupts it
                pass
        real_choose(game, option)

    monkeypatch.setattr(fuzz, "_choose", choose)
    two, _ = _run(2, games=4)
    assert [v.seed for v in two.violations] == [SEED + 1]
    assert two.violations[0].invariant == "each game ends: loops are detected"
    assert "took more than 0.5s of CPU time" in two.violations[0].detail
    assert two.games == 1


def test_the_watchdog_counts_cpu_time_not_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    """A choice that waits longer than the watchdog's limit without using the CPU (a process
    starved on a loaded machine) is no loop: the run has no violation."""
    monkeypatch.setattr(fuzz, "CHOICE_SECONDS", 0.2)
    waited = []
    real_choose = fuzz._choose

    def choose(game, option):
        if not waited:
            waited.append(1)
            time.sleep(0.6)
        real_choose(game, option)

    monkeypatch.setattr(fuzz, "_choose", choose)
    report, _ = _run(1, games=1)
    assert waited and report.violations == []


def test_cli_fuzz_with_two_workers() -> None:
    """Issue 7: `manastack fuzz --workers 2` runs and prints the usual summary."""
    result = CliRunner().invoke(main, ["fuzz", "--games", "4", "--turn-cap", "3", "--deep-every", "0",
                                       "--workers", "2"])
    assert result.exit_code == 0, result.output
    assert "4 games (seeds 0-3)" in result.output
    assert "no violations" in result.output


def test_cli_fuzz_refuses_zero_workers() -> None:
    """Issue 7: --workers must be at least 1."""
    result = CliRunner().invoke(main, ["fuzz", "--games", "1", "--workers", "0"])
    assert result.exit_code == 2
