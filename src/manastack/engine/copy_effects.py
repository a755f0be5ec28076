"""Copy effects a resolved ability makes on a permanent already on the battlefield (707.2, 613.2a,
layer 1): "~ becomes a copy of target land, except it has this ability" (Thespian's Stage), "...
until end of turn" (Mizzium Transreliquat).  The permanent's copiable values become the copied
object's as the effect begins (608.2h), its own copy effects and exceptions included (707.2,
707.9b); the copy effect is a continuous effect of kind "copy" that characteristics.py reads.
Nothing enters the battlefield, so no enters abilities or replacements apply; the permanent
keeps its counters, status and attachments (110.5, 707.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.characteristics import copiable_values
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.BecomeCopy)
def _become_copy(game: Kernel, ctx: Ctx, node: dsl.BecomeCopy, task: Task) -> bool:
    """707.2, 613.2a: the permanent becomes a copy of the object (a target no longer there
    leaves nothing to copy, 608.2b).  707.9b: "except it has this ability": the resolving
    ability's reference joins the copiable values; "and gains this ability" is granted in
    layer 6 (613.1f) for as long as the copy effect lasts."""
    objects = game.state.objects
    copied = [o for o in ctx.resolve_objects(node.of) if objects[o].zone == BATTLEFIELD]
    ids = [o for o in ctx.resolve_objects(node.what) if objects[o].zone == BATTLEFIELD]
    if not copied or not ids:
        return True
    values = copiable_values(game.state, objects[copied[0]])
    exceptions = dict(values.exceptions or {})
    this_ability = list(ctx.data["ability"])
    if node.keeps_ability:
        exceptions["abilities"] = [*exceptions.get("abilities", ()), this_ability]
    params = {"card": values.card, "legacy": list(values.legacy), "face": values.face, "except": exceptions}
    add_effect(game, ctx, "copy", ids, params, node.duration)
    if node.gains_ability:
        add_effect(game, ctx, "grant", ids, {"keywords": [], "abilities": [this_ability]}, node.duration)
    return True
