"""`manastack agent-server`: a game over a JSON-lines protocol on stdin/stdout, for agents in
another process such as language models (docs/env.md, "Agent server").

Each request is one JSON object on one line, {"cmd": NAME, ...}, with an optional "id" that the
reply repeats; each reply is one line, {"ok": true, ...} or {"ok": false, "error": "..."}.
Commands: new_game, get_decision, choose, get_view, get_log, card_text, quit.  The client plays
its seat (or both seats, with "opponent": null); the server's agent plays the other.  A choice
that isn't offered is refused, changes nothing and is counted; the count is in every
decision's reply and in the result when the game ends.  Pure Python: no extra needed."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import IO

from manastack.engine import rng
from manastack.engine.decision import IllegalAction, ManastackError
from manastack.env import text
from manastack.env.options import DEFAULT_MAX_OPTIONS, EnvError, Presenter
from manastack.env.session import DEFAULT_DECKS, DEFAULT_MAX_TURNS, PLAYER_NAMES, Session, load_decks

MAX_LINE = 1_000_000  # bytes of one request line
COMMANDS = ("new_game", "get_decision", "choose", "get_view", "get_log", "card_text", "quit")


class ProtocolError(ManastackError):
    """A request the server can't carry out; its message is the reply's error."""


class AgentServer:
    """The state of one connection: at most one game at a time."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.readers = {seat: text.LogReader() for seat in range(len(PLAYER_NAMES))}
        self.handlers: dict[str, Callable[[dict], dict]] = {
            "new_game": self.new_game,
            "get_decision": self.get_decision,
            "choose": self.choose,
            "get_view": self.get_view,
            "get_log": self.get_log,
            "card_text": self.card_text,
        }

    # ------------------------------------------------------------ one request

    def handle_line(self, line: str) -> dict:
        """The reply to one request line (never raises for bad input)."""
        try:
            request = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as err:
            return {"ok": False, "error": f"a request is one JSON object per line: {err}"}
        if not isinstance(request, dict):
            return {"ok": False, "error": 'a request is a JSON object such as {"cmd": "get_decision"}'}
        reply = self.handle(request)
        if "id" in request:
            reply["id"] = request["id"]
        return reply

    def handle(self, request: dict) -> dict:
        command = request.get("cmd")
        handler = self.handlers.get(command) if isinstance(command, str) else None
        if handler is None:
            return {
                "ok": False,
                "error": f"unknown command {str(command)[:60]!r}; commands: {', '.join(COMMANDS)}",
            }
        try:
            return {"ok": True, **handler(request)}
        except (ManastackError, ValueError) as err:
            return {"ok": False, "error": str(err)}
        except Exception as err:  # noqa: BLE001 - a bug in manastack must not end the connection
            return {
                "ok": False,
                "error": f"internal error (a bug in manastack, please report it): "
                f"{type(err).__name__}: {str(err)[:300]}",
            }

    # ------------------------------------------------------------ commands

    def new_game(self, request: dict) -> dict:
        """{"decks": [deck, deck], "seed": n, "seat": 0|1, "opponent": agent name or null,
        "skip_trivial": bool, "mana": "auto"|"manual", "max_options": n, "max_turns": n}"""
        decks = load_decks(request.get("decks", list(DEFAULT_DECKS)))
        seed = request.get("seed")
        if seed is None:
            seed = rng.new_seed()
        if type(seed) is not int or not 0 <= seed <= rng.MAX_SEED:
            raise ProtocolError(f"seed must be a whole number from 0 to 2**256 - 1, not {seed!r}")
        seat = request.get("seat", 0)
        if seat not in (0, 1) or type(seat) is not int:
            raise ProtocolError(f"seat must be 0 or 1, not {seat!r}")
        opponent = request.get("opponent", "heuristic")
        skip_trivial = request.get("skip_trivial", True)
        if type(skip_trivial) is not bool:
            raise ProtocolError(f"skip_trivial must be true or false, not {skip_trivial!r}")
        max_turns = request.get("max_turns", DEFAULT_MAX_TURNS)
        if max_turns is not None and (type(max_turns) is not int or max_turns < 1):
            raise ProtocolError(f"max_turns must be a whole number >= 1 or null, not {max_turns!r}")
        presenter = Presenter(request.get("mana", "auto"), request.get("max_options", DEFAULT_MAX_OPTIONS))
        if opponent is None:
            seats, agents = (0, 1), {}
        else:
            seats, agents = (seat,), Session.seeded_agents({1 - seat: opponent}, seed)
        self.session = Session.new(
            decks, seed, seats, agents, presenter, skip_trivial, max_turns, PLAYER_NAMES
        )
        self.readers = {seat: text.LogReader() for seat in range(len(PLAYER_NAMES))}
        return {"seed": seed, "seats": sorted(seats), "players": list(PLAYER_NAMES), **self._decision()}

    def get_decision(self, request: dict) -> dict:
        """The pending decision with its numbered options, or the result once the game is over;
        "format": "text" adds the whole text observation (view, new log lines, options)."""
        session = self._session()
        reply = self._decision()
        if request.get("format") == "text":
            seat = session.deciding if session.deciding is not None else min(session.seats)
            reply["text"] = text.render(session.game, seat, session.offer, self.readers[seat])
        return reply

    def choose(self, request: dict) -> dict:
        """{"option": an option's number or its label}: answer the pending decision."""
        session = self._session()
        if session.offer is None:
            raise ProtocolError("the game is over: new_game starts another")
        option = request.get("option")
        if isinstance(option, str):
            labels = [o.label for o in session.offer.options]
            option = labels.index(option) if option in labels else option
        try:
            session.act(option)
        except IllegalAction as err:  # counted by the session; the game is unchanged
            return {"ok": False, "error": str(err), **self._decision()}
        return self._decision()

    def get_view(self, request: dict) -> dict:
        """A seat's view (Game.view): {"player": seat} (default: the deciding seat), "format":
        "json" (default) or "text"."""
        session = self._session()
        player = self._player(request)
        view = session.game.view(player)
        if request.get("format") == "text":
            return {"player": player, "text": text.view_text(view)}
        return {"player": player, "view": view}

    def get_log(self, request: dict) -> dict:
        """A seat's log (Game.events_for): {"player": seat, "since": n}; "format": "text" gives
        sentences instead of events."""
        session = self._session()
        player = self._player(request)
        since = request.get("since", 0)
        events = session.game.events_for(player, since)
        reply = {"player": player, "since": since, "next": since + len(events)}
        if request.get("format") == "text":
            view = session.game.view(player)
            reader = text.LogReader()
            reader.learn(view)
            reply["lines"] = reader.lines(events, [p["name"] for p in view["players"]])
        else:
            reply["events"] = events
        return reply

    def card_text(self, request: dict) -> dict:
        """{"name": a card's name}: its public characteristics and rules text."""
        from manastack.cards.db import UnknownCardError, load_database

        name = request.get("name")
        if not isinstance(name, str):
            raise ProtocolError('card_text needs {"name": a card\'s name}')
        try:
            record = load_database().get(name)
        except UnknownCardError as err:
            raise ProtocolError(str(err)) from None
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
        return {"name": record.name, "faces": faces}

    # ------------------------------------------------------------ helpers

    def _session(self) -> Session:
        if self.session is None:
            raise ProtocolError('no game yet: send {"cmd": "new_game"} first')
        return self.session

    def _player(self, request: dict) -> int:
        session = self._session()
        player = request.get("player")
        if player is None:
            return session.deciding if session.deciding is not None else min(session.seats)
        if player not in session.seats or type(player) is not int:
            raise ProtocolError(f"player must be one of your seats {sorted(session.seats)}, not {player!r}")
        return player

    def _illegal(self) -> dict:
        session = self._session()
        return {str(seat): n for seat, n in sorted(session.illegal.items())}

    def _decision(self) -> dict:
        session = self._session()
        if session.over:
            winner = session.game.winner
            return {
                "over": True,
                "winner": winner,
                "reason": session.end_reason(),
                "result": {str(seat): _result(winner, seat) for seat in sorted(session.seats)},
                "illegal_attempts": self._illegal(),
            }
        offer = session.offer
        assert offer is not None
        decision = offer.decision
        return {
            "over": False,
            "illegal_attempts": self._illegal(),
            "decision": {
                "player": decision.player,
                "kind": decision.kind,
                "prompt": decision.prompt,
                "page": offer.page,
                "pages": offer.pages,
                "options": [
                    {"index": i, "kind": o.kind, "label": o.label} for i, o in enumerate(offer.options)
                ],
            },
        }


def _result(winner: int | None, seat: int) -> str:
    return "draw" if winner is None else ("win" if winner == seat else "loss")


def serve(stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> None:
    """Answer requests line by line until "quit" or the end of input."""
    server = AgentServer()
    for line in iter(lambda: stdin.readline(MAX_LINE + 1), ""):
        if not line.strip():
            continue
        if len(line) > MAX_LINE:
            reply = {"ok": False, "error": f"a request line is at most {MAX_LINE} characters"}
            while line and not line.endswith("\n"):  # skip the rest of the long line
                line = stdin.readline(MAX_LINE + 1)
        else:
            try:
                request = json.loads(line)
            except (json.JSONDecodeError, RecursionError):
                request = None
            if isinstance(request, dict) and request.get("cmd") == "quit":
                stdout.write(
                    json.dumps(
                        {"ok": True, "bye": True, **({"id": request["id"]} if "id" in request else {})}
                    )
                    + "\n"
                )
                stdout.flush()
                return
            reply = server.handle_line(line)
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()


__all__ = ["AgentServer", "EnvError", "serve"]
