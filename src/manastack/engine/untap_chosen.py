"""Untapping chosen permanents (dsl.UntapChosen, 701.26b): the controller chooses up to that many
tapped permanents that match, one at a time, then they untap."""

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


@handles(dsl.UntapChosen)
def _untap_chosen(game: Kernel, ctx: Ctx, node: dsl.UntapChosen, task: Task) -> bool:
    chosen: list[int] = []
    while len(chosen) < node.count:
        left = [o for o in game.state.battlefield if o not in chosen and game.state.objects[o].tapped
                and queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
        if not left:
            break
        options = [Option("done", "untap no more", None)] + [
            Option("object", f"untap {game.chars(o).name}", o) for o in left]
        answer = game.ask(ctx.controller, "untap", options, f"untap up to {node.count} permanents")
        if answer.value is None:
            break
        chosen.append(answer.value)
    for oid in chosen:
        zones.untap(game, oid)
    return True
