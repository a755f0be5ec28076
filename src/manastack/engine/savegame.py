"""Restoring a game from `Game.to_json()`, with checks that name what is wrong.

A saved game is data from outside: it may be truncated, hand-edited or hostile.  Before it
becomes a Game it must fit the size caps below (checked in linear time, before the JSON is
parsed); every field must have its declared type (an integer is never a bool or a float);
every number must be one a game can hold; every object must be in exactly one zone and be the
card it names; and every reference (players, objects, stack items, abilities, procedures) must
point at something that exists.  The pending decision is never taken from the file: the engine
asks it again, and each answer the file records is checked against the options the engine
computes.  Any problem is a GameSetupError naming it (docs/reliability.md, "Trust model").
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Protocol

from manastack.cards import dsl
from manastack.cards.registry import LegacyError, UnsupportedCardError, card_def
from manastack.engine import casting, codec, entering, restricted_mana, rng, triggers
from manastack.engine import state as state_module
from manastack.engine.card_advantage import CARD_ADVANTAGE
from manastack.engine.decision import Decision, GameSetupError, IllegalAction, ManastackError, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.kernel import PROCEDURES, PROGRESS
from manastack.engine.state import (
    BATTLEFIELD,
    CAST_METHODS,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    MANA_TYPES,
    SIDEBOARD,
    STACK,
    ZONES,
    GameState,
    LastKnown,
)
from manastack.engine.steps import STEPS

# Size caps: a save beyond them is refused before it is parsed or built.
MAX_SAVE_BYTES = 64 * 1024 * 1024  # the JSON text (characters of a str)
MAX_JSON_VALUES = 4_000_000  # commas and colons + 1: bounds the memory parsing takes
MAX_DEPTH = 100  # nesting of the JSON itself
MAX_EVENTS = 1_000_000
MAX_OBJECTS = 100_000  # objects in the game at once
MAX_PLAYERS = 64  # Game.new uses the same limit
MAX_NAME = 200  # a player's or a card's name
MAX_TEXT = 10_000  # any other string
MAX_AGENDA = 1_000  # pending procedures
MAX_ANSWERS = 10_000  # answers recorded in the running procedure's stage
# Numbers a game can hold.
MAX_ID = 10_000_000  # objects, stack items and effects ever created (next_id)
MAX_NUMBER = 10**12  # any integer in the state (life, turns, timestamps ...)
MAX_AMOUNT = 10_000  # amounts the engine loops over: counters, X, land plays
MAX_MANA = 1_000_000  # of one type in a pool (scenario positions use the same limit)

_EXTRA = {"lki": dict, "return_on_leave": dict, "adventure_exiled": list, "mana_triggers": list, "once_each_turn": list,
          "leaving_together": list, "regular_damage_done": bool, "static_control": dict, "encoded": list,
          "championed": list, "monstrous": list, "paired": list, "haunting": list,
          "targeted_this_turn": list, "damaged_by": list, "damage_batches": int, "damage_batch": int,
          "attacked_this_turn": list, "additional_phases": dict, "to_graveyard_from_battlefield": list}
_TYPES = {"str": (str,), "int": (int,), "bool": (bool,), "list": (list,), "dict": (dict,), "tuple": (tuple,),
          "None": (type(None),), "Combat": (state_module.Combat,)}
_DURATIONS = ("end_of_turn", "permanent", "source_leaves", "your_next_turn", "end_of_combat", "your_next_upkeep")
# Keys of the plain-data parts (procedures' arguments and data, events, effects' parameters, last
# known information) whose values are references, wherever they appear.
_PLAYER_KEYS = frozenset({"player", "controller", "owner", "active", "chooser", "starting_player", "winner",
                          "by_controller", "source_controller", "defender_player", "anchor", "caster", "payer"})
_ID_KEYS = frozenset({"obj", "source", "item", "new", "attacker", "by_obj", "id", "target_obj", "blocker"})
_ZONE_KEYS = frozenset({"from", "to", "zone", "cast_from"})


def load(text) -> tuple[GameState, EventLog]:
    """The state and log saved by `Game.to_json()`, checked, or a GameSetupError naming what is
    wrong.  `Game.from_json` wraps them, then has `ask_again` check the saved answers."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise GameSetupError(f"saved game is larger than {MAX_SAVE_BYTES} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise GameSetupError(f"saved game is not UTF-8 text: {err}") from None
    if not isinstance(text, str):
        raise GameSetupError(f"a saved game is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        raise GameSetupError(f"saved game is larger than {MAX_SAVE_BYTES} characters")
    _check_size(text)
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (json.JSONDecodeError, ValueError, RecursionError) as err:
        raise GameSetupError(f"saved game is not valid JSON (truncated or damaged?): {err}") from None
    if not isinstance(data, dict) or "state" not in data or "events" not in data:
        raise GameSetupError("saved game must be an object with 'state' and 'events'")
    unknown = set(data) - {"state", "events"}
    if unknown:
        raise GameSetupError(f"saved game has unknown key(s): {', '.join(sorted(map(str, unknown)))}")
    events = data["events"]
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        raise GameSetupError("saved game 'events' must be a list of event objects")
    _require(len(events) <= MAX_EVENTS, f"saved game has {len(events)} events, more than {MAX_EVENTS}")
    try:
        state = codec.decode(data["state"])
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as err:
        raise GameSetupError(f"saved game state is malformed: {err}") from None
    if not isinstance(state, GameState):
        raise GameSetupError("saved game 'state' is not a game state")
    validate(state)
    _check_events(state, events)
    if "lki" in state.extra:  # kept as the engine keeps it (engine/state.py)
        state.extra["lki"] = {oid: LastKnown.of(info) for oid, info in state.extra["lki"].items()}
    return state, EventLog(items=list(events))


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


# A string literal, matched without backtracking (possessive), so memory stays bounded.
_STRINGS = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")


def _check_size(text: str) -> None:
    """Refuse JSON with more than MAX_JSON_VALUES values or nested deeper than MAX_DEPTH before
    parsing it (the parser and the decoder recurse), in linear time and bounded memory.  The
    values are counted from above: commas and colons in strings count too."""
    values = text.count(",") + text.count(":") + 1
    _require(values <= MAX_JSON_VALUES, f"saved game has more than {MAX_JSON_VALUES} JSON values")
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    depth = 0
    for c in brackets:
        depth += 1 if c in "[{" else -1
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
_CHECKED_APART = {(GameState, "rng")}  # the generator's state has its own shape (`_check_rng`)


def _field_types(cls: type) -> list:
    found = _FIELD_TYPES.get(cls)
    if found is None:
        found = _FIELD_TYPES[cls] = [
            (f.name, f.type, tuple(t for name in f.type.split("|") for t in _TYPES[name.strip()]))
            for f in dataclasses.fields(cls) if f.type not in ("Any", "object") and (cls, f.name) not in _CHECKED_APART]
    return found


def _check_types(value, cls: type, where: str) -> None:
    _require(isinstance(value, cls), f"{where} is not a {cls.__name__} but {_shown(value)}")
    problem = _types_problem(value, where)
    _require(problem is None, str(problem))


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _require(condition: bool, problem: str) -> None:
    if not condition:
        raise GameSetupError(problem)


def _is_int(value, low: int | None = None, high: int | None = None) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool) and (low is None or value >= low)
            and (high is None or value <= high))


def _path(at) -> str:
    """The text of a path kept as nested (parent, key) pairs, built only for an error."""
    keys = []
    while isinstance(at, tuple):
        at, key = at
        keys.append(f".{key}" if isinstance(key, str) and key.isidentifier() else f"[{key!r}]")
    return at + "".join(reversed(keys))


def _check_atom(v, kind: type, at) -> None:
    """A whole number within ±MAX_NUMBER, or a string of at most MAX_TEXT characters."""
    if kind is int:
        if not -MAX_NUMBER <= v <= MAX_NUMBER:
            raise GameSetupError(f"{_path(at)} is {_shown(v)}, beyond ±{MAX_NUMBER}")
    elif len(v) > MAX_TEXT:
        raise GameSetupError(f"{_path(at)} is a string of {len(v)} characters, more than {MAX_TEXT}")


def _check_values(value, where: str) -> None:
    """Every number in `value` a whole number within ±MAX_NUMBER (no fractions: the state has
    none), every string at most MAX_TEXT characters, every key a string, number or tuple; no
    other kinds of value.  Iterative: depth costs no recursion."""
    pending = [(value, where)]
    classes = set(codec.CLASSES.values())
    while pending:
        v, at = pending.pop()
        kind = type(v)
        if kind is int or kind is str:
            _check_atom(v, kind, at)
        elif kind is list or kind is tuple:
            pending.extend([(item, (at, i)) for i, item in enumerate(v)])
        elif kind is dict:
            for k, item in v.items():
                if type(k) is not str:
                    if type(k) not in (int, tuple):
                        raise GameSetupError(f"{_path(at)} has a key {_shown(k)}")
                    pending.append((k, (at, "key")))
                pending.append((item, (at, k)))
        elif kind is float:
            raise GameSetupError(f"{_path(at)} must be a whole number, not {v!r}")
        elif kind in classes:
            pending.extend([(getattr(v, name), (at, name)) for name in _slots(kind)])
        elif v is not None and kind is not bool:
            raise GameSetupError(f"{_path(at)} holds {_shown(v)}")


def _slots(cls: type) -> tuple[str, ...]:
    found = _SLOTS.get(cls)
    if found is None:
        found = _SLOTS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return found


_SLOTS: dict[type, tuple[str, ...]] = {}


class _Refs:
    """What references in the state may point at, and the checks of plain data that uses them."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.players = len(state.players)
        self.next_id = state.next_id
        self.cards: set[str] = set()  # names known to name cards

    def player(self, value, where, optional: bool = False) -> None:
        if not ((optional and value is None) or (type(value) is int and 0 <= value < self.players)):
            raise GameSetupError(f"{_path(where)} {_shown(value)} is not a player")

    def old_id(self, value, where, optional: bool = True) -> None:
        """An id the game has handed out: the object may be gone since (400.7, ids aren't reused)."""
        if not ((optional and value is None) or (type(value) is int and 0 < value < self.next_id)):
            raise GameSetupError(f"{_path(where)} {_shown(value)} is not an id this game has used")

    def obj(self, value, where: str) -> None:
        _require(_is_int(value) and value in self.state.objects, f"{where} {_shown(value)} is not an object in the game")

    def target(self, value, where: str) -> None:
        _require(isinstance(value, (tuple, list)) and len(value) == 2 and value[0] in ("obj", "player", "ability"),
                 f"{where} {_shown(value)} is not a target")
        if value[0] == "player":
            self.player(value[1], where)
        else:
            self.old_id(value[1], where, optional=False)

    def targets(self, value, where: str) -> None:
        _require(isinstance(value, list) and all(isinstance(slot, list) for slot in value),
                 f"{where} must be a list of target lists, not {_shown(value)}")
        for slot in value:
            for t in slot:
                self.target(t, where)

    def card(self, value, where) -> None:
        _require(isinstance(value, str) and 0 < len(value) <= MAX_NAME, f"{_path(where)} {_shown(value)} is not a card name")
        if value in self.cards:
            return
        try:
            card_def(value)
        except (UnsupportedCardError, LegacyError, KeyError) as err:
            raise GameSetupError(f"{_path(where)} names an unknown card: {err}") from None
        self.cards.add(value)

    def plain(self, value, where: str, values: bool = False) -> None:
        """References by key in plain data (procedures' arguments, events, parameters); with
        `values`, also what `_check_values` checks, in the same pass."""
        pending = [(value, where)]
        while pending:
            v, at = pending.pop()
            kind = type(v)
            if values and kind is not dict and kind is not list:
                if kind is int or kind is str:
                    _check_atom(v, kind, at)
                elif v is not None and kind is not bool:
                    _check_values(v, at)
            elif kind is dict:
                for k, item in v.items():
                    here = (at, k)
                    ikind = type(item)
                    if k in _PLAYER_KEYS:
                        if ikind is not list:
                            self.player(item, here, optional=True)
                    elif k in _ID_KEYS:
                        if ikind is not list and ikind is not dict:
                            self.old_id(item, here)
                    elif k in _ZONE_KEYS and ikind is str:
                        if item not in ZONES and item != "":
                            raise GameSetupError(f"{_path(here)} {_shown(item)} is not a zone")
                    elif k == "x":
                        if not _is_int(item, 0, MAX_AMOUNT):
                            raise GameSetupError(f"{_path(here)} {_shown(item)} is not an X from 0 to {MAX_AMOUNT}")
                    elif k in ("targets", "orig_targets") and item is not None:
                        self.targets(item, _path(here))
                        continue
                    elif k == "mana" and ikind is list:
                        if not all(m in MANA_TYPES for m in item):
                            raise GameSetupError(f"{_path(here)} {_shown(item)} is not a list of mana types")
                    elif k == "lki" and ikind is dict:
                        self.lki(item, _path(here))
                    elif k in ("card", "printed_card") and ikind is str:
                        self.card(item, here)
                    if values or ikind is dict or ikind is list or ikind is tuple:
                        pending.append((item, here))
            elif kind is list or kind is tuple:
                pending.extend([(item, (at, i)) for i, item in enumerate(v)])
            if values and kind is dict and not all(type(k) is str for k in v):
                raise GameSetupError(f"{_path(at)} has a key that is not a string")

    def lki(self, info: dict, where: str) -> None:
        """Last known information (608.2h): the fields `queries.lki_snapshot` records."""
        for key, kinds in (("name", str), ("types", list), ("subtypes", list), ("supertypes", list), ("colors", list),
                           ("keywords", list)):
            _require(isinstance(info.get(key, [] if kinds is list else ""), kinds),
                     f"{where}['{key}'] must be a {kinds.__name__}, not {_shown(info.get(key))}")
        for key in ("types", "subtypes", "supertypes", "colors", "keywords"):
            _require(all(isinstance(t, str) for t in info.get(key, [])), f"{where}['{key}'] must be a list of strings")
        for key in ("power", "toughness", "mana_value"):
            _require(info.get(key) is None or _is_int(info[key]), f"{where}['{key}'] must be a whole number or null")
        _require(isinstance(info.get("counters", {}), dict)
                 and all(_is_int(n, -MAX_AMOUNT, MAX_AMOUNT) for n in info.get("counters", {}).values()),
                 f"{where}['counters'] must map kinds to counts from -{MAX_AMOUNT} to {MAX_AMOUNT}")
        for key in ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness", "controller"):
            _require(key in info, f"{where} has no '{key}'")
        if "card" in info:
            self.card(info["card"], f"{where}['card']")
            legacy = info.get("legacy", [])
            face = info.get("face", 0)
            try:
                definition = card_def(info["card"], tuple(legacy))
            except (UnsupportedCardError, LegacyError, TypeError, ValueError, KeyError) as err:
                raise GameSetupError(f"{where} has bad legacy options {_shown(legacy)}: {err}") from None
            _require(_is_int(face, 0, len(definition.faces) - 1), f"{where} has no face {_shown(face)}")
        else:
            _require("ability_refs" in info, f"{where} has neither a card nor its abilities")
        refs = info.get("ability_refs")
        if refs is not None:
            _require(isinstance(refs, list), f"{where}['ability_refs'] must be a list")
            for ref in refs:
                _ability(ref, f"{where}['ability_refs']", "any")


def _ability(ref, where: str, kind: str):
    """The ability `ref` refers to (a stack item's, a trigger's, one in last known information),
    or a GameSetupError."""
    _require(isinstance(ref, (tuple, list)) and 0 < len(ref) <= 8, f"{where}: {_shown(ref)} is not an ability reference")
    _require(all(not _is_int(part) or part >= 0 for part in ref), f"{where}: {_shown(ref)} has a negative index")
    ref = tuple(tuple(part) if isinstance(part, list) else part for part in ref)
    try:
        if kind == "activated":
            return casting.ability_for_item(state_module.StackItem(0, "activated", 0, ability=ref))
        return triggers.resolve_ability_ref(ref)
    except (UnsupportedCardError, LegacyError, TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
        raise GameSetupError(f"{where}: {_shown(ref)} is no ability ({type(err).__name__}: {err})") from None


def _spend_restriction(entry: dict, where: str) -> None:
    """106.6: a restricted mana entry names the AddMana node of an ability that restricts its mana."""
    _ability(entry["ability"], where, "any")
    try:
        rule = restricted_mana.restriction(restricted_mana.key_of(entry))
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
        raise GameSetupError(f"{where}: {_shown(entry['path'])} is no place in its ability ({type(err).__name__})") from None
    _require(isinstance(rule, dsl.SpendRestriction), f"{where}: {_shown(entry['path'])} names no spending restriction")


def validate(state: GameState) -> None:
    """Every object in exactly one zone, known cards, numbers a game can hold, references that
    exist (the hostile-input rules)."""
    _check_types(state, GameState, "state")

    players = state.players
    _require(2 <= len(players) <= MAX_PLAYERS, f"a saved game has 2 to {MAX_PLAYERS} players, not {len(players)}")
    for i, p in enumerate(players):
        _check_types(p, state_module.Player, f"player {i}")
    refs = _Refs(state)
    names = set()
    for i, p in enumerate(players):
        _require(p.index == i, f"player {i} says it is player {p.index}")
        _require(0 < len(p.name) <= MAX_NAME and p.name not in names, f"player {i}'s name {_shown(p.name)} is empty, too long or used twice")
        _require(p.name.isprintable(), f"player {i}'s name {_shown(p.name)} has control characters")
        names.add(p.name)
        _require(_is_int(p.poison, 0), f"player {i}'s poison must be a whole number >= 0, not {p.poison!r}")
        _require(_is_int(p.energy, 0), f"player {i}'s energy must be a whole number >= 0, not {p.energy!r}")
        _require(not p.monarch or not any(q.monarch for q in players[:i]), f"player {i} is a second monarch (725.3)")
        for key in ("lands_played", "land_plays_allowed", "mulligans"):
            _require(_is_int(getattr(p, key), 0, MAX_AMOUNT), f"player {i}'s {key} must be a whole number from 0 to {MAX_AMOUNT}")
        for key in ("life_lost_this_turn", "damage_taken_this_turn", "spells_cast_this_turn", "noncreature_spells_this_turn",
                    "spells_cast_last_turn", "cards_drawn_this_turn", "cards_discarded_this_turn",
                    "spells_cast_this_game"):
            _require(_is_int(getattr(p, key), 0), f"player {i}'s {key} must be a whole number >= 0")
        _require(_is_int(p.turn_began_serial, -1, state.turn_serial), f"player {i}'s turn_began_serial is {p.turn_began_serial!r}")
        _require(_is_int(p.previous_turn_serial, -1, max(p.turn_began_serial, -1)),
                 f"player {i}'s previous_turn_serial is {p.previous_turn_serial!r}: not from -1 to their turn_began_serial")
        _require(all(isinstance(types, list) and all(isinstance(t, str) for t in types) for types in p.spell_types_this_turn),
                 f"player {i}'s spell_types_this_turn must be lists of card types")
        _require(all(_is_int(q, 0, len(players) - 1) and q != i for q in p.players_attacked_last_turn)
                 and len(set(p.players_attacked_last_turn)) == len(p.players_attacked_last_turn),
                 f"player {i}'s players_attacked_last_turn must be other players, each once")
        _require(all(isinstance(colors, str) and set(colors) <= set("WUBRG") for colors in p.spell_colors_this_turn),
                 f"player {i}'s spell_colors_this_turn must be texts of color letters")
        _require(all(isinstance(t, str) and ":" in t for t in p.permissions_used),
                 f"player {i}'s used permissions must be texts \"permission:detail\"")
        _require(isinstance(p.restricted_mana, list) and all(
            isinstance(entry, dict) and set(entry) == {"mana", "ability", "path", "until"} and entry["mana"] in MANA_TYPES
            and isinstance(entry["ability"], list) and isinstance(entry["path"], list)
            and entry["until"] in ("step", "end_of_turn") for entry in p.restricted_mana) and len(p.restricted_mana) <= MAX_MANA,
            f"player {i}'s restricted mana must be entries of mana, ability, path and until (106.6)")
        for entry in p.restricted_mana:
            _spend_restriction(entry, f"player {i}'s restricted mana")
        for kind, amount in p.mana_pool.items():
            _require(kind in MANA_TYPES, f"player {i}'s mana pool has {_shown(kind)}, which is not a mana type")
            _require(_is_int(amount, 0, MAX_MANA), f"player {i}'s mana pool has {amount!r} {kind}: not a whole number from 0 to {MAX_MANA}")
    n = len(players)

    refs.player(state.active, "the active player")
    refs.player(state.priority, "the player with priority", optional=True)
    refs.player(state.starting_player, "the starting player")
    refs.player(state.winner, "the winner", optional=True)
    _require(state.step in STEPS, f"{_shown(state.step)} is not a step")
    _require(_is_int(state.turn, 0), f"the turn must be a whole number >= 0, not {state.turn!r}")
    _require(_is_int(state.turn_serial, 0), f"turn_serial must be a whole number >= 0, not {state.turn_serial!r}")
    _require(_is_int(state.passes, 0, n), f"passes must be a whole number from 0 to {n}, not {state.passes!r}")
    _check_rng(state.rng)
    _require(state.max_turns is None or _is_int(state.max_turns, 1), f"max_turns must be a whole number >= 1, not {state.max_turns!r}")
    _require(_is_int(state.next_id, 1, MAX_ID), f"next_id must be a whole number from 1 to {MAX_ID}, not {state.next_id!r}")
    _require(state.phase_rotation is None or isinstance(state.phase_rotation.get("anchor"), int),
             "phase_rotation must name its anchor player")

    _check_objects(state, n)
    _check_stack(state, refs)
    _check_effects(state, refs)
    _check_combat(state, refs)
    _check_extra(state, refs)
    _check_agenda(state, refs, PROCEDURES)
    for f in dataclasses.fields(state):
        if f.name not in ("rng", "decision"):
            _check_values(getattr(state, f.name), f"state.{f.name}")
    if state.over:
        _require(state.winner is None or not players[state.winner].lost, "the winner has lost the game")
    else:
        _require(bool(state.agenda) and state.agenda[0].name == "game_loop",
                 "the game is not over but its turns are not under way (the agenda must start with game_loop)")
        _require(state.winner is None, "the game is not over but has a winner")


def _check_rng(value) -> None:
    """The random generator's state (engine/rng.py)."""
    _require(rng.is_state(value), f"the random generator's state must be [{2 * rng.KEY_BYTES} lowercase hex digits, "
                                  f"a counter from 0 to {rng.MAX_COUNTER}], not {_shown(value)}")


def _check_objects(state: GameState, n: int) -> None:
    where: dict[int, str] = {}
    _require(len(state.objects) <= MAX_OBJECTS, f"a saved game has {len(state.objects)} objects, more than {MAX_OBJECTS}")

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
        for zone in (LIBRARY, HAND, GRAVEYARD, SIDEBOARD):
            for oid in getattr(p, zone):
                place(oid, f"player {p.index}'s {zone}", p.index)
        _require(p.companion is None or p.companion in p.sideboard,  # 702.139a: revealed from outside the game
                 f"player {p.index}'s companion {_shown(p.companion)} is not a card of their sideboard")
    for oid in state.battlefield:
        place(oid, BATTLEFIELD)
    for oid in state.exile:
        place(oid, EXILE)
    for oid in state.command:  # 114.1: emblems
        place(oid, COMMAND)
    for i, item in enumerate(state.stack):
        _check_types(item, state_module.StackItem, f"stack item {i}")
        if item.obj is not None:
            place(item.obj, STACK)
    top_timestamp = 0
    for oid, obj in state.objects.items():
        _check_types(obj, state_module.GameObject, f"object {_shown(oid)}")
        _require(_is_int(oid, 1) and obj.id == oid, f"object {_shown(oid)} says its id is {obj.id!r}")
        _require(oid < state.next_id, f"next_id {state.next_id!r} must be larger than every object id (object {oid})")
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
            _require(_is_int(count, 0, MAX_AMOUNT), f"object {oid} ({obj.card}) has {count!r} {kind} counters: "
                                                    f"not a whole number from 0 to {MAX_AMOUNT}")
        _require(_is_int(obj.damage, 0), f"object {oid} ({obj.card}) has {obj.damage!r} damage")
        _require(_is_int(obj.x, 0, MAX_AMOUNT), f"object {oid} ({obj.card}) has X = {obj.x!r}: not from 0 to {MAX_AMOUNT}")
        _require(_is_int(obj.kicked, 0, MAX_AMOUNT), f"object {oid} ({obj.card}) was kicked {obj.kicked!r} times: "
                                                     f"not from 0 to {MAX_AMOUNT}")
        _require(not obj.rebound or obj.zone == EXILE, f"object {oid} ({obj.card}) waits to rebound but isn't in exile")
        _require(isinstance(obj.chosen, dict) and all(entering.valid_choice(k, v) for k, v in obj.chosen.items()),
                 f"object {oid} ({obj.card}) remembers an impossible choice {_shown(obj.chosen)}")
        _require(obj.cast_with in ("", *state_module.REMEMBERED_ALTERNATIVE_COSTS),
                 f"object {oid} ({obj.card}) was cast with an unknown alternative cost {_shown(obj.cast_with)}")
        _require(_is_int(obj.uid, 1), f"object {oid} has uid {obj.uid!r}")
        _require(_is_int(obj.timestamp, 0) and _is_int(obj.control_since, 0), f"object {oid} has a negative timestamp or turn")
        _require(_is_int(obj.loyalty_activated_turn, -1),
                 f"object {oid} has a turn before the first")
        _require(_is_int(obj.transformed_at, 0, state.next_id),
                 f"object {oid} transformed at {obj.transformed_at!r}: not from 0 to the next id")
        # An object it is attached to may have left since: until the next state-based actions
        # unattach it (704.5m-n), it names an object that no longer exists (a decision in the
        # middle of a resolution, Path to Exile's search after exiling an equipped creature).
        _require(obj.attached_to is None or (
            obj.zone == BATTLEFIELD and obj.attached_to != oid
            and (state.objects[obj.attached_to].zone == BATTLEFIELD if obj.attached_to in state.objects
                 else _is_int(obj.attached_to, 1, state.next_id - 1))),
                 f"object {oid} ({obj.card}) is attached to {obj.attached_to!r}, which is not another permanent")
        _require(obj.linked_to is None or _is_int(obj.linked_to, 1, state.next_id - 1), f"object {oid} is linked to {obj.linked_to!r}")
        top_timestamp = max(top_timestamp, obj.timestamp)
    for effect in state.effects:
        if isinstance(effect, state_module.ContinuousEffect) and _is_int(effect.timestamp):
            top_timestamp = max(top_timestamp, effect.timestamp)
    _require(_is_int(state.next_timestamp) and state.next_timestamp > top_timestamp,
             f"next_timestamp {state.next_timestamp!r} must be later than every object's timestamp ({top_timestamp})")


def _check_stack(state: GameState, refs: _Refs) -> None:
    """405, 113.7a: each spell is its card on the stack; each ability refers to one that exists."""
    ids = set()
    for i, item in enumerate(state.stack):
        where = f"stack item {i}"
        refs.old_id(item.id, f"{where}'s id", optional=False)
        _require(item.id not in ids and item.id not in state.objects, f"{where}'s id {item.id} is used twice")
        ids.add(item.id)
        refs.player(item.controller, f"{where}'s controller")
        _require(item.kind in ("spell", "activated", "triggered"), f"{where} has unknown kind {_shown(item.kind)}")
        refs.old_id(item.source, f"{where}'s source")
        refs.targets(item.targets, f"{where}'s targets")
        _require(_is_int(item.x, 0, MAX_AMOUNT), f"{where} has X = {item.x!r}: not from 0 to {MAX_AMOUNT}")
        _require(item.cast_from in ZONES or item.cast_from == "", f"{where} was cast from {_shown(item.cast_from)}")
        _require(item.cast_method in CAST_METHODS, f"{where} was cast by an unknown method {_shown(item.cast_method)}")
        _require(isinstance(item.observed, dict) and set(item.observed) <= {CARD_ADVANTAGE},
                 f"{where}'s observed data must be an object with only {CARD_ADVANTAGE!r}")
        counts = item.observed.get(CARD_ADVANTAGE, [0] * refs.players)
        _require(isinstance(counts, list) and all(_is_int(c, 0) for c in counts) and len(counts) == refs.players,
                 f"{where}'s observed {CARD_ADVANTAGE} must be a count for each player")
        for what, info in (("event", item.event), ("last known information", item.source_lki)):
            _require(info is None or isinstance(info, dict), f"{where}'s {what} must be an object")
        if item.source_lki is not None:
            refs.lki(item.source_lki, f"{where}'s source_lki")
        refs.plain(item.event, f"{where}.event")
        refs.plain(item.paid, f"{where}.paid")
        if item.kind == "spell":
            _require(item.obj is not None, f"{where} is a spell without a card")
            definition = card_def(state.objects[item.obj].card, tuple(state.objects[item.obj].legacy))
            _require(_is_int(item.face, 0, len(definition.faces) - 1), f"{where} has no face {item.face!r}")
            spell = next((a for a in definition.faces[item.face].abilities if type(a).__name__ == "SpellAbility"), None)
            count = len(spell.modes) if spell is not None else 0
            _require(all(_is_int(m, 0, count - 1) for m in item.modes)
                     and (len(set(item.modes)) == len(item.modes) or getattr(spell, "repeat_modes", False)),
                     f"{where} has modes {_shown(item.modes)} its spell doesn't have")
        else:
            _require(item.obj is None, f"{where} is an ability with a card")
            ability = _ability(item.ability, f"{where}'s ability", item.kind)
            count = len(getattr(ability, "modes", ()))
            _require(all(_is_int(m, 0, count - 1) for m in item.modes) and len(set(item.modes)) == len(item.modes),
                     f"{where} has modes {_shown(item.modes)} its ability doesn't have")


def _check_effects(state: GameState, refs: _Refs) -> None:
    """611.2: continuous effects, and the abilities waiting to trigger or be put on the stack."""
    for i, effect in enumerate(state.effects):
        where = f"continuous effect {i}"
        _check_types(effect, state_module.ContinuousEffect, where)
        refs.old_id(effect.id, f"{where}'s id", optional=False)
        refs.old_id(effect.source, f"{where}'s source")
        refs.player(effect.controller, f"{where}'s controller")
        refs.player(effect.began_turn_of, f"{where}'s turn")
        _require(_is_int(effect.timestamp, 0), f"{where}'s timestamp {effect.timestamp!r}")
        _require(effect.duration in _DURATIONS, f"{where} has unknown duration {_shown(effect.duration)}")
        for oid in effect.affected:
            refs.old_id(oid, f"{where} affects", optional=False)
        refs.plain(effect.params, f"{where}.params")
    for i, trigger in enumerate(state.pending_triggers):
        where = f"pending trigger {i}"
        _check_types(trigger, state_module.PendingTrigger, where)
        refs.player(trigger.controller, f"{where}'s controller")
        refs.old_id(trigger.source, f"{where}'s source")
        _ability(trigger.ability, f"{where}'s ability", "triggered")
        if trigger.source_lki is not None:
            refs.lki(trigger.source_lki, f"{where}'s source_lki")
        refs.plain(trigger.event, f"{where}.event")
    for i, delayed in enumerate(state.delayed_triggers):
        where = f"delayed trigger {i}"
        _check_types(delayed, state_module.DelayedTrigger, where)
        refs.player(delayed.controller, f"{where}'s controller")
        refs.old_id(delayed.source, f"{where}'s source")
        refs.plain(delayed.params, f"{where}.params")


def _check_combat(state: GameState, refs: _Refs) -> None:
    """506-509: attackers and blockers are creatures on the battlefield; blocks name attackers."""
    combat = state.combat
    if combat is None:
        return
    _check_types(combat, state_module.Combat, "combat")
    battlefield = set(state.battlefield)
    for attacker, defender in combat.attackers.items():
        _require(attacker in battlefield, f"combat: attacker {_shown(attacker)} is not on the battlefield")
        refs.target(defender, f"combat: attacker {attacker} attacks")
    # A creature removed from combat (506.4) or gone may still be named by the blocks.
    for blocker, attackers in combat.blockers.items():
        refs.old_id(blocker, "combat: blocker", optional=False)
        _require(isinstance(attackers, list), f"combat: blocker {blocker} blocks {_shown(attackers)}, not a list of attackers")
        for attacker in attackers:
            refs.old_id(attacker, f"combat: blocker {blocker} blocks", optional=False)
    for attacker, blockers in combat.blocked_by.items():
        refs.old_id(attacker, "combat: blocked attacker", optional=False)
        _require(isinstance(blockers, list), f"combat: {attacker}'s blockers {_shown(blockers)} are not a list")
        for blocker in blockers:
            refs.old_id(blocker, f"combat: {attacker} is blocked by", optional=False)
    for what in ("blocked", "first_strike_dealt"):
        for oid in getattr(combat, what):
            refs.old_id(oid, f"combat: {what}", optional=False)


def _check_extra(state: GameState, refs: _Refs) -> None:
    extra = state.extra
    for key, kind in _EXTRA.items():
        _require(key not in extra or isinstance(extra[key], kind),
                 f"state.extra[{key!r}] must be a {kind.__name__}, not {_shown(extra.get(key))}")
    for oid, info in extra.get("lki", {}).items():
        refs.old_id(oid, "state.extra['lki']", optional=False)
        _require(isinstance(info, dict), f"state.extra['lki'][{oid}] must be an object")
        refs.lki(info, f"state.extra['lki'][{oid}]")
    for key, source in extra.get("return_on_leave", {}).items():
        _require(isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 12,
                 f"state.extra['return_on_leave'] has key {_shown(key)}")
        refs.old_id(int(key), "state.extra['return_on_leave']", optional=False)
        refs.old_id(source, "state.extra['return_on_leave']", optional=False)
    for key in ("encoded", "championed", "haunting"):  # 702.99b cipher, 702.72b champion, 702.55b haunt
        for entry in extra.get(key, []):
            _require(isinstance(entry, list) and len(entry) == 2 and all(_is_int(oid) for oid in entry),
                     f"state.extra[{key!r}] entries must be [card id, permanent id], not {_shown(entry)}")
    _require(all(_is_int(oid) for oid in extra.get("monstrous", [])), "state.extra['monstrous'] must list ids")
    for entry in extra.get("paired", []):  # 702.95a (engine/soulbond.py)
        _require(isinstance(entry, list) and len(entry) == 3 and all(_is_int(n) for n in entry),
                 f"state.extra['paired'] entries must be [creature id, creature id, player], not {_shown(entry)}")
    for entry in extra.get("adventure_exiled", []):
        _require(isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0], 0) and _is_int(entry[1], 0, refs.players - 1),
                 f"state.extra['adventure_exiled'] entries must be [object id, player], not {_shown(entry)}")
    for entry in extra.get("mana_triggers", []):
        _require(isinstance(entry, dict) and {"player", "source", "mana"} <= set(entry) and isinstance(entry["mana"], list)
                 and entry["mana"], "state.extra['mana_triggers'] entries must have a player, a source and mana")
    _require(all(isinstance(key, str) for key in extra.get("once_each_turn", [])), "state.extra['once_each_turn'] must list strings")
    _require(all(_is_int(oid) for oid in extra.get("leaving_together", [])), "state.extra['leaving_together'] must list ids")
    for key, held in extra.get("static_control", {}).items():  # engine/control.py
        _require(isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 12
                 and isinstance(held, list) and len(held) == 2 and _is_int(held[0], 0)
                 and _is_int(held[1], 0, refs.players - 1),
                 f"state.extra['static_control'] entries must be aura id: [object id, player], not {_shown(held)}")
    _check_turn_records(extra)
    refs.plain({k: v for k, v in extra.items() if k != "lki"}, "state.extra")


def _check_turn_records(extra: dict) -> None:
    """The triggers' records of this turn (engine/casting.py, engine/damage_events.py): [turn
    serial, ids] and [turn serial, [source, target] pairs]."""
    for key, pairs in (("targeted_this_turn", False), ("damaged_by", True)):
        record = extra.get(key)
        if record is None:
            continue
        _require(len(record) == 2 and _is_int(record[0], 0) and isinstance(record[1], list)
                 and all((isinstance(e, list) and len(e) == 2 and all(_is_int(i) for i in e)) if pairs else _is_int(e)
                         for e in record[1]),
                 f"state.extra[{key!r}] must be [turn serial, {'[source, target] pairs' if pairs else 'ids'}]")


def _check_progress(task: state_module.Task, refs: _Refs, where: str) -> None:
    """A task's progress is of its procedure's Progress class (or {} for one that keeps none),
    each field of its declared type, its references existing; so is a resolution's effect progress."""
    expected = PROGRESS.get(task.name)
    if expected is None:
        _require(task.data == {}, f"{where} ({task.name}) keeps no progress, but has {_shown(task.data)}")
        return
    _check_types(task.data, expected, f"{where}.data")
    fields = {name: getattr(task.data, name) for name in _slots(expected)}
    scratch = fields.get("ctx", {}).get("scratch") if isinstance(fields.get("ctx"), dict) else None
    if scratch is not None:
        _check_types(scratch, state_module.EffectProgress, f"{where}.data.ctx.scratch")
        fields["ctx"] = dict(fields["ctx"], scratch={name: getattr(scratch, name) for name in _slots(type(scratch))})
    refs.plain(fields, f"{where}.data")


def _check_agenda(state: GameState, refs: _Refs, procedures: dict) -> None:
    """The procedures under way: known names, stages, references; only the running one (the top)
    may have answers recorded, and those are checked when the engine asks again (`ask_again`)."""
    _require(len(state.agenda) <= MAX_AGENDA, f"a saved game has {len(state.agenda)} pending procedures, more than {MAX_AGENDA}")
    last = len(state.agenda) - 1
    for i, task in enumerate(state.agenda):
        where = f"agenda item {i}"
        _check_types(task, state_module.Task, where)
        _require(task.name in procedures, f"{where} names an unknown procedure {_shown(task.name)}")
        _require(_is_int(task.stage, 0, 100), f"{where} has stage {task.stage!r}")
        _require(i == last or not task.answers, f"{where} ({task.name}) has answers but is not the running procedure")
        _require(len(task.answers) <= MAX_ANSWERS, f"{where} has more than {MAX_ANSWERS} answers")
        for answer in task.answers:
            _require(isinstance(answer, Option), f"{where} has an answer that is not an option: {_shown(answer)}")
        if task.name == "game_loop":
            _require(i == 0, f"{where} is a second game_loop")
        refs.plain(task.args, f"{where}.args")
        _check_progress(task, refs, where)
    if any(t.name == "priority" for t in state.agenda):
        _require(state.priority is not None, "a priority round is under way but no player has priority")
    decision = state.decision
    if decision is not None:  # asked again on load (`ask_again`); it must at least fit the procedures
        _require(isinstance(decision, Decision), f"the pending decision is not a decision but {_shown(decision)}")
        refs.player(decision.player, "the pending decision's player")
        _require(isinstance(decision.kind, str) and isinstance(decision.prompt, str)
                 and isinstance(decision.options, (list, tuple)) and all(isinstance(o, Option) for o in decision.options),
                 "the pending decision must have a kind, a prompt and a list of options")
        _require(bool(state.agenda) and not state.over, "a decision is pending but no procedure is waiting for it")
        _require(decision.kind != "priority" or decision.player == state.priority,
                 f"player {decision.player} is asked for priority but player {state.priority} has it")
        _require(decision.kind != "priority" or state.agenda[-1].name == "priority",
                 "a priority decision is pending but the procedure waiting for it is not a priority round")


def _check_events(state: GameState, events: list) -> None:
    """Each event numbered by its place in the log, with a type and references that exist."""
    for i, event in enumerate(events):
        if type(event.get("n")) is not int or event["n"] != i or type(event.get("type")) is not str:
            raise GameSetupError(f"event {i} must have type and n = {i}")
    _Refs(state).plain(events, "events", values=True)


class Driven(Protocol):
    """What `ask_again` uses of a game: the Game facade's public loop."""

    state: GameState

    @property
    def decision(self) -> Decision | None: ...

    def choose(self, option: Option) -> None: ...


def ask_again(game: Driven) -> None:
    """Let the engine ask the pending decision again instead of taking it from the file, and
    check each answer the file records for the running procedure against the options the engine
    computes as it asks (a forged option or answer is refused, not played)."""
    state = game.state
    stored = state.decision
    state.decision = None
    if state.over:
        return
    task = state.agenda[-1]
    stage = task.stage
    recorded = task.answers
    task.answers = []
    try:
        given = 0  # recorded answers replayed: chosen, or taken by the engine as the only option
        while given < len(recorded):
            decision = game.decision
            _require(bool(state.agenda) and state.agenda[-1] is task and task.stage == stage,
                     f"the saved answers of {task.name} don't fit its questions: it went on after {given} of {len(recorded)}")
            for taken in task.answers[given:]:
                _require(given < len(recorded) and taken == recorded[given],
                         f"saved answer {given} of {task.name} is not the only option the engine offers, {_shown(taken.label)}")
                given += 1
            if given == len(recorded):
                break
            _require(decision is not None, f"the saved answers of {task.name} go on after the game stops")
            answer = recorded[given]
            try:
                game.choose(answer)
            except IllegalAction:
                raise GameSetupError(f"saved answer {given} of {task.name}, {_shown(answer.label)}, is not a legal "
                                     f"answer to the {decision.kind} decision the engine asks") from None
            given += 1
        asked = game.decision
    except ManastackError as err:
        if isinstance(err, GameSetupError):
            raise
        raise GameSetupError(f"the saved game can't go on: {err}") from None
    except Exception as err:  # noqa: BLE001 - a state the checks above let through but the engine can't run
        raise GameSetupError(f"the saved game can't go on from where it stands ({type(err).__name__}: "
                             f"{_shown(str(err))})") from None
    if stored is not None and (asked is None or (asked.player, asked.kind, list(asked.options), asked.prompt)
                               != (stored.player, stored.kind, list(stored.options), stored.prompt)):
        raise GameSetupError(f"the saved game's pending decision ({_shown(stored.kind)} for player {_shown(stored.player)}) is "
                             f"not the one its procedures ask ({asked.kind + ' for player ' + str(asked.player) if asked else 'none'})")

