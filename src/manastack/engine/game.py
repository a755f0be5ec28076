"""The Game: the decision loop, clone, JSON and views (DESIGN.md principles 2, 4, 7, 8)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from manastack.caching import CACHING
from manastack.cards import dsl
from manastack.engine import codec, layers, queries, triggers
from manastack.engine.agenda import PROCEDURES
from manastack.engine.decision import Decision, GameSetupError, IllegalAction, NeedDecision, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.state import GameObject, GameState, Player, Task, clone_state

# 104.4b: so many procedure steps or events without a player making a choice (answering a
# decision with more than one option) are a loop of mandatory actions: the game is a draw.
LOOP_STEPS = 200_000
LOOP_EVENTS = 20_000


class Game:
    """A game of Magic in progress.  Drive it with `decision` and `choose`."""

    def __init__(self, state: GameState, log: EventLog) -> None:
        self.state = state
        self.log = log
        self._task: Task | None = None
        self._cursor = 0
        self._checkpoint = 0
        self._chars_version = -1
        self._chars: dict[int, layers.Characteristics] = {}
        self._off_chars: dict[int, layers.Characteristics] = {}
        self._computing = False
        self._derived: dict = {}
        self._derived_version = -1
        self._abilities: tuple = ()  # (permanent, ability table, controller) in battlefield order, when chars were computed
        self._derived_abilities: tuple | None = None  # the same, when the derived values were computed
        # (log length, version, the permanents' characteristics) at the last check that found nothing
        self.sba_clean_at: tuple[int, int, tuple] | None = None
        self._tokens: tuple[int, list[int]] = (0, [])  # (objects created before this id looked at, tokens among them)
        self._momentary: dict = {}
        self._momentary_stamp: tuple = ()
        self._changes = 0  # events other than turn bookkeeping, for `momentary`
        self._zone_scans: dict = {}
        self._handed: tuple[Decision, Decision] | None = None  # (the engine's decision, the copy handed out)
        self._quiet = (0, 0)  # (procedure steps, log size) when a player last made a choice (104.4b)
        # A driving tool's breakpoint, not part of the state: see `pause_at_step_start`.
        self.pause_before_step: Callable[[GameState], bool] | None = None
        self.paused = False
        self._paused_at = -1

    # ---------------------------------------------------------------- construction

    @classmethod
    def new(
        cls,
        decks: Sequence,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        max_turns: int | None = None,
        starting_player: int | None = None,
    ) -> Game:
        """Start a game (103) between players with these decks: lists of card names or Decks.
        Without a seed, one is drawn from the operating system (engine/rng.py): the shuffles
        can't be foreseen.  The same seed plays the same game."""
        from manastack.engine import setup

        return setup.new_game(cls, decks, seed, names, max_turns, starting_player)

    # ---------------------------------------------------------------- the public loop

    @property
    def over(self) -> bool:
        self._run()
        return self.state.over

    @property
    def winner(self) -> int | None:
        self._run()
        return self.state.winner

    @property
    def decision(self) -> Decision | None:
        """The pending decision (None once the game is over): a copy of the engine's own, made
        once per decision, so nothing done to it changes the game."""
        self._run()
        mine = self.state.decision
        if mine is None:
            return None
        handed = self._handed
        if handed is None or handed[0] is not mine:
            handed = self._handed = (mine, mine.handed_out())
        return handed[1]

    def choose(self, option: Option | str | int) -> None:
        """Answer the pending decision with one of its options, its index or its label.  The
        answer is matched against the engine's own options, never the copy handed out; one it
        doesn't offer raises IllegalAction and changes nothing."""
        self._run()
        mine = self.state.decision
        if mine is None:
            if self.paused:
                raise IllegalAction("the game is paused at the start of a step; resume() first")
            raise IllegalAction("the game is over; there is no decision to answer")
        chosen = _match_option(mine, option)
        self.state.agenda[-1].answers.append(chosen)
        self.state.decision = None
        if len(mine.options) > 1:
            self._quiet = (0, self.log.size)
        self._run()

    def concede(self, player: int) -> None:
        """104.3a: a player may concede at any time."""
        _check_player_index(player)
        if self.state.over:
            raise IllegalAction("the game is over")
        if not 0 <= player < len(self.state.players) or self.state.players[player].lost:
            raise IllegalAction(f"player {player} is not in the game")
        self.state.players[player].conceded = True
        self.emit({"type": "concede", "player": player})
        from manastack.engine import sba

        sba.check_game_over(self)
        if not self.state.over:
            self.state.decision = None  # asked again: it may no longer be the same question
        self._run()

    @property
    def events(self) -> list[dict]:
        """Every event so far (the trusted, full log): copies, so the log can't be changed."""
        return self.log.to_list()

    def event_text(self) -> str:
        return self.log.to_text()

    def view(self, player: int) -> dict:
        """What `player` may know (DESIGN.md principle 8)."""
        from manastack.engine import view

        _check_player_index(player)
        return view.player_view(self, player)

    def events_for(self, player: int, since: int = 0) -> list[dict]:
        """The events from index `since` on as `player` may know them: hidden cards and their
        ids left out (engine/player_log.py); fresh copies."""
        from manastack.engine import player_log

        return player_log.events_for(self, player, since)

    def clone(self) -> Game:
        """An independent copy; costs O(state size): the log's past is shared, not copied
        (events are handed out only as copies)."""
        from manastack.engine import player_log

        game = Game(clone_state(self.state), self.log.fork())
        game._quiet = self._quiet
        player_log.fork(self, game)
        return game

    def to_json(self) -> str:
        state = json.dumps(codec.encode(self.state), separators=(",", ":"))
        return '{"state":' + state + ',"events":[' + ",".join(self.log.json_items()) + "]}"

    @classmethod
    def from_json(cls, text: str) -> Game:
        from manastack.engine import savegame

        return savegame.load(cls, text)

    # ---------------------------------------------------------------- engine internals

    def resume(self) -> None:
        """Go on from a pause at the start of a step (`pause_before_step`)."""
        self.paused = False
        self._run()

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

    def _run(self) -> None:
        state = self.state
        if state.decision is not None or state.over or self.paused:
            return
        agenda = state.agenda
        log = self.log
        steps, quiet_from = self._quiet
        while agenda:
            steps += 1
            task = agenda[-1]
            self._task = task
            self._cursor = 0
            self._checkpoint = log.size
            try:
                PROCEDURES[task.name](self, task)
            except NeedDecision:
                break  # the decision is pending (`ask` set it): wait for the answer
            if state.decision is not None or state.over or self.paused:
                break
            if steps > LOOP_STEPS or log.size - quiet_from > LOOP_EVENTS:
                from manastack.engine import sba

                sba.end_game(self, None, reason="104.4b")  # a loop of mandatory actions no player can stop
                break
        self._quiet = (steps, quiet_from)

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
        task = Task(name, args)
        self.state.agenda.append(task)
        return task

    def advance_stage(self, task: Task, stage: int | None = None) -> None:
        """Move `task` to its next stage (or `stage`): answers given so far are used up."""
        task.stage = task.stage + 1 if stage is None else stage
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

    def emit(self, event: dict, changes_characteristics: bool = True, changes_state: bool = True) -> dict:
        """Record an event that happened, and let triggered abilities see it (603.2).
        `changes_characteristics` is False for an event that changes nothing characteristics
        are computed from (zones, effects, counters, control, attachments, combat, whose turn
        it is): cached characteristics then stay valid.  `changes_state` is False for an event
        that records only that nothing changed (no attackers were declared): then values
        remembered while nothing happens (`momentary`) stay valid too."""
        event["n"] = self.log.size
        self.log.append(event)
        if changes_characteristics:
            self.state.version += 1
        etype = event["type"]
        if changes_state and etype not in _TURN_BOOKKEEPING:
            self._changes += 1
        if etype in triggers.TRIGGERING_EVENTS:
            triggers.check_event(self, event)
        return event

    def tokens(self) -> list[int]:
        """The ids of the token objects in the game (111.1), in any zone.  An object is a token
        for as long as it exists, and ids are never reused, so only objects created since the
        last call are looked at."""
        objects = self.state.objects
        seen, found = self._tokens if CACHING else (0, [])
        if found:
            found = [oid for oid in found if oid in objects]
        for oid in range(seen, self.state.next_id):
            obj = objects.get(oid)
            if obj is not None and obj.token:
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

    def chars(self, oid: int) -> layers.Characteristics:
        """The current characteristics of an object (613), cached by state version."""
        state = self.state
        if self._chars_version != state.version or not (CACHING or self._computing):
            if self._computing:
                obj = state.objects[oid]
                return layers.base_characteristics(self, obj)
            self._compute_chars()
        found = self._chars.get(oid)
        if found is not None:
            return found
        obj = state.objects[oid]
        if obj.zone in ("battlefield", "stack") and not self._computing and (
                oid in state.battlefield or any(item.obj == oid for item in state.stack)):
            self._chars_version = -1  # it arrived since the cache was made: compute_all includes it now
            return self.chars(oid)
        # Not on the battlefield or the stack (or on its way out: a spell being countered is
        # off the stack before it reaches its new zone): its own characteristics.
        found = self._off_chars.get(oid)
        if found is None:
            found = layers.off_battlefield_characteristics(self, state.objects[oid])
            self._off_chars[oid] = found
        return found

    def permanents_chars(self) -> dict[int, layers.Characteristics]:
        """The current characteristics of every permanent (and spell), by object (613): for
        loops over the battlefield."""
        state = self.state
        if self._chars_version != state.version or not (CACHING or self._computing):
            if self._computing:
                return {oid: layers.base_characteristics(self, state.objects[oid]) for oid in state.battlefield}
            self._compute_chars()
        return self._chars

    def _compute_chars(self) -> None:
        self._computing = True
        try:
            self._chars = chars = layers.compute_all(self)
            self._off_chars = {}
            self._chars_version = self.state.version
            self._abilities = tuple([(oid, chars[oid].table, chars[oid].controller) for oid in self.state.battlefield])
        finally:
            self._computing = False

    def derived(self, key, compute, *args):
        """A value computed from the abilities and controllers of the permanents, in battlefield
        order (`compute(*args)`), such as the triggered abilities by event: cached until one of
        them changes (a permanent enters or leaves, gains or loses an ability, changes control)."""
        state = self.state
        if not CACHING:
            return compute(*args)
        if self._derived_version != state.version:
            if self._computing:
                return compute(*args)
            if self._chars_version != state.version:
                self._compute_chars()
            if self._abilities != self._derived_abilities:
                self._derived = {}
                self._derived_abilities = self._abilities
            self._derived_version = state.version
        found = self._derived.get(key, _MISSING)
        if found is _MISSING:
            found = compute(*args)
            if self._derived_version == state.version:
                self._derived[key] = found
        return found

    def momentary(self, key, compute, *args):
        """A value cached only while nothing happens but priority passes and steps beginning
        (no other event, no version change): for work repeated within and between decisions,
        such as the mana a player could make (`compute(*args)`).  A value that depends on the
        step or on who has priority must have them in its key."""
        if not CACHING:
            return compute(*args)
        stamp = (self.state.version, self._changes)
        if self._momentary_stamp != stamp:
            self._momentary = {}
            self._momentary_stamp = stamp
        found = self._momentary.get(key, _MISSING)
        if found is _MISSING:
            found = compute(*args)
            self._momentary[key] = found
        return found

    def zone_scan(self, compute, ids: tuple[int, ...]):
        """A value computed from the printed cards of these objects (`compute(self, ids)`), such
        as the ways to cast the cards in a hand, remembered for as long as a zone holds the same
        objects: an object's card never changes (400.7: a card that changes zones becomes a new
        object, with a new id; ids are never reused within a game)."""
        if not CACHING:
            return compute(self, ids)
        key = (compute, ids)
        found = self._zone_scans.get(key, _MISSING)
        if found is _MISSING:
            if len(self._zone_scans) >= _ZONE_SCANS_KEPT:
                self._zone_scans = {}
            found = self._zone_scans[key] = compute(self, ids)
        return found

    def invalidate(self) -> None:
        self.state.version += 1

    def matches(self, flt: dsl.Filter, oid: int, source: int | None, controller: int, chars=None) -> bool:
        return queries.matches(self, flt, oid, source, controller, chars)

    def evaluate(self, value, source: int | None, controller: int, ctx=None) -> int:
        return queries.evaluate(self, value, source, controller, ctx)

    def condition_holds(self, condition, source: int | None, controller: int, ctx=None) -> bool:
        return queries.condition_holds(self, condition, source, controller, ctx)

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.state.players if p.index != player and not p.lost]

    def players_in_turn_order(self, start: int | None = None) -> list[int]:
        """APNAP order starting from `start` (the active player by default), 101.4."""
        n = len(self.state.players)
        first = self.state.active if start is None else start
        return [(first + i) % n for i in range(n) if not self.state.players[(first + i) % n].lost]


_MISSING = object()
_ZONE_SCANS_KEPT = 256
# Events that change only whose priority it is and which step it is.
_TURN_BOOKKEEPING = frozenset({"pass", "step", "step_begin", "phase_begin"})


def _match_option(decision: Decision, option) -> Option:
    """The engine's own option that `option` (an Option, an index or a label) answers."""
    options = decision.options
    if isinstance(option, Option):
        for mine in options:
            if mine is option:
                return mine
        answer = Option(option.kind, option.label, _frozen(option.value))  # JSON has lists for tuples
        for mine in options:
            if mine == answer:
                return mine
        raise IllegalAction(f"{option.label!r} is not a legal answer to this {decision.kind} decision")
    if isinstance(option, int) and not isinstance(option, bool):
        if 0 <= option < len(options):
            return options[option]
        raise IllegalAction(f"option index {option} is out of range 0..{len(options) - 1}")
    if isinstance(option, str):
        for mine in options:
            if mine.label == option:  # labels are unique within a decision (`_distinct_labels`)
                return mine
        raise IllegalAction(f"{option!r} is not a legal answer to this {decision.kind} decision")
    raise IllegalAction(f"an answer is an Option, an option index or a label, not {type(option).__name__}")


def _frozen(value):
    """`value` with its lists made tuples, as option values are."""
    kind = type(value)
    if kind is list or kind is tuple:
        return tuple([_frozen(v) for v in value])
    return value


def _check_player_index(player) -> None:
    if not isinstance(player, int) or isinstance(player, bool):
        raise IllegalAction(f"a player is given by their index (an int), not {type(player).__name__} {player!r}")


# Option kinds whose value names an object: the object itself, ("obj", id), or a tuple that
# begins with the object (play, cast, activate, attack, block).
_OBJECT_OPTIONS = frozenset({"card", "object", "self", "keep", "target", "play", "cast", "activate", "attack", "block"})


def _distinct_labels(game: Game, options: Sequence[Option]) -> list[Option]:
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


def _traits(game: Game, option: Option) -> tuple:
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


def make_player(index: int, name: str) -> Player:
    return Player(index=index, name=name)


__all__ = ["Game", "GameSetupError", "IllegalAction"]
