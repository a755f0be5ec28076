"""Keywords whose abilities work from the graveyard: dredge (702.52), unearth (702.84), scavenge
(702.97), embalm (702.128) and eternalize (702.129).

Dredge N is a replacement effect of the card in its owner's graveyard: "If you would draw a card,
you may mill N cards instead.  If you do, return this card from your graveyard to your hand."

Unearth returns the card to the battlefield with haste; a delayed trigger exiles it at the
beginning of the next end step, and a replacement effect exiles it if it would leave the
battlefield any other way (both remembered as a continuous effect of kind UNEARTHED on the
permanent).  Scavenge, embalm and eternalize are activated abilities whose cost exiles the card
(costs.py records the card's last known information, so "equal to the exiled card's power" and
"a copy of this card" read it: 608.2h)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace as _with
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import player_rules, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.queries import lki
from manastack.engine.replacement import Candidate, WouldDraw, WouldMove, finds
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


@handles(dsl.TokenCopyOfExiled)
def _token_copy_of_exiled(game: Kernel, ctx: Ctx, node: dsl.TokenCopyOfExiled, task: Task) -> bool:
    """702.128a, 702.129a: a token copy of the card exiled to pay the cost, from its copiable
    values as it last existed in the graveyard (608.2h), with the exceptions (707.9b)."""
    info = lki(game, ctx.source) if ctx.source is not None else None
    if info is None:
        return True
    exceptions: dict = {"colors": list(node.colors), "no_mana_cost": True, "add_subtypes": ["Zombie"]}
    if node.power is not None:
        exceptions.update(power=node.power, toughness=node.toughness)
    for _ in range(player_rules.tokens_created(game, ctx.controller, 1)):  # 614.1a
        zones.create_token_copy(game, info["card"], tuple(info["legacy"]), ctx.controller, exceptions)
    return True


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


@finds(WouldDraw)
def _dredge(game: Kernel, event: WouldDraw) -> Iterable[Candidate]:
    """702.52a: each card with dredge N in the drawing player's graveyard may replace the draw;
    702.52b: only if they have at least N cards in their library."""
    if event.by is not None:
        return
    player = game.state.players[event.player]
    for oid in player.graveyard:
        keyword = game.chars(oid).keywords.get("dredge")
        if keyword is not None and len(player.library) >= keyword.amount:
            yield Candidate(("dredge", oid), f"dredge {keyword.amount}: {game.chars(oid).name}",
                            lambda game, e, oid=oid, n=keyword.amount: _dredge_or_draw(game, e, oid, n), interactive=True)


def _dredge_or_draw(game: Kernel, event: WouldDraw, oid: int, amount: int) -> WouldDraw:
    """702.52a: "you may mill N cards instead.  If you do, return this card from your graveyard to
    your hand"."""
    name = game.chars(oid).name
    answer = game.ask(event.player, "may", [Option("yes", f"mill {amount} and return {name} to your hand", True),
                                            Option("no", "draw the card", False)], f"dredge {amount}: {name}?")
    if not answer.value:
        return event
    return _with(event, by=oid, effects=(dsl.Mill(amount), dsl.ReturnToHand(dsl.Self())))


RULES.listen(("step_begin",), _at_end_step)
