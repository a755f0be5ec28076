"""Restoring a game from `Game.to_json()`, with checks that name what is wrong.

A saved game is data from outside: it may be truncated, hand-edited or hostile.  Before it
becomes a Game, every field must have its declared type (an integer is never a bool or a
float), every object must be in exactly one zone and be the card it names, every count must
be a whole number that is not negative, and every reference (players, pending procedures,
ids) must point at something that exists.  Any problem is a GameSetupError naming it.
"""

from __future__ import annotations

import dataclasses
import json
import re
from itertools import accumulate

from manastack.cards.registry import LegacyError, UnsupportedCardError, card_def
from manastack.engine import codec
from manastack.engine import state as state_module
from manastack.engine.decision import Decision, GameSetupError, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    MANA_TYPES,
    STACK,
    ZONES,
    GameState,
)

MAX_PLAYERS = 64
MAX_MANA = 1_000_000  # of one type in a pool: paying costs looks at each mana
MAX_COUNT = 10**12  # counters, poison: larger is not a game of Magic
MAX_NAME = 200
MAX_DEPTH = 100  # nesting of the JSON itself

_EXTRA = {"lki": dict, "return_on_leave": dict, "adventure_exiled": list, "mana_triggers": list, "once_each_turn": list}
_TYPES = {"str": (str,), "int": (int,), "bool": (bool,), "list": (list,), "dict": (dict,), "tuple": (tuple,),
          "None": (type(None),), "Combat": (state_module.Combat,)}


def load(cls, text: str):
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise GameSetupError(f"saved game is not UTF-8 text: {err}") from None
    if not isinstance(text, str):
        raise GameSetupError(f"a saved game is JSON text, not {type(text).__name__}")
    _check_nesting(text)
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (json.JSONDecodeError, ValueError, RecursionError) as err:
        raise GameSetupError(f"saved game is not valid JSON (truncated or damaged?): {err}") from None
    if not isinstance(data, dict) or "state" not in data or "events" not in data:
        raise GameSetupError("saved game must be an object with 'state' and 'events'")
    unknown = set(data) - {"state", "events"}
    if unknown:
        raise GameSetupError(f"saved game has unknown key(s): {', '.join(sorted(map(str, unknown)))}")
    try:
        state = codec.decode(data["state"])
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as err:
        raise GameSetupError(f"saved game state is malformed: {err}") from None
    if not isinstance(state, GameState):
        raise GameSetupError("saved game 'state' is not a game state")
    events = data["events"]
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        raise GameSetupError("saved game 'events' must be a list of event objects")
    validate(state)
    return cls(state, EventLog(items=list(events)))


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def _check_nesting(text: str) -> None:
    """Refuse JSON nested deeper than MAX_DEPTH before parsing it (the parser and the decoder
    recurse)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    depth = max(accumulate(1 if c in "[{" else -1 for c in brackets), default=0)
    if depth > MAX_DEPTH:
        raise GameSetupError(f"saved game is nested more than {MAX_DEPTH} levels deep")


def _types_problem(value, where: str) -> str | None:
    """The first field of `value` (a state dataclass) whose value is not of its declared type."""
    for name, annotation, allowed in _field_types(type(value)):
        v = getattr(value, name)
        if isinstance(v, bool) and bool not in allowed:
            return f"{where}.{name} must be {annotation}, not {v!r}"
        if not isinstance(v, allowed):
            return f"{where}.{name} must be {annotation}, not {type(v).__name__} {_shown(v)}"
    return None


_FIELD_TYPES: dict[type, list] = {}


def _field_types(cls: type) -> list:
    found = _FIELD_TYPES.get(cls)
    if found is None:
        found = _FIELD_TYPES[cls] = [
            (f.name, f.type, tuple(t for name in f.type.split("|") for t in _TYPES[name.strip()]))
            for f in dataclasses.fields(cls) if f.type not in ("Any", "object")]
    return found


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _require(condition: bool, problem: str) -> None:
    if not condition:
        raise GameSetupError(problem)


def _is_int(value, low: int | None = None, high: int | None = None) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool) and (low is None or value >= low)
            and (high is None or value <= high))


def validate(state: GameState) -> None:
    """Every object in exactly one zone, known cards, sane counts, references that exist (the
    hostile-input rules)."""
    _require(_types_problem(state, "state") is None, str(_types_problem(state, "state")))
    from manastack.engine.agenda import PROCEDURES
    from manastack.engine.turn import STEPS

    players = state.players
    _require(2 <= len(players) <= MAX_PLAYERS, f"a saved game has 2 to {MAX_PLAYERS} players, not {len(players)}")
    names = set()
    for i, p in enumerate(players):
        _require(isinstance(p, state_module.Player), f"player {i} is not a player but {_shown(p)}")
        problem = _types_problem(p, f"player {i}")
        _require(problem is None, str(problem))
        _require(p.index == i, f"player {i} says it is player {p.index}")
        _require(0 < len(p.name) <= MAX_NAME and p.name not in names, f"player {i}'s name {_shown(p.name)} is empty, too long or used twice")
        names.add(p.name)
        _require(_is_int(p.poison, 0, MAX_COUNT), f"player {i}'s poison must be a whole number >= 0, not {p.poison!r}")
        for kind, amount in p.mana_pool.items():
            _require(kind in MANA_TYPES, f"player {i}'s mana pool has {_shown(kind)}, which is not a mana type")
            _require(_is_int(amount, 0, MAX_MANA), f"player {i}'s mana pool has {amount!r} {kind}: not a whole number from 0 to {MAX_MANA}")
    n = len(players)

    def is_player(value, optional: bool = False) -> bool:
        return (optional and value is None) or _is_int(value, 0, n - 1)

    _require(is_player(state.active), f"the active player {state.active!r} is not a player")
    _require(is_player(state.priority, optional=True), f"the player with priority {state.priority!r} is not a player")
    _require(is_player(state.starting_player), f"the starting player {state.starting_player!r} is not a player")
    _require(is_player(state.winner, optional=True), f"the winner {state.winner!r} is not a player")
    _require(state.step in STEPS, f"{_shown(state.step)} is not a step")
    _require(_is_int(state.turn, 0, MAX_COUNT), f"the turn must be a whole number >= 0, not {state.turn!r}")
    _require(_is_int(state.rng, 0, (1 << 64) - 1), "the random generator's state must be a whole number from 0 to 2**64 - 1")
    _require(state.max_turns is None or _is_int(state.max_turns, 1), f"max_turns must be a whole number >= 1, not {state.max_turns!r}")

    _check_objects(state, n)

    for i, item in enumerate(state.stack):
        _require(isinstance(item, state_module.StackItem), f"stack item {i} is not a stack item but {_shown(item)}")
        problem = _types_problem(item, f"stack item {i}")
        _require(problem is None, str(problem))
        _require(is_player(item.controller), f"stack item {i}'s controller {item.controller!r} is not a player")
        _require(item.kind in ("spell", "activated", "triggered"), f"stack item {i} has unknown kind {_shown(item.kind)}")
        _require(item.kind != "spell" or item.obj is not None, f"stack item {i} is a spell without a card")
    for what, items, cls in (("continuous effect", state.effects, state_module.ContinuousEffect),
                             ("pending trigger", state.pending_triggers, state_module.PendingTrigger),
                             ("delayed trigger", state.delayed_triggers, state_module.DelayedTrigger)):
        for i, item in enumerate(items):
            _require(isinstance(item, cls), f"{what} {i} is not a {what} but {_shown(item)}")
            problem = _types_problem(item, f"{what} {i}")
            _require(problem is None, str(problem))
            _require(is_player(item.controller), f"{what} {i}'s controller {item.controller!r} is not a player")
    for key, kind in _EXTRA.items():
        _require(key not in state.extra or isinstance(state.extra[key], kind),
                 f"state.extra[{key!r}] must be a {kind.__name__}, not {_shown(state.extra.get(key))}")
    for entry in state.extra.get("adventure_exiled", []):
        _require(isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0], 0) and is_player(entry[1]),
                 f"state.extra['adventure_exiled'] entries must be [object id, player], not {_shown(entry)}")
    if state.combat is not None:
        problem = _types_problem(state.combat, "combat")
        _require(problem is None, str(problem))

    for i, task in enumerate(state.agenda):
        _require(isinstance(task, state_module.Task), f"agenda item {i} is not a procedure but {_shown(task)}")
        problem = _types_problem(task, f"agenda item {i}")
        _require(problem is None, str(problem))
        _require(task.name in PROCEDURES, f"agenda item {i} names an unknown procedure {_shown(task.name)}")
        _require(_is_int(task.stage, 0), f"agenda item {i} has stage {task.stage!r}")
        for answer in task.answers:
            _require(isinstance(answer, Option), f"agenda item {i} has an answer that is not an option: {_shown(answer)}")
    if any(isinstance(t, state_module.Task) and t.name == "priority" for t in state.agenda):
        _require(state.priority is not None, "a priority round is under way but no player has priority")
    decision = state.decision
    if decision is not None:
        _require(isinstance(decision, Decision), f"the pending decision is not a decision but {_shown(decision)}")
        _require(is_player(decision.player), f"the pending decision's player {decision.player!r} is not a player")
        _require(isinstance(decision.kind, str) and isinstance(decision.options, list) and decision.options
                 and all(isinstance(o, Option) and isinstance(o.label, str) and isinstance(o.kind, str) for o in decision.options),
                 "the pending decision must have a kind and a non-empty list of options")
        _require(bool(state.agenda) and not state.over, "a decision is pending but no procedure is waiting for it")
        _require(decision.kind != "priority" or decision.player == state.priority,
                 f"player {decision.player} is asked for priority but player {state.priority} has it")
        _require(decision.kind != "priority" or state.agenda[-1].name == "priority",
                 "a priority decision is pending but the procedure waiting for it is not a priority round")
    if state.over:
        _require(decision is None, "the game is over but a decision is pending")
        _require(state.winner is None or not players[state.winner].lost, "the winner has lost the game")
    else:
        _require(bool(state.agenda) and state.agenda[0].name == "game_loop",
                 "the game is not over but its turns are not under way (the agenda must start with game_loop)")
        _require(state.winner is None, "the game is not over but has a winner")


def _check_objects(state: GameState, n: int) -> None:
    where: dict[int, str] = {}

    def place(oid, zone, owner=None):
        _require(_is_int(oid), f"{zone} lists {_shown(oid)}, which is not an object id")
        if oid in where:
            raise GameSetupError(f"object {oid} is in two zones at once ({where[oid]} and {zone})")
        obj = state.objects.get(oid)
        if obj is None:
            raise GameSetupError(f"{zone} lists object {oid}, which does not exist")
        if owner is not None and isinstance(obj, state_module.GameObject) and obj.owner != owner:
            raise GameSetupError(f"object {oid} ({_shown(obj.card)}) is in {zone} but is owned by player {obj.owner!r}")
        where[oid] = zone

    for p in state.players:
        for zone in (LIBRARY, HAND, GRAVEYARD):
            for oid in getattr(p, zone):
                place(oid, f"player {p.index}'s {zone}", p.index)
    for oid in state.battlefield:
        place(oid, BATTLEFIELD)
    for oid in state.exile:
        place(oid, EXILE)
    for i, item in enumerate(state.stack):
        if isinstance(item, state_module.StackItem) and item.obj is not None:
            place(item.obj, STACK)
        elif not isinstance(item, state_module.StackItem):
            raise GameSetupError(f"stack item {i} is not a stack item but {_shown(item)}")
    top_id = 0
    top_timestamp = 0
    for oid, obj in state.objects.items():
        _require(isinstance(obj, state_module.GameObject), f"object {_shown(oid)} is not a game object but {_shown(obj)}")
        problem = _types_problem(obj, f"object {oid}")
        _require(problem is None, str(problem))
        _require(_is_int(oid, 1) and obj.id == oid, f"object {_shown(oid)} says its id is {obj.id!r}")
        if oid not in where:
            raise GameSetupError(f"object {oid} ({_shown(obj.card)}) is in no zone")
        zone = where[oid]
        _require(obj.zone in ZONES and zone.endswith(obj.zone),
                 f"object {oid} ({_shown(obj.card)}) is in {zone} but says it is in the {_shown(obj.zone)}")
        _require(_is_int(obj.owner, 0, n - 1), f"object {oid}'s owner {obj.owner!r} is not a player")
        _require(_is_int(obj.controller, 0, n - 1), f"object {oid}'s controller {obj.controller!r} is not a player")
        _require(len(obj.card) <= MAX_NAME, f"object {oid} names a card with a {len(obj.card)}-character name")
        try:
            definition = card_def(obj.card, tuple(obj.legacy))
        except (UnsupportedCardError, LegacyError) as err:
            raise GameSetupError(f"object {oid} names an unknown card: {err}") from None
        except (TypeError, ValueError, KeyError) as err:
            raise GameSetupError(f"object {oid} ({_shown(obj.card)}) has bad legacy options {_shown(obj.legacy)}: {err}") from None
        _require(_is_int(obj.face, 0, len(definition.faces) - 1), f"object {oid} ({obj.card}) has no face {obj.face!r}")
        for kind, count in obj.counters.items():
            _require(isinstance(kind, str) and 0 < len(kind) <= MAX_NAME, f"object {oid} ({obj.card}) has counters of kind {_shown(kind)}")
            _require(_is_int(count, 0, MAX_COUNT), f"object {oid} ({obj.card}) has {count!r} {kind} counters: "
                                                   f"not a whole number from 0 to {MAX_COUNT}")
        _require(_is_int(obj.damage, 0, MAX_COUNT), f"object {oid} ({obj.card}) has {obj.damage!r} damage")
        _require(_is_int(obj.uid, 1), f"object {oid} has uid {obj.uid!r}")
        _require(obj.attached_to is None or _is_int(obj.attached_to), f"object {oid} is attached to {obj.attached_to!r}")
        _require(obj.linked_to is None or _is_int(obj.linked_to), f"object {oid} is linked to {obj.linked_to!r}")
        top_id = max(top_id, oid)
        top_timestamp = max(top_timestamp, obj.timestamp)
    for effect in state.effects:
        if isinstance(effect, state_module.ContinuousEffect) and _is_int(effect.timestamp):
            top_timestamp = max(top_timestamp, effect.timestamp)
    _require(_is_int(state.next_id) and state.next_id > top_id,
             f"next_id {state.next_id!r} must be larger than every object id (the largest is {top_id})")
    _require(_is_int(state.next_timestamp) and state.next_timestamp > top_timestamp,
             f"next_timestamp {state.next_timestamp!r} must be later than every object's timestamp ({top_timestamp})")
