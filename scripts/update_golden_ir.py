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

import json
import sys
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
    from manastack.cards.oracle.compiler import UncompilableText, compile_record
    from manastack.cards.oracle.pipeline import tracing

    files: dict[str, str] = {}
    for prefix, record, hand_written in update_golden.bundled_records():
        with tracing() as traced:
            try:
                compile_record(record)
            except (UncompilableText, ValueError):
                continue
        if not hand_written and traced:
            files[prefix + update_golden.safe_file_name(record.name)] = card_ir_text(record, traced)
    return files


def main(argv: list[str] | None = None) -> int:
    return update_golden.run(argv, __doc__.split("\n\n")[0], GOLDEN_IR_DIR, golden_ir_files, "manastack-golden-ir-")


if __name__ == "__main__":
    sys.exit(main())
