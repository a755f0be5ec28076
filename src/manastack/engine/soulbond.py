"""Soulbond (702.95a): "You may pair this creature with another unpaired creature when either of
them enters.  They remain paired for as long as you control both of them."  Its two triggered
abilities (engine/abilities.py) pair creatures; the pairs are kept in state.extra[PAIRED] as
[creature, creature, controller] and end as soon as either leaves the battlefield, stops being a
creature or the controller changes (702.95b-e).  A pair's static abilities ("both creatures
have ...", dsl.Anthem with affects "paired") apply to both creatures (engine/layers.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: state.extra key: the pairs, [creature, creature, controller].
PAIRED = "paired"


def _pairable(game: Kernel, oid: int, controller: int) -> bool:
    """702.95a: an unpaired creature on the battlefield under this controller."""
    objects = game.state.objects
    return (oid in objects and objects[oid].zone == BATTLEFIELD and "Creature" in game.chars(oid).types
            and game.chars(oid).controller == controller and not queries.pair_members(game, oid))


@handles(dsl.PairWithAnother)
def _pair(game: Kernel, ctx: Ctx, node: dsl.PairWithAnother, task: Task) -> bool:
    """702.95a: "you may pair this creature with another unpaired creature" (with the entering
    one: `with_entering`), both unpaired creatures you control as this resolves (603.4)."""
    source = ctx.source
    controller = ctx.controller
    if source is None or not _pairable(game, source, controller):
        return True
    if node.with_entering:
        entering = (ctx.event or {}).get("new")
        candidates = [entering] if entering is not None and entering != source and _pairable(game, entering, controller) else []
    else:
        candidates = [o for o in game.state.battlefield if o != source and _pairable(game, o, controller)]
    if not candidates:
        return True
    options = [Option("object", game.chars(o).name, o) for o in candidates] + [Option("none", "don't pair", None)]
    other = game.ask(controller, "choose", options, f"soulbond: pair {game.chars(source).name} with a creature?").value
    if other is None:
        return True
    game.state.extra[PAIRED] = [*game.state.extra.get(PAIRED, []), [source, other, controller]]
    game.changed(Aspect.EFFECTS)
    return True


def _end_broken_pairs(game: Kernel, event: dict) -> None:
    """702.95e: the creatures stay paired for as long as their controller controls both and both
    remain creatures on the battlefield."""
    pairs = game.state.extra.get(PAIRED)
    if not pairs:
        return
    objects = game.state.objects
    kept = [pair for pair in pairs if all(
        o in objects and objects[o].zone == BATTLEFIELD and "Creature" in game.chars(o).types
        and game.chars(o).controller == pair[2] for o in pair[:2])]
    if len(kept) != len(pairs):
        game.state.extra[PAIRED] = kept
        game.changed(Aspect.EFFECTS)


RULES.listen(("zone_change", "effect", "step_begin", "resolved"), _end_broken_pairs)
