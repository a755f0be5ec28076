"""Keywords whose abilities work from the graveyard: unearth (702.84) and scavenge (702.97).

Unearth returns the card to the battlefield with haste; a delayed trigger exiles it at the
beginning of the next end step, and a replacement effect exiles it if it would leave the
battlefield any other way (both remembered as a continuous effect of kind UNEARTHED on the
permanent).  Scavenge is an activated ability whose cost exiles the card (costs.py records the
card's last known information, so "equal to the exiled card's power" reads it: 608.2h)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace as _with
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.replacement import Candidate, WouldMove, finds
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, ContinuousEffect, PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The continuous effect an unearth ability leaves on the permanent it returned (702.84a):
#: params["exile_at_end_step"] is True until its delayed trigger has triggered.
UNEARTHED = "unearthed"

#: The ability reference of the unearth delayed trigger ("exile it at the beginning of the next
#: end step", 702.84a).
UNEARTH_REF = ("kwtrig", "unearth", "")


@handles(dsl.Unearth)
def _unearth(game: Kernel, ctx: Ctx, node: dsl.Unearth, task: Task) -> bool:
    """702.84a: return this card from your graveyard to the battlefield; it gains haste; exile it
    at the beginning of the next end step; if it would leave the battlefield, exile it instead.
    A card that left the graveyard before the ability resolves stays where it is (400.7)."""
    oid = ctx.source
    if oid is None or oid not in game.state.objects or game.state.objects[oid].zone != GRAVEYARD:
        return True
    obj = game.state.objects[oid]
    plan = zones.etb_plan(game, obj.card, obj.legacy, 0, ctx.controller, 0, oid)
    new = zones.put_onto_battlefield(game, oid, ctx.controller, plan)
    if game.state.objects[new].zone != BATTLEFIELD:
        return True
    _lasting_effect(game, new, ctx.controller, "grant", {"keywords": ["haste"]})
    _lasting_effect(game, new, ctx.controller, UNEARTHED, {"exile_at_end_step": True})
    return True


def _lasting_effect(game: Kernel, oid: int, controller: int, kind: str, params: dict) -> None:
    """A continuous effect on one permanent for as long as it stays on the battlefield (611.2c)."""
    game.state.effects.append(ContinuousEffect(
        id=game.new_id(), kind=kind, source=oid, controller=controller, timestamp=game.new_timestamp(),
        affected=[oid], params=params, duration="permanent", began_turn_of=game.state.active))
    game.changed(Aspect.EFFECTS)
    game.emit({"type": "effect", "kind": kind, "affected": [oid], "params": dict(params), "duration": "permanent"})


@handles(dsl.ExileUnearthed)
def _exile_unearthed(game: Kernel, ctx: Ctx, node: dsl.ExileUnearthed, task: Task) -> bool:
    """702.84a: "exile it": the permanent, if it is still on the battlefield (a new object
    elsewhere, 400.7)."""
    oid = ctx.source
    if oid is not None and oid in game.state.objects and game.state.objects[oid].zone == BATTLEFIELD:
        zones.move(game, oid, EXILE, cause="exile")
    return True


def _at_end_step(game: Kernel, event: dict) -> None:
    """702.84a, 603.7c: at the beginning of the next end step, each unearth delayed trigger
    triggers, once.  The effects of permanents that have left the battlefield end (400.7)."""
    if event["step"] != "end":
        return
    state = game.state
    kept = []
    for effect in state.effects:
        if effect.kind != UNEARTHED:
            kept.append(effect)
            continue
        oid = effect.affected[0]
        if oid not in state.objects or state.objects[oid].zone != BATTLEFIELD:
            game.changed(Aspect.EFFECTS)
            continue
        kept.append(effect)
        if effect.params.get("exile_at_end_step"):
            effect.params = {"exile_at_end_step": False}
            game.changed(Aspect.EFFECTS)
            state.pending_triggers.append(PendingTrigger(effect.controller, oid, UNEARTH_REF, dict(event), None,
                                                         game.chars(oid).name))
    state.effects = kept


@finds(WouldMove)
def _exile_instead_of_leaving(game: Kernel, event: WouldMove) -> Iterable[Candidate]:
    """702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else"."""
    if event.to == EXILE or game.state.objects[event.obj].zone != BATTLEFIELD:
        return
    for effect in game.state.effects:
        if effect.kind == UNEARTHED and event.obj in effect.affected:
            yield Candidate(("effect", effect.id), f"unearth: exile {game.chars(event.obj).name} instead",
                            lambda _game, e: _with(e, to=EXILE, position="top"))
            return


RULES.listen(("step_begin",), _at_end_step)
