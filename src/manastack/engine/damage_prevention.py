"""Prevention effects that prevent all damage (615.1) to or from some objects, players or
groups: from resolved spells and abilities, this turn ("Prevent all damage that would be dealt
to target creature this turn"), and from static abilities ("Prevent all combat damage that
would be dealt to ~", "If damage would be dealt to ~, prevent that damage. Remove a +1/+1
counter from ~.", 615.5).  They apply as damage would be dealt, through the replacement
pipeline (engine/replacement.py); nothing is locked in (615.1), so a group is read again at each
damage event, through a reference to the effect's node (as engine/group_restrictions.py does)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace as _with
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import add_effect, handles
from manastack.engine.replacement import Candidate, WouldDealDamage, finds
from manastack.engine.state import BATTLEFIELD, Task
from manastack.engine.triggers import node_place, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

PREVENT_ALL_DAMAGE = "prevent_all_damage"
_PLAYER_REFS = (dsl.You, dsl.EachOpponent, dsl.EachPlayer, dsl.ControllerOf, dsl.OwnerOf, dsl.TriggeringPlayer,
                dsl.TargetPlayer)


def _side(ctx: Ctx, ref) -> dict | None:
    """The objects and players a side names as the effect begins, or that it is a group
    described by a Filter (read again at each damage event)."""
    if ref is None:
        return None
    if isinstance(ref, dsl.Filter):
        return {"group": True}
    if isinstance(ref, dsl.Target):
        chosen = [tuple(t) for t in ctx.slot(ref.index)]
        return {"objs": [who for kind, who in chosen if kind == "obj"],
                "players": [who for kind, who in chosen if kind == "player"]}
    if isinstance(ref, _PLAYER_REFS):
        return {"objs": [], "players": list(ctx.resolve_players(ref))}
    return {"objs": list(ctx.resolve_objects(ref)), "players": []}


def _ability_path(game: Kernel, ctx: Ctx, node) -> dict:
    """Where the node is (its ability and the path to it), so that the effect stays plain data."""
    ref, path = node_place(game, ctx, node)
    return {"ability": ref, "path": path}


@handles(dsl.PreventAllDamage)
def _prevent_all(game: Kernel, ctx: Ctx, node: dsl.PreventAllDamage, task: Task) -> bool:
    """615.1: the prevention effect lasts this turn (514.2)."""
    params = {"combat": node.combat, "to": _side(ctx, node.to), "by": _side(ctx, node.by)}
    if isinstance(node.to, dsl.Filter) or isinstance(node.by, dsl.Filter):
        params.update(_ability_path(game, ctx, node))
    add_effect(game, ctx, PREVENT_ALL_DAMAGE, [], params, "end_of_turn")
    return True


def _node(effect) -> dsl.PreventAllDamage:
    node = resolve_ability_ref(tuple(effect.params["ability"]))
    for step in effect.params["path"]:
        node = node[step] if isinstance(step, int) else getattr(node, step)
    return node


def _in_group(game: Kernel, flt: dsl.Filter, oid: int | None, source: int | None, controller: int) -> bool:
    return (oid is not None and oid in game.state.objects and game.state.objects[oid].zone == BATTLEFIELD
            and queries.matches(game, flt, oid, source, controller))


def _resolved_applies(game: Kernel, effect, event: WouldDealDamage) -> bool:
    params = effect.params
    if params["combat"] and not event.combat:
        return False
    to, by = params["to"], params["by"]
    kind, who = event.target
    if to is not None:
        if to.get("group"):
            if kind != "obj" or not _in_group(game, _node(effect).to, who, effect.source, effect.controller):
                return False
        elif who not in (to["objs"] if kind == "obj" else to["players"]):
            return False
    if by is not None:
        if by.get("group"):
            if not _in_group(game, _node(effect).by, event.source, effect.source, effect.controller):
                return False
        elif event.source not in by["objs"]:
            return False
    return True


def _prevented(_game: Kernel, event: WouldDealDamage) -> WouldDealDamage:
    return _with(event, amount=0, prevented=event.prevented + event.amount)


@finds(WouldDealDamage)
def _prevent_all_resolved(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """615.1: the effects of resolved spells and abilities that prevent all such damage."""
    if event.amount <= 0:
        return
    for effect in game.state.effects:
        if effect.kind == PREVENT_ALL_DAMAGE and _resolved_applies(game, effect, event):
            yield Candidate(("prevent_all", effect.id), "prevent all damage", _prevented, commutes=True)


def _static_side(game: Kernel, side, oid: int | None, perm: int, controller: int, player: int | None = None) -> bool:
    if side is None:
        return True
    if side == "self":
        return oid == perm
    if side == "attached":
        return oid is not None and game.state.objects[perm].attached_to == oid
    if side == "you":
        return player == controller
    return _in_group(game, side, oid, perm, controller)


def _static_applies(game: Kernel, effect: dsl.PreventDamage, perm: int, controller: int, event: WouldDealDamage) -> bool:
    if effect.combat and not event.combat:
        return False
    kind, who = event.target
    recipient = who if kind == "obj" else None
    player = who if kind == "player" else None
    to_ok = _static_side(game, effect.to, recipient, perm, controller, player)
    if effect.and_by:  # "dealt to and dealt by": either way
        return to_ok or _static_side(game, effect.to, event.source, perm, controller)
    return to_ok and _static_side(game, effect.by, event.source, perm, controller)


@finds(WouldDealDamage)
def _prevent_static(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """615.1: static abilities' prevention effects; 615.5: one with an additional effect (a
    counter removed) has it carried out right after the damage event (zones.deal_damage)."""
    if event.amount <= 0:
        return
    for index, (perm, controller, effect) in enumerate(queries.replacement_effects(game, dsl.PreventDamage)):
        if not _static_applies(game, effect, perm, controller, event):
            continue
        name = game.chars(perm).name
        if effect.then_remove:
            yield Candidate(("prevent_static", perm, index), name,
                            lambda _game, e, perm=perm, kind=effect.then_remove: _with(
                                _prevented(_game, e), counters_removed=(*e.counters_removed, (perm, kind))))
        else:
            yield Candidate(("prevent_static", perm, index), name, _prevented, commutes=True)



PREVENT_FROM_SOURCE = "prevent_from_chosen_source"


def _has_quality(game: Kernel, oid: int, colors: list, types: list) -> bool:
    """609.7b: the source's properties, checked as it is chosen and again as it would deal damage."""
    if not colors and not types:
        return True
    chars = game.chars(oid)
    return bool(set(colors) & set(chars.colors)) or bool(set(types) & set(chars.types))


@handles(dsl.PreventFromChosenSource)
def _prevent_from_chosen_source(game: Kernel, ctx: Ctx, node: dsl.PreventFromChosenSource, task: Task) -> bool:
    """609.7a: the source is chosen as the effect is created: a permanent, or a spell on the
    stack that isn't a permanent spell (the engine doesn't follow a permanent spell onto the
    battlefield, 400.7).  With no such source, the effect does nothing."""
    state = game.state
    candidates = [o for o in state.battlefield if _has_quality(game, o, list(node.colors), list(node.types))]
    candidates += [item.obj for item in state.stack if item.obj is not None and item.obj != ctx.source
                   and not game.chars(item.obj).is_permanent_card
                   and _has_quality(game, item.obj, list(node.colors), list(node.types))]
    if not candidates:
        return True
    options = [Option("object", game.chars(o).name, o) for o in candidates]
    source = game.ask(ctx.controller, "source", options, "choose a source of damage").value
    add_effect(game, ctx, PREVENT_FROM_SOURCE, [], {
        "source": source, "to": _side(ctx, node.to), "next": node.next_only, "colors": list(node.colors),
        "types": list(node.types)}, "end_of_turn")
    return True


@finds(WouldDealDamage)
def _prevent_from_source(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """609.7a-b: damage from the chosen source (still with the quality) to the chosen recipient;
    "the next time" is used up by what it prevents (zones.deal_damage)."""
    if event.amount <= 0 or event.source is None:
        return
    kind, who = event.target
    for effect in game.state.effects:
        if effect.kind != PREVENT_FROM_SOURCE or effect.params["source"] != event.source:
            continue
        to = effect.params["to"]
        if to is not None and who not in (to["objs"] if kind == "obj" else to["players"]):
            continue
        if event.source in game.state.objects and not _has_quality(game, event.source, effect.params["colors"],
                                                                   effect.params["types"]):
            continue
        if effect.params["next"]:
            yield Candidate(("prevent_from_source", effect.id), "prevent that damage",
                            lambda _game, e, used=effect.id: _with(_prevented(_game, e),
                                                                    effects_used=(*e.effects_used, used)))
        else:
            yield Candidate(("prevent_from_source", effect.id), "prevent all damage", _prevented, commutes=True)


def _fits_source(effect: dsl.PreventSomeDamage, controller: int, info: dict) -> bool:
    """609.7c: the source's properties as it would deal the damage (its last known information)."""
    if effect.colors and not set(effect.colors) & set(info.get("colors", [])):
        return False
    if effect.types and not set(effect.types) & set(info.get("types", [])):
        return False
    return not effect.opponents or info.get("controller") != controller


@finds(WouldDealDamage)
def _prevent_some(game: Kernel, event: WouldDealDamage) -> Iterable[Candidate]:
    """615.10: a static ability prevents that much of each damage event that fits."""
    if event.amount <= 0:
        return
    kind, who = event.target
    for index, (perm, controller, effect) in enumerate(queries.replacement_effects(game, dsl.PreventSomeDamage)):
        if (effect.combat and not event.combat) or not _fits_source(effect, controller, event.info):
            continue
        to_you = effect.to_you and kind == "player" and who == controller
        to_it = kind == "obj" and effect.to is not None and _static_side(game, effect.to, who, perm, controller)
        if to_you or to_it:
            yield Candidate(("prevent_some", perm, index), game.chars(perm).name,
                            lambda _game, e, n=effect.amount: _with(e, amount=e.amount - min(n, e.amount),
                                                                    prevented=e.prevented + min(n, e.amount)))
