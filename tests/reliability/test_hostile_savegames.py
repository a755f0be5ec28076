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
from manastack.engine import savegame
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


def _attach_to_library(data: dict) -> None:
    _first(data, "battlefield")["attached_to"] = data["state"]["players"][0]["library"][0]


def _effect_on_unused_id(data: dict) -> None:
    data["state"]["effects"].append({"$c": "ContinuousEffect", "id": 1, "kind": "modify_pt", "source": None,
                                     "controller": 0, "timestamp": 1, "affected": [10**9]})


def _effect_duration(data: dict) -> None:
    data["state"]["effects"].append({"$c": "ContinuousEffect", "id": 1, "kind": "modify_pt", "source": None,
                                     "controller": 0, "timestamp": 1, "affected": [], "duration": "forever"})


def _answer_below_top(data: dict) -> None:
    data["state"]["agenda"][0]["answers"].append({"$c": "Option", "kind": "pass", "label": "pass priority"})


def _task_player(value):
    def change(data: dict) -> None:
        data["state"]["agenda"][-1]["args"]["player"] = value
    return change


def _event_player(data: dict) -> None:
    next(e for e in data["events"] if "player" in e)["player"] = 5


def _event_number(data: dict) -> None:
    data["events"][3]["n"] = 7


def _lki_missing(data: dict) -> None:
    lki = data["state"]["extra"].setdefault("lki", {"$d": []})
    lki["$d"].append([1, {"name": "Forest", "card": "Forest", "controller": 0}])


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
    # Issue 14 item 4: numbers bounded by what a game can hold.
    "next_id_of_10_to_the_18": (_set_state("next_id", 10**18), "next_id must be a whole number from 1 to"),
    "next_timestamp_of_10_to_the_18": (_set_state("next_timestamp", 10**18), "beyond"),
    "turn_of_10_to_the_13": (_set_state("turn", 10**13), "beyond"),
    "life_of_10_to_the_18": (_set_life(10**18), "beyond"),
    "a_billion_counters": (_set_counters(10**9), "has 1000000000 +1/+1 counters"),
    "x_of_a_billion": (_set_object("x", 10**9), "has X = 1000000000"),
    "passes_beyond_the_players": (_set_state("passes", 10**6), "passes must be a whole number from 0 to 2"),
    "land_plays_of_a_billion": (_set_player("land_plays_allowed", 10**9), "land_plays_allowed must be a whole number"),
    # Issue 14 item 4: semantic validation of every link.
    "attached_to_a_card_in_a_library": (_attach_to_library, "which is not another permanent"),
    "effect_affecting_an_unused_id": (_effect_on_unused_id, "is not an id this game has used"),
    "unknown_effect_duration": (_effect_duration, "unknown duration 'forever'"),
    "answers_in_a_waiting_procedure": (_answer_below_top, "has answers but is not the running procedure"),
    "procedure_argument_names_no_player": (_task_player(9), "agenda item 1.args.player 9 is not a player"),
    "event_names_no_player": (_event_player, ".player 5 is not a player"),
    "event_out_of_order": (_event_number, "must have type and n ="),
    "lki_without_its_characteristics": (_lki_missing, "has no 'types'"),
    "control_characters_in_a_name": (_set_player("name", "eve\x1b[2J"), "has control characters"),
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


@pytest.fixture(scope="module")
def upkeep() -> tuple[dict, int]:
    """A saved game at a priority decision in an upkeep, and a Grizzly Bears in the library of
    the opponent of the player deciding."""
    game = ms.Game.new([bundled("green-stompy"), bundled("green-stompy")], seed=5, max_turns=30)
    rng = random.Random(2)
    while not (game.state.turn >= 3 and game.state.step == "upkeep" and game.decision.kind == "priority"):
        game.choose(rng.randrange(len(game.decision.options)))
    opponent = game.state.players[1 - game.decision.player]
    bears = next(oid for oid in opponent.library if game.state.objects[oid].card == "Grizzly Bears")
    return json.loads(game.to_json()), bears


def _forged_play(bears: int) -> dict:
    return {"$c": "Option", "kind": "play", "label": "play Grizzly Bears", "value": {"$t": [bears, 0, "library"]}}


def test_forged_option_in_a_saved_decision_is_refused(upkeep: tuple[dict, int]) -> None:
    """Issue 14 item 4 (305.1, 401.2): an option added to a save's pending decision, playing the
    opponent's Grizzly Bears from their library in the upkeep, is not taken from the file: the
    engine asks the decision again, and the save is refused as not the decision it asks."""
    data, bears = upkeep
    forged = json.loads(json.dumps(data))
    options = forged["state"]["decision"]["options"]
    (options["$t"] if isinstance(options, dict) else options).append(_forged_play(bears))  # a tuple is {"$t": [...]}
    with pytest.raises(GameSetupError, match="is not the one its procedures ask"):
        ms.Game.from_json(json.dumps(forged))


def test_forged_answer_in_a_saved_procedure_is_refused(upkeep: tuple[dict, int]) -> None:
    """Issue 14 item 4 (117.1, 401.2): an answer recorded in the running procedure of a save is
    checked against the options the engine computes when it asks again: playing the opponent's
    Grizzly Bears from their library is not one of them, so the save is refused."""
    data, bears = upkeep
    forged = json.loads(json.dumps(data))
    forged["state"]["agenda"][-1]["answers"].append(_forged_play(bears))
    forged["state"]["decision"] = None
    with pytest.raises(GameSetupError, match="is not a legal answer to the priority decision"):
        ms.Game.from_json(json.dumps(forged))


def test_recorded_answers_are_replayed_against_the_engines_options() -> None:
    """Issue 14 item 4: a save whose running procedure has answers recorded (mulligans, blocks)
    loads by asking each question again and giving the recorded answer: the same game."""
    game = ms.Game.new([bundled("white-weenie"), bundled("green-stompy")], seed=8, max_turns=20)
    rng = random.Random(3)
    found = 0
    for _ in range(3000):
        if game.over:
            break
        if game.state.agenda[-1].answers:
            found += 1
            text = game.to_json()
            assert ms.Game.from_json(text).to_json() == text
        game.choose(rng.randrange(len(game.decision.options)))
    assert found


def test_fifty_megabyte_name_is_refused_in_bounded_memory(saved: str) -> None:
    """Issue 14 item 4: a player name of millions of characters used to take ~120 bytes of memory
    a character in the nesting check; it is refused, taking memory of the order of the text."""
    import tracemalloc

    data = json.loads(saved)
    data["state"]["players"][0]["name"] = "n" * 2_000_000 + '\\"' * 500_000
    text = json.dumps(data)
    tracemalloc.start()
    try:
        with pytest.raises(GameSetupError, match="too long"):
            ms.Game.from_json(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 6 * len(text), f"{peak} bytes for a {len(text)}-character save"


def test_save_beyond_the_size_caps_is_refused(saved: str) -> None:
    """Issue 14 item 4: a save larger than MAX_SAVE_BYTES, or with more than MAX_JSON_VALUES
    values, is refused before it is parsed."""
    with pytest.raises(GameSetupError, match=f"larger than {savegame.MAX_SAVE_BYTES}"):
        ms.Game.from_json(saved + " " * savegame.MAX_SAVE_BYTES)
    data = json.loads(saved)
    data["state"]["extra"]["once_each_turn"] = [""] * (savegame.MAX_JSON_VALUES + 1)
    with pytest.raises(GameSetupError, match=f"more than {savegame.MAX_JSON_VALUES} JSON values"):
        ms.Game.from_json(json.dumps(data))


def test_player_limit_is_the_same_for_new_and_saved_games() -> None:
    """Issue 14 item 5: a game of MAX_PLAYERS players is created and restored from its own save;
    one more player is refused by Game.new as by the loader."""
    deck = ["Forest"] * 8
    game = ms.Game.new([deck] * savegame.MAX_PLAYERS, seed=1)
    game.choose(0)
    text = game.to_json()
    assert ms.Game.from_json(text).to_json() == text
    with pytest.raises(GameSetupError, match=str(savegame.MAX_PLAYERS)):
        ms.Game.new([deck] * (savegame.MAX_PLAYERS + 1), seed=1)
