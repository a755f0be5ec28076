"""Rolling a die (706): the result comes from the game's seeded generator, every result equally
likely (706.1a), and is public (a die_roll event).  It is kept in the resolution's context
(`ctx.data["die_result"]`), plain data that saves and replays, for "the result" (706.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import rng
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.RollDie)
def _roll(game: Kernel, ctx: Ctx, node: dsl.RollDie, task: Task) -> bool:
    """706.1: the controller rolls a die with `sides` faces."""
    game.state.rng, value = rng.below(game.state.rng, node.sides)
    ctx.data["die_result"] = value + 1
    game.emit({"type": "die_roll", "player": ctx.controller, "sides": node.sides, "result": value + 1})
    return True
