"""Damage and counters divided among targets (601.2d): each target chosen as the spell was cast
gets its share; a target that became illegal isn't dealt (or given) its share (608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import _damage_source, handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.PutCountersDivided)
def _put_counters_divided(game: Kernel, ctx: Ctx, node: dsl.PutCountersDivided, task: Task) -> bool:
    """601.2d: the share is the number of counters over the number of targets chosen."""
    chosen = ctx.data.get("orig_targets", [])
    count = len(chosen[node.to.index]) if node.to.index < len(chosen) else 0
    if not count:
        return True
    share = node.amount // count
    for target in ctx.slot(node.to.index):
        if target[0] != "player" and target[1] in game.state.objects:
            zones.put_counters(game, target[1], node.kind, share)
    return True


@handles(dsl.DealDamageDivided)
def _deal_divided(game: Kernel, ctx: Ctx, node: dsl.DealDamageDivided, task: Task) -> bool:
    """The share is the amount over the number of targets chosen (the compiler reads only
    divisions that number decides: 2 among one or two)."""
    chosen = ctx.data.get("orig_targets", [])
    count = len(chosen[node.to.index]) if node.to.index < len(chosen) else 0
    if not count:
        return True
    share = node.amount // count
    source, info = _damage_source(game, ctx, node.source)
    for target in ctx.slot(node.to.index):
        if target[0] == "player" or target[1] in game.state.objects:
            zones.deal_damage(game, source, tuple(target), share, source_info=info)
    return True
