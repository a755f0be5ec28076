"""Instructions spent copying games (issue 18 item 5), counted by valgrind's callgrind: the same
count on a loaded machine from one run to the next, where CPU time moves 1.5-3 times.

First save the mid-game states of `benchmarks/ai.py`'s clone figures (every 25th decision of
heuristic games, red-aggro against green-stompy, turn 4 on, at a priority decision with a pass):

    python benchmarks/copies.py save states.json

Then count one operation over the first K states, N times each, under callgrind; only what runs
inside `functools.reduce` is counted (the measured loop), not Python's start or the loading:

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        --callgrind-out-file=/dev/null python benchmarks/copies.py clone states.json 10 9

and divide the "Collected" count by N x K.  The operations: `clone` and `fork` (the copy
itself), `firstclone` and `firstfork` (a priority pass and the engine's run to the next decision
on a fresh clone or fork, made outside the counted loop; a fork's first decision does the work
the original's does).

The first decision in CPU time, on a fresh clone, a fresh fork and the original of each of the
first K states, each timed right after the same untimed warm-up (a pass and the next decision on
another fork), so that none of the three pays for running first after other work (the code and
data the first decision reads pushed out of the processor's caches, which made the first timed
of `benchmarks/ai.py`'s three, the clone's, cost up to twice the others); and the original's
right after a copy of it was made and dropped, the work that precedes a clone's first decision:

    python benchmarks/copies.py firsts states.json K
"""

from __future__ import annotations

import functools
import json
import statistics
import sys
import time

from manastack.agents import decide, make_agent
from manastack.decks import decklist
from manastack.engine.game import Game


def save(path: str, seeds: int = 3) -> None:
    states = []
    for seed in range(seeds):
        game = Game.new([decklist.load("red-aggro").game_cards(), decklist.load("green-stompy").game_cards()],
                        seed=seed, max_turns=60)
        agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
        count = 0
        while not game.over:
            decision = game.decision
            count += 1
            if count % 25 == 0 and game.state.turn >= 4 and decision.kind == "priority":
                passing = next((o for o in decision.options if o.kind == "pass"), None)
                if passing is not None:
                    states.append([game.to_json(), passing.label])
            game.choose(decide(agents[decision.player], game, decision))
    with open(path, "w", encoding="utf-8") as out:
        json.dump(states, out)
    print(f"{len(states)} states saved in {path}")


def measure(what: str, path: str, repeat: int, count: int) -> None:
    with open(path, encoding="utf-8") as found:
        saved = json.load(found)[:count]
    games = []
    for text, label in saved:
        game = Game.from_json(text)
        _ = game.decision  # its caches as warm as at the decision
        game.view(0)
        game.view(1)
        games.append((game, label))
    if what in ("clone", "fork"):
        def copy(done: int, item: tuple) -> int:
            make = item[0].clone if what == "clone" else item[0].fork
            for _ in range(repeat):
                make()
            return done + 1

        functools.reduce(copy, games, 0)
        return
    copies = [(game.clone() if what == "firstclone" else game.fork(), label)
              for game, label in games for _ in range(repeat)]

    def first(done: int, item: tuple) -> int:
        copy, label = item
        copy.choose(label)
        _ = copy.decision
        return done + 1

    functools.reduce(first, copies, 0)


def firsts(path: str, count: int) -> None:
    """Print the median and mean CPU time of the first decision on a fresh clone, a fresh fork
    and the original, over the first `count` states, each after the same warm-up; and on the
    original right after a copy of it was made and dropped ("original after a copy"), which is
    what the clone's and the fork's timings follow.  The order of the first three rotates; the
original, which plays on, comes last."""
    with open(path, encoding="utf-8") as found:
        saved = json.load(found)[:count]
    spent: dict[str, list[float]] = {"clone": [], "fork": [], "original": [], "original after a copy": []}

    def first(game: Game, label: str) -> float:
        start = time.process_time()
        game.choose(label)
        _ = game.decision
        return (time.process_time() - start) * 1e6

    def after_a_copy(game: Game) -> Game:
        game.clone()
        return game

    for index, (text, label) in enumerate(saved):
        game, twin = Game.from_json(text), Game.from_json(text)
        _ = game.decision, twin.decision
        makers = [("clone", game.clone), ("fork", game.fork)][:: 1 if index % 2 else -1]
        makers.insert(index % 3, ("original after a copy", lambda twin=twin: after_a_copy(twin)))
        for name, make in [*makers, ("original", lambda game=game: game)]:  # the original plays on: last
            first(game.fork(), label)  # the warm-up
            spent[name].append(first(make(), label))
    for name, times in spent.items():
        print(f"{name}: median {statistics.median(times):.0f} us, mean {statistics.mean(times):.0f} us")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "save":
        save(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "firsts":
        firsts(sys.argv[2], int(sys.argv[3]))
    elif len(sys.argv) == 5 and sys.argv[1] in ("clone", "fork", "firstclone", "firstfork"):
        measure(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        sys.exit(__doc__)
