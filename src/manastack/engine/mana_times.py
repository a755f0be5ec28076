"""Mana added once for each of something by a spell (dsl.AddManaTimes, 106.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import mana
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.AddManaTimes)
def _add_mana_times(game: Kernel, ctx: Ctx, node: dsl.AddManaTimes, task: Task) -> bool:
    times = ctx.value(node.count)
    symbols = [s for s in node.mana.strip("{}").split("}{")] * times
    if symbols:
        mana.add_to_pool(game, ctx.controller, symbols, ctx.source)
    return True
