"""118.12: "Sacrifice ~ unless you [pay a cost]": as the effect resolves, the player may pay the
cost if they can (a discard, a sacrifice, a permanent returned to its owner's hand, life); if
they don't, the permanent is sacrificed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.render import render_cost
from manastack.engine import costs, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.SacrificeUnlessCost)
def _sacrifice_unless_cost(game: Kernel, ctx: Ctx, node: dsl.SacrificeUnlessCost, task: Task) -> bool:
    source, player = ctx.source, ctx.controller
    if source is None or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    name = game.chars(source).name
    if costs.can_pay_non_mana(game, source, node.cost, player):  # 118.3: an unpayable cost can't be chosen
        answer = game.ask(player, "may", [Option("yes", f"{render_cost(node.cost)} (keep {name})", True),
                                          Option("no", f"sacrifice {name}", False)], f"keep {name}? (118.12)")
        if answer.value:
            choices = costs.ask_cost_choices(game, source, node.cost, player)
            costs.pay_non_mana_now(game, source, node.cost, player, choices)
            return True
    zones.sacrifice(game, source)
    return True
