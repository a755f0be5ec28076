"""The engine's speed at two commits, compared in CPU time over alternating pairs of runs.

This machine's speed drifts by 1.5-2.7x from one minute to the next, so wall-clock figures
taken minutes apart compare nothing. Here each pair runs the same workload at commit A and at
commit B, one right after the other, in the order A B, B A, A B, ... and each run's CPU time
(user + system, of its own process) is measured. The ratio B/A of each pair is printed, then
the median ratio and the range.

The workload uses only the public API (Game.new, decision, choose, clone, to_json), so that it
runs alike at any commit: random-vs-random games between two bundled decks, a clone and a
to_json every tenth decision.

    python benchmarks/paired.py OLD_COMMIT [NEW_COMMIT] [--pairs 6] [--games 10] [--turn-cap 40]
    python benchmarks/paired.py OLD_COMMIT [NEW_COMMIT] --speed [--games 10]

With --speed the workload is benchmarks/speed.py itself, each commit's own (issue 15's
constraint), run once per side with --repeat 1.

NEW_COMMIT defaults to the working tree. Each commit is checked out into a temporary git
worktree, removed afterwards.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

WORKLOAD = """
import random, sys
import manastack as ms
from manastack.decks import decklist
games, turn_cap = int(sys.argv[1]), int(sys.argv[2])
a = decklist.load("red-aggro").game_cards()
b = decklist.load("green-stompy").game_cards()
decisions = 0
for seed in range(games):
    game = ms.Game.new([a, b], seed=seed, max_turns=turn_cap)
    pick = random.Random(seed)
    while not game.over:
        decision = game.decision
        decisions += 1
        if decisions % 10 == 0:
            game.clone()
            game.to_json()
        game.choose(pick.randrange(len(decision.options)))
print(decisions)
"""


def _cpu_seconds(source: Path, games: int, turn_cap: int, speed: bool = False) -> tuple[float, int]:
    """Run the workload once on the package in `source`; its CPU seconds and decision count
    (with `speed`, benchmarks/speed.py of that tree: the count is the length of its report)."""
    command = ([sys.executable, str(source / "benchmarks" / "speed.py"), "--games", str(games), "--repeat", "1"]
               if speed else [sys.executable, "-c", WORKLOAD, str(games), str(turn_cap)])
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(source / "src"), PYTHONHASHSEED="0"), check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"the workload failed at {source}:\n{done.stderr.strip()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if speed:
        return cpu, len(done.stdout.splitlines())
    return cpu, int(done.stdout.split()[-1])


def _worktree(commit: str, into: Path) -> Path:
    path = into / commit.replace("/", "_")
    done = subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(path), commit],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"can't check out {commit!r}: {done.stderr.strip()}")
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", help="the commit to compare against (A)")
    parser.add_argument("new", nargs="?", help="the commit measured (B); the working tree if not given")
    parser.add_argument("--pairs", type=int, default=6)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--turn-cap", type=int, default=40)
    parser.add_argument("--speed", action="store_true", help="run each commit's benchmarks/speed.py instead")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        trees = [_worktree(args.old, Path(tmp))]
        trees.append(_worktree(args.new, Path(tmp)) if args.new else REPO)
        try:
            ratios = []
            for pair in range(args.pairs):
                order = (0, 1) if pair % 2 == 0 else (1, 0)
                cpu: dict[int, float] = {}
                counts: dict[int, int] = {}
                for side in order:
                    cpu[side], counts[side] = _cpu_seconds(trees[side], args.games, args.turn_cap, args.speed)
                if counts[0] != counts[1] and not args.speed:
                    print(f"note: the commits played different games ({counts[0]} and {counts[1]} decisions)")
                ratios.append(cpu[1] / cpu[0])
                print(f"pair {pair + 1} ({'AB' if order == (0, 1) else 'BA'}): A {cpu[0]:.2f} s, B {cpu[1]:.2f} s CPU, "
                      f"B/A {ratios[-1]:.3f}" + ("" if args.speed else f" ({counts[1]} decisions)"))
            print(f"median B/A {statistics.median(ratios):.3f} over {len(ratios)} pairs "
                  f"(range {min(ratios):.3f}-{max(ratios):.3f}); below 1 is faster")
        finally:
            for tree in trees:
                if tree != REPO:
                    subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)],
                                   capture_output=True, check=False)


if __name__ == "__main__":
    main()
