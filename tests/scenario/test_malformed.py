"""Malformed scenario files give a clear error naming the file, the line and the problem,
and never a traceback (the scenario format's error contract)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.scenario import check_file

GOOD_STATE = "state:\n  alice:\n    battlefield: [Forest]\n"

CASES = {
    "bad_yaml": ("name: x\nstate: [unclosed\n", "bad YAML", 3),
    "not_a_mapping": ("- just\n- a list\n", "must be a mapping", 1),
    "missing_name": ("state: {}\n", "'name' is required", 1),
    "unknown_top_key": ("name: x\nsetup: {}\n", "unknown key(s): setup", 1),
    "unknown_card": ("name: x\nstate:\n  alice:\n    hand: [Lightning Blot]\n", "did you mean Lightning Bolt", 4),
    "ambiguous_name": ("name: x\nstate:\n  alice:\n    battlefield: [Forest, Forest]\ndo:\n  - alice activates: Forest\n",
                       "ambiguous", 6),
    "unknown_player_step": (f"name: x\n{GOOD_STATE}do:\n  - carol casts: Shock\n", "no player named 'carol'", 6),
    "unknown_action": (f"name: x\n{GOOD_STATE}do:\n  - alice dances: Forest\n", "unknown action", 6),
    "two_actions_in_a_step": (f"name: x\n{GOOD_STATE}do:\n  - alice casts: Shock\n    pass: once\n", "exactly one action", 6),
    "python_tag": ("name: !!python/object/apply:os.system ['echo hi']\n", "bad YAML", 1),
    "unknown_zone_key": ("name: x\nstate:\n  alice:\n    hnd: [Forest]\n", "unknown key(s) hnd", 4),
    "bad_step_name": ("name: x\nstate:\n  step: lunch\n", "unknown step 'lunch'", 3),
    "duplicate_key": ("name: x\nname: y\n", "duplicate key", 2),
    "bad_legacy": ("name: x\nstate:\n  alice:\n    battlefield: [{card: Built Bear, legacy: [flying]}]\n",
                   "unknown legacy option 'flying'", 4),
    "repeated_legacy": ("name: x\nstate:\n  alice:\n    battlefield: [{card: Built Bear, legacy: [flash, flash]}]\n",
                        "circled twice", 4),
    "negative_counters": ("name: x\nstate:\n  alice:\n    battlefield: [{card: Grizzly Bears, counters: {'+1/+1': -2}}]\n",
                          "counters must map", 4),
    "deep_nesting": ("name: x\nexpect: " + "[" * 40 + "]" * 40 + "\n", "nested more than", 2),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_malformed_scenario_reports_file_line_and_problem(tmp_path, case: str) -> None:
    text, problem, line = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text, encoding="utf-8")
    result = check_file(path)
    assert not result.passed
    assert problem in result.reason, result.reason
    assert str(path) in result.reason or f"line {line}" in result.reason, result.reason
    assert f":{line}" in result.reason or f"line {line}" in result.reason, result.reason


def test_check_command_exits_nonzero_without_traceback(tmp_path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nstate: [unclosed\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(bad)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert result.output.strip().endswith("0 passed, 1 failed")


def test_check_json_prints_one_object_per_scenario(tmp_path) -> None:
    import json

    good = tmp_path / "good.yaml"
    good.write_text("name: forest taps\nstate:\n  alice:\n    battlefield: [Forest]\ndo:\n  - alice activates: Forest\n"
                    "expect:\n  alice:\n    mana_pool: '{G}'\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--json", str(good)])
    assert result.exit_code == 0
    record = json.loads(result.output.strip())
    assert record == {"file": str(good), "name": "forest taps", "passed": True, "reason": ""}


def test_failing_expectation_says_expected_and_actual(tmp_path) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text("name: wrong life\nstate:\n  alice:\n    life: 20\nexpect:\n  alice:\n    life: 17\n  permanents:\n"
                    "    Grizzly Bears: {power: 2}\n", encoding="utf-8")
    result = check_file(path)
    assert not result.passed
    assert "alice.life: expected 17, got 20" in result.reason
    assert "permanents.Grizzly Bears: no such permanent" in result.reason
