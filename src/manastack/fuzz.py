"""Invariant fuzzing: random games with random decks from every supported card, checking the
engine's invariants after every choice.  The first violation stops the run with the seed and
choice index that reproduce it (docs/reliability.md lists what is checked).

Every decision gets the cheap checks (zones, ownership, tokens, counts, state-based actions at
priority, refusal of illegal answers).  A sample of decisions, drawn from a generator of its
own so that sampling never changes the game, also gets the deep checks: every option is chosen
on a clone, the clone must not touch the original, and `from_json(to_json())` must round-trip
byte for byte and continue exactly like a clone.  At the end of each game the seed and the
recorded choices are replayed and must reproduce the identical event log.

The trust boundary (issue 14) is checked too.  At every decision, nothing in either player's
view, per-player log or decision names a hidden card (manastack.hidden_info).  At the deep
checks, everything handed out (views, per-player logs, the full log's events, the decision and
its options) is scribbled over and the game must stay byte-identical, and a clone scribbled over
-- every list, dict, set and field of its state and caches -- must change neither the original
nor a clone of it.  A sample of games is played again in fresh processes with different
PYTHONHASHSEEDs, which must give byte-identical logs.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import threading
from collections import Counter
from dataclasses import dataclass, field

from manastack.cards import registry
from manastack.cards.db import CardRecord, UnknownCardError, card_file_records, load_database
from manastack.cards.registry import all_definitions
from manastack.engine import codec, sba
from manastack.engine.aspects import Aspect, aspect_values
from manastack.engine.decision import IllegalAction, ManastackError, Option
from manastack.engine.eventlog import EventLog
from manastack.engine.events import event_problem
from manastack.engine.game import Game
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, SIDEBOARD, STACK
from manastack.hidden_info import Watcher

BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
TURN_CAP = 40  # a game still going after this many turns stops and counts as a draw
DECISION_CAP = 20_000  # a game that needs more choices than this is looping
STACK_PATIENCE = 8  # from this many objects on the stack the random players pass until it is empty
EVENT_CAP = 20_000  # one choice that leads to more events than this is a loop (104.4b)
CHOICE_SECONDS = 60.0  # one choice that takes more CPU time than this is a loop without events
DEEP_EVERY = 10  # on average one decision in this many gets the deep checks
CROSS_PROCESS_EVERY = 25  # one game in this many is played again under two other hash seeds
HASH_SEEDS = ("1", "4242")  # the PYTHONHASHSEEDs of those replays
GAME_SECONDS = 600  # a game played again in another process that takes more CPU time than this is a loop
WAIT_FACTOR = 20  # ... and the wall time it may take on a loaded machine, as a multiple of that
# How a child past its CPU-time limit ends (RLIMIT_CPU: SIGXCPU at the soft limit, SIGKILL at the hard one).
_STOPPED_FOR_CPU = frozenset({-signal.SIGXCPU, -signal.SIGKILL}) if hasattr(signal, "SIGXCPU") else frozenset()
OFF_COLOR = 0.15  # the share of a deck's spells drawn from the whole pool, whatever their colours


@dataclass
class Violation:
    seed: int
    choice: int
    invariant: str
    detail: str
    flags: str = ""  # the other options of `manastack fuzz` that reproduce it

    def __str__(self) -> str:
        return (f"seed {self.seed}, choice {self.choice}: {self.invariant}: {self.detail} "
                f"(reproduce: manastack fuzz --games 1 --seed {self.seed}{self.flags})")


@dataclass
class FuzzReport:
    games: int = 0
    decisions: int = 0
    draws: int = 0  # games that ended in a draw, at the turn cap or otherwise
    capped: int = 0  # games stopped at the turn cap
    wins: int = 0
    turns: int = 0
    deep_checks: int = 0  # decisions that got the deep checks
    options_tried: int = 0  # options chosen on clones by the deep checks
    illegal_refused: int = 0  # illegal answers refused with the state unchanged
    hidden_checked: int = 0  # decisions at which both players' views, logs and decisions were checked
    cross_process: int = 0  # games played again in fresh processes under other hash seeds
    no_cache_checked: int = 0  # games played again with every cache off (the cache-off oracle)
    cards: Counter = field(default_factory=Counter)  # each pool card: how many games it was in
    violations: list[Violation] = field(default_factory=list)
    pool_size: int = 0  # the card pool the decks are drawn from: its number of cards
    pool_fingerprint: str = ""  # and `pool_fingerprint` of their names


def pool_fingerprint(names: list[str]) -> str:
    """12 hex digits naming a card pool: a seed deals the same decks only from the same pool,
    so a violation reproduces only where the pool has this fingerprint (another commit's
    compiler may read more cards of the same file)."""
    return hashlib.sha256("\n".join(sorted(names)).encode("utf-8")).hexdigest()[:12]


class LoopDetected(Exception):  # noqa: N818 - a finding, not an engine error
    pass


class _BoundedLog(EventLog):
    """An event log that refuses to grow past `limit` events: a choice that never stops making
    events is a loop, found instead of hung on."""

    __slots__ = ("limit",)

    def __init__(self, base=None, base_len=0, items=None) -> None:
        super().__init__(base, base_len, items)
        self.limit = 1 << 62

    def append(self, event: dict) -> None:
        if len(self) >= self.limit:
            raise LoopDetected(f"more than {EVENT_CAP} events from one choice")
        super().append(event)

    def fork(self) -> _BoundedLog:
        log = _BoundedLog(self, len(self), [])
        log.limit = self.limit
        return log


def _bounded(game: Game) -> Game:
    """The game with a log that stops a loop of events (its state, a new facade)."""
    return Game(game.state, _BoundedLog(items=game.log.to_list()))


def _choose(game: Game, option) -> None:
    """Choose with the loop guard on: at most EVENT_CAP events."""
    log = game.log
    if isinstance(log, _BoundedLog):
        log.limit = len(log) + EVENT_CAP
    game.choose(option)


# ---------------------------------------------------------------------------- decks


def card_pool(pool: str = "all") -> list[str]:
    """Supported card names other than basic lands, for a comma-separated list of pools:
    "all" (the bundled database), "nonplaytest", "mb2" (the bundled Mystery Booster 2 file), a
    card file (`.json` or `.json.gz`: an MTGJSON AtomicCards or set file, or a card database
    file), or a decklist file.  The cards of card files are registered for this process
    (`registry.register_records`); those the engine can't play are left out."""
    names: set[str] = set()
    for part in pool.split(","):
        names.update(_pool_part(part.strip()))
    return sorted(names)


def _pool_part(pool: str) -> list[str]:
    definitions = all_definitions()
    db = load_database()
    if pool == "mb2" or pool.endswith((".json", ".json.gz")):
        records = card_file_records(pool)
        for record in records:
            _RECORDS.setdefault(record.name, record)
        return [n for n in registry.register_records(records)
                if n not in BASICS and registry.card_def(n).layout != "token"]
    names = sorted(n for n, d in definitions.items() if d.layout != "token" and n in db and n not in BASICS)
    if pool == "all":
        return names
    if pool == "nonplaytest":
        return [n for n in names if not db.get(n).playtest]
    from manastack.decks.decklist import load

    wanted = set()
    for entry in load(pool).main:
        try:
            wanted.add(db.get(entry.name).name)
        except UnknownCardError as err:
            raise ValueError(f"{pool}: line {entry.line}: {err}") from None
    chosen = [n for n in names if n in wanted]
    if not chosen:
        raise ValueError(f"{pool}: no supported cards in it other than basic lands")
    return chosen


_RECORDS: dict[str, CardRecord] = {}  # the records of the cards of card files, by name
_COLORS: dict[str, frozenset] = {}
registry.on_change(_COLORS.clear)


def _colors(name: str) -> frozenset:
    found = _COLORS.get(name)
    if found is None:
        db = load_database()
        record = db.get(name) if name in db else _RECORDS[name]
        found = _COLORS[name] = frozenset(c for face in record.faces for c in face.colors)
    return found


def random_deck(rng: random.Random, pool: list[str]) -> list[str]:
    """Forty cards: 16 basic lands of two colours and 24 cards from the pool, mostly of those
    colours (so that spells get cast), some of any colour."""
    colors = rng.sample(sorted(BASICS), 2)
    lands = [rng.choice(colors) for _ in range(16)]
    allowed = {BASICS[c] for c in colors}
    on_color = [n for n in pool if _colors(n) <= allowed] or pool
    spells = [rng.choice(pool if rng.random() < OFF_COLOR else on_color) for _ in range(24)]
    return lands + spells


def pick(rng: random.Random, options: list[Option], drain: bool = False) -> int:
    """A random option: first a kind of option (pass, cast, activate, attack, done ...) at
    random, then one option of that kind.  Uniform over options would mostly tap lands and
    pass; this way spells get cast and creatures attack.  With `drain` (see `draining`) it
    passes if it may."""
    if drain:
        passes = [i for i, o in enumerate(options) if o.kind == "pass"]
        if passes:
            return passes[0]
    kinds = sorted({o.kind for o in options})
    kind = kinds[rng.randrange(len(kinds))] if len(kinds) > 1 else kinds[0]
    indexes = [i for i, o in enumerate(options) if o.kind == kind]
    return indexes[rng.randrange(len(indexes))]


def draining(was_draining: bool, stack_size: int) -> bool:
    """Whether the random players let the stack resolve: from STACK_PATIENCE objects on, until
    it is empty.  A free ability activated at random otherwise makes the stack a random walk
    that can take any number of choices to come back to empty (corpus fuzz seed 900); 104.4b
    makes no such loop mandatory, since each activation is a choice."""
    return stack_size >= STACK_PATIENCE or (was_draining and stack_size > 0)


# ---------------------------------------------------------------------------- invariants

_PLAYER_ZONES = (LIBRARY, HAND, GRAVEYARD, SIDEBOARD)


def zones_problem(game: Game) -> str | None:
    """Every object in exactly one zone, the zone it says it is in; cards in a player's
    library, hand or graveyard are that player's (400.3)."""
    state = game.state
    objects = state.objects
    where: dict[int, str] = {}
    for p in state.players:
        for zone in _PLAYER_ZONES:
            for oid in getattr(p, zone):
                if oid in where:
                    return f"object {oid} is in two zones ({where[oid]} and {zone})"
                obj = objects.get(oid)
                if obj is None:
                    return f"player {p.index}'s {zone} lists object {oid}, which doesn't exist"
                if obj.owner != p.index:
                    return f"object {oid} ({obj.card}) is in player {p.index}'s {zone} but owned by player {obj.owner}"
                where[oid] = zone
    for zone, ids in ((BATTLEFIELD, state.battlefield), (EXILE, state.exile), ("command", state.command),
                      (STACK, [i.obj for i in state.stack if i.obj is not None])):
        for oid in ids:
            if oid in where:
                return f"object {oid} is in two zones ({where[oid]} and {zone})"
            if oid not in objects:
                return f"the {zone} lists object {oid}, which doesn't exist"
            where[oid] = zone
    if len(where) != len(objects):
        for oid, obj in objects.items():
            if oid not in where:
                return f"object {oid} ({obj.card}) is in no zone"
    for oid, zone in where.items():
        obj = objects[oid]
        if obj.zone != zone:
            return f"object {oid} ({obj.card}) is in the {zone} but says it is in the {obj.zone}"
        if obj.id != oid:
            return f"object {oid} ({obj.card}) has id {obj.id}"
    return None


def owned(game: Game) -> list[tuple[int, int]]:
    """Each physical card (tokens, copies of spells and emblems aside, 111.1, 707.10, 114.1) as (owner, uid), sorted."""
    return sorted((obj.owner, obj.uid) for obj in game.state.objects.values()
                  if not (obj.token or obj.spell_copy or obj.zone == "command"))


def counts_problem(game: Game) -> str | None:
    """Life totals are integers; counters, damage, poison and mana are never negative."""
    for p in game.state.players:
        if type(p.life) is not int:
            return f"player {p.index}'s life is {p.life!r}"
        if type(p.poison) is not int or p.poison < 0:
            return f"player {p.index}'s poison is {p.poison!r}"
        if any(type(v) is not int or v < 0 for v in p.mana_pool.values()):
            return f"player {p.index}'s mana pool is {p.mana_pool}"
    for oid, obj in game.state.objects.items():
        if any(type(v) is not int or v < 0 for v in obj.counters.values()):
            return f"object {oid} ({obj.card}) has counters {obj.counters}"
        if type(obj.damage) is not int or obj.damage < 0:
            return f"object {oid} ({obj.card}) has damage {obj.damage!r}"
    return None


def priority_problem(game: Game) -> str | None:
    """117.5 / 704.3: when a player receives priority, no state-based action is left to
    perform, and so no token is outside the battlefield (704.5d) and no copy of a spell off the
    stack (704.5e)."""
    for oid, obj in game.state.objects.items():
        if obj.token and obj.zone != BATTLEFIELD:
            return f"token {oid} ({obj.card}) still exists in the {obj.zone}"
        if obj.spell_copy and obj.zone != STACK:
            return f"copy of a spell {oid} ({obj.card}) still exists in the {obj.zone}"
    actions = sba._collect(game.kernel, ask=False)
    if actions or game.state.extra.get("return_on_leave_due"):
        return f"state-based actions left to perform: {actions}"
    return None


def _fingerprint(game: Game) -> tuple:
    """What a refused answer must leave alone, cheaply: the pending decision (same object),
    the log's length, the aspects' versions and the answers recorded so far."""
    state = game.state
    top = state.agenda[-1] if state.agenda else None
    return (id(state.decision), len(game.log), tuple(game.kernel.versions), len(state.agenda),
            None if top is None else (top.stage, len(top.answers)))


def illegal_answers(game: Game, stale: list[Option]) -> list:
    """Answers the pending decision doesn't offer: a made-up option, options of earlier
    decisions, indexes out of range, labels it doesn't have, values of the wrong type."""
    d = game.decision
    labels = {o.label for o in d.options}
    answers: list = [Option("bogus", "not an option", ("no", "such")), len(d.options), -1, 10**9,
                     "not an option label", None, 1.5, True, [0], {"kind": "pass"}]
    answers += [o for o in stale if o not in d.options][:3]
    answers += [o.label.upper() for o in d.options[:1] if o.label.upper() not in labels]
    if d.options:
        first = d.options[0]
        forged = Option(first.kind, first.label, ("forged", first.value))
        if forged not in d.options:
            answers.append(forged)
    return answers


def refusal_problem(game: Game, answers: list, exact: bool) -> str | None:
    """Each illegal answer raises IllegalAction and changes nothing (with `exact`, compared
    by `to_json()`; otherwise by a cheap fingerprint)."""
    before = game.to_json() if exact else None
    mark = _fingerprint(game)
    for answer in answers:
        try:
            game.choose(answer)
        except IllegalAction:
            pass
        except Exception as err:  # noqa: BLE001 - any other failure is the finding
            return f"{answer!r} raised {type(err).__name__}: {err}"
        else:
            return f"{answer!r} was accepted"
        if _fingerprint(game) != mark:
            return f"refusing {answer!r} changed the game"
    if exact and game.to_json() != before:
        return "refusing illegal answers changed to_json()"
    return None


SCRIBBLE = "<scribbled>"


def scribble(data) -> int:
    """Change everything mutable reachable from `data` in place: append to every list, add a
    key to every dict and a member to every set, and change every number, string and flag of
    the engine's own objects (their dataclasses), frozen ones, read-only dicts and sealed lists
    refusing.
    The card definitions and other shared immutable values of the card layer are not entered.
    The number of changes made; what was shared with another game or with the engine shows
    them."""
    seen: set[int] = set()
    changes = 0

    def visit(item) -> None:
        nonlocal changes
        if isinstance(item, (str, int, float, type(None))) or id(item) in seen:
            return
        seen.add(id(item))
        if isinstance(item, list):
            for value in item:
                visit(value)
            try:
                item.append(SCRIBBLE)
                changes += 1
            except TypeError:  # a sealed list (engine/kernel.py's cached values) refuses
                pass
        elif isinstance(item, dict):
            for value in list(item.values()):
                visit(value)
            try:
                item[SCRIBBLE] = SCRIBBLE
                changes += 1
            except TypeError:  # a read-only dict (state.ReadOnlyDict) refuses
                pass
        elif isinstance(item, set):
            item.add(SCRIBBLE)
            changes += 1
        elif isinstance(item, (tuple, frozenset)):
            for value in item:
                visit(value)
        elif hasattr(item, "values") and hasattr(item, "keys"):  # a read-only mapping
            for value in list(item.values()):
                visit(value)
        elif dataclasses.is_dataclass(item) and type(item).__module__.startswith("manastack.engine"):
            for f in dataclasses.fields(item):
                value = getattr(item, f.name)
                visit(value)
                changed = _changed(value)
                if changed is not value:
                    try:
                        setattr(item, f.name, changed)
                        changes += 1
                    except dataclasses.FrozenInstanceError:
                        pass

    visit(data)
    return changes


def _changed(value):
    """Another value of the same kind (the value itself if it is a container or None)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1000
    if isinstance(value, str):
        return value + SCRIBBLE
    return value


def _decision_text(game: Game) -> str:
    d = game.decision
    return "" if d is None else repr((d.player, d.kind, d.prompt, d.options, dict(d.context)))


def _seen(game: Game) -> list[str]:
    """What the players are shown next: the decision and every player's view, as text."""
    return [_decision_text(game)] + [json.dumps(game.view(p), sort_keys=True, default=repr)
                                     for p in range(len(game.state.players))]


def handout_problem(game: Game) -> str | None:
    """Everything a player or agent is handed -- views, per-player logs, the full log's events
    and the decision with its options and context -- is scribbled over; the game must stay
    byte-identical, and the next decision and views must be as before (DESIGN.md principle 8)."""
    seen = _seen(game)  # runs the engine to its decision first
    before = game.to_json()
    start = max(0, len(game.log) - 30)
    for p in range(len(game.state.players)):
        scribble(game.view(p))
        scribble(game.events_for(p, start))
    scribble(game.log[start:])
    scribble(game.decision)
    if game.to_json() != before:
        return "scribbling over what was handed out changed to_json()"
    if _seen(game) != seen:
        return "scribbling over what was handed out changed the next decision or view handed out"
    return None


def clone_problem(game: Game) -> str | None:
    """clone() shares nothing mutable: scribbling over a clone's state and caches changes
    neither its original (its JSON, its next decision and views) nor a clone made from it."""
    seen = _seen(game)  # runs the engine to its decision first
    before = game.to_json()
    first = game.clone()
    second = first.clone()
    if not _scribble_game(first):
        return "nothing could be scribbled over in a clone"
    if game.to_json() != before:
        return "scribbling over a clone changed the original's to_json()"
    if _seen(game) != seen:
        return "scribbling over a clone changed the original's next decision or views"
    if second.to_json() != before:
        return "scribbling over a clone changed the to_json() of a clone made from it"
    return None


def _scribble_game(game: Game) -> int:
    """Scribble over a game's state and caches; not its event log, whose past clones share by
    design and which hands out only copies."""
    kernel = game.kernel
    caches = [v for k, v in vars(kernel).items() if k not in ("state", "log")]
    return scribble([kernel.state, *caches, *(v for k, v in vars(game).items() if k != "kernel")])


def decision_bytes(decision) -> bytes:
    """A decision as bytes for a digest: who decides what, the prompt and every option."""
    return repr((decision.player, decision.kind, decision.prompt, decision.options)).encode()


def game_digest(decisions: hashlib._Hash, game: Game) -> str:
    """A digest of a game: of every decision it asked (`decisions`, fed `decision_bytes`) and of
    its final `to_json()` (state and whole event log)."""
    total = decisions.copy()
    total.update(game.to_json().encode())
    return total.hexdigest()


def play_digest(decks: list, rng: random.Random, seed: int, turn_cap: int) -> str:
    """Play a game with the fuzzer's random choices from `rng`, without any check; its
    `game_digest`."""
    game = Game.new(decks, seed=seed, max_turns=turn_cap)
    decisions = hashlib.sha256()
    drain = False
    while not game.over:
        decisions.update(decision_bytes(game.decision))
        drain = draining(drain, len(game.state.stack))
        game.choose(game.decision.options[pick(rng, game.decision.options, drain)])
    return game_digest(decisions, game)


def _print_digests(games: list[tuple]) -> None:
    """What a fresh process of `elsewhere_problem` runs: the digest of each game, a line each."""
    for game in games:
        print(play_digest(*game_setup(game)))


def game_setup(game: tuple) -> tuple[list, random.Random, int, int]:
    """(decks, choice generator, seed, turn cap) of a game given as (seed, card-pool argument,
    turn cap) -- the fuzz game of that seed, whose generator drew the decks first -- or as
    (seed, deck name, deck name, turn cap), a game between bundled decks."""
    from manastack.decks.decklist import load

    if len(game) == 3:
        seed, pool, turn_cap = game
        rng = random.Random(seed)
        names = card_pool(pool)
        return [random_deck(rng, names), random_deck(rng, names)], rng, seed, turn_cap
    seed, first, second, turn_cap = game
    return [load(first).game_cards(), load(second).game_cards()], random.Random(seed), seed, turn_cap


def elsewhere_problem(games: list[tuple], digests: list[str], env: dict[str, str], where: str) -> str | None:
    """The same games (as `_print_digests` takes them) played again in a fresh process with
    these environment variables must have the same digests as here (DESIGN.md principle 2).
    `where` names the process in the finding."""
    code = "import sys, json; from manastack import fuzz; fuzz._print_digests([tuple(g) for g in json.loads(sys.argv[1])])"
    seconds = GAME_SECONDS * len(games)
    try:
        done = subprocess.run([sys.executable, "-c", code, json.dumps(games)], env=dict(os.environ, **env),
                              capture_output=True, text=True, timeout=seconds * WAIT_FACTOR, check=False,
                              preexec_fn=_cpu_limit(seconds) if hasattr(os, "fork") else None)
    except subprocess.TimeoutExpired:
        return f"the games in {where} took more than {seconds * WAIT_FACTOR} s"
    if done.returncode in _STOPPED_FOR_CPU:
        return f"the games in {where} took more than {seconds} s of CPU time"
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return f"the games in {where} failed: {last}"
    theirs = done.stdout.split()
    for game, mine, other in zip(games, digests, theirs + [""] * len(games), strict=False):
        if mine != other:
            return f"game {list(game)} in {where} has digest {other[:16] or 'none'}, here {mine[:16]}"
    return None


def _cpu_limit(seconds: int):
    """A child's CPU-time limit (RLIMIT_CPU): a game looping in it is stopped however loaded the
    machine is, and a slow machine doesn't stop a game that isn't looping."""

    def limit() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 5))

    return limit


def cross_process_problem(seed: int, pool: str, turn_cap: int, digest: str) -> str | None:
    """Determinism across processes: the fuzz game of this seed, played again in fresh
    processes whose PYTHONHASHSEEDs differ (so sets and dicts of strings iterate otherwise), has
    the same digest as here.  `pool` is the card-pool argument of `manastack fuzz`."""
    for hash_seed in HASH_SEEDS:
        problem = elsewhere_problem([(seed, pool, turn_cap)], [digest], {"PYTHONHASHSEED": hash_seed},
                                    f"a process with PYTHONHASHSEED={hash_seed}")
        if problem:
            return problem
    return None


def no_cache_problem(games: list[tuple], digests: list[str]) -> str | None:
    """The cache-off oracle (issue 15 item 3): the games played again with every cache switched
    off (MANASTACK_NO_CACHE=1, manastack.caching) ask the same decisions and end in the same
    `to_json()`."""
    return elsewhere_problem(games, digests, {"MANASTACK_NO_CACHE": "1"}, "a process with every cache off")


def bundled_pair_games(count: int, turn_cap: int, seed: int = 0) -> list[tuple]:
    """`count` games between the bundled decks, each pair of decks both ways in turn,
    with seeds seed, seed+1, ...: (seed, deck, deck, turn cap) as `_print_digests` takes them."""
    from manastack.decks.decklist import bundled_names

    names = bundled_names()
    pairs = [pair for i, a in enumerate(names) for b in names[i + 1:] for pair in ((a, b), (b, a))]
    return [(seed + i, *pairs[i % len(pairs)], turn_cap) for i in range(count)]


# ---------------------------------------------------------------------------- one game


class _Stop(Exception):  # noqa: N818
    def __init__(self, invariant: str, detail: str) -> None:
        super().__init__(invariant)
        self.invariant = invariant
        self.detail = detail


def _events_problem(game: Game, start: int) -> str | None:
    """The first event from `start` on that doesn't fit its declaration (issue 15 item 5)."""
    for event in game.log.since(start):
        problem = event_problem(event)
        if problem:
            return f"event {event.get('n')}: {problem}"
    return None


def _cheap_checks(game: Game, owned_start: list | None) -> None:
    problem = zones_problem(game)
    if problem:
        raise _Stop("every card is in exactly one zone", problem)
    problem = counts_problem(game)
    if problem:
        raise _Stop("counts are never negative and life totals are integers", problem)
    if owned_start is not None:  # a card that left as a token (111.8, Intangible Vibes) is still counted
        extra = game.state.extra
        now = sorted(owned(game) + [tuple(card) for card in extra.get("cards_become_tokens", [])])
        created = [tuple(card) for card in extra.get("cards_created", [])]  # conjured: new cards of the game
        if created:
            owned_start = sorted(owned_start + created)
        if now != owned_start:
            lost, gained = Counter(owned_start) - Counter(now), Counter(now) - Counter(owned_start)
            raise _Stop("each player owns the same cards as at the start",
                        f"(owner, card) gone: {sorted(lost.elements())}; new or doubled: {sorted(gained.elements())}")
    if game.decision.kind == "priority":
        problem = priority_problem(game)
        if problem:
            raise _Stop("no state-based action is left when a player receives priority", problem)


def _state_json(game: Game) -> str:
    """The state part of `to_json()`, without re-serialising the event history."""
    return json.dumps(codec.encode(game.state), separators=(",", ":"))


def aspect_problem(before: list[list], game: Game) -> str | None:
    """Issue 15 item 4: every change to the state bumps its aspect's version.  `before` is
    `aspect_values` of the state a clone was made from; `game` is the clone after some play.
    A clone's versions start at 0, so an aspect whose values differ while its version is still
    0 was changed without its bump, and a cache reading it would be stale."""
    after = aspect_values(game.state)
    versions = game.kernel.versions
    missed = [aspect.name for aspect in Aspect if after[aspect] != before[aspect] and not versions[aspect]]
    if missed:
        return f"{', '.join(missed)} changed without a bump (events: {[e['type'] for e in game.log[-12:]]})"
    return None


def replay_problem(game: Game) -> str | None:
    """Issue 15 item 7: a stage asks before it changes the game.  The stage that asked the
    pending decision is run again from its start on a clone, as the engine runs it once the
    decision is answered: it must ask the same decision with the state exactly as it is now.
    A change made before the question (even one that emits no event) would be made twice."""
    decision = game.decision
    if decision is None or game.paused:
        return None
    before = _state_json(game)
    trial = game.clone()
    trial.kernel.replay_stage()
    again = _state_json(trial)
    if again != before or len(trial.log) != len(game.log):
        task = game.state.agenda[-1]
        where = f"replaying stage {task.stage} of {task.name} up to its {decision.kind} decision"
        if again != before:
            return f"{where} changed the state: {_json_difference('state', before, again)}"
        return f"{where} recorded {len(trial.log) - len(game.log)} more events"
    return None


def _deep_checks(game: Game, report: FuzzReport | None) -> None:
    d = game.decision
    before = game.to_json()
    aspects_before = aspect_values(game.state)
    for index, option in enumerate(d.options):
        trial = game.clone()
        try:
            _choose(trial, option)
        except LoopDetected as err:
            raise _Stop("each game ends: loops are detected", f"option {index} ({option.label!r}): {err}") from None
        except Exception as err:  # noqa: BLE001 - any failure is the finding
            raise _Stop("every option a decision offers can be chosen",
                        f"option {index} ({option.label!r}): {type(err).__name__}: {err}") from None
        problem = zones_problem(trial) or counts_problem(trial)
        if problem:
            raise _Stop("every option a decision offers can be chosen",
                        f"option {index} ({option.label!r}) breaks an invariant: {problem}")
        problem = aspect_problem(aspects_before, trial)
        if problem:
            raise _Stop("every change to the state bumps its aspect (the caches can't go stale)",
                        f"option {index} ({option.label!r}): {problem}")
        if report is not None:
            report.options_tried += 1
    restored = _bounded(Game.from_json(before))
    # What must round-trip is the serialised form: the state's JSON, and the events' JSON (a
    # tuple in an event comes back as a list, and both serialise alike).
    state_before = _state_json(game)
    again = _state_json(restored)
    if again != state_before or len(restored.log) != len(game.log):
        raise _Stop("from_json(to_json()) round-trips",
                    _json_difference("state", state_before, again) if again != state_before else
                    f"the event log has {len(game.log)} events, restored {len(restored.log)}")
    problem = refusal_problem(game, illegal_answers(game, []), exact=False)
    if problem:
        raise _Stop("a choice outside the options is refused with the state unchanged", problem)
    problem = replay_problem(game)
    if problem:
        raise _Stop("a stage asks before it changes the game (its replay changes nothing)", problem)
    problem = handout_problem(game)
    if problem:
        raise _Stop("nothing handed out can change the game", problem)
    problem = clone_problem(game)
    if problem:
        raise _Stop("clone() shares nothing mutable", problem)
    copy = game.clone()
    start = len(copy.log)
    pick_index = len(d.options) // 2
    _choose(copy, copy.decision.options[pick_index])
    _choose(restored, restored.decision.options[pick_index])
    state_copy, state_restored = _state_json(copy), _state_json(restored)
    events_copy, events_restored = _events_json(copy, start), _events_json(restored, start)
    if state_restored != state_copy or events_restored != events_copy:
        raise _Stop("from_json(to_json()) continues identically like clone()",
                    _json_difference("state", state_copy, state_restored) if state_restored != state_copy else
                    _json_difference(f"events[{start}:]", events_copy, events_restored))
    if game.to_json() != before:
        raise _Stop("clone() is independent and refusals change nothing",
                    "choosing on clones or refusing illegal answers changed the original's to_json()")


def _events_json(game: Game, start: int) -> str:
    """The JSON of the events from `start` on."""
    return json.dumps(game.log[start:], separators=(",", ":"))


def _json_difference(what: str, a: str, b: str) -> str:
    """Where two JSON texts first differ: the path to the first differing value and both
    values (e.g. `state.players[1].life: 20 vs 17`)."""
    found = _first_difference(json.loads(a), json.loads(b), what)
    if found is None:
        return f"{what}: the JSON texts differ but decode to equal values"
    path, x, y = found
    return f"{path}: {_short(x)} vs {_short(y)}"


_ABSENT = object()


def _first_difference(a, b, path: str) -> tuple | None:
    """(path, value in a, value in b) of the first difference between two JSON values."""
    if type(a) is not type(b):
        return path, a, b
    if isinstance(a, dict):
        for key in list(a) + [k for k in b if k not in a]:
            found = _first_difference(a.get(key, _ABSENT), b.get(key, _ABSENT), f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(a, list):
        for index in range(max(len(a), len(b))):
            found = _first_difference(a[index] if index < len(a) else _ABSENT, b[index] if index < len(b) else _ABSENT,
                                      f"{path}[{index}]")
            if found is not None:
                return found
        return None
    return None if a == b else (path, a, b)


def _short(value) -> str:
    """A value for a message: its compact JSON, cut at 200 characters ("absent" if missing)."""
    if value is _ABSENT:
        return "absent"
    text = json.dumps(value, separators=(",", ":"))
    return text if len(text) <= 200 else text[:200] + "..."


class _Watchdog:
    """Raises LoopDetected in the main thread when one choice takes more than `seconds` of the
    process's CPU time (a loop that makes no events; CPU time, so that a loaded machine raises no
    false alarm); does nothing outside the main thread or without SIGPROF."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.active = seconds > 0 and hasattr(signal, "SIGPROF") and threading.current_thread() is threading.main_thread()
        self.previous = None

    def __enter__(self) -> _Watchdog:
        if self.active:
            self.previous = signal.signal(signal.SIGPROF, self._fire)
        return self

    def _fire(self, signum, frame) -> None:
        raise LoopDetected(f"one choice took more than {self.seconds:g}s of CPU time")

    def arm(self) -> None:
        if self.active:
            signal.setitimer(signal.ITIMER_PROF, self.seconds)

    def disarm(self) -> None:
        if self.active:
            signal.setitimer(signal.ITIMER_PROF, 0)

    def __exit__(self, *exc) -> None:
        if self.active:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, self.previous)


def fuzz_game(seed: int, pool: list[str], deep_every: int = DEEP_EVERY, report: FuzzReport | None = None,
              turn_cap: int = TURN_CAP, replay: bool = True, choice_seconds: float = CHOICE_SECONDS,
              decks: list | None = None, cross_process: str | None = None,
              no_cache: str | None = None) -> Violation | None:
    """Play one random game, checking the invariants; the first violation, or None.
    `deep_every` 0 turns the deep checks off; `replay` False skips the final replay; `decks`
    replaces the random decks; `cross_process`, the card-pool argument `pool` came from, also
    plays the game again in fresh processes under other hash seeds (`cross_process_problem`),
    and `no_cache` (the same) in one with every cache off (`no_cache_problem`)."""
    violation = _fuzz_game(seed, pool, deep_every, report, turn_cap, replay, choice_seconds, decks, cross_process,
                           no_cache)
    if violation is not None:
        violation.flags = f" --deep-every {deep_every} --turn-cap {turn_cap}"
    return violation


def _fuzz_game(seed: int, pool: list[str], deep_every: int, report: FuzzReport | None, turn_cap: int, replay: bool,
               choice_seconds: float, decks: list | None, cross_process: str | None,
               no_cache: str | None) -> Violation | None:
    rng = random.Random(seed)
    checks = random.Random(seed ^ 0x5EED)
    if decks is None:
        decks = [random_deck(rng, pool), random_deck(rng, pool)]
    else:
        cross_process = no_cache = None  # the fresh processes play the random decks
    decisions = hashlib.sha256()
    game = _bounded(Game.new(decks, seed=seed, max_turns=turn_cap))
    watcher = Watcher(game)
    owned_start: list | None = None
    choices: list[int] = []
    drain = False
    stale: list[Option] = []
    index = 0
    typed = 0  # events checked against their declarations so far
    with _Watchdog(choice_seconds) as watchdog:
        try:
            while True:
                watchdog.arm()
                over = game.over  # runs the engine to the next decision
                watchdog.disarm()
                if over:
                    break
                if index >= DECISION_CAP:
                    raise _Stop("each game ends: loops are detected", f"no end after {DECISION_CAP} choices (turn {game.state.turn})")
                if owned_start is None and game.state.turn >= 1:  # the cards created so far are added as they are checked
                    created = Counter(tuple(card) for card in game.state.extra.get("cards_created", []))
                    owned_start = sorted((Counter(owned(game)) - created).elements())
                _cheap_checks(game, owned_start)
                problem = _events_problem(game, typed)
                if problem:
                    raise _Stop("every event is of a declared type (engine/events.py)", problem)
                typed = len(game.log)
                problem = watcher.problem()
                if problem:
                    raise _Stop("no player is told hidden information (400.2, 401.2, 402.3, 406.3)", problem)
                d = game.decision
                deep = deep_every > 0 and checks.randrange(deep_every) == 0
                if deep:
                    watchdog.arm()
                    _deep_checks(game, report)
                    watchdog.disarm()
                    if report is not None:
                        report.deep_checks += 1
                else:
                    problem = refusal_problem(game, illegal_answers(game, stale), exact=False)
                    if problem:
                        raise _Stop("a choice outside the options is refused with the state unchanged", problem)
                if report is not None:
                    report.illegal_refused += 1
                    report.hidden_checked += 1
                drain = draining(drain, len(game.state.stack))
                choice = pick(rng, d.options, drain)
                choices.append(choice)
                decisions.update(decision_bytes(d))
                stale = [o for o in d.options if o.kind != "pass"][:3] or stale
                watchdog.arm()
                try:
                    _choose(game, d.options[choice])
                except (LoopDetected, _Stop):
                    raise
                except Exception as err:  # noqa: BLE001 - any failure is the finding
                    raise _Stop("every option a decision offers can be chosen",
                                f"{d.options[choice].label!r}: {type(err).__name__}: {err}") from None
                finally:
                    watchdog.disarm()
                index += 1
            _end_checks(game, turn_cap)
        except _Stop as stop:
            return Violation(seed, index, stop.invariant, stop.detail)
        except LoopDetected as err:
            return Violation(seed, index, "each game ends: loops are detected", str(err))
        except ManastackError as err:
            return Violation(seed, index, "the engine raises no error of its own", f"{type(err).__name__}: {err}")
        except Exception as err:  # noqa: BLE001 - an error while the engine runs on or a check reads it is the finding
            return Violation(seed, index, "the engine and the checks run without an unexpected error",
                             f"{type(err).__name__}: {err}")
    if replay:
        again = Game.new(decks, seed=seed, max_turns=turn_cap)
        made = 0
        try:
            for choice in choices:
                again.choose(again.decision.options[choice])
                made += 1
        except Exception as err:  # noqa: BLE001 - a replay that can't even follow the choices
            return Violation(seed, made, "replaying the seed and choices reproduces the identical event log",
                             f"the replay could not make choice {made}: {type(err).__name__}: {err}")
        # Each event's JSON, compared byte for byte (the original's is cached by the log).
        if again.log.json_items() != game.log.json_items():
            return Violation(seed, len(choices), "replaying the seed and choices reproduces the identical event log",
                             _json_difference("events", _events_json(game, 0), _events_json(again, 0)))
        if not again.over:
            return Violation(seed, len(choices), "replaying the seed and choices reproduces the identical event log",
                             "the replayed game is not over after the recorded choices")
    if cross_process is not None:
        problem = cross_process_problem(seed, cross_process, turn_cap, game_digest(decisions, game))
        if problem:
            return Violation(seed, len(choices), "the same seed and choices give the same game in any process", problem)
        if report is not None:
            report.cross_process += 1
    if no_cache is not None:
        problem = no_cache_problem([(seed, no_cache, turn_cap)], [game_digest(decisions, game)])
        if problem:
            return Violation(seed, len(choices), "the caches change nothing: with every cache off the game is the same",
                             problem)
        if report is not None:
            report.no_cache_checked += 1
    if report is not None:
        report.games += 1
        report.decisions += len(choices)
        report.turns += game.state.turn
        report.draws += game.winner is None
        report.wins += game.winner is not None
        report.capped += game.winner is None and game.state.turn >= turn_cap
        report.cards.update({c if isinstance(c, str) else c[0] for deck in decks for c in _cards(deck)})
    return None


def _cards(deck) -> list:
    return deck.game_cards() if hasattr(deck, "game_cards") else list(deck)


def _end_checks(game: Game, turn_cap: int) -> None:
    """104: the game is over with a winner, a draw by 104.4a, or a draw at the turn cap; after
    the end, no answer is accepted and nothing changes."""
    state = game.state
    if state.winner is None:
        everyone_lost = all(p.lost for p in state.players)
        if not everyone_lost and state.turn < turn_cap:
            raise _Stop("each game ends with a winner, a draw, or at the turn cap",
                        f"no winner on turn {state.turn} of {turn_cap} and not everyone lost")
    elif state.players[state.winner].lost or sum(not p.lost for p in state.players) != 1:
        raise _Stop("each game ends with a winner, a draw, or at the turn cap",
                    f"player {state.winner} won but the players' lost flags are {[p.lost for p in state.players]}")
    if game.decision is not None:
        raise _Stop("each game ends", "a decision is pending after the game ended")
    before = game.to_json()
    for answer in (0, "pass priority", Option("pass", "pass priority", None)):
        try:
            game.choose(answer)
        except IllegalAction:
            continue
        raise _Stop("a choice after the game is over is refused", f"{answer!r} was accepted")
    if game.to_json() != before:
        raise _Stop("a choice after the game is over is refused", "refusing it changed the game")


_WORKER_JOB: tuple = ()  # (card names, deep_every, turn_cap, pool, first seed, cross_process_every, no_cache)


def _init_worker(pool: str, names: list[str], deep_every: int, turn_cap: int, first: int, every: int,
                 no_cache: bool) -> None:
    """Set up a worker process of `fuzz(workers=K)` (issue 7): register the pool's cards (the
    same as the parent's; already there in a forked worker), remember the job, and leave
    Ctrl-C to the parent, which terminates the workers (a worker interrupted by it would print
    a traceback of its own)."""
    global _WORKER_JOB
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    card_pool(pool)
    _WORKER_JOB = (names, deep_every, turn_cap, pool, first, every, no_cache)


def _worker_game(seed: int) -> tuple[FuzzReport, Violation | None]:
    """One game in a worker process: its own figures and its violation, if any.  The game runs
    in the worker's main thread, so the CPU-time watchdog applies as in one process."""
    names, deep_every, turn_cap, pool, first, every, no_cache = _WORKER_JOB
    report = FuzzReport()
    violation = fuzz_game(seed, names, deep_every, report, turn_cap, choice_seconds=CHOICE_SECONDS,
                          cross_process=_cross_process(pool, seed - first, every),
                          no_cache=pool if no_cache else None)
    return report, violation


def _add(report: FuzzReport, part: FuzzReport) -> None:
    """Add one game's figures to the run's, field by field (the violations aside)."""
    from dataclasses import fields

    for f in fields(FuzzReport):
        if f.name == "cards":
            report.cards.update(part.cards)
        elif f.name not in ("violations", "pool_size", "pool_fingerprint"):
            setattr(report, f.name, getattr(report, f.name) + getattr(part, f.name))


def _with_pool(violation: Violation, pool: str) -> Violation:
    """The violation, its reproducing command naming the card pool unless it is "all"."""
    if pool != "all":
        violation.flags += f" --cards {pool}"
    return violation


def _fuzz_context():
    """fork on Linux, spawn elsewhere.  With fork the workers start at once with the card
    definitions loaded, share the parent's hash seed, and see whatever the parent's modules
    held when the pool started, which is what lets the tests inject a violation or a hang into
    the workers' games by monkeypatching this module (tests/reliability/test_fuzz_workers.py)."""
    import multiprocessing
    import sys

    fork = "fork" in multiprocessing.get_all_start_methods() and sys.platform.startswith("linux")
    return multiprocessing.get_context("fork" if fork else "spawn")


def _cross_process(pool: str, index: int, every: int) -> str | None:
    """The pool argument for the `index`-th game of a run if it is played again in fresh
    processes (the first game, then one in `every`; 0: none)."""
    return pool if every > 0 and index % every == 0 else None


def fuzz(games: int, seed: int = 0, pool: str = "all", deep_every: int = DEEP_EVERY, progress=None,
         turn_cap: int = TURN_CAP, report: FuzzReport | None = None, workers: int = 1,
         cross_process_every: int = CROSS_PROCESS_EVERY, no_cache_check: bool = False) -> FuzzReport:
    """Fuzz `games` games with seeds seed, seed+1, ...; stops at the first violation.  The
    figures go into `report` (a new one if not given) as the games are played; `progress()`
    is called once per finished game.

    With `workers` > 1 the games are played by that many local processes, one seed per task
    (issue 7: a 10,000-game run on every core).  Each game depends only on its seed, and the
    results are taken in seed order, so the report is the same as with one worker: the first
    violation in seed order stops the run, the games of later seeds are not counted, and the
    pool is terminated.  Ctrl-C in the parent terminates the workers too.

    The first game and then one game in `cross_process_every` (0: none) are also played again
    in two fresh processes with other PYTHONHASHSEEDs, which must give the identical game.  With
    `no_cache_check` every game is also played again with every cache off (the cache-off
    oracle), which must ask the same decisions and end in the same `to_json()`."""
    if not isinstance(workers, int) or workers < 1:
        raise ValueError(f"the number of workers must be at least 1, not {workers!r}")
    names = card_pool(pool)
    report = FuzzReport() if report is None else report
    report.pool_size, report.pool_fingerprint = len(names), pool_fingerprint(names)
    workers = min(workers, games)
    if workers <= 1:
        for i in range(games):
            violation = fuzz_game(seed + i, names, deep_every, report, turn_cap, choice_seconds=CHOICE_SECONDS,
                                  cross_process=_cross_process(pool, i, cross_process_every),
                                  no_cache=pool if no_cache_check else None)
            if progress is not None:
                progress()
            if violation is not None:
                report.violations.append(_with_pool(violation, pool))
                break
        return report
    processes = _fuzz_context().Pool(workers, initializer=_init_worker, initargs=(pool, names, deep_every, turn_cap, seed, cross_process_every, no_cache_check))
    try:
        for part, violation in processes.imap(_worker_game, range(seed, seed + games), chunksize=1):
            _add(report, part)
            if progress is not None:
                progress()
            if violation is not None:
                report.violations.append(_with_pool(violation, pool))
                break
    except BaseException:  # an error in a game, or Ctrl-C: stop the games still going
        processes.terminate()
        processes.join()
        raise
    if report.violations:
        processes.terminate()  # the games of later seeds are not wanted
    else:
        processes.close()
    processes.join()
    return report
