"""`manastack serve`: the browser client's server (Starlette, WebSockets; the [web] extra).

The server is authoritative: it holds every game (`GameSession`), runs the AI, and sends each
browser only its own seat's message (its view, its log, its decision).  A browser answers with
option indexes over its WebSocket; the engine validates them.

HTTP:
    GET  /                      the page (static/index.html; its script and style under /static)
    GET  /api/setup             bundled decks, AI levels, saved games
    POST /api/games             a new game: decks (bundled or pasted), opponent, AI level, seed
    POST /api/games/{id}/join   take the second human seat with the join code of the link
    GET  /api/card?name=NAME    a card's text from the card database (every face)
    POST /api/saves/resume      resume a saved game from the server's saves folder
    GET  /api/replay?file=NAME&position=K&player=P
                                a saved game after its first K actions, as player P saw it
                                (the replay page, /#replay=NAME)
WebSocket:
    /ws?game=ID&token=TOKEN     the seat's messages; it sends {"type": "choose", "option": i,
                                "seq": n}, "cancel", "concede", "settings", "save"
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from manastack.cards.db import UnknownCardError, load_database
from manastack.decks import decklist
from manastack.decks.validation import validate
from manastack.engine import rng
from manastack.engine.decision import ManastackError
from manastack.web.replay_page import ReplayPage
from manastack.web.savefile import SaveFileError, read_save
from manastack.web.session import MAX_NAME, GameSession, SessionError, ai_levels, default_level, make_seats

MAX_BODY = 256 * 1024  # a request (a pasted decklist) larger than this is refused
MAX_MESSAGE = 16 * 1024  # a WebSocket message from a browser
MAX_GAMES = 100  # games kept at once; the oldest finished (or oldest) goes first
MAX_SAVES_LISTED = 30
MAX_REPLAYS = 8  # saved games kept open for the replay page; the least recently used goes first


@dataclass(eq=False)
class Connection:
    """One browser's WebSocket for a seat, and how much of the seat's log it has been sent."""

    socket: WebSocket
    entry: Entry
    seat: object
    epoch: int = -1
    lines_sent: int = 0


@dataclass(eq=False)
class Entry:
    """A game the server holds: the session, a lock for its changes, the open connections."""

    session: GameSession
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    created: float = field(default_factory=time.monotonic)


class Hub:
    """The games the server holds."""

    def __init__(self, saves: Path | None) -> None:
        self.saves = saves
        self.games: dict[str, Entry] = {}
        self.replays: dict[str, tuple[tuple[int, int], ReplayPage]] = {}  # file -> (its stamp, the page)
        self.replay_lock = asyncio.Lock()

    def replay_page(self, path: Path) -> ReplayPage:
        """The replay of a save file, kept while the file is unchanged (replaying takes a while)."""
        status = path.stat()
        stamp = (status.st_mtime_ns, status.st_size)
        kept = self.replays.pop(path.name, None)
        page = kept[1] if kept is not None and kept[0] == stamp else ReplayPage(read_save(path))
        self.replays[path.name] = (stamp, page)  # the most recently used is last
        while len(self.replays) > MAX_REPLAYS:
            del self.replays[next(iter(self.replays))]
        return page

    def add(self, session: GameSession) -> Entry:
        while len(self.games) >= MAX_GAMES:
            finished = [e for e in self.games.values() if e.session.game.over and not e.connections]
            oldest = min(finished or self.games.values(), key=lambda e: e.created)
            del self.games[oldest.session.id]
        entry = self.games[session.id] = Entry(session)
        return entry

    async def send(self, connection: Connection) -> None:
        """Send a connection its seat's message: the log lines it hasn't had (all of them,
        with "reset", after a reconnection or a rewind)."""
        seat = connection.seat
        entry = connection.entry
        fresh = connection.epoch != seat.epoch
        message = entry.session.message(seat, 0 if fresh else connection.lines_sent)
        message["log"]["reset"] = fresh
        connection.epoch = seat.epoch
        connection.lines_sent = len(seat.lines)
        await connection.socket.send_text(json.dumps(message, separators=(",", ":")))

    async def broadcast(self, entry: Entry) -> None:
        for connection in list(entry.connections):
            try:
                await self.send(connection)
            except (WebSocketDisconnect, RuntimeError):
                entry.connections.discard(connection)


def _error(message: str, status: int = 400, **extra) -> JSONResponse:
    return JSONResponse({"error": message, **extra}, status_code=status)


async def _json_body(request: Request) -> dict:
    body = await request.body()
    if len(body) > MAX_BODY:
        raise SessionError(f"the request is larger than {MAX_BODY // 1024} KB")
    try:
        data = json.loads(body or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise SessionError("the request is not JSON") from None
    if not isinstance(data, dict):
        raise SessionError("the request must be a JSON object")
    return data


def load_deck(spec: object) -> tuple[decklist.Deck | None, list[str]]:
    """A deck from the new-game form: {"bundled": NAME} or {"text": DECKLIST} (the Arena/MTGO
    text format or a Forge .dck file), with every problem it has, by line."""
    if not isinstance(spec, dict):
        return None, ["choose a bundled deck or paste a decklist"]
    if "bundled" in spec:
        name = spec["bundled"]
        if name not in decklist.bundled_names():
            return None, [
                f"{str(name)[:60]!r} is not a bundled deck; they are {', '.join(decklist.bundled_names())}"
            ]
        return decklist.load(name), []
    text = spec.get("text")
    if not isinstance(text, str) or not text.strip():
        return None, ['paste a decklist (one "COUNT CARD NAME" a line), or choose a bundled deck']
    try:
        if any(line.strip().lower() in ("[main]", "[metadata]") for line in text.splitlines()):
            deck = decklist.parse_forge(text, "pasted deck")
        else:
            deck = decklist.parse(text, "pasted deck")
    except ManastackError as err:
        return None, [str(err)]
    problems = validate(deck, "casual")
    return (None if problems else deck), [str(p) for p in problems]


def _name(value: object, default: str) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        return default
    if not isinstance(value, str) or len(value.strip()) > MAX_NAME or not value.strip().isprintable():
        raise SessionError(f"a player name is 1 to {MAX_NAME} printable characters")
    return value.strip()


def _seed(value: object) -> int:
    if value is None or value == "":
        return rng.new_seed()
    text = str(value).strip()
    if not text.isdigit() or len(text) > 78 or int(text) > rng.MAX_SEED:
        raise SessionError("the seed is a whole number from 0 to 2**256 - 1 (or empty for a random one)")
    return int(text)


def create_app(saves: Path | None = None) -> Starlette:
    """The server's application; `saves` is the folder the save button writes to."""
    hub = Hub(saves)

    async def index(request: Request) -> Response:
        page = resources.files("manastack.web").joinpath("static", "index.html").read_text(encoding="utf-8")
        return HTMLResponse(page)

    async def setup(request: Request) -> Response:
        decks = [{"name": name, "size": decklist.load(name).size} for name in decklist.bundled_names()]
        return JSONResponse(
            {
                "decks": decks,
                "levels": ai_levels(),
                "default_level": default_level(),
                "saves": _list_saves(hub.saves),
            }
        )

    async def new_game(request: Request) -> Response:
        try:
            form = await _json_body(request)
            names = [_name(form.get("name"), "alice"), _name(form.get("opponent_name"), "bob")]
            if names[0] == names[1]:
                raise SessionError("the two players need different names")
            opponent = form.get("opponent") or {"kind": "ai", "level": default_level()}
            if not isinstance(opponent, dict) or opponent.get("kind") not in ("ai", "human"):
                raise SessionError('the opponent is {"kind": "ai", "level": ...} or {"kind": "human"}')
            seats = [
                {"kind": "human"},
                {"kind": "ai", "level": opponent.get("level", default_level())}
                if opponent["kind"] == "ai"
                else {"kind": "human"},
            ]
            seed = _seed(form.get("seed"))
            max_turns = form.get("max_turns")
            if max_turns is not None and (
                not isinstance(max_turns, int) or isinstance(max_turns, bool) or not 1 <= max_turns <= 1000
            ):
                raise SessionError("max_turns is a whole number of turns from 1 to 1000")
        except SessionError as err:
            return _error(str(err))
        deck, deck_problems = load_deck(form.get("deck"))
        other, other_problems = load_deck(form.get("opponent_deck"))
        if deck is None or other is None:
            return _error(
                "a deck can't be played: see its problems above",
                problems={"deck": deck_problems, "opponent_deck": other_problems},
            )
        try:
            session = GameSession.create(
                [deck, other],
                names,
                seats,
                seed=seed,
                max_turns=max_turns,
                deck_names=[
                    _deck_label(form.get("deck"), deck),
                    _deck_label(form.get("opponent_deck"), other),
                ],
                saves=hub.saves,
            )
        except ManastackError as err:
            return _error(str(err))
        hub.add(session)
        return JSONResponse(_seat_answer(session, session.seats[0]))

    async def join(request: Request) -> Response:
        entry = hub.games.get(request.path_params["game"])
        if entry is None:
            return _error("no such game on this server (it may have ended and been cleared)", 404)
        try:
            form = await _json_body(request)
            async with entry.lock:
                seat = entry.session.join(form.get("code"))
        except SessionError as err:
            return _error(str(err), 403)
        await hub.broadcast(entry)
        return JSONResponse(_seat_answer(entry.session, seat))

    async def card(request: Request) -> Response:
        name = request.query_params.get("name", "")
        if not name or len(name) > 200:
            return _error("say which card: /api/card?name=NAME")
        for database in ("cards.json", "mb2.json"):
            try:
                record = load_database(database).get(name)
            except UnknownCardError:
                continue
            faces = [
                {
                    "name": f.name,
                    "mana_cost": f.mana_cost,
                    "type_line": f.type_line,
                    "text": f.text,
                    "power": f.power,
                    "toughness": f.toughness,
                    "loyalty": f.loyalty,
                }
                for f in record.faces
            ]
            return JSONResponse(
                {"name": record.name, "layout": record.layout, "faces": faces, "playtest": record.playtest},
                headers={"Cache-Control": "max-age=3600"},
            )
        return _error(f"no card named {name[:80]!r} in the card database", 404)

    async def resume(request: Request) -> Response:
        try:
            form = await _json_body(request)
            path = _save_path(hub.saves, form.get("file"))
            saved = read_save(path)
            session = GameSession(saved.game, make_seats(saved.game, saved.seats), hub.saves)
        except (SessionError, SaveFileError) as err:
            return _error(str(err))
        hub.add(session)
        first = next(s for s in session.seats if s.token)
        return JSONResponse(_seat_answer(session, first))

    async def replay(request: Request) -> Response:
        query = request.query_params
        try:
            path = _save_path(hub.saves, query.get("file"))
            async with hub.replay_lock:
                page = await asyncio.to_thread(hub.replay_page, path)
                position, player = page.check(query.get("position", "0"), query.get("player", "0"))
                frame = await asyncio.to_thread(page.frame, position, player)
        except (SessionError, SaveFileError) as err:
            return _error(str(err))
        return JSONResponse(frame)

    async def socket(websocket: WebSocket) -> None:
        entry = hub.games.get(websocket.query_params.get("game", ""))
        seat = entry.session.seat_for(websocket.query_params.get("token")) if entry else None
        await websocket.accept()
        if entry is None or seat is None:
            await websocket.send_text(
                json.dumps(
                    {
                        "type": "error",
                        "fatal": True,
                        "message": "no such game or seat on this server (it may have ended "
                        "and been cleared, or the server restarted)",
                    }
                )
            )
            await websocket.close(code=4404)
            return
        connection = Connection(websocket, entry, seat)
        entry.connections.add(connection)
        try:
            async with entry.lock:
                await hub.send(connection)
            while True:
                text = await websocket.receive_text()
                note = None
                try:
                    if len(text) > MAX_MESSAGE:
                        raise SessionError(f"a message is at most {MAX_MESSAGE} characters")
                    try:
                        message = json.loads(text)
                    except (json.JSONDecodeError, RecursionError):
                        raise SessionError("a message is JSON") from None
                    async with entry.lock:
                        note = await asyncio.to_thread(entry.session.act, seat, message)
                except SessionError as err:
                    await websocket.send_text(json.dumps({"type": "error", "message": str(err)}))
                    continue
                async with entry.lock:
                    await hub.broadcast(entry)
                if note is not None:
                    await websocket.send_text(json.dumps({"type": "saved", "file": note}))
        except WebSocketDisconnect:
            pass
        finally:
            entry.connections.discard(connection)

    routes = [
        Route("/", index),
        Route("/api/setup", setup),
        Route("/api/games", new_game, methods=["POST"]),
        Route("/api/games/{game}/join", join, methods=["POST"]),
        Route("/api/card", card),
        Route("/api/saves/resume", resume, methods=["POST"]),
        Route("/api/replay", replay),
        WebSocketRoute("/ws", socket),
        Mount("/static", StaticFiles(packages=[("manastack.web", "static")]), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.hub = hub
    return app


def _seat_answer(session: GameSession, seat) -> dict:
    answer = {"game": session.id, "token": seat.token, "seat": seat.index}
    if session.open_seat() is not None:
        answer["join"] = session.join_code
    return answer


def _deck_label(spec: object, deck: decklist.Deck) -> str:
    if isinstance(spec, dict) and "bundled" in spec:
        return str(spec["bundled"])
    return deck.name if deck.name and deck.name != "pasted deck" else f"pasted deck ({deck.size} cards)"


def _save_path(saves: Path | None, name: object) -> Path:
    """A save file in the saves folder by its bare name (no other path is accepted)."""
    if saves is None:
        raise SessionError("this server keeps no saved games")
    if (
        not isinstance(name, str)
        or not name.endswith(".json")
        or Path(name).name != name
        or name.startswith(".")
    ):
        raise SessionError("say which saved game: the file name of one in the saves folder")
    path = saves / name
    if not path.is_file():
        raise SessionError(f"there is no saved game {name!r:.80}")
    return path


def _list_saves(saves: Path | None) -> list[dict]:
    """The newest saved games in the saves folder: file, players, turn, whether over."""
    if saves is None or not saves.is_dir():
        return []
    files = sorted(saves.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)[:MAX_SAVES_LISTED]
    found = []
    for path in files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            state = data["game"]["state"]
            found.append(
                {
                    "file": path.name,
                    "players": [str(n) for n in data["setup"]["names"]],
                    "turn": int(state["turn"]),
                    "over": bool(state["over"]),
                }
            )
        except (OSError, ValueError, KeyError, TypeError):
            continue  # not a save file: resuming it would say why
    return found


def serve(host: str = "127.0.0.1", port: int = 8000, saves: Path | None = None) -> None:
    """Run the server until interrupted."""
    import uvicorn

    uvicorn.run(create_app(saves), host=host, port=port, ws_max_size=MAX_MESSAGE * 4, log_level="warning")
