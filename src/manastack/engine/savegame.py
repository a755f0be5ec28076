"""Restoring a game from `Game.to_json()`, with checks that name what is wrong."""

from __future__ import annotations

import json

from manastack.cards.registry import UnsupportedCardError, card_def
from manastack.engine import codec
from manastack.engine.decision import GameSetupError
from manastack.engine.eventlog import EventLog
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, GameState


def load(cls, text: str):
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as err:
        raise GameSetupError(f"saved game is not valid JSON: {err}") from None
    if not isinstance(data, dict) or "state" not in data or "events" not in data:
        raise GameSetupError("saved game must be an object with 'state' and 'events'")
    try:
        state = codec.decode(data["state"])
    except (ValueError, TypeError, KeyError) as err:
        raise GameSetupError(f"saved game state is malformed: {err}") from None
    if not isinstance(state, GameState):
        raise GameSetupError("saved game 'state' is not a game state")
    if not isinstance(data["events"], list):
        raise GameSetupError("saved game 'events' must be a list")
    validate(state)
    return cls(state, EventLog(items=list(data["events"])))


def validate(state: GameState) -> None:
    """Every object in exactly one zone, known cards, sane counts (the hostile-input rules)."""
    where: dict[int, str] = {}

    def place(oid, zone):
        if oid in where:
            raise GameSetupError(f"object {oid} is in two zones at once ({where[oid]} and {zone})")
        if oid not in state.objects:
            raise GameSetupError(f"{zone} lists object {oid}, which does not exist")
        where[oid] = zone

    for p in state.players:
        for zone in (LIBRARY, HAND, GRAVEYARD):
            for oid in getattr(p, zone):
                place(oid, f"player {p.index}'s {zone}")
        if not isinstance(p.life, int):
            raise GameSetupError(f"player {p.index}'s life must be an integer")
        if any(not isinstance(v, int) or v < 0 for v in p.mana_pool.values()):
            raise GameSetupError(f"player {p.index}'s mana pool has a negative or non-integer amount")
    for oid in state.battlefield:
        place(oid, BATTLEFIELD)
    for oid in state.exile:
        place(oid, EXILE)
    for item in state.stack:
        if item.obj is not None:
            place(item.obj, STACK)
    for oid, obj in state.objects.items():
        if oid not in where:
            raise GameSetupError(f"object {oid} ({obj.card}) is in no zone")
        try:
            card_def(obj.card, tuple(obj.legacy))
        except UnsupportedCardError as err:
            raise GameSetupError(f"saved game names an unknown card: {err}") from None
        for kind, count in obj.counters.items():
            if not isinstance(count, int) or count < 0:
                raise GameSetupError(f"object {oid} ({obj.card}) has {count!r} {kind} counters")
