#!/usr/bin/env python3
"""Which grammar productions the tests exercise, and how many supported cards that covers: issue
16's honesty criterion ("every supported card goes through families with behaviour tests, and the
mutation tests pass for every family") measured.

A production is a point of the Oracle-text compiler where one form of text is recognised
(cards/oracle/productions.py).  First record which productions each test exercises, then audit
card files against that record:

    pytest -p no:cacheprovider -n 2 tests/cards tests/rules tests/rulings --record-productions /tmp/x/tests.json
    python scripts/production_audit.py CORPUS.json.gz MB2.json --tests /tmp/x/tests.json \\
        [--snapshot tests/cards/productions/snapshot.json]

A test is a behaviour test of the productions of the cards its games use: it made a game while it
ran, and the productions are those of the definitions the registry handed out meanwhile.  A test is
a mutation test when its name says so ("mutat", "one_word", "refus"); it exercises the productions
of the cards it compiled and the clause handlers that refused the texts it had refused.

The report lists, per production, the supported cards using it and the tests exercising it; ranks
the productions no behaviour test (or no mutation test) exercises by the cards they hold; and gives
the headline figure: the supported cards all of whose productions a behaviour test (a mutation
test) exercises.  ``--snapshot`` writes the committed snapshot the suite checks
(tests/cards/test_production_snapshot.py).
"""

from __future__ import annotations

import argparse
import glob
import json
import re
import sys
from collections import Counter
from pathlib import Path

#: How many tests of each kind the snapshot names per production (the counts are all there).
NAMED = 3
_MUTATION_NAME = re.compile(r"mutat|one_word|refus", re.IGNORECASE)


def test_name(nodeid: str) -> str:
    """The test function's name in a node id ("tests/x.py::test_y[3]" -> "test_y")."""
    return nodeid.rsplit("::", 1)[-1].split("[", 1)[0]


def is_mutation_test(nodeid: str) -> bool:
    return bool(_MUTATION_NAME.search(test_name(nodeid)))


def read_tests(path: str) -> dict[str, dict]:
    """The recorded map (PATH, or the PATH.WORKER files pytest-xdist's workers wrote)."""
    found: dict[str, dict] = {}
    files = sorted({*glob.glob(path), *glob.glob(f"{path}.*")})
    if not files:
        raise OSError(f"no recorded test map at {path}")
    for file in files:
        found.update(json.loads(Path(file).read_text(encoding="utf-8")))
    return found


def exercised(tests: dict[str, dict]) -> dict[str, dict[str, set[str]]]:
    """Production -> {"behaviour": node ids, "mutation": node ids}."""
    found: dict[str, dict[str, set[str]]] = {}
    for nodeid, entry in tests.items():
        if entry["game"]:
            for name in entry["played"]:
                found.setdefault(name, {"behaviour": set(), "mutation": set()})["behaviour"].add(nodeid)
        if is_mutation_test(nodeid):
            for name in {*entry["compiled"], *entry["refused"]}:
                found.setdefault(name, {"behaviour": set(), "mutation": set()})["mutation"].add(nodeid)
    return found


def card_productions(path: str) -> dict[str, frozenset[str]]:
    """Each supported card of an MTGJSON file -> the productions its text goes through."""
    from manastack.cards import registry  # noqa: F401  (it tells the compiler which cards a conjure may name)
    from manastack.cards.db import import_mtgjson
    from manastack.cards.oracle import productions
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    class Cards:
        def __init__(self) -> None:
            self.last: frozenset[str] | None = None

        def compiled(self, result: object, recording: productions.Recording) -> None:
            self.last = None if result is None else frozenset(recording.used)

        def looked_up(self, definition: object) -> None:
            pass

    found: dict[str, frozenset[str]] = {}
    with productions.listening(Cards()) as cards:
        for record in import_mtgjson(path):
            try:
                compile_record(record)
            except (UncompilableText, ValueError):
                continue
            found[record.name] = cards.last
    return found


def registered() -> set[str]:
    """The productions the compiler registers (clause handlers, readers of sentences), whether
    or not a card or a test uses them."""
    from manastack.cards.oracle import compiler, effects  # noqa: F401  (the compiler registers every family)

    return {*effects.clause_productions(), *effects.sentence_productions()}


def productions_of(files: dict[str, dict[str, frozenset[str]]], by_production: dict[str, dict[str, set[str]]]) -> set[str]:
    """The productions audited: those the compiler registers, those the supported cards hold, and
    those a behaviour test plays (a mutated text only a mutation test compiles adds none)."""
    held = {p for cards in files.values() for used in cards.values() for p in used}
    return registered() | held | {p for p, tests in by_production.items() if tests["behaviour"]}


def covered(cards: dict[str, frozenset[str]], tested: set[str]) -> int:
    return sum(used <= tested for used in cards.values())


def cached_card_productions(path: str, cache: str | None) -> dict[str, frozenset[str]]:
    """`card_productions`, kept in the directory `cache` (keyed by the file's name, size and time)."""
    if cache is None:
        return card_productions(path)
    stat = Path(path).stat()
    kept = Path(cache) / f"{Path(path).name}-{stat.st_size}-{int(stat.st_mtime)}.productions.json"
    if kept.is_file():
        return {name: frozenset(used) for name, used in json.loads(kept.read_text(encoding="utf-8")).items()}
    found = card_productions(path)
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_text(json.dumps({name: sorted(used) for name, used in found.items()}, sort_keys=True), encoding="utf-8")
    return found


def report(files: dict[str, dict[str, frozenset[str]]], by_production: dict[str, dict[str, set[str]]],
           limit: int) -> None:
    names = sorted(productions_of(files, by_production))
    holding = {label: Counter(p for used in cards.values() for p in used) for label, cards in files.items()}
    print(f"productions: {len(names)}")
    for kind in ("behaviour", "mutation"):
        tested = {p for p in names if by_production.get(p, {}).get(kind)}
        print(f"  exercised by a {kind} test: {len(tested)}")
    print()
    width = max(len(name) for name in names)
    labels = list(files)
    print(f"{'production':<{width}}  " + "  ".join(f"{label:>8}" for label in labels) + "  behaviour  mutation")
    for name in names:
        tests = by_production.get(name, {})
        print(f"{name:<{width}}  " + "  ".join(f"{holding[label][name]:>8}" for label in labels)
              + f"  {len(tests.get('behaviour', ())):>9}  {len(tests.get('mutation', ())):>8}")
    for kind in ("behaviour", "mutation"):
        untested = [p for p in names if not by_production.get(p, {}).get(kind)]
        untested.sort(key=lambda p: (-sum(holding[label][p] for label in labels), p))
        print(f"\nno {kind} test, by the supported cards they hold ({len(untested)}; the first {limit}):")
        for name in untested[:limit]:
            print(f"  {name:<{width}}  " + "  ".join(f"{holding[label][name]:>6}" for label in labels))
    print()
    for label, cards in files.items():
        for kind in ("behaviour", "mutation"):
            tested = {p for p, tests in by_production.items() if tests[kind]}
            print(f"{label}: {covered(cards, tested)} of {len(cards)} supported cards have every production "
                  f"exercised by a {kind} test")


def snapshot(files: dict[str, dict[str, frozenset[str]]], by_production: dict[str, dict[str, set[str]]]) -> dict:
    """Production -> the supported cards of each file holding it, and the tests exercising it."""
    names = productions_of(files, by_production)
    found = {}
    for name in sorted(names):
        tests = by_production.get(name, {"behaviour": set(), "mutation": set()})
        found[name] = {
            "cards": {label: sum(name in used for used in cards.values()) for label, cards in files.items()},
            **{kind: sorted(tests[kind])[:NAMED] for kind in ("behaviour", "mutation")},
            **{f"{kind} tests": len(tests[kind]) for kind in ("behaviour", "mutation")},
        }
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cards", nargs="*", help="MTGJSON files (.json or .json.gz) whose supported cards to count")
    parser.add_argument("--tests", required=True, help="the map pytest --record-productions wrote")
    parser.add_argument("--snapshot", metavar="FILE", help="write the snapshot of production -> tests to FILE")
    parser.add_argument("--top", type=int, default=40, help="how many untested productions to list")
    parser.add_argument("--cards-of", metavar="PRODUCTION", action="append", default=[],
                        help="list the supported cards using PRODUCTION (repeatable)")
    parser.add_argument("--cache", metavar="DIR", help="keep each card file's productions in DIR (compiled once)")
    args = parser.parse_args(argv)
    try:
        by_production = exercised(read_tests(args.tests))
        files = {Path(path).name.split(".")[0]: cached_card_productions(path, args.cache) for path in args.cards}
    except (OSError, ValueError, KeyError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    report(files, by_production, args.top)
    for name in args.cards_of:
        for label, cards in files.items():
            using = sorted(card for card, used in cards.items() if name in used)
            print(f"\n{name}: {len(using)} supported cards of {label}")
            for card in using:
                print(f"  {card}")
    if args.snapshot:
        Path(args.snapshot).write_text(json.dumps(snapshot(files, by_production), indent=1, sort_keys=True) + "\n",
                                       encoding="utf-8")
        print(f"snapshot written to {args.snapshot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
