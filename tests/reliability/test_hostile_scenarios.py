"""Hostile scenario files (issue 7): wrong types, unknown keys, unknown cards, absurd counts,
deeply nested or huge YAML and YAML tags give a clear error naming the file, the line and the
problem; `manastack check` exits non-zero and never shows a traceback.  YAML is read with a
safe loader only."""

from __future__ import annotations

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.cli import main
from manastack.scenario import check_file
from manastack.scenario.loader import MAX_BYTES, ScenarioFileError, parse

ALICE = "name: x\nstate:\n  alice:\n"
SHOCK = "name: x\nstate:\n  alice:\n    hand: [Shock]\n    battlefield: [Mountain]\ndo:\n  - alice casts: Shock\n"
BEARS = "name: x\nstate:\n  alice:\n    battlefield: [Grizzly Bears]\n  bob:\n    battlefield: [Grizzly Bears]\ndo:\n"

# name: (file text, what the error must say, the line it must name)
CASES = {
    # wrong types
    "life_is_text": (ALICE + "    life: '20'\n", "alice.life must be a whole number", 4),
    "life_is_fractional": (ALICE + "    life: 1.5\n", "alice.life must be a whole number", 4),
    "life_is_a_bool": (ALICE + "    life: true\n", "alice.life must be a whole number", 4),
    "life_is_infinite": (ALICE + "    life: .inf\n", "alice.life must be a whole number", 4),
    "poison_is_negative": (ALICE + "    poison: -3\n", "alice.poison must be a whole number >= 0", 4),
    "poison_is_text": (ALICE + "    poison: lots\n", "alice.poison must be a whole number >= 0", 4),
    "turn_is_a_bool": ("name: x\nstate:\n  turn: true\n", "turn must be a whole number", 3),
    "turn_is_absurd": ("name: x\nstate:\n  turn: 100000000000000000000\n", "turn must be a whole number", 3),
    "tapped_is_text": (ALICE + "    battlefield: [{card: Forest, tapped: 'no'}]\n", "tapped must be true or false", 4),
    "counters_are_a_list": (ALICE + "    battlefield: [{card: Grizzly Bears, counters: [1, 2]}]\n", "counters must map", 4),
    "counters_are_a_bool": (ALICE + "    battlefield: [{card: Grizzly Bears, counters: {'+1/+1': true}}]\n", "counters must map", 4),
    "negative_counters": (ALICE + "    battlefield: [{card: Grizzly Bears, counters: {'+1/+1': -2}}]\n", "counters must map", 4),
    "negative_damage": (ALICE + "    battlefield: [{card: Grizzly Bears, damage: -1}]\n", "damage must be a whole number >= 0", 4),
    "zone_is_a_mapping": (ALICE + "    hand: {Forest: 1}\n", "alice.hand: expected a list of cards", 4),
    "card_is_a_number": (ALICE + "    hand: [5]\n", "alice.hand[0]: expected a card name", 4),
    "alias_is_a_list": (ALICE + "    battlefield: [{card: Forest, as: [a]}]\n", "as must be a name", 4),
    "players_is_text": ("name: x\nplayers: alice\n", "'players' must be a list of player names", 2),
    "players_repeat": ("name: x\nplayers: [alice, alice]\n", "names a player twice", 2),
    "too_many_players": ("name: x\nplayers: [" + ", ".join(f"p{i}" for i in range(100)) + "]\n", "a game has 2 to 8", 2),
    "player_is_a_list": ("name: x\nstate:\n  alice: [1, 2]\n", "alice: expected a mapping", 3),
    "mana_pool_is_a_list": (ALICE + "    mana_pool: [R, G]\n", "alice.mana_pool: must be mana symbols", 4),
    "mana_pool_bad_symbol": (ALICE + "    mana_pool: '{Q}'\n", "'Q' is not a mana type", 4),
    "mana_pool_absurd": (ALICE + "    mana_pool: '{999999999}'\n", "more than 1000 mana", 4),
    "legacy_is_text": (ALICE + "    battlefield: [{card: Built Bear, legacy: flash}]\n", "legacy must be a list", 4),
    "step_is_a_number": ("name: x\ndo:\n  - 5\n", "a step must be a mapping", 3),
    "casts_a_list": (SHOCK.replace("casts: Shock", "casts: [Shock]"), "takes a card name", 7),
    "targets_a_mapping": (SHOCK + "    targets: {a: 1}\n", "targets: takes a value or a list of values", 8),
    "x_is_text": (SHOCK + "    x: lots\n", "x: takes a whole number >= 0", 8),
    "face_is_a_list": (SHOCK + "    face: [1]\n", "face: takes text", 8),
    "pay_is_a_number": (SHOCK + "    pay: 5\n", "pay: takes a list of permanents' names", 8),
    "attackers_are_numbers": (BEARS + "  - alice attacks: [5]\n", "takes a list of attackers", 8),
    "blockers_map_to_lists": (BEARS + "  - bob blocks: {Grizzly Bears#2: [1, 2]}\n", "takes a mapping blocker: attacker", 8),
    "resolve_negative": ("name: x\ndo:\n  - resolve: -1\n", "takes a number or 'all'", 3),
    "pass_a_number": ("name: x\ndo:\n  - pass: 5\n", "takes 'once' or 'until STEP'", 3),
    # unknown keys, unknown cards
    "unknown_top_key": ("name: x\nsetup: {}\n", "unknown key(s): setup", 1),
    "unknown_player_key": (ALICE + "    hnd: [Forest]\n", "unknown key(s) hnd", 4),
    "unknown_entry_key": (ALICE + "    battlefield: [{card: Forest, flavour: x}]\n", "unknown key(s) flavour", 4),
    "state_key_not_a_player": ("name: x\nplayers: [alice, bob]\nstate:\n  carol: {}\n", "'carol' is not one of the players", 4),
    "unknown_card_with_suggestion": (ALICE + "    hand: [Lightning Blot]\n", "did you mean Lightning Bolt", 4),
    "token_in_hand": (ALICE + "    hand: [{card: Grizzly Bears, token: true}]\n", "a token exists only on the battlefield", 4),
    # absurd counts
    "absurd_count": (ALICE + "    library: [{card: Forest, count: 1000000000}]\n", "count must be a whole number from 1 to 250", 4),
    "count_is_text": (ALICE + "    library: [{card: Forest, count: many}]\n", "count must be a whole number from 1 to 250", 4),
    "too_many_cards": (ALICE + "    library:\n" + "      - {card: Forest, count: 250}\n" * 21, "at most 5000", 3),
    # deeply nested or huge YAML
    "nested_5000_deep": ("name: x\nexpect: " + "[" * 5000 + "]" * 5000 + "\n", "nested more than 12 levels deep", 2),
    "nested_100000_deep": ("name: x\nexpect: " + "{a: " * 20000 + "1" + "}" * 20000 + "\n", "nested more than 12 levels deep", 2),
    "alias_bomb": ("a: &a [x, x, x, x, x, x, x, x, x, x]\n"
                   + "".join(f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 10)}]\n" for i in range(8))
                   + "name: x\n", "more than 100000 values", 5),
    "undefined_alias": ("name: *a\n", "undefined alias", 1),
    # YAML tags: a safe loader only
    "python_object_tag": ("name: !!python/object/apply:os.system ['echo hi']\n", "bad YAML", 1),
    "python_object_new_tag": ("!!python/object/new:os.system [echo hi]\n", "bad YAML", 1),
    "python_name_tag": ("name: !!python/name:os.system\n", "bad YAML", 1),
    "custom_tag": ("name: !foo x\n", "bad YAML", 1),
    "binary_tag": ("name: !!binary aGVsbG8=\n", "'name' is required and must be text", 1),
    "nul_character": ("name: x\x00\n", "bad YAML: unacceptable character", None),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_scenario_fails_with_file_line_and_problem(tmp_path, case: str) -> None:
    """107.1, 122.1, 400.1: a scenario whose position or steps are not a game of Magic is
    refused with the file, the line and the problem (never an exception)."""
    text, problem, line = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text, encoding="utf-8")
    result = check_file(path)
    assert not result.passed
    assert problem in result.reason, result.reason
    if line is not None:
        assert f"{path}:{line}:" in result.reason or f"line {line})" in result.reason, result.reason


def test_python_tags_build_no_python_objects(tmp_path) -> None:
    """Issue 7: a YAML tag that would run code (`!!python/object/apply`) is refused before anything is
    built: the command it names never runs."""
    marker = tmp_path / "ran"
    path = tmp_path / "evil.yaml"
    path.write_text(f"name: !!python/object/apply:os.system ['touch {marker}']\n", encoding="utf-8")
    assert not check_file(path).passed
    assert not marker.exists()


def test_file_larger_than_the_limit_is_refused(tmp_path) -> None:
    """Issue 7: a scenario file larger than the limit is refused without being parsed."""
    path = tmp_path / "huge.yaml"
    path.write_text("name: x\nrules: [" + ", ".join(["1"] * (MAX_BYTES // 3)) + "]\n", encoding="utf-8")
    result = check_file(path)
    assert not result.passed
    assert "larger than" in result.reason


@pytest.mark.parametrize("case", ["nested_100000_deep", "python_object_tag", "alias_bomb", "blockers_map_to_lists", "life_is_text"])
def test_check_command_exits_nonzero_without_traceback(tmp_path, case: str) -> None:
    """Issue 7: `manastack check` on a hostile file prints FAIL with the problem and exits 1."""
    text, problem, _ = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert problem in result.output
    assert result.output.strip().endswith("0 passed, 1 failed")


def test_check_of_a_file_that_is_not_text(tmp_path) -> None:
    """Issue 7: a scenario file that is not UTF-8 is refused, naming the file."""
    path = tmp_path / "binary.yaml"
    path.write_bytes(b"name: \xff\xfe\n")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert "can't read the file" in result.output


YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
PLAYER_KEYS = st.sampled_from(["life", "poison", "mana_pool", "hand", "library", "graveyard", "exile", "battlefield", "oops"])
ENTRY_KEYS = st.sampled_from(["card", "count", "as", "legacy", "token", "tapped", "sick", "counters", "damage", "attached_to",
                              "controller", "oops"])
ENTRY = st.one_of(st.sampled_from(["Forest", "Grizzly Bears", "Built Bear", "Shock", "Lightning Blot"]),
                  st.dictionaries(ENTRY_KEYS, YAML_VALUES | st.sampled_from(["Forest", "Grizzly Bears"]), max_size=4))
PLAYER = st.dictionaries(PLAYER_KEYS, YAML_VALUES | st.lists(ENTRY, max_size=3), max_size=4)
STEP = st.dictionaries(st.sampled_from(["alice casts", "alice attacks", "bob blocks", "alice chooses", "pass", "resolve",
                                        "expect", "targets", "x", "pay", "face", "ability"]),
                       YAML_VALUES | st.sampled_from(["Shock", "Forest", "once", "all", "until main2"]), max_size=3)
SCENARIO = st.fixed_dictionaries(
    {"name": st.just("generated")},
    optional={"state": st.fixed_dictionaries({}, optional={"alice": PLAYER, "bob": PLAYER, "turn": YAML_VALUES,
                                                             "step": YAML_VALUES | st.just("main1")}),
              "do": st.lists(STEP, max_size=3) | YAML_VALUES,
              "expect": YAML_VALUES | st.fixed_dictionaries({}, optional={"alice": PLAYER, "stack": YAML_VALUES})},
)


@given(SCENARIO)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
def test_random_scenarios_pass_or_fail_but_never_raise(tmp_path_factory, scenario) -> None:
    """107.1, 400.1: any scenario-shaped YAML, however wrong its types, gives PASS or FAIL with
    a reason; nothing raises."""
    path = tmp_path_factory.mktemp("generated") / "s.yaml"
    path.write_text(yaml.safe_dump(scenario, allow_unicode=True), encoding="utf-8")
    result = check_file(path)
    assert result.passed or result.reason


@given(st.text(max_size=300))
@settings(max_examples=200, deadline=None)
def test_random_text_as_scenario_raises_only_scenario_file_error(text: str) -> None:
    """Issue 7: any text is either a scenario or a ScenarioFileError naming the problem."""
    try:
        parse(text, "random.yaml")
    except ScenarioFileError as err:
        assert str(err).startswith("random.yaml")


def test_unexpected_error_in_a_command_is_one_line_without_traceback(tmp_path, monkeypatch) -> None:
    """Issue 7: whatever still escapes a command is reported on one line as an internal error
    with exit status 3, never as a traceback (MANASTACK_TRACEBACK=1 shows it)."""
    import manastack.scenario as scenario

    def broken(paths):
        raise RuntimeError("something the checks missed")

    monkeypatch.setattr(scenario, "check_paths", broken)
    monkeypatch.delenv("MANASTACK_TRACEBACK", raising=False)
    result = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert result.exit_code == 3
    assert "Traceback" not in result.output
    assert "internal error" in result.output and "RuntimeError: something the checks missed" in result.output
    monkeypatch.setenv("MANASTACK_TRACEBACK", "1")
    result = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert isinstance(result.exception, RuntimeError)
