"""Flip cards (710): "flip ~" turns a permanent to its alternative characteristics (710.2), a
status it keeps until it leaves the battlefield (710.4, 110.5).  The flipped status is kept as
the object's face (1: flipped); a flip card is unflipped in every other zone (710.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.characteristics import copiable_values, is_flip
from manastack.engine.effects import handles
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.context import Ctx
    from manastack.engine.kernel import Kernel
    from manastack.engine.state import Task


def flip(game: Kernel, oid: int) -> None:
    """710.4: flip a permanent; an unflipped flip card's permanent only (flipping is one-way,
    and a permanent that isn't a flip card has nothing to flip to).  110.5c: a copy of a flip
    card flips too (its copiable values are the flip card's)."""
    obj = game.state.objects[oid]
    values = copiable_values(game.state, obj)
    if obj.zone != BATTLEFIELD or obj.face != 0 or not is_flip(values.card, tuple(values.legacy)):
        return
    obj.face = 1
    game.changed(Aspect.PERMANENTS)
    game.emit({"type": "flip", "obj": oid})


@handles(dsl.Flip)
def _flip(game: Kernel, ctx: Ctx, node: dsl.Flip, task: Task) -> bool:
    for oid in ctx.resolve_objects(node.what):
        flip(game, oid)
    return True
