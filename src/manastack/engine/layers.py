"""Characteristics: copiable values (707.2) plus continuous effects applied in layers (613).

An object's characteristics are computed on demand from its card definition (or token
definition), its copy effects (layer 1), then control (2), text (3), type (4), colour (5),
abilities (6) and power/toughness (7a-7d), in dependency then timestamp order (613.7, 613.8).
The results are cached by the state's version number.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.mana_cost import ManaCost, parse_mana_cost
from manastack.cards.registry import card_cache, card_def
from manastack.engine.ability_table import AbilityTable, table_for
from manastack.engine.queries import static_effects
from manastack.engine.state import BATTLEFIELD, STACK, GameObject

if TYPE_CHECKING:
    from manastack.engine.game import Game


@dataclass(slots=True)
class Characteristics:
    """The characteristics of an object (109.3) as they are now."""

    name: str
    mana_cost: ManaCost | None
    colors: frozenset
    supertypes: frozenset
    types: frozenset
    subtypes: frozenset
    table: AbilityTable  # its abilities (113.1), indexed
    power: int | None
    toughness: int | None
    loyalty: int | None
    controller: int = 0
    mv_cost: ManaCost | None = None  # 202.3b: the front face's mana cost, for a transformed permanent
    # Printed characteristics shared by every object with the same copiable values and
    # controller: the layers copy them before changing them (`_own`).
    shared: bool = field(default=False, compare=False)

    @property
    def abilities(self) -> tuple:
        return self.table.abilities

    @property
    def ability_refs(self) -> tuple:
        """A stable reference per ability (its card, legacy, face and index, or a granted keyword)."""
        return self.table.refs

    @property
    def keywords(self) -> dict:
        return self.table.keywords

    def gain(self, ref: tuple) -> None:
        """The object gains the ability `ref` refers to (a keyword, 613.1f)."""
        self.table = table_for((*self.table.refs, ref))

    @property
    def mana_value(self) -> int:
        """202.3: the total amount of mana in its mana cost (X is 0 except on the stack).
        202.3b: a nonmodal double-faced permanent with its back face up uses the mana cost of
        its front face."""
        cost = self.mv_cost if self.mv_cost is not None else self.mana_cost
        return cost.mana_value if cost is not None else 0

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        """110.4a: artifact, battle, creature, enchantment, land or planeswalker."""
        return bool(self.types & PERMANENT_TYPES)


PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


def parse_pt(text: str | None) -> int | None:
    """Printed power or toughness: "2" -> 2; "*" and "1+*" count their fixed part only (the
    characteristic-defining ability adds the rest in layer 7a)."""
    if text is None:
        return None
    digits = text.replace("*", "").replace("+", "").strip()
    try:
        return int(digits) if digits else 0
    except ValueError:
        return 0


@dataclass(slots=True)
class _Copiable:
    card: str
    legacy: tuple
    face: int
    copied: bool = False  # a copy effect supplied these values (707.2)


def face_of(card: str, legacy: tuple, face: int) -> dsl.Face:
    definition = card_def(card, legacy)
    if face >= len(definition.faces):
        face = 0
    return definition.faces[face]


def face_index_for_zone(game: Game, obj: GameObject) -> int:
    """712.8: outside the stack and battlefield a double-faced card has its front face's
    characteristics; an adventurer card likewise uses its normal characteristics (715.4)."""
    if obj.zone in (BATTLEFIELD, STACK):
        return obj.face
    return 0


def copiable_values(game: Game, obj: GameObject) -> _Copiable:
    """707.2: the printed values plus copy effects (layer 1).  Built Bear's circled options are
    printed values (its rulings), so they travel in `legacy`."""
    return _copiable(game, obj, _copy_effects(game).get(obj.id))


def _copy_effects(game: Game) -> dict[int, object]:
    """Layer 1 (613.2): the copy effect that applies last to each object, if any."""
    found: dict[int, object] = {}
    for effect in game.state.effects:
        if effect.kind == "copy":
            for oid in effect.affected:
                found[oid] = effect
    return found


def _copiable(game: Game, obj: GameObject, copy_effect) -> _Copiable:
    if copy_effect is None:
        return _Copiable(obj.card, obj.legacy, face_index_for_zone(game, obj))
    params = copy_effect.params
    return _Copiable(params["card"], tuple(params["legacy"]), params["face"], True)


def base_characteristics(game: Game, obj: GameObject, copies: dict | None = None) -> Characteristics:
    """Layer 1: the copiable values of `obj` as characteristics (`copies`: the copy effects,
    when the caller already has them)."""
    cv = _copiable(game, obj, (copies if copies is not None else _copy_effects(game)).get(obj.id))
    printed = _printed(cv.card, cv.legacy, cv.face, cv.copied, obj.zone in (BATTLEFIELD, STACK))
    mana_cost = printed[1]
    mv_cost = None
    if obj.zone == STACK and mana_cost is not None and mana_cost.x:
        # 202.3e: on the stack, X is the number chosen for it (0 in every other zone).
        x = next((item.x for item in game.state.stack if item.obj == obj.id), 0)
        if x:
            mv_cost = replace(mana_cost, generic=mana_cost.generic + mana_cost.x * x, x=0)
    return _from_printed(printed, obj.controller, mv_cost=mv_cost)


def _from_printed(printed: tuple, controller: int, *, mv_cost: ManaCost | None = None,
                  shared: bool = False) -> Characteristics:
    """Characteristics from `_printed` values (`mv_cost`: a mana value cost that replaces the
    printed one)."""
    (name, mana_cost, colors, supertypes, types, subtypes, table, power, toughness, loyalty,
     printed_mv_cost) = printed
    return Characteristics(
        name=name, mana_cost=mana_cost, colors=colors, supertypes=supertypes, types=types, subtypes=subtypes,
        table=table, power=power, toughness=toughness, loyalty=loyalty, controller=controller,
        mv_cost=mv_cost if mv_cost is not None else printed_mv_cost, shared=shared,
    )


@card_cache(maxsize=8192)
def _printed(card: str, legacy: tuple, face_index: int, copied: bool, in_play: bool) -> tuple:
    """The printed characteristics of one face (immutable parts, shared between objects)."""
    face = face_of(card, legacy, face_index)
    definition = card_def(card, legacy)
    mana_cost = parse_mana_cost(face.mana_cost) if face.mana_cost else None
    if face.colors is not None:
        colors = frozenset(face.colors)
    elif mana_cost is not None:
        colors = frozenset(mana_cost.colors)
    else:
        colors = frozenset()
    table = table_for(tuple((card, legacy, face_index, i) for i in range(len(face.abilities))))
    name = face.name if definition.layout not in ("normal", "token") or in_play else definition.name
    if definition.layout in ("modal_dfc", "transform", "adventure"):
        name = face.name
    mv_cost = None
    if definition.layout == "transform" and face_index > 0 and not copied:
        # 712.8e, 202.3b: a transformed permanent's mana value is its front face's; a copy of
        # a back face has mana value 0.
        front = definition.faces[0].mana_cost
        mv_cost = parse_mana_cost(front) if front else None
    return (name, mana_cost, colors, frozenset(face.supertypes), frozenset(face.types), frozenset(face.subtypes),
            table, parse_pt(face.power), parse_pt(face.toughness), face.loyalty, mv_cost)


def compute_all(game: Game) -> dict[int, Characteristics]:
    """Characteristics of every permanent and spell, all layers applied (613.1).

    Within a layer, effects apply in timestamp order (613.7) unless one depends on another
    (613.8).  Effects from static abilities (611.3a) apply to whatever they describe at each
    moment; effects from resolved spells and abilities apply to the set of objects locked in
    when they began (611.2c)."""
    state = game.state
    objects = state.objects
    result: dict[int, Characteristics] = {}
    copies = _copy_effects(game)
    with_statics: list[int] = []  # permanents with static abilities' effects (611.3a)
    defined: list[int] = []  # objects with a characteristic-defining ability for P/T (604.3)
    countered: list[int] = []  # objects with counters (+1/+1 and -1/-1 apply in layer 7c)
    ids = [*state.battlefield, *[item.obj for item in state.stack if item.obj is not None]] if state.stack else state.battlefield
    for oid in ids:
        obj = objects[oid]
        copy_effect = copies.get(oid)
        if copy_effect is None and not (obj.zone == STACK and _printed_x(obj.card, obj.legacy, obj.face)):
            chars = result[oid] = _shared_printed(obj.card, obj.legacy, obj.face, obj.controller)
        else:
            chars = result[oid] = base_characteristics(game, obj, copies)
        by_kind = chars.table.statics
        if by_kind:
            if obj.zone == BATTLEFIELD and dsl.Anthem in by_kind:  # 109.2: not spells on the stack
                with_statics.append(oid)
            if dsl.CharacteristicDefiningPT in by_kind:
                defined.append(oid)
        if obj.counters:
            countered.append(oid)
    effects = [e for e in state.effects if any(oid in result for oid in e.affected)] if state.effects else []
    # Layer 2: control-changing effects (613.1b).
    for effect in _sorted(effects, "control"):
        for oid in effect.affected:
            if oid in result:
                _own(result, oid).controller = effect.params["player"]
    # Layer 4: type-changing effects (613.1d).
    for effect in _sorted(effects, "type_change"):
        for oid in effect.affected:
            if oid in result:
                chars = _own(result, oid)
                if "set_types" in effect.params:
                    chars.types = frozenset(effect.params["set_types"])
                    chars.subtypes = frozenset(s for s in chars.subtypes if s in effect.params.get("keep_subtypes", ()))
    # Layers 6 and 7: static abilities (continuous sets, 611.3a) and resolved effects.
    statics = [_StaticInstance(oid, result[oid].controller, objects[oid].timestamp, effect)
               for oid in with_statics for effect in result[oid].table.statics[dsl.Anthem]] if with_statics else []
    if statics or effects:
        _apply_abilities_layer(game, result, statics, effects)
    _apply_pt_layers(game, result, statics, effects, defined, countered)
    for oid, chars in result.items():
        if "Creature" not in chars.types and (chars.power is not None or chars.toughness is not None):
            # 208.3: a noncreature permanent (or noncreature spell) has no power or toughness,
            # even if it's a card with a power and toughness printed on it.
            chars = _own(result, oid)
            chars.power = None
            chars.toughness = None
    return result


@card_cache(maxsize=8192)
def _shared_printed(card: str, legacy: tuple, face: int, controller: int) -> Characteristics:
    """The characteristics of a permanent or spell with no copy effect (and no X on the stack),
    before the other layers: shared, so the layers copy them before changing them."""
    return _from_printed(_printed(card, legacy, face, False, True), controller, shared=True)


@card_cache(maxsize=8192)
def _printed_x(card: str, legacy: tuple, face: int) -> bool:
    """Whether a face's mana cost has X (its mana value on the stack depends on X, 202.3e)."""
    cost = _printed(card, legacy, face, False, True)[1]
    return cost is not None and bool(cost.x)


def _own(result: dict, oid: int) -> Characteristics:
    """The object's characteristics in `result`, made its own before a layer changes them."""
    chars = result[oid]
    if chars.shared:
        chars = _clone_chars(chars)
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


@dataclass(slots=True)
class _LockedIn:
    """An ability-adding effect from a resolved spell or ability (611.2c: a fixed set)."""

    timestamp: int
    affected: tuple
    keywords: tuple


def _anthem_applies(game: Game, inst: _StaticInstance, target_id: int, result: dict) -> bool:
    """Whether a static ability's effect applies to an object now (611.3a).  It affects only
    permanents: "creatures" means creature permanents, not creature spells (109.2)."""
    anthem: dsl.Anthem = inst.effect
    if game.state.objects[target_id].zone != BATTLEFIELD:
        return False
    if anthem.condition is not None and not game.condition_holds(anthem.condition, inst.source, inst.controller):
        return False
    if anthem.affects == "self":
        return target_id == inst.source
    if anthem.affects == "attached":
        return game.state.objects[inst.source].attached_to == target_id
    return game.matches(anthem.affects, target_id, inst.source, inst.controller, chars=result.get(target_id))


def _anthem_candidates(game: Game, inst: _StaticInstance, result: dict):
    """The objects a static ability's effect could apply to, in `result` order: its own
    permanent ("self"), the permanent it is attached to ("attached"), or any of them."""
    if inst.effect.affects == "self":
        return (inst.source,) if inst.source in result else ()
    if inst.effect.affects == "attached":
        target = game.state.objects[inst.source].attached_to
        return (target,) if target in result else ()
    return list(result)


def _dependency_order(game: Game, instances: list, applies, apply_one, result: dict) -> list:
    """613.8: an effect depends on another if applying the other would change what the first
    applies to.  Dependent effects apply after what they depend on; otherwise timestamp order
    (613.7); a dependency loop falls back to timestamp order (613.8b)."""
    ordered = sorted(instances, key=lambda i: i.timestamp)
    if len(ordered) < 2:
        return ordered
    depends: dict[int, set[int]] = {i: set() for i in range(len(ordered))}
    for a, first in enumerate(ordered):
        if isinstance(first, _LockedIn) or first.effect.affects in ("self", "attached"):
            continue  # what it applies to can't change with other effects in this layer
        before = {oid for oid in result if applies(first, oid, result)}
        for b, other in enumerate(ordered):
            if a == b:
                continue
            trial = {oid: _clone_chars(c) for oid, c in result.items()}
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


def _clone_chars(chars: Characteristics) -> Characteristics:
    return Characteristics(
        chars.name, chars.mana_cost, chars.colors, chars.supertypes, chars.types, chars.subtypes,
        chars.table, chars.power, chars.toughness, chars.loyalty, chars.controller, chars.mv_cost,
    )


def _apply_abilities_layer(game: Game, result: dict, statics: list, effects: list) -> None:
    """Layer 6 (613.1f): ability-adding effects, from static abilities and from resolved
    spells and abilities together, in dependency and timestamp order."""
    instances: list = [s for s in statics if s.effect.keywords]
    for effect in _sorted(effects, "grant"):
        instances.append(_LockedIn(effect.timestamp, tuple(effect.affected), tuple(effect.params["keywords"])))

    def applies(inst, oid, res):
        if isinstance(inst, _LockedIn):
            return oid in inst.affected and oid in res
        return _anthem_applies(game, inst, oid, res)

    def apply_one(inst, res):
        if isinstance(inst, _LockedIn):
            for oid in [o for o in res if o in inst.affected]:
                _grant_keywords(_own(res, oid), inst.keywords)
            return
        for oid in _anthem_candidates(game, inst, res):
            if _anthem_applies(game, inst, oid, res):
                _grant_keywords(_own(res, oid), inst.effect.keywords)

    for inst in _dependency_order(game, instances, applies, apply_one, result):
        apply_one(inst, result)


def _grant_keywords(chars: Characteristics, keywords) -> None:
    for kw in keywords:
        chars.gain(("keyword", kw))


def _apply_pt_layers(game: Game, result: dict, statics: list, effects: list, defined: list[int],
                     countered: list[int]) -> None:
    """Layer 7 (613.4): 7a characteristic-defining abilities (of the objects in `defined`), 7b
    setting effects, 7c modifying effects and counters (of the objects in `countered`), 7d
    switching."""
    state = game.state
    for oid in defined:
        for cda in result[oid].table.statics.get(dsl.CharacteristicDefiningPT, ()):
            chars = _own(result, oid)
            chars.power = (chars.power or 0) + game.evaluate(cda.power, oid, chars.controller)
            chars.toughness = (chars.toughness or 0) + game.evaluate(cda.toughness, oid, chars.controller)
    for effect in _sorted(effects, "set_pt"):
        for oid in effect.affected:
            if oid in result:
                chars = _own(result, oid)
                chars.power = effect.params["power"]
                chars.toughness = effect.params["toughness"]
    # 7c: modifications commute, so their order doesn't matter; which objects a static
    # ability's effect applies to is decided before any of them (all are in the same layer).
    pumps = [inst for inst in statics if inst.effect.power or inst.effect.toughness] if statics else []
    if pumps:
        targets = {id(inst): [oid for oid in _anthem_candidates(game, inst, result)
                              if result[oid].power is not None and _anthem_applies(game, inst, oid, result)]
                   for inst in pumps}
        for inst in pumps:
            for oid in targets[id(inst)]:
                chars = _own(result, oid)
                chars.power += inst.effect.power
                chars.toughness += inst.effect.toughness
    for effect in _sorted(effects, "modify_pt"):
        for oid in effect.affected:
            if oid in result and result[oid].power is not None:
                chars = _own(result, oid)
                chars.power += effect.params["power"]
                chars.toughness += effect.params["toughness"]
    for oid in countered:
        if result[oid].power is None:
            continue
        counters = state.objects[oid].counters
        net = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        if net:
            chars = _own(result, oid)
            chars.power += net
            chars.toughness += net
    for effect in _sorted(effects, "switch_pt"):
        for oid in effect.affected:
            if oid in result and result[oid].power is not None:
                chars = _own(result, oid)
                chars.power, chars.toughness = chars.toughness, chars.power


def spell_characteristics(game: Game, obj: GameObject, face: int) -> Characteristics:
    """The characteristics a card will have as a spell cast with face `face` up, while it is
    still in its zone: 601.2f determines the cost after the card is on the stack, where an
    Adventure has only its alternative characteristics (715.3b) and a modal double-faced card
    the face it was cast with (712.11b)."""
    return base_characteristics(game, replace(obj, zone=STACK, face=face))


def off_battlefield_characteristics(game: Game, obj: GameObject) -> Characteristics:
    """Characteristics of a card in a hand, library, graveyard or exile: printed values, with
    characteristic-defining abilities (604.3) and effects that work in those zones."""
    chars = base_characteristics(game, obj)
    for cda in chars.table.statics.get(dsl.CharacteristicDefiningPT, ()):
        chars.power = (chars.power or 0) + game.evaluate(cda.power, obj.id, obj.owner)
        chars.toughness = (chars.toughness or 0) + game.evaluate(cda.toughness, obj.id, obj.owner)
    for oid, controller, effect in static_effects(game, dsl.GrantMadness):
        if obj.owner == controller and game.matches(effect.filter, obj.id, oid, controller, chars=chars):
            cost = str(chars.mana_cost) if chars.mana_cost is not None else "{0}"
            chars.gain(("madness", cost))
    return chars
