"""The game state as plain data (DESIGN.md principle 2): objects, players, zones (400).

Nothing here refers to a card definition: objects name their card, and the engine looks the
definition up.  Everything is ints, strings, lists, dicts, tuples and the dataclasses below.
"""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, dataclass, field
from dataclasses import fields as dataclass_fields
from operator import attrgetter, countOf
from typing import Any

from manastack.engine import rng as rng_module
from manastack.engine.decision import Decision, Option

LIBRARY = "library"
HAND = "hand"
BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"
STACK = "stack"
EXILE = "exile"
COMMAND = "command"
# 400.11, 400.11a-b: the cards a player owns outside the game (their sideboard).  Not a zone of the
# game: nothing but the effects that bring its cards into the game (and a companion, 702.139a)
# looks at it; its owner may look at it at any time, no other player may.
SIDEBOARD = "sideboard"
ZONES = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND, SIDEBOARD)
PLAYER_ZONES = (LIBRARY, HAND, GRAVEYARD)  # 400.1: each player has their own

COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = ("W", "U", "B", "R", "G", "C")  # 106.1


@dataclass(slots=True)
class GameObject:
    """A card, token or copy in a zone (109).  A new object each time it changes zones (400.7)."""

    id: int
    card: str  # the card (or token) definition's name
    owner: int
    controller: int
    zone: str
    uid: int  # the physical card: kept across zone changes, for "owns the same cards"
    legacy: tuple = ()  # Built Bear's circled options: printed characteristics
    token: bool = False
    face: int = 0  # 0: front face up; 1: back face (MDFC played back face, transformed)
    tapped: bool = False
    counters: dict = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False  # 704.5h
    control_since: int = 0  # 302.6: turn serial when it came under its controller's control
    timestamp: int = 0  # 613.7
    attached_to: int | None = None
    face_down: bool = False
    linked_to: int | None = None  # "exiled with" (607)
    x: int = 0  # 107.3m: the X of the spell it resolved from
    loyalty_activated_turn: int = -1  # 606.3
    was_cast: bool = False
    kicked: int = 0  # 702.33d: times its kicker costs were paid as it was cast (its permanent remembers)
    cast_with: str = ""  # 702.74a, 702.109a: the alternative cost keyword paid for the spell it was
    rebound: bool = False  # 702.88a: exiled by rebound, to be cast at the beginning of its owner's next upkeep
    chosen: dict = field(default_factory=dict)  # 614.12c: what it chose as it entered ({"color": "R"})
    spell_copy: bool = False  # 707.10: a copy of a spell, never cast (704.5e: it ceases to exist off the stack)
    transformed_at: int = 0  # 701.27f: the id serial (GameState.next_id) when it last transformed


# How a spell was cast (StackItem.cast_method): normally, by flashback (702.34), as an Adventure
# (715.3), as the creature from its adventure's exile (715.3d), by madness (702.35), without
# paying its mana cost, by a permission to cast from a graveyard (Muldrotha), for its evoke
# (702.74) or dash (702.109) cost, face down for {3} (702.37c, morph), both halves of a split card
# fused (702.102), a split card's aftermath half from a graveyard (702.127), for its overload
# cost (702.96), by suspend (702.62), retrace (702.81) or jump-start (702.133), for an alternative cost of
# its text (118.9: "you may pay ... rather than pay this spell's mana cost"), or as though it had flash for
# more (601.3c), or as though it had flash when a sorcery couldn't have been cast (307.5a).
CAST_METHODS = ("", "flashback", "adventure", "from_adventure", "madness", "free", "graveyard_permission", "evoke", "dash",
                "morph", "fuse", "aftermath", "overload", "suspend", "retrace", "jump-start", "surge",
                "awaken", "bestow",  # surge 702.117a, awaken 702.113a, bestow 702.103a
                "alternative", "flash_for_more", "flash_sacrifice",  # 118.9, 601.3c-d, 307.5a
                "pay_life",  # 118.9: Bolas's Citadel (engine/play_permissions.py)
                "escape", "granted_escape")  # 702.138a (printed; granted by a permanent, engine/escape.py)
# state.extra: the activations this turn of the abilities that count them (602.5b "activate only
# once each turn", "if this ability has been activated four or more times this turn"):
# {"turn": turn serial, "done": [[object, ability index], ...]}
ACTIVATIONS_THIS_TURN = "activated_once_each_turn"
# The alternative costs a permanent remembers having been cast for (GameObject.cast_with).
# bestow: while it is a bestowed Aura (702.103b); flash_sacrifice: cast as though it had flash (307.5a)
REMEMBERED_ALTERNATIVE_COSTS = ("evoke", "dash", "bestow", "surge", "flash_sacrifice", "escape")  # 702.138c: "escaped"


@dataclass(slots=True)
class StackItem:
    """A spell or ability on the stack (405, 113.7a: abilities exist independently of source)."""

    id: int
    kind: str  # "spell" | "activated" | "triggered"
    controller: int
    obj: int | None = None  # the spell's object (in the stack zone)
    source: int | None = None  # the ability's source object
    ability: tuple = ()  # reference to the ability definition (see cards.registry.ability_ref)
    targets: list = field(default_factory=list)  # one list per target slot of ("obj", id)/("player", i)
    x: int = 0
    modes: list = field(default_factory=list)
    event: dict | None = None  # the triggering event (603.2)
    source_lki: dict | None = None  # last known information of the source
    paid: dict = field(default_factory=dict)
    cast_from: str = ""
    cast_method: str = ""  # one of CAST_METHODS
    face: int = 0
    # What rules that compare a spell's before and after observed as it was cast, by the kind of
    # trigger that asked (engine/card_advantage.py: "card_advantage" -> each player's cards).
    observed: dict = field(default_factory=dict)


@dataclass(slots=True)
class Player:
    index: int
    name: str
    life: int = 20
    poison: int = 0
    energy: int = 0  # energy counters (107.14, 122.1)
    library: list = field(default_factory=list)  # top first
    hand: list = field(default_factory=list)
    graveyard: list = field(default_factory=list)  # top last
    mana_pool: dict = field(default_factory=dict)
    # 106.6: mana that can be spent only in some ways, one entry per mana (engine/restricted_mana.py)
    restricted_mana: list = field(default_factory=list)
    lands_played: int = 0
    land_plays_allowed: int = 1
    drew_from_empty: bool = False
    lost: bool = False
    won: bool = False
    conceded: bool = False
    mulligans: int = 0
    life_lost_this_turn: int = 0
    damage_taken_this_turn: int = 0  # 702.54a bloodthirst: damage dealt to this player this turn
    spells_cast_this_turn: int = 0
    noncreature_spells_this_turn: int = 0
    # The once-each-turn permissions used this turn, each as "permission:detail" (Muldrotha's
    # "graveyard:Creature"): the ledger `casting.permission_used` reads.
    permissions_used: list = field(default_factory=list)
    turn_began_serial: int = -1  # 302.6: the turn serial when their most recent turn began
    previous_turn_serial: int = -1  # 702.30a: the turn serial when the turn before that of theirs began
    spells_cast_last_turn: int = 0  # the spells they cast during the previous turn (werewolves, 603.4)
    monarch: bool = False  # 725.1: the monarch designation (one player at most, 725.3)
    city_blessing: bool = False  # 702.131c: the city's blessing, for the rest of the game
    spell_types_this_turn: list = field(default_factory=list)  # 101.2: the card types of each spell they cast this turn
    spell_colors_this_turn: list = field(default_factory=list)  # 105.2: the colors of each spell they cast this turn ("WU")
    # 508.1: the players they declared a creature attacking during their most recent turn (not
    # planeswalkers, nor creatures put onto the battlefield attacking)
    players_attacked_last_turn: list = field(default_factory=list)
    cards_drawn_this_turn: int = 0  # 121.2b: "can't draw more than one card each turn"
    cards_discarded_this_turn: int = 0  # 701.9: cycled ones too (702.29a) (Hollow One)
    spells_cast_this_game: int = 0  # "the first spell you've cast this game"
    sideboard: list = field(default_factory=list)  # 400.11b: their cards outside the game, in deck order
    companion: int | None = None  # 702.139a, 103.2b: the card revealed as their companion, while outside the game


@dataclass(slots=True)
class Combat:
    """The combat phase's bookkeeping (506)."""

    attackers: dict = field(default_factory=dict)  # attacker id -> ("player", i) | ("obj", id)
    blockers: dict = field(default_factory=dict)  # blocker id -> [attacker ids]
    blocked_by: dict = field(default_factory=dict)  # attacker id -> [blocker ids]
    blocked: list = field(default_factory=list)  # 509.1h: attackers that became blocked
    first_strike_dealt: list = field(default_factory=list)  # 510.4
    first_strike_step: bool = False


@dataclass(slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2), with its timestamp."""

    id: int
    kind: str  # "modify_pt" | "grant" | "set_pt" | "type_change" | "color_change" | "copy" | "control" | EXILE_INSTEAD
    source: int | None
    controller: int
    timestamp: int
    affected: list  # object ids: 611.2c locks in the set of affected objects
    params: dict = field(default_factory=dict)
    duration: str = "end_of_turn"  # "end_of_turn" | "permanent" | "source_leaves" | "your_next_turn" | "end_of_combat"
    began_turn_of: int = 0  # the active player when it began (Runed Terror's rulings)


# A replacement effect from a resolved ability (614.1a): "if that card would be put into a
# graveyard, exile it instead" (Goblin Dark-Dwellers), for the effect's duration.
EXILE_INSTEAD = "exile_instead_of_graveyard"
# 701.19a: "the next time it would be destroyed this turn, instead ..." (a regeneration shield).
REGENERATION_SHIELD = "regeneration_shield"
# 509.1b: "each opponent can't block with more than one creature this combat" (params: player, count)
BLOCK_LIMIT = "block_limit"
# 400.7: the graveyard cards put there from the battlefield this turn (their new ids), in
# `GameState.extra`; forgotten as a turn begins (engine/additional_phases.py).
TO_GRAVEYARD_FROM_BATTLEFIELD = "to_graveyard_from_battlefield"
PREVENTION_SHIELD = "prevention_shield"  # 615.7: "prevent the next N damage ..." (params: amount, player)
# 614.9: "the next N damage that would be dealt to X this turn is dealt to Y instead" (params:
# amount, from and to: ["obj", id] or ["player", index]).
REDIRECTION_SHIELD = "redirection_shield"
# 508.1c, 509.1b-c: "target creature can't block this turn" (params: restriction, as in
# dsl.CombatRestriction; engine/restrictions.py).
COMBAT_RESTRICTION = "combat_restriction"
# 502.3: "that creature doesn't untap during its controller's next untap step" (params: player,
# None for each object's controller then; engine/restrictions.py).
DOESNT_UNTAP_NEXT = "doesnt_untap_next"
PREVENT_COMBAT_DAMAGE = "prevent_combat_damage"  # 615.1: "prevent all combat damage that would be dealt this turn"


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    controller: int
    source: int | None
    ability: tuple
    event: dict
    source_lki: dict | None = None
    source_name: str = ""


@dataclass(slots=True)
class DelayedTrigger:
    """A delayed triggered ability (603.7): created by an effect, fires once."""

    controller: int
    source: int | None
    event: str
    params: dict = field(default_factory=dict)


@dataclass(slots=True)
class Task:
    """One pending procedure of the engine (a frame of its agenda).

    The engine runs the top task; a task asks for decisions with `Kernel.ask`, which replays the
    answers stored here.  `stage` and `data` record how far the procedure has got.
    """

    name: str
    args: dict = field(default_factory=dict)
    stage: int = 0
    data: Any = field(default_factory=dict)  # the procedure's Progress, or {} for one that keeps none
    answers: list = field(default_factory=list)


@dataclass(slots=True)
class Progress:
    """How far a procedure has got, beyond its stage: each procedure that keeps any declares a
    subclass with one field per fact (`kernel.procedure(name, progress=...)`).  `returned` is
    what the last procedure it pushed handed back (`Kernel.hand_back`): a payment's mana, or
    None when it was declined."""

    returned: Any = None


@dataclass(slots=True)
class EffectProgress:
    """How far the effect being carried out has got, when it pushed a procedure or asked
    between changes (engine/effects.py): kept in the resolution's context, fresh for each effect."""

    started: bool = False  # its first part is done: a payment asked, a card discarded, a spell cast
    accepted: bool = False  # its "you may" was answered yes (an optional effect, 609.3)
    item: int | None = None  # the stack item it acts on (a counterspell waiting for a tax)
    draws: int | None = None  # how many cards it draws, once known
    drawn: dict = field(default_factory=dict)  # the cards drawn so far, by player (`draw_cards`)


def register_progress(cls: type) -> None:
    """Make a Progress class copyable with the state (`copy_data`)."""
    _register(cls)


@dataclass(slots=True)
class GameState:
    players: list
    objects: dict = field(default_factory=dict)  # id -> GameObject
    battlefield: list = field(default_factory=list)
    exile: list = field(default_factory=list)
    stack: list = field(default_factory=list)  # StackItems, bottom first
    command: list = field(default_factory=list)  # 114.1: the emblems in the command zone (408.1), in order made
    turn: int = 0
    turn_serial: int = 0  # counts each "turn began" (302.6), also under sequential phases
    active: int = 0
    step: str = "untap"
    priority: int | None = None
    passes: int = 0
    rng: list = field(default_factory=lambda: rng_module.from_seed(0))  # the generator (engine/rng.py)
    next_id: int = 1
    next_timestamp: int = 1
    effects: list = field(default_factory=list)
    pending_triggers: list = field(default_factory=list)
    delayed_triggers: list = field(default_factory=list)
    combat: Combat | None = None
    agenda: list = field(default_factory=list)
    decision: Any = None
    over: bool = False
    winner: int | None = None
    max_turns: int | None = None
    starting_player: int = 0
    first_turn_pending: bool = True
    phase_rotation: dict | None = None  # sequential phases (Runed Terror): whose phase, round
    extra: dict = field(default_factory=dict)

    def player_zone(self, player: int, zone: str) -> list:
        if zone in PLAYER_ZONES:
            return getattr(self.players[player], zone)
        if zone == BATTLEFIELD:
            return self.battlefield
        if zone == EXILE:
            return self.exile
        if zone == STACK:
            return [i.obj for i in self.stack if i.obj is not None]
        return []


_ATOMIC = (int, str, bool, float, type(None))


class LastKnown(str):
    """The last known information of an object that left its zone (608.2h) as the state keeps
    it (`state.extra["lki"]`): the record's compact JSON text.  A string can't be changed, so
    every copy of the state, clone and fork alike, shares it instead of copying a dict of lists
    per record, and `clone()` doesn't grow with the records a long game piles up.  `read()`
    gives the record itself, a fresh dict each time."""

    __slots__ = ()

    @classmethod
    def of(cls, info: dict) -> LastKnown | dict:
        """`info` as kept in the state: its JSON text, or the dict itself if JSON would not
        give it back as it is (a tuple in it), which copies of the state then copy deeply."""
        return cls(json.dumps(info, separators=(",", ":"))) if _json_shaped(info) else info

    def read(self) -> dict:
        return json.loads(self)


def _json_shaped(value) -> bool:
    """Whether `value` is made of dicts with string keys, lists and atoms only (no tuple,
    which JSON would give back as a list)."""
    kind = type(value)
    if kind is dict:
        return all(type(k) is str and _json_shaped(v) for k, v in value.items())
    if kind is list:
        return all(_json_shaped(v) for v in value)
    return kind in _ATOMIC


def read_last_known(record: LastKnown | dict | None) -> dict | None:
    """A record of `state.extra["lki"]` as a dict (`LastKnown.read`; a dict a tool put there as it is)."""
    return record.read() if type(record) is LastKnown else record

# 400.7, 401.2, 402, 404: a card in a library, a hand or a graveyard has no status (it is never
# tapped, damaged or given counters there: 122.2, counters don't move with it), and moving it
# makes a new object.  So the engine never changes such an object once made: a game's clones and
# forks share them with it (`clone_state`), frozen (`FrozenGameObject`), instead of copying.  A
# tool that changes one changes its game's own copy (`own_object`, `Game.edit_object`).
SHARED_ZONES = frozenset({LIBRARY, HAND, GRAVEYARD, SIDEBOARD})


class ReadOnlyDict(dict):
    """A dict that refuses to be changed (TypeError): read as fast as a dict (a read-only
    view, MappingProxyType, forwards `get` through a method call)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("a read-only dict can't be changed")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self) -> tuple:
        """Copied and pickled whole (the default would fill an empty one, which it refuses)."""
        return ReadOnlyDict, (dict(self),)


_NOTHING = ReadOnlyDict()  # the counters and choices of a frozen object that has none


class FrozenGameObject(GameObject):
    """A GameObject no one may change any more (an assignment raises FrozenInstanceError, its
    counters and choices are read-only dicts): one in a library, a hand or a graveyard that a
    game shares with its clones and forks (`clone_state`).  Equal to the same GameObject; a
    copy of one (`own_object`, `replaced_object`) is a plain, changeable GameObject."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs) -> GameObject:
        return GameObject(*args, **kwargs)

    def __setattr__(self, name: str, value) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: the object is shared by copies of its game")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}: the object is shared by copies of its game")

    def __eq__(self, other) -> bool:
        if isinstance(other, GameObject):
            return _OBJECT_FIELDS(self) == _OBJECT_FIELDS(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # as GameObject: equal by value

    def __reduce__(self) -> tuple:
        """Copied (`copy`) or pickled as the plain GameObject it equals."""
        return GameObject, tuple(dict(v) if type(v) is ReadOnlyDict else v for v in _OBJECT_FIELDS(self))


_OBJECT_FIELDS = attrgetter(*(f.name for f in dataclass_fields(GameObject) if f.compare))


def _frozen(obj: GameObject) -> bool:
    """Freeze `obj` in place (`FrozenGameObject`), if what it holds allows: its counters and
    choices made read-only dicts, when their values are atoms.  Whether it is frozen."""
    counters, chosen = obj.counters, obj.chosen
    if (counters or chosen) and not all(type(v) in _ATOMIC for held in (counters, chosen) for v in held.values()):
        return False
    obj.counters = ReadOnlyDict(counters) if counters else _NOTHING
    obj.chosen = ReadOnlyDict(chosen) if chosen else _NOTHING
    obj.__class__ = FrozenGameObject
    return True


def own_object(state: GameState, oid: int) -> GameObject:
    """The object `oid` as `state` may change it: the object itself, or, if it is shared with
    copies of the game (frozen), a copy of it put in its place first (copy on write).  The one
    way to change an object that may be in a library, a hand or a graveyard (the engine never
    does: moving one makes a new object, 400.7)."""
    obj = state.objects[oid]
    if type(obj) is FrozenGameObject:
        obj = state.objects[oid] = _copy_object(obj)
    return obj


def copy_data(value):
    """A deep copy of plain data (dicts, lists, tuples of atoms), and of the state's
    dataclasses, field by field.  Immutable values (atoms, Options) are shared."""
    kind = type(value)
    if kind in _ATOMIC:
        return value
    if kind is list:
        for v in value:  # the common case first: a list of atoms (ids), copied at C speed
            if type(v) not in _ATOMIC_TYPES:
                return [copy_data(v) for v in value]
        return value[:]
    if kind is dict:
        for v in value.values():
            if type(v) not in _ATOMIC_TYPES:
                return {k: copy_data(v) for k, v in value.items()}
        return value.copy()
    if kind is tuple:
        for v in value:
            if type(v) not in _SHARED_TYPES:
                return tuple([copy_data(v) for v in value])
        return value  # atoms and options only (a decision's options): nothing in it can change
    copier = _COPIERS.get(kind)
    if copier is not None:
        return copier(value)
    return value  # frozen values such as Option and Decision options are immutable


def _copy_json(value):
    """A deep copy of JSON-shaped data (dicts, lists, atoms), without a call per value: for the
    last known information, the largest records of the state."""
    kind = type(value)
    if kind is not dict and kind is not list:
        return value
    top = kind(value)
    pending: list = [top]
    while pending:
        container = pending.pop()
        for key, item in (container.items() if type(container) is dict else enumerate(container)):
            kind = type(item)
            if kind is dict or kind is list:
                item = container[key] = kind(item)  # an existing key or index: the size stays
                pending.append(item)
            elif kind not in _ATOMIC:
                container[key] = copy_data(item)
    return top


def _object_copier() -> object:
    """The copier of GameObjects, made from the class's fields: a new object filled in slot by
    slot (a third faster than calling the constructor), each field made by a factory (a dict:
    counters, chosen) copied shallowly, as it holds atoms, every other field (atoms, tuples of
    atoms) kept."""
    lines = ["def copy(o, new=object.__new__, cls=GameObject):", "    n = new(cls)"]
    for f in dataclass_fields(GameObject):
        if f.default_factory in (dict, list):
            lines.append(f"    v = o.{f.name}")
            empty = "{}" if f.default_factory is dict else "[]"
            lines.append(f"    n.{f.name} = {f.default_factory.__name__}(v) if v else {empty}")
        else:
            lines.append(f"    n.{f.name} = o.{f.name}")
    lines.append("    return n")
    scope = {"GameObject": GameObject}
    exec("\n".join(lines), scope)  # noqa: S102 - code made here from the class's own field names
    return scope["copy"]


_copy_object = _object_copier()


def replaced_object(o: GameObject, **changes) -> GameObject:
    """A copy of an object with some fields changed, to put in its place in `state.objects`
    (a determinization dealing another card to a hidden object)."""
    new = _copy_object(o)
    for name, value in changes.items():
        setattr(new, name, value)
    return new


def _share_objects(state: GameState) -> dict:
    """The objects of a copy of the state: those in a library, a hand or a graveyard
    (SHARED_ZONES) frozen if they weren't and shared, the others copied.  The others are found
    from the other zones' lists (and the stack's spells); should these not account for every
    object not yet frozen (one just put in a library, hand or graveyard, or one in no zone's
    list), every object is looked at."""
    objects = state.objects
    copied = dict(objects)
    own = 0  # the changeable objects copied
    for ids in (state.battlefield, state.exile, state.command, [item.obj for item in state.stack]):
        for oid in ids:
            obj = objects.get(oid)
            if obj is not None and copied[oid] is obj:
                copied[oid] = _copy_object(obj)
                own += type(obj) is GameObject
    if own + countOf(map(type, objects.values()), FrozenGameObject) != len(objects):  # (counted by identity: fast)
        for oid, obj in objects.items():
            if type(obj) is GameObject and copied[oid] is obj and (obj.zone not in SHARED_ZONES or not _frozen(obj)):
                copied[oid] = _copy_object(obj)
    return copied


def _copy_extra(extra: dict) -> dict:
    """The state's extra records, deep-copied, but the last known information's records
    (`LastKnown`), which can't be changed, are shared."""
    return {key: {oid: info if type(info) is LastKnown else _copy_json(info) for oid, info in value.items()}
            if key == "lki" else copy_data(value) for key, value in extra.items()}


def _fork_extra(extra: dict) -> dict:
    """The extra records of a fork: deep-copied, except the last known information of objects
    that left (608.2h), each record also in the zone change's event and, like every logged
    event, never changed: only the dict that holds them is copied."""
    return {key: dict(value) if key == "lki" else copy_data(value) for key, value in extra.items()}


def clone_state(state: GameState, share: bool = False) -> GameState:
    """An independent copy of the whole state, sharing no value that can be changed with it
    (`Game.clone`): the objects in libraries, hands and graveyards, which the engine never
    changes, are frozen and shared (`_share_objects`), so it costs O(the permanents, the stack
    and the pending procedures) and a few steps per shared object.  With `share`, a fork for a
    search (`Game.fork`): the records of last known information that aren't text are shared
    too, never changed by the engine."""
    return (_FORK_STATE if share else _COPIERS[GameState])(state)


def _copier(cls: type, special: dict) -> object:
    """A copier made for a state dataclass's fields: each atom kept, a field of `special`
    copied its own way (given the field, or the whole object for those of `_FROM_OWNER`), any
    other value by `copy_data` (so a field added to a class is copied deeply without more ado)."""
    frozen = cls.__dataclass_params__.frozen
    defaults = "".join(f", special_{name}=special_{name}" for name in special)
    lines = [f"def copy(value, new=object.__new__, cls=cls, atomic=atomic, deep=deep{defaults}):",
             "    copied = new(cls)"]
    for f in dataclass_fields(cls):
        name = f.name
        if name in special:
            got = f"special_{name}(value)" if special[name] in _FROM_OWNER else f"special_{name}(value.{name})"
        else:
            lines.append(f"    v = value.{name}")
            got = "v if type(v) in atomic else deep(v)"
        lines.append(f"    object.__setattr__(copied, {name!r}, {got})" if frozen else f"    copied.{name} = {got}")
    lines.append("    return copied")
    scope = {"cls": cls, "atomic": _ATOMIC_TYPES, "deep": copy_data}
    scope.update({f"special_{name}": copier for name, copier in special.items()})
    exec("\n".join(lines), scope)  # noqa: S102 - code made here from the class's own field names
    return scope["copy"]


def _register(cls: type) -> None:
    """Make a state dataclass copyable by `copy_data`."""
    _COPIERS[cls] = _copier(cls, _FIELD_COPIERS.get(cls, {}))


def _register_copiers() -> None:
    # Fields of plain atoms (lists of ids, the generator's words) are copied at C speed; a
    # task's answers are Options, which are frozen.
    _FIELD_COPIERS[GameState] = {
        "objects": _share_objects, "battlefield": list, "exile": list, "command": list, "rng": list, "extra": _copy_extra,
    }
    _FIELD_COPIERS[Player] = {"library": list, "hand": list, "graveyard": list, "permissions_used": list}
    _FIELD_COPIERS[Task] = {"answers": list}
    for cls in (GameState, Player, StackItem, Combat, ContinuousEffect, PendingTrigger, DelayedTrigger, Task, Decision,
                EffectProgress):
        _register(cls)
    _COPIERS[GameObject] = _copy_object


_ATOMIC_TYPES = frozenset(_ATOMIC)
_SHARED_TYPES = _ATOMIC_TYPES | {Option}  # what a tuple `copy_data` keeps as it is may hold
_FROM_OWNER = (_share_objects,)  # field copiers given the whole object the field is in
_COPIERS: dict[type, object] = {}  # class -> its copier
_FIELD_COPIERS: dict[type, dict[str, object]] = {}  # class -> field -> how to copy it (else copy_data)
_register_copiers()
_FORK_STATE = _copier(GameState, {**_FIELD_COPIERS[GameState], "extra": _fork_extra})
