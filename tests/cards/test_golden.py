"""Golden trees (issue 16 item 3): every compiled bundled card compiles to its reviewed snapshot
in tests/cards/golden/ (Oracle text, tree, English reading), and the cards the compiler refuses
are the listed ones, with the listed phrases.  A grammar change that alters a tree, or newly
accepts or refuses a card, fails here with a unified diff; scripts/update_golden.py accepts it."""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from manastack.cards import db, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_record

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "update_golden.py"


def _load_script() -> ModuleType:
    """The update script as a module: its functions make the expected files (its `main`, which
    writes them, never runs here)."""
    spec = importlib.util.spec_from_file_location("update_golden", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


golden = _load_script()
UPDATE = f"review it, then run `{golden.UPDATE_COMMAND}` and commit tests/cards/golden/"


@cache
def _expected() -> dict[str, str]:
    return golden.golden_files()


@cache
def _stored() -> dict[str, str]:
    return golden.existing_files()


def _problem(path: str, stored: str | None, compiled: str | None) -> str | None:
    """What is wrong with one golden file, readable, with the command that updates it; None
    when the file is what the compiler makes now."""
    if stored == compiled:
        return None
    if stored is None and path.endswith(golden.REFUSED_FILE):
        return f"{path}: the list of refused cards is missing; {UPDATE}"
    if stored is None:
        return f"{path}: a compiled card without a golden file (a new compiled card); {UPDATE}"
    if compiled is None:
        return (
            f"{path}: a golden file whose card no longer compiles, is now hand-written or is gone; {UPDATE}"
        )
    diff = difflib.unified_diff(
        stored.splitlines(keepends=True),
        compiled.splitlines(keepends=True),
        fromfile=f"tests/cards/golden/{path} (golden)",
        tofile=f"{path} (compiled now)",
    )
    return f"{path} differs from what the compiler makes now; {UPDATE}\n" + "".join(diff)


# ------------------------------------------------------------------------- the golden files


@pytest.mark.parametrize("path", sorted(set(_expected()) | set(_stored())))
def test_the_card_compiles_to_its_golden_file(path: str):
    problem = _problem(path, _stored().get(path), _expected().get(path))
    if problem is not None:
        pytest.fail(problem, pytrace=False)


def test_every_compiled_bundled_card_has_a_golden_file_and_no_hand_written_one_does():
    """Checked against the registry (what the engine plays), not the script's own choice."""
    compiled, hand_written = set(), set()
    for name in db.load_bundled().names():
        definition = registry.card_def(registry.resolve_name(name))
        (compiled if definition.source == "compiled" else hand_written).add(golden.safe_file_name(name))
    assert len(compiled) > 50
    assert compiled <= set(_stored())
    assert not hand_written & set(_stored())


def test_the_refused_list_quotes_every_phrase_the_compiler_refuses():
    refused_list = _stored()[golden.REFUSED_FILE]
    refused = 0
    for name in db.load_bundled().names():
        try:
            compile_record(db.load_bundled().get(name))
        except UncompilableText as err:
            refused += 1
            assert f"\n{name}  (" in refused_list
            for phrase in err.phrases:
                assert f"  {json.dumps(phrase, ensure_ascii=False)}\n" in refused_list, (name, phrase)
        else:
            assert f"\n{name}  (" not in refused_list, name
    assert refused_list.count("\n\n") == refused > 0


def test_a_changed_tree_fails_with_a_diff_of_the_node_and_the_update_command():
    record = db.load_bundled().get("Lightning Bolt")
    face = record.faces[0]
    changed = replace(record, faces=(replace(face, text=face.text.replace("3 damage", "4 damage")),))
    stored = golden.card_file_text(record, compile_record(record))
    problem = _problem("lightning_bolt.txt", stored, golden.card_file_text(changed, compile_record(changed)))
    assert golden.UPDATE_COMMAND in problem
    removed = [line for line in problem.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line for line in problem.splitlines() if line.startswith("+") and not line.startswith("+++")]
    assert any("DealDamage" in line or "amount" in line for line in removed)
    assert any("4" in line for line in added) and len(added) == len(removed) >= 3  # text, tree, reading


def test_a_card_that_gained_or_lost_its_file_is_named():
    assert "a new compiled card" in _problem("new_card.txt", None, "text\n")
    assert "no longer compiles" in _problem("old_card.txt", "text\n", None)


# ------------------------------------------------------------------------------ determinism


_PLAIN = (str, int, bool, type(None))


def _order_free(value: object, where: str) -> list[str]:
    """The places in a tree holding a value whose repr could depend on hash seed, dict order or
    object identity (a set, a dict, an object without a dataclass repr)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [
            bad
            for f in dataclasses.fields(value)
            if f.compare
            for bad in _order_free(getattr(value, f.name), f"{where}.{f.name}")
        ]
    if isinstance(value, tuple):
        return [bad for index, item in enumerate(value) for bad in _order_free(item, f"{where}[{index}]")]
    return [] if isinstance(value, _PLAIN) else [f"{where}: {type(value).__name__}"]


def test_compiled_trees_hold_only_values_with_a_stable_repr():
    for resource, _subdir in golden.POOLS:
        database = db.load_bundled(resource)
        for name in database.names():
            try:
                definition = compile_record(database.get(name))
            except (UncompilableText, ValueError):
                continue
            assert _order_free(definition, name) == []
    assert not [path for path, text in _expected().items() if " at 0x" in text]


def test_the_golden_files_are_the_same_under_another_hash_seed():
    """Set iteration order changes with PYTHONHASHSEED; the files must not."""
    digest = hashlib.sha256(json.dumps(_expected(), sort_keys=True).encode()).hexdigest()
    code = (
        "import hashlib, importlib.util, json, sys\n"
        "spec = importlib.util.spec_from_file_location('update_golden', sys.argv[1])\n"
        "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
        "print(hashlib.sha256(json.dumps(module.golden_files(), sort_keys=True).encode()).hexdigest())\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "4242"}
    result = subprocess.run(
        [sys.executable, "-c", code, str(SCRIPT)], env=env, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == digest


def test_file_names_are_safe_and_distinct():
    assert golden.safe_file_name("Lim-Dûl's Vault") == "lim_dul_s_vault.txt"
    assert golden.safe_file_name("Jace, the Mind Sculptor") == "jace_the_mind_sculptor.txt"
    assert golden.safe_file_name("Fire // Ice") == "fire_ice.txt"
    assert not golden.safe_file_name("_Refused").startswith("_")
    with pytest.raises(ValueError, match="gives no file name"):
        golden.safe_file_name("???")
    names = [n for resource, _ in golden.POOLS for n in db.load_bundled(resource).names()]
    assert len({golden.safe_file_name(n) for n in set(names)}) == len(set(names))
