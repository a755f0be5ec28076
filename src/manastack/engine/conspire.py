"""Conspire (702.78a): "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if its
conspire cost was paid, copy it.  If the spell has any targets, you may choose new targets for
the copy."  Each instance is paid separately and triggers on its own payment (702.78b).

The caster announces the conspire payments with the other optional costs (601.2b), chooses the
creatures as the total cost is determined (601.2f; they are set aside from the mana payment, so
both can be paid together, 601.2h) and taps them as the costs are paid (601.2h).  The spell's
stack item remembers how many instances were paid (item.paid["conspire"]); casting.cast_triggers
makes one trigger for each."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import alternative_payment, zones
from manastack.engine.decision import Option
from manastack.engine.mana import ManaReq
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

CONSPIRE = "conspire"
#: 702.78a: the creatures each payment taps.
CREATURES_PER_PAYMENT = 2


def instances(game: Kernel, spell: int) -> int:
    """How many conspire abilities the spell has (702.78b)."""
    return sum(1 for a in game.chars(spell).abilities if isinstance(a, dsl.Keyword) and a.name == CONSPIRE)


def candidates(game: Kernel, player: int, spell: int) -> list[int]:
    """702.78a: the untapped creatures `player` controls that share a color with the spell."""
    colors = game.chars(spell).colors
    found = []
    for oid in game.state.battlefield:
        chars = game.chars(oid)
        if chars.controller == player and "Creature" in chars.types and not game.state.objects[oid].tapped \
                and chars.colors & colors:
            found.append(oid)
    return found


def _payable_with(game: Kernel, player: int, spell: int, req: ManaReq, kept: frozenset, creatures: tuple) -> bool:
    return alternative_payment.can_pay(game, player, spell, req, kept | frozenset(creatures) | {spell})


def ask_payments(game: Kernel, player: int, spell: int, req: ManaReq) -> int:
    """601.2b: for each conspire ability, whether its cost will be paid, offered only if enough
    creatures remain to tap and the mana can still be paid without them (601.2h)."""
    paid = 0
    pool = candidates(game, player, spell)
    for _ in range(instances(game, spell)):
        needed = CREATURES_PER_PAYMENT * (paid + 1)
        if len(pool) < needed or not any(_payable_with(game, player, spell, req, frozenset(), group)
                                         for group in combinations(pool, needed)):
            break
        answer = game.ask(player, "optional_cost", [
            Option("yes", "pay conspire: tap two untapped creatures you control that share a color with it", True),
            Option("no", "don't pay conspire", False)], "pay the conspire cost?")
        if not answer.value:
            break
        paid += 1
    return paid


def choose_creatures(game: Kernel, player: int, spell: int, req: ManaReq, kept: frozenset, payments: int) -> list[int]:
    """601.2f: the creatures to tap, one at a time; each choice leaves enough creatures for the
    rest such that the mana can still be paid without them (601.2h)."""
    needed = CREATURES_PER_PAYMENT * payments
    pool = [o for o in candidates(game, player, spell) if o not in kept]
    chosen: list[int] = []
    while len(chosen) < needed:
        rest = needed - len(chosen) - 1

        def completes(oid: int, chosen: list[int] = chosen, rest: int = rest) -> bool:
            others = [o for o in pool if o != oid and o not in chosen]
            return any(_payable_with(game, player, spell, req, kept, (*chosen, oid, *group))
                       for group in combinations(others, rest))

        options = [Option("object", game.chars(o).name, o) for o in pool if o not in chosen and completes(o)]
        chosen.append(game.ask(player, "choose", options, "conspire: tap an untapped creature that shares a color").value)
    return chosen


def tap_creatures(game: Kernel, creatures: list[int]) -> None:
    """601.2h: the chosen creatures are tapped as the cost is paid."""
    for oid in creatures:
        if oid in game.state.objects and game.state.objects[oid].zone == BATTLEFIELD and not game.state.objects[oid].tapped:
            zones.tap(game, oid)
