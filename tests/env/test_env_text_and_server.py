"""Text mode and the agent server (issue 17 item 5): render() and observation="text" give the
view, the player's log since their last decision and the numbered options; `manastack
agent-server` plays a game over JSON lines, refuses and counts illegal attempts, and reports
them at the end."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import numpy as np
import pytest

from manastack.env import MagicEnv
from manastack.env.server import AgentServer, serve
from manastack.env.text import LogReader


def test_render_and_text_observations_show_the_view_log_and_numbered_options() -> None:
    env = MagicEnv(observation="text", max_turns=10)
    text, _ = env.reset(seed=6)
    assert env.observation_space.contains(text)
    assert "You are player_0." in text and "Your hand:" in text
    offer = env.session.offer
    for number, option in enumerate(offer.options):
        assert f"\n{number}: {option.label}" in text
    assert "Since your last decision:" in text and "the game begins" in text
    rng = np.random.default_rng(6)
    for _ in range(10):
        text, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        assert env.observation_space.contains(text)
        assert not (terminated or truncated)
    rendered = env.render()
    assert isinstance(rendered, str) and "Decision (" in rendered
    assert "Since your last decision" not in rendered  # render() shows the position, not a log
    while not (terminated or truncated):
        text, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
    assert "The game is over" in text and text.endswith("No decision for you now.")


def _run(server: AgentServer, request: dict) -> dict:
    return server.handle_line(json.dumps(request))


def test_a_game_over_the_protocol_to_its_end_with_illegal_attempts_reported() -> None:
    server = AgentServer()
    reply = _run(server, {"cmd": "new_game", "seed": 8, "opponent": "random", "max_turns": 8, "id": "a"})
    assert reply["ok"] and reply["id"] == "a" and reply["seats"] == [0]
    refused = _run(server, {"cmd": "choose", "option": 999})
    assert not refused["ok"] and "not one of" in refused["error"] and refused["illegal_attempts"] == {"0": 1}
    refused = _run(server, {"cmd": "choose", "option": "no such label"})
    assert refused["illegal_attempts"] == {"0": 2}
    rng = np.random.default_rng(8)
    for _ in range(3):
        _run(server, {"cmd": "choose", "option": 0})
    view = _run(server, {"cmd": "get_view"})
    assert view["ok"] and view["view"]["viewer"] == 0 and "hand" in view["view"]["players"][0]
    assert "hand" not in view["view"]["players"][1]  # 402.3: only the viewer's own hand
    log = _run(server, {"cmd": "get_log", "since": 0})
    assert log["next"] == len(log["events"]) > 0
    lines = _run(server, {"cmd": "get_log", "since": 0, "format": "text"})["lines"]
    assert lines and lines[0].startswith("the game begins")
    reply = _run(server, {"cmd": "get_decision"})
    while not reply["over"]:
        options = reply["decision"]["options"]
        pick = options[int(rng.integers(len(options)))]
        reply = _run(
            server, {"cmd": "choose", "option": pick["label"] if pick["index"] % 2 else pick["index"]}
        )
        assert reply["ok"]
    assert reply["illegal_attempts"] == {"0": 2}  # the two refused, none of the labels or numbers chosen
    assert reply["result"]["0"] in ("win", "loss", "draw") and reply["reason"]
    assert not _run(server, {"cmd": "choose", "option": 0})["ok"]


def test_both_seats_can_be_played_by_the_client() -> None:
    server = AgentServer()
    reply = _run(server, {"cmd": "new_game", "seed": 2, "opponent": None, "max_turns": 3})
    assert reply["seats"] == [0, 1]
    players = set()
    while not reply["over"]:
        players.add(reply["decision"]["player"])
        view = _run(server, {"cmd": "get_view", "format": "text"})
        assert f"You are player_{reply['decision']['player']}." in view["text"]
        reply = _run(server, {"cmd": "choose", "option": 0})
    assert players == {0, 1} and set(reply["result"]) == {"0", "1"}


def test_bad_requests_get_an_error_naming_the_problem() -> None:
    server = AgentServer()
    assert "JSON" in server.handle_line("not json")["error"]
    assert "JSON object" in server.handle_line("[1, 2]")["error"]
    assert "commands: new_game" in _run(server, {"cmd": "dance"})["error"]
    assert "new_game" in _run(server, {"cmd": "get_decision"})["error"]
    assert "deck 1" in _run(server, {"cmd": "new_game", "decks": ["no-such-deck", "red-aggro"]})["error"]
    assert "seed" in _run(server, {"cmd": "new_game", "seed": -1})["error"]
    assert "seat" in _run(server, {"cmd": "new_game", "seat": 2})["error"]
    assert "unknown agent" in _run(server, {"cmd": "new_game", "opponent": "grandmaster"})["error"]
    assert "unknown card" in _run(server, {"cmd": "card_text", "name": "Not A Card"})["error"]
    shock = _run(server, {"cmd": "card_text", "name": "Shock"})
    assert shock["faces"][0]["text"] == "Shock deals 2 damage to any target."
    _run(server, {"cmd": "new_game", "seed": 1})
    assert "player must be one of your seats" in _run(server, {"cmd": "get_view", "player": 1})["error"]


def test_serve_answers_line_by_line_until_quit() -> None:
    requests = [
        {"cmd": "new_game", "seed": 3, "id": 1},
        {"cmd": "get_decision", "format": "text", "id": 2},
        {"cmd": "quit", "id": 3},
        {"cmd": "get_decision"},
    ]
    out = io.StringIO()
    serve(io.StringIO("\n".join(json.dumps(r) for r in requests) + "\n"), out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["id"] for r in replies] == [1, 2, 3] and replies[-1]["bye"]
    assert "Answer with an option's number" in replies[1]["text"]


def test_the_agent_server_command_speaks_over_stdin_and_stdout() -> None:
    requests = (
        "\n".join(
            json.dumps(r)
            for r in ({"cmd": "new_game", "seed": 5}, {"cmd": "choose", "option": 0}, {"cmd": "quit"})
        )
        + "\n"
    )
    done = subprocess.run(
        [sys.executable, "-m", "manastack.cli", "agent-server"],
        input=requests,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["ok"] for r in replies] == [True, True, True]
    assert replies[0]["decision"]["kind"] in ("starting_player", "mulligan")  # who chooses is random (103.1)


BLOCK_EXTRAS = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("numpy", "gymnasium", "pettingzoo"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Block())
"""


def test_the_agent_server_needs_no_extra_and_the_environments_say_which() -> None:
    """Without numpy, gymnasium and pettingzoo (the base install), the agent server plays and
    asking for MagicEnv names the [rl] extra."""
    script = (
        BLOCK_EXTRAS
        + """
import io, json
from manastack.env.server import serve
out = io.StringIO()
serve(io.StringIO(json.dumps({"cmd": "new_game", "seed": 1}) + "\\n"), out)
assert json.loads(out.getvalue())["ok"]
import manastack.env
try:
    manastack.env.MagicEnv
except ModuleNotFoundError as err:
    print(err)
"""
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "pip install 'manastack[rl]'" in done.stdout


def test_a_log_reader_reads_one_players_log() -> None:
    """What one player has seen never names things in another player's text: a reader that
    read player 0's log refuses player 1's."""
    env = MagicEnv(max_turns=4)
    env.reset(seed=1)
    reader = LogReader()
    reader.new_lines(env.session.game, 0, ["player_0", "player_1"])
    with pytest.raises(ValueError, match="player 0's log"):
        reader.new_lines(env.session.game, 1, ["player_0", "player_1"])
