#!/usr/bin/env python3
"""Fingerprints of the compiled trees of a whole card file: a regression net for grammar work.

The golden trees (tests/cards/golden/, scripts/update_golden.py) cover the bundled cards and
Mystery Booster 2.  A change to the compiler (a new phrase family, or rewriting the front end
as a lexer, a typed IR and a lowering: issue 16, item 1) reaches thousands more cards.  This
script compiles every card of a card file (MTGJSON or a card database file) and records, per card, a fingerprint of its tree
(``render.render_tree``) or that it is refused, so that a later compiler can be checked card by
card against an earlier one:

    python scripts/corpus_trees.py CORPUS.json.gz --write before.tsv   # on the old compiler
    python scripts/corpus_trees.py CORPUS.json.gz --check before.tsv   # on the new one

``--check`` prints the cards whose tree changed, the cards newly supported and those newly
refused, and exits 1 when any tree changed or any card was lost (new cards alone exit 0).  The
corpus is never read from the repository's tests: its path is given on the command line.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

REFUSED = "refused"


def fingerprints(path: str) -> dict[str, str]:
    """Each card's name -> the first 16 hex digits of the sha256 of its tree, or ``refused``."""
    from manastack.cards import render
    from manastack.cards.db import card_file_records
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    found: dict[str, str] = {}
    for record in card_file_records(path):
        try:
            definition = compile_record(record)
        except (UncompilableText, ValueError):
            found[record.name] = REFUSED
            continue
        tree = "\n".join(render.render_tree(definition))
        found[record.name] = hashlib.sha256(tree.encode("utf-8")).hexdigest()[:16]
    return found


def dumps(found: dict[str, str]) -> str:
    return "".join(f"{name}\t{value}\n" for name, value in sorted(found.items()))


def loads(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        name, sep, value = line.rpartition("\t")
        if not sep or not name:
            raise ValueError(f"line {number}: expected 'name<TAB>fingerprint', got {line!r}")
        found[name] = value
    return found


def compare(before: dict[str, str], after: dict[str, str]) -> dict[str, list[str]]:
    """The cards whose tree changed, newly supported, newly refused, and gone from the file."""
    changed, gained, lost = [], [], []
    for name, value in sorted(after.items()):
        old = before.get(name)
        if old is None or old == value:
            continue
        if old == REFUSED:
            gained.append(name)
        elif value == REFUSED:
            lost.append(name)
        else:
            changed.append(name)
    return {"changed": changed, "newly supported": gained, "newly refused": lost,
            "missing": sorted(set(before) - set(after))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", help="a card file: MTGJSON (.json or .json.gz), a card database file, or mb2")
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", metavar="FILE", help="write the fingerprints to FILE")
    action.add_argument("--check", metavar="FILE", help="compare with the fingerprints in FILE")
    args = parser.parse_args(argv)
    try:
        found = fingerprints(args.corpus)
        if args.write:
            Path(args.write).write_text(dumps(found), encoding="utf-8")
            supported = sum(value != REFUSED for value in found.values())
            print(f"{len(found)} cards, {supported} supported: fingerprints written to {args.write}")
            return 0
        before = loads(Path(args.check).read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    differences = compare(before, found)
    for title, names in differences.items():
        print(f"{title}: {len(names)}")
        for name in names:
            print(f"  {name}")
    return 1 if differences["changed"] or differences["newly refused"] or differences["missing"] else 0


if __name__ == "__main__":
    sys.exit(main())
