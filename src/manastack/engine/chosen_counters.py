"""Counters on a chosen permanent (dsl.PutCounterOnChosen, 122.1): as the effect happens, its
controller chooses one permanent that matches (not targeted: any such permanent, hexproof or
not) and a counter is put on it; with none, nothing happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.PutCounterOnChosen)
def _put_counter_on_chosen(game: Kernel, ctx: Ctx, node: dsl.PutCounterOnChosen, task: Task) -> bool:
    candidates = [o for o in game.state.battlefield if queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
    if not candidates:
        return True
    options = [Option("object", f"put a {node.kind} counter on {game.chars(o).name}", o) for o in candidates]
    chosen = game.ask(ctx.controller, "choose", options, f"choose a permanent to put a {node.kind} counter on").value
    zones.put_counters(game, chosen, node.kind, 1)
    return True
