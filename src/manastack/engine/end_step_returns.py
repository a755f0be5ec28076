"""Exiling permanents that return at the beginning of the next end step (603.7, 610.3c): "exile
any number of other nonland permanents you own and control. Return those cards to the
battlefield at the beginning of the next end step." (Yorion, Sky Nomad).  The return is a delayed
triggered ability that remembers the cards the same resolution exiled (dsl.CreateDelayedTrigger
remembers_exiled); a token exiled this way has ceased to exist (704.5d) and doesn't return."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles, remember_exiled
from manastack.engine.state import EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileChosen)
def _exile_chosen(game: Kernel, ctx: Ctx, node: dsl.ExileChosen, task: Task) -> bool:
    """The controller chooses any number of the matching permanents, one at a time until "done"
    (its rulings: chosen as it resolves; nothing happens between the choice and the exile), then
    they are exiled at once."""
    player = ctx.controller
    candidates = [oid for oid in game.state.battlefield if queries.matches(game, node.filter, oid, ctx.source, player)]
    chosen: list[int] = []
    while len(chosen) < len(candidates):
        options = [Option("object", game.chars(oid).name, oid) for oid in candidates if oid not in chosen]
        options.append(Option("done", "exile no more" if chosen else "exile none", None))
        pick = game.ask(player, "choose", options, "choose permanents to exile").value
        if pick is None:
            break
        chosen.append(pick)
    remember_exiled(ctx, zones.move_together(game, [(oid, EXILE, "exile") for oid in chosen]))
    return True


@handles(dsl.ReturnExiledThisWay)
def _return_exiled(game: Kernel, ctx: Ctx, node: dsl.ReturnExiledThisWay, task: Task) -> bool:
    """610.3c-d: the cards still in exile return together, under their owners' control unless
    the text says "under your control"; replacement effects on entering are asked first (614.12)."""
    objects = game.state.objects
    returning = [oid for oid in (ctx.event or {}).get("remembered", []) if oid in objects and objects[oid].zone == EXILE]
    plans = []
    for oid in returning:
        obj = objects[oid]
        under = ctx.controller if node.under_yours else obj.owner
        plans.append((oid, under, zones.etb_plan(game, obj.card, obj.legacy, 0, under, 0, oid)))
    for oid, under, plan in plans:
        if objects[oid].zone == EXILE:
            zones.put_onto_battlefield(game, oid, under, plan)
    return True
