"""scripts/corpus_trees.py: card-by-card fingerprints of the compiled trees of a card file, the
regression net for grammar work beyond the golden trees (issue 16, items 1 and 3)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SLICE = ROOT / "tests" / "data" / "corpus_slice.json"


def _script():
    spec = importlib.util.spec_from_file_location("corpus_trees", ROOT / "scripts" / "corpus_trees.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


trees = _script()


def test_the_fingerprints_of_a_card_file_round_trip_and_check_clean(tmp_path: Path, capsys) -> None:
    """Written on one compiler and checked on the same one: every card of the slice is listed,
    nothing differs, exit status 0."""
    out = tmp_path / "trees.tsv"
    assert trees.main([str(SLICE), "--write", str(out)]) == 0
    written = trees.loads(out.read_text(encoding="utf-8"))
    assert len(written) == 300
    supported = [value for value in written.values() if value != trees.REFUSED]
    assert len(supported) >= 290 and all(len(value) == 16 for value in supported)
    assert trees.main([str(SLICE), "--check", str(out)]) == 0
    assert "changed: 0" in capsys.readouterr().out


def test_a_changed_tree_or_a_lost_card_fails_the_check(tmp_path: Path, capsys) -> None:
    """A card whose fingerprint differs is reported as changed, a card refused now but not
    before as newly refused; either makes the check exit 1."""
    found = trees.fingerprints(str(SLICE))
    first, second = sorted(found)[:2]
    before = dict(found)
    before[first] = "0" * 16
    saved = tmp_path / "before.tsv"
    saved.write_text(trees.dumps(before), encoding="utf-8")
    assert trees.main([str(SLICE), "--check", str(saved)]) == 1
    assert f"changed: 1\n  {first}\n" in capsys.readouterr().out
    differences = trees.compare({second: trees.REFUSED}, {second: found[second]})
    assert differences["newly supported"] == [second] and not differences["changed"]
    differences = trees.compare({second: found[second]}, {second: trees.REFUSED})
    assert differences["newly refused"] == [second]


def test_a_newly_supported_card_alone_passes_the_check(tmp_path: Path) -> None:
    found = trees.fingerprints(str(SLICE))
    before = dict(found)
    before[sorted(found)[0]] = trees.REFUSED
    saved = tmp_path / "before.tsv"
    saved.write_text(trees.dumps(before), encoding="utf-8")
    assert trees.main([str(SLICE), "--check", str(saved)]) == 0


@pytest.mark.parametrize("text", ["no tab here\n", "\tabc\n"])
def test_a_malformed_fingerprint_file_is_a_clear_error(tmp_path: Path, text: str, capsys) -> None:
    bad = tmp_path / "bad.tsv"
    bad.write_text(text, encoding="utf-8")
    assert trees.main([str(SLICE), "--check", str(bad)]) == 2
    assert "expected 'name<TAB>fingerprint'" in capsys.readouterr().err
