"""Rebound (702.88a): a spell cast from its owner's hand is exiled as it resolves; at the
beginning of their next upkeep they may cast it from exile without paying its mana cost (a
delayed trigger, remembered on the exiled card: GameObject.rebound)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import casting
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.state import PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The ability reference of the rebound trigger (the keyword's triggered ability).
REBOUND_REF = ("kwtrig", "rebound", "")


def exiled(game: Kernel, oid: int) -> None:
    """702.88a: the card just exiled by rebound waits for its owner's next upkeep."""
    game.state.objects[oid].rebound = True
    game.changed(Aspect.PUBLIC)


def _at_upkeep(game: Kernel, event: dict) -> None:
    """702.88a, 603.7c: at the beginning of its owner's next upkeep, the rebound trigger of each
    card waiting triggers, once."""
    if event["step"] != "upkeep":
        return
    state = game.state
    for oid in list(state.exile):
        obj = state.objects[oid]
        if obj.rebound and obj.owner == event["active"]:
            obj.rebound = False
            game.changed(Aspect.PUBLIC)
            state.pending_triggers.append(PendingTrigger(obj.owner, oid, REBOUND_REF, dict(event), None, game.chars(oid).name))


@handles(dsl.CastSelfWithoutPaying)
def cast_self_without_paying(game: Kernel, ctx: Ctx, node: dsl.CastSelfWithoutPaying, task: Task) -> bool:
    """702.88a: "you may cast this card from exile without paying its mana cost"."""
    return casting.offer_cast_from_exile(game, ctx, "free", "rebound", "don't cast it")


RULES.listen(("step_begin",), _at_upkeep)
