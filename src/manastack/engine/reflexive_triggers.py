"""Reflexive triggered abilities (603.12): "[action]. When you do, ..." triggers once the action
is done as the ability resolves; it goes on the stack the next time a player would receive
priority (603.3), its targets chosen then (603.3d).  It is referred to by the creating ability's
reference and the path to its node (triggers.resolve_ability_ref: "reflexive")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.context import SACRIFICED_THIS_WAY, Ctx
from manastack.engine.effects import handles, resolving_ability_ref
from manastack.engine.state import PendingTrigger, Task
from manastack.engine.triggers import locate_node, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ReflexiveTrigger)
def _reflexive(game: Kernel, ctx: Ctx, node: dsl.ReflexiveTrigger, task: Task) -> bool:
    """603.12: it triggers if the instruction before it was done ("done"); "that creature" is
    the first permanent that instruction sacrificed (the event's object, its last known
    information once gone, 608.2h)."""
    if not ctx.data.get("done"):
        return True
    ref = resolving_ability_ref(game, ctx)
    path = locate_node(resolve_ability_ref(tuple(ref)), node) if ref else None
    if path is None:
        raise RuntimeError(f"engine bug: can't locate the reflexive trigger {node!r} in its ability {ref!r}")
    event: dict = {"type": "reflexive"}
    sacrificed = ctx.data.get(SACRIFICED_THIS_WAY) or []
    if sacrificed:
        event["obj"] = sacrificed[0]
    name = game.chars(ctx.source).name if ctx.source is not None and ctx.source in game.state.objects else "reflexive trigger"
    game.state.pending_triggers.append(PendingTrigger(ctx.controller, ctx.source, ("reflexive", tuple(ref), tuple(path)),
                                                      event, None, name))
    return True
