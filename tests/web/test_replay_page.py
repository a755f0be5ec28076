"""The browser's replay page without a browser (issue 19 item 8): GET /api/replay steps a saved
game forwards and back and by turn, from either player's view; each frame is that player's
view and log at that position, as a fresh replay of the save has them, holds no card the
player could not see then, and no position beyond the end of the save can be asked for."""

from __future__ import annotations

import random
import warnings

import pytest
from web_helpers import RED, choose, message_ids, session

from manastack.hidden_info import Secrets, atoms, learn_public_names, looked_at
from manastack.play import EventWriter
from manastack.web.savefile import apply_action, read_save, start_from_setup, write_save

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # Starlette's note about httpx's successor
    from starlette.testclient import TestClient

from manastack.web.server import create_app  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GREEN = ["Forest"] * 14 + ["Grizzly Bears"] * 12


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A finished game (alice by seeded random clicks against the heuristic AI), saved in the
    server's saves folder; the folder and the file's name."""
    folder = tmp_path_factory.mktemp("saves")
    game = session([RED, GREEN], seed=4, level="heuristic")
    rng = random.Random(4)
    for _ in range(600):
        message = game.message(game.seats[0])
        if message["decision"] is None:
            break
        choose(game, 0, rng.randrange(len(message["decision"]["options"])))
    assert game.game.over
    write_save(folder / "finished.json", game.game, game.save_seats())
    return folder, "finished.json"


@pytest.fixture
def client(saved):
    app = create_app(saved[0])
    with TestClient(app) as test_client:
        yield test_client


def frame(client, position: int | str, player: int | str = 0, file: str = "finished.json") -> dict:
    response = client.get("/api/replay", params={"file": file, "position": position, "player": player})
    assert response.status_code == 200, response.text
    return response.json()


class Fresh:
    """The saved game played again action by action from its setup, independently of the
    replay the server keeps (savefile.start_from_setup, apply_action)."""

    def __init__(self, path) -> None:
        self.save = read_save(path)

    def at(self, position: int):
        game = start_from_setup(self.save.setup)
        game.resume()  # to its first decision: the opening hands are position 0
        for number, action in enumerate(self.save.actions[:position], start=1):
            apply_action(game, action, number)
        return game


def expected_view(game, player: int) -> dict:
    view = game.view(player)
    view.pop("log")
    return view


def test_the_page_steps_forwards_and_back_and_by_turn_from_either_view(client, saved) -> None:
    """Each frame is `game.view(player)` of the game after that many actions, as a fresh
    replay of the save has it (DESIGN.md principle 7); "next" and "previous" go forwards and
    back one step, a turn's position is where that turn begins (500.1), and switching
    players shows the other's hand (402.3), never both."""
    fresh = Fresh(saved[0] / saved[1])
    length = len(fresh.save.actions)
    first = frame(client, 0)
    assert first["position"] == 0 and first["length"] == length and first["step"] == 0
    assert [p["name"] for p in first["players"]] == ["alice", "bob"]
    assert [p["kind"] for p in first["players"]] == ["human", "ai"]
    visited = [first]
    for _ in range(4):  # forwards, one step at a time
        visited.append(frame(client, visited[-1]["next"]))
    positions = [f["position"] for f in visited]
    assert positions == sorted(set(positions)) and positions[-1] > 0
    assert [f["step"] for f in visited] == list(range(5))
    back = frame(client, visited[-1]["previous"])
    assert back["position"] == visited[-2]["position"] and back["view"] == visited[-2]["view"]
    turns = dict(first["turns"])
    third = frame(client, turns[3])
    assert third["view"]["turn"] == 3 and frame(client, turns[3] - 1)["view"]["turn"] == 2
    as_bob = frame(client, turns[3], player=1)
    for shown in (*visited, back, third, as_bob):
        game = fresh.at(shown["position"])
        assert shown["view"] == expected_view(game, shown["player"])
    alice_hand = {o["id"] for o in third["view"]["players"][0]["hand"]}
    bob_hand = {o["id"] for o in as_bob["view"]["players"][1]["hand"]}
    assert alice_hand and bob_hand and "hand" not in third["view"]["players"][1]
    assert "hand" not in as_bob["view"]["players"][0]
    last = frame(client, length, player=1)
    assert last["next"] == length and last["result"]["headline"] in ("alice wins.", "bob wins.")
    game = fresh.at(length)
    writer = EventWriter(game, 1)
    writer.learn_view(game.view(1))
    assert last["log"]["lines"] == writer.lines(game.events_for(1))  # bob's whole log, as he saw it
    assert last["log"]["lines"][last["log"]["new_from"] :]  # what the last step did is marked new


def test_no_frame_for_alice_holds_a_card_of_bob_s_hand_or_library(client, saved) -> None:
    """400.2, 401.2, 402.3: at every step of the replay, alice's frame holds no card of bob's
    hand or library, nor of her own library, by id or by name (manastack.hidden_info.Secrets),
    while bob's frames at the same positions do show his hand."""
    fresh = Fresh(saved[0] / saved[1])
    position, checked, bob_secrets_shown = 0, 0, 0
    while True:
        shown = frame(client, position, player=0)
        game = fresh.at(position)
        public: set[str] = set()
        learn_public_names(game.log.since(0), public)
        decision = game.decision
        looking = looked_at(game) if decision is not None and decision.player == 0 else set()
        secrets = Secrets(game, 0, public, looking)
        assert not message_ids(shown) & secrets.ids, f"position {position}"
        assert not secrets.named(atoms(shown)[1]), f"position {position}"
        if message_ids(frame(client, position, player=1)) & secrets.ids:
            bob_secrets_shown += 1  # the check would see bob's hand, were it in alice's frame
        checked += 1
        if shown["next"] == position:
            break
        position = shown["next"]
    assert checked == shown["steps"] + 1 and checked > 20
    assert bob_secrets_shown > 0


def test_positions_beyond_the_save_and_bad_requests_are_refused(client, saved) -> None:
    """The replay shows the saved game only: no position after its last action (there is no
    future to see), nor before its start; players, files and numbers are checked."""
    length = frame(client, 0)["length"]
    for params, words in (
        ({"position": length + 1}, "beyond the end of the save"),
        ({"position": -1}, "position is a whole number"),
        ({"position": "2.5"}, "position is a whole number"),
        ({"player": 2}, "player is 0 to 1"),
        ({"file": "../finished.json"}, "say which saved game"),
        ({"file": "nothing.json"}, "no saved game 'nothing.json'"),
    ):
        query = {"file": "finished.json", "position": 0, "player": 0, **params}
        response = client.get("/api/replay", params=query)
        assert response.status_code == 400 and words in response.json()["error"], (params, response.text)
    (saved[0] / "broken.json").write_text('{"format": "manastack saved game", "version": 1}')
    broken = client.get("/api/replay", params={"file": "broken.json"})
    assert broken.status_code == 400 and "'setup' must be an object" in broken.json()["error"]
    assert "Traceback" not in broken.text
    (saved[0] / "broken.json").unlink()


def test_the_new_game_page_lists_the_save_and_the_page_has_the_replay_controls(client) -> None:
    """The saved games list offers a replay (the page opens /#replay=FILE)."""
    assert [s["file"] for s in client.get("/api/setup").json()["saves"]] == ["finished.json"]
    script = client.get("/static/app.js").text
    assert "/api/replay?" in script and "openReplay(s.file)" in script
    assert 'id="replay-controls"' in client.get("/").text
