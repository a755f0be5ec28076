"""The interpreter of one-shot effects (608.2c): one handler per effect node of cards/dsl.py.

A handler `(game, ctx, node, task) -> bool` returns True when the effect is done.  It asks
its questions before it changes anything (engine/kernel.py); an effect that needs a sub-procedure
(paying a tax, casting a card) pushes it, records its progress in `ctx.scratch` and returns
False, and is called again when the sub-procedure ends.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import (
    casting,
    control,
    damage_events,
    mana,
    player_rules,
    queries,
    replacement,
    restricted_mana,
    sba,
    zones,
)
from manastack.engine import rng as rng_module
from manastack.engine.aspects import Aspect
from manastack.engine.context import SACRIFICED_THIS_WAY, Ctx
from manastack.engine.decision import Option
from manastack.engine.draw_from_anywhere import draw_position
from manastack.engine.keywords import source_info
from manastack.engine.mana import MANA_NAMES, requirement
from manastack.engine.replacement import WouldDraw
from manastack.engine.state import (
    BATTLEFIELD,
    BLOCK_LIMIT,
    EXILE,
    EXILE_INSTEAD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    PREVENT_COMBAT_DAMAGE,
    PREVENTION_SHIELD,
    REDIRECTION_SHIELD,
    REGENERATION_SHIELD,
    STACK,
    ContinuousEffect,
    DelayedTrigger,
    EffectProgress,
    Task,
    copy_data,
)
from manastack.engine.triggers import locate_node, node_at, node_place, ref_from_data, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

Handler = Callable[["Kernel", "Ctx", object, Task], bool]
HANDLERS: dict[type, Handler] = {}


def handles(node_type: type) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[node_type] = fn
        return fn

    return register


def run(game: Kernel, ctx: Ctx, node, task: Task) -> bool:
    handler = HANDLERS.get(type(node))
    if handler is None:
        raise TypeError(f"no handler for effect {type(node).__name__}")
    return handler(game, ctx, node, task)


def _is_player_ref(ref) -> bool:
    return isinstance(ref, (dsl.You, dsl.EachOpponent, dsl.EachPlayer, dsl.ControllerOf, dsl.OwnerOf,
                            dsl.TriggeringPlayer, dsl.TargetPlayer))


def _damage_source(game: Kernel, ctx: Ctx, ref) -> tuple[int | None, dict]:
    ids = ctx.original_ids(ref) if not isinstance(ref, dsl.Target) else ctx.resolve_objects(ref)
    # a permanent the event put onto the battlefield deals the damage itself (400.7: its old
    # object is gone); otherwise the object as the event saw it (last known information)
    present = [i for i in ids if i in game.state.objects and game.state.objects[i].zone == BATTLEFIELD]
    oid = present[-1] if present else ids[0] if ids else ctx.source
    info = source_info(game, oid) if oid is not None else {"keywords": [], "controller": ctx.controller, "colors": []}
    return oid, info


# ------------------------------------------------------------------ damage and fighting


@handles(dsl.DealDamage)
def _deal_damage(game: Kernel, ctx: Ctx, node: dsl.DealDamage, task: Task) -> bool:
    amount = ctx.value(node.amount)
    source, info = _damage_source(game, ctx, node.source)
    if _is_player_ref(node.to):
        recipients = [("player", p) for p in ctx.resolve_players(node.to)]
    elif isinstance(node.to, dsl.Target):
        recipients = [tuple(t) for t in ctx.slot(node.to.index) if t[0] == "player" or t[1] in game.state.objects]
    else:
        recipients = [("obj", oid) for oid in ctx.resolve_objects(node.to)]
    with damage_events.simultaneous(game):  # 120.3: one instruction, one damage event
        zones.deal_damage_at_once(game, [(source, recipient, amount, info) for recipient in recipients])
    return True


@handles(dsl.PreventNextDamage)
def _prevent_next(game: Kernel, ctx: Ctx, node: dsl.PreventNextDamage, task: Task) -> bool:
    """615.7: a prevention shield on each object or player it names, for this turn."""
    amount = ctx.value(node.amount)
    if isinstance(node.to, dsl.Target):
        recipients = [tuple(t) for t in ctx.slot(node.to.index)]
    elif _is_player_ref(node.to):
        recipients = [("player", p) for p in ctx.resolve_players(node.to)]
    else:
        recipients = [("obj", oid) for oid in ctx.resolve_objects(node.to)]
    for kind, who in recipients:
        if kind == "obj" and who not in game.state.objects:
            continue
        add_effect(game, ctx, PREVENTION_SHIELD, [who] if kind == "obj" else [],
                   {"amount": amount, "player": who if kind == "player" else None}, "end_of_turn")
    return True


@handles(dsl.RedirectNextDamage)
def _redirect_next(game: Kernel, ctx: Ctx, node: dsl.RedirectNextDamage, task: Task) -> bool:
    """614.9: a redirection shield for this turn from each object or player `frm` names to the one
    `to` names (none if that target is gone or illegal, 608.2b)."""
    ends = []
    for ref in (node.frm, node.to):
        if isinstance(ref, dsl.Target):
            ends.append([tuple(t) for t in ctx.slot(ref.index)])
        elif _is_player_ref(ref):
            ends.append([("player", p) for p in ctx.resolve_players(ref)])
        else:
            ends.append([("obj", oid) for oid in ctx.resolve_objects(ref)])
    if len(ends[1]) != 1:
        return True
    amount = ctx.value(node.amount)
    for frm in ends[0]:
        if frm[0] == "obj" and frm[1] not in game.state.objects:
            continue
        add_effect(game, ctx, REDIRECTION_SHIELD, [frm[1]] if frm[0] == "obj" else [],
                   {"amount": amount, "from": list(frm), "to": list(ends[1][0])}, "end_of_turn")
    return True


@handles(dsl.BlockLimitThisCombat)
def _block_limit_this_combat(game: Kernel, ctx: Ctx, node: dsl.BlockLimitThisCombat, task: Task) -> bool:
    """509.1b: "can't block with more than one creature this combat" (engine/combat.py)."""
    for player in ctx.resolve_players(node.who):
        add_effect(game, ctx, BLOCK_LIMIT, [], {"player": player, "count": node.count}, "end_of_combat")
    return True


@handles(dsl.PreventCombatDamage)
def _prevent_combat_damage(game: Kernel, ctx: Ctx, node: dsl.PreventCombatDamage, task: Task) -> bool:
    add_effect(game, ctx, PREVENT_COMBAT_DAMAGE, [], {}, "end_of_turn")  # 615.1
    return True


@handles(dsl.DamageEach)
def _damage_each(game: Kernel, ctx: Ctx, node: dsl.DamageEach, task: Task) -> bool:
    amount = ctx.value(node.amount)
    source, info = _damage_source(game, ctx, dsl.Self())
    victims = [o for o in game.state.battlefield if queries.matches(game, node.permanents, o, source, ctx.controller)] \
        if node.permanents is not None else []
    players = ctx.resolve_players(node.players) if node.players is not None else []
    recipients = [("player", p) for p in players] + [("obj", oid) for oid in victims]
    with damage_events.simultaneous(game):  # 120.3: one instruction, one damage event
        zones.deal_damage_at_once(game, [(source, recipient, amount, info) for recipient in recipients])
    return True


@handles(dsl.Fight)
def _fight(game: Kernel, ctx: Ctx, node: dsl.Fight, task: Task) -> bool:
    """701.14b: if either creature is no longer on the battlefield or a legal target, no
    damage is dealt."""
    first = ctx.resolve_objects(node.first)
    second = ctx.resolve_objects(node.second)
    if not first or not second:
        return True
    a, b = first[0], second[0]
    if game.state.objects[a].zone != BATTLEFIELD or game.state.objects[b].zone != BATTLEFIELD:
        return True
    if "Creature" not in game.chars(a).types or "Creature" not in game.chars(b).types:
        return True  # 701.14b: no longer creatures: neither fights
    pa, pb = game.chars(a).power or 0, game.chars(b).power or 0
    ia, ib = source_info(game, a), source_info(game, b)
    zones.deal_damage_at_once(game, [(a, ("obj", b), pa, ia), (b, ("obj", a), pb, ib)])  # 701.14a: at the same time
    return True


# ------------------------------------------------------------------ moving objects


@handles(dsl.Destroy)
def _destroy(game: Kernel, ctx: Ctx, node: dsl.Destroy, task: Task) -> bool:
    for oid in ctx.resolve_objects(node.what):
        zones.destroy(game, oid, regenerable=not node.cant_regenerate)
    return True


@handles(dsl.Regenerate)
def _regenerate(game: Kernel, ctx: Ctx, node: dsl.Regenerate, task: Task) -> bool:
    """701.19a: a regeneration shield on each permanent, for this turn: one shield each, so that
    one permanent's regeneration uses up only its own."""
    for oid in [oid for oid in ctx.resolve_objects(node.what) if game.state.objects[oid].zone == BATTLEFIELD]:
        add_effect(game, ctx, REGENERATION_SHIELD, [oid], {}, "end_of_turn")
    return True


@handles(dsl.DestroyAll)
def _destroy_all(game: Kernel, ctx: Ctx, node: dsl.DestroyAll, task: Task) -> bool:
    players = None if node.controlled_by is None else ctx.resolve_players(node.controlled_by)
    victims = [o for o in game.state.battlefield if queries.matches(game, node.filter, o, ctx.source, ctx.controller)
               and (players is None or game.chars(o).controller in players)]
    victims = [o for o in victims if not game.chars(o).has("indestructible")]  # 702.12b
    types = {oid: sorted(game.chars(oid).types) for oid in victims}
    new_ids = zones.move_together(game, [(oid, GRAVEYARD, "destroy") for oid in victims],  # one event (701.8, 603.10a)
                                  regenerable=not node.cant_regenerate)
    # "destroyed this way": those that left the battlefield (a regenerated one stayed, 701.19a)
    ctx.data["destroyed_this_way"] = [types[oid] for oid, new in zip(victims, new_ids, strict=True)
                                      if new is not None and (new not in game.state.objects
                                                              or game.state.objects[new].zone != BATTLEFIELD)]
    return True


@handles(dsl.Exile)
def _exile(game: Kernel, ctx: Ctx, node: dsl.Exile, task: Task) -> bool:
    """Exile; "until this leaves the battlefield" links the exiled card to its source (610.3):
    it returns under its owner's control when the source leaves (610.3c).  610.3a-b: if the
    source has already left by the time this would exile, the object doesn't move at all."""
    ids = ctx.resolve_objects(node.what)
    if not node.until_source_leaves:
        moved = zones.move_together(game, [(oid, EXILE, "exile") for oid in ids])  # one event (603.10a)
        remember_exiled(ctx, moved)
        if node.linked and ctx.source is not None:  # 607.2a: "exiled with" its source, as it was then
            for new in moved:
                if new is not None and game.state.objects[new].zone == EXILE:
                    game.state.objects[new].linked_to = ctx.source
                    game.changed(Aspect.PUBLIC)
        return True
    source = ctx.source
    if source is None or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    for oid in ids:
        new = zones.move(game, oid, EXILE, cause="exile")
        remember_exiled(ctx, [new])
        game.state.objects[new].linked_to = source
        game.state.extra.setdefault("return_on_leave", {})[str(new)] = source
        game.changed(Aspect.PUBLIC, Aspect.EFFECTS)
    return True


def remember_exiled(ctx: Ctx, moved) -> None:
    """The cards an instruction exiled, for "that card" of a later one (dsl.ExiledThisWay)."""
    exiled = [new for new in moved if new is not None and ctx.game.state.objects.get(new) is not None
              and ctx.game.state.objects[new].zone == EXILE]
    if exiled:
        ctx.data["exiled_this_way"] = ctx.data.get("exiled_this_way", []) + exiled


@handles(dsl.ReturnToHand)
def _bounce(game: Kernel, ctx: Ctx, node: dsl.ReturnToHand, task: Task) -> bool:
    new_ids = zones.move_together(game, [(oid, HAND, "bounce") for oid in ctx.resolve_objects(node.what)])  # 603.10a
    hand = game.state.players[ctx.controller].hand  # "for each card returned to your hand this way"
    ctx.data["returned_to_hand"] = sum(1 for new in new_ids if new is not None and new in hand)
    return True


@handles(dsl.PutOntoBattlefield)
def _put_onto_battlefield(game: Kernel, ctx: Ctx, node: dsl.PutOntoBattlefield, task: Task) -> bool:
    ids = ctx.resolve_objects(node.what)
    if not ids:
        return True
    players = ctx.resolve_players(node.under)
    under = players[0] if players else ctx.controller
    oid = ids[0]
    obj = game.state.objects[oid]
    if obj.zone == BATTLEFIELD:
        return True
    plan = zones.etb_plan(game, obj.card, obj.legacy, 0, under, 0, oid, attachment_given=node.attach_to is not None)
    if node.as_non_creature_enchantment:
        # It enters already an enchantment and not a creature (applied as it enters: zones).
        plan["type_change"] = {"set_types": ["Enchantment"], "keep_subtypes": ["Glimmer", "Aura", "Saga", "Shrine", "Cartouche", "Curse", "Rune", "Shard", "Class", "Case", "Role", "Room", "Background"]}
    new = zones.put_onto_battlefield(game, oid, under, plan, face=0, tapped=node.tapped)
    if isinstance(node.what, dsl.Target) and new in game.state.objects:  # 400.7j: "it gains haste", "exile it"
        ctx.follow_target(node.what.index, oid, new)
    if node.attach_to is not None and new in game.state.objects and game.state.objects[new].zone == BATTLEFIELD:
        to = ctx.resolve_objects(node.attach_to)
        if to and game.state.objects[to[0]].zone == BATTLEFIELD and sba.can_attach(game, new, to[0]):
            attach(game, new, to[0])  # 701.3b: otherwise it stays unattached
    return True


@handles(dsl.CounterSpell)
def _counter(game: Kernel, ctx: Ctx, node: dsl.CounterSpell, task: Task) -> bool:
    if isinstance(node.what, dsl.Triggering) and ctx.event and ctx.event.get("type") == "target":
        counter_object(game, None, ctx.event["item"])  # "that spell or ability": the one that targeted it
        return True
    for oid in ctx.resolve_objects(node.what):
        counter_object(game, oid)
    return True


def counter_object(game: Kernel, oid: int | None, item_id: int | None = None, exile: bool = False,
                   library_top: bool = False) -> None:
    """701.6: counter a spell (it goes to its owner's graveyard, or into exile with `exile`, or on
    top of its owner's library with `library_top`) or an ability (removed); a spell that "can't
    be countered" isn't (701.6b: it can still be targeted)."""

    for item in list(game.state.stack):
        if (oid is not None and item.obj == oid) or (item_id is not None and item.id == item_id):
            if item.obj is not None and (game.chars(item.obj).table.statics.get(dsl.CantBeCountered)
                                         or player_rules.spells_cant_be_countered(game, item.controller)):
                return
            zones.remove_stack_item(game, item)
            game.emit({"type": "countered", "item": item.id, "obj": item.obj})
            if item.obj is not None:
                dest = EXILE if exile or item.cast_method in casting.EXILED_LEAVING_STACK else GRAVEYARD
                if library_top and dest == GRAVEYARD:
                    zones.move(game, item.obj, LIBRARY, position="top", cause="countered")
                    return
                zones.move(game, item.obj, dest, cause="countered")
            return


@handles(dsl.CounterUnlessPays)
def _counter_unless(game: Kernel, ctx: Ctx, node: dsl.CounterUnlessPays, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.started:
        target_item = _stack_item_for(game, ctx, node.what)
        if target_item is None:
            return True
        amount = ctx.value(node.mana)
        scratch.started = True
        scratch.item = target_item.id
        game.push("pay_mana", player=target_item.controller, req=requirement(f"{{{amount}}}").to_list(),
                  source=ctx.source, purpose="tax", optional=True,
                  tax_sources=[{"id": ctx.source, "controller": ctx.controller}], label="the tax")
        return False
    if _payment_handed_back(task) is None:
        counter_object(game, None, scratch.item)
    return True


def _payment_handed_back(task: Task) -> list | None:
    """The mana a pushed payment paid, or None if it was declined (`Kernel.hand_back`)."""
    paid, task.data.returned = task.data.returned, None
    return paid


def _stack_item_for(game: Kernel, ctx: Ctx, ref):
    if isinstance(ref, dsl.Triggering) and ctx.event and ctx.event.get("item") is not None:
        for item in game.state.stack:
            if item.id == ctx.event["item"]:
                return item
        return None
    for oid in ctx.resolve_objects(ref):
        for item in game.state.stack:
            if item.obj == oid:
                return item
    return None


# ------------------------------------------------------------------ cards and life


@handles(dsl.Draw)
def _draw(game: Kernel, ctx: Ctx, node: dsl.Draw, task: Task) -> bool:
    count = ctx.value(node.count)
    for p in ctx.resolve_players(node.who):
        draw_cards(game, p, count, task, ctx.scratch.drawn)
    return True


_INSTEAD = "instead"  # the key of `drawn` for a replaced draw whose instructions are being carried out


def draw_cards(game: Kernel, player: int, count: int, task: Task, drawn: dict, draw_step_draw: bool = False) -> None:
    """Draw cards one at a time (121.2), each an event a replacement effect may change
    (614.11); when several would apply, the player chooses one (616.1).  `drawn` records how
    many each player has drawn, so a decision between draws resumes where it stopped, and the
    replaced draw whose instructions are being carried out, so a decision among them ("you may
    put a study counter on ~ instead", "in any order") resumes there, after the replacement.
    `draw_step_draw`: the draw step's turn-based draw (504.1)."""
    while True:
        instead = drawn.get(_INSTEAD)
        if instead is not None:
            _carry_out_instead(game, instead, task)
            del drawn[_INSTEAD]
            drawn[instead["player"]] = drawn.get(instead["player"], 0) + 1
            game.checkpoint(task)
            continue
        if drawn.get(player, 0) >= count:
            break
        if not player_rules.can_draw(game, player):  # 121.2b: the rest of the draws don't happen
            drawn[player] = count
            break
        proposed = replacement.replace(game, WouldDraw(player, draw_step_draw=draw_step_draw)).event
        for card in proposed.discards:  # Chains of Mephistopheles: discarded instead, then the draw goes on
            zones.discard(game, card)
        if proposed.mill_instead:
            game.emit({"type": "draw_replaced", "player": player, "by": proposed.by})
            for oid in game.state.players[player].library[:1]:
                zones.move(game, oid, GRAVEYARD, cause="mill")
        elif proposed.by is not None:
            game.emit({"type": "draw_replaced", "player": player, "by": proposed.by})
            drawn[_INSTEAD] = _replaced_draw(game, player, proposed)
            game.checkpoint(task)
            continue
        else:
            zones.draw(game, player, draw_position(game, player))
        drawn[player] = drawn.get(player, 0) + 1
        game.checkpoint(task)


def _replaced_draw(game: Kernel, player: int, proposed: WouldDraw) -> dict:
    """What a draw was replaced with, as plain data: each instruction's place in the replacing
    permanent's ability (or, for an effect made up by a keyword, dredge's, the instructions
    themselves, which ask nothing), the context they run in, and how many are done."""
    chars = game.chars(proposed.by)
    where = None
    for ability, ref in zip(chars.abilities, chars.ability_refs, strict=False):
        paths = [locate_node(ability, effect) for effect in proposed.effects]
        if None not in paths:
            where = [list(ref), paths]
            break
    return {"player": player, "where": where, "effects": None if where else proposed.effects, "done": 0,
            "ctx": {"controller": chars.controller, "source": proposed.by, "targets": [], "scratch": EffectProgress()}}


def _carry_out_instead(game: Kernel, instead: dict, task: Task) -> None:
    """614.11, 608.2c: the replaced draw's instructions, one at a time, each done before the next
    starts, so that one asking a question pauses the game there and resumes after the answer."""
    where = instead["where"]
    if where:
        ability = resolve_ability_ref(ref_from_data(where[0]))
        effects = [node_at(ability, path) for path in where[1]]
    else:
        effects = instead["effects"]
    ctx = Ctx(game, instead["ctx"])
    while instead["done"] < len(effects):
        if not run(game, ctx, effects[instead["done"]], task):  # its first part done (a reveal): again
            if game.state.agenda[-1] is not task:
                raise RuntimeError(f"engine bug: {effects[instead['done']]!r} instead of a draw starts a procedure")
            game.checkpoint(task)
            continue
        instead["done"] += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)


@handles(dsl.DrawUnlessPays)
def _draw_unless(game: Kernel, ctx: Ctx, node: dsl.DrawUnlessPays, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.started:
        payers = ctx.resolve_players(node.payer)
        if not payers:
            return True
        amount = ctx.value(node.mana)
        scratch.started = True
        game.push("pay_mana", player=payers[0], req=requirement(f"{{{amount}}}").to_list(), source=ctx.source,
                  purpose="tax", optional=True,
                  tax_sources=[{"id": ctx.source, "controller": ctx.controller}], label="the tax")
        return False
    if _payment_handed_back(task) is None:
        draw_cards(game, ctx.controller, node.count, task, scratch.drawn)
    return True


@handles(dsl.Discard)
def _discard(game: Kernel, ctx: Ctx, node: dsl.Discard, task: Task) -> bool:
    players = ctx.resolve_players(node.who)
    picks: dict[int, list[int]] = {}
    for p in players:
        hand = game.state.players[p].hand
        if node.whole_hand:
            picks[p] = list(hand)
            continue
        count = min(ctx.value(node.count), len(hand))
        chosen: list[int] = []
        for _ in range(count):
            left = [c for c in hand if c not in chosen]
            if node.at_random:  # the game picks the card (701.9), from its own generator
                game.state.rng, index = rng_module.below(game.state.rng, len(left))
                chosen.append(left[index])
                continue
            options = [Option("card", game.chars(c).name, c) for c in left]
            chosen.append(game.ask(p, "discard", options, "choose a card to discard").value)
        picks[p] = chosen
    for p in players:
        for card in picks[p]:
            zones.discard(game, card)
    return True


@handles(dsl.Mill)
def _mill(game: Kernel, ctx: Ctx, node: dsl.Mill, task: Task) -> bool:
    """701.13a; 107.1b: a negative number of cards is zero."""
    count = max(0, ctx.value(node.count))
    for p in ctx.resolve_players(node.who):
        for oid in list(game.state.players[p].library[:count]):
            zones.move(game, oid, GRAVEYARD, cause="mill")
    return True


@handles(dsl.GainLife)
def _gain(game: Kernel, ctx: Ctx, node: dsl.GainLife, task: Task) -> bool:
    amount = ctx.value(node.amount)
    for p in ctx.resolve_players(node.who):
        zones.gain_life(game, p, amount, ctx.source)
    return True


@handles(dsl.LoseLife)
def _lose(game: Kernel, ctx: Ctx, node: dsl.LoseLife, task: Task) -> bool:
    amount = ctx.value(node.amount)
    for p in ctx.resolve_players(node.who):
        zones.lose_life(game, p, amount, ctx.source)
    return True


# ------------------------------------------------------------------ counters, tokens, P/T


@handles(dsl.PutCounters)
def _counters(game: Kernel, ctx: Ctx, node: dsl.PutCounters, task: Task) -> bool:
    count = ctx.value(node.count)
    for oid in ctx.resolve_objects(node.on):
        zones.put_counters(game, oid, node.kind, count)
    return True


@handles(dsl.Bolster)
def _bolster(game: Kernel, ctx: Ctx, node: dsl.Bolster, task: Task) -> bool:
    """701.32a: the least toughness is found as it resolves; with a tie, the controller
    chooses among those creatures."""
    player = ctx.controller
    creatures = [o for o in game.state.battlefield
                 if game.chars(o).controller == player and "Creature" in game.chars(o).types]
    if not creatures:
        return True
    least = min(game.chars(o).toughness for o in creatures)
    weakest = [o for o in creatures if game.chars(o).toughness == least]
    chosen = weakest[0]
    if len(weakest) > 1:
        options = [Option("object", game.chars(o).name, o) for o in weakest]
        chosen = game.ask(player, "choose", options, "choose a creature to bolster").value
    zones.put_counters(game, chosen, "+1/+1", ctx.value(node.count))
    return True


@handles(dsl.CreateToken)
def _token(game: Kernel, ctx: Ctx, node: dsl.CreateToken, task: Task) -> bool:
    """111.1, 111.4: create tokens; an X/X token's power and toughness are X as it's created."""
    count = ctx.value(node.count)
    token = node.token
    if node.size is not None:
        size = ctx.value(node.size)
        token = token.replace("X/X", f"{size}/{size}", 1)
    for p in ctx.resolve_players(node.controller):
        for _ in range(player_rules.tokens_created(game, p, count)):  # 614.1a
            zones.create_token(game, token, p)
    return True


@handles(dsl.ModifyPT)
def _modify_pt(game: Kernel, ctx: Ctx, node: dsl.ModifyPT, task: Task) -> bool:
    """611.2c: the affected set is locked in as the effect begins; values are computed once
    (608.2h)."""
    ids = ctx.resolve_objects(node.what)
    ids = [o for o in ids if game.state.objects[o].zone == BATTLEFIELD]
    if not ids:
        return True
    power, toughness = ctx.value(node.power), ctx.value(node.toughness)
    add_effect(game, ctx, "modify_pt", ids, {"power": power, "toughness": toughness}, node.duration)
    if node.keywords:
        add_effect(game, ctx, "grant", ids, {"keywords": list(node.keywords)}, node.duration)
    return True


@handles(dsl.Animate)
def _animate(game: Kernel, ctx: Ctx, node: dsl.Animate, task: Task) -> bool:
    """205.1b, 613.1d-f, 613.4b: a permanent becomes a creature (keeping its other types): one
    effect per layer, locked in to the permanents as the effect begins (611.2c)."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if not ids:
        return True
    add_effect(game, ctx, "type_change", ids, {"add_types": list(node.types), "add_subtypes": list(node.subtypes)},
               node.duration)
    if node.colors:
        add_effect(game, ctx, "color_change", ids, {"colors": list(node.colors)}, node.duration)
    if node.keywords:
        add_effect(game, ctx, "grant", ids, {"keywords": list(node.keywords)}, node.duration)
    add_effect(game, ctx, "set_pt", ids, {"power": node.power, "toughness": node.toughness}, node.duration)
    return True


def add_effect(game: Kernel, ctx: Ctx, kind: str, ids: list[int], params: dict, duration: str) -> None:
    game.state.effects.append(ContinuousEffect(
        id=game.new_id(), kind=kind, source=ctx.source, controller=ctx.controller, timestamp=game.new_timestamp(),
        affected=list(ids), params=params, duration=duration, began_turn_of=game.state.active))
    game.changed(Aspect.EFFECTS)
    # The event keeps the parameters as they began: the effect's own may change later (a
    # prevention shield's amount is used up, 615.7), and a logged event never changes.
    game.emit({"type": "effect", "kind": kind, "affected": list(ids), "params": copy_data(params), "duration": duration})


@handles(dsl.AttackTaxUntilYourNextTurn)
def _attack_tax_effect(game: Kernel, ctx: Ctx, node: dsl.AttackTaxUntilYourNextTurn, task: Task) -> bool:
    add_effect(game, ctx, "attack_tax", [], {"mana": node.mana, "life": node.life,
                                             "protects_planeswalkers": node.protects_planeswalkers}, "your_next_turn")
    return True


@handles(dsl.PutIntoLibrary)
def _put_into_library(game: Kernel, ctx: Ctx, node: dsl.PutIntoLibrary, task: Task) -> bool:
    for oid in ctx.resolve_objects(node.what):
        zones.move(game, oid, LIBRARY, position=node.position, cause="put_into_library")
    return True


@handles(dsl.GainControl)
def _gain_control(game: Kernel, ctx: Ctx, node: dsl.GainControl, task: Task) -> bool:
    """613.1b: a control-changing effect; 302.6: the permanent came under its new controller's
    control now (so it has summoning sickness); 506.4: it leaves combat."""
    for oid in ctx.resolve_objects(node.what):
        if game.state.objects[oid].zone != BATTLEFIELD or game.chars(oid).controller == ctx.controller:
            continue
        add_effect(game, ctx, "control", [oid], {"player": ctx.controller},
                   "end_of_turn" if node.until_end_of_turn else "permanent")
        game.state.objects[oid].control_since = game.state.turn_serial
        game.changed(Aspect.PERMANENTS)
        if game.state.combat is not None:
            zones.remove_from_combat(game, oid)
    return True


@handles(dsl.OpponentGainsControl)
def _opponent_gains_control(game: Kernel, ctx: Ctx, node: dsl.OpponentGainsControl, task: Task) -> bool:
    """613.1b: "an opponent gains control of ~": the controller chooses the opponent as it
    resolves (asked before anything changes); 302.6, 506.4 as for gaining control."""
    ids = [oid for oid in ctx.resolve_objects(node.what) if game.state.objects[oid].zone == BATTLEFIELD]
    opponents = [p for p in game.opponents(ctx.controller) if not game.state.players[p].lost]
    if not ids or not opponents:
        return True
    chosen = opponents[0] if len(opponents) == 1 else game.ask(
        ctx.controller, "choose", [Option("player", game.state.players[p].name, p) for p in opponents],
        "choose the opponent who gains control").value
    for oid in ids:
        if game.chars(oid).controller == chosen:
            continue
        add_effect(game, ctx, "control", [oid], {"player": chosen}, "permanent")
        game.state.objects[oid].control_since = game.state.turn_serial
        game.changed(Aspect.PERMANENTS)
        if game.state.combat is not None:
            zones.remove_from_combat(game, oid)
    return True


@handles(dsl.Tap)
def _tap(game: Kernel, ctx: Ctx, node: dsl.Tap, task: Task) -> bool:
    for oid in ctx.resolve_objects(node.what):
        zones.tap(game, oid)
    return True


@handles(dsl.Untap)
def _untap(game: Kernel, ctx: Ctx, node: dsl.Untap, task: Task) -> bool:
    for oid in ctx.resolve_objects(node.what):
        zones.untap(game, oid)
    return True


@handles(dsl.Sacrifice)
def _sacrifice(game: Kernel, ctx: Ctx, node: dsl.Sacrifice, task: Task) -> bool:
    """701.21a; "if you do" after it (608.2c) asks whether anything was sacrificed."""
    done = False
    for oid in ctx.resolve_objects(node.what):
        if game.state.objects[oid].zone == BATTLEFIELD and game.chars(oid).controller == ctx.controller:
            zones.sacrifice(game, oid)
            done = True
    ctx.data["done"] = done
    return True


def _chosen_permanents(game: Kernel, player: int, pool: list[int], count: int, kind: str, prompt: str) -> list[int]:
    """`count` of the permanents of `pool`, which `player` chooses one after another; all of them
    without a decision when there are no more than `count` (701.21a: a player told to sacrifice
    two creatures who controls two sacrifices both; choosing among exactly as many as must be
    chosen is no choice)."""
    if count >= len(pool):
        return list(pool)
    picks: list[int] = []
    for _ in range(count):
        options = [Option("object", game.chars(o).name, o) for o in pool if o not in picks]
        picks.append(game.ask(player, kind, options, prompt).value)
    return picks


@handles(dsl.SacrificeChosen)
def _sacrifice_chosen(game: Kernel, ctx: Ctx, node: dsl.SacrificeChosen, task: Task) -> bool:
    """701.21a: each player chooses what they sacrifice, in APNAP order (101.4); then all of
    them are sacrificed together (603.10a)."""
    players = sorted(ctx.resolve_players(node.who), key=lambda p: (p - game.state.active) % len(game.state.players))
    count = ctx.value(node.count)
    chosen: list[int] = []
    for p in players:
        theirs = [o for o in game.state.battlefield if game.chars(o).controller == p
                  and queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
        chosen.extend(_chosen_permanents(game, p, theirs, count, "sacrifice", "choose a permanent to sacrifice"))
    zones.move_together(game, [(oid, GRAVEYARD, "sacrifice") for oid in chosen])
    ctx.data["done"] = bool(chosen)  # "when you do" (603.12): something was sacrificed
    ctx.data[SACRIFICED_THIS_WAY] = chosen  # (last known information: "that creature", 608.2h)
    return True


@handles(dsl.ReturnChosen)
def _return_chosen(game: Kernel, ctx: Ctx, node: dsl.ReturnChosen, task: Task) -> bool:
    player = ctx.controller
    yours = [o for o in game.state.battlefield if game.chars(o).controller == player
             and queries.matches(game, node.filter, o, ctx.source, player)]
    picks = _chosen_permanents(game, player, yours, ctx.value(node.count), "choose",
                               "choose a permanent to return to its owner's hand")
    zones.move_together(game, [(oid, HAND, "bounce") for oid in picks])
    return True


@handles(dsl.PutFromHand)
def _put_from_hand(game: Kernel, ctx: Ctx, node: dsl.PutFromHand, task: Task) -> bool:
    """Each player chooses in APNAP order (101.4), then the entry choices are made in that
    order (614.12), then the cards enter."""
    players = ctx.resolve_players(node.who or dsl.You())
    picks: list[tuple[int, int]] = []
    for player in [p for p in game.players_in_turn_order() if p in players]:
        eligible = [o for o in game.state.players[player].hand
                    if queries.matches(game, node.filter, o, ctx.source, player)]
        options = _card_options(game, eligible) + ([Option("none", "put nothing", None)] if node.optional else [])
        if not options:
            continue
        pick = game.ask(player, "card", options, "put a card from your hand onto the battlefield").value
        if pick is not None:
            picks.append((player, pick))
    plans = [zones.etb_plan(game, game.state.objects[pick].card, game.state.objects[pick].legacy, 0, player, 0, pick)
             for player, pick in picks]
    for (player, pick), plan in zip(picks, plans, strict=True):
        zones.put_onto_battlefield(game, pick, player, plan, face=0, tapped=node.tapped)
    return True


@handles(dsl.ReturnAllFromGraveyard)
def _return_all_from_graveyard(game: Kernel, ctx: Ctx, node: dsl.ReturnAllFromGraveyard, task: Task) -> bool:
    """The matching cards of the graveyards named return at once (to the battlefield under their
    owners' control, each entry worked out before any enters: 614.1c, 614.12)."""
    players = [ctx.controller] if node.whose == "you" else game.players_in_turn_order()
    picks = [o for p in players for o in game.state.players[p].graveyard
             if queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
    if node.to != HAND:  # 400.4a: an instant or sorcery card stays where it is
        picks = [o for o in picks if game.chars(o).types.isdisjoint(("Instant", "Sorcery"))]
    if node.to == HAND:
        zones.move_together(game, [(o, HAND, "return") for o in picks])
        return True
    plans = {o: zones.etb_plan(game, game.state.objects[o].card, game.state.objects[o].legacy, 0,
                               game.state.objects[o].owner, 0, o) for o in picks}
    for oid in picks:
        if oid in game.state.objects and game.state.objects[oid].zone == GRAVEYARD:
            zones.put_onto_battlefield(game, oid, game.state.objects[oid].owner, plans[oid], face=0, tapped=node.tapped)
    return True


@handles(dsl.EachPlayerThird)
def _each_player_third(game: Kernel, ctx: Ctx, node: dsl.EachPlayerThird, task: Task) -> bool:
    """A third of each player's life, hand or permanents of a kind, rounded up."""
    players = game.players_in_turn_order()
    if node.action == "lose_life":
        for p in players:
            life = game.state.players[p].life
            if life > 0:
                zones.lose_life(game, p, -(-life // 3), ctx.source)
        return True
    picks: list[int] = []
    for p in players:
        if node.action == "discard":
            pool, kind, prompt = list(game.state.players[p].hand), "discard", "choose a card to discard"
        else:
            pool = [o for o in game.state.battlefield if game.chars(o).controller == p
                    and queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
            kind, prompt = "sacrifice", "choose a permanent to sacrifice"
        chosen: list[int] = []
        for _ in range(-(-len(pool) // 3)):
            left = [o for o in pool if o not in chosen]
            options = [Option("card" if kind == "discard" else "object", game.chars(o).name, o) for o in left]
            chosen.append(options[0].value if len(options) == 1 else game.ask(p, kind, options, prompt).value)
        picks.extend(chosen)
    if node.action == "discard":
        for card in picks:
            zones.discard(game, card)
    else:
        zones.move_together(game, [(oid, GRAVEYARD, "sacrifice") for oid in picks])
    return True


@handles(dsl.PutAllFromHand)
def _put_all_from_hand(game: Kernel, ctx: Ctx, node: dsl.PutAllFromHand, task: Task) -> bool:
    """701.20a: the hand revealed (every card shown); the matching cards enter the battlefield
    together, each one's entry (614.1c, 614.12) worked out before any enters."""
    player = ctx.controller
    hand = list(game.state.players[player].hand)
    if node.reveal:
        for oid in hand:
            game.emit({"type": "reveal", "player": player, "obj": oid, "card": game.state.objects[oid].card})
    picks = [o for o in hand if queries.matches(game, node.filter, o, ctx.source, player)]
    plans = {o: zones.etb_plan(game, game.state.objects[o].card, game.state.objects[o].legacy, 0, player, 0, o)
             for o in picks}
    for oid in picks:
        if oid in game.state.objects and game.state.objects[oid].zone == HAND:
            zones.put_onto_battlefield(game, oid, player, plans[oid], face=0)
    return True


@handles(dsl.RevealHandChoose)
def _reveal_hand_choose(game: Kernel, ctx: Ctx, node: dsl.RevealHandChoose, task: Task) -> bool:
    """701.20a: the player reveals their hand (every player sees each card); then you choose a
    matching card from it, which they discard (701.9) or you exile.  The reveal comes first, in
    its own step, so that the choice names only cards already seen."""
    players = ctx.resolve_players(node.who)
    if not ctx.scratch.started:
        ctx.scratch.started = True
        for player in players:
            for oid in game.state.players[player].hand:
                game.emit({"type": "reveal", "player": player, "obj": oid, "card": game.state.objects[oid].card})
        return False
    for player in players:
        eligible = [o for o in game.state.players[player].hand
                    if queries.matches(game, node.filter, o, ctx.source, ctx.controller)]
        if not eligible:
            continue
        pick = game.ask(ctx.controller, "card", _card_options(game, eligible), "choose a card from it").value
        if node.then == "exile":
            zones.move(game, pick, EXILE, cause="exile")
        else:
            zones.discard(game, pick)
    return True


@handles(dsl.WinGame)
def _win(game: Kernel, ctx: Ctx, node: dsl.WinGame, task: Task) -> bool:
    sba.end_game(game, ctx.controller, reason="an effect")  # 104.2b
    return True


@handles(dsl.Attach)
def _attach(game: Kernel, ctx: Ctx, node: dsl.Attach, task: Task) -> bool:
    targets = ctx.resolve_objects(node.to)
    source = ctx.source
    if not targets or source is None or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    if sba.can_attach(game, source, targets[0]):  # 701.3b: otherwise it doesn't move
        attach(game, source, targets[0])
    return True


def attach(game: Kernel, what: int, to: int) -> None:
    """701.3: attach; the attached permanent gets a new timestamp (613.7e)."""
    obj = game.state.objects[what]
    if obj.attached_to == to:
        return
    before = control.controllers(game, (obj.attached_to, to)) if control.changes_control(game, what) else None
    obj.attached_to = to
    obj.timestamp = game.new_timestamp()
    game.changed(Aspect.PERMANENTS)
    if before is not None:  # 613.1b: "You control enchanted creature" moved with the Aura
        control.after_attach(game, what, before)
    game.emit({"type": "attach", "obj": what, "to": to})


# ------------------------------------------------------------------ libraries


def _card_options(game: Kernel, ids: list[int], kind: str = "card") -> list[Option]:
    return [Option(kind, game.chars(o).name, o) for o in ids]


@handles(dsl.SearchLibrary)
def _search(game: Kernel, ctx: Ctx, node: dsl.SearchLibrary, task: Task) -> bool:
    """701.23: search, put the found card where the effect says, then shuffle.  With several
    searchers ("each player may search their library"), each chooses in APNAP order (101.4)
    before any card moves; then the found cards move and each searched library is shuffled."""
    players = ctx.resolve_players(node.optional_for) if node.optional_for is not None else ctx.resolve_players(node.who)
    found_by: list[tuple[int, list[int]]] = []
    for searcher in players:
        if node.optional_for is not None:
            answer = game.ask(searcher, "may", [Option("yes", "search", True), Option("no", "don't search", False)],
                              "search your library?")
            if not answer.value:
                continue
        found_by.append((searcher, _search_picks(game, ctx, node, searcher)))
    plans = {}
    if node.to == BATTLEFIELD:  # 614.12: every "as ~ enters" choice is asked before any card moves
        for searcher, picks in found_by:
            for pick in picks:
                obj = game.state.objects[pick]
                plans[pick] = zones.etb_plan(game, obj.card, obj.legacy, 0, searcher, 0, pick)
    for searcher, picks in found_by:
        _put_found(game, node, searcher, picks, plans)
    return True


def _search_picks(game: Kernel, ctx: Ctx, node: dsl.SearchLibrary, searcher: int) -> list[int]:
    """The cards one searcher finds: "up to N", one at a time, "find nothing" ends it."""
    library = game.state.players[searcher].library
    picks: list[int] = []
    for _ in range(ctx.value(node.count)):
        found = [o for o in library if o not in picks and queries.matches(game, node.filter, o, ctx.source, searcher)]
        seen: set[str] = set()
        options = []
        for o in found:  # identical cards are one choice
            name = game.chars(o).name
            if name not in seen:
                seen.add(name)
                options.append(Option("card", name, o))
        options.append(Option("none", "find nothing", None))
        pick = game.ask(searcher, "search", options, "search your library").value
        if pick is None:
            break
        picks.append(pick)
    return picks


def _put_found(game: Kernel, node: dsl.SearchLibrary, searcher: int, picks: list[int], plans: dict) -> None:
    """The found cards go where the effect says (onto the battlefield by their entering `plans`);
    then the searcher's library is shuffled."""
    library = game.state.players[searcher].library
    game.emit({"type": "search", "player": searcher})  # 701.23: "whenever you search your library"
    for pick in picks:
        if node.reveal:  # "reveal it" (701.20a): the found card is shown to all players
            game.emit({"type": "reveal", "player": searcher, "obj": pick, "card": game.state.objects[pick].card})
    if node.to == "top":  # "then shuffle and put that card on top of it": the rest is shuffled
        for pick in picks:
            library.remove(pick)
        zones.shuffle_library(game, searcher)
        library[:0] = picks
        game.changed(Aspect.HIDDEN)
        return
    if node.to == BATTLEFIELD:
        for pick in picks:
            zones.put_onto_battlefield(game, pick, searcher, plans[pick], tapped=node.tapped)
    else:
        zones.move_together(game, [(pick, node.to, "search") for pick in picks])
    zones.shuffle_library(game, searcher)


@handles(dsl.Shuffle)
def _shuffle(game: Kernel, ctx: Ctx, node: dsl.Shuffle, task: Task) -> bool:
    for p in ctx.resolve_players(node.who):
        zones.shuffle_library(game, p)
    return True


def _split_top(game: Kernel, player: int, top: list[int], kind: str, away: str, away_label: str) -> tuple[list, list]:
    """Scry and surveil (701.22a, 701.25a): for each card looked at, keep it on top or put it
    `away`; (kept, put away)."""
    keep: list[int] = []
    moved: list[int] = []
    for oid in top:
        name = game.chars(oid).name
        answer = game.ask(player, kind, [Option("top", f"keep {name} on top", "top"),
                                        Option(away, away_label.format(name), away)], kind)
        (moved if answer.value == away else keep).append(oid)
    return keep, moved


def _ordered_for_top(game: Kernel, player: int, keep: list[int]) -> list[int]:
    """The cards put back on top "in any order" (701.22a, 701.25a): the player picks them from
    the top down; asked before anything moves."""
    keep = list(keep)
    ordered: list[int] = []
    while len(keep) > 1:
        pick = game.ask(player, "order", _card_options(game, keep), "choose the next card from the top").value
        ordered.append(pick)
        keep.remove(pick)
    return ordered + keep


@handles(dsl.Scry)
def _scry(game: Kernel, ctx: Ctx, node: dsl.Scry, task: Task) -> bool:
    """701.22: look at the top N, put any number on the bottom and the rest on top in any
    order."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: node.count])
    keep, bottom = _split_top(game, player, top, "scry", "bottom", "put {} on the bottom")
    ordered = _ordered_for_top(game, player, keep)
    rest = library[node.count:]
    library[:] = ordered + rest + bottom
    game.changed(Aspect.HIDDEN)
    game.emit({"type": "scry", "player": player, "count": len(top), "bottom": len(bottom)})
    return True


@handles(dsl.Surveil)
def _surveil(game: Kernel, ctx: Ctx, node: dsl.Surveil, task: Task) -> bool:
    """701.25a: look at the top N, put any number into the graveyard and the rest on top in any
    order."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: node.count])
    keep, milled = _split_top(game, player, top, "surveil", "graveyard", "put {} into your graveyard")
    ordered = _ordered_for_top(game, player, keep)
    library[:] = ordered + milled + library[len(top):]
    game.changed(Aspect.HIDDEN)
    game.emit({"type": "surveil", "player": player, "count": len(top), "graveyard": len(milled)})
    for oid in milled:
        zones.move(game, oid, GRAVEYARD, cause="surveil")
    return True


@handles(dsl.PutFromHandOnTop)
def _put_back(game: Kernel, ctx: Ctx, node: dsl.PutFromHandOnTop, task: Task) -> bool:
    player = ctx.controller
    hand = game.state.players[player].hand
    chosen: list[int] = []
    for i in range(min(node.count, len(hand))):
        options = _card_options(game, [c for c in hand if c not in chosen])
        chosen.append(game.ask(player, "card", options, f"put a card on top of your library ({i + 1} of {node.count})").value)
    for oid in chosen:  # the last one chosen ends on top
        zones.move(game, oid, LIBRARY, cause="put_back")
    return True


@handles(dsl.LookAtTopMayReveal)
def _augur(game: Kernel, ctx: Ctx, node: dsl.LookAtTopMayReveal, task: Task) -> bool:
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: node.count])
    if not top:
        return True
    picks: list[int] = []
    if node.must:  # "put two of them into your hand": one choice after another
        for _ in range(min(node.take, len(top))):
            options = _card_options(game, [o for o in top if o not in picks])
            picks.append(game.ask(player, "card", options, "put a card into your hand").value)
    else:
        eligible = [o for o in top if queries.matches(game, node.filter, o, ctx.source, player)]
        options = _card_options(game, eligible) + [Option("none", "reveal nothing", None)]
        pick = game.ask(player, "card", options, "reveal a card and put it into your hand?").value
        picks = [pick] if pick is not None else []
    rest = [o for o in top if o not in picks]
    ordered: list[int] = []
    if node.rest == "bottom":
        # "Put the rest on the bottom of your library in any order": the player orders them (the
        # first chosen ends highest); asked before anything moves (engine/kernel.py).
        while len(rest) > 1:
            nxt = game.ask(player, "order", _card_options(game, rest), "choose the next card to put on the bottom").value
            ordered.append(nxt)
            rest.remove(nxt)
    ordered.extend(rest)
    for pick in picks:
        if not node.must:
            game.emit({"type": "reveal", "player": player, "obj": pick, "card": game.state.objects[pick].card})
        zones.move(game, pick, HAND, cause="reveal" if not node.must else "look")
    if node.rest == "graveyard":
        for oid in ordered:
            zones.move(game, oid, GRAVEYARD, cause="look")
        return True
    if node.rest == "random":
        game.state.rng = rng_module.shuffle(game.state.rng, ordered)
    for oid in ordered:
        if oid in game.state.objects:
            library.remove(oid)
            library.append(oid)
            game.changed(Aspect.HIDDEN)
    return True


@handles(dsl.MayPutTopOnBottom)
def _look_may_put_on_bottom(game: Kernel, ctx: Ctx, node: dsl.MayPutTopOnBottom, task: Task) -> bool:
    """401.2, 401.4: the controller looks at the top card of that library and may put it on the
    bottom."""
    for p in ctx.resolve_players(node.who):
        library = game.state.players[p].library
        if not library:
            continue
        # "Look at the top card": the decision shows its controller which card it is.
        name = game.chars(library[0]).name
        answer = game.ask(ctx.controller, "may", [Option("yes", f"put {name} on the bottom", True),
                                                  Option("no", f"leave {name} on top", False)],
                          f"the top card of {game.player_name(p)}'s library is {name}: put it on the bottom?")
        if answer.value:
            library.append(library.pop(0))
            game.changed(Aspect.HIDDEN)
            game.emit({"type": "library_reorder", "player": p})
    return True


@handles(dsl.ExileTopFaceDown)
def _bomat_exile(game: Kernel, ctx: Ctx, node: dsl.ExileTopFaceDown, task: Task) -> bool:
    library = game.state.players[ctx.controller].library
    if library and ctx.source is not None:
        new = zones.move(game, library[0], EXILE, cause="exile", face_down=True)
        game.state.objects[new].linked_to = ctx.source
        game.changed(Aspect.PUBLIC)
    return True


@handles(dsl.ReturnLinkedToBattlefield)
def _return_linked(game: Kernel, ctx: Ctx, node: dsl.ReturnLinkedToBattlefield, task: Task) -> bool:
    """607.2a: the cards exiled with this object (by its own object, 400.7: not an earlier one)
    return under their owners' control."""
    source_ids = set(ctx.original_ids(dsl.Self()))
    objects = game.state.objects
    returning = [oid for oid in game.state.exile if objects[oid].linked_to in source_ids]
    plans = [zones.etb_plan(game, objects[oid].card, objects[oid].legacy, 0, objects[oid].owner, 0, oid)
             for oid in returning]  # 614.12: every "as ~ enters" choice before any card moves
    for oid, plan in zip(returning, plans, strict=True):
        zones.put_onto_battlefield(game, oid, objects[oid].owner, plan, face=0)
    return True


@handles(dsl.ReturnLinkedToHand)
def _bomat_return(game: Kernel, ctx: Ctx, node: dsl.ReturnLinkedToHand, task: Task) -> bool:
    source_ids = set(ctx.original_ids(dsl.Self()))
    for oid in list(game.state.exile):
        if game.state.objects[oid].linked_to in source_ids:
            zones.move(game, oid, HAND, cause="return")
    return True


# ------------------------------------------------------------------ mana, transforming, casting


@handles(dsl.AddMana)
def _add_mana(game: Kernel, ctx: Ctx, node: dsl.AddMana, task: Task) -> bool:
    source = ctx.source if ctx.source is not None else -1
    bases = mana.base_productions(game, source, node, ctx.controller, frozenset()) if ctx.source in game.state.objects else (
        [] if node.commander_identity else mana.fixed_productions(node) or (
            list(combinations_with_replacement("WUBRG", node.combination)) if node.combination
            else [(c,) * max(1, node.any_color) for c in "WUBRG"]))
    if not bases:
        return True
    pick = 0
    if len(bases) > 1:
        options = [Option("mana", "".join(MANA_NAMES[t] for t in b), i) for i, b in enumerate(bases)]
        pick = game.ask(ctx.controller, "color", options, "choose the mana to add").value
    # 106.6: mana with a spending restriction is known by where the restriction is written
    restriction = restricted_mana.key(*node_place(game, ctx, node)) if node.spend is not None else None
    mana.add_to_pool(game, ctx.controller, list(bases[pick]), ctx.source, restriction, node.kept_this_turn)
    return True


@handles(dsl.Transform)
def _transform(game: Kernel, ctx: Ctx, node: dsl.Transform, task: Task) -> bool:
    for oid in ctx.resolve_objects(node.what):
        transform(game, oid, ctx)
    return True


def transform(game: Kernel, oid: int, ctx: Ctx | None = None) -> None:
    """701.27a: turn a transforming double-faced permanent over.  A modal double-faced card
    can't transform (712.10 and the MDFC rulings): the instruction is ignored.  701.27f: an
    activated or triggered ability of the permanent (`ctx`) transforms it only if it hasn't
    transformed since the ability was put onto the stack."""
    obj = game.state.objects[oid]
    if obj.zone != BATTLEFIELD or card_def(obj.card, obj.legacy).layout != "transform":
        return
    item = ctx.data.get("item") if ctx is not None and ctx.source == oid else None
    if item is not None and obj.transformed_at > item:
        return
    obj.face = 1 - obj.face
    obj.transformed_at = game.state.next_id
    game.changed(Aspect.PERMANENTS)
    game.emit({"type": "transform", "obj": oid, "face": obj.face})


@handles(dsl.MayRevealTopCard)
def _may_reveal_top_card(game: Kernel, ctx: Ctx, node: dsl.MayRevealTopCard, task: Task) -> bool:
    """401.2: the controller looks at the top card of their library (the decision shows it to
    them alone) and may reveal it (701.20a); "if you do" follows a revealed card that matches."""
    ctx.data["done"] = False
    library = game.state.players[ctx.controller].library
    if not library:
        return True
    top = library[0]
    answer = game.ask(ctx.controller, "may", [Option("yes", f"reveal {game.chars(top).name}", True),
                                              Option("no", "don't reveal", False)], "reveal the top card?")
    if answer.value:
        game.emit({"type": "reveal", "player": ctx.controller, "obj": top, "card": game.state.objects[top].card})
        ctx.data["done"] = queries.matches(game, node.filter, top, ctx.source, ctx.controller)
    return True


@handles(dsl.CastFromGraveyardFree)
def _cast_free(game: Kernel, ctx: Ctx, node: dsl.CastFromGraveyardFree, task: Task) -> bool:
    scratch = ctx.scratch
    if scratch.started:
        return True
    ids = ctx.resolve_objects(node.what)
    if not ids:
        return True
    oid = ids[0]
    if not casting.can_cast_now_free(game, ctx.controller, oid):
        return True
    answer = game.ask(ctx.controller, "may", [Option("yes", f"cast {game.chars(oid).name}", True), Option("no", "don't cast", False)],
                      "cast it without paying its mana cost?")
    if not answer.value:
        return True
    scratch.started = True
    add_effect(game, ctx, EXILE_INSTEAD, [oid], {}, "end_of_turn")  # "this turn"
    game.push("cast", player=ctx.controller, obj=oid, face=0, method="free", during_resolution=True)
    return False


@handles(dsl.CastWithMadness)
def _madness(game: Kernel, ctx: Ctx, node: dsl.CastWithMadness, task: Task) -> bool:
    if ctx.scratch.started:
        return True
    ctx.scratch.started = True
    event = ctx.event or {}
    game.push("madness_cast", obj=event.get("obj"), player=ctx.controller)
    return False


def _can_be_done(game: Kernel, ctx: Ctx, effect: object) -> bool:
    """Whether the controller can do all of an optional action that may be impossible (608.2c:
    "if you do" asks whether it was done): discard N cards, sacrifice this permanent, sacrifice
    N permanents of a kind.  One that can't be done isn't offered."""
    player = ctx.controller
    if isinstance(effect, dsl.Discard):
        return effect.whole_hand or len(game.state.players[player].hand) >= ctx.value(effect.count)
    if isinstance(effect, dsl.Sacrifice):
        return all(game.state.objects[o].zone == BATTLEFIELD and game.chars(o).controller == player
                   for o in ctx.resolve_objects(effect.what)) and bool(ctx.resolve_objects(effect.what))
    if isinstance(effect, dsl.ExileSelfAndNamed):  # the spell on the stack, and enough cards of its name
        return ctx.source in game.state.objects and game.state.objects[ctx.source].zone == STACK and \
            len(_named_in_graveyard(game, ctx)) >= effect.count
    if isinstance(effect, dsl.SacrificeChosen):
        mine = [o for o in game.state.battlefield if game.chars(o).controller == player
                and queries.matches(game, effect.filter, o, ctx.source, player)]
        return len(mine) >= ctx.value(effect.count)
    return True


def _named_in_graveyard(game: Kernel, ctx: Ctx) -> list[int]:
    """201.2: the cards in the controller's graveyard with the resolving spell's name."""
    name = game.chars(ctx.source).name
    return [o for o in game.state.players[ctx.controller].graveyard if game.chars(o).name == name]


@handles(dsl.ExileSelfAndNamed)
def _exile_self_and_named(game: Kernel, ctx: Ctx, node: dsl.ExileSelfAndNamed, task: Task) -> bool:
    """The cards to exile are chosen (one at a time); the spell and they are exiled together, in
    one event, as the spell leaves the stack (engine/priority.py: its resolution goes on with
    the instructions after this one, which read neither the spell nor those cards)."""
    if ctx.source not in game.state.objects or game.state.objects[ctx.source].zone != STACK:
        return True
    cards = _named_in_graveyard(game, ctx)
    if len(cards) < node.count:
        return True
    picked: list[int] = []
    while len(picked) < node.count:
        left = [o for o in cards if o not in picked]
        picked.append(left[0] if len(left) == node.count - len(picked) else game.ask(
            ctx.controller, "choose", _card_options(game, left), "choose a card to exile").value)
    ctx.data[EXILED_WITH_SPELL] = picked
    return True


EXILED_WITH_SPELL = "exiled_with_spell"  # the cards exiled together with the resolving spell (ExileSelfAndNamed)


@handles(dsl.Optional)
def _optional(game: Kernel, ctx: Ctx, node: dsl.Optional, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.accepted and not _can_be_done(game, ctx, node.effect):
        ctx.data["done"] = False
        return True
    if not scratch.accepted:
        deciders = ctx.resolve_players(node.who) if node.who is not None else [ctx.controller]
        if not deciders:
            ctx.data["done"] = False
            return True
        answer = game.ask(deciders[0], "may", [Option("yes", "yes", True), Option("no", "no", False)],
                          f"you may: {type(node.effect).__name__}")
        if not answer.value:
            ctx.data["done"] = False
            return True
        scratch.accepted = True
        game.checkpoint(task)  # answered: the effect's own questions (what to discard) start afresh
    ctx.data["done"] = True
    return run(game, ctx, node.effect, task)


@handles(dsl.GetEnergy)
def _get_energy(game: Kernel, ctx: Ctx, node: dsl.GetEnergy, task: Task) -> bool:
    zones.change_energy(game, ctx.controller, ctx.value(node.amount))
    return True


@handles(dsl.MayPayEnergy)
def _may_pay_energy(game: Kernel, ctx: Ctx, node: dsl.MayPayEnergy, task: Task) -> bool:
    """608.2c: offered only with enough energy (107.14)."""
    ctx.data["done"] = False
    if game.state.players[ctx.controller].energy < node.amount:
        return True
    answer = game.ask(ctx.controller, "may", [Option("yes", f"pay {node.amount} energy", True),
                                              Option("no", "don't pay", False)], f"pay {node.amount} energy?")
    if answer.value:
        zones.change_energy(game, ctx.controller, -node.amount)
        ctx.data["done"] = True
    return True


@handles(dsl.MayPay)
def _may_pay(game: Kernel, ctx: Ctx, node: dsl.MayPay, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.started:
        payers = ctx.resolve_players(node.payer) if node.payer is not None else [ctx.controller]
        if not payers:  # no such player (608.2b: no information about an illegal target): not paid
            ctx.data["done"] = False
            return True
        scratch.started = True
        game.push("pay_mana", player=payers[0], req=requirement(node.mana).to_list(), source=ctx.source,
                  purpose="effect", optional=True, label="the effect")
        return False
    ctx.data["done"] = _payment_handed_back(task) is not None
    return True


@handles(dsl.MayPayLife)
def _may_pay_life(game: Kernel, ctx: Ctx, node: dsl.MayPayLife, task: Task) -> bool:
    """119.4: the payer may pay the life only with at least that much; "if they do" reads whether they did."""
    payers = ctx.resolve_players(node.payer)
    if not payers or game.state.players[payers[0]].life < node.amount:
        ctx.data["done"] = False
        return True
    payer = payers[0]
    answer = game.ask(payer, "may", [Option("yes", f"pay {node.amount} life", True), Option("no", "don't pay", False)],
                      f"pay {node.amount} life?")
    if answer.value:
        zones.lose_life(game, payer, node.amount, cause="payment")
    ctx.data["done"] = bool(answer.value)
    return True


@handles(dsl.IfYouDo)
def _if_you_do(game: Kernel, ctx: Ctx, node: dsl.IfYouDo, task: Task) -> bool:
    if bool(ctx.data.get("done")) != node.did:
        return True
    return run(game, ctx, node.effect, task)


@handles(dsl.InsteadIf)
def _instead_if(game: Kernel, ctx: Ctx, node: dsl.InsteadIf, task: Task) -> bool:
    """608.2c: the later instruction replaces the earlier one if its condition holds now."""
    holds = queries.condition_holds(game, node.condition, ctx.source, ctx.controller, ctx)
    if holds and node.optional:  # "you may ... instead": the controller chooses (asked before either changes anything)
        holds = game.ask(ctx.controller, "may", [Option("yes", "yes", True), Option("no", "no", False)],
                         f"you may instead: {type(node.effect).__name__}").value
    return run(game, ctx, node.effect if holds else node.otherwise, task)


@handles(dsl.Conditional)
def _conditional(game: Kernel, ctx: Ctx, node: dsl.Conditional, task: Task) -> bool:
    if not queries.condition_holds(game, node.condition, ctx.source, ctx.controller, ctx):
        return True
    return run(game, ctx, node.effect, task)


def resolving_ability_ref(game: Kernel, ctx: Ctx) -> list:
    """The reference of the resolving ability: an activated or triggered ability's own, or a
    spell's spell ability (found on the spell object); [] if there is none."""
    ref = list(ctx.data.get("ability", []))
    if not ref and ctx.source is not None and ctx.source in game.state.objects:
        chars = game.chars(ctx.source)
        for ability, aref in zip(chars.abilities, chars.ability_refs, strict=False):
            if isinstance(ability, dsl.SpellAbility):
                return list(aref)
    return ref


@handles(dsl.CreateDelayedTrigger)
def _delayed(game: Kernel, ctx: Ctx, node: dsl.CreateDelayedTrigger, task: Task) -> bool:
    """603.7a: create a delayed triggered ability.  603.7d-e: its source is the spell or the
    source of the ability that created it, and its controller is that spell's or ability's
    controller.  603.7c: it refers to the objects its creator's targets were (a delayed
    triggered ability has no targets of its own here: its "that creature" is the creator's
    target), and affects them only while they are the same objects (400.7).  The state refers to the node by the creating ability's reference and the
    path to the node inside that ability (a spell's ability is found on the spell object)."""

    ref, path = node_place(game, ctx, node)
    name = game.chars(ctx.source).name if ctx.source is not None and ctx.source in game.state.objects else "delayed trigger"
    params = {"ability": ref, "path": path, "step": node.trigger.step, "created_turn": game.state.turn, "name": name,
              "whose": node.trigger.whose}
    if node.remembers_triggering:  # "destroy that creature at end of combat": the object it triggered for
        params["triggering"] = next(iter(ctx.resolve_objects(dsl.Triggering())), None)
    if node.remembers_conjured:  # "discard that card": the card this resolution conjured
        params["triggering"] = (ctx.data.get("conjured") or [None])[-1]
    if node.remembers_exiled:  # "return those cards": the ones this resolution exiled
        params["remembered"] = list(ctx.data.get("exiled_this_way", []))
    if node.that_extra_turn:  # "that turn's end step": the extra turn this resolution created (500.7)
        params["extra_turn"] = ctx.data.get("extra_turn")
    if ctx.data.get("targets"):  # 603.7c: "destroy that creature at the beginning of the next end step"
        params["creator_targets"] = [[list(target) for target in slot] for slot in ctx.data["targets"]]
    game.state.delayed_triggers.append(DelayedTrigger(
        controller=ctx.controller, source=ctx.source, event=node.trigger.event, params=params))
    game.changed(Aspect.EFFECTS)
    game.emit({"type": "delayed_trigger_created", "controller": ctx.controller})
    return True


__all__ = ["HANDLERS", "run", "STACK"]
