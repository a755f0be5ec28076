"""Conjure (Alchemy): new cards, owned by the conjuring player, created in a zone (cards/dsl.py
`Conjure`).  A card conjured onto the battlefield enters as any permanent does: the replacement
effects that modify how it enters apply (614.1c, 614.12) and its entering is an event abilities
trigger on (603.6a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import resolve_name
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.Conjure)
def _conjure(game: Kernel, ctx: Ctx, node: dsl.Conjure, task: Task) -> bool:
    card = resolve_name(node.card)
    for _ in range(node.count):
        zones.create_card(game, card, ctx.controller, node.zone, "conjure")
    return True
