"""`pass: until STEP` / `until bob's STEP` / `until turn N STEP` (the scenario format; issue 13
item 5, issue 21): the game stops where the step begins priority, or at the start of `untap`
and `cleanup` (502.1, 514.1); a step that doesn't come fails the scenario, saying why."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from manastack.engine.steps import STEPS
from manastack.scenario import Result, check_file

STATE = """\
name: pass until
state:
  turn: 1
  alice:
    library: [Island, Island, Island, Island]
    battlefield: [Grizzly Bears, {card: Forest, tapped: true}]
  bob:
    library: [Island, Island, Island, Island]
    battlefield: [{card: Forest, tapped: true}]
"""
BEFORE_COMBAT = STEPS[: STEPS.index("main1") + 1]
COMBAT_ONLY = ("declare_blockers", "combat_damage")  # 508.8: skipped without attackers


def run(tmp_path: Path, steps: str, expect: str = "") -> Result:
    path = tmp_path / "case.yaml"
    text = STATE + "do:\n" + textwrap.indent(textwrap.dedent(steps), "  ")
    if expect:
        text += "expect:\n" + textwrap.indent(textwrap.dedent(expect), "  ")
    path.write_text(text, encoding="utf-8")
    return check_file(path)


def where(turn: int, active: str, step: str) -> str:
    return f"turn: {turn}\nactive: {active}\nstep: {step}\n"


def _params(expected):
    return [pytest.param(step, expected(step), id=step) for step in STEPS]


def _plain(step: str):
    """From alice's main phase of turn 1 without combat: later steps of this turn, earlier
    ones next turn (bob's); the combat damage steps never come (508.8)."""
    if step in COMBAT_ONLY:
        return None
    return (2, "bob") if step in BEFORE_COMBAT else (1, "alice")


@pytest.mark.parametrize(("step", "expected"), _params(_plain))
def test_until_step_without_combat(tmp_path, step: str, expected) -> None:
    result = run(tmp_path, f"- pass: until {step}\n", "" if expected is None else where(*expected, step))
    if expected is None:
        assert not result.passed and f"never reached {step}" in result.reason and "508.8" in result.reason, result.reason
    else:
        assert result.passed, result.reason


def _after_attack(step: str):
    """From alice's declare attackers step with an attacker: the rest of this turn, then bob's."""
    return (1, "alice") if STEPS.index(step) > STEPS.index("declare_attackers") else (2, "bob")


@pytest.mark.parametrize(("step", "expected"), _params(_after_attack))
def test_until_step_with_combat(tmp_path, step: str, expected) -> None:
    result = run(tmp_path, f"- alice attacks: [Grizzly Bears]\n- pass: until {step}\n", where(*expected, step))
    assert result.passed, result.reason


def _bobs(step: str):
    return None if step in COMBAT_ONLY else (2, "bob")


@pytest.mark.parametrize(("step", "expected"), _params(_bobs))
def test_until_bobs_step(tmp_path, step: str, expected) -> None:
    """`bob's STEP`: bob's next such step, never alice's (issue 13 item 5)."""
    result = run(tmp_path, f"- pass: until bob's {step}\n", "" if expected is None else where(*expected, step))
    if expected is None:
        assert not result.passed and "508.8" in result.reason, result.reason
    else:
        assert result.passed, result.reason


def _turn3(step: str):
    return None if step in COMBAT_ONLY else (3, "alice")


@pytest.mark.parametrize(("step", "expected"), _params(_turn3))
def test_until_turn_n_step(tmp_path, step: str, expected) -> None:
    result = run(tmp_path, f"- pass: until turn 3 {step}\n", "" if expected is None else where(*expected, step))
    if expected is None:
        assert not result.passed and "turn 3 skipped it (508.8" in result.reason, result.reason
    else:
        assert result.passed, result.reason


@pytest.mark.parametrize("step", [s for s in STEPS if STEPS.index(s) < STEPS.index("main1")])
def test_until_a_step_of_a_turn_already_past_it_fails(tmp_path, step: str) -> None:
    result = run(tmp_path, f"- pass: until turn 1 {step}\n")
    assert not result.passed and f"never reached turn 1 {step}: turn 1 ended" in result.reason, result.reason


def test_issue21_until_a_skipped_step_fails_instead_of_ending_the_game(tmp_path) -> None:
    """508.8: without attackers there is no declare blockers step; the scenario fails."""
    result = run(tmp_path, "- pass: until declare_blockers\n")
    assert not result.passed
    assert "never reached declare_blockers: turn 1 skipped it (508.8" in result.reason, result.reason


def test_issue21_the_game_ending_on_the_way_fails_the_scenario(tmp_path) -> None:
    """704.5b: bob draws from an empty library and loses before bob's main phase."""
    path = tmp_path / "case.yaml"
    path.write_text(STATE.replace("    library: [Island, Island, Island, Island]\n    battlefield: [{card: Forest",
                                  "    battlefield: [{card: Forest") + "do:\n  - pass: until bob's main1\n",
                    encoding="utf-8")
    result = check_file(path)
    assert not result.passed
    assert "never reached bob's main1: the game ended" in result.reason, result.reason


def test_issue21_until_untap_stops_before_anything_untaps(tmp_path) -> None:
    """502.1, 502.3: at the start of the untap step the active player's permanents are still tapped."""
    result = run(tmp_path, "- pass: until turn 3 untap\n", where(3, "alice", "untap")
                 + "permanents:\n  Forest#1: {tapped: true}\n")
    assert result.passed, result.reason


def test_issue13_item5_until_cleanup_stops_before_damage_is_removed(tmp_path) -> None:
    """514.1-514.2: at the start of this turn's cleanup step, damage is still marked."""
    path = tmp_path / "case.yaml"
    path.write_text(STATE.replace("battlefield: [Grizzly Bears,", "battlefield: [{card: Grizzly Bears, damage: 1},")
                    + "do:\n  - pass: until cleanup\nexpect:\n" + textwrap.indent(where(1, "alice", "cleanup"), "  ")
                    + "  permanents:\n    Grizzly Bears: {damage: 1}\n", encoding="utf-8")
    result = check_file(path)
    assert result.passed, result.reason


def test_a_pass_until_the_step_the_game_just_came_to_stays_there(tmp_path) -> None:
    """117.3a: when the game has come to the first priority of that very step (an earlier step of
    the scenario ran into it, nothing done there yet), `pass: until` it doesn't skip a turn."""
    result = run(tmp_path, "- pass: until bob's upkeep\n- pass: until bob's upkeep\n", where(2, "bob", "upkeep"))
    assert result.passed, result.reason


def test_a_pass_until_the_step_after_a_pass_in_it_goes_to_the_next_one(tmp_path) -> None:
    """Once a player has passed in the step, the next time it comes is the next turn's."""
    result = run(tmp_path, "- pass: until bob's upkeep\n- pass: once\n- pass: until upkeep\n", where(3, "alice", "upkeep"))
    assert result.passed, result.reason
