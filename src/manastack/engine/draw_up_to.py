"""Drawing up to a number of cards (dsl.DrawUpTo, 121.1): each player chooses how many in APNAP
order (101.4) before anyone draws; then each draws that many and gains life for each card
fewer than the most they could draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import draw_cards, handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.DrawUpTo)
def _draw_up_to(game: Kernel, ctx: Ctx, node: dsl.DrawUpTo, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.started:
        chosen = []
        for p in ctx.resolve_players(node.who):
            options = [Option("number", f"draw {n} card{'s' if n != 1 else ''}", n) for n in range(node.most + 1)]
            chosen.append([p, game.ask(p, "number", options, f"draw up to {node.most} cards").value])
        ctx.data["draw_up_to"] = chosen
        scratch.started = True
    for p, count in ctx.data["draw_up_to"]:
        draw_cards(game, p, count, task, scratch.drawn)
    for p, count in ctx.data["draw_up_to"]:
        if node.life and count < node.most:
            zones.gain_life(game, p, node.life * (node.most - count), ctx.source)
    return True
