"""The browser client's server without a browser: the HTTP API and the WebSocket protocol
(Starlette's test client), illegal option ids, a reconnecting client, two clients, concurrent
games, and what every message of a whole game holds."""

from __future__ import annotations

import json
import random
import warnings

import pytest
from web_helpers import LeakCheck

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # Starlette's note about httpx's successor
    from starlette.testclient import TestClient

from manastack.web.server import create_app  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(tmp_path):
    app = create_app(tmp_path / "saves")
    with TestClient(app) as test_client:
        test_client.hub = app.state.hub
        yield test_client


def new_game(client, **form) -> dict:
    body = {
        "deck": {"bundled": "red-aggro"},
        "opponent_deck": {"bundled": "green-stompy"},
        "seed": "11",
        **form,
    }
    response = client.post("/api/games", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def socket(client, answer: dict):
    return client.websocket_connect(f"/ws?game={answer['game']}&token={answer['token']}")


def receive(ws) -> dict:
    return json.loads(ws.receive_text())


def state(ws) -> dict:
    """The next state message (an error before it fails the test)."""
    message = receive(ws)
    assert message["type"] == "state", message
    return message


def send(ws, **message) -> None:
    ws.send_text(json.dumps(message))


# ---------------------------------------------------------------------------- the page


def test_the_page_its_script_and_the_setup_are_served(client) -> None:
    """`manastack serve`'s page: the HTML, its script and style, and the choices of the new-game form."""
    page = client.get("/")
    assert page.status_code == 200 and '<script src="/static/app.js">' in page.text
    assert "new WebSocket" in client.get("/static/app.js").text
    assert client.get("/static/style.css").status_code == 200
    setup = client.get("/api/setup").json()
    assert {"red-aggro", "green-stompy", "mystery-booster-playtest"} <= {d["name"] for d in setup["decks"]}
    assert {"heuristic", "random"} <= set(setup["levels"]) and setup["default_level"] in setup["levels"]


def test_the_serve_command_says_how_to_use_it() -> None:
    """`manastack serve [--host 127.0.0.1] [--port 8000]` (and where saved games go)."""
    from click.testing import CliRunner

    from manastack.cli import main

    result = CliRunner().invoke(main, ["serve", "--help"])
    assert result.exit_code == 0
    for option in ("--host", "--port", "--saves", "127.0.0.1", "8000"):
        assert option in result.output
    assert CliRunner().invoke(main, ["serve", "--port", "0"]).exit_code == 2  # a port is 1 to 65535


def test_card_text_comes_from_the_card_database_with_every_face(client) -> None:
    """712.1: a double-faced card's text has both faces; a face's name finds its card."""
    card = client.get("/api/card", params={"name": "Insectile Aberration"}).json()
    assert card["name"] == "Delver of Secrets // Insectile Aberration"
    assert [f["name"] for f in card["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    bear = client.get("/api/card", params={"name": "Built Bear"}).json()
    assert "Legacy" in bear["faces"][0]["text"] and bear["playtest"]
    missing = client.get("/api/card", params={"name": "Not A Card"})
    assert missing.status_code == 404 and "Not A Card" in missing.json()["error"]


def test_a_pasted_decklist_s_problems_are_shown_by_line(client) -> None:
    """The new-game form: unknown cards (with the close names they might mean), lines that
    aren't decklist lines, a Forge .dck file, and decks that aren't bundled ones."""
    typo = client.post(
        "/api/games",
        json={"deck": {"text": "20 Mountain\n4 Lightnig Bolt\n"}, "opponent_deck": {"bundled": "red-aggro"}},
    )
    assert typo.status_code == 400
    problems = typo.json()["problems"]
    assert problems["opponent_deck"] == []
    assert len(problems["deck"]) == 1
    assert problems["deck"][0].startswith(
        "line 2: unknown card: 'Lightnig Bolt'; did you mean 'Lightning Bolt'"
    )
    unreadable = client.post(
        "/api/games", json={"deck": {"text": "20 Mountain\nfour Shock\n"}, "opponent_deck": {"text": ""}}
    )
    problems = unreadable.json()["problems"]
    assert problems["deck"] == ["line 2: can't read 'four Shock'; expected 'COUNT CARD NAME'"]
    assert "paste a decklist" in problems["opponent_deck"][0]
    forge = client.post(
        "/api/games",
        json={
            "deck": {"text": "[metadata]\nName=Burn\n[Main]\n20 Mountain|M10\n10 Shock\n"},
            "opponent_deck": {"bundled": "green-stompy"},
            "seed": "3",
        },
    )
    assert forge.status_code == 200
    with socket(client, forge.json()) as ws:
        assert state(ws)["players"][0]["deck"] == "Burn"
    path = client.post(
        "/api/games", json={"deck": {"bundled": "/etc/passwd"}, "opponent_deck": {"bundled": "red-aggro"}}
    )
    assert path.status_code == 400 and "not a bundled deck" in path.json()["problems"]["deck"][0]
    for bad, words in (
        ({"seed": "x1"}, "seed"),
        ({"opponent": {"kind": "ai", "level": "godlike"}}, "unknown AI level"),
        ({"name": "bob"}, "different names"),
        ({"name": "\x1b[31m"}, "printable"),
    ):
        refused = client.post(
            "/api/games",
            json={"deck": {"bundled": "red-aggro"}, "opponent_deck": {"bundled": "red-aggro"}, **bad},
        )
        assert refused.status_code == 400 and words in refused.json()["error"]
    assert client.post("/api/games", content=b"not json").status_code == 400


# ---------------------------------------------------------------------------- illegal answers


def test_illegal_option_ids_and_bad_messages_are_refused_and_change_nothing(client) -> None:
    """733.1: an answer the decision doesn't offer is refused; the game is byte-identical."""
    answer = new_game(client)
    session = client.hub.games[answer["game"]].session
    with socket(client, answer) as ws:
        first = state(ws)
        decision = first["decision"]
        before = session.game.to_json()
        refused = [
            {"type": "choose", "option": len(decision["options"]), "seq": decision["seq"]},
            {"type": "choose", "option": -1, "seq": decision["seq"]},
            {"type": "choose", "option": True, "seq": decision["seq"]},
            {"type": "choose", "option": "0", "seq": decision["seq"]},
            {"type": "choose", "option": 0.0, "seq": decision["seq"]},
            {"type": "choose", "option": 0, "seq": decision["seq"] + 1},  # a decision already answered
            {"type": "choose", "option": 0, "seq": decision["seq"], "until_end_of_turn": "yes"},
            {"type": "cancel"},  # nothing begun
            {"type": "launch missiles"},
            {"type": "settings", "settings": {"stops_mine": ["untap"]}},  # 502.4: nobody gets priority there
            {"type": "settings", "settings": {"volume": 11}},
            ["choose", 0],
        ]
        for message in refused:
            send(ws, **message) if isinstance(message, dict) else ws.send_text(json.dumps(message))
            reply = receive(ws)
            assert reply["type"] == "error", (message, reply)
            assert session.game.to_json() == before, message
        ws.send_text("{not json")
        assert "JSON" in receive(ws)["message"]
        ws.send_text(json.dumps({"type": "choose", "pad": "x" * 20000}))
        assert "at most" in receive(ws)["message"]
        assert session.game.to_json() == before
        send(ws, type="choose", option=0, seq=decision["seq"])
        after = state(ws)
        assert session.game.to_json() != before
        assert after["decision"] is None or after["decision"]["seq"] > decision["seq"]


def test_a_socket_without_a_seat_s_token_is_turned_away(client) -> None:
    answer = new_game(client)
    with client.websocket_connect(f"/ws?game={answer['game']}&token=guess") as ws:
        message = receive(ws)
    assert message["type"] == "error" and message["fatal"]
    with client.websocket_connect(f"/ws?game=nothing&token={answer['token']}") as ws:
        assert receive(ws)["fatal"]


# ---------------------------------------------------------------------------- connections


def test_a_reconnecting_client_gets_the_same_position_and_the_whole_log(client) -> None:
    """A browser that reloads the page is sent its seat's whole log again (reset) and the same
    decision; the game goes on from there."""
    answer = new_game(client, seed="4")
    lines: list[str] = []
    rng = random.Random(4)
    with socket(client, answer) as ws:
        message = state(ws)
        lines += message["log"]["lines"]
        for _ in range(12):
            send(
                ws,
                type="choose",
                option=rng.randrange(len(message["decision"]["options"])),
                seq=message["decision"]["seq"],
            )
            message = state(ws)
            assert message["log"]["from"] == len(lines) and not message["log"]["reset"]
            lines += message["log"]["lines"]
    with socket(client, answer) as ws:
        again = state(ws)
        assert again["log"]["reset"] and again["log"]["from"] == 0
        assert again["log"]["lines"] == lines
        assert again["decision"] == message["decision"] and again["view"] == message["view"]
        send(ws, type="choose", option=0, seq=again["decision"]["seq"])
        assert state(ws)["log"]["from"] == len(lines)


def test_two_humans_each_see_only_their_own_view(client) -> None:
    """400.2, 402.3: a second person joins by the link's code; each browser is sent its own
    view (its own hand, the other's hand size) and both are told of every change."""
    answer = new_game(client, opponent={"kind": "human"}, seed="21")
    assert "join" in answer
    game_id = answer["game"]
    assert client.post(f"/api/games/{game_id}/join", json={"code": "wrong"}).status_code == 403
    joined = client.post(f"/api/games/{game_id}/join", json={"code": answer["join"]})
    assert joined.status_code == 200 and joined.json()["seat"] == 1
    assert (
        "every seat is taken"
        in client.post(f"/api/games/{game_id}/join", json={"code": answer["join"]}).json()["error"]
    )
    session = client.hub.games[game_id].session
    check = LeakCheck(session)
    rng = random.Random(21)
    with socket(client, answer) as first, socket(client, joined.json()) as second:
        sockets = [first, second]
        messages = [state(first), state(second)]
        for turn in range(400):
            for seat, message in enumerate(messages):
                assert message["seat"] == seat and message["view"]["viewer"] == seat
                assert (
                    "hand" in message["view"]["players"][seat]
                    and "hand" not in message["view"]["players"][1 - seat]
                )
                check.check(seat, message)
            if messages[0]["result"]:
                break
            deciding = 0 if messages[0]["decision"] else 1
            other = 1 - deciding
            assert (
                messages[other]["decision"] is None
                and messages[other]["waiting_for"] == ["alice", "bob"][deciding]
            )
            if turn == 0:  # the player who is not deciding can't answer for the other
                send(sockets[other], type="choose", option=0)
                assert "not yours" in receive(sockets[other])["message"]
            decision = messages[deciding]["decision"]
            send(
                sockets[deciding],
                type="choose",
                option=rng.randrange(len(decision["options"])),
                seq=decision["seq"],
            )
            messages = [state(first), state(second)]  # both are told
        assert messages[0]["result"] and messages[1]["result"]
    assert {messages[0]["result"]["headline"], messages[1]["result"]["headline"]} & {
        "You win!",
        "The game is a draw.",
    }
    assert check.checked > 50


def test_concurrent_games_are_independent_and_replay_the_same_alone(client) -> None:
    """Two games played at once, their answers interleaved, end as each would alone (same seed,
    same choices: DESIGN.md principle 7); a token opens only its own game."""
    answers = [new_game(client, seed="31"), new_game(client, seed="32")]
    assert answers[0]["game"] != answers[1]["game"]
    with client.websocket_connect(f"/ws?game={answers[1]['game']}&token={answers[0]['token']}") as ws:
        assert receive(ws)["fatal"]
    picks: list[list[int]] = [[], []]
    rngs = [random.Random(1), random.Random(2)]
    with socket(client, answers[0]) as a, socket(client, answers[1]) as b:
        messages = [state(a), state(b)]
        while not all(m["result"] for m in messages):
            for index, ws in enumerate((a, b)):
                decision = messages[index]["decision"]
                if decision is None:
                    continue
                pick = rngs[index].randrange(len(decision["options"]))
                picks[index].append(pick)
                send(ws, type="choose", option=pick, seq=decision["seq"])
                messages[index] = state(ws)
    finals = [client.hub.games[answer["game"]].session.game.to_json() for answer in answers]
    assert finals[0] != finals[1]
    for index, seed in enumerate(("31", "32")):
        alone = new_game(client, seed=seed)
        with socket(client, alone) as ws:
            message = state(ws)
            for pick in picks[index]:
                send(ws, type="choose", option=pick, seq=message["decision"]["seq"])
                message = state(ws)
        assert client.hub.games[alone["game"]].session.game.to_json() == finals[index]


# ---------------------------------------------------------------------------- hidden information


@pytest.mark.parametrize(
    ("deck", "vs", "seed"),
    [("red-aggro", "green-stompy", "5"), ("mystery-booster-playtest", "white-blue-control", "8")],
)
def test_no_websocket_message_of_a_whole_game_names_a_hidden_card(client, deck, vs, seed) -> None:
    """400.2, 401.2, 402.3: every message a browser gets in a whole game against the AI, at
    every stop (auto-pass off), holds no card of the opponent's hand or library, nor of its
    own library, by id or by name (manastack.hidden_info.Secrets)."""
    answer = new_game(client, deck={"bundled": deck}, opponent_deck={"bundled": vs}, seed=seed)
    session = client.hub.games[answer["game"]].session
    check = LeakCheck(session)
    rng = random.Random(int(seed))
    with socket(client, answer) as ws:
        check.check(0, ws.receive_text())
        send(
            ws,
            type="settings",
            settings={
                "skip_trivial": False,
                "stops_mine": ["upkeep", "main1", "main2", "end"],
                "stops_theirs": ["upkeep", "declare_attackers", "end"],
            },
        )
        texts = 1
        while True:
            text = ws.receive_text()
            texts += 1
            message = json.loads(text)
            assert message["type"] == "state"
            check.check(0, message)
            if message["result"]:
                break
            decision = message["decision"]
            send(ws, type="choose", option=rng.randrange(len(decision["options"])), seq=decision["seq"])
    assert texts > 40 and check.checked == texts
    assert session.game.over


def test_the_client_s_own_fields_hold_only_what_the_seat_sees(client) -> None:
    """What the client adds to the view comes from what the seat sees: the options' objects
    are visible ones, and Built Bear's circled options are shown for visible Built Bears."""
    answer = new_game(
        client,
        deck={"bundled": "mystery-booster-playtest"},
        opponent_deck={"bundled": "mystery-booster-playtest"},
        seed="2",
    )
    session = client.hub.games[answer["game"]].session
    rng = random.Random(2)
    circled_seen = []
    with socket(client, answer) as ws:
        message = state(ws)
        for _ in range(150):
            if message["result"]:
                break
            view = message["view"]
            visible = {o["id"] for o in view["battlefield"]} | {o["id"] for o in view["players"][0]["hand"]}
            visible |= {o["id"] for p in view["players"] for o in p["graveyard"]} | {
                o.get("id") for o in view["exile"]
            }
            visible |= {item["obj"] for item in view["stack"]}  # spells, a counterspell's targets
            assert {int(k) for k in message["circled"]} <= visible
            for key, options in message["circled"].items():
                assert session.game.state.objects[int(key)].card == "Built Bear" and options
                circled_seen.append(tuple(options))
            for entry in message["decision"]["options"]:
                assert set(entry["refs"]) <= visible
            send(
                ws,
                type="choose",
                option=rng.randrange(len(message["decision"]["options"])),
                seq=message["decision"]["seq"],
            )
            message = state(ws)
    assert set(circled_seen) & {("flash", "+1/+1"), ("draw",), ("mana", "vigilance")}
