"""The kernel: what every rules procedure works with (DESIGN.md principles 2, 5).

The kernel holds the state and the event log and runs the agenda's machinery: named
procedures (`procedure`) that run one stage at a time, ask players for decisions (`ask`),
record events (`emit`) and push further procedures (`push`).  It also keeps the per-game
caches of characteristics (613) and of values derived from them.

The kernel knows no rule.  The rules modules above it install what it calls back: the
layers (`RULES.all_characteristics`, `RULES.off_battlefield_characteristics`) and the
listeners for events (`RULES.listen`, which triggered abilities use, 603.2).  The `Game`
facade (engine/game.py) drives the kernel for players and tools.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from manastack.caching import CACHING
from manastack.engine import codec
from manastack.engine.aspects import ALL, READERS, Aspect, Cache
from manastack.engine.characteristics import (
    Characteristics,
    FrozenCharacteristics,
    base_characteristics,
    freeze,
)
from manastack.engine.decision import Decision, NeedDecision, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.state import GameObject, GameState, Progress, ReadOnlyDict, Task, register_progress

Procedure = Callable[["Kernel", Task], None]
EventListener = Callable[["Kernel", dict], None]

PROCEDURES: dict[str, Procedure] = {}
PROGRESS: dict[str, type[Progress]] = {}  # procedure name -> the class of its task's progress


def procedure(name: str, progress: type[Progress] | None = None) -> Callable[[Procedure], Procedure]:
    """Register a procedure under `name` (`Kernel.push(name)` runs it), with the class of the
    progress its task keeps beyond its stage (`task.data`), if any.

    A procedure is a function `(kernel, task) -> None`.  It runs while its task is on top of
    the agenda.  It asks for decisions with `ask`, which replays the answers already given for
    the current stage; it must ask before it changes the state in a stage (the kernel checks).
    It moves on with `advance_stage(task)` and ends with `finish(task)`."""

    def register(fn: Procedure) -> Procedure:
        if name in PROCEDURES:
            raise RuntimeError(f"procedure {name!r} registered twice")
        PROCEDURES[name] = fn
        if progress is not None:
            PROGRESS[name] = progress
            register_progress(progress)
            codec.CLASSES[progress.__name__] = progress
        return fn

    return register


def new_task(name: str, args: dict | None = None, stage: int = 0) -> Task:
    """A task for procedure `name`, with a fresh progress if the procedure keeps one."""
    progress = PROGRESS.get(name)
    return Task(name, dict(args or {}), stage, progress() if progress is not None else {})


@dataclass
class Rules:
    """What the kernel calls above itself, installed by the rules modules as they are imported."""

    # The characteristics of permanents and spells, and the aspects their static abilities read.
    all_characteristics: Callable[[Kernel], tuple[dict[int, Characteristics], frozenset[Aspect]]] | None = None
    off_battlefield_characteristics: Callable[[Kernel, GameObject], Characteristics] | None = None
    listeners: dict[str, list[EventListener]] = field(default_factory=dict)

    def listen(self, event_types: Iterable[str], listener: EventListener) -> None:
        """Call `listener(kernel, event)` after each event of these types is recorded."""
        for event_type in event_types:
            self.listeners.setdefault(event_type, []).append(listener)


RULES = Rules()


class Kernel:
    """The game as the rules procedures see it: state, log, agenda machinery and caches."""

    def __init__(self, state: GameState, log: EventLog) -> None:
        self.state = state
        self.log = log
        self._task: Task | None = None
        self._cursor = 0
        self._checkpoint = 0
        # The version of each aspect of the state, and a stamp per cache that moves whenever an
        # aspect it reads changes (engine/aspects.py).
        self.versions = [0] * len(Aspect)
        self.stamps = [0] * len(Cache)
        self._chars_stamp = -1
        # What the static abilities in play read besides CACHE_READS (`aspects.static_reads`),
        # as of the last computation of characteristics: changes to these make them stale too.
        self._chars_extra: frozenset[Aspect] = frozenset()
        self._chars: dict[int, Characteristics] = {}
        self._off_chars: dict[int, Characteristics] = {}
        self._computing = False
        self._derived: dict = {}
        self._derived_stamp = -1
        self._abilities: tuple = ()  # (permanent, ability table, controller) in battlefield order, when chars were computed
        self._derived_abilities: tuple | None = None  # the same, when the derived values were computed
        # (the state-based stamp, the characteristics stamp, the permanents' characteristics) at the
        # last check that found nothing to do
        self.sba_clean_at: tuple[int, int, tuple] | None = None
        self._tokens: tuple[int, list[int]] = (0, [])  # (objects created before this id looked at, tokens among them)
        self._momentary: dict = {}
        self._momentary_stamp = -1
        self._step_read = False  # whether a rule asked for the step (`step`) while a value was computed
        self._zone_scans: dict = {}  # the objects' ids -> the function -> its value
        # A driving tool's breakpoint, not part of the state: see `pause_at_step_start`.
        self.pause_before_step: Callable[[GameState], bool] | None = None
        self.paused = False
        self._paused_at = -1

    def warm_from(self, original: Kernel, share: bool = True) -> None:
        """Start with the caches of `original`, whose state this kernel's is a copy of
        (`Game.fork`, `Game.clone`): the first decision on the copy is then about as fast as on
        the original.  The caches' stamps are taken with them, so a cache stays exactly as
        valid as it was (the aspects' versions start at 0: they count the changes made to the
        copy, for the checks of engine/fuzz.py).

        The engine never changes a cached value in place, so a fork (`share`) shares them, and
        only the tables that fill up as the game goes on are copied.  A clone shares nothing
        that can be changed: the cached characteristics are frozen first
        (`characteristics.freeze`: the original's too, which the engine never changes
        anyway) and their tables copied, and the tables of derived and momentary values and of
        the scans of the hands, graveyards and sideboards are sealed (`_sealed_table`) and
        shared by the original and the clone, each of which copies a sealed table before it
        adds to it (copy on write): the next clone of either shares them at once."""
        self.stamps = list(original.stamps)
        self._chars_stamp = original._chars_stamp
        self._chars_extra = original._chars_extra  # a frozenset of aspects
        self._abilities = original._abilities  # tuples of ids, ability tables and players: immutable
        self._derived_abilities = original._derived_abilities
        self._derived_stamp = original._derived_stamp
        seen, tokens = original._tokens
        self._tokens = (seen, list(tokens))
        self._momentary_stamp = original._momentary_stamp
        self.sba_clean_at = original.sba_clean_at  # stamps and a tuple of characteristics
        if share:
            self._chars = original._chars  # replaced whole when recomputed, never filled in
            self._off_chars = dict(original._off_chars)
            self._derived = dict(original._derived)
            self._momentary = dict(original._momentary)
            self._zone_scans = dict(original._zone_scans)
            return
        freeze(original._chars.values())
        freeze(original._off_chars.values())
        if self.sba_clean_at is not None:
            freeze(self.sba_clean_at[2])
        self._chars = dict(original._chars)
        self._off_chars = dict(original._off_chars)
        self._derived = original._derived = _sealed_table(original._derived)
        self._momentary = original._momentary = _sealed_table(original._momentary)
        scans = original._zone_scans
        for player in original.state.players:  # the scans of the zones asked about at every priority
            for zone in (player.hand, player.graveyard, player.sideboard):
                ids = tuple(zone)
                found = scans.get(ids)
                if found is not None:
                    self._zone_scans[ids] = scans[ids] = _sealed_table(found)

    # ---------------------------------------------------------------- the agenda

    def begin(self, task: Task) -> None:
        """Run `task`'s current stage from its start: its answers are replayed from the first."""
        self._task = task
        self._cursor = 0
        self._checkpoint = self.log.size

    def replay_stage(self) -> None:
        """Run the top task's current stage again from its start up to its pending decision, as
        the engine does once the decision is answered (for checks: a stage that changed the
        state before asking would change it again, issue 15 item 7)."""
        task = self.state.agenda[-1]
        self.state.decision = None
        self.begin(task)
        try:
            PROCEDURES[task.name](self, task)
        except NeedDecision:
            pass

    def pause_at_step_start(self) -> bool:
        """Whether to stop as a step begins, before its turn-based actions (502.1, 514.1): when
        a driving tool (the scenario runner) has set `pause_before_step` and it holds, once per
        step.  Nobody receives priority in the untap and cleanup steps, so this is the only
        moment to look at the game there."""
        if self.pause_before_step is None or self._paused_at == self.log.size or not self.pause_before_step(self.state):
            return False
        self._paused_at = self.log.size
        self.paused = True
        return True

    def ask(self, player: int, kind: str, options: list[Option] | Callable[[], list[Option]], prompt: str = "",
            **context) -> Option:
        """Ask `player` a decision in the running procedure; replay the answer if already given.
        A decision with one option is taken at once (it uses no answer from the caller).
        `options` may be a function that lists them: it is called only when the decision is
        asked, not when its answer is replayed (`choose` checked the answer against them).
        Without an answer yet, the procedure stops here (NeedDecision) and runs again once the
        decision is answered."""
        answer = self.ask_or_pause(player, kind, options, prompt, **context)
        if answer is None:
            raise NeedDecision(self.state.decision)
        return answer

    def ask_or_pause(self, player: int, kind: str, options: list[Option] | Callable[[], list[Option]],
                     prompt: str = "", **context) -> Option | None:
        """`ask`, for a question that ends its stage: without an answer yet, the decision becomes
        pending and None is returned instead of stopping the procedure, which must then return
        at once.  It saves raising an exception at every priority decision."""
        task = self._task
        assert task is not None
        if self._cursor < len(task.answers):
            answer = task.answers[self._cursor]
            self._cursor += 1
            return answer
        if callable(options):
            options = options()
        if not options:
            raise RuntimeError(f"engine bug: decision {kind!r} with no options")
        if self.log.size != self._checkpoint:
            raise RuntimeError(f"engine bug: {task.name} asks {kind!r} after changing the game in the same stage")
        if len(options) == 1:
            if kind != "priority":
                task.answers.append(options[0])
                self._cursor += 1
                return options[0]
        elif len({o.label for o in options}) != len(options):
            options = _distinct_labels(self, options)
        self.state.decision = Decision(player, kind, tuple(options), prompt, context)
        return None

    def push(self, name: str, **args) -> Task:
        task = new_task(name, args)
        self.state.agenda.append(task)
        return task

    def hand_back(self, task: Task, value) -> None:
        """A finishing procedure hands `value` back to the procedure that pushed it (its
        progress's `returned`)."""
        agenda = self.state.agenda
        if len(agenda) >= 2 and agenda[-1] is task and isinstance(agenda[-2].data, Progress):
            agenda[-2].data.returned = value

    def advance_stage(self, task: Task, stage: IntEnum | None = None) -> None:
        """Move `task` to its next stage (or `stage`): answers given so far are used up."""
        task.stage = task.stage + 1 if stage is None else int(stage)
        task.answers = []
        self._cursor = 0
        self._checkpoint = self.log.size

    def checkpoint(self, task: Task) -> None:
        """Within a stage: what was done so far stays done; later asks start afresh."""
        task.answers = []
        self._cursor = 0
        self._checkpoint = self.log.size

    def finish(self, task: Task) -> None:
        assert self.state.agenda and self.state.agenda[-1] is task, "finish() of a task not on top"
        self.state.agenda.pop()

    def changed(self, *aspects: Aspect) -> None:
        """The state has changed in these aspects: the caches that read them are stale.  Every
        function that changes the state says so (engine/aspects.py)."""
        versions = self.versions
        stamps = self.stamps
        extra = self._chars_extra
        for aspect in aspects:
            versions[aspect] += 1
            for cache in READERS[aspect]:
                stamps[cache] += 1
            if aspect in extra:
                stamps[Cache.CHARACTERISTICS] += 1

    def emit(self, event: dict) -> dict:
        """Record an event that happened, and let triggered abilities see it (603.2).  The
        change itself is made, and its aspects bumped (`changed`), by the caller."""
        event["n"] = self.log.size
        self.log.append(event)
        listeners = RULES.listeners.get(event["type"])
        if listeners:
            for listener in listeners:
                listener(self, event)
        return event

    def tokens(self) -> list[int]:
        """The ids of the token objects (111.1) and copies of spells (707.10) in the game, in
        any zone.  An object is either for as long as it exists, and ids are never reused, so
        only objects created since the last call are looked at."""
        objects = self.state.objects
        seen, found = self._tokens if CACHING else (0, [])
        if found:
            found = [oid for oid in found if oid in objects]
        for oid in range(seen, self.state.next_id):
            obj = objects.get(oid)
            if obj is not None and (obj.token or obj.spell_copy):
                found.append(oid)
        self._tokens = (self.state.next_id, found)
        return found

    def new_id(self) -> int:
        oid = self.state.next_id
        self.state.next_id += 1
        return oid

    def new_timestamp(self) -> int:
        ts = self.state.next_timestamp
        self.state.next_timestamp += 1
        return ts

    def player_name(self, index: int) -> str:
        return self.state.players[index].name

    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    # ---------------------------------------------------------------- characteristics

    def chars(self, oid: int) -> Characteristics:
        """The current characteristics of an object (613), cached until an aspect of the state
        they read changes."""
        state = self.state
        if self._chars_stamp != self.stamps[Cache.CHARACTERISTICS] or not (CACHING or self._computing):
            if self._computing:
                obj = state.objects[oid]
                return base_characteristics(state, obj)
            self._compute_chars()
        found = self._chars.get(oid)
        if found is not None:
            return found
        obj = state.objects[oid]
        if obj.zone in ("battlefield", "stack") and not self._computing and (
                oid in state.battlefield or any(item.obj == oid for item in state.stack)):
            self._chars_stamp = -1  # it arrived since the cache was made: compute_all includes it now
            return self.chars(oid)
        # Not on the battlefield or the stack (or on its way out: a spell being countered is
        # off the stack before it reaches its new zone): its own characteristics.
        found = self._off_chars.get(oid)
        if found is None:
            found = RULES.off_battlefield_characteristics(self, state.objects[oid])
            self._off_chars[oid] = found
        return found

    def permanents_chars(self) -> dict[int, Characteristics]:
        """The current characteristics of every permanent (and spell), by object (613): for
        loops over the battlefield."""
        state = self.state
        if self._chars_stamp != self.stamps[Cache.CHARACTERISTICS] or not (CACHING or self._computing):
            if self._computing:
                return {oid: base_characteristics(state, state.objects[oid]) for oid in state.battlefield}
            self._compute_chars()
        return self._chars

    def _compute_chars(self) -> None:
        self._computing = True
        try:
            self._chars, self._chars_extra = RULES.all_characteristics(self)
            chars = self._chars
            self._off_chars = {}
            self._chars_stamp = self.stamps[Cache.CHARACTERISTICS]
            self._abilities = tuple([(oid, chars[oid].table, chars[oid].controller) for oid in self.state.battlefield]
                                    + [(oid,) for oid in self.state.command])  # 114.4: emblems never change
        finally:
            self._computing = False

    def derived(self, key, compute, *args):
        """A value computed from the abilities and controllers of the permanents, in battlefield
        order (`compute(*args)`), such as the triggered abilities by event: cached until one of
        them changes (a permanent enters or leaves, gains or loses an ability, changes control)."""
        if not CACHING:
            return compute(*args)
        stamp = self.stamps[Cache.CHARACTERISTICS]
        if self._derived_stamp != stamp:
            if self._computing:
                return compute(*args)
            if self._chars_stamp != stamp:
                self._compute_chars()
            if self._abilities != self._derived_abilities:
                self._derived = {}
                self._derived_abilities = self._abilities
            self._derived_stamp = stamp
        found = self._derived.get(key, _MISSING)
        if found is _MISSING:
            found = compute(*args)
            if self._derived_stamp == self.stamps[Cache.CHARACTERISTICS]:
                table = self._derived
                if type(table) is SealedDict:  # shared with a clone: copied on write
                    table = self._derived = dict(table)
                table[key] = found
        return found

    def momentary(self, key, compute, *args):
        """A value cached only while nothing changes but priority passing and steps beginning
        (`Cache.MOMENTARY`): for work repeated within and between decisions, such as the mana a
        player could make (`compute(*args)`).  A value that depends on the step or on who has
        priority must have them in its key."""
        if not CACHING:
            return compute(*args)
        found = self._momentary_table().get(key, _MISSING)
        if found is _MISSING:
            found = compute(*args)
            self._store_momentary(key, found)
        return found

    def _momentary_table(self) -> dict:
        """The momentary values, emptied if anything but priority passing and steps beginning
        happened since they were computed."""
        stamp = self.stamps[Cache.MOMENTARY]
        if self._momentary_stamp != stamp:
            self._momentary = {}
            self._momentary_stamp = stamp
        return self._momentary

    def _store_momentary(self, key, value) -> None:
        table = self._momentary
        if type(table) is SealedDict:  # shared with a clone: copied on write
            table = self._momentary = dict(table)
        table[key] = value

    def step(self) -> str:
        """The step the turn is in (500.1), for a rule that asks which it is (602.5b "activate only
        during combat", 506.7b "cast only before blockers are declared"); noted, so that a value
        computed while no rule asked holds in every step (`momentary_over_steps`)."""
        self._step_read = True
        return self.state.step

    def momentary_over_steps(self, key, compute, *args):
        """A momentary value (`momentary`) that may hold from step to step: computed once, it is
        kept for the rest of the turn's steps while nothing but priority passing and steps
        beginning happens if no rule asked for the step (`step`) while it was computed, else for
        its own step only.  Characteristics that read the step (509.1h: a filter of blocked
        creatures, `aspects.static_reads`) change their stamp as the step changes, which is in
        the key of a value kept for every step."""
        if not CACHING:
            return compute(*args)
        table = self._momentary_table()
        anywhen = (key, None, self.stamps[Cache.CHARACTERISTICS])
        found = table.get(anywhen, _MISSING)
        if found is not _MISSING:
            return found
        in_step = (key, self.state.step)
        found = table.get(in_step, _MISSING)
        if found is not _MISSING:
            self._step_read = True  # a value that read the step: so does one computed from it
            return found
        outer, self._step_read = self._step_read, False
        try:
            found = compute(*args)
        finally:
            read, self._step_read = self._step_read, outer or self._step_read
        self._store_momentary(in_step if read else anywhen, found)
        return found

    def zone_scan(self, compute, ids: tuple[int, ...]):
        """A value computed from the printed cards of these objects (`compute(self, ids)`), such
        as the ways to cast the cards in a hand, remembered for as long as a zone holds the same
        objects: an object's card never changes (400.7: a card that changes zones becomes a new
        object, with a new id; ids are never reused within a game)."""
        if not CACHING:
            return compute(self, ids)
        scans = self._zone_scans.get(ids)
        if scans is None:
            if len(self._zone_scans) >= _ZONE_SCANS_KEPT:
                self._zone_scans = {}
            scans = self._zone_scans[ids] = {}
        found = scans.get(compute, _MISSING)
        if found is _MISSING:
            found = compute(self, ids)
            if type(scans) is SealedDict:  # shared with a clone: copied on write
                scans = self._zone_scans[ids] = dict(scans)
            scans[compute] = found
        return found

    def invalidate(self) -> None:
        """Every cache is stale: for a tool that changed the state directly (a scenario's setup,
        a determinization dealing other cards to the same objects, so the zone scans too)."""
        self.changed(*ALL)
        self._zone_scans = {}

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.state.players if p.index != player and not p.lost]

    def players_in_turn_order(self, start: int | None = None) -> list[int]:
        """APNAP order starting from `start` (the active player by default), 101.4."""
        n = len(self.state.players)
        first = self.state.active if start is None else start
        return [(first + i) % n for i in range(n) if not self.state.players[(first + i) % n].lost]


_MISSING = object()
_ZONE_SCANS_KEPT = 256
_LEFT_OUT = object()  # a cached value `_seal` can't give a clone


class SealedList(list):
    """A list made by `_seal`: nothing in it can be changed, and it refuses changes itself
    (TypeError), so copies of a game share it.  Read as fast as a list."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("a sealed list can't be changed")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __reduce__(self) -> tuple:
        """Copied and pickled as the plain list it equals (the default would fill an empty one)."""
        return list, (list(self),)


class SealedDict(ReadOnlyDict):
    """A read-only dict made by `_seal`, whose values can't be changed either: copies of a game
    share it."""

    __slots__ = ()

    def __reduce__(self) -> tuple:
        return dict, (dict(self),)


_ATOMS = frozenset({int, str, bool, float, type(None), frozenset, FrozenCharacteristics, SealedList, SealedDict})
_SHARED = set(_ATOMS)  # and the frozen dataclasses met so far (options, the card layer's values)


def _sealed_table(table: dict) -> SealedDict:
    """A cache's table sealed, for a game and its clone to share: each value sealed (`_seal`),
    those that can't be left out (computed again when asked for).  The keys are hashable: ids,
    players, steps, functions, tuples of them."""
    if type(table) is SealedDict:
        return table
    sealed = {}
    for key, value in table.items():
        if type(value) not in _SHARED:
            value = _seal(value)
            if value is _LEFT_OUT:
                continue
        sealed[key] = value
    return SealedDict(sealed)


def _seal(value):
    """`value` made one that nothing can change, equal to it: its lists and dicts replaced by
    sealed ones (`SealedList`, `SealedDict`), its tuples rebuilt when they hold any; atoms,
    sealed containers, frozen characteristics (Characteristics are frozen here,
    `characteristics.freeze`), frozen dataclasses (options, the card layer's abilities, ability
    tables) kept.  `_LEFT_OUT` if it holds anything else."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list or kind is tuple:
        items = [_seal(item) for item in value]
        if any(item is _LEFT_OUT for item in items):
            return _LEFT_OUT
        if kind is list:
            return SealedList(items)
        return value if all(new is old for new, old in zip(items, value, strict=True)) else tuple(items)
    if kind is dict or kind is ReadOnlyDict:
        items = {key: _seal(item) for key, item in value.items()}
        return _LEFT_OUT if any(item is _LEFT_OUT for item in items.values()) else SealedDict(items)
    if kind is Characteristics:
        freeze((value,))
        return value
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        _SHARED.add(kind)
        return value
    return _LEFT_OUT


def _distinct_labels(game: Kernel, options: Sequence[Option]) -> list[Option]:
    """The options with labels made unique: options with the same label get what differs
    between the objects they name (power/toughness, damage, tapped, counters, zone), then,
    if still alike, a number (#1, #2, ...)."""
    labels = [o.label for o in options]
    described = False
    for same in _repeated(labels):
        traits = [_traits(game, options[i]) for i in same]
        if traits.count(traits[0]) == len(traits):  # alike in every way shown: numbered
            for number, i in enumerate(same, 1):
                labels[i] += f" #{number}"
            continue
        shown = [n for n in range(len(_TRAITS)) if len({t[n] for t in traits}) > 1]
        for i, t in zip(same, traits, strict=True):
            differs = [_TRAITS[n](t[n]) for n in shown if t[n] is not None]
            if differs:
                labels[i] += f" [{', '.join(differs)}]"
        described = True
    if described:
        for same in _repeated(labels):
            for number, i in enumerate(same, 1):
                labels[i] += f" #{number}"
    return [o if o.label == label else Option(o.kind, label, o.value) for o, label in zip(options, labels, strict=True)]


def _repeated(labels: list[str]) -> list[list[int]]:
    by_label: dict[str, list[int]] = {}
    for i, label in enumerate(labels):
        by_label.setdefault(label, []).append(i)
    return [same for same in by_label.values() if len(same) > 1]


# Option kinds whose value names an object: the object itself, ("obj", id), or a tuple that
# begins with the object (play, cast, activate, attack, block).
_OBJECT_OPTIONS = frozenset({"card", "object", "self", "keep", "target", "play", "cast", "activate", "attack", "block"})
_NO_TRAITS = (None, None, None, None, None)
# How each trait `_traits` gives is shown in a label.
_TRAITS = (
    lambda pt: f"{pt[0]}/{pt[1]}",
    lambda damage: f"{damage} damage" if damage else "no damage",
    lambda tapped: "tapped" if tapped else "untapped",
    lambda counters: ", ".join(f"{n} {name}" for name, n in counters) or "no counters",
    lambda zone: f"in {zone}",
)


def _traits(game: Kernel, option: Option) -> tuple:
    """What a player can see of the object an option names, to tell alike options apart:
    power/toughness, damage, tapped, counters, zone (None where it has none)."""
    value = option.value
    if option.kind not in _OBJECT_OPTIONS:
        return _NO_TRAITS
    if type(value) is tuple and value:
        value = value[1] if value[0] == "obj" and len(value) == 2 else value[0]
    obj = game.state.objects.get(value) if type(value) is int else None
    if obj is None:
        return _NO_TRAITS
    chars = game.chars(obj.id)
    pt = None if chars.power is None or chars.toughness is None else (chars.power, chars.toughness)
    counters = tuple(sorted((name, n) for name, n in obj.counters.items() if n))
    return pt, obj.damage, obj.tapped, counters, obj.zone


