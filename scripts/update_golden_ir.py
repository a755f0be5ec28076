#!/usr/bin/env python3
"""Rewrite the golden IR snapshots (tests/cards/golden_ir/) from the current pipeline.

The compiler reads some phrase families through the pipeline: lexer, typed IR, lowering
(cards/oracle/pipeline.py; docs/cards.md, "The pipeline").  For each compiled card of the
bundled pool and of Mystery Booster 2 (the same cards as the golden trees, scripts/update_golden.py)
that has a clause of those families, a file holds its Oracle text and, for each clause the
pipeline lowered, the family, the clause's text, its IR (``ir.render``) and the IR rendered back
as text (``text()``).  tests/cards/test_golden_ir.py fails on any difference; after reviewing the
diff, this script accepts it.

Usage::

    python scripts/update_golden_ir.py          # rewrite the files, remove those of cards gone
    python scripts/update_golden_ir.py --list   # print which files would change, write nothing
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import update_golden  # noqa: E402  (the golden trees' pools, file names and file handling)

ROOT = update_golden.ROOT
GOLDEN_IR_DIR = ROOT / "tests" / "cards" / "golden_ir"
UPDATE_COMMAND = "python scripts/update_golden_ir.py"


def card_ir_text(record, traced: list[tuple[str, str, object]]) -> str:
    """The golden IR file of one card: its Oracle text and each clause the pipeline lowered."""
    from manastack.cards.oracle import ir

    lines = [f"# The pipeline's IR of {record.name}: review a change, then run `{UPDATE_COMMAND}`.", "",
             "oracle text:", *(f"  {line}" for line in update_golden._oracle_lines(record)), "", "ir:"]
    seen = set()
    for family, text, clause in traced:
        if (family, text, clause) in seen:  # a clause read again as the compiler backtracks
            continue
        seen.add((family, text, clause))
        lines.append(f"  {family}: {json.dumps(text, ensure_ascii=False)}")
        lines.append(f"    {ir.render(clause)}")
        lines.append(f"    reads back: {clause.text()}")
    return "\n".join(lines) + "\n"


def golden_ir_files() -> dict[str, str]:
    """Every golden IR file's path (relative to GOLDEN_IR_DIR) and text, compiled now."""
    from manastack.cards import db, registry
    from manastack.cards.oracle.compiler import UncompilableText, compile_record
    from manastack.cards.oracle.pipeline import tracing

    written = registry.written_definitions()
    hand_written = {name for name, definition in written.items() if definition.source != "compiled"}
    files: dict[str, str] = {}
    covered: set[str] = set()
    for resource, subdir in update_golden.POOLS:
        prefix = f"{subdir}/" if subdir else ""
        database = db.load_bundled(resource)
        for name in database.names():
            if name in covered:
                continue
            covered.add(name)
            record = database.get(name)
            with tracing() as traced:
                try:
                    compile_record(record)
                except (UncompilableText, ValueError):
                    continue
            if name in hand_written or not traced:
                continue
            files[prefix + update_golden.safe_file_name(name)] = card_ir_text(record, traced)
    return files


def write_golden_ir(directory: Path = GOLDEN_IR_DIR) -> tuple[list[str], list[str], list[str]]:
    expected = golden_ir_files()
    new, changed, removed = update_golden.changes(expected, update_golden.existing_files(directory))
    for relative in new + changed:
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(expected[relative], encoding="utf-8", newline="\n")
    for relative in removed:
        (directory / relative).unlink()
    return new, changed, removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print the files that would change; write nothing")
    args = parser.parse_args(argv)
    os.environ["MANASTACK_HOME"] = tempfile.mkdtemp(prefix="manastack-golden-ir-")  # the bundled data only
    if args.list:
        new, changed, removed = update_golden.changes(golden_ir_files(), update_golden.existing_files(GOLDEN_IR_DIR))
    else:
        new, changed, removed = write_golden_ir()
    for label, paths in (("new", new), ("changed", changed), ("removed", removed)):
        for relative in paths:
            print(f"{label}: {relative}")
    outcome = "--list: nothing written" if args.list else f"{len(update_golden.existing_files(GOLDEN_IR_DIR))} files in all"
    print(f"{GOLDEN_IR_DIR.relative_to(ROOT)}: {len(new)} new, {len(changed)} changed, {len(removed)} removed; {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
