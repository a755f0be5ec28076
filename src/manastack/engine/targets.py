"""Targets (115): which objects and players a target slot may choose, and whether a chosen
target is still legal as the spell or ability resolves (608.2b)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import keywords, player_rules, queries
from manastack.engine.decision import Option
from manastack.engine.state import BATTLEFIELD, GRAVEYARD, STACK

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

ANY_TARGET_TYPES = ("Creature", "Planeswalker", "Battle")  # 115.4


def _player_ok(game: Kernel, spec: dsl.TargetSpec, player: int, controller: int, source: int | None = None,
               source_info: dict | None = None) -> bool:
    if game.state.players[player].lost:
        return False
    reference = controller
    if spec.relative_to:  # "target player who ... is their opponent": relative to the player named (603.3d)
        if not spec.relative_to.startswith("player:"):
            return False  # unbound: that player is unknown
        reference = int(spec.relative_to[len("player:"):])
    if spec.player == "opponent" and player == reference:
        return False
    if spec.player == "you" and player != reference:
        return False
    if spec.more_creatures and _creatures_of(game, player) <= _creatures_of(game, reference):
        return False
    if source_info is None and source is not None and player_rules.hexproof_from_anything(game, player):
        source_info = keywords.source_info(game, source)
    return not player_rules.player_hexproof(game, player, controller, source_info)  # 702.11c-d


def _creatures_of(game: Kernel, player: int) -> int:
    permanents = game.permanents_chars()
    return sum(1 for oid in game.state.battlefield
               if permanents[oid].controller == player and "Creature" in permanents[oid].types)


def is_legal(game: Kernel, spec: dsl.TargetSpec, target: tuple | list, source: int | None, controller: int,
             source_info: dict | None = None) -> bool:
    kind, ident = target[0], target[1]
    if kind == "player":
        return spec.kind in ("player", "any") and _player_ok(game, spec, ident, controller, source, source_info)
    if kind == "ability" or spec.kind == "ability":
        return kind == "ability" and spec.kind == "ability" and _ability_ok(game, spec, ident, controller)
    if spec.kind == "player":
        return False
    obj = game.state.objects.get(ident)
    if obj is None:
        return False
    if spec.kind == "spell":
        if obj.zone != STACK:
            return False
        return queries.matches(game, spec.filter, ident, source, controller)
    if spec.kind == "card":
        if obj.zone != spec.zone:
            return False
        if spec.zone == GRAVEYARD and spec.filter.owner == "you" and obj.owner != controller:
            return False
        if obj.zone == GRAVEYARD and queries.static_effects(game, dsl.UntargetableInGraveyards):  # 115.1, 101.2
            return False
        return queries.matches(game, spec.filter, ident, source, controller)
    if obj.zone != BATTLEFIELD:
        return False
    chars = game.chars(ident)
    if spec.kind == "any" and chars.types.isdisjoint(ANY_TARGET_TYPES):
        return False
    if not queries.matches(game, spec.filter, ident, source, controller, chars=chars):
        return False
    if chars.has("hexproof") and chars.controller != controller:  # 702.11b, 702.11d
        info = source_info if source_info is not None else (keywords.source_info(game, source) if source is not None else None)
        if keywords.hexproof_from_source(chars, info):
            return False
    if chars.has("shroud"):
        return False
    if "protection" in chars.keywords:  # 702.16b
        info = source_info if source_info is not None else (keywords.source_info(game, source) if source is not None else None)
        if info is not None and keywords.protected_from(game, ident, info):
            return False
    return True


def _ability_ok(game: Kernel, spec: dsl.TargetSpec, item_id: int, controller: int) -> bool:
    """113.7a, 701.6a: an activated or triggered ability on the stack of the kinds the slot names,
    controlled by an opponent for "you don't control", from a source the slot describes (its
    last known information as the ability was put on the stack)."""
    item = next((i for i in game.state.stack if i.id == item_id), None)
    if item is None or item.kind not in spec.abilities:
        return False
    if spec.player == "opponent" and item.controller == controller:
        return False
    if spec.filter.types:
        types = (item.source_lki or {}).get("types", [])
        return not set(spec.filter.types).isdisjoint(types) if len(spec.filter.types) == 1 else \
            set(spec.filter.types) <= set(types)
    return True


def _being_activated(game: Kernel, item, source: int | None) -> bool:
    """115.5: an ability being activated (on top of the stack, its targets not chosen yet) can't
    target itself."""
    state = game.state
    return item is state.stack[-1] and item.kind == "activated" and item.source == source and not item.targets


def candidates(game: Kernel, spec: dsl.TargetSpec, source: int | None, controller: int, source_info: dict | None = None) -> list[tuple]:
    """Every legal choice for one target slot, objects first then players."""
    return list(_legal_choices(game, spec, source, controller, source_info))


def _legal_choices(game: Kernel, spec: dsl.TargetSpec, source: int | None, controller: int, source_info: dict | None):
    """The legal choices for one target slot, one by one, in the order of `candidates`."""
    state = game.state
    if spec.kind == "ability":
        for item in reversed(state.stack):
            if item.kind != "spell" and not _being_activated(game, item, source) \
                    and is_legal(game, spec, ("ability", item.id), source, controller, source_info):
                yield ("ability", item.id)
    elif spec.kind == "spell":
        for item in reversed(state.stack):
            if item.obj is not None and item.obj != source and is_legal(game, spec, ("obj", item.obj), source, controller, source_info):
                yield ("obj", item.obj)
    elif spec.kind == "card":
        for player in state.players:
            for o in state.player_zone(player.index, spec.zone):
                if is_legal(game, spec, ("obj", o), source, controller, source_info):
                    yield ("obj", o)
    elif spec.kind != "player":
        for o in state.battlefield:
            if is_legal(game, spec, ("obj", o), source, controller, source_info):
                yield ("obj", o)
    if spec.kind in ("player", "any"):
        for p in state.players:
            if _player_ok(game, spec, p.index, controller, source, source_info):
                yield ("player", p.index)


def describe(game: Kernel, target: tuple) -> str:
    if target[0] == "player":
        return game.player_name(target[1])
    if target[0] == "ability":
        item = next((i for i in game.state.stack if i.id == target[1]), None)
        if item is None:
            return f"ability {target[1]}"
        name = (item.source_lki or {}).get("name") or (
            game.chars(item.source).name if item.source in game.state.objects else "its source")
        return f"{name} {item.kind} ability ({item.id})"
    obj = game.state.objects.get(target[1])
    if obj is None:
        return f"object {target[1]}"
    owner = game.player_name(game.chars(target[1]).controller if obj.zone == BATTLEFIELD else obj.owner)
    return f"{game.chars(target[1]).name} ({owner}'s)"


def can_choose_all(game: Kernel, specs: tuple, source: int | None, controller: int, source_info: dict | None = None) -> bool:
    """601.2c: whether every required target slot has enough legal choices.  Within a slot
    the choices must differ (115.3); a slot must also differ from the slots it names in
    `different_from` ("another target"), but otherwise different instances of the word
    "target" may choose the same object (115.3)."""
    chosen: list[list] = []
    for spec in specs:
        minimum = 0 if spec.up_to else spec.min_count
        excluded: set = set()
        for other in spec.different_from:
            if other < len(chosen):
                excluded.update(chosen[other])
        found: list = []
        if minimum:  # the first `minimum` legal choices: enough to know the slot can be filled
            for choice in _legal_choices(game, spec, source, controller, source_info):
                if choice not in excluded:
                    found.append(choice)
                    if len(found) == minimum:
                        break
            if len(found) < minimum:
                return False
        chosen.append(found)
    return True


def bind_chooser(spec: dsl.TargetSpec, chooser: int) -> dsl.TargetSpec:
    """"Target creature of an opponent's choice they control": the slot as that opponent sees it."""
    if spec.filter.controller != dsl.CHOOSER:
        return spec
    return replace(spec, filter=replace(spec.filter, controller=f"player:{chooser}"))


def bind_choosers(specs: tuple, choosers: dict | None) -> tuple:
    """608.2b: each slot an opponent chose bound to that opponent, as it was chosen."""
    if not choosers:
        return tuple(specs)
    return tuple(bind_chooser(spec, choosers[str(i)]) if str(i) in choosers else spec for i, spec in enumerate(specs))


def ask_targets(game: Kernel, specs: tuple, source: int | None, controller: int, label: str, source_info: dict | None = None,
                allow=None, choosers: dict | None = None) -> list:
    """601.2c / 603.3d: choose targets for each slot.  The same object can't be chosen twice
    for one instance of the word "target" (115.3); different slots may share unless a slot
    says it must differ.  `allow(target, targets chosen before it, slot)`, if given, further
    limits the choices (for example to the targets whose cost the player can pay, when the cost
    depends on the target)."""
    chosen: list[list] = []
    for index, spec in enumerate(specs):
        asker = controller
        if spec.chooser == "opponent":  # "of an opponent's choice": which opponent, then they choose (601.2c)
            able = [p for p in game.opponents(controller) if candidates(game, bind_chooser(spec, p), source, controller,
                                                                         source_info)]
            if not able:
                chosen.append([])
                continue
            asker = able[0] if len(able) == 1 else game.ask(
                controller, "choose", [Option("player", game.player_name(p), p) for p in able],
                f"{label}: choose the opponent who chooses {spec.label or 'a target'}").value
            spec = bind_chooser(spec, asker)
            if choosers is not None:
                choosers[str(index)] = asker
        elif spec.chooser.startswith("player:"):  # "that player chooses target ..." (bound, 603.3d)
            asker = int(spec.chooser[len("player:"):])
        picks: list = []
        maximum = spec.max_count if spec.max_value is None else \
            min(spec.max_count, queries.evaluate(game, spec.max_value, source, controller))
        minimum = 0 if spec.up_to else spec.min_count
        while len(picks) < maximum:
            excluded = set(map(tuple, picks))
            for other in spec.different_from:
                if other < len(chosen):
                    excluded.update(map(tuple, chosen[other]))
            legal = [t for t in candidates(game, spec, source, controller, source_info)
                     if t not in excluded and (allow is None or allow(t, [*(tuple(x) for s in chosen for x in s), *picks],
                                                                       index))]
            remaining = specs[index + 1:]
            options = [Option("target", describe(game, t), tuple(t)) for t in legal]
            if len(picks) >= minimum:
                options.append(Option("done", "no more targets" if picks else "no target", None))
            if not options:
                break
            del remaining
            answer = game.ask(asker, "target", options, f"{label}: choose {spec.label or 'a target'}", slot=index)
            if answer.kind == "done":
                break
            picks.append(tuple(answer.value))
        chosen.append([list(t) for t in picks])
    return chosen
