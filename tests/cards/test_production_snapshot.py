"""Issue 16's honesty criterion, enforced from the snapshot of which tests exercise which grammar
productions (tests/cards/productions/snapshot.json, written by scripts/production_audit.py from
`pytest --record-productions`; docs/cards.md, "Which productions the tests exercise").

The suite doesn't run itself again: these tests read the snapshot.  A production the compiler
has with no behaviour test fails, unless tests/cards/productions/untested.tsv lists it with its
reason; so does a snapshot naming a test that is gone, or a registered production the snapshot
doesn't know (the snapshot is then out of date: regenerate it)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from manastack.cards.oracle import compiler, effects  # noqa: F401  (the compiler registers every family)

HERE = Path(__file__).parent / "productions"
ROOT = Path(__file__).parents[2]
SNAPSHOT = json.loads((HERE / "snapshot.json").read_text(encoding="utf-8"))


def _allowed() -> dict[str, str]:
    found = {}
    for number, line in enumerate((HERE / "untested.tsv").read_text(encoding="utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        name, sep, reason = line.partition("\t")
        assert sep and reason.strip(), f"untested.tsv line {number}: 'production<TAB>reason', got {line!r}"
        found[name] = reason
    return found


ALLOWED = _allowed()


def test_every_registered_production_is_in_the_snapshot() -> None:
    """A clause handler or sentence reader added or renamed since the snapshot: regenerate it."""
    registered = {*effects.clause_productions(), *effects.sentence_productions()}
    known = {name for name in SNAPSHOT if name.startswith(("clause: ", "sentences: "))}
    assert sorted(registered - known) == []
    assert sorted(known - registered) == []


def test_every_production_has_a_behaviour_test_or_a_reason() -> None:
    untested = sorted(name for name, entry in SNAPSHOT.items() if not entry["behaviour tests"] and name not in ALLOWED)
    assert untested == []


def test_the_allow_list_names_only_untested_productions() -> None:
    """An allowed production that is gone, or that a behaviour test now exercises, leaves the list."""
    stale = sorted(name for name in ALLOWED if name not in SNAPSHOT or SNAPSHOT[name]["behaviour tests"])
    assert stale == []


def _test_exists(nodeid: str) -> bool:
    path, _, rest = nodeid.partition("::")
    file = ROOT / path
    if not file.is_file():
        return False
    if file.suffix != ".py":
        return True  # a scenario file is one test
    name = rest.rsplit("::", 1)[-1].split("[", 1)[0]
    return re.search(rf"^\s*def {re.escape(name)}\(", file.read_text(encoding="utf-8"), re.MULTILINE) is not None


@pytest.mark.parametrize("kind", ["behaviour", "mutation"])
def test_every_test_the_snapshot_names_exists(kind: str) -> None:
    named = {nodeid for entry in SNAPSHOT.values() for nodeid in entry[kind]}
    assert sorted(nodeid for nodeid in named if not _test_exists(nodeid)) == []


def test_the_snapshot_counts_agree_with_the_tests_it_names() -> None:
    """Each entry names up to three tests of each kind, and at least one when it counts any."""
    for name, entry in SNAPSHOT.items():
        for kind in ("behaviour", "mutation"):
            assert len(entry[kind]) == min(3, entry[f"{kind} tests"]), name
