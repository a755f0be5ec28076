"""Instructions that happen only if a condition holds (608.2c), checked once for several
effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries
from manastack.engine.context import Ctx
from manastack.engine.effects import handles, run
from manastack.engine.state import EffectProgress, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ConditionalAll)
def _conditional_all(game: Kernel, ctx: Ctx, node: dsl.ConditionalAll, task: Task) -> bool:
    """608.2c: the condition is checked once, as the instruction begins; if it held, each effect
    happens in order, each with its own progress (as the effects of a resolution do)."""
    branch = ctx.data.get("conditional_all")
    if branch is None:
        holds = queries.condition_holds(game, node.condition, ctx.source, ctx.controller, ctx)
        branch = ctx.data["conditional_all"] = {"next": 0 if holds else len(node.effects)}
    while branch["next"] < len(node.effects):
        if not run(game, ctx, node.effects[branch["next"]], task):
            return False
        branch["next"] += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)
    del ctx.data["conditional_all"]
    return True
