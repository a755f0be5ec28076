"""Hostile saved games (issue 7): JSON that is truncated, malformed or adversarial (cards that
don't exist, objects in two zones, negative counters, non-integer life ...) is refused by
`Game.from_json` with a GameSetupError naming the problem, and by `manastack load` with exit
status 2 and no traceback."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner
from support import bundled

import manastack as ms
from manastack.cli import main
from manastack.engine.decision import GameSetupError, ManastackError


@pytest.fixture(scope="module")
def saved() -> str:
    """A game in progress, with cards in every player zone and permanents on the battlefield."""
    game = ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=3, max_turns=30)
    rng = random.Random(1)
    while not game.over:
        if game.state.battlefield and game.state.players[0].graveyard and game.state.turn >= 6:
            break
        game.choose(rng.randrange(len(game.decision.options)))
    assert not game.over
    return game.to_json()


def _objects(data: dict) -> dict:
    return {oid: obj for oid, obj in data["state"]["objects"]["$d"]}


def _first(data: dict, zone: str, player: int | None = None) -> dict:
    state = data["state"]
    ids = state[zone] if player is None else state["players"][player][zone]
    return _objects(data)[ids[0]]


def _set_life(value):
    def change(data: dict) -> None:
        data["state"]["players"][0]["life"] = value
    return change


def _set_counters(value):
    def change(data: dict) -> None:
        _first(data, "battlefield")["counters"] = {"+1/+1": value}
    return change


def _rename_card(data: dict) -> None:
    _first(data, "hand", 0)["card"] = "Black Lotus of Doom"


def _two_zones(data: dict) -> None:
    players = data["state"]["players"]
    players[0]["graveyard"].append(players[0]["hand"][0])


def _no_zone(data: dict) -> None:
    data["state"]["players"][0]["library"].pop()


def _wrong_owner_zone(data: dict) -> None:
    players = data["state"]["players"]
    players[1]["hand"].append(players[0]["library"].pop())


def _missing_object(data: dict) -> None:
    data["state"]["battlefield"].append(987654)


def _zone_field_lies(data: dict) -> None:
    _first(data, "hand", 0)["zone"] = "battlefield"


def _set_state(key, value):
    def change(data: dict) -> None:
        data["state"][key] = value
    return change


def _set_player(key, value):
    def change(data: dict) -> None:
        data["state"]["players"][0][key] = value
    return change


def _set_object(key, value):
    def change(data: dict) -> None:
        _first(data, "battlefield")[key] = value
    return change


def _unknown_class(data: dict) -> None:
    data["state"]["players"][0]["$c"] = "Wizard"


def _unknown_field(data: dict) -> None:
    data["state"]["players"][0]["favourite_colour"] = "blue"


def _missing_field(data: dict) -> None:
    del _first(data, "battlefield")["owner"]


def _unknown_procedure(data: dict) -> None:
    data["state"]["agenda"][-1]["name"] = "os.system"


def _decision_for_nobody(data: dict) -> None:
    data["state"]["decision"]["player"] = 7


def _id_mismatch(data: dict) -> None:
    _first(data, "battlefield")["id"] = 424242


def _events_not_a_list(data: dict) -> None:
    data["events"] = {"type": "nothing"}


def _extra_top_key(data: dict) -> None:
    data["cheat"] = True


# name: (change to the saved JSON, what the error must say)
CASES = {
    "card_that_does_not_exist": (_rename_card, "unknown card"),
    "object_in_two_zones": (_two_zones, "is in two zones at once"),
    "object_in_no_zone": (_no_zone, "is in no zone"),
    "card_in_another_players_hand": (_wrong_owner_zone, "but is owned by player 0"),
    "zone_lists_a_missing_object": (_missing_object, "which does not exist"),
    "object_says_another_zone": (_zone_field_lies, "but says it is in the 'battlefield'"),
    "negative_counters": (_set_counters(-2), "has -2 +1/+1 counters"),
    "fractional_counters": (_set_counters(1.5), "has 1.5 +1/+1 counters"),
    "counters_as_text": (_set_counters("3"), "counters"),
    "counters_as_a_bool": (_set_counters(True), "has True +1/+1 counters"),
    "fractional_life": (_set_life(19.5), "player 0.life must be int"),
    "life_as_text": (_set_life("20"), "player 0.life must be int"),
    "life_as_a_bool": (_set_life(True), "player 0.life must be int"),
    "life_missing_value": (_set_life(None), "player 0.life must be int"),
    "negative_poison": (_set_player("poison", -1), "poison must be a whole number >= 0"),
    "negative_mana": (_set_player("mana_pool", {"R": -3}), "not a whole number from 0"),
    "absurd_mana": (_set_player("mana_pool", {"R": 10**15}), "not a whole number from 0"),
    "unknown_mana_type": (_set_player("mana_pool", {"Q": 1}), "'Q', which is not a mana type"),
    "negative_damage": (_set_object("damage", -4), "has -4 damage"),
    "owner_who_is_not_a_player": (_set_object("owner", 5), "owner 5 is not a player"),
    "face_that_does_not_exist": (_set_object("face", 3), "has no face 3"),
    "object_id_mismatch": (_id_mismatch, "says its id is 424242"),
    "next_id_reuses_ids": (_set_state("next_id", 1), "next_id 1 must be larger than every object id"),
    "active_player_out_of_range": (_set_state("active", 2), "the active player 2 is not a player"),
    "unknown_step": (_set_state("step", "lunch"), "'lunch' is not a step"),
    "turn_as_text": (_set_state("turn", "7"), "state.turn must be int"),
    "one_player": (lambda d: d["state"]["players"].pop(), "2 to 64 players"),
    "unknown_state_class": (_unknown_class, "unknown state class 'Wizard'"),
    "unknown_field": (_unknown_field, "unknown fields: favourite_colour"),
    "missing_field": (_missing_field, "missing 1 required positional argument: 'owner'"),
    "unknown_procedure": (_unknown_procedure, "unknown procedure 'os.system'"),
    "decision_for_no_player": (_decision_for_nobody, "the pending decision's player 7 is not a player"),
    "events_not_a_list": (_events_not_a_list, "'events' must be a list"),
    "unknown_top_level_key": (_extra_top_key, "unknown key(s): cheat"),
}


def _changed(saved: str, change) -> str:
    data = json.loads(saved)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_saved_game_is_refused_naming_the_problem(saved: str, case: str) -> None:
    """107.1, 122.1, 400.1, 400.7: a saved game whose objects are not each in exactly one zone,
    whose counts are not whole non-negative numbers, or that names what doesn't exist, is
    refused with a GameSetupError that names the problem."""
    change, problem = CASES[case]
    with pytest.raises(GameSetupError) as caught:
        ms.Game.from_json(_changed(saved, change))
    assert problem in str(caught.value), str(caught.value)


TEXTS = {
    "empty": ("", "not valid JSON"),
    "truncated_by_one": (None, "not valid JSON (truncated or damaged?)"),
    "truncated_half": (None, "not valid JSON (truncated or damaged?)"),
    "not_json": ("this is not json", "not valid JSON"),
    "a_list": ("[1, 2, 3]", "must be an object with 'state' and 'events'"),
    "null": ("null", "must be an object with 'state' and 'events'"),
    "state_not_a_state": ('{"state": [1], "events": []}', "'state' is not a game state"),
    "nan": ('{"state": NaN, "events": []}', "NaN is not a number JSON allows"),
    "nested_100000_deep": ('{"state": ' + "[" * 100000 + "]" * 100000 + ', "events": []}', "nested more than 100 levels"),
}


@pytest.mark.parametrize("case", sorted(TEXTS))
def test_malformed_json_is_refused_naming_the_problem(saved: str, case: str) -> None:
    """Issue 7: a saved game that isn't the JSON of a game (truncated, not JSON, nested absurdly) is
    refused with a GameSetupError saying so."""
    text, problem = TEXTS[case]
    if case == "truncated_by_one":
        text = saved[:-1]
    elif case == "truncated_half":
        text = saved[: len(saved) // 2]
    with pytest.raises(GameSetupError) as caught:
        ms.Game.from_json(text)
    assert problem in str(caught.value), str(caught.value)


@pytest.mark.parametrize("case", ["card_that_does_not_exist", "object_in_two_zones", "negative_counters", "fractional_life"])
def test_load_command_refuses_hostile_save_without_traceback(tmp_path, saved: str, case: str) -> None:
    """Issue 7: `manastack load` of a hostile saved game exits with status 2 and the problem."""
    change, problem = CASES[case]
    path = tmp_path / "save.json"
    path.write_text(_changed(saved, change), encoding="utf-8")
    result = CliRunner().invoke(main, ["load", str(path)])
    assert result.exit_code == 2
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert problem in " ".join(result.output.split())


def test_load_command_refuses_truncated_and_binary_files(tmp_path, saved: str) -> None:
    """Issue 7: `manastack load` of a truncated or non-text file exits with status 2 and says why."""
    truncated = tmp_path / "truncated.json"
    truncated.write_text(saved[:1000], encoding="utf-8")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00\x01")
    for path, problem in ((truncated, "truncated or damaged"), (binary, "can't read the file")):
        result = CliRunner().invoke(main, ["load", str(path)])
        assert result.exit_code == 2
        assert "Traceback" not in result.output
        assert problem in " ".join(result.output.split())


def test_load_command_shows_a_good_save(tmp_path, saved: str) -> None:
    """Issue 7: `manastack load` of a real saved game shows the turn and who decides, exit status 0."""
    game = ms.Game.from_json(saved)
    path = tmp_path / "save.json"
    path.write_text(saved, encoding="utf-8")
    result = CliRunner().invoke(main, ["load", str(path)])
    assert result.exit_code == 0, result.output
    assert f"turn {game.state.turn}, {game.state.step}" in result.output
    assert f"decides ({game.decision.kind})" in result.output


def test_round_trip_of_a_good_save_is_byte_identical(saved: str) -> None:
    """Issue 7: the checks refuse nothing that to_json() writes: a real game round-trips exactly."""
    assert ms.Game.from_json(saved).to_json() == saved


VALUES = [None, True, False, -1, 0, 1, 2**70, 1.5, "x", "", [], {}, [1], {"$c": "Option"}, {"$t": [1]},
          {"$d": [[1, 2]]}, {"$c": "Nope"}, "Forest", "Black Lotus", "hand", {"$c": "GameObject"}]


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*path, index))


@pytest.mark.parametrize("block", range(2))
def test_mutated_saves_load_cleanly_or_are_refused(saved: str, block: int) -> None:
    """400.1, 107.1: a saved game with any one value replaced or removed is either refused with
    a GameSetupError or loads and plays on (20 random choices) raising nothing but the
    engine's own errors."""
    base = json.loads(saved)
    paths = [p for p in _paths(base["state"]) if p]
    rng = random.Random(block)
    loaded = 0
    for _ in range(120):
        data = json.loads(saved)
        path = rng.choice(paths)
        parent = data["state"]
        for key in path[:-1]:
            parent = parent[key]
        if rng.random() < 0.2:
            del parent[path[-1]]
        else:
            parent[path[-1]] = rng.choice(VALUES)
        try:
            game = ms.Game.from_json(json.dumps(data))
        except GameSetupError:
            continue
        loaded += 1
        try:
            for _ in range(20):
                if game.over:
                    break
                game.choose(rng.randrange(len(game.decision.options)))
        except ManastackError:
            pass
    assert loaded > 0  # some changes are harmless (a flag, an event); those games play on
