"""Keywords that modify how a permanent enters the battlefield (614.1c, 614.12), applied in the
replacement pipeline (engine/replacement.py) whichever zone it enters from: modular N
(702.43a), fading N (702.32a), vanishing N (702.63a) and graft N (702.58a) give it counters;
bloodthirst N (702.54a) does if an opponent was dealt damage this turn; unleash (702.98a) and
riot (702.136a) let its controller choose an extra +1/+1 counter (riot: or haste); devour N
(702.82a) sacrifices the creatures its controller chooses as it enters, amplify N (702.38a)
reveals the cards chosen from their hand; "as ~ enters, choose a color / a creature type" is
chosen as it enters and remembered (614.12c); sunburst (702.44a) counts the colours of mana
spent to cast it.  Also the one-shot effects of fading's,
vanishing's and graft's triggers (engine/abilities.py makes them)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace as _with
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.oracle.vocab import COLOR_ORDER, COLORS, CREATURE_TYPES
from manastack.cards.registry import card_def
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.replacement import Candidate, WouldEnter, finds
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The keywords whose permanent enters with N counters of a kind (702.43a, 702.32a, 702.63a, 702.58a).
COUNTERS_ON_ENTRY = {"modular": "+1/+1", "fading": "fade", "vanishing": "time", "graft": "+1/+1"}


def _with_counters(event: WouldEnter, kind: str, count: int) -> WouldEnter:
    return _with(event, counters=(*event.counters, (kind, count)))


@finds(WouldEnter)
def _entering_keywords(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """The replacement effects of the keywords of the permanent that would enter (as itself or
    as what it copies, 707.5)."""
    card = event.copy[0] if event.copy else event.card
    for index, ability in enumerate(event.abilities()):
        if not isinstance(ability, dsl.Keyword):
            continue
        key = ("enters_keyword", card, index)
        name, amount = ability.name, ability.amount
        if name in COUNTERS_ON_ENTRY:
            yield Candidate(key, card, lambda _game, e, kind=COUNTERS_ON_ENTRY[name], n=amount: _with_counters(e, kind, n),
                            commutes=True)
        elif name == "bloodthirst" and opponent_was_dealt_damage(game, event.controller):
            yield Candidate(key, card, lambda _game, e, n=amount: _with_counters(e, "+1/+1", n), commutes=True)
        elif name in ("unleash", "riot"):
            yield Candidate(key, card, lambda game, e, name=name: _extra_counter_choice(game, e, name),
                            interactive=True, commutes=True)
        elif name == "devour":
            yield Candidate(key, card, lambda game, e, n=amount: _devour(game, e, n), interactive=True, commutes=True)
        elif name == "amplify":
            yield Candidate(key, card, lambda game, e, n=amount: _amplify(game, e, n), interactive=True, commutes=True)
        elif name == "sunburst":
            colors = colors_spent_to_cast(game, event.source)
            if colors:
                kind = "+1/+1" if "Creature" in _entering_types(event) else "charge"
                yield Candidate(key, card, lambda _game, e, kind=kind, n=colors: _with_counters(e, kind, n), commutes=True)


def _amplify(game: Kernel, event: WouldEnter, amount: int) -> WouldEnter:
    """702.38a: "As this object enters, reveal any number of cards from your hand that share a
    creature type with it. This permanent enters with N +1/+1 counters on it for each card
    revealed this way."  Chosen now, one at a time; revealed as it enters (zones.put_onto_battlefield)."""
    its_types = _entering_creature_types(event)
    hand = game.state.players[event.controller].hand
    chosen = _one_at_a_time(
        game, event.controller, [], "card", "reveal", f"amplify {amount}: reveal a card that shares a creature type?",
        lambda oid: oid in hand and oid not in event.reveal and oid != event.source
        and not its_types.isdisjoint(game.chars(oid).subtypes), hand)
    event = _with(event, reveal=(*event.reveal, *chosen))
    return _with_counters(event, "+1/+1", amount * len(chosen)) if chosen else event


def _one_at_a_time(game: Kernel, player: int, chosen: list[int], kind: str, verb: str, prompt: str,
                   allowed, pool) -> list[int]:
    """Objects of `pool` that `allowed` admits, chosen by `player` one at a time until they
    answer "done" or none is left (after those already `chosen`)."""
    while True:
        left = [oid for oid in pool if oid not in chosen and allowed(oid)]
        if not left:
            return chosen
        options = [Option("done", f"{verb} no more", None)] + [
            Option("card" if kind == "card" else "object", f"{verb} {game.chars(oid).name}", oid) for oid in left]
        answer = game.ask(player, kind, options, prompt)
        if answer.value is None:
            return chosen
        chosen = [*chosen, answer.value]


def _entering_creature_types(event: WouldEnter) -> frozenset[str]:
    """Its creature types as it would enter: every one with changeling (702.73a)."""
    face = _entering_face(event)
    if any(isinstance(a, dsl.Keyword) and a.name == "changeling" for a in face.abilities):
        return CREATURE_TYPES
    return frozenset(face.subtypes) & CREATURE_TYPES


def colors_spent_to_cast(game: Kernel, source: int | None) -> int:
    """702.44a-b: the number of colours of mana spent to cast the spell `source` is, as it
    resolves from the stack (casting.py records the mana of a sunburst spell); 0 for an object
    entering from anywhere else."""
    item = next((item for item in game.state.stack if item.kind == "spell" and item.obj == source), None)
    return len(set(item.paid.get("mana_spent", ())) & set(COLOR_ORDER)) if item is not None else 0


def _entering_face(event: WouldEnter) -> dsl.Face:
    """The face the permanent would enter with (its own, or what it copies, 707.5)."""
    card, legacy, face = event.copy if event.copy is not None else (event.card, event.legacy, event.face)
    definition = card_def(card, legacy)
    return definition.faces[face] if face < len(definition.faces) else definition.front


def _entering_types(event: WouldEnter) -> tuple[str, ...]:
    """The card types of the permanent as it would enter."""
    return _entering_face(event).types


@finds(WouldEnter)
def _choice_as_it_enters(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """614.12c: "As ~ enters, choose a color" / "choose a creature type"."""
    card = event.copy[0] if event.copy else event.card
    for index, ability in enumerate(event.abilities()):
        if isinstance(ability, dsl.Replacement) and isinstance(ability.effect, dsl.ChooseAsEnters):
            yield Candidate(("choose", card, index), card,
                            lambda game, e, what=ability.effect.what: _choose(game, e, what),
                            interactive=True, commutes=True)


@finds(WouldEnter)
def _under_an_opponents_control(game: Kernel, event: WouldEnter) -> Iterable[Candidate]:
    """614.12: "~ enters under the control of an opponent of your choice": the player it would
    enter under chooses one of their opponents (with none, it enters under their control)."""
    card = event.copy[0] if event.copy else event.card
    for index, ability in enumerate(event.abilities()):
        if isinstance(ability, dsl.Replacement) and isinstance(ability.effect, dsl.EntersUnderOpponentsControl):
            yield Candidate(("under opponent", card, index), card, _opponent_controls, interactive=True, commutes=True)


def _opponent_controls(game: Kernel, event: WouldEnter) -> WouldEnter:
    options = [Option("player", game.player_name(p), p) for p in game.opponents(event.controller)]
    if not options:
        return event
    answer = game.ask(event.controller, "choose", options, f"{event.card}: choose an opponent to control it")
    return _with(event, controller=answer.value)


_COLOR_NAMES = {letter: word for word, letter in COLORS.items()}


def valid_choice(what: object, value: object) -> bool:
    """Whether a remembered choice (GameObject.chosen) is one `_choose` could make."""
    if what == "color":
        return isinstance(value, str) and len(value) == 1 and value in COLOR_ORDER
    if what == "tribute":  # 702.104a (engine/tribute.py)
        return value in ("paid", "not paid")
    if what == "kicked with":  # 702.33d: the kicker costs paid ("{2}{U}|{1}{B}"), kept by its permanent
        return isinstance(value, str) and all(part.startswith("{") and part.endswith("}") for part in value.split("|"))
    if what in ("opponent", "attached_player"):  # a player's index (checked against the players by the save's own checks)
        return type(value) is int and value >= 0
    return what == "creature type" and value in CREATURE_TYPES


def _choose(game: Kernel, event: WouldEnter, what: str) -> WouldEnter:
    if what == "color":
        options = [Option("mana", _COLOR_NAMES[c], c) for c in COLOR_ORDER]
        answer = game.ask(event.controller, "color", options, f"{event.card}: choose a color")
    elif what == "opponent":
        options = [Option("player", game.player_name(p), p) for p in game.opponents(event.controller)]
        if not options:
            return event
        answer = game.ask(event.controller, "choose", options, f"{event.card}: choose an opponent")
    else:
        options = [Option("type", t, t) for t in sorted(CREATURE_TYPES)]
        answer = game.ask(event.controller, "creature_type", options, f"{event.card}: choose a creature type")
    return _with(event, chosen=(*event.chosen, (what, answer.value)))


def opponent_was_dealt_damage(game: Kernel, player: int) -> bool:
    """702.54a: whether an opponent of `player` was dealt damage this turn."""
    return any(game.state.players[p].damage_taken_this_turn > 0 for p in game.opponents(player))


def _extra_counter_choice(game: Kernel, event: WouldEnter, keyword: str) -> WouldEnter:
    """702.98a unleash: "you may have this permanent enter with an additional +1/+1 counter on
    it"; 702.136a riot: "... If you don't, it gains haste"."""
    without = "enter with haste" if keyword == "riot" else "no counter"
    answer = game.ask(event.controller, "may", [Option("yes", "enter with a +1/+1 counter", True),
                                                Option("no", without, False)],
                      f"{keyword}: enter with an additional +1/+1 counter?")
    if answer.value:
        return _with_counters(event, "+1/+1", 1)
    if keyword == "riot":
        return _with(event, gains=(*event.gains, "haste"))
    return event


def _devour(game: Kernel, event: WouldEnter, amount: int) -> WouldEnter:
    """702.82a: "As this object enters, you may sacrifice any number of creatures. This
    permanent enters with N +1/+1 counters on it for each creature sacrificed this way."  The
    creatures are chosen now, one at a time, and sacrificed as it enters (zones.put_onto_battlefield)."""
    chosen = _one_at_a_time(
        game, event.controller, list(event.sacrifice), "sacrifice", "sacrifice", f"devour {amount}: sacrifice a creature?",
        lambda oid: oid != event.source and game.chars(oid).controller == event.controller
        and "Creature" in game.chars(oid).types, game.state.battlefield)
    devoured = len(chosen) - len(event.sacrifice)
    event = _with(event, sacrifice=tuple(chosen))
    return _with_counters(event, "+1/+1", amount * devoured) if devoured else event


@handles(dsl.MoveCounterToTriggering)
def _move_counter(game: Kernel, ctx: Ctx, node: dsl.MoveCounterToTriggering, task: Task) -> bool:
    """702.58a, 122.5: a counter moves from this permanent onto the creature that entered, if
    both are still on the battlefield and this one has such a counter; otherwise nothing moves."""
    source = ctx.source
    ids = [oid for oid in ctx.resolve_objects(dsl.Triggering())
           if oid in game.state.objects and game.state.objects[oid].zone == BATTLEFIELD]
    if not ids or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD \
            or game.state.objects[source].counters.get(node.kind, 0) <= 0:
        return True
    zones.remove_counters(game, source, node.kind, 1)
    zones.put_counters(game, ids[0], node.kind, 1)
    return True


@handles(dsl.RemoveCounterFromSelf)
def _remove_counter_from_self(game: Kernel, ctx: Ctx, node: dsl.RemoveCounterFromSelf, task: Task) -> bool:
    """702.32a: "remove a fade counter from it. If you can't, sacrifice it"; 702.63a: "remove a
    time counter from it" (its last one removed triggers the sacrifice).  A permanent that left
    the battlefield is a new object (400.7): nothing happens."""
    source = ctx.source
    if source is None or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    if game.state.objects[source].counters.get(node.kind, 0) > 0:
        zones.remove_counters(game, source, node.kind, 1)
    elif node.or_sacrifice:
        zones.sacrifice(game, source)
    return True
