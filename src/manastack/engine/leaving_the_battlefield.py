"""A permanent exiled and returned to the battlefield as a new object (400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import BATTLEFIELD, EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.Flicker)
def _flicker(game: Kernel, ctx: Ctx, node: dsl.Flicker, task: Task) -> bool:
    """400.7: the permanents are exiled together; then the cards they became return to the
    battlefield together (their entry plans asked first, 614.12), as new objects.  A token
    exiled doesn't return (111.8); a card a replacement effect put elsewhere isn't in exile."""
    if not ctx.scratch.started:
        ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
        moved = zones.move_together(game, [(oid, EXILE, "exile") for oid in ids])
        ctx.data["flickered"] = [n for n in moved if n is not None]
        ctx.scratch.started = True
        return False
    objects = game.state.objects
    returning = [o for o in ctx.data.get("flickered", ()) if o in objects and objects[o].zone == EXILE
                 and not objects[o].token]
    unders = [objects[o].owner if node.under == "owner" else ctx.controller for o in returning]
    plans = [zones.etb_plan(game, objects[o].card, objects[o].legacy, 0, under, 0, o)
             for o, under in zip(returning, unders, strict=True)]
    for oid, under, plan in zip(returning, unders, plans, strict=True):
        zones.put_onto_battlefield(game, oid, under, plan)
    ctx.data.pop("flickered", None)
    return True
