"""The card layer at scale: coverage of a card file, compile time per card, and startup time
with that file imported into the user card store.

    python benchmarks/cards.py [CORPUS] [--runs 3] [--card NAME] [--skip-startup]

CORPUS is an MTGJSON AtomicCards or set file (``.json`` or ``.json.gz``); without it the path
in the MANASTACK_CORPUS environment variable is used.

1. Coverage: supported / total, counted as `manastack cards coverage` counts (a card with a
   hand-written definition is supported, any other must compile).
2. Compile time per card: the CPU time of each `compile_record` call, mean and 99th percentile,
   over every card of the file that isn't hand-written (and over the ones that compile).
3. Startup: the file is imported into a temporary MANASTACK_HOME with `manastack cards import`,
   then `manastack --help`, `manastack cards show NAME` (NAME: a supported card of the file that
   isn't bundled, or --card; with the empty home, Grizzly Bears), `manastack cards show "Grizzly
   Bears"` and `manastack sim red-aggro green-stompy -n 1` run as child processes, each with that
   home and with an empty one, alternating, --runs times. Each run's
   CPU time (user + system, of the child, from getrusage) is measured: this machine's speed
   drifts from one minute to the next, so the two homes are compared run by run. The median
   and the smallest of each are printed.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIM = ["sim", "red-aggro", "green-stompy", "-n", "1", "--seed", "1"]


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def coverage_and_compile_times(corpus: Path) -> tuple[int, int, list[float], list[float], str | None]:
    """Supported and total cards of the file, the CPU seconds of each compile (all, and those
    that compiled), and the first supported card of the file that isn't bundled."""
    from manastack.cards import registry
    from manastack.cards.db import import_mtgjson, load_bundled
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    records = import_mtgjson(corpus)
    hand_written = {n for n, d in registry.written_definitions().items() if d.source == "hand-written"}
    bundled = load_bundled()
    supported = 0
    every, compiled = [], []
    sample = None
    for record in records:
        if record.name in hand_written:
            supported += 1
            continue
        start = time.process_time_ns()
        try:
            compile_record(record)
            ok = True
        except (UncompilableText, ValueError):
            ok = False
        seconds = (time.process_time_ns() - start) / 1e9
        every.append(seconds)
        if ok:
            supported += 1
            compiled.append(seconds)
            if sample is None and record.name not in bundled:
                sample = record.name
    return supported, len(records), every, compiled, sample


def run_cpu(args: list[str], home: Path) -> float:
    """CPU seconds (user + system) of one `manastack ARGS` child process with this home."""
    env = {**os.environ, "MANASTACK_HOME": str(home)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-m", "manastack.cli", *args], env=env, capture_output=True, text=True
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"manastack {' '.join(args)} failed ({done.returncode}): {done.stdout}{done.stderr}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def startup(corpus: Path, card: str, runs: int) -> None:
    with tempfile.TemporaryDirectory(prefix="manastack-bench-") as scratch:
        full, empty = Path(scratch) / "corpus-home", Path(scratch) / "empty-home"
        empty.mkdir()
        seconds = run_cpu(["cards", "import", str(corpus)], full)
        size = (full / "cards.jsonl").stat().st_size
        print(f"cards import: {seconds:.2f} s CPU; the store is {size / 1e6:.1f} MB")
        print(f"startup, CPU seconds of the child process, {runs} alternating runs (median / smallest):")
        commands = [  # what runs with the corpus imported, and with the empty store
            ("--help", ["--help"], ["--help"]),
            (f"cards show {card!r}", ["cards", "show", card], ["cards", "show", "Grizzly Bears"]),
            (
                "cards show 'Grizzly Bears'",
                ["cards", "show", "Grizzly Bears"],
                ["cards", "show", "Grizzly Bears"],
            ),
            ("sim red-aggro green-stompy -n 1", SIM, SIM),
        ]
        for label, with_corpus, without in commands:
            times: dict[Path, list[float]] = {full: [], empty: []}
            for run in range(runs):
                for home in (full, empty) if run % 2 == 0 else (empty, full):
                    times[home].append(run_cpu(with_corpus if home == full else without, home))
            print(
                f"  {label:36s} corpus imported {statistics.median(times[full]):.2f} / {min(times[full]):.2f}"
                f"   empty store {statistics.median(times[empty]):.2f} / {min(times[empty]):.2f}"
            )
        print(f"  (the empty store's `cards show {card!r}` row shows 'Grizzly Bears', a bundled card)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "corpus",
        nargs="?",
        default=os.environ.get("MANASTACK_CORPUS"),
        help="an MTGJSON AtomicCards or set file (default: $MANASTACK_CORPUS)",
    )
    parser.add_argument("--runs", type=int, default=3, help="runs of each startup command with each home")
    parser.add_argument("--card", default=None, help="the card for `cards show` (default: one from the file)")
    parser.add_argument("--skip-startup", action="store_true", help="coverage and compile times only")
    args = parser.parse_args()
    if not args.corpus:
        parser.error("give a card file, or set MANASTACK_CORPUS")
    corpus = Path(args.corpus)
    if not corpus.is_file():
        parser.error(f"{corpus}: no such file")
    # the compiler's figures are taken with an empty store: nothing but the file is compiled
    with tempfile.TemporaryDirectory(prefix="manastack-bench-") as scratch:
        os.environ["MANASTACK_HOME"] = scratch
        supported, total, every, compiled, sample = coverage_and_compile_times(corpus)
        del os.environ["MANASTACK_HOME"]
    print(f"coverage: {supported} of {total} cards supported ({100 * supported / total:.1f}%)")
    for label, times in (("every card", every), ("cards that compile", compiled)):
        if times:
            print(
                f"compile time per card, {label} ({len(times)}): mean {1e3 * statistics.fmean(times):.2f} ms, "
                f"p99 {1e3 * percentile(times, 0.99):.2f} ms, max {1e3 * max(times):.2f} ms, "
                f"total {sum(times):.1f} s"
            )
    if not args.skip_startup:
        card = args.card or sample
        if card is None:
            parser.error("no supported card in the file that isn't bundled: give --card")
        startup(corpus, card, args.runs)


if __name__ == "__main__":
    main()
