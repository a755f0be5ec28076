#!/usr/bin/env python3
"""Rewrite the golden trees of the compiled cards (tests/cards/golden/) from the current compiler.

A golden file is the reviewed snapshot of one compiled card: its Oracle text as the bundled
database has it, the tree the compiler makes of it (``render.render_tree``, one node per line)
and the engine's English reading of that tree (``render.render_card``).  ``_refused.txt`` lists
the cards the compiler refuses, each with the phrases it can't read.  tests/cards/test_golden.py
compiles every card again and fails on any difference; after reviewing the diff, this script
accepts it.  docs/cards.md, "Golden trees", describes the files.

Two pools are covered: the bundled card pool ``cards.json`` (files in the golden directory) and
Mystery Booster 2, ``mb2.json`` (files in ``golden/mb2/``; a card also in ``cards.json`` is
covered there, as its ``cards.json`` record is the one played).  A card whose definition is
hand-written (``source != "compiled"``) gets no golden file; if the compiler refuses it, it is
in ``_refused.txt``.

Usage::

    python scripts/update_golden.py          # rewrite the files, remove those of cards gone
    python scripts/update_golden.py --list   # print which files would change, write nothing

The user's card store is never read: the files depend only on the bundled data and the code.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN_DIR = ROOT / "tests" / "cards" / "golden"
UPDATE_COMMAND = "python scripts/update_golden.py"
REFUSED_FILE = "_refused.txt"

#: (bundled resource, its directory under GOLDEN_DIR) in the order a card is first covered.
POOLS = (("cards.json", ""), ("mb2.json", "mb2"))


def safe_file_name(card_name: str) -> str:
    """A portable file name for a card: ASCII lower case, runs of anything else as one ``_``
    (``Lim-Dûl's Vault`` -> ``lim_dul_s_vault.txt``).  It never starts with ``_``, so it can't
    be the refused list's name."""
    ascii_name = unicodedata.normalize("NFKD", card_name).encode("ascii", "ignore").decode("ascii")
    stem = re.sub(r"[^a-z0-9]+", "_", ascii_name.lower()).strip("_")
    if not stem:
        raise ValueError(f"card name {card_name!r} gives no file name")
    return f"{stem}.txt"


def _oracle_lines(record) -> list[str]:
    """The card as printed, as `manastack cards show` prints it."""
    lines = [f"{record.name}  ({record.layout}{', playtest' if record.playtest else ''})"]
    for face in record.faces:
        stats = f"  {face.power}/{face.toughness}" if face.power is not None else ""
        stats += f"  loyalty {face.loyalty}" if face.loyalty else ""
        lines.append(f"  {face.name}  {face.mana_cost or '(no mana cost)'}  {face.type_line}{stats}")
        lines.extend(f"    {text}" for text in face.text.splitlines())
    return lines


def card_file_text(record, definition) -> str:
    """The golden file of one compiled card: Oracle text, tree, reading."""
    from manastack.cards import render

    sections = [
        [f"# The golden tree of {record.name}: review a change, then run `{UPDATE_COMMAND}`."],
        ["oracle text:", *(f"  {line}" for line in _oracle_lines(record))],
        ["tree:", *(f"  {line}" for line in render.render_tree(definition))],
        ["reading:", *(f"  {line}" for line in render.render_card(definition))],
    ]
    return "\n\n".join("\n".join(section) for section in sections) + "\n"


def refused_file_text(resource: str, refused: dict[str, tuple[str, list[str]]]) -> str:
    """The list of a pool's cards the compiler refuses: name, how the engine plays it instead,
    and each phrase it can't read, quoted."""
    lines = [
        f"# The cards of {resource} that the compiler refuses, each with the phrases it can't read.",
        f"# A card that leaves or joins this list changed with the grammar: `{UPDATE_COMMAND}`.",
        f"# {len(refused)} cards.",
    ]
    for name in sorted(refused):
        played, phrases = refused[name]
        lines.append("")
        lines.append(f"{name}  ({played})")
        lines.extend(f"  {json.dumps(phrase, ensure_ascii=False)}" for phrase in phrases)
    return "\n".join(lines) + "\n"


def bundled_records():
    """Each card of the golden pools once, in the order it is first covered: (the path prefix
    of its pool's directory, its record, whether its definition is hand-written)."""
    from manastack.cards import db, registry

    written = registry.written_definitions()
    hand_written = {name for name, definition in written.items() if definition.source != "compiled"}
    covered: set[str] = set()
    for resource, subdir in POOLS:
        database = db.load_bundled(resource)
        for name in database.names():
            if name not in covered:
                covered.add(name)
                yield (f"{subdir}/" if subdir else ""), database.get(name), name in hand_written


def golden_files() -> dict[str, str]:
    """Every golden file's path (relative to GOLDEN_DIR, with ``/``) and text, compiled now
    with a fresh ``compile_record`` of each bundled record."""
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    files: dict[str, str] = {}
    refused: dict[str, dict[str, tuple[str, list[str]]]] = {prefix: {} for prefix in _prefixes()}
    owners: dict[str, str] = {}
    for prefix, record, hand_written in bundled_records():
        try:
            definition = compile_record(record)
        except (UncompilableText, ValueError) as err:
            played = "hand-written" if hand_written else "unsupported"
            refused[prefix][record.name] = (played, list(getattr(err, "phrases", None) or [str(err)]))
            continue
        if hand_written:
            continue
        file_name = prefix + safe_file_name(record.name)
        if file_name in owners:
            raise ValueError(f"{record.name!r} and {owners[file_name]!r} both give the golden file {file_name}")
        owners[file_name] = record.name
        files[file_name] = card_file_text(record, definition)
    for (resource, _), prefix in zip(POOLS, _prefixes(), strict=True):
        files[prefix + REFUSED_FILE] = refused_file_text(resource, refused[prefix])
    return files


def _prefixes() -> list[str]:
    return [f"{subdir}/" if subdir else "" for _, subdir in POOLS]


def existing_files(directory: Path = GOLDEN_DIR) -> dict[str, str]:
    """The golden files on disk, by path relative to the directory (with ``/``)."""
    if not directory.is_dir():
        return {}
    return {
        path.relative_to(directory).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(directory.rglob("*.txt"))
    }


def changes(expected: dict[str, str], existing: dict[str, str]) -> tuple[list[str], list[str], list[str]]:
    """(new, changed, removed) file paths, each sorted."""
    new = sorted(set(expected) - set(existing))
    changed = sorted(p for p in expected if p in existing and expected[p] != existing[p])
    removed = sorted(set(existing) - set(expected))
    return new, changed, removed


def write_files(expected: dict[str, str], directory: Path) -> tuple[list[str], list[str], list[str]]:
    """Make the directory hold exactly the `expected` files; returns the (new, changed, removed)
    paths."""
    new, changed, removed = changes(expected, existing_files(directory))
    for relative in new + changed:
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(expected[relative], encoding="utf-8", newline="\n")
    for relative in removed:
        (directory / relative).unlink()
    return new, changed, removed


def write_golden(directory: Path = GOLDEN_DIR) -> tuple[list[str], list[str], list[str]]:
    """Make the directory hold exactly the golden files of the current compiler."""
    return write_files(golden_files(), directory)


def run(argv: list[str] | None, description: str, directory: Path, expected, home_prefix: str) -> int:
    """The command line of a golden-file script: rewrite `directory` to the `expected()` files, or
    with --list print what would change.  The files depend on the bundled data alone, never on
    this user's imported cards (MANASTACK_HOME is a fresh directory)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--list", action="store_true", help="print the files that would change; write nothing"
    )
    args = parser.parse_args(argv)
    os.environ["MANASTACK_HOME"] = tempfile.mkdtemp(prefix=home_prefix)
    if args.list:
        new, changed, removed = changes(expected(), existing_files(directory))
    else:
        new, changed, removed = write_files(expected(), directory)
    for label, paths in (("new", new), ("changed", changed), ("removed", removed)):
        for relative in paths:
            print(f"{label}: {relative}")
    outcome = "--list: nothing written" if args.list else f"{len(existing_files(directory))} files in all"
    print(f"{directory.relative_to(ROOT)}: {len(new)} new, {len(changed)} changed, {len(removed)} removed; {outcome}")
    return 0


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__.split("\n\n")[0], GOLDEN_DIR, golden_files, "manastack-golden-")


if __name__ == "__main__":
    sys.exit(main())
