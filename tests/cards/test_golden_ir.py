"""Golden IR snapshots (issue 16 item 1): for each compiled bundled and MB2 card with a clause of a
family on the pipeline (keyword lines 702, counters 122), tests/cards/golden_ir/ holds the IR the
pipeline lowered, reviewed.  A grammar change that alters any clause's IR, or which clauses a card
has, fails here with a unified diff; scripts/update_golden_ir.py accepts it."""

from __future__ import annotations

import difflib
import importlib.util
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_script() -> ModuleType:
    """The update script as a module (its `main`, which writes the files, never runs here)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("update_golden_ir", ROOT / "scripts" / "update_golden_ir.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


golden_ir = _load_script()


@cache
def _expected() -> dict[str, str]:
    return golden_ir.golden_ir_files()


@cache
def _stored() -> dict[str, str]:
    return golden_ir.update_golden.existing_files(golden_ir.GOLDEN_IR_DIR)


def _problem(path: str, stored: str | None, compiled: str | None) -> str | None:
    if stored == compiled:
        return None
    update = f"review it, then run `{golden_ir.UPDATE_COMMAND}` and commit tests/cards/golden_ir/"
    if stored is None:
        return f"{path}: a card with clauses on the pipeline and no golden IR file; {update}"
    if compiled is None:
        return f"{path}: a golden IR file whose card no longer has clauses on the pipeline or no longer compiles; {update}"
    diff = difflib.unified_diff(stored.splitlines(keepends=True), compiled.splitlines(keepends=True),
                                fromfile=f"tests/cards/golden_ir/{path} (golden)", tofile=f"{path} (now)")
    return f"{path} differs from the pipeline's IR now; {update}\n" + "".join(diff)


@pytest.mark.parametrize("path", sorted(set(_expected()) | set(_stored())))
def test_the_card_s_pipeline_ir_is_its_golden_ir(path: str) -> None:
    problem = _problem(path, _stored().get(path), _expected().get(path))
    if problem is not None:
        pytest.fail(problem, pytrace=False)


def test_both_families_and_both_pools_are_covered() -> None:
    stored = _stored()
    assert any("keyword line:" in text for text in stored.values())
    assert any("counters:" in text for text in stored.values())
    assert any(path.startswith("mb2/") for path in stored) and any("/" not in path for path in stored)


def test_a_changed_clause_fails_with_a_diff_of_its_ir() -> None:
    """Baneslayer Angel's protection from Dragons changed to Demons is a diff of the IR line."""
    from manastack.cards import db
    from manastack.cards.oracle.compiler import compile_record
    from manastack.cards.oracle.pipeline import tracing

    record = db.load_bundled().get("Baneslayer Angel")
    face = record.faces[0]
    changed = replace(record, faces=(replace(face, text=face.text.replace("from Dragons", "from Wizards")),))
    with tracing() as traced:
        compile_record(changed)
    problem = _problem("baneslayer_angel.txt", _stored()["baneslayer_angel.txt"], golden_ir.card_ir_text(changed, traced))
    assert golden_ir.UPDATE_COMMAND in problem
    removed = [line for line in problem.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line for line in problem.splitlines() if line.startswith("+") and not line.startswith("+++")]
    assert any("Subtype(name='Dragon'" in line for line in removed)
    assert any("Subtype(name='Wizard'" in line for line in added)
