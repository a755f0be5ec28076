"""Saving, resuming and replaying games (issue 19 item 8): the save file, `manastack play
--resume`, the terminal's save command, the browser's save button, `manastack replay`."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner
from web_helpers import RED, choose, drive, lands_first, session

from manastack.cli import main
from manastack.web.replay import Replay
from manastack.web.savefile import SaveFileError, parse_save, read_save, replay_to_end, write_save
from manastack.web.session import GameSession, make_seats


def played(seed: int = 7, choices: int = 40) -> GameSession:
    game = session([RED, RED], seed=seed, level="heuristic")
    rng = random.Random(seed)
    for _ in range(choices):
        message = game.message(game.seats[0])
        if message["decision"] is None:
            break
        choose(game, 0, rng.randrange(len(message["decision"]["options"])))
    return game


def test_a_saved_game_resumes_at_the_same_position(tmp_path) -> None:
    """The save holds the position (Game.to_json) and what replays it: read back, it is the
    same game, and the seats are the same."""
    game = played()
    game.saves = tmp_path
    path = game.save()
    saved = read_save(path)
    assert saved.game.to_json() == game.game.to_json()
    assert saved.seats == [{"kind": "human"}, {"kind": "ai", "level": "heuristic"}]
    assert saved.actions == game.game.actions and len(saved.actions) > 40
    resumed = GameSession(saved.game, make_seats(saved.game, saved.seats))
    assert resumed.message(resumed.seats[0])["view"] == game.message(game.seats[0])["view"]
    assert resumed.message(resumed.seats[0])["log"]["lines"] == game.message(game.seats[0])["log"]["lines"]


def test_replaying_the_recorded_actions_reaches_the_saved_position(tmp_path) -> None:
    """DESIGN.md principle 7: the same seed and the same choices give the same game, byte for
    byte, including the choices made after a rewind (601.2, 733.1: a cancelled spell leaves
    no action behind)."""
    game = session([RED, RED], seed=3, level="heuristic")
    before = drive(
        game,
        0,
        lands_first,
        lambda m: (
            m["decision"] is not None
            and any(o["label"].startswith("cast Shock") for o in m["decision"]["options"])
        ),
    )
    shock = next(o["i"] for o in before["decision"]["options"] if o["label"].startswith("cast Shock"))
    choose(game, 0, shock)
    game.act(game.seats[0], {"type": "cancel"})
    drive(
        game,
        0,
        lands_first,
        lambda m: len(game.game.actions) > len(before["decision"]["options"]) + 30 or m["decision"] is None,
    )
    path = write_save(tmp_path / "game.json", game.game, game.save_seats())
    assert replay_to_end(read_save(path)).to_json() == game.game.to_json()


def test_a_save_whose_actions_were_edited_is_refused_by_replay(tmp_path) -> None:
    game = played(seed=9)
    path = write_save(tmp_path / "game.json", game.game, game.save_seats())
    data = json.loads(path.read_text())
    data["actions"][-3] = (data["actions"][-3] + 1) % 2
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="don't lead to the saved position|can't be replayed"):
        replay_to_end(read_save(path))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not valid JSON"),
        ('{"state": {}, "events": []}', "bare Game.to_json()"),
        ('{"format": "something else"}', "not a manastack saved game"),
        ('{"format": "manastack saved game", "version": 99}', "version 99"),
        ("[1, 2]", "not a manastack saved game"),
    ],
)
def test_files_that_are_not_saves_are_refused_with_the_reason(text, words) -> None:
    with pytest.raises(SaveFileError, match=words):
        parse_save(text)


def test_damaged_parts_of_a_save_are_named(tmp_path) -> None:
    game = played(seed=2, choices=5)
    good = json.loads(
        json.dumps(
            {
                "format": "manastack saved game",
                "version": 1,
                "setup": game.game.setup,
                "seats": game.save_seats(),
                "actions": game.game.actions,
                "game": json.loads(game.game.to_json()),
            }
        )
    )
    assert parse_save(json.dumps(good)).game.to_json() == game.game.to_json()
    for key, value, words in (
        ("actions", [0, "x"], "action 2"),
        ("seats", [{"kind": "robot"}] * 2, "kind must be"),
        ("seats", [{"kind": "ai", "level": "\x1b[2J"}] * 2, "names its level"),
        ("game", {"state": {}, "events": []}, "refused"),
        ("setup", {"decks": []}, "exactly the keys"),
    ):
        with pytest.raises(SaveFileError, match=words):
            parse_save(json.dumps({**good, key: value}))
    seed = dict(good["setup"], seed=str(2**256))
    with pytest.raises(SaveFileError, match="seed"):
        parse_save(json.dumps({**good, "setup": seed}))


def test_the_terminal_saves_with_a_command_and_resumes_with_play_resume(tmp_path) -> None:
    """`save FILE` in `manastack play`, then `manastack play --resume FILE`: the game goes on
    where it was (the same hand), and can be conceded (104.3a)."""
    path = tmp_path / "terminal.json"
    runner = CliRunner()
    first = runner.invoke(
        main, ["play", "red-aggro", "--vs", "green-stompy", "--seed", "5"], input=f"1\n1\nsave {path}\nq\n"
    )
    assert first.exit_code == 0, first.output
    assert f"savedto{path}" in "".join(first.output.split())  # the console may wrap a long path anywhere
    saved = read_save(path)
    hand = [saved.game.chars(o).name for o in saved.game.state.players[0].hand]
    resumed = runner.invoke(main, ["play", "--resume", str(path)], input="concede\n")
    assert resumed.exit_code == 0, resumed.output
    assert "Resuming alice vs bob (heuristic AI)" in resumed.output
    assert f"Your hand ({len(hand)}): " + ", ".join(hand[:2]) in resumed.output.replace("\n", " ")
    assert "alice concedes" in resumed.output and "You lose: bob wins." in resumed.output


def test_play_resume_refuses_what_it_can_t_resume(tmp_path) -> None:
    runner = CliRunner()
    missing = runner.invoke(main, ["play", "--resume", str(tmp_path / "nothing.json")])
    assert missing.exit_code == 2 and "can't read the file" in missing.output
    both = runner.invoke(main, ["play", "red-aggro", "--resume", str(tmp_path / "x.json")])
    assert both.exit_code == 2 and "give no DECK" in both.output
    neither = runner.invoke(main, ["play"])
    assert neither.exit_code == 2 and "--resume FILE" in neither.output
    humans = session([RED, RED], seed=1, opponent="human")
    path = write_save(tmp_path / "two.json", humans.game, humans.save_seats())
    refused = runner.invoke(main, ["play", "--resume", str(path)])
    assert (
        refused.exit_code == 2 and "2 human players" in refused.output and "Traceback" not in refused.output
    )


def test_replay_steps_forwards_and_back_from_either_player_s_view(tmp_path) -> None:
    """`manastack replay`: the steps go forwards and back, the view switches players (402.3:
    each sees their own hand, and not the other's), and `end` shows the last position."""
    game = played(seed=4, choices=400)
    assert game.game.over
    path = write_save(tmp_path / "done.json", game.game, game.save_seats())
    replay = Replay(read_save(path))
    assert replay.steps[0] == 0 and replay.steps[-1] == replay.length
    opening = replay.at(replay.turn_starts[1])
    alice_hand = [opening.chars(o).name for o in opening.state.players[0].hand]
    bob_hand = [opening.chars(o).name for o in opening.state.players[1].hand]
    assert replay.at(replay.length).to_json() == game.game.to_json()
    position = replay.next_step(replay.turn_starts[1])
    assert replay.previous_step(position) < position
    runner = CliRunner()
    result = runner.invoke(main, ["replay", str(path)], input="t 1\nv\nb\nend\nq\n")
    assert result.exit_code == 0, result.output
    screens = result.output.split("replay> ")
    at_turn_one, as_bob, back, last = screens[1], screens[2], screens[3], screens[4]
    flat = " ".join(at_turn_one.split())
    assert "seen by alice" in at_turn_one and ", ".join(alice_hand[:3]) in flat
    assert "seen by bob" in as_bob and ", ".join(bob_hand[:3]) in " ".join(as_bob.split())
    assert ", ".join(alice_hand[:3]) not in " ".join(as_bob.split()).split("Your hand")[1]
    assert f"position {replay.previous_step(replay.turn_starts[1])}/{replay.length}" in back
    assert f"position {replay.length}/{replay.length}" in last and "game over" in last
    bad = runner.invoke(main, ["replay", str(path), "--player", "5"])
    assert bad.exit_code == 2 and "no player 5" in bad.output


def test_the_browser_s_save_button_writes_on_the_server_and_resumes_there(tmp_path) -> None:
    """The save button writes the game to the server's saves folder (never to the browser:
    the file holds every hidden card); the new-game page lists it and resumes it."""
    pytest.importorskip("starlette")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient

    from manastack.web.server import create_app

    app = create_app(tmp_path)
    client = TestClient(app)
    answer = client.post(
        "/api/games",
        json={"deck": {"bundled": "red-aggro"}, "opponent_deck": {"bundled": "white-weenie"}, "seed": "12"},
    ).json()
    with client.websocket_connect(f"/ws?game={answer['game']}&token={answer['token']}") as ws:
        message = json.loads(ws.receive_text())
        ws.send_text(json.dumps({"type": "choose", "option": 0, "seq": message["decision"]["seq"]}))
        message = json.loads(ws.receive_text())
        ws.send_text(json.dumps({"type": "save"}))
        assert json.loads(ws.receive_text())["type"] == "state"
        saved = json.loads(ws.receive_text())
    assert saved["type"] == "saved" and "state" not in saved and (tmp_path / saved["file"]).is_file()
    listed = client.get("/api/setup").json()["saves"]
    assert [s["file"] for s in listed] == [saved["file"]] and listed[0]["players"] == ["alice", "bob"]
    for bad in ("../x.json", "/etc/passwd", "nothing.json", 5):
        assert client.post("/api/saves/resume", json={"file": bad}).status_code == 400
    again = client.post("/api/saves/resume", json={"file": saved["file"]}).json()
    with client.websocket_connect(f"/ws?game={again['game']}&token={again['token']}") as ws:
        resumed = json.loads(ws.receive_text())
    assert resumed["view"] == message["view"] and resumed["decision"] == message["decision"]
