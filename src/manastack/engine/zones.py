"""Game actions on objects and players: zone changes (400.7), tapping, life, damage (120),
counters (122), drawing (121), tokens (111), entering the battlefield with replacement
effects (614.1c-d, 614.12).  Each action happens as an event (DESIGN.md principle 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.registry import card_def
from manastack.engine import aura_entering, keywords, player_rules, replacement, rng, totem_armor
from manastack.engine.aspects import Aspect, zone_aspect, zone_contents_aspects
from manastack.engine.queries import lki_snapshot
from manastack.engine.replacement import (
    WouldBeDestroyed,
    WouldDealDamage,
    WouldEnter,
    WouldMove,
    WouldPutCounters,
    WouldUntap,
)
from manastack.engine.state import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    SIDEBOARD,
    STACK,
    TO_GRAVEYARD_FROM_BATTLEFIELD,
    ContinuousEffect,
    GameObject,
    LastKnown,
    StackItem,
)

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def remove_stack_item(game: Kernel, item: StackItem) -> None:
    """An item leaves the stack (405.1): it resolved, was countered or stopped existing; where
    its card goes next is a separate zone change."""
    game.state.stack.remove(item)
    game.changed(Aspect.STACK_ITEMS)
    if item.obj is not None:
        game.changed(Aspect.STACK)


def create_object(game: Kernel, card: str, owner: int, zone: str, *, legacy: tuple = (), token: bool = False,
                  controller: int | None = None, uid: int | None = None, face: int = 0, position: str = "top") -> int:
    oid = game.new_id()
    obj = GameObject(
        id=oid, card=card, owner=owner, controller=owner if controller is None else controller, zone=zone,
        uid=oid if uid is None else uid, legacy=tuple(legacy), token=token, face=face,
        timestamp=game.new_timestamp(), control_since=game.state.turn_serial,
    )
    game.state.objects[oid] = obj
    _insert(game, obj, zone, position)
    game.changed(*zone_contents_aspects(zone))
    return oid


#: "second from the top", "third from the top" (401.7): library positions counted from 1
NTH_FROM_TOP = {"second": 2, "third": 3}


def _insert(game: Kernel, obj: GameObject, zone: str, position: str) -> None:
    if zone == LIBRARY:
        lib = game.state.players[obj.owner].library
        if position == "bottom":
            lib.append(obj.id)
        elif position in NTH_FROM_TOP:  # 401.7: with fewer than N cards, on the bottom
            lib.insert(min(NTH_FROM_TOP[position] - 1, len(lib)), obj.id)
        else:
            lib.insert(0, obj.id)
    elif zone in (HAND, GRAVEYARD, SIDEBOARD):
        getattr(game.state.players[obj.owner], zone).append(obj.id)
    elif zone == BATTLEFIELD:
        game.state.battlefield.append(obj.id)
    elif zone == EXILE:
        game.state.exile.append(obj.id)
    elif zone == COMMAND:  # 114.1: an emblem
        game.state.command.append(obj.id)


def remove_from_zone(game: Kernel, obj: GameObject) -> None:
    """Take an object out of its zone's list (the object itself is dealt with by the caller)."""
    _remove(game, obj)


def _remove(game: Kernel, obj: GameObject) -> None:
    zone = obj.zone
    if zone in (LIBRARY, HAND, GRAVEYARD, SIDEBOARD):
        owner = game.state.players[obj.owner]
        getattr(owner, zone).remove(obj.id)
        if owner.companion == obj.id:  # 702.139c: brought into the game, it is no longer a companion outside it
            owner.companion = None
            game.changed(Aspect.PLAYERS)
    elif zone == BATTLEFIELD:
        game.state.battlefield.remove(obj.id)
    elif zone == EXILE:
        game.state.exile.remove(obj.id)
    elif zone == STACK:  # a spell that leaves the stack while on it is no longer a spell (400.7, 608.2n)
        stack = game.state.stack
        for item in stack:
            if item.obj == obj.id:
                stack.remove(item)
                break
    game.changed(*zone_contents_aspects(zone))


def lki_of(game: Kernel, oid: int) -> dict:
    return lki_snapshot(game, oid)


def leave_snapshot(game: Kernel, oid: int) -> dict:
    """Last known information of an object about to leave (608.2h), with the references of
    the abilities it has now, so that its leaves-the-battlefield abilities are the ones it had
    (603.10a: a Clone copying a creature has that creature's "when this dies")."""
    info = lki_snapshot(game, oid)
    if game.state.objects[oid].zone == BATTLEFIELD:
        info["ability_refs"] = [_as_lists(r) for r in game.chars(oid).ability_refs]
        combat = game.state.combat
        if combat is not None and combat.blockers.get(oid):  # 509.1: whom it was blocking
            info["blocking"] = list(combat.blockers[oid])
        if combat is not None and combat.blocked_by.get(oid):
            info["blocked_by"] = list(combat.blocked_by[oid])
    return info


def _as_lists(value):
    """A value as JSON reads it back, tuples as lists all the way down: events are JSON-shaped."""
    return [_as_lists(v) for v in value] if isinstance(value, (tuple, list)) else value


def _remember(game: Kernel, oid: int, info: dict) -> None:
    """Keep an object's last known information (608.2h) in the state, as a `LastKnown`."""
    game.state.extra.setdefault("lki", {})[oid] = LastKnown.of(info)


def move(game: Kernel, oid: int, to_zone: str, *, position: str = "top", controller: int | None = None,
         tapped: bool = False, face: int = 0, cause: str = "", replace: bool = True, plan: dict | None = None,
         lki: dict | None = None, face_down: bool = False) -> int:
    """400.7: move an object to a zone; it becomes a new object.  Returns the new id.  `plan`
    is an entry plan (etb_plan): it is applied as the object enters, before anything sees it
    enter (614.1c, 707.5: a permanent that enters as a copy or with counters never exists on the
    battlefield without them).  `lki`: its last known information taken before a simultaneous
    event began (`move_together`), or to remember as it leaves another zone (a cost's exiled card).  `face_down`: it arrives face down (406.3); the event says so."""
    state = game.state
    obj = state.objects[oid]
    from_zone = obj.zone
    if replace:  # 614.6: "would be put into a graveyard"
        proposed = replacement.replace(game, WouldMove(oid, to_zone, position, cause)).event
        to_zone, position = proposed.to, proposed.position
        if proposed.reveal and from_zone in (HAND, LIBRARY):  # 701.20a: shown to every player
            game.emit({"type": "reveal", "player": obj.owner, "obj": oid, "card": obj.card})
    info = None
    if from_zone in (BATTLEFIELD, STACK):
        info = lki if lki is not None else leave_snapshot(game, oid)
    if info is not None:
        _remember(game, oid, info)
    elif lki is not None:  # from another zone: remembered (608.2h) but not put in the event
        _remember(game, oid, lki)
    _remove(game, obj)
    if state.combat is not None:
        remove_from_combat(game, oid)
    del state.objects[oid]
    new_controller = obj.owner if controller is None else controller
    owner_zone_position = "top" if position == "shuffle" else position
    token = bool(info.get("token")) if info is not None else obj.token  # 111.8: a token that left stays one
    if token and not obj.token:  # a card that was a token by an effect ("All creatures are tokens") is one now
        state.extra["cards_become_tokens"] = [*state.extra.get("cards_become_tokens", []), [obj.owner, obj.uid]]
    new_id = create_object(game, obj.card, obj.owner, to_zone, legacy=obj.legacy, token=token,
                           controller=new_controller, uid=obj.uid, face=face if to_zone in (BATTLEFIELD, STACK) else 0,
                           position=owner_zone_position)
    new = state.objects[new_id]
    new.tapped = tapped and to_zone == BATTLEFIELD
    new.spell_copy = obj.spell_copy  # 704.5e: still a copy of a spell, until it ceases to exist
    new.face_down = face_down
    game.changed(zone_aspect(to_zone), Aspect.TAPPED)
    if plan is not None and to_zone == BATTLEFIELD:
        _apply_entry(game, new_id, plan)
    if position == "shuffle" and to_zone == LIBRARY:
        shuffle_library(game, obj.owner)
    event = {"type": "zone_change", "obj": oid, "new": new_id, "card": obj.card, "from": from_zone, "to": to_zone,
             "owner": obj.owner, "controller": info["controller"] if info else obj.controller, "token": token}
    if info is not None:
        event["lki"] = info
    if cause:
        event["cause"] = cause
    if face_down:
        event["face_down"] = True
    if to_zone == BATTLEFIELD:
        event["tapped"] = new.tapped  # "when ~ enters untapped"
    if from_zone == BATTLEFIELD and to_zone == GRAVEYARD:  # "put there from the battlefield this turn"
        state.extra.setdefault(TO_GRAVEYARD_FROM_BATTLEFIELD, []).append(new_id)
    game.emit(event)
    return new_id


def move_together(game: Kernel, moves: list[tuple[int, str, str]], *, by_effect: bool = True,
                  regenerable: bool = True) -> list[int | None]:
    """Move several objects in one event (Wrath of God's "destroy all", state-based actions
    performed at once, 704.3): (object, zone, cause) each.  The objects still move one after
    another, but as they leave the battlefield each keeps the characteristics all of them had
    just before the event, and leaves-the-battlefield abilities of the ones that left first
    still see the later ones leave (603.10a: they look back in time).  Returns the new ids
    (None for an object that was already gone)."""
    state = game.state
    regenerated = {oid for oid, _zone, cause in moves if cause == "destroy" and oid in state.objects
                   and _destruction_replaced(game, oid, by_effect, regenerable)}
    snapshots = {oid: leave_snapshot(game, oid) for oid, _zone, _cause in moves
                 if oid in state.objects and state.objects[oid].zone == BATTLEFIELD}
    outer = state.extra.get("leaving_together")
    outer_arrived = state.extra.get("arrived_together")
    gone: list[dict] = list(outer or [])
    arrived: list[int] = list(outer_arrived or [])  # the new objects they became (603.10a: not there before)
    state.extra["leaving_together"] = gone
    state.extra["arrived_together"] = arrived
    results: list[int | None] = []
    try:
        for oid, to_zone, cause in moves:
            if oid not in state.objects or oid in regenerated:
                results.append(None)
                continue
            results.append(move(game, oid, to_zone, cause=cause, lki=snapshots.get(oid)))
            if oid in snapshots:
                gone.append(snapshots[oid])
                arrived.append(results[-1])
    finally:
        if outer is None:
            state.extra.pop("leaving_together", None)
            state.extra.pop("arrived_together", None)
        else:
            state.extra["leaving_together"] = outer
            state.extra["arrived_together"] = outer_arrived
    return results


def leaving_together(game: Kernel) -> list[dict]:
    """The last known information of the objects that already left the battlefield in the
    simultaneous event being carried out (see `move_together`)."""
    return list(game.state.extra.get("leaving_together") or [])


def remove_from_combat(game: Kernel, oid: int) -> None:
    """506.4: a permanent that leaves the battlefield, regenerates or changes controller is
    removed from combat."""
    combat = game.state.combat
    combat.attackers.pop(oid, None)
    combat.blocked_by.pop(oid, None)
    combat.blockers.pop(oid, None)
    if oid in combat.blocked:  # 509.1h: only an attacking creature is "blocked"
        combat.blocked.remove(oid)
    for blockers in combat.blocked_by.values():
        if oid in blockers:
            blockers.remove(oid)
    game.changed(Aspect.COMBAT)


def shuffle_library(game: Kernel, player: int) -> None:
    lib = game.state.players[player].library
    game.state.rng = rng.shuffle(game.state.rng, lib)
    game.changed(Aspect.HIDDEN)
    game.emit({"type": "shuffle", "player": player})


def tap(game: Kernel, oid: int) -> None:
    obj = game.state.objects[oid]
    if not obj.tapped:
        obj.tapped = True
        game.changed(Aspect.TAPPED)
        game.emit({"type": "tap", "obj": oid})


def untap(game: Kernel, oid: int) -> None:
    """701.26b; a stun counter replaces the untapping (122.1d)."""
    obj = game.state.objects[oid]
    if obj.tapped:
        if replacement.replace(game, WouldUntap(oid)).event.instead == "stun":
            remove_counters(game, oid, "stun", 1)
            return
        obj.tapped = False
        game.changed(Aspect.TAPPED)
        game.emit({"type": "untap", "obj": oid})


def gain_life(game: Kernel, player: int, amount: int, source: int | None = None) -> None:
    """119.3; what effects let them gain (119.7, 614.1a: engine/player_rules.py)."""
    amount = player_rules.life_gained(game, player, amount)
    if amount <= 0:
        return
    game.state.players[player].life += amount
    game.changed(Aspect.PLAYERS)
    game.emit({"type": "gain_life", "player": player, "amount": amount, "source": source})


def lose_life(game: Kernel, player: int, amount: int, source: int | None = None, cause: str = "") -> None:
    if amount <= 0:
        return
    p = game.state.players[player]
    p.life -= amount
    p.life_lost_this_turn += amount
    game.changed(Aspect.PLAYERS)
    game.emit({"type": "lose_life", "player": player, "amount": amount, "source": source, "cause": cause})


def _use_prevention_shields(game: Kernel, used: dict[int, int]) -> None:
    """615.7: a shield that prevented damage prevents that much less; used up, it ends."""
    for effect in game.state.effects:
        if effect.id in used:
            effect.params["amount"] -= used[effect.id]
    game.state.effects = [e for e in game.state.effects if e.id not in used or e.params["amount"] > 0]
    game.changed(Aspect.EFFECTS)


def deal_damage(game: Kernel, source: int | None, target: tuple, amount: int, combat: bool = False, source_info: dict | None = None,
                order: tuple | None = None) -> int:
    """120.3: results of damage.  `target` is ("player", i) or ("obj", id).  Prevention effects
    (615, protection 702.16e) apply first, in `order` if their order was asked beforehand (616.1:
    damage dealt at once has every order chosen before any of it is dealt: `damage_plan`).
    Damage redirected to another object or player (614.9) is dealt to it by the same source at
    the same time.  Returns the damage actually dealt to `target`."""
    if amount <= 0:
        return 0
    info = _damage_info(game, source, source_info)
    if target[0] == "obj" and (target[1] not in game.state.objects or game.state.objects[target[1]].zone != BATTLEFIELD):
        return 0
    path, parts = order if _is_plan(order) else (order, None)
    proposed = replacement.replace(game, WouldDealDamage(source, tuple(target), amount, info, combat=combat), path).event
    if parts is None:  # 614.9: the redirected damage's own effects, their order asked before any damage is dealt
        parts, used = [], proposed.shields_used
        for to, moved in proposed.redirected:
            part, used = _plan(game, source, tuple(to), moved, info, combat, None, used)
            parts.append(part)
    dealt, used = _apply_damage(game, source, tuple(target), info, combat, proposed, tuple(parts))
    if used:
        _use_prevention_shields(game, dict(used))
    return dealt


def _damage_info(game: Kernel, source: int | None, source_info: dict | None) -> dict:
    info = source_info or (lki_snapshot(game, source) if source in game.state.objects else None)
    return info if info is not None else {"keywords": [], "controller": 0, "colors": [], "name": "?", "types": [], "subtypes": []}


def _is_plan(order) -> bool:
    return isinstance(order, tuple) and len(order) == 2 and isinstance(order[0], tuple) and isinstance(order[1], tuple)


def deal_damage_at_once(game: Kernel, parts: list[tuple[int | None, tuple, int, dict]], combat: bool = False) -> None:
    """120.3, 510.2, 616.1: damage dealt to several recipients at once (source, recipient,
    amount, source information for each part; one instruction, or a combat damage step): the
    order of the prevention and replacement effects on every part (614.9: with the damage
    redirected) is asked before any of it is dealt, then all of it is dealt.  The caller groups
    it into one damage event (`damage_events.simultaneous`)."""
    orders = [damage_plan(game, source, tuple(target), amount, info, combat) if _receives(game, target, amount) else None
              for source, target, amount, info in parts]
    for (source, target, amount, info), order in zip(parts, orders, strict=True):
        deal_damage(game, source, tuple(target), amount, combat=combat, source_info=info, order=order)


def _receives(game: Kernel, target: tuple, amount: int) -> bool:
    """Whether damage to `target` would be dealt at all: a positive amount, to a player or to an
    object still on the battlefield."""
    return amount > 0 and (target[0] == "player" or (target[1] in game.state.objects
                                                      and game.state.objects[target[1]].zone == BATTLEFIELD))


def damage_plan(game: Kernel, source: int | None, target: tuple, amount: int, info: dict, combat: bool,
                path: tuple | None = None) -> tuple:
    """616.1, 614.9: the order of the prevention and replacement effects for this damage and for
    the damage redirected from it, each asked now, before any of it is dealt: (path, the plans of
    the redirected parts)."""
    return _plan(game, source, tuple(target), amount, _damage_info(game, source, info), combat, path, ())[0]


def _plan(game: Kernel, source, target: tuple, amount: int, info: dict, combat: bool, path, carried: tuple) -> tuple:
    replaced = replacement.replace(game, WouldDealDamage(source, target, amount, info, combat=combat,
                                                         shields_used=carried), path)
    used = replaced.event.shields_used
    parts = []
    for to, moved in replaced.event.redirected:
        part, used = _plan(game, source, tuple(to), moved, info, combat, None, used)
        parts.append(part)
    return (tuple(replaced.path), tuple(parts)), used


def _apply_damage(game: Kernel, source: int | None, target: tuple, info: dict, combat: bool, proposed: WouldDealDamage,
                  parts: tuple) -> tuple[int, tuple]:
    """The damage as its effects left it, then the parts redirected from it (614.9), each with its
    planned order; returns the damage dealt to `target` and the shields used (615.7, 614.9)."""
    if proposed.prevented:  # 615
        game.emit({"type": "damage_prevented", "source": source, "target": list(target), "amount": proposed.prevented})
    if proposed.shield_used:
        remove_counters(game, target[1], "shield", 1)
    if proposed.effects_used:  # 609.7: "the next time ...": used up
        game.state.effects = [e for e in game.state.effects if e.id not in proposed.effects_used]
        game.changed(Aspect.EFFECTS)
    for perm, kind in proposed.counters_removed:  # 615.5: the rest of the effect, right after
        if game.state.objects[perm].zone == BATTLEFIELD:
            remove_counters(game, perm, kind, 1)
    dealt = _damage_results(game, source, target, proposed.amount, info, combat)
    used = proposed.shields_used
    for (to, moved), (path, more) in zip(proposed.redirected, parts, strict=False):  # dealt to it instead
        part = replacement.replace(game, WouldDealDamage(source, tuple(to), moved, info, combat=combat,
                                                         shields_used=used), path).event
        _dealt, used = _apply_damage(game, source, tuple(to), info, combat, part, more)
    return dealt, used


def _damage_results(game: Kernel, source: int | None, target: tuple, amount: int, info: dict, combat: bool) -> int:
    """120.3: the results of `amount` damage dealt to `target` once replacement and prevention
    effects have applied."""
    if amount <= 0 or (target[0] == "obj" and (target[1] not in game.state.objects
                                                or game.state.objects[target[1]].zone != BATTLEFIELD)):
        return 0
    as_counters = keywords.damage_as_counters(info, target[0] == "player")  # infect, wither
    if target[0] == "obj":
        tid = target[1]
        obj = game.state.objects[tid]
        chars = game.chars(tid)
        if "Planeswalker" in chars.types:  # 120.3c: that many loyalty counters, or all it has
            obj.counters["loyalty"] = max(0, obj.counters.get("loyalty", 0) - amount)
        if "Creature" in chars.types or "Planeswalker" not in chars.types:
            if as_counters and "Creature" in chars.types:
                put_counters(game, tid, as_counters, amount)  # 120.3d
            else:
                obj.damage += amount  # 120.3e
            if "deathtouch" in info["keywords"]:
                obj.deathtouch_damage = True
        game.changed(Aspect.PERMANENTS, Aspect.DAMAGE)
        game.emit({"type": "damage", "source": source, "target": list(target), "amount": amount, "combat": combat,
                   "source_controller": info["controller"], **_batch(game)})
    else:
        player = target[1]
        game.state.players[player].damage_taken_this_turn += amount  # 702.54a: "was dealt damage this turn"
        if as_counters:  # 120.3b: poison counters instead of loss of life
            game.state.players[player].poison += amount
            game.changed(Aspect.PLAYERS)
            game.emit({"type": "poison", "player": player, "count": amount, "source": source})
        else:
            lose_life(game, player, player_rules.life_lost_to_damage(game, player, amount), source, cause="damage")  # 120.3a
        game.emit({"type": "damage", "source": source, "target": list(target), "amount": amount, "combat": combat,
                   "source_controller": info["controller"], **_batch(game)})
    if "lifelink" in info["keywords"]:
        gain_life(game, info["controller"], amount, source)  # 702.15b
    return amount


def _batch(game: Kernel) -> dict:
    """The batch of simultaneous damage an event belongs to (engine/damage_events.py), if any."""
    batch = game.state.extra.get("damage_batch")
    return {} if batch is None else {"batch": batch}


def put_counters(game: Kernel, oid: int, kind: str, count: int) -> None:
    """122.1; with replacement effects that change how many (Hardened Scales, 614.1)."""
    if count <= 0 or oid not in game.state.objects:
        return
    obj = game.state.objects[oid]
    if obj.zone == BATTLEFIELD:
        chars = game.chars(oid)
        count = counters_after_replacement(game, oid, kind, count, chars.controller, "Creature" in chars.types)
        if count <= 0:  # 614.1a: a replacement left none to put
            return
    obj.counters[kind] = obj.counters.get(kind, 0) + count
    game.changed(zone_aspect(obj.zone))
    game.emit({"type": "counters", "obj": oid, "kind": kind, "count": count})


def counters_after_replacement(game: Kernel, oid: int, kind: str, count: int, controller: int, creature: bool) -> int:
    """122.6, 614.1: how many counters are put on a permanent once replacement effects apply."""
    return replacement.replace(game, WouldPutCounters(oid, kind, count, controller, creature)).event.count


def draw(game: Kernel, player: int, position: int = 0) -> int | None:
    """121.2: draw the top card of the library (or the card at `position` from the top, for a
    player who may draw from anywhere in it); drawing from an empty library makes the player
    lose at the next state-based action check (704.5b)."""
    p = game.state.players[player]
    if not p.library:
        p.drew_from_empty = True
        game.changed(Aspect.PLAYERS)
        game.emit({"type": "draw_empty", "player": player})
        return None
    top = p.library[position]
    p.cards_drawn_this_turn += 1
    game.changed(Aspect.PLAYED)
    new = move(game, top, HAND, cause="draw")
    game.emit({"type": "draw", "player": player, "obj": new})
    return new


def discard(game: Kernel, oid: int) -> int:
    """701.9: discard; a card with madness is discarded into exile instead (702.35a), and the
    event says so (its trigger lets its owner cast it)."""
    obj = game.state.objects[oid]
    madness = game.chars(oid).keywords.get("madness")
    game.state.players[obj.owner].cards_discarded_this_turn += 1  # 701.9
    game.changed(Aspect.PLAYED)
    new = move(game, oid, GRAVEYARD, cause="discard")
    event = {"type": "discard", "player": obj.owner, "obj": new, "card": obj.card}
    if madness is not None and game.state.objects[new].zone == EXILE:
        event["madness"] = madness.cost
    game.emit(event)
    return new


def sacrifice(game: Kernel, oid: int) -> int:
    """701.21: move a permanent you control to its owner's graveyard."""
    return move(game, oid, GRAVEYARD, cause="sacrifice")


def destroy(game: Kernel, oid: int, regenerable: bool = True) -> int | None:
    """701.8: destroy; indestructible permanents aren't (702.12b); a replacement effect may
    replace it (regeneration 701.19, a shield counter 122.1c)."""
    if oid not in game.state.objects or game.state.objects[oid].zone != BATTLEFIELD:
        return None
    if game.chars(oid).has("indestructible") or _destruction_replaced(game, oid, regenerable=regenerable):
        return None
    return move(game, oid, GRAVEYARD, cause="destroy")


def _destruction_replaced(game: Kernel, oid: int, by_effect: bool = True, regenerable: bool = True) -> bool:
    """Whether a replacement effect replaced the destruction: a regeneration shield (701.19c:
    instead, the permanent is tapped, all damage is removed from it, and it is removed from
    combat; the shield is used up), a shield counter (122.1c: instead, one is removed) or totem
    armor (702.89a)."""
    replaced = replacement.replace(game, WouldBeDestroyed(oid, by_effect, regenerable))
    instead = replaced.event.instead
    if instead is None:
        return False
    used = {key[1] for key in replaced.applied if key[0] == "regeneration"}
    if used:
        game.state.effects = [effect for effect in game.state.effects if effect.id not in used]
        game.changed(Aspect.EFFECTS)
    if instead == "shield":
        remove_counters(game, oid, "shield", 1)
        return True
    obj = game.state.objects[oid]
    if instead == "totem armor":  # 702.89a: remove all damage from it and destroy the Aura
        obj.damage = 0
        obj.deathtouch_damage = False
        game.changed(Aspect.PERMANENTS, Aspect.DAMAGE)
        for key in replaced.applied:
            if key[0] == totem_armor.KEY:
                destroy(game, key[1])
        return True
    tap(game, oid)
    obj.damage = 0
    obj.deathtouch_damage = False
    game.changed(Aspect.PERMANENTS, Aspect.DAMAGE)
    if game.state.combat is not None:
        remove_from_combat(game, oid)
    game.emit({"type": "regenerate", "obj": oid})
    return True


def remove_counters(game: Kernel, oid: int, kind: str, count: int) -> None:
    """122.8: remove counters (as many as it has, at most `count`)."""
    obj = game.state.objects[oid]
    removed = min(count, obj.counters.get(kind, 0))
    if removed <= 0:
        return
    obj.counters[kind] -= removed
    if not obj.counters[kind]:
        del obj.counters[kind]
    game.changed(zone_aspect(obj.zone))
    game.emit({"type": "counters_removed", "obj": oid, "kind": kind, "count": removed})


def create_token(game: Kernel, token: str, controller: int) -> int:
    """111.1: a token is created on the battlefield under the creator's control."""
    plan = {"tapped": False, "counters": {}}
    oid = create_object(game, token, controller, BATTLEFIELD, token=True, controller=controller)
    _apply_entry(game, oid, plan)
    game.emit({"type": "zone_change", "obj": None, "new": oid, "card": token, "from": None, "to": BATTLEFIELD,
               "owner": controller, "controller": controller, "token": True})
    return oid


def create_token_copy(game: Kernel, card: str, legacy: tuple, controller: int, exceptions: dict) -> int:
    """111.1, 707.2: a token that is a copy of a card (its copiable values, with the copy's
    exceptions, 707.9b) is created on the battlefield under the creator's control."""
    oid = create_object(game, card, controller, BATTLEFIELD, legacy=legacy, token=True, controller=controller)
    _apply_entry(game, oid, {"tapped": False, "counters": {},
                             "copy": {"card": card, "legacy": list(legacy), "face": 0, "except": dict(exceptions)}})
    game.emit({"type": "zone_change", "obj": None, "new": oid, "card": card, "from": None, "to": BATTLEFIELD,
               "owner": controller, "controller": controller, "token": True})
    return oid


# ------------------------------------------------------------------ entering the battlefield


def etb_plan(game: Kernel, card: str, legacy: tuple, face: int, controller: int, x: int, source_oid: int | None,
             played_from: str = "", attachment_given: bool = False) -> dict:
    """The entry plan of a permanent about to enter: the replacement effects that modify how it
    enters (614.1c, 614.12) apply, copy effects first (616.1c), and ask their choices.  Nothing is
    changed: the plan is applied as it enters (`move`).  A card that can't enter (101.2) stays
    where it is (its plan says so).  `played_from`: the zone a land being played comes from (305.1).
    303.4f: an Aura gets what it will enchant chosen here (engine/aura_entering.py), unless the
    spell or effect gives it (`attachment_given`: a resolving Aura spell's target, 303.4a)."""
    definition = card_def(card, legacy)
    if player_rules.cant_enter(game, source_oid, definition.faces[face] if face < len(definition.faces) else definition.front):
        return {"to": ""}
    proposed = replacement.replace(game, WouldEnter(card, tuple(legacy), face, controller, x, source_oid,
                                                    played_from=played_from)).event
    plan = proposed.plan()
    if not attachment_given and source_oid is not None and source_oid in game.state.objects \
            and plan.get("to", BATTLEFIELD) == BATTLEFIELD:
        aura_entering.choose_enchanted(game, source_oid, plan.get("controller", controller), plan)
    return plan


def change_energy(game: Kernel, player: int, count: int) -> None:
    """107.14: a player gets (count > 0) or pays (count < 0) energy counters."""
    if not count:
        return
    game.state.players[player].energy += count
    game.changed(Aspect.PLAYERS)
    game.emit({"type": "energy", "player": player, "count": count})


def put_onto_battlefield(game: Kernel, oid: int, controller: int, plan: dict, face: int = 0, x: int = 0, tapped: bool = False,
                         face_down: bool = False) -> int:
    """Move an object onto the battlefield with the entry plan from `etb_plan` (`face_down`: as a
    face-down permanent, 708.4), or where the plan sends it instead (614.1a: "exile it instead")."""
    if plan.get("to") == "":  # 101.2: it can't enter; it stays where it is
        return oid
    if plan.get("to", BATTLEFIELD) != BATTLEFIELD:
        return move(game, oid, plan["to"])
    controller = plan.get("controller", controller)  # 614.12: "enters under the control of ..."
    _as_it_enters(game, oid, controller, plan)
    new = move(game, oid, BATTLEFIELD, controller=controller, tapped=tapped or plan.get("tapped", False), face=face, replace=False,
               plan=plan, face_down=face_down)
    game.state.objects[new].x = x
    game.changed(Aspect.PERMANENTS)
    return new


def _as_it_enters(game: Kernel, oid: int | None, controller: int, plan: dict) -> None:
    """What an entry plan has done as the permanent enters: cards revealed (702.38a), creatures
    devoured (702.82a), life paid (614.12)."""
    for shown in plan.get("reveal", ()):  # 702.38a: revealed as it enters
        if shown in game.state.objects and game.state.objects[shown].zone == HAND:
            game.emit({"type": "reveal", "player": game.state.objects[shown].owner, "obj": shown,
                       "card": game.state.objects[shown].card})
    for devoured in plan.get("sacrifice", ()):  # 702.82a: sacrificed as it enters
        if devoured in game.state.objects and game.state.objects[devoured].zone == BATTLEFIELD:
            sacrifice(game, devoured)
    if plan.get("life"):
        lose_life(game, controller, plan["life"], oid, cause="cost")
        game.emit({"type": "payment", "player": controller, "purpose": "enter_untapped", "source": oid,
                   "mana": [], "amount": 0, "life": plan["life"]})


def create_card(game: Kernel, card: str, owner: int, zone: str, cause: str) -> int | None:
    """A new card that didn't exist in the game (conjure), owned by `owner`, created in `zone`
    (a library: on top), and recorded as one the game created (`extra["cards_created"]`).  Onto the battlefield it enters as any permanent does, under its
    owner's control: the entry plan's replacements and choices apply (614.1c, 614.12), or it is
    created where the plan sends it instead; a card that can't enter (101.2) isn't created
    (None)."""
    plan: dict = {}
    if zone == BATTLEFIELD:
        plan = etb_plan(game, card, (), 0, owner, 0, None)
        if plan.get("to") == "":
            return None
        zone = plan.get("to", BATTLEFIELD) or BATTLEFIELD
    oid = create_object(game, card, owner, zone, controller=plan.get("controller", owner))
    state = game.state
    state.extra["cards_created"] = [*state.extra.get("cards_created", []), [owner, state.objects[oid].uid]]
    if zone == BATTLEFIELD:
        _as_it_enters(game, oid, owner, plan)
        _apply_entry(game, oid, plan)
        game.changed(Aspect.PERMANENTS)
    game.emit({"type": "zone_change", "obj": None, "new": oid, "card": card, "from": None, "to": zone,
               "owner": owner, "controller": game.state.objects[oid].controller, "token": False, "cause": cause})
    return oid


def returns_due(game: Kernel) -> list[str]:
    """610.3: the links of exiled cards whose source has left the battlefield (their return is due)."""
    links = game.state.extra.get("return_on_leave")
    if not links:
        return []
    objects = game.state.objects
    return [key for key, source in links.items() if source not in objects or objects[source].zone != BATTLEFIELD]


def return_exiled_until_left(game: Kernel) -> bool:
    """610.3: the cards exiled "until this leaves the battlefield" whose source has left return
    to the battlefield, at once and together (610.3d), under their owners' control (610.3c).
    Replacement effects on entering apply (614.12): their choices are asked first, before
    anything changes.  Returns True if a card returned."""
    due = returns_due(game)
    if not due:
        return False
    links = game.state.extra["return_on_leave"]
    objects = game.state.objects
    returning = [objects[int(key)] for key in due if int(key) in objects and objects[int(key)].zone == EXILE]
    plans = [etb_plan(game, obj.card, obj.legacy, 0, obj.owner, 0, obj.id) for obj in returning]
    for key in due:
        del links[key]
    game.changed(Aspect.EFFECTS)
    for obj, plan in zip(returning, plans, strict=True):
        put_onto_battlefield(game, obj.id, obj.owner, plan)
    return bool(returning)


def _apply_entry(game: Kernel, oid: int, plan: dict) -> None:
    obj = game.state.objects[oid]
    if plan.get("copy"):
        game.state.effects.append(ContinuousEffect(
            id=game.new_id(), kind="copy", source=oid, controller=obj.controller, timestamp=obj.timestamp,
            affected=[oid], params=dict(plan["copy"]), duration="permanent"))
    if plan.get("type_change"):  # "return it ... It's an enchantment" (613.1d), as it enters
        game.state.effects.append(ContinuousEffect(
            id=game.new_id(), kind="type_change", source=oid, controller=obj.controller, timestamp=game.new_timestamp(),
            affected=[oid], params=dict(plan["type_change"]), duration="permanent"))
    if plan.get("gains"):  # 702.136a: "it gains haste", from the moment it enters
        game.state.effects.append(ContinuousEffect(
            id=game.new_id(), kind="grant", source=oid, controller=obj.controller, timestamp=game.new_timestamp(),
            affected=[oid], params={"keywords": list(plan["gains"])}, duration="permanent"))
    if plan.get("copy") or plan.get("type_change") or plan.get("gains"):  # 707.5, 614.1c: they apply as it enters
        game.changed(Aspect.EFFECTS)
    if plan.get("tapped"):
        obj.tapped = True
    obj.kicked = plan.get("kicked", 0)  # 702.33d-e: a kicked spell's permanent is kicked as it enters
    obj.cast_with = plan.get("cast_with", "")  # 702.74a, 702.109a: and remembers an evoke or dash cost paid
    obj.chosen = dict(plan.get("chosen", {}))  # 614.12c: the choices made as it entered (303.4f: the player enchanted)
    attached = plan.get(aura_entering.ATTACH)
    if attached is not None and attached in game.state.objects and game.state.objects[attached].zone == BATTLEFIELD:
        obj.attached_to = attached  # 303.4f: it enters attached to what was chosen
    for kind, count in plan.get("counters", {}).items():
        if count > 0:
            chars = game.chars(oid)
            count = counters_after_replacement(game, oid, kind, count, chars.controller, "Creature" in chars.types)
        if count > 0:
            obj.counters[kind] = obj.counters.get(kind, 0) + count
    chars = game.chars(oid)
    if chars.loyalty is not None and "loyalty" not in obj.counters and "Planeswalker" in chars.types:
        obj.counters["loyalty"] = chars.loyalty  # 306.5b
    game.changed(Aspect.PERMANENTS, Aspect.TAPPED)
