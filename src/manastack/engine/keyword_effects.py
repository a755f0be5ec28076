"""The one-shot effects of the abilities keywords stand for (engine/abilities.py): returning a
card with persist (702.79a) or undying (702.93a), and rampage's bonus (702.23a).  Installed in
the effect interpreter (engine/effects.py) like every other effect node."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.state import BATTLEFIELD, GRAVEYARD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ReturnWithCounter)
def _return_with_counter(game: Kernel, ctx: Ctx, node: dsl.ReturnWithCounter, task: Task) -> bool:
    """702.79a, 702.93a: the card returns under its owner's control, entering with the counter
    (614.1c: replacement effects that modify how it enters apply, and see the counter).  A card
    that has left the graveyard is a new object (400.7): nothing returns."""
    ids = [oid for oid in ctx.resolve_objects(dsl.Triggering()) if game.state.objects[oid].zone == GRAVEYARD]
    if not ids:
        return True
    obj = game.state.objects[ids[0]]
    plan = zones.etb_plan(game, obj.card, obj.legacy, 0, obj.owner, 0, obj.id)
    plan["counters"] = {**plan.get("counters", {}), node.kind: plan.get("counters", {}).get(node.kind, 0) + 1}
    zones.put_onto_battlefield(game, obj.id, obj.owner, plan)
    return True


@handles(dsl.PumpPerBlockerBeyondFirst)
def _rampage(game: Kernel, ctx: Ctx, node: dsl.PumpPerBlockerBeyondFirst, task: Task) -> bool:
    """702.23b: the bonus is counted once, as the ability resolves, from the creatures blocking
    it then; it lasts until end of turn."""
    source = ctx.source
    combat = game.state.combat
    if source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD or combat is None:
        return True
    beyond_first = max(0, len([b for b in combat.blocked_by.get(source, []) if b in game.state.objects]) - 1)
    bonus = node.amount * beyond_first
    if bonus:
        add_effect(game, ctx, "modify_pt", [source], {"power": bonus, "toughness": bonus}, "end_of_turn")
    return True
