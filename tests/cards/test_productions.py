"""cards/oracle/productions.py, the recorder of the grammar productions a card's text goes through,
and scripts/production_audit.py, which measures issue 16's honesty criterion with it."""

from __future__ import annotations

import contextvars
import importlib.util
import json
from pathlib import Path

import pytest

from manastack.cards.db import import_mtgjson
from manastack.cards.oracle import UncompilableText, compile_record, compile_text, productions
from manastack.cards.oracle.phrases import Scope

ROOT = Path(__file__).resolve().parents[2]
SLICE = ROOT / "tests" / "data" / "corpus_slice.json"


def _script():
    spec = importlib.util.spec_from_file_location("production_audit", ROOT / "scripts" / "production_audit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


audit = _script()


class Listener:
    """A listener keeping the cards compiled with their productions."""

    def __init__(self) -> None:
        self.heard: list[tuple[object, productions.Recording]] = []

    def compiled(self, result: object, recording: productions.Recording) -> None:
        self.heard.append((result, recording))

    def looked_up(self, definition: object) -> None:
        pass


def _productions(text: str, types: tuple = ("Instant",)) -> productions.Recording:
    with productions.listening(Listener()) as listener:
        try:
            compile_text("Test Card", text, types)
        except UncompilableText:
            pass
    ((_result, recording),) = listener.heard
    return recording


def test_a_compiled_card_records_the_productions_of_its_tree() -> None:
    """Each clause handler, sentence form and line form that read the text, in the order read."""
    recording = _productions("Draw a card and you gain 2 life.")
    assert recording.used == ["ir: Draw", "clause: pipeline.draw", "ir: GainLife", "clause: pipeline.gain_life",
                              "sentence: A and B", "spell"]
    assert recording.refused == []


def test_the_line_forms_are_named_by_what_they_compiled_to() -> None:
    recording = _productions("Flying\n{1}, {T}, Sacrifice Test Card: Destroy target creature. Activate only as a "
                             "sorcery.", ("Creature",))
    assert recording.used[-5:] == ["keyword: flying", "activated: other", "cost: tap", "cost: sacrifice_self",
                                   "activation: sorcery_speed"]


def test_a_refused_card_records_the_handlers_that_refused_it() -> None:
    """The edict's form (on the pipeline) matched "sacrifices two creature" and refused it (the noun isn't plural)."""
    recording = _productions("Each player sacrifices two creature.")
    assert recording.used == [] and set(recording.refused) == {"clause: pipeline.sacrifice_chosen"}


def test_a_reading_thrown_away_is_forgotten() -> None:
    """Scope.reset (the compiler backtracking) forgets the productions recorded since its mark."""
    with productions.listening(Listener()), productions.compiling() as recording:
        scope = Scope(card="Test")
        productions.record("clause: kept")
        mark = scope.mark()
        productions.record("clause: thrown away")
        scope.reset(mark)
        productions.record("clause: read instead")
    assert recording.used == ["clause: kept", "clause: read instead"]


def test_nothing_is_recorded_when_nobody_listens() -> None:
    """(In a fresh context: under `pytest --record-productions` the session listens.)"""

    def unheard() -> productions.Recording | None:
        with productions.compiling() as recording:
            productions.record("clause: unheard")
            assert productions.position() == -1
        return recording

    assert contextvars.Context().run(unheard) is None


def test_recording_changes_no_tree() -> None:
    """The same cards compile to the same definitions (and are refused alike) listened to or not."""
    records = list(import_mtgjson(str(SLICE)))

    def compiled_all() -> list:
        found = []
        for record in records:
            try:
                found.append(compile_record(record))
            except (UncompilableText, ValueError) as err:
                found.append(str(err))
        return found

    quiet = compiled_all()
    with productions.listening(Listener()) as listener:
        heard = compiled_all()
    assert heard == quiet
    assert len(listener.heard) == len(records) and any(r.used for _result, r in listener.heard)


# ---------------------------------------------------------------------------- the audit script


@pytest.mark.parametrize(("nodeid", "mutation"), [
    ("tests/cards/test_x.py::test_mutations_refused[Draw]", True),
    ("tests/cards/test_x.py::test_a_one_word_change_is_another_tree", True),
    ("tests/cards/test_x.py::test_cycling_with_other_costs_is_refused", True),
    ("tests/cards/test_x.py::test_702_4b_double_strike[mutations]", False),
    ("tests/cards/test_x.py::test_702_4b_double_strike", False),
])
def test_a_mutation_test_is_named_so(nodeid: str, mutation: bool) -> None:
    assert audit.is_mutation_test(nodeid) == mutation


def test_behaviour_tests_count_what_their_games_played_and_mutation_tests_what_they_compiled() -> None:
    tests = {
        "t.py::test_plays": {"game": True, "played": ["clause: a"], "compiled": ["clause: b"], "refused": []},
        "t.py::test_looks_only": {"game": False, "played": ["clause: c"], "compiled": [], "refused": []},
        "t.py::test_mutations_refused": {"game": False, "played": [], "compiled": ["clause: d"],
                                         "refused": ["clause: e"]},
    }
    found = audit.exercised(tests)
    assert found["clause: a"] == {"behaviour": {"t.py::test_plays"}, "mutation": set()}
    assert "clause: b" not in found and "clause: c" not in found
    assert found["clause: d"] == found["clause: e"] == {"behaviour": set(), "mutation": {"t.py::test_mutations_refused"}}


def test_the_audit_reports_and_writes_a_snapshot(tmp_path: Path, capsys) -> None:
    """On the corpus slice with a recorded map naming one behaviour test: the headline figures
    and a snapshot entry per production, naming that test where it plays the production."""
    cards = audit.card_productions(str(SLICE))
    played = sorted(next(iter(cards.values())))
    recorded = tmp_path / "tests.json"
    recorded.write_text(json.dumps({"t.py::test_plays": {"game": True, "played": played, "compiled": [],
                                                         "refused": []}}), encoding="utf-8")
    snapshot = tmp_path / "snapshot.json"
    assert audit.main([str(SLICE), "--tests", str(recorded), "--snapshot", str(snapshot)]) == 0
    out = capsys.readouterr().out
    assert f"of {len(cards)} supported cards have every production exercised by a behaviour test" in out
    written = json.loads(snapshot.read_text(encoding="utf-8"))
    assert all(written[name]["behaviour"] == ["t.py::test_plays"] for name in played)
    assert written[played[0]]["cards"]["corpus_slice"] >= 1
