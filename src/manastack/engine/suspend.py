"""Suspend (702.62): "Suspend N—[cost]" means "If you could begin to cast this card by putting it
onto the stack from your hand, you may pay [cost] and exile it with N time counters on it.  This
action doesn't use the stack," "At the beginning of your upkeep, if this card is suspended,
remove a time counter from it," and "When the last time counter is removed from this card, if
it's exiled, you may play it without paying its mana cost if able.  If you don't, it remains
exiled.  If you cast a creature spell this way, it gains haste until you lose control of the
spell or the permanent it becomes."

702.62b: a card is suspended if it is in exile, has suspend, and has a time counter on it; the
engine keeps nothing else (the counters are on the exiled card)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.mana_cost import parse_mana_cost
from manastack.engine import casting, mana, restricted_mana, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES, procedure
from manastack.engine.state import EXILE, HAND, ContinuousEffect, PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

TIME = "time"
#: The key of a haste grant's params naming the player whose control it lasts for (702.62a).
UNTIL_CONTROL_LOST = "until_control_lost"
#: The ability reference of the upkeep trigger (702.62a: "remove a time counter from it").
UPKEEP_REF = ("kwtrig", "suspend", "")
#: The ability reference of the last-counter trigger (702.62a: "you may play it without paying
#: its mana cost"), a second triggered ability of the keyword (abilities.SUSPEND_CAST).
CAST_REF = ("kwtrig", "suspend cast", "")


def is_suspended(game: Kernel, oid: int) -> bool:
    """702.62b: in exile, with suspend, and with a time counter on it."""
    obj = game.state.objects.get(oid)
    return (obj is not None and obj.zone == EXILE and obj.counters.get(TIME, 0) > 0
            and game.chars(oid).keywords.get("suspend") is not None)


# ------------------------------------------------------------------ the special action (116.2f)


@casting.special_action
def suspend_options(game: Kernel, player: int, timing: bool) -> list[Option]:
    """702.62a, 116.2f: a card in `player`'s hand with suspend may be suspended whenever they could
    begin to cast it (its timing, 304.1/307.1, and no split second, 702.61a), if they can pay."""
    if casting.split_second_on_stack(game):
        return []
    found = []
    for oid in game.zone_scan(_with_suspend, tuple(game.state.players[player].hand)):
        obj = game.state.objects[oid]
        if not (timing or casting._instant_speed(obj.card, obj.legacy, 0)):
            continue
        keyword = game.chars(oid).keywords.get("suspend")
        if keyword is not None and mana.affordable(game, player, parse_mana_cost(keyword.cost),
                                                   allowed=restricted_mana.for_other(game, player)):
            found.append(Option("suspend", f"suspend {game.chars(oid).name} ({keyword.amount} time counters, "
                                           f"pay {keyword.cost})", oid))
    return found


def _with_suspend(game: Kernel, ids: tuple[int, ...]) -> list[int]:
    """The distinct cards among `ids` whose printed front face has suspend."""
    objects = game.state.objects
    return [oid for oid in casting._distinct(game, ids)
            if casting._printed_keyword(objects[oid].card, objects[oid].legacy, "suspend")]


@procedure("suspend")
def suspend(game: Kernel, task: Task) -> None:
    """702.62a: pay the suspend cost, then exile the card with N time counters on it (116.2f: the
    action doesn't use the stack)."""
    args = task.args
    player, oid = args["player"], args["obj"]
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != HAND:
        game.finish(task)
        return
    keyword = game.chars(oid).keywords["suspend"]
    if task.stage == 0:
        game.emit({"type": "reveal", "player": player, "obj": oid, "card": obj.card})
        game.push("pay_mana", player=player, req=mana.requirement(keyword.cost).to_list(), source=oid,
                  purpose="suspend", label=f"suspend {game.chars(oid).name}")
        game.advance_stage(task)
        return
    exiled = zones.move(game, oid, EXILE, cause="suspend")
    if game.state.objects[exiled].zone == EXILE:
        zones.put_counters(game, exiled, TIME, keyword.amount)
    game.finish(task)


# ------------------------------------------------------------------ the triggered abilities


def _at_upkeep(game: Kernel, event: dict) -> None:
    """702.62a: at the beginning of its owner's upkeep, each suspended card's ability triggers
    (603.4: "if this card is suspended" is checked again as it resolves)."""
    if event["step"] != "upkeep":
        return
    state = game.state
    for oid in list(state.exile):
        if state.objects[oid].owner == event["active"] and is_suspended(game, oid):
            state.pending_triggers.append(PendingTrigger(state.objects[oid].owner, oid, UPKEEP_REF, dict(event), None,
                                                         game.chars(oid).name))


@handles(dsl.RemoveTimeCounter)
def _remove_time_counter(game: Kernel, ctx: Ctx, node: dsl.RemoveTimeCounter, task: Task) -> bool:
    """702.62a: "remove a time counter from it"; when the last is removed, its other ability
    triggers."""
    oid = ctx.source
    if oid is None or not is_suspended(game, oid):
        return True  # 603.4: it is no longer suspended
    zones.remove_counters(game, oid, TIME, 1)
    if not game.state.objects[oid].counters.get(TIME):
        owner = game.state.objects[oid].owner
        game.state.pending_triggers.append(PendingTrigger(owner, oid, CAST_REF, {"type": "counters_removed", "obj": oid},
                                                          None, game.chars(oid).name))
        game.changed(Aspect.PUBLIC)
    return True


@handles(dsl.CastSuspended)
def _cast_suspended(game: Kernel, ctx: Ctx, node: dsl.CastSuspended, task: Task) -> bool:
    """702.62a: "if it's exiled, you may play it without paying its mana cost if able.  If you
    don't, it remains exiled" (608.2g: cast during the resolution, its timing ignored)."""
    return casting.offer_cast_from_exile(game, ctx, "suspend", "suspend", "leave it exiled")


def gains_haste(game: Kernel, oid: int, controller: int) -> None:
    """702.62a: the creature cast by suspend "gains haste until you lose control of the spell or
    the permanent it becomes" (granted as it enters; it had haste as a spell too, which a spell
    doesn't use)."""
    game.state.effects.append(ContinuousEffect(
        id=game.new_id(), kind="grant", source=oid, controller=controller, timestamp=game.new_timestamp(),
        affected=[oid], params={"keywords": ["haste"], UNTIL_CONTROL_LOST: controller}, duration="permanent",
        began_turn_of=game.state.active))
    game.changed(Aspect.EFFECTS)


def _control_changed(game: Kernel, event: dict) -> None:
    """702.62a: the haste ends once its controller loses control of the permanent (a control
    effect began: 613.1b)."""
    if event["kind"] != "control":
        return
    state = game.state
    kept = [e for e in state.effects if not (UNTIL_CONTROL_LOST in e.params and _control_lost(game, e))]
    if len(kept) != len(state.effects):
        state.effects = kept
        game.changed(Aspect.EFFECTS)


def _control_lost(game: Kernel, effect: ContinuousEffect) -> bool:
    oid = effect.affected[0]
    return oid not in game.state.objects or game.chars(oid).controller != effect.params[UNTIL_CONTROL_LOST]


RULES.listen(("step_begin",), _at_upkeep)
RULES.listen(("effect",), _control_changed)
