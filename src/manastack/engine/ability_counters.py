"""Countering an activated or triggered ability (701.6a): it is removed from the stack and
never resolves; its cost stays paid.  The target is ("ability", stack item id) (113.7a: an
ability on the stack exists independently of its source)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.context import Ctx
from manastack.engine.effects import counter_object, handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.CounterAbility)
def _counter_ability(game: Kernel, ctx: Ctx, node: dsl.CounterAbility, task: Task) -> bool:
    for kind, item_id in ctx.slot(node.what.index):
        if kind == "ability":
            counter_object(game, None, item_id=item_id)
    return True
