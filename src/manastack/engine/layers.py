"""Characteristics: copiable values (707.2) plus continuous effects applied in layers (613).

An object's characteristics are computed on demand from its card definition (or token
definition), its copy effects (layer 1), then control (2), text (3), type (4), colour (5),
abilities (6) and power/toughness (7a-7d), in dependency then timestamp order (613.7, 613.8).
The results are cached by the state's version number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.caching import memo
from manastack.cards import dsl
from manastack.cards.oracle.vocab import CREATURE_TYPES
from manastack.cards.registry import ability_from_ref
from manastack.engine import queries
from manastack.engine.abilities import ref_from_data, table_for
from manastack.engine.aspects import Aspect, static_reads
from manastack.engine.characteristics import (
    Characteristics,
    base_characteristics,
    clone_characteristics,
    copy_effects,
    fused_on_stack,
    is_bestowed,
    printed_has_x,
    shared_printed,
)
from manastack.engine.kernel import RULES
from manastack.engine.queries import static_effects
from manastack.engine.state import BATTLEFIELD, STACK, GameObject

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def compute_all(game: Kernel) -> tuple[dict[int, Characteristics], frozenset[Aspect]]:
    """Characteristics of every permanent and spell, all layers applied (613.1), and the aspects
    of the state their static abilities read (the kernel's cache follows them).

    Within a layer, effects apply in timestamp order (613.7) unless one depends on another
    (613.8).  Effects from static abilities (611.3a) apply to whatever they describe at each
    moment; effects from resolved spells and abilities apply to the set of objects locked in
    when they began (611.2c)."""
    state = game.state
    objects = state.objects
    result: dict[int, Characteristics] = {}
    copies = copy_effects(state)
    extra: frozenset[Aspect] = frozenset()
    with_statics: list[int] = []  # permanents with static abilities' effects (611.3a)
    controlling: list[int] = []  # Auras with "You control enchanted creature" (613.1b)
    defined: list[int] = []  # objects with a characteristic-defining ability for P/T (604.3)
    countered: list[int] = []  # objects with counters (+1/+1 and -1/-1 apply in layer 7c)
    based: list[int] = []  # permanents whose own static ability sets their base P/T (711.2a-b)
    typing: list[int] = []  # permanents whose static abilities add types to others (613.1d)
    ids = [*state.battlefield, *[item.obj for item in state.stack if item.obj is not None]] if state.stack else state.battlefield
    for oid in ids:
        obj = objects[oid]
        copy_effect = copies.get(oid)
        if obj.face_down:  # 613.2b, 708.2a: a face-down spell or permanent
            chars = result[oid] = shared_printed(dsl.FACE_DOWN_CARD, (), 0, obj.controller)
        elif copy_effect is None and not (obj.zone == STACK and (printed_has_x(obj.card, obj.legacy, obj.face)
                                                                  or fused_on_stack(state, obj))) \
                and not is_bestowed(state, obj):  # 702.103b
            chars = result[oid] = shared_printed(obj.card, obj.legacy, obj.face, obj.controller)
        else:
            chars = result[oid] = base_characteristics(state, obj, copies)
        by_kind = chars.table.statics
        if by_kind:
            for effect in by_kind[object]:
                extra |= static_reads(effect)
            if obj.zone == BATTLEFIELD and dsl.Anthem in by_kind:  # 109.2: not spells on the stack
                with_statics.append(oid)
            if dsl.CharacteristicDefiningPT in by_kind:
                defined.append(oid)
            if obj.zone == BATTLEFIELD and dsl.SetBasePT in by_kind:
                based.append(oid)
            if obj.zone == BATTLEFIELD and dsl.TypeAddition in by_kind:
                typing.append(oid)
            if obj.zone == BATTLEFIELD and dsl.ControlAttached in by_kind and obj.attached_to is not None:
                controlling.append(oid)
        if obj.counters:
            countered.append(oid)
    effects = [e for e in state.effects if any(oid in result for oid in e.affected)] if state.effects else []
    # Layer 2: control-changing effects (613.1b), from resolved spells and abilities and from
    # Auras' static abilities, in timestamp order (613.7).
    changes = [(e.timestamp, oid, e.params["player"], None) for e in _sorted(effects, "control") for oid in e.affected]
    changes.extend((objects[aura].timestamp, objects[aura].attached_to, None, aura) for aura in controlling)
    for _timestamp, oid, player, aura in sorted(changes, key=lambda c: c[0]) if controlling else changes:
        if oid in result:
            _own(result, oid).controller = player if aura is None else result[aura].controller
    # Layer 4: type-changing effects (613.1d).
    if typing:
        _apply_type_layer(game, result, effects, typing)
    else:
        for effect in _sorted(effects, "type_change"):
            _change_types(result, effect)
    # Layer 5: color-changing effects (613.1e).
    for effect in _sorted(effects, "color_change"):
        for oid in effect.affected:
            if oid in result:
                _own(result, oid).colors = frozenset(effect.params["colors"])
    # Layers 6 and 7: static abilities (continuous sets, 611.3a) and resolved effects.
    statics = [_StaticInstance(oid, result[oid].controller, objects[oid].timestamp, effect, grants)
               for oid in with_statics for effect, grants in result[oid].table.anthems] if with_statics else []
    if statics or effects:
        _apply_abilities_layer(game, result, statics, effects)
    for oid in countered:  # 613.1f, 122.1b: keyword counters give their keyword
        granted = [kind for kind in objects[oid].counters if kind in dsl.KEYWORD_COUNTERS and objects[oid].counters[kind] > 0]
        if granted:
            _grant_keywords(_own(result, oid), granted)
    for effect in _sorted(effects, CANT_HAVE_KEYWORDS):  # 613.1f: "... and can't have ...": after every grant
        _cant_have_keywords(result, effect.affected, frozenset(effect.params["keywords"]))
    _apply_pt_layers(game, result, statics, effects, defined, countered, based)
    for oid, chars in result.items():
        if "Creature" not in chars.types and (chars.power is not None or chars.toughness is not None):
            # 208.3: a noncreature permanent (or noncreature spell) has no power or toughness,
            # even if it's a card with a power and toughness printed on it.
            chars = _own(result, oid)
            chars.power = None
            chars.toughness = None
    return result, extra


def _change_types(result: dict, effect) -> None:
    """Layer 4: a resolved spell's or ability's type change, to the objects locked in (611.2c)."""
    for oid in effect.affected:
        if oid in result:
            chars = _own(result, oid)
            if "set_types" in effect.params:
                chars.types = frozenset(effect.params["set_types"])
                chars.subtypes = frozenset(s for s in chars.subtypes if s in effect.params.get("keep_subtypes", ()))
            if "set_creature_types" in effect.params:  # 205.1b, 613.1d: its other creature types are replaced
                chars.subtypes = frozenset(s for s in chars.subtypes if s not in CREATURE_TYPES) | frozenset(
                    effect.params["set_creature_types"])
            if "add_types" in effect.params:  # 205.1b: "it's still a land"
                chars.types = chars.types | frozenset(effect.params["add_types"])
                chars.subtypes = chars.subtypes | frozenset(effect.params.get("add_subtypes", ()))


@dataclass(slots=True)
class _ResolvedTypeChange:
    """A resolved spell's or ability's type change (611.2c: a fixed set) among layer 4's effects."""

    timestamp: int
    effect: object


def _apply_type_layer(game: Kernel, result: dict, effects: list, typing: list[int]) -> None:
    """Layer 4 (613.1d) with static abilities that add types ("All Cats you control are Dogs in
    addition to their other types", 205.1b): they and resolved type changes apply in dependency
    order, a dependency loop in timestamp order (613.8b)."""
    statics = [_StaticInstance(oid, result[oid].controller, game.state.objects[oid].timestamp, effect)
               for oid in typing for effect in result[oid].table.statics[dsl.TypeAddition]]
    instances = [*(_ResolvedTypeChange(e.timestamp, e) for e in _sorted(effects, "type_change")), *statics]

    def applies(inst, oid: int, chars: dict) -> bool:
        return game.state.objects[oid].zone == BATTLEFIELD and queries.matches(
            game, inst.effect.affects, oid, inst.source, inst.controller, chars=chars.get(oid))

    def apply_one(inst, chars: dict) -> None:
        if isinstance(inst, _ResolvedTypeChange):
            _change_types(chars, inst.effect)
            return
        for oid in [o for o in chars if applies(inst, o, chars)]:
            own = _own(chars, oid)
            own.types = own.types | frozenset(inst.effect.types)
            own.subtypes = own.subtypes | frozenset(inst.effect.subtypes)

    for inst in _dependency_order(game, instances, applies, apply_one, result):
        apply_one(inst, result)


@memo(256)
def pt_counter(kind: str) -> tuple[int, int] | None:
    """122.1a: what a +X/+Y (or -X/-Y) counter adds to power and toughness; None for other kinds."""
    m = re.fullmatch(r"([+-]\d+)/([+-]\d+)", kind)
    return (int(m[1]), int(m[2])) if m else None


def _own(result: dict, oid: int) -> Characteristics:
    """The object's characteristics in `result`, made its own before a layer changes them."""
    chars = result[oid]
    if chars.shared:
        chars = clone_characteristics(chars)
        result[oid] = chars
    return chars


def _sorted(effects: list, kind: str) -> list:
    if not effects:
        return []
    return sorted((e for e in effects if e.kind == kind), key=lambda e: e.timestamp)


@dataclass(slots=True)
class _StaticInstance:
    source: int
    controller: int
    timestamp: int
    effect: object
    grants: tuple = ()  # references of the abilities it grants in quotes (613.1f)


@dataclass(slots=True)
class _LockedIn:
    """An ability-adding effect from a resolved spell or ability (611.2c: a fixed set)."""

    timestamp: int
    affected: tuple
    keywords: tuple
    lose: bool = False  # "loses flying": the keywords are removed instead


def _anthem_applies(game: Kernel, inst: _StaticInstance, target_id: int, result: dict) -> bool:
    """Whether a static ability's effect applies to an object now (611.3a).  It affects only
    permanents: "creatures" means creature permanents, not creature spells (109.2)."""
    anthem: dsl.Anthem = inst.effect
    if game.state.objects[target_id].zone != BATTLEFIELD:
        return False
    if anthem.condition is not None and not queries.condition_holds(game, anthem.condition, inst.source, inst.controller):
        return False
    if anthem.affects == "self":
        return target_id == inst.source
    if anthem.affects == "attached":
        return game.state.objects[inst.source].attached_to == target_id
    if anthem.affects == "paired":  # 702.95a: this creature and the one paired with it
        return target_id in queries.pair_members(game, inst.source)
    return queries.matches(game, anthem.affects, target_id, inst.source, inst.controller, chars=result.get(target_id))


def _anthem_candidates(game: Kernel, inst: _StaticInstance, result: dict):
    """The objects a static ability's effect could apply to, in `result` order: its own
    permanent ("self"), the permanent it is attached to ("attached"), or any of them."""
    if inst.effect.affects == "self":
        return (inst.source,) if inst.source in result else ()
    if inst.effect.affects == "attached":
        target = game.state.objects[inst.source].attached_to
        return (target,) if target in result else ()
    if inst.effect.affects == "paired":
        return tuple(oid for oid in queries.pair_members(game, inst.source) if oid in result)
    return list(result)


def _dependency_order(game: Kernel, instances: list, applies, apply_one, result: dict) -> list:
    """613.8: an effect depends on another if applying the other would change what the first
    applies to.  Dependent effects apply after what they depend on; otherwise timestamp order
    (613.7); a dependency loop falls back to timestamp order (613.8b)."""
    ordered = sorted(instances, key=lambda i: i.timestamp)
    if len(ordered) < 2:
        return ordered
    depends: dict[int, set[int]] = {i: set() for i in range(len(ordered))}
    for a, first in enumerate(ordered):
        if not isinstance(first, _StaticInstance) or first.effect.affects in ("self", "attached", "paired"):
            continue  # what it applies to can't change with other effects in this layer
        before = {oid for oid in result if applies(first, oid, result)}
        for b, other in enumerate(ordered):
            if a == b:
                continue
            trial = {oid: clone_characteristics(c) for oid, c in result.items()}
            apply_one(other, trial)
            after = {oid for oid in trial if applies(first, oid, trial)}
            if after != before:
                depends[a].add(b)
    done: list[int] = []
    remaining = list(range(len(ordered)))
    while remaining:
        ready = [i for i in remaining if not (depends[i] - set(done)) - {i}]
        pick = ready[0] if ready else remaining[0]
        done.append(pick)
        remaining.remove(pick)
    return [ordered[i] for i in done]


LOSE_KEYWORDS = "lose_keywords"  # a resolved effect's kind: "loses flying until end of turn"
CANT_HAVE_KEYWORDS = "cant_have_keywords"  # "... lose hexproof and can't have hexproof"
GRANT_PROTECTION = "grant_protection"  # "gains protection from artifacts until end of turn" (702.16a)


def _apply_abilities_layer(game: Kernel, result: dict, statics: list, effects: list) -> None:
    """Layer 6 (613.1f): ability-adding effects, from static abilities and from resolved
    spells and abilities together, in dependency and timestamp order: keywords, and abilities
    granted in quotes."""
    instances: list = [s for s in statics if s.effect.keywords or s.grants]
    for effect in _sorted(effects, "grant"):
        granted = tuple(ref_from_data(ref) for ref in effect.params.get("abilities", ()))  # ability references
        instances.append(_LockedIn(effect.timestamp, tuple(effect.affected), (*effect.params["keywords"], *granted)))
    for effect in _sorted(effects, GRANT_PROTECTION):
        instances.append(_LockedIn(effect.timestamp, tuple(effect.affected), (("protection", *effect.params["qualities"]),)))
    for effect in _sorted(effects, LOSE_KEYWORDS):
        instances.append(_LockedIn(effect.timestamp, tuple(effect.affected), tuple(effect.params["keywords"]), lose=True))

    def applies(inst, oid, res):
        if isinstance(inst, _LockedIn):
            return oid in inst.affected and oid in res
        return _anthem_applies(game, inst, oid, res)

    def apply_one(inst, res):
        if isinstance(inst, _LockedIn):
            for oid in [o for o in res if o in inst.affected]:
                (_lose_keywords if inst.lose else _grant_keywords)(_own(res, oid), inst.keywords)
            return
        for oid in _anthem_candidates(game, inst, res):
            if _anthem_applies(game, inst, oid, res):
                chars = _own(res, oid)
                _grant_keywords(chars, inst.effect.keywords)
                for ref in inst.grants:  # 113.1b-c: the quoted ability is the permanent's own
                    resolved = _chosen_protection(game, inst.source, ref)
                    if resolved is not None:
                        chars.gain(resolved)

    for inst in _dependency_order(game, instances, applies, apply_one, result):
        apply_one(inst, result)


def _cant_have_keywords(result: dict, affected: list, lost: frozenset) -> None:
    """613.1f: the objects lose, and can't have, every instance of these keywords (printed, granted or from counters)."""
    for oid in affected:
        if oid in result and not lost.isdisjoint(result[oid].keywords):
            chars = _own(result, oid)
            kept = tuple(ref for ref, ability in zip(chars.table.refs, chars.table.abilities, strict=True)
                         if not (isinstance(ability, dsl.Keyword) and ability.name in lost))
            chars.table = table_for(kept)


def _lose_keywords(chars: Characteristics, keywords) -> None:
    """613.1f: the object loses these keyword abilities, however it had them."""
    lost = set(keywords)
    kept = tuple(ref for ref, ability in zip(chars.table.refs, chars.table.abilities, strict=True)
                 if not (isinstance(ability, dsl.Keyword) and ability.name in lost))
    if len(kept) != len(chars.table.refs):
        chars.table = table_for(kept)


def _chosen_protection(game: Kernel, source: int, ref: tuple) -> tuple | None:
    """702.16a, 614.12c: "protection from the chosen color" granted by `source` is protection
    from the color it chose as it entered (none if it chose none); "this effect doesn't remove
    ~" marks the grant as sparing that source (engine/keywords.py).  Other grants as they are."""
    if ref[0] != "granted":
        return ref
    ability = ability_from_ref(ref)
    if not isinstance(ability, dsl.Keyword) or dsl.CHOSEN_COLOR not in ability.qualities:
        return ref
    color = game.state.objects[source].chosen.get("color") if source in game.state.objects else None
    if color not in _COLOR_WORD:
        return None
    spared = (f"{EXCEPT}{source}",) if dsl.KEEPS_SOURCE in ability.qualities else ()
    return ("keyword", "protection", _COLOR_WORD[color], *spared)


_COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
EXCEPT = "except:"  # a protection quality naming the object its protection doesn't remove (303.4d)


def _grant_keywords(chars: Characteristics, keywords) -> None:
    for kw in keywords:  # a name; a ref, ("protection", ...); or [name, *qualities] ("protection", "red": 702.16a)
        chars.gain(("keyword", kw) if isinstance(kw, str) else kw if isinstance(kw, tuple) else ("keyword", *kw))


def _apply_pt_layers(game: Kernel, result: dict, statics: list, effects: list, defined: list[int],
                     countered: list[int], based: list[int] = ()) -> None:
    """Layer 7 (613.4): 7a characteristic-defining abilities (of the objects in `defined`), 7b
    setting effects (resolved ones and the static ones of the permanents in `based`, in
    timestamp order, 613.7), 7c modifying effects and counters (of the objects in `countered`),
    7d switching."""
    state = game.state
    for oid in defined:
        for cda in result[oid].table.statics.get(dsl.CharacteristicDefiningPT, ()):
            chars = _own(result, oid)
            chars.power = (chars.power or 0) + queries.evaluate(game, cda.power, oid, chars.controller)
            chars.toughness = (chars.toughness or 0) + queries.evaluate(game, cda.toughness, oid, chars.controller)
    setting = [(effect.timestamp, oid, effect.params["power"], effect.params["toughness"])
               for effect in _sorted(effects, "set_pt") for oid in effect.affected if oid in result]
    for oid in based:
        controller = result[oid].controller
        setting.extend((state.objects[oid].timestamp, oid, s.power, s.toughness)
                       for s in result[oid].table.statics.get(dsl.SetBasePT, ())
                       if s.condition is None or queries.condition_holds(game, s.condition, oid, controller))
    for _timestamp, oid, power, toughness in sorted(setting, key=lambda s: s[0]) if based else setting:
        chars = _own(result, oid)
        chars.power = power
        chars.toughness = toughness
    # 7c: modifications commute, so their order doesn't matter; which objects a static
    # ability's effect applies to is decided before any of them (all are in the same layer).
    pumps = [inst for inst in statics if inst.effect.power or inst.effect.toughness] if statics else []
    if pumps:
        targets = {id(inst): [oid for oid in _anthem_candidates(game, inst, result)
                              if result[oid].power is not None and _anthem_applies(game, inst, oid, result)]
                   for inst in pumps}
        for inst in pumps:
            times = _pump_times(game, inst, result)
            for oid in targets[id(inst)]:
                chars = _own(result, oid)
                chars.power += inst.effect.power * times
                chars.toughness += inst.effect.toughness * times
    for effect in _sorted(effects, "modify_pt"):
        for oid in effect.affected:
            if oid in result and result[oid].power is not None:
                chars = _own(result, oid)
                chars.power += effect.params["power"]
                chars.toughness += effect.params["toughness"]
    for oid in countered:
        if result[oid].power is None:
            continue
        power = toughness = 0
        for kind, count in state.objects[oid].counters.items():
            change = pt_counter(kind)
            if change is not None:
                power += change[0] * count
                toughness += change[1] * count
        if power or toughness:
            chars = _own(result, oid)
            chars.power += power
            chars.toughness += toughness
    for effect in _sorted(effects, "switch_pt"):
        for oid in effect.affected:
            if oid in result and result[oid].power is not None:
                chars = _own(result, oid)
                chars.power, chars.toughness = chars.toughness, chars.power


def _pump_times(game: Kernel, inst: _StaticInstance, result: dict) -> int:
    """613.4c: how many times a counted bonus applies ("+1/+0 for each other Rat you control"):
    the permanents it counts with their characteristics of the earlier layers, or the counters
    on its source; 1 for a plain bonus."""
    if inst.effect.times is not None:  # "for each artifact you control", "where X is your life total"
        return queries.evaluate(game, inst.effect.times, inst.source, inst.controller)
    per = inst.effect.per
    if per is None:
        return 1
    if isinstance(per, dsl.CountersOn):
        return game.state.objects[inst.source].counters.get(per.kind, 0)
    return sum(1 for oid in game.state.battlefield
               if oid in result and queries.matches(game, per.filter, oid, inst.source, inst.controller, chars=result[oid]))


#: The cards whose characteristic-defining abilities are being evaluated now (a call stack, not
#: game state): a count that looks at the card itself sees its other characteristics.
_DEFINING: set[int] = set()


def off_battlefield_characteristics(game: Kernel, obj: GameObject) -> Characteristics:
    """Characteristics of a card in a hand, library, graveyard or exile: printed values, with
    characteristic-defining abilities (604.3) and effects that work in those zones.  A
    characteristic-defining ability that counts the card itself ("the number of creature cards in
    your graveyard", Splinterfright there) reads its printed characteristics: its power isn't
    defined in terms of itself."""
    chars = base_characteristics(game.state, obj)
    if obj.id in _DEFINING:
        return chars
    _DEFINING.add(obj.id)
    try:
        for cda in chars.table.statics.get(dsl.CharacteristicDefiningPT, ()):
            chars.power = (chars.power or 0) + queries.evaluate(game, cda.power, obj.id, obj.owner)
            chars.toughness = (chars.toughness or 0) + queries.evaluate(game, cda.toughness, obj.id, obj.owner)
    finally:
        _DEFINING.discard(obj.id)
    for oid, controller, effect in static_effects(game, dsl.GrantMadness):
        if obj.owner == controller and queries.matches(game, effect.filter, obj.id, oid, controller, chars=chars):
            cost = str(chars.mana_cost) if chars.mana_cost is not None else "{0}"
            chars.gain(("madness", cost))
    return chars


RULES.all_characteristics = compute_all
RULES.off_battlefield_characteristics = off_battlefield_characteristics
