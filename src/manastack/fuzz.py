"""Invariant fuzzing: random games with random decks from every supported card, checking the
engine's invariants after every choice.  The first violation stops the run with the seed and
choice index that reproduce it."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from manastack.cards.db import load_database
from manastack.cards.registry import all_definitions
from manastack.engine import sba
from manastack.engine.decision import IllegalAction, Option
from manastack.engine.game import Game
from manastack.engine.state import BATTLEFIELD, EXILE, STACK

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
TURN_CAP = 40
DECISION_CAP = 20_000  # a game that makes no progress for this long is a loop


@dataclass
class Violation:
    seed: int
    choice: int
    invariant: str
    detail: str

    def __str__(self) -> str:
        return f"seed {self.seed}, choice {self.choice}: {self.invariant}: {self.detail}"


@dataclass
class FuzzReport:
    games: int = 0
    decisions: int = 0
    draws: int = 0
    violations: list[Violation] = field(default_factory=list)


def card_pool(pool: str = "all") -> list[str]:
    """Supported nonland card names: "all", "nonplaytest", or the cards of a decklist file."""
    definitions = all_definitions()
    db = load_database()
    names = sorted(n for n, d in definitions.items()
                   if d.layout != "token" and n in db and "Land" not in d.front.types)
    if pool == "all":
        return names
    if pool == "nonplaytest":
        return [n for n in names if not db.get(n).playtest]
    from manastack.decks.decklist import load

    wanted = {db.get(e.name).name for e in load(pool).main}
    chosen = [n for n in names if n in wanted]
    if not chosen:
        raise ValueError(f"{pool}: no supported nonland cards in it")
    return chosen


def random_deck(rng: random.Random, pool: list[str]) -> list[str]:
    colors = rng.sample(BASICS, 2)
    lands = [rng.choice(colors) for _ in range(17)]
    return lands + [rng.choice(pool) for _ in range(23)]


def _zones_ok(game: Game) -> str | None:
    state = game.state
    seen: Counter = Counter()
    for p in state.players:
        for zone in (p.library, p.hand, p.graveyard):
            seen.update(zone)
    seen.update(state.battlefield)
    seen.update(state.exile)
    seen.update(i.obj for i in state.stack if i.obj is not None)
    for oid, count in seen.items():
        if count > 1:
            return f"object {oid} is in {count} zones"
        if oid not in state.objects:
            return f"a zone lists object {oid}, which doesn't exist"
    for oid, obj in state.objects.items():
        if oid not in seen:
            return f"object {oid} ({obj.card}) is in no zone"
        listed = obj.zone
        if listed in (BATTLEFIELD, EXILE, STACK) or listed in ("library", "hand", "graveyard"):
            continue
        return f"object {oid} has unknown zone {listed}"
    return None


def _owned(game: Game) -> dict[int, Counter]:
    owned: dict[int, Counter] = {}
    for obj in game.state.objects.values():
        if not obj.token:
            owned.setdefault(obj.owner, Counter())[obj.uid] += 1
    return owned


def _counts_ok(game: Game) -> str | None:
    for p in game.state.players:
        if not isinstance(p.life, int):
            return f"player {p.index}'s life is {p.life!r}"
        if any(v < 0 for v in p.mana_pool.values()):
            return f"player {p.index}'s mana pool is negative: {p.mana_pool}"
    for oid, obj in game.state.objects.items():
        if any(v < 0 for k, v in obj.counters.items() if k != "loyalty"):
            return f"object {oid} ({obj.card}) has negative counters {obj.counters}"
        if obj.damage < 0:
            return f"object {oid} has negative damage"
    return None


def check_decision(game: Game, rng: random.Random, deep: bool) -> tuple[str, str] | None:
    """The invariants at a decision point; `deep` also tries every option and the copies."""
    problem = _zones_ok(game)
    if problem:
        return ("every card in exactly one zone", problem)
    problem = _counts_ok(game)
    if problem:
        return ("counts never negative, life an integer", problem)
    d = game.decision
    if d.kind == "priority" and sba._collect(game, ask=False):
        return ("no state-based action left when a player receives priority", str(sba._collect(game, ask=False)))
    before = game.to_json()
    try:
        game.choose(Option("bogus", "not an option", ("no", "such")))
        return ("an illegal choice is refused", "a bogus option was accepted")
    except IllegalAction:
        pass
    if game.to_json() != before:
        return ("an illegal choice leaves the state unchanged", "the state changed")
    if deep:
        for option in d.options:
            trial = game.clone()
            try:
                trial.choose(option)
            except Exception as err:  # noqa: BLE001 - any failure is the finding
                return ("every offered option can be chosen", f"{option.label!r}: {type(err).__name__}: {err}")
        copy = game.clone()
        restored = Game.from_json(before)
        start = len(copy.log)
        copy.choose(copy.decision.options[0])
        if game.to_json() != before:
            return ("clone() is independent", "changing the copy changed the original")
        restored.choose(restored.decision.options[0])
        if list(restored.log)[start:] != list(copy.log)[start:]:
            return ("from_json(to_json()) continues identically", "the restored game diverged")
    return None


def fuzz_game(seed: int, pool: list[str], deep_every: int = 10, report: FuzzReport | None = None) -> Violation | None:
    rng = random.Random(seed)
    decks = [random_deck(rng, pool), random_deck(rng, pool)]
    game = Game.new(decks, seed=seed, max_turns=TURN_CAP)
    owned_start: dict[int, Counter] | None = None
    choices: list[int] = []
    for index in range(DECISION_CAP):
        if game.over:
            break
        if owned_start is None and game.state.turn >= 1:
            owned_start = _owned(game)
        found = check_decision(game, rng, deep=index % deep_every == 0)
        if found:
            return Violation(seed, index, *found)
        if owned_start is not None and _owned(game) != owned_start:
            return Violation(seed, index, "each player owns the same cards", "a card appeared or vanished")
        d = game.decision
        pick = rng.randrange(len(d.options))
        choices.append(pick)
        try:
            game.choose(d.options[pick])
        except Exception as err:  # noqa: BLE001
            return Violation(seed, index, "every offered option can be chosen", f"{d.options[pick].label!r}: {type(err).__name__}: {err}")
    else:
        return Violation(seed, DECISION_CAP, "each game ends", f"no end after {DECISION_CAP} choices (turn {game.state.turn})")
    replay = Game.new(decks, seed=seed, max_turns=TURN_CAP)
    for pick in choices:
        replay.choose(replay.decision.options[pick])
    if replay.event_text() != game.event_text():
        return Violation(seed, len(choices), "replaying the seed and choices reproduces the event log", "the logs differ")
    if report is not None:
        report.games += 1
        report.decisions += len(choices)
        report.draws += game.winner is None
    return None


def fuzz(games: int, seed: int = 0, pool: str = "all", deep_every: int = 10, progress=None) -> FuzzReport:
    names = card_pool(pool)
    report = FuzzReport()
    for i in range(games):
        violation = fuzz_game(seed + i, names, deep_every, report)
        if progress is not None:
            progress()
        if violation is not None:
            report.violations.append(violation)
            break
    return report
