"""Replacement and prevention effects (614-616): one pipeline for every event they modify.

An action about to happen is first proposed as an event value: an object would move to a zone
(`WouldMove`), a player would draw (`WouldDraw`), counters would be put on an object
(`WouldPutCounters`), a permanent would enter the battlefield (`WouldEnter`), damage would be
dealt (`WouldDealDamage`), or a permanent tapped for mana would produce mana
(`WouldProduceMana`).  `replace` finds the replacement and prevention effects that apply to it
(the finders registered with `finds`), applies one at a time in the order of 616.1, each at most
once (614.5), looking again after each (616.1f), with the affected player or the controller of
the affected object choosing among them (616.1e), and returns the event as modified.  The
action then carries out what is left of it and records it.

A choice between effects is asked only when it matters: the player chooses among the orders
that end in different events ("Contamination then Mana Reflection"); when every order ends in the
same event, the first is applied.  A finder's effect that asks a question
as it applies ("you may have it enter as a copy", "you may pay 2 life") says so (`interactive`);
one whose result doesn't depend on the order says so too (`commutes`).

A question must come before the stage changes the game (engine/kernel.py): an action that could
ask proposes its event before it changes anything (`etb_plan`, `draw_cards`, producing mana).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from dataclasses import replace as _with
from enum import IntEnum
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import keywords, queries
from manastack.engine.characteristics import copiable_values
from manastack.engine.decision import Option
from manastack.engine.queries import replacement_effects
from manastack.engine.state import (
    BATTLEFIELD,
    EXILE,
    EXILE_INSTEAD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    PREVENT_COMBAT_DAMAGE,
    PREVENTION_SHIELD,
    REDIRECTION_SHIELD,
    REGENERATION_SHIELD,
)

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


class Category(IntEnum):
    """The order of 616.1: effects of an earlier category apply before any of a later one."""

    SELF = 0  # 616.1a: self-replacement effects (614.15)
    CONTROL = 1  # 616.1b: an object entering under a player's control
    COPY = 2  # 616.1c: an object entering as a copy
    FACE_UP = 3  # 616.1d: a permanent entering or turning face up
    OTHER = 4  # 616.1e: any other; the affected player chooses


# ------------------------------------------------------------------ proposed events


@dataclass(frozen=True)
class WouldMove:
    """An object would be put into a zone (400.7; "would be put into a graveyard", 614.6)."""

    obj: int
    to: str
    position: str = "top"  # "top" | "bottom" | "shuffle"
    cause: str = ""
    reveal: bool = False  # "reveal it and shuffle it into its owner's library instead": revealed from a hidden zone

    def affected(self, game: Kernel) -> int:
        return game.state.objects[self.obj].controller

    def describe(self, game: Kernel) -> str:
        return f"{game.chars(self.obj).name} would be put into the {self.to}"


@dataclass(frozen=True)
class WouldBeDestroyed:
    """A permanent would be destroyed (701.8: by an effect, or by a state-based action for
    lethal damage, 704.5g-h, `by_effect` False).  Once replaced, `instead` says how:
    "regenerate" (701.19c) or "shield" (122.1c: a shield counter is removed)."""

    obj: int
    by_effect: bool = True
    regenerable: bool = True  # False for "it can't be regenerated" (701.19c)
    instead: str | None = None

    def affected(self, game: Kernel) -> int:
        return game.chars(self.obj).controller

    def describe(self, game: Kernel) -> str:
        return f"{game.chars(self.obj).name} would be destroyed"


@dataclass(frozen=True)
class WouldDraw:
    """A player would draw a card (121.2); once replaced (614.11), `by` names the permanent
    whose effect replaced it and `effects` what happens instead."""

    player: int
    by: int | None = None
    effects: tuple = ()
    draw_step_draw: bool = False  # 504.1: the draw step's turn-based draw (the first one in it)
    discards: tuple[int, ...] = ()  # cards discarded before it (Chains of Mephistopheles)
    mill_instead: bool = False  # "if the player doesn't discard a card this way, they mill a card"

    def affected(self, game: Kernel) -> int:
        return self.player

    def describe(self, game: Kernel) -> str:
        return "choose the replacement effect to apply to this draw"


@dataclass(frozen=True)
class WouldUntap:
    """A permanent would become untapped (502.3, 701.26b); `instead` "stun" once a stun
    counter replaced it (122.1d)."""

    obj: int
    instead: str | None = None

    def affected(self, game: Kernel) -> int:
        return game.chars(self.obj).controller

    def describe(self, game: Kernel) -> str:
        return f"{game.chars(self.obj).name} would untap"


@dataclass(frozen=True)
class WouldPutCounters:
    """Counters would be put on a permanent (122.1, 614.1): how many and of what kind."""

    obj: int
    kind: str
    count: int
    controller: int
    creature: bool

    def affected(self, game: Kernel) -> int:
        return self.controller

    def describe(self, game: Kernel) -> str:
        return f"{self.count} {self.kind} counters would be put on {game.chars(self.obj).name}"


@dataclass(frozen=True)
class WouldEnter:
    """A permanent would enter the battlefield (614.1c-d, 614.12): as what, how, and what
    paying to enter untapped cost."""

    card: str
    legacy: tuple
    face: int
    controller: int
    x: int
    source: int | None  # the object that would enter
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    copy: tuple | None = None  # (card, legacy, face, exceptions) of the copiable values it enters with (707.5, 707.9b)
    life: int = 0
    gains: tuple[str, ...] = ()  # keywords it gains as it enters (702.136a riot: haste)
    sacrifice: tuple[int, ...] = ()  # permanents sacrificed as it enters (702.82a devour)
    chosen: tuple[tuple[str, str], ...] = ()  # 614.12c: (what, choice), "as it enters, choose a color"
    reveal: tuple[int, ...] = ()  # cards revealed from hand as it enters (702.38a amplify)
    played_from: str = ""  # 305.1: the zone a land being played is played from ("" if it isn't played)
    to: str = BATTLEFIELD  # 614.1a: where it goes instead ("exile it instead": EXILE)

    def affected(self, game: Kernel) -> int:
        return self.controller

    def describe(self, game: Kernel) -> str:
        return f"{self.card} would enter the battlefield"

    def abilities(self) -> tuple:
        """The abilities it would enter with: its face's, or those of what it copies."""
        card, legacy, face = self.copy[:3] if self.copy is not None else (self.card, self.legacy, self.face)
        definition = card_def(card, legacy)
        return (definition.faces[face] if face < len(definition.faces) else definition.front).abilities

    def plan(self) -> dict:
        """The entry plan `zones.move` applies as it enters."""
        counters: dict[str, int] = {}
        for kind, count in self.counters:
            counters[kind] = counters.get(kind, 0) + count
        copy = None
        if self.copy is not None:
            card, legacy, face, exceptions = self.copy
            copy = {"card": card, "legacy": list(legacy), "face": face}
            if exceptions:  # 707.9b: a copy of a copy with exceptions has them too
                copy["except"] = {key: list(value) if isinstance(value, tuple) else value for key, value in exceptions}
        return {"tapped": self.tapped, "counters": counters, "copy": copy, "life": self.life, "gains": list(self.gains),
                "sacrifice": list(self.sacrifice), "chosen": dict(self.chosen), "reveal": list(self.reveal), "to": self.to,
                "controller": self.controller}


@dataclass(frozen=True)
class WouldDealDamage:
    """A source would deal damage (120.3); prevention effects (615) reduce `amount`, and
    `prevented` says how much they prevented."""

    source: int | None
    target: tuple  # ("player", i) or ("obj", id)
    amount: int
    info: dict = field(compare=False)  # the source's last known information (keywords, colours, ...)
    prevented: int = 0
    shield_used: bool = False  # 122.1c: a shield counter prevented it and is removed
    combat: bool = False  # combat damage (510.2)
    shields_used: tuple = ()  # (prevention shield effect id, damage it prevented), 615.7
    counters_removed: tuple = ()  # 615.5: (permanent, counter kind) to remove once the damage is prevented
    effects_used: tuple = ()  # 609.7: ids of "the next time ..." effects used up by preventing this damage
    redirected: tuple = ()  # 614.9: (recipient, amount) dealt to another object or player instead

    def affected(self, game: Kernel) -> int:
        if self.target[0] == "player":
            return self.target[1]
        return game.chars(self.target[1]).controller

    def describe(self, game: Kernel) -> str:
        return f"{self.amount} damage would be dealt"


@dataclass(frozen=True)
class WouldProduceMana:
    """A mana ability would add mana (106.4); replacement effects modify mana from tapping a
    permanent for mana (106.12b)."""

    source: int
    player: int
    mana: tuple[str, ...]
    tapped_for_mana: bool
    land: bool

    def affected(self, game: Kernel) -> int:
        return self.player

    def describe(self, game: Kernel) -> str:
        return "order the replacement effects"


Event = WouldMove | WouldBeDestroyed | WouldUntap | WouldDraw | WouldPutCounters | WouldEnter | WouldDealDamage | WouldProduceMana


# ------------------------------------------------------------------ the pipeline


@dataclass(frozen=True)
class Candidate:
    """A replacement or prevention effect that would apply to a proposed event."""

    key: tuple  # identifies the effect: each applies at most once to an event (614.5)
    name: str  # what the chooser sees (the source's name)
    apply: Callable[[Kernel, Event], Event]  # the event as this effect modifies it
    category: Category = Category.OTHER
    interactive: bool = False  # applying it asks a question (an optional effect, 614.12 choices)
    commutes: bool = False  # its result is the same in any order with other commuting ones


Finder = Callable[["Kernel", Event], Iterable[Candidate]]
FINDERS: dict[type, list[Finder]] = {}


def finds(event_type: type) -> Callable[[Finder], Finder]:
    """Register a function that lists the effects that would apply to events of this type."""

    def register(finder: Finder) -> Finder:
        FINDERS.setdefault(event_type, []).append(finder)
        return finder

    return register


@dataclass(frozen=True)
class Replaced:
    """What `replace` returns: the modified event, the effects applied, in order, and the
    choices that applied them (`replace`'s `path`, to apply them again without asking)."""

    event: Event
    applied: tuple[tuple, ...] = ()
    path: tuple[int, ...] = ()


def replace(game: Kernel, event: Event, path: Sequence[int] | None = None) -> Replaced:
    """616.1: apply the replacement and prevention effects that apply to `event`, one at a time.
    `path` may preset the choices (an index into the candidates at each step, as `paths` lists
    them): a payment plan that counted on an order of effects gets it without asking."""
    applied: list[tuple] = []
    chosen: list[int] = []
    preset = list(path or ())
    while True:
        candidates = _next_candidates(game, event, applied)
        if not candidates:
            return Replaced(event, tuple(applied), tuple(chosen))
        if preset and 0 <= preset[0] < len(candidates):
            pick = candidates[preset.pop(0)]
        else:
            preset = []
            if len(candidates) == 1 or all(candidate.commutes for candidate in candidates):
                pick = candidates[0]
            elif any(candidate.interactive for candidate in candidates):
                pick = _ask_one(game, event, candidates)
            else:
                preset = list(_ask_order(game, event, applied))
                pick = candidates[preset.pop(0)]
        applied.append(pick.key)
        chosen.append(candidates.index(pick))
        event = pick.apply(game, event)


def paths(game: Kernel, event: Event) -> list[tuple[Event, tuple[int, ...]]]:
    """Every way the effects could apply to `event` (the effects in any order, 106.7): the
    resulting event and the choices (`replace`'s `path`) that give it.  Only for events whose
    effects ask nothing as they apply."""
    return [(result, path) for result, path, _names in _walk(game, event, [])]


def _walk(game: Kernel, event: Event, applied: list[tuple]) -> list[tuple[Event, tuple[int, ...], tuple[str, ...]]]:
    """(result, choices, names of the effects in the order applied) for every order."""
    candidates = _next_candidates(game, event, applied)
    if not candidates:
        return [(event, (), ())]
    return [(result, (index, *path), (candidate.name, *names))
            for index, candidate in enumerate(candidates)
            for result, path, names in _walk(game, candidate.apply(game, event), [*applied, candidate.key])]


def would_apply(game: Kernel, event: Event) -> bool:
    """Whether any replacement or prevention effect would apply to `event` (614.1)."""
    return bool(_next_candidates(game, event, []))


def _next_candidates(game: Kernel, event: Event, applied: list[tuple]) -> list[Candidate]:
    """The effects not yet applied that apply now, of the first category of 616.1 that has any."""
    found = [candidate for finder in FINDERS.get(type(event), ())
             for candidate in finder(game, event) if candidate.key not in applied]
    if not found:
        return found
    first = min(candidate.category for candidate in found)
    return [candidate for candidate in found if candidate.category == first]


def _ask_order(game: Kernel, event: Event, applied: list[tuple]) -> tuple[int, ...]:
    """616.1e-f: the affected player chooses the order the remaining effects apply in, among the
    orders that give different results ("A then B"); with one result, nothing is asked."""
    orders: list[tuple[Event, tuple[int, ...], tuple[str, ...]]] = []
    for result, path, names in _walk(game, event, applied):
        if not any(result == other for other, _path, _names in orders):
            orders.append((result, path, names))
    if len(orders) == 1:
        return orders[0][1]
    options = [Option("order", " then ".join(names), i) for i, (_result, _path, names) in enumerate(orders)]
    return orders[game.ask(event.affected(game), "replacement_order", options, event.describe(game)).value][1]


def _ask_one(game: Kernel, event: Event, candidates: list[Candidate]) -> Candidate:
    """616.1e: the affected player chooses the effect to apply next, when applying one asks a
    question of its own (its result can't be known in advance)."""
    options = [Option("replacement", candidate.name, i) for i, candidate in enumerate(candidates)]
    return candidates[game.ask(event.affected(game), "replacement_order", options, event.describe(game)).value]


# ------------------------------------------------------------------ would be put into a graveyard (614.6)


@finds(WouldMove)
def _exile_instead(game: Kernel, event: WouldMove) -> Iterable[Candidate]:
    """Goblin Dark-Dwellers: "if that card would be put into a graveyard this turn, exile it
    instead" (a replacement effect from a resolved ability, 614.1a)."""
    if event.to != GRAVEYARD:
        return
    for effect in game.state.effects:
        if effect.kind == EXILE_INSTEAD and event.obj in effect.affected:
            name = game.chars(effect.source).name if effect.source in game.state.objects else "exile it instead"
            yield Candidate(("effect", effect.id), name, lambda _game, e: _with(e, to=EXILE, position="top"))


@finds(WouldMove)
def _shuffle_instead(game: Kernel, event: WouldMove) -> Iterable[Candidate]:
    """Darksteel Colossus: "if it would be put into a graveyard from anywhere, reveal it and
    shuffle it into its owner's library instead"."""
    if event.to != GRAVEYARD:
        return
    chars = game.chars(event.obj)
    if chars.table.replacements.get(dsl.ShuffleIntoLibraryInstead):
        yield Candidate(("shuffle_instead", event.obj), chars.name,
                        lambda _game, e: _with(e, to=LIBRARY, position="shuffle", reveal=True))


@finds(WouldMove)
def _exile_instead_of_graveyard(game: Kernel, event: WouldMove) -> Iterable[Candidate]:
    """614.1a: Rest in Peace, "if a card or token would be put into a graveyard from anywhere,
    exile it instead"; Leyline of the Void, "if a card would be put into an opponent's graveyard
    from anywhere, ..." (the graveyard is its owner's, 404.1; a copy of a spell is no card)."""
    if event.to != GRAVEYARD:
        return
    obj = game.state.objects[event.obj]
    if obj.spell_copy:
        return
    for index, (perm, controller, effect) in enumerate(replacement_effects(game, dsl.ExileInsteadOfGraveyard)):
        if (queries.is_token(game, event.obj) and not effect.tokens) or (effect.whose == "opponents" and obj.owner == controller):
            continue
        yield Candidate(("static", perm, index), game.chars(perm).name,
                        lambda _game, e: _with(e, to=EXILE, position="top"), commutes=True)


@finds(WouldMove)
def _madness(game: Kernel, event: WouldMove) -> Iterable[Candidate]:
    """702.35a: madness: "if you would discard this card, you exile it instead"."""
    if event.to != GRAVEYARD or event.cause != "discard" or game.state.objects[event.obj].zone != HAND:
        return
    chars = game.chars(event.obj)
    if chars.keywords.get("madness") is not None:
        yield Candidate(("madness", event.obj), chars.name, lambda _game, e: _with(e, to=EXILE, position="top"))


# ------------------------------------------------------------------ shield and stun counters (122.1c-d)


def _counters_on(game: Kernel, oid: int, kind: str) -> int:
    obj = game.state.objects.get(oid)
    return obj.counters.get(kind, 0) if obj is not None and obj.zone == BATTLEFIELD else 0


@finds(WouldBeDestroyed)
def _regeneration_shield(game: Kernel, event: WouldBeDestroyed) -> Iterable[Candidate]:
    """701.19a: a regeneration shield replaces the next destruction of its permanent this turn
    (used up once it does), unless it "can't be regenerated" (701.19c)."""
    if not event.regenerable or event.instead is not None:
        return
    for effect in game.state.effects:
        if effect.kind == REGENERATION_SHIELD and event.obj in effect.affected:
            yield Candidate(("regeneration", effect.id), "regeneration shield",
                            lambda _game, e: _with(e, instead="regenerate"))


@finds(WouldBeDestroyed)
def _shield_against_destruction(game: Kernel, event: WouldBeDestroyed) -> Iterable[Candidate]:
    """122.1c: "if it would be destroyed as the result of an effect, instead remove a shield
    counter from it"."""
    if event.by_effect and event.instead is None and _counters_on(game, event.obj, "shield"):
        yield Candidate(("shield", event.obj), "shield counter", lambda _game, e: _with(e, instead="shield"))


@finds(WouldDealDamage)
def _shield_against_damage(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """122.1c: "if damage would be dealt to it, prevent that damage and remove a shield
    counter from it" (one counter, however much damage)."""
    if event.target[0] == "obj" and event.amount > 0 and _counters_on(game, event.target[1], "shield"):
        yield Candidate(("shield", event.target[1]), "shield counter",
                        lambda _game, e: _with(e, amount=0, prevented=e.prevented + e.amount, shield_used=True))


@finds(WouldDealDamage)
def _prevention_shield(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """615.7: "prevent the next N damage that would be dealt to it this turn": a shield that
    prevents up to N, used up by what it prevents (the caller reduces it)."""
    if event.amount <= 0:
        return
    kind, who = event.target
    for effect in game.state.effects:
        if effect.kind != PREVENTION_SHIELD or effect.params.get("amount", 0) <= 0:
            continue
        if (kind == "obj" and who in effect.affected) or (kind == "player" and effect.params.get("player") == who):
            yield Candidate(("prevention", effect.id), "prevention shield",
                            lambda _game, e, effect=effect: _prevented_by_shield(e, effect))


@finds(WouldDealDamage)
def _redirection_shield(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """614.9: "the next N damage that would be dealt to X this turn is dealt to Y instead": up to
    what is left of N is dealt to Y instead; nothing is redirected to an object no longer on the
    battlefield or no longer a creature or planeswalker, nor to a player who left the game."""
    if event.amount <= 0:
        return
    for effect in game.state.effects:
        if effect.kind != REDIRECTION_SHIELD or tuple(effect.params["from"]) != tuple(event.target):
            continue
        left = effect.params["amount"] - dict(event.shields_used).get(effect.id, 0)
        if left > 0 and _can_be_dealt_damage(game, tuple(effect.params["to"])):
            yield Candidate(("redirection", effect.id), "redirection",
                            lambda _game, e, effect=effect: _redirected_by_shield(e, effect))


def _can_be_dealt_damage(game: Kernel, recipient: tuple) -> bool:
    if recipient[0] == "player":
        return not game.state.players[recipient[1]].lost
    obj = game.state.objects.get(recipient[1])
    return obj is not None and obj.zone == BATTLEFIELD and \
        not game.chars(recipient[1]).types.isdisjoint(("Creature", "Planeswalker", "Battle"))


def _redirected_by_shield(event: WouldDealDamage, effect) -> WouldDealDamage:
    used = dict(event.shields_used)
    moved = min(effect.params["amount"] - used.get(effect.id, 0), event.amount)
    used[effect.id] = used.get(effect.id, 0) + moved
    return _with(event, amount=event.amount - moved, shields_used=tuple(sorted(used.items())),
                 redirected=(*event.redirected, (tuple(effect.params["to"]), moved)))


def _prevented_by_shield(event: WouldDealDamage, effect) -> WouldDealDamage:
    used = dict(event.shields_used)
    left = effect.params["amount"] - used.get(effect.id, 0)
    prevented = min(left, event.amount)
    used[effect.id] = used.get(effect.id, 0) + prevented
    return _with(event, amount=event.amount - prevented, prevented=event.prevented + prevented,
                 shields_used=tuple(sorted(used.items())))


@finds(WouldDealDamage)
def _fog(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """615.1: "prevent all combat damage that would be dealt this turn"."""
    if event.combat and event.amount > 0:
        for effect in game.state.effects:
            if effect.kind == PREVENT_COMBAT_DAMAGE:
                yield Candidate(("fog", effect.id), "prevent all combat damage",
                                lambda _game, e: _with(e, amount=0, prevented=e.prevented + e.amount), commutes=True)


@finds(WouldUntap)
def _stun(game: Kernel, event: WouldUntap) -> Iterable[Candidate]:
    """122.1d: "if it would become untapped, instead remove a stun counter from it"."""
    if event.instead is None and _counters_on(game, event.obj, "stun"):
        yield Candidate(("stun", event.obj), "stun counter", lambda _game, e: _with(e, instead="stun"))


# ------------------------------------------------------------------ would draw (614.11)


@finds(WouldDraw)
def _replace_draw(game: Kernel, event: WouldDraw) -> Iterable[Candidate]:
    """"If you would draw a card, EFFECT instead" (614.11), from permanents' static abilities."""
    if event.by is not None:
        return
    for index, (perm, controller, effect) in enumerate(replacement_effects(game, dsl.ReplaceDraw)):
        if effect.except_first and event.draw_step_draw:  # "except the first one they draw in each of their draw steps"
            continue
        who = effect.who
        if (who == "you" and controller == event.player) or (who == "opponent" and controller != event.player) \
                or who == "any":
            optional = len(effect.effects) == 1 and isinstance(effect.effects[0], dsl.Optional)
            yield Candidate(("static", perm, index), game.chars(perm).name,
                            lambda game, e, perm=perm, effect=effect: _draw_instead(game, e, perm, effect),
                            interactive=optional)


def _draw_instead(game: Kernel, event: WouldDraw, perm: int, effect: dsl.ReplaceDraw) -> WouldDraw:
    """614.11: the draw is replaced by the effect's instructions.  "You may EFFECT instead": the
    replacement's controller chooses as it would apply; declined, the player draws (the event is
    left as it was)."""
    if len(effect.effects) == 1 and isinstance(effect.effects[0], dsl.Optional):
        chars = game.chars(perm)
        answer = game.ask(chars.controller, "may", [Option("yes", "yes", True), Option("no", "no, draw the card", False)],
                          f"{chars.name}: do this instead of drawing a card?")
        if not answer.value:
            return event
        return _with(event, by=perm, effects=(effect.effects[0].effect,))
    return _with(event, by=perm, effects=effect.effects)


# ------------------------------------------------------------------ counters (122.6)


@finds(WouldPutCounters)
def _extra_counters(game: Kernel, event: WouldPutCounters) -> Iterable[Candidate]:
    """614.1a: "if one or more +1/+1 counters would be put on a creature you control, that many
    plus one (twice that many) are put on it instead"; "... that many minus one" (none at least)."""
    for index, (perm, controller, effect) in enumerate(replacement_effects(game, dsl.ExtraCounters)):
        if effect.kind == event.kind and (controller == event.controller or not effect.yours) and event.creature:
            yield Candidate(("static", perm, index), game.chars(perm).name,
                            lambda _game, e, effect=effect: _with(e, count=max(0, e.count * effect.factor + effect.extra)))


# ------------------------------------------------------------------ entering the battlefield (614.1c, 614.12)


@finds(WouldEnter)
def _enters_as_copy(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """707.5, 616.1c: Clone: "you may have this enter as a copy of a creature on the battlefield"."""
    if event.copy is not None:
        return
    for index, ability in enumerate(event.abilities()):
        if isinstance(ability, dsl.Replacement) and isinstance(ability.effect, dsl.EntersAsCopy):
            yield Candidate(("enters", event.card, index), _face_name(event),
                            lambda game, e, flt=ability.effect.filter: _choose_copy(game, e, flt),
                            Category.COPY, interactive=True)


def _choose_copy(game: Kernel, event: WouldEnter, flt: dsl.Filter) -> WouldEnter:
    state = game.state
    candidates = [o for o in state.battlefield if queries.matches(game, flt, o, event.source, event.controller)]
    options = [Option("no", "don't copy", None)] + [Option("object", f"copy {game.chars(o).name}", o) for o in candidates]
    name = _face_name(event)
    answer = game.ask(event.controller, "may", options, f"{name}: enter as a copy?")
    if answer.value is None:
        return event
    values = copiable_values(state, state.objects[answer.value])
    exceptions = tuple((key, tuple(value) if isinstance(value, list) else value)
                       for key, value in sorted((values.exceptions or {}).items()))
    return _with(event, copy=(values.card, tuple(values.legacy), values.face, exceptions))


def _face_name(event: WouldEnter) -> str:
    definition = card_def(event.card, event.legacy)
    return (definition.faces[event.face] if event.face < len(definition.faces) else definition.front).name


@finds(WouldEnter)
def _enters_tapped_or_with_counters(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """614.1c: "enters tapped", "enters with N counters" (if kicked, for each time it was
    kicked); 614.1d: "enters tapped unless ..."; 614.12: "as this enters, you may pay N life;
    if you don't, it enters tapped"."""
    card = event.copy[0] if event.copy else event.card
    for index, ability in enumerate(event.abilities()):
        if not isinstance(ability, dsl.Replacement):
            continue
        effect = ability.effect
        key = ("enters", card, index)
        if isinstance(effect, dsl.EntersTapped):
            if effect.unless is not None and queries.condition_holds(game, effect.unless, event.source, event.controller):
                continue  # 614.1d: "enters tapped unless ...", the condition checked as it would enter
            if effect.if_played_from_hand and not _played_from_own_hand(game, event):
                continue
            if effect.unless_pay_life:
                yield Candidate(key, card, lambda game, e, life=effect.unless_pay_life: _pay_life_or_tapped(game, e, life),
                                interactive=True, commutes=True)
            else:
                yield Candidate(key, card, lambda _game, e: _with(e, tapped=True), commutes=True)
        elif isinstance(effect, dsl.EntersWithCounters):
            if effect.condition is not None and not queries.condition_holds(game, effect.condition, event.source,
                                                                            event.controller):
                continue
            count = effect.count if isinstance(effect.count, int) else (event.x if isinstance(effect.count, dsl.X) else 0)
            if effect.per_kick:  # 702.33e: "for each time it was kicked", as the spell it resolves from was
                count *= _times_kicked(game, event)
            yield Candidate(key, card, lambda _game, e, kind=effect.kind, count=count:
                            _with(e, counters=(*e.counters, (kind, count))), commutes=True)


def _played_from_own_hand(game: Kernel, event: WouldEnter) -> bool:
    """305.1: whether the land that would enter is being played from its controller's own hand
    (not put onto the battlefield by an effect, nor played from a library or another's hand)."""
    source = game.state.objects.get(event.source) if event.source is not None else None
    return event.played_from == HAND and source is not None and source.owner == event.controller


@finds(WouldEnter)
def _others_enter_tapped(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """614.1d: "creatures your opponents control enter the battlefield tapped": a permanent's
    static ability, checked against the printed types of what would enter and the player it
    would enter under."""
    effects = replacement_effects(game, dsl.OthersEnterTapped)
    if not effects:
        return
    card, legacy, face = event.copy[:3] if event.copy is not None else (event.card, event.legacy, event.face)
    definition = card_def(card, legacy)
    printed = definition.faces[face] if face < len(definition.faces) else definition.front
    for index, (perm, controller, effect) in enumerate(effects):
        if _enters_as(printed, event.controller, effect.filter, controller):
            yield Candidate(("static", perm, index), game.chars(perm).name, lambda _game, e: _with(e, tapped=True),
                            commutes=True)


@finds(WouldEnter)
def _uncast_creatures_exiled(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """614.1a: Containment Priest: "if a nontoken creature would enter and it wasn't cast, exile
    it instead" (a permanent spell resolving was cast, 601.2i; a copy of one wasn't, 707.10)."""
    effects = replacement_effects(game, dsl.UncastCreaturesExiled)
    source = game.state.objects.get(event.source) if event.source is not None else None
    if not effects or source is None or source.token or source.was_cast or event.to != BATTLEFIELD:
        return
    card, legacy, face = event.copy[:3] if event.copy is not None else (event.card, event.legacy, event.face)
    definition = card_def(card, legacy)
    if "Creature" not in (definition.faces[face] if face < len(definition.faces) else definition.front).types:
        return
    for index, (perm, _controller, _effect) in enumerate(effects):
        yield Candidate(("static", perm, index), game.chars(perm).name, lambda _game, e: _with(e, to=EXILE), commutes=True)


def _enters_as(face: dsl.Face, under: int, flt: dsl.Filter, controller: int) -> bool:
    types, supertypes = set(face.types), set(face.supertypes)
    return (types.issuperset(flt.types) and (not flt.any_types or not types.isdisjoint(flt.any_types))
            and types.isdisjoint(flt.not_types) and supertypes.issuperset(flt.supertypes)
            and supertypes.isdisjoint(flt.not_supertypes)
            and (flt.controller is None or (flt.controller == "you") == (under == controller)))


def _times_kicked(game: Kernel, event: WouldEnter) -> int:
    source = game.state.objects.get(event.source) if event.source is not None else None
    return source.kicked if source is not None else 0


def _pay_life_or_tapped(game: Kernel, event: WouldEnter, life: int) -> WouldEnter:
    if game.state.players[event.controller].life >= life:
        answer = game.ask(event.controller, "may", [Option("yes", f"pay {life} life", True), Option("no", "enter tapped", False)],
                          f"pay {life} life, or it enters tapped?")
        if answer.value:
            return _with(event, life=event.life + life)
    return _with(event, tapped=True)


# ------------------------------------------------------------------ damage (615)


@finds(WouldDealDamage)
def _protection(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """702.16e: damage that would be dealt by a source with a quality a permanent has
    protection from is prevented."""
    if event.target[0] != "obj" or event.amount <= 0:
        return
    target = event.target[1]
    if keywords.protected_from(game, target, event.info):
        yield Candidate(("protection", target), game.chars(target).name,
                        lambda _game, e: _with(e, amount=0, prevented=e.prevented + e.amount), commutes=True)


# ------------------------------------------------------------------ mana (106.12b)


@finds(WouldProduceMana)
def _mana_from_tapping(game: Kernel, event: WouldProduceMana) -> Iterable[Candidate]:
    """Mana Reflection: "if you tap a permanent for mana, it produces twice as much";
    Contamination: "if a land is tapped for mana, it produces {B} instead"."""
    if not event.tapped_for_mana:
        return
    for index, (perm, controller, _effect) in enumerate(replacement_effects(game, dsl.DoubleTappedMana)):
        if controller == event.player:
            yield Candidate(("double", perm, index), game.chars(perm).name, _doubled)
    if event.land:
        for index, (perm, _controller, effect) in enumerate(replacement_effects(game, dsl.LandsProduceInstead)):
            yield Candidate(("instead", perm, index), game.chars(perm).name,
                            lambda _game, e, effect=effect: _with(e, mana=_produced_instead(e, effect)))


def _produced_instead(event: WouldProduceMana, effect: dsl.LandsProduceInstead) -> tuple[str, ...]:
    """106.12b: "{B} instead of any other type and amount" is one {B}; "instead of any other type"
    is as much mana, all {B}; a land that would produce no mana produces none."""
    if not event.mana:
        return event.mana
    return (effect.mana,) * (len(event.mana) if effect.keep_amount else 1)


def _doubled(_game: Kernel, event: WouldProduceMana) -> WouldProduceMana:
    return _with(event, mana=event.mana + event.mana)


__all__ = ["Category", "Candidate", "Replaced", "WouldMove", "WouldBeDestroyed", "WouldUntap", "WouldDraw", "WouldPutCounters", "WouldEnter",
           "WouldDealDamage", "WouldProduceMana", "finds", "replace", "paths", "BATTLEFIELD"]
