"""The one-shot effects of the abilities keywords stand for (engine/abilities.py): returning a
card with persist (702.79a) or undying (702.93a), rampage's bonus (702.23a), evolve's counter
(702.100a), extort's drain (702.101a), renown (702.112a) and fabricate's choice (702.123a).  Installed in
the effect interpreter (engine/effects.py) like every other effect node."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import keywords, player_rules, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
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


@handles(dsl.CounterIfGreater)
def _evolve(game: Kernel, ctx: Ctx, node: dsl.CounterIfGreater, task: Task) -> bool:
    """702.100a, 603.4: the comparison is made again as it resolves; 702.100c: with the last
    known information of a creature that left."""
    source = ctx.source
    event = ctx.event or {}
    if source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    if event.get("new") is not None and keywords.evolves(game, event["new"], source):
        zones.put_counters(game, source, "+1/+1", 1)
    return True


@handles(dsl.CountersOrTokens)
def _fabricate(game: Kernel, ctx: Ctx, node: dsl.CountersOrTokens, task: Task) -> bool:
    """702.123a: N +1/+1 counters on it, or N tokens; a permanent no longer on the battlefield
    can't get the counters, so its controller creates the tokens."""
    source = ctx.source
    present = source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD
    if present:
        answer = game.ask(ctx.controller, "may", [Option("yes", f"put {node.amount} +1/+1 counters on it", True),
                                                  Option("no", f"create {node.amount} {node.token} tokens", False)],
                          f"fabricate {node.amount}: counters or tokens?")
        if answer.value:
            zones.put_counters(game, source, "+1/+1", node.amount)
            return True
    for _ in range(player_rules.tokens_created(game, ctx.controller, node.amount)):  # 614.1a
        zones.create_token(game, node.token, ctx.controller)
    return True


@handles(dsl.BecomeRenowned)
def _renown(game: Kernel, ctx: Ctx, node: dsl.BecomeRenowned, task: Task) -> bool:
    """702.112a: checked again as it resolves (603.4); a creature that left gets nothing."""
    source = ctx.source
    if source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD \
            or keywords.is_renowned(game, source):
        return True
    zones.put_counters(game, source, "+1/+1", node.amount)
    keywords.make_renowned(game, source)
    game.emit({"type": "renowned", "obj": source})
    return True


@handles(dsl.DrainOpponents)
def _drain(game: Kernel, ctx: Ctx, node: dsl.DrainOpponents, task: Task) -> bool:
    """702.101a: each opponent loses the life (119.3), then its controller gains the total lost."""
    total = 0
    amount = max(ctx.value(node.amount), 0)
    for opponent in game.opponents(ctx.controller):
        if not game.state.players[opponent].lost:
            zones.lose_life(game, opponent, amount, ctx.source)
            total += amount
    zones.gain_life(game, ctx.controller, total, ctx.source)
    return True
