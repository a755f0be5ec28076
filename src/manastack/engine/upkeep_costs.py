"""Upkeep costs of keywords (702.24 cumulative upkeep, 702.30 echo): "sacrifice it unless you
pay [cost]", the cost paid the number of times the keyword says (118.12: an "unless" cost is
paid or not, as the player chooses)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.mana import requirement
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.SacrificeUnlessPays)
def sacrifice_unless_pays(game: Kernel, ctx: Ctx, node: dsl.SacrificeUnlessPays, task: Task) -> bool:
    """118.12: its controller may pay the cost (declining is always an option); if they don't,
    they sacrifice the source.  A cost paid zero times is paid (702.24a with no age counters)."""
    source = ctx.source
    if source is None or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    scratch = ctx.scratch
    if not scratch.started:
        total = node.mana * max(0, ctx.value(node.times))  # 702.24a: "[cost] for each age counter"
        if not total:
            return True
        scratch.started = True
        game.push("pay_mana", player=ctx.controller, req=requirement(total).to_list(), source=source,
                  purpose="upkeep", optional=True, label=f"{game.chars(source).name} (or sacrifice it)")
        return False
    paid, task.data.returned = task.data.returned, None
    if paid is None:
        zones.sacrifice(game, source)
    return True
