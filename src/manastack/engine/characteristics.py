"""An object's characteristics before the layers (613.1): the printed values of its face
(109.3, 712.8, 715.4) with the characteristic-defining abilities changeling (702.73a) and
devoid (702.114a), its copiable values (707.2, layer 1), and mana value (202.3).

These read only the state; engine/layers.py applies the other layers on top."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import FrozenInstanceError, dataclass, field, fields, replace
from operator import attrgetter

from manastack.cards import dsl
from manastack.cards.mana_cost import ManaCost, parse_mana_cost
from manastack.cards.oracle.vocab import CREATURE_TYPES
from manastack.cards.registry import card_cache, card_def
from manastack.engine.abilities import AbilityTable, ref_from_data, table_for
from manastack.engine.state import BATTLEFIELD, STACK, GameObject, GameState


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
    exceptions: dict | None = None  # 707.9b: the copy effect's exceptions, part of the copiable values


def face_of(card: str, legacy: tuple, face: int) -> dsl.Face:
    definition = card_def(card, legacy)
    if face >= len(definition.faces):
        face = 0
    return definition.faces[face]


def face_index_for_zone(obj: GameObject) -> int:
    """712.8: outside the stack and battlefield a double-faced card has its front face's
    characteristics; an adventurer card likewise uses its normal characteristics (715.4)."""
    if obj.zone in (BATTLEFIELD, STACK):
        return obj.face
    return 0


def copiable_values(state: GameState, obj: GameObject) -> _Copiable:
    """707.2: the printed values plus copy effects (layer 1).  Built Bear's circled options are
    printed values (its rulings), so they travel in `legacy`."""
    return _copiable(obj, copy_effects(state).get(obj.id))


def copy_effects(state: GameState) -> dict[int, object]:
    """Layer 1 (613.2): the copy effect that applies last to each object, if any."""
    found: dict[int, object] = {}
    for effect in state.effects:
        if effect.kind == "copy":
            for oid in effect.affected:
                found[oid] = effect
    return found


def _copiable(obj: GameObject, copy_effect) -> _Copiable:
    if obj.face_down and obj.zone in (BATTLEFIELD, STACK):
        # 613.2b, 708.2a: face-down status applies after copy effects: a nameless 2/2 creature.
        return _Copiable(dsl.FACE_DOWN_CARD, (), 0)
    if copy_effect is None:
        return _Copiable(obj.card, obj.legacy, face_index_for_zone(obj))
    params = copy_effect.params
    face = params["face"]
    if obj.zone == BATTLEFIELD and is_flip(params["card"], tuple(params["legacy"])):
        face = obj.face  # 707.3, 110.5c: the copied flip card as modified by the copy's own status
    return _Copiable(params["card"], tuple(params["legacy"]), face, True, params.get("except"))


def _with_exceptions(printed: tuple, exceptions: dict) -> tuple:
    """707.9b: a copy "except it's [colour], it's P/T, it has no mana cost, and it's a [subtype] in
    addition to its other types" (702.128a embalm, 702.129a eternalize): those values replace the
    copied ones.  `exceptions`: "colors", "power", "toughness", "no_mana_cost", "add_subtypes";
    "abilities": "except it has this ability" (Thespian's Stage): those abilities' references are
    added to the copied ones."""
    (name, mana_cost, colors, supertypes, types, subtypes, table, power, toughness, loyalty, mv_cost) = printed
    if "colors" in exceptions:
        colors = frozenset(exceptions["colors"])
    if exceptions.get("no_mana_cost"):
        mana_cost, mv_cost = None, None
    subtypes = subtypes | frozenset(exceptions.get("add_subtypes", ()))
    power = exceptions.get("power", power)
    toughness = exceptions.get("toughness", toughness)
    if exceptions.get("abilities"):
        table = table_for((*table.refs, *(ref_from_data(ref) for ref in exceptions["abilities"])))
    return (name, mana_cost, colors, supertypes, types, subtypes, table, power, toughness, loyalty, mv_cost)


def base_characteristics(state: GameState, obj: GameObject, copies: dict | None = None,
                         bestowed: bool = False) -> Characteristics:
    """Layer 1: the copiable values of `obj` as characteristics (`copies`: the copy effects,
    when the caller already has them; `bestowed`: as a bestowed Aura spell, 702.103b, whether
    or not it is one yet)."""
    cv = _copiable(obj, (copies if copies is not None else copy_effects(state)).get(obj.id))
    if obj.zone == STACK and fused_on_stack(state, obj):
        printed = _split_combined(cv.card, cv.legacy)  # 702.102c: a fused split spell has both halves'
    else:
        printed = _printed(cv.card, cv.legacy, cv.face, cv.copied, obj.zone in (BATTLEFIELD, STACK))
    if cv.exceptions:
        printed = _with_exceptions(printed, cv.exceptions)
    mana_cost = printed[1]
    mv_cost = None
    if obj.zone == STACK and mana_cost is not None and mana_cost.x:
        # 202.3e: on the stack, X is the number chosen for it (0 in every other zone).
        x = next((item.x for item in state.stack if item.obj == obj.id), 0)
        if x:
            mv_cost = replace(mana_cost, generic=mana_cost.generic + mana_cost.x * x, x=0)
    if bestowed or is_bestowed(state, obj):
        printed = _bestowed(printed)
    return _from_printed(printed, obj.controller, mv_cost=mv_cost)


#: 702.103a: the casting method (and remembered alternative cost) of a spell cast bestowed.
BESTOW = "bestow"


def is_bestowed(state: GameState, obj: GameObject) -> bool:
    """702.103b: a bestowed Aura spell (cast bestowed) or the bestowed Aura it became, until it
    ceases to be bestowed (702.103e-f)."""
    if obj.zone == BATTLEFIELD:
        return obj.cast_with == BESTOW
    return obj.zone == STACK and any(item.obj == obj.id and item.cast_method == BESTOW for item in state.stack)


def _bestowed(printed: tuple) -> tuple:
    """702.103b: "it becomes an Aura enchantment and gains enchant creature": its card types are
    Enchantment only, its subtype Aura (a creature type goes with the creature type, 205.1a), and
    a noncreature has no power or toughness (208.3)."""
    (name, mana_cost, colors, supertypes, _types, _subtypes, table, _power, _toughness, loyalty, mv_cost) = printed
    table = table_for((*table.refs, ("bestowed",)))
    return (name, mana_cost, colors, supertypes, frozenset({"Enchantment"}), frozenset({"Aura"}), table, None, None,
            loyalty, mv_cost)


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
    if definition.layout == "split" and not in_play:
        return _split_combined(card, legacy)  # 709.4: both halves, in every zone but the stack
    mana_cost = parse_mana_cost(face.mana_cost) if face.mana_cost else None
    if face.colors is not None:
        colors = frozenset(face.colors)
    elif mana_cost is not None:
        colors = frozenset(mana_cost.colors)
    else:
        colors = frozenset()
    table = table_for(tuple((card, legacy, face_index, i) for i in range(len(face.abilities))))
    subtypes = frozenset(face.subtypes)
    if "changeling" in table.keywords:  # 702.73a: every creature type, in every zone (604.3)
        subtypes |= CREATURE_TYPES
    if "devoid" in table.keywords:  # 702.114a: colorless, in every zone (604.3)
        colors = frozenset()
    name = face.name if definition.layout not in ("normal", "token") or in_play else definition.name
    if definition.layout in ("modal_dfc", "transform", "adventure", "flip"):
        name = face.name
    if definition.layout == "flip" and face_index > 0:  # 710.1c: a flipped permanent keeps its color and mana cost
        top = definition.faces[0]
        mana_cost = parse_mana_cost(top.mana_cost) if top.mana_cost else None
        colors = frozenset(top.colors) if top.colors is not None else frozenset(mana_cost.colors if mana_cost else ())
    mv_cost = None
    if definition.layout == "transform" and face_index > 0 and not copied:
        # 712.8e, 202.3b: a transformed permanent's mana value is its front face's; a copy of
        # a back face has mana value 0.
        front = definition.faces[0].mana_cost
        mv_cost = parse_mana_cost(front) if front else None
    return (name, mana_cost, colors, frozenset(face.supertypes), frozenset(face.types), subtypes,
            table, parse_pt(face.power), parse_pt(face.toughness), face.loyalty, mv_cost)


@card_cache(maxsize=1024)
def _split_combined(card: str, legacy: tuple) -> tuple:
    """709.4: a split card's characteristics outside the stack are its two halves' combined
    (709.4a: both names, given as the card's full name "A // B"; 709.4b: the mana cost is both
    costs, so the mana value is their total; 709.4c-d: the colors and types of both); a fused
    split spell has them on the stack too (702.102c)."""
    definition = card_def(card, legacy)
    halves = [_printed(card, legacy, index, False, True) for index in range(len(definition.faces))]
    costs = "".join(face.mana_cost or "" for face in definition.faces)
    mana_cost = parse_mana_cost(costs) if costs else None
    refs = tuple(ref for half in halves for ref in half[6].refs)
    union = [frozenset().union(*(half[i] for half in halves)) for i in (2, 3, 4, 5)]
    return (definition.name, mana_cost, *union, table_for(refs), None, None, None, None)


@card_cache(maxsize=4096)
def is_flip(card: str, legacy: tuple) -> bool:
    """Whether a card has the flip layout (710)."""
    return card_def(card, legacy).layout == "flip"


@card_cache(maxsize=4096)
def is_split(card: str, legacy: tuple) -> bool:
    """Whether a card has the split layout (709)."""
    return card_def(card, legacy).layout == "split"


def fused_on_stack(state: GameState, obj: GameObject) -> bool:
    """702.102: whether this object on the stack is a fused split spell (both halves cast)."""
    return is_split(obj.card, obj.legacy) and any(item.obj == obj.id and item.cast_method == "fuse"
                                                   for item in state.stack)


@card_cache(maxsize=8192)
def shared_printed(card: str, legacy: tuple, face: int, controller: int) -> Characteristics:
    """The characteristics of a permanent or spell with no copy effect (and no X on the stack),
    before the other layers: shared, so the layers copy them before changing them."""
    return _from_printed(_printed(card, legacy, face, False, True), controller, shared=True)


def card_characteristics(card: str, legacy: tuple, owner: int = 0) -> Characteristics:
    """A card's characteristics where no effect applies to it: in a deck before the game begins,
    or outside the game (400.11a), as in a library (712.8: a double-faced card's front face,
    709.4: a split card's two halves combined)."""
    return _from_printed(_printed(card, legacy, 0, False, False), owner)


@card_cache(maxsize=8192)
def printed_has_x(card: str, legacy: tuple, face: int) -> bool:
    """Whether a face's mana cost has X (its mana value on the stack depends on X, 202.3e)."""
    cost = _printed(card, legacy, face, False, True)[1]
    return cost is not None and bool(cost.x)


class FrozenCharacteristics(Characteristics):
    """Characteristics no one may change any more (`freeze`): those a game's caches hold once a
    clone shares them with it (`Kernel.warm_from`).  Equal to the same Characteristics; a copy
    made of one (`dataclasses.replace`) is a plain, changeable Characteristics."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs) -> Characteristics:
        return Characteristics(*args, **kwargs)

    def __setattr__(self, name: str, value) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: the characteristics are frozen")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}: the characteristics are frozen")

    def __eq__(self, other) -> bool:
        if isinstance(other, Characteristics):
            return _COMPARED(self) == _COMPARED(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # as Characteristics: equal by value, changeable

    def __reduce__(self) -> tuple:
        """Copied (`copy`) or pickled as the plain Characteristics it equals."""
        return Characteristics, tuple(getattr(self, f.name) for f in fields(Characteristics))


_COMPARED = attrgetter(*(f.name for f in fields(Characteristics) if f.compare))


def freeze(values: Iterable) -> None:
    """Freeze every Characteristics among `values` in place (`FrozenCharacteristics`): the
    engine never changes characteristics once a cache holds them, and now no one can."""
    for chars in values:
        if type(chars) is Characteristics:
            chars.__class__ = FrozenCharacteristics


def clone_characteristics(chars: Characteristics) -> Characteristics:
    return Characteristics(
        chars.name, chars.mana_cost, chars.colors, chars.supertypes, chars.types, chars.subtypes,
        chars.table, chars.power, chars.toughness, chars.loyalty, chars.controller, chars.mv_cost,
    )


def spell_characteristics(state: GameState, obj: GameObject, face: int, bestowed: bool = False) -> Characteristics:
    """The characteristics a card will have as a spell cast with face `face` up, while it is
    still in its zone: 601.2f determines the cost after the card is on the stack, where an
    Adventure has only its alternative characteristics (715.3b), a modal double-faced card
    the face it was cast with (712.11b) and a card cast `bestowed` is an Aura spell, not a
    creature spell (702.103b)."""
    return base_characteristics(state, replace(obj, zone=STACK, face=face), bestowed=bestowed)
