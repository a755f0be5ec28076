"""Losing and gaining keyword abilities (613.1f): a resolved "loses flying until end of turn" or
"gains protection from artifacts until end of turn" (702.16a) is a layer-6 effect locked in to
the objects it names as it begins (611.2c); engine/layers.py removes or adds the keywords, in
timestamp order with the other effects that grant them (613.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.layers import GRANT_PROTECTION, LOSE_KEYWORDS
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.GainProtection)
def _gain_protection(game: Kernel, ctx: Ctx, node: dsl.GainProtection, task: Task) -> bool:
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, GRANT_PROTECTION, ids, {"qualities": list(node.qualities)}, node.duration)
    return True


@handles(dsl.LoseKeywords)
def _lose_keywords(game: Kernel, ctx: Ctx, node: dsl.LoseKeywords, task: Task) -> bool:
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, LOSE_KEYWORDS, ids, {"keywords": list(node.keywords)}, node.duration)
    return True
