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
from manastack.engine.state import HAND, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.Conjure)
def _conjure(game: Kernel, ctx: Ctx, node: dsl.Conjure, task: Task) -> bool:
    card = resolve_name(node.card)
    conjured = ctx.data.setdefault("conjured", [])
    for _ in range(node.count):
        new = zones.create_card(game, card, ctx.controller, node.zone, "conjure")
        if new is not None:
            conjured.append(new)
    return True


@handles(dsl.DiscardThatCard)
def _discard_that_card(game: Kernel, ctx: Ctx, node: dsl.DiscardThatCard, task: Task) -> bool:
    """701.9a: the card is discarded if it is still the card in its owner's hand (400.7: a card
    that left the hand is a new object, and nothing happens)."""
    for oid in ctx.resolve_objects(node.what):
        if game.state.objects[oid].zone == HAND:
            zones.discard(game, oid)
    return True
