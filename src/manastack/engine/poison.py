"""Poison counters given by an effect (dsl.GetPoison, 122.1f; ten or more lose the game as a
state-based action, 704.5c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.GetPoison)
def _get_poison(game: Kernel, ctx: Ctx, node: dsl.GetPoison, task: Task) -> bool:
    for p in ctx.resolve_players(node.who):
        game.state.players[p].poison += node.count
        game.changed(Aspect.PLAYERS)
        game.emit({"type": "poison", "player": p, "count": node.count, "source": ctx.source})
    return True
