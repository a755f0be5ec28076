"""Helpers for the browser client's tests: sessions driven the way a browser drives them."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from manastack.hidden_info import Secrets, atoms, learn_public_names, looked_at
from manastack.web.session import GameSession

LANDS_AND_BEARS = ["Forest"] * 12 + ["Mountain"] * 6 + ["Grizzly Bears"] * 12
RED = ["Mountain"] * 12 + ["Shock"] * 8 + ["Goblin Guide"] * 6
PLAINS = ["Plains"] * 30


def session(decks: list, seed: int = 1, opponent: str = "ai", level: str = "random", **kwargs) -> GameSession:
    seats = [{"kind": "human"}, {"kind": "ai", "level": level} if opponent == "ai" else {"kind": "human"}]
    return GameSession.create(decks, ["alice", "bob"], seats, seed=seed, **kwargs)


def choose(game: GameSession, seat: int, index: int, **extra) -> dict:
    """Answer seat's pending decision with option `index`, as its browser would; the message after."""
    message = game.message(game.seats[seat])
    game.act(
        game.seats[seat], {"type": "choose", "option": index, "seq": message["decision"]["seq"], **extra}
    )
    return game.message(game.seats[seat])


def labels(message: dict) -> list[str]:
    return [o["label"] for o in message["decision"]["options"]] if message["decision"] else []


def option(message: dict, label_start: str) -> int | None:
    """The index of the first option whose label begins with `label_start`."""
    for o in message["decision"]["options"] if message["decision"] else []:
        if o["label"].startswith(label_start):
            return o["i"]
    return None


def drive(
    game: GameSession,
    seat: int,
    pick: Callable[[dict], int],
    until: Callable[[dict], bool],
    limit: int = 3000,
) -> dict:
    """Answer `seat`'s decisions with `pick(message)` until `until(message)` holds; that message."""
    for _ in range(limit):
        message = game.message(game.seats[seat])
        if until(message):
            return message
        if message["decision"] is None:
            raise AssertionError(f"the game ended first: {message['result']}")
        choose(game, seat, pick(message))
    raise AssertionError("the condition never came")


def random_picker(seed: int) -> Callable[[dict], int]:
    rng = random.Random(seed)
    return lambda message: rng.randrange(len(message["decision"]["options"]))


def lands_first(message: dict) -> int:
    """Play a land if one can, else cast something (aimed at the opponent), else the first
    option (pass, keep, no attack)."""
    if message["decision"]["kind"] == "target":
        return next(
            (o["i"] for o in message["decision"]["options"] if o["players"] == [1 - message["seat"]]), 0
        )
    for start in ("play ", "cast "):
        found = option(message, start)
        if found is not None:
            return found
    return 0


def mine(message: dict, name: str) -> list[dict]:
    """The seat's permanents with this name."""
    return [
        o for o in message["view"]["battlefield"] if o["controller"] == message["seat"] and o["name"] == name
    ]


def message_ids(message: dict) -> set[int]:
    """Every object id in a message: the view's and log's id fields (hidden_info.atoms), and the
    ids the client's own fields carry (options' refs and taps, picks, sick marks, circled)."""
    ids = atoms(message)[0]
    decision = message.get("decision") or {}
    for entry in decision.get("options", []):
        ids |= set(entry["refs"]) | set(entry.get("taps", []))
    for pick in message.get("picks", []):
        ids |= set(pick["refs"])
    ids |= set(message.get("sick", [])) | {int(k) for k in message.get("circled", {})}
    return ids


class LeakCheck:
    """Checks messages sent to a seat against what it must not be told at that moment
    (manastack.hidden_info.Secrets: the cards in the opponents' hands and libraries, in its
    own library, exiled face down; by id or by name)."""

    def __init__(self, game: GameSession) -> None:
        self.game = game
        self.public: set[str] = set()
        self.read = 0
        self.checked = 0

    def check(self, seat: int, message: dict | str) -> None:
        if isinstance(message, str):
            message = json.loads(message)
        game = self.game.game
        learn_public_names(game.log.since(self.read), self.public)
        self.read = len(game.log)
        decision = game.decision
        looking = looked_at(game) if decision is not None and decision.player == seat else set()
        secrets = Secrets(game, seat, self.public, looking)
        leaked = message_ids(message) & secrets.ids
        assert not leaked, f"seat {seat} was sent the ids {sorted(leaked)} of hidden cards"
        names = secrets.named(atoms(message)[1])
        assert not names, f"seat {seat} was sent the names of hidden cards {names}"
        self.checked += 1


def counterspell_ready(seed: int = 5) -> tuple[GameSession, dict]:
    """A game between two humans played until bob has Grizzly Bears and, in response, a Shock
    at alice on the stack, and alice can cast Counterspell: the session and alice's message."""
    blue = ["Island"] * 18 + ["Counterspell"] * 12
    gruul = ["Forest"] * 9 + ["Mountain"] * 9 + ["Grizzly Bears"] * 6 + ["Shock"] * 6
    game = session([blue, gruul], seed=seed, opponent="human")
    game.act(game.seats[1], {"type": "settings", "settings": {"pass_own_spells": False}})
    for _ in range(1000):
        seat = game.game.decision.player
        message = game.message(game.seats[seat])
        stack = message["view"]["stack"]
        if seat == 0 and len(stack) == 2 and option(message, "cast Counterspell") is not None:
            return game, message
        pick = option(message, "play ")
        if seat == 1 and message["decision"]["kind"] == "target":  # bob's Shock at alice
            pick = next(o["i"] for o in message["decision"]["options"] if o["players"] == [0])
        elif seat == 1 and pick is None:  # the Bears, then a Shock in response to them
            pick = option(message, "cast Shock" if stack else "cast Grizzly Bears")
        choose(game, seat, 0 if pick is None else pick)
    raise AssertionError("bob never had two spells on the stack with alice able to counter")
