"""What a player may do with priority (117.1), playing lands (305), casting spells (601) and
activating abilities (602, 606), including permissions to cast from other zones (flashback
702.34, adventure 715, madness 702.35, Crucible of Worlds, Muldrotha)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import IntEnum
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.mana_cost import parse_mana_cost
from manastack.cards.registry import card_cache, card_def
from manastack.engine import (
    abilities,
    alternative_payment,
    aura_restrictions,
    awaken,
    card_advantage,
    cast_timing,
    characteristics,
    conspire,
    costs,
    mana,
    modal_costs,
    modes,
    morph,
    outside_the_game,
    play_permissions,
    player_rules,
    queries,
    restricted_mana,
    splice,
    targets,
    triggers,
    zones,
)
from manastack.engine.aspects import Aspect
from manastack.engine.decision import Option
from manastack.engine.enchant import aura_target_spec, printed_enchant
from manastack.engine.escape import GRANTED_ESCAPE, granted_escape, granted_escapes
from manastack.engine.kernel import procedure
from manastack.engine.queries import lki_snapshot, static_effects
from manastack.engine.state import (
    ACTIVATIONS_THIS_TURN,
    BATTLEFIELD,
    EXILE,
    EXILE_INSTEAD,
    GRAVEYARD,
    HAND,
    LIBRARY,
    SIDEBOARD,
    STACK,
    GameState,
    PendingTrigger,
    Player,
    Progress,
    StackItem,
    Task,
)
from manastack.engine.steps import MAIN_PHASES, PHASE_OF, STEPS

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")


def sorcery_timing(game: Kernel, player: int) -> bool:
    """307.1 / 117.1a: your main phase, the stack empty.  (It reads the step unnoted by
    `Kernel.step`: it is asked while the options at priority are computed only for the player
    whose options they are, and their key holds that player's sorcery timing.)"""
    state = game.state
    return state.active == player and state.step in MAIN_PHASES and not state.stack


# ------------------------------------------------------------------ the options


def priority_options(game: Kernel, player: int) -> list[Option]:
    """117.1: what `player` may do with priority.  Remembered while nothing happens but priority
    passes and steps beginning, from step to step of the turn unless a rule asked which step it
    is (`Kernel.momentary_over_steps`: the activation riders of 602.5b, "only during your
    upkeep"; the casting times of 506.7b); the active player and the player's sorcery timing
    (307.1) are in the key."""
    timing = sorcery_timing(game, player)
    key = ("priority_options", player, game.state.active, timing)
    return list(game.momentary_over_steps(key, _priority_options, game, player, timing))


PASS = Option("pass", "pass priority", None)


#: Special actions that modules built on this one offer with priority (116.2), each a function
#: (game, player, sorcery timing) -> options; registered with `special_action`.
SPECIAL_ACTIONS: list[Callable[[Kernel, int, bool], list[Option]]] = []


def special_action(offer: Callable[[Kernel, int, bool], list[Option]]) -> Callable[[Kernel, int, bool], list[Option]]:
    """Register a special action's options (116.2: suspend, 702.62a)."""
    SPECIAL_ACTIONS.append(offer)
    return offer


def _priority_options(game: Kernel, player: int, timing: bool) -> list[Option]:
    permissions = _graveyard_permissions(game, player)
    options = [PASS]
    if timing:
        options.extend(land_play_options(game, player, permissions))
    options.extend(cast_options(game, player, timing, permissions))
    options.extend(activation_options(game, player))
    options.extend(morph.turn_face_up_options(game, player))  # 116.2b: a special action
    for offer in SPECIAL_ACTIONS:
        options.extend(offer(game, player, timing))
    return options


def _distinct(game: Kernel, ids: tuple[int, ...]) -> list[int]:
    """Identical cards in a zone are one choice: the first of each (card, legacy, face down)."""
    seen: set = set()
    out = []
    objects = game.state.objects
    for oid in ids:
        obj = objects[oid]
        key = (obj.card, obj.legacy, obj.face_down)
        if key not in seen:
            seen.add(key)
            out.append(oid)
    return out


def permission_used(player: Player, permission: str, detail: str) -> bool:
    """Whether `player` has used a once-each-turn permission for `detail` this turn (Muldrotha:
    "graveyard", then its source and a land or each permanent type)."""
    return f"{permission}:{detail}" in player.permissions_used


def _unused_graveyard_permissions(player: Player, permissions: list[tuple[int, dsl.PlayFromGraveyard]],
                                  kind: str) -> list[tuple[int, dsl.PlayFromGraveyard]]:
    """The permissions (source, effect) that let `player` play a card from their graveyard as
    `kind` ("land" or a permanent type) now: one without a limit, or a once-each-turn one whose
    source hasn't given that kind this turn.  Each source's permission is its own (Muldrotha's
    rulings: with Karador a second creature spell; a new Muldrotha is a new object, 400.7, and
    gives another)."""
    return [(source, perm) for source, perm in permissions
            if (perm.lands if kind == "land" else kind in perm.permanent_types)
            and not (perm.once_each_turn and permission_used(player, "graveyard", f"{source}:{kind}"))]


def _follow_onto_the_stack(game: Kernel, card: int, spell: int) -> None:
    """An effect that refers to a card follows it as it is cast: the spell is that card
    (Goblin Dark-Dwellers' "if that card would be put into your graveyard this turn, exile it
    instead")."""
    for effect in game.state.effects:
        if effect.kind == EXILE_INSTEAD and card in effect.affected:
            effect.affected = [spell if oid == card else oid for oid in effect.affected]
            game.changed(Aspect.EFFECTS)


def _graveyard_permissions(game: Kernel, player: int) -> list[tuple[int, dsl.PlayFromGraveyard]]:
    """Permissions to play cards from the graveyard that `player` has now, with their sources
    (Crucible of Worlds; Muldrotha only during its controller's turns)."""
    found = static_effects(game, dsl.PlayFromGraveyard)
    return [(source, eff) for source, controller, eff in found
            if controller == player and not (eff.once_each_turn and game.state.active != player)] if found else []


def land_play_options(game: Kernel, player: int, permissions: list[tuple[int, dsl.PlayFromGraveyard]]) -> list[Option]:
    """305.2: one land per turn, at sorcery timing, from hand (or where an effect allows)."""
    p = game.state.players[player]
    if p.lands_played >= player_rules.land_plays_allowed(game, player):
        return []
    found = [Option("play", f"play {name}", (oid, face, HAND)) for oid, face, name in game.zone_scan(_land_faces, tuple(p.hand))]
    if permissions and _unused_graveyard_permissions(p, permissions, "land"):
        found += [Option("play", f"play {name} from {GRAVEYARD}", (oid, face, GRAVEYARD))
                  for oid, face, name in game.zone_scan(_land_faces, tuple(p.graveyard))]
    seen = {option.value[0] for option in found}
    for permission in play_permissions.permissions(game, player):  # 305.1: a land played from another zone
        if permission.lands and permission.obj not in seen:
            seen.add(permission.obj)
            found += [Option("play", f"play {name} from {_zone_text(game, permission)}", (oid, face, permission.zone))
                      for oid, face, name in _land_faces(game, (permission.obj,))]
    if outside_the_game.may_play_from_outside(game, player):  # 400.11: Wish
        found += [Option("play", f"play {name} from outside the game", (oid, face, SIDEBOARD))
                  for oid, face, name in game.zone_scan(_land_faces, tuple(p.sideboard))]
    return found


def _zone_text(game: Kernel, permission: play_permissions.Permission) -> str:
    return "the top of your library" if permission.zone == LIBRARY else permission.zone


def _land_faces(game: Kernel, ids: tuple[int, ...]) -> list[tuple[int, int, str]]:
    """(object, face, face name) for each distinct card among `ids` with a land face that can
    be played: the front face, or either face of a modal double-faced card (712.12)."""
    found = []
    for oid in _distinct(game, ids):
        obj = game.state.objects[oid]
        definition = card_def(obj.card, obj.legacy)
        for face_index, face in enumerate(definition.faces):
            if face_index > 0 and definition.layout != "modal_dfc":
                continue
            if "Land" in face.types:
                found.append((oid, face_index, face.name))
    return found


def _cast_methods(game: Kernel, player: int, timing: bool,
                  permissions: list[tuple[int, dsl.PlayFromGraveyard]]) -> list[tuple[int, int, str, str]]:
    """(object, face, method, zone) for each card the player might cast now.  Outside their
    sorcery timing (`timing` False), only the faces that could be cast at instant speed."""
    state = game.state
    p = state.players[player]
    at_sorcery_speed, at_instant_speed = game.zone_scan(_hand_cast_methods, tuple(p.hand))
    found = list(at_sorcery_speed if timing else at_instant_speed)
    if not timing:  # 601.3b, 601.3d: as though they had flash
        granted = _flash_granted(game)
        objects = state.objects
        found.extend(entry for entry in at_sorcery_speed if entry not in at_instant_speed and entry[2] != morph.MORPH
                     and (granted or _own_flash_if(objects[entry[0]].card, objects[entry[0]].legacy, entry[1]) is not None)
                     and _as_though_flash(game, player, entry[0], entry[1], entry[2]))
    if p.graveyard:
        graveyard = tuple(p.graveyard)
        for oid, keyword in game.zone_scan(_printed_graveyard_casts, graveyard):
            if game.chars(oid).has(keyword):
                found.append((oid, 0, keyword, GRAVEYARD))
        found.extend((oid, 0, GRANTED_ESCAPE, GRAVEYARD) for oid in granted_escapes(game, player))  # 702.138a
        if any(perm.permanent_types for _source, perm in permissions):
            for oid in _distinct(game, graveyard):
                chars = game.chars(oid)
                if not chars.is_land and any(_unused_graveyard_permissions(p, permissions, t) for t in chars.types):
                    found.append((oid, 0, "graveyard_permission", GRAVEYARD))
        for oid in game.zone_scan(_printed_aftermath, graveyard):  # 702.127a: only from a graveyard
            found.extend((oid, face, AFTERMATH, GRAVEYARD) for face in _aftermath_faces(state.objects[oid].card,
                                                                                      state.objects[oid].legacy))
    if outside_the_game.may_play_from_outside(game, player):  # 400.11: Wish, with the normal timing
        sorcery_speed, instant_speed = game.zone_scan(_hand_cast_methods, tuple(p.sideboard))
        found.extend((oid, face, method, SIDEBOARD) for oid, face, method, _zone in (sorcery_speed if timing else instant_speed))
    for oid, caster in state.extra.get("adventure_exiled", []):
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == EXILE and caster == player:  # 715.3d
            found.append((oid, 0, "from_adventure", EXILE))
    for oid in p.graveyard:  # "You may cast ~ from your graveyard." (Hogaak)
        obj = state.objects[oid]
        if _printed_cast_from_graveyard(obj.card, obj.legacy) and play_permissions.casts_from_graveyard(game, oid):
            found.extend((oid, face, method, GRAVEYARD) for face, method in _permitted_casts(game, oid, ""))
    for permission in play_permissions.permissions(game, player):  # 601.3: "you may play that card"
        how = "free" if permission.free else play_permissions.PAY_LIFE if permission.life else ""
        found.extend(entry for entry in ((permission.obj, face, method, permission.zone)
                                         for face, method in _permitted_casts(game, permission.obj, how))
                     if entry not in found)
    return found


def permitted_casts(game: Kernel, oid: int, how: str) -> list[tuple[int, str]]:
    """The (face, method) pairs a permission lets a card be cast with (`_permitted_casts`)."""
    return _permitted_casts(game, oid, how)


def land_faces(game: Kernel, ids: tuple[int, ...]) -> list[tuple[int, int, str]]:
    """(object, face, face name) for each card among `ids` with a land face that can be played."""
    return _land_faces(game, ids)


@card_cache(maxsize=4096)
def _printed_cast_from_graveyard(card: str, legacy: tuple) -> bool:
    """Whether a card's printed faces say "you may cast ~ from your graveyard" (a quick test)."""
    return any(card_static(face, dsl.CastSelfFromGraveyard) is not None for face in card_def(card, legacy).faces)


def _permitted_casts(game: Kernel, oid: int, how: str) -> list[tuple[int, str]]:
    """(face, method) for each way a permission lets a card be cast from where it is: as it
    could be cast from a hand, alternative costs included (Future Sight's rulings), but not
    fused (702.102a: from a hand only); with `how` "free" or PAY_LIFE (118.9: an alternative
    cost, so no other applies) each face that could be cast, that way."""
    obj = game.state.objects[oid]
    ways = [(face, method) for face, method in _hand_casts(obj.card, obj.legacy) if method != FUSE]
    if not how:
        return ways
    return [(face, how) for face, method in ways if method in ("", "adventure")]


def _hand_cast_methods(game: Kernel, hand: tuple[int, ...]) -> tuple[list, list]:
    """(object, face, method, zone) for each way to cast a distinct card in this hand: at
    sorcery speed, and at instant speed only."""
    at_sorcery_speed: list = []
    at_instant_speed: list = []
    for oid in _distinct(game, hand):
        obj = game.state.objects[oid]
        at_sorcery_speed.extend((oid, face, method, HAND) for face, method in _hand_casts(obj.card, obj.legacy))
        at_instant_speed.extend((oid, face, method, HAND) for face, method in _instant_hand_casts(obj.card, obj.legacy))
    return at_sorcery_speed, at_instant_speed


#: Keywords that let a card be cast from its owner's graveyard (the casting method of that name):
#: flashback 702.34a, retrace 702.81a, jump-start 702.133a.
GRAVEYARD_CAST_KEYWORDS = ("flashback", "retrace", "jump-start", "escape")  # escape 702.138a
#: Of those, the ones that add a discard to the costs (the card type discarded, "" for any card).
GRAVEYARD_CAST_DISCARDS = {"retrace": "Land", "jump-start": ""}
#: Casting methods whose spell is exiled instead of being put anywhere else from the stack but
#: the battlefield (702.34a flashback, 702.133a jump-start).
def _printed_graveyard_casts(game: Kernel, graveyard: tuple[int, ...]) -> list[tuple[int, str]]:
    """(card, keyword) for the distinct cards in a graveyard whose printed faces have a keyword
    of GRAVEYARD_CAST_KEYWORDS."""
    objects = game.state.objects
    return [(oid, keyword) for oid in _distinct(game, graveyard) for keyword in GRAVEYARD_CAST_KEYWORDS
            if _printed_keyword(objects[oid].card, objects[oid].legacy, keyword)]


def additional_cost(spell: dsl.SpellAbility | None, method: str, face: dsl.Face | None = None,
                    escape_exile: int = 0) -> dsl.Cost | None:
    """601.2b, 601.2f: the spell's additional costs, with the card discarded by retrace (a land
    card, 702.81a) or jump-start (any card, 702.133a) when cast that way.  A spell whose own
    additional cost discards cards of another type isn't offered that way (no printed card is).
    With its `face`: a permanent card's additional cost (dsl.AdditionalCost) and the costs other
    than mana of an alternative cost it is cast for (118.9).  `escape_exile`: how many other cards a
    granted escape exiles (702.138a, engine/escape.py)."""
    base = spell.additional_cost if spell is not None else None
    if face is not None:
        base = _text_costs(face, method, base)
    escape = next((a for a in face.abilities if isinstance(a, dsl.Keyword) and a.name == "escape"), None) \
        if method == "escape" and face is not None else None
    exiled = escape.amount if escape is not None else escape_exile if method == GRANTED_ESCAPE else 0
    if exiled:  # 702.138a: "Escape—[cost], exile N other cards from your graveyard"
        exile = dsl.Cost(exile_from_graveyard=(dsl.Filter(), exiled))
        base = exile if base is None else combined_costs(base, exile)
    if method == play_permissions.PAY_LIFE and face is not None:  # 118.9: life equal to its mana value
        value = parse_mana_cost(face.mana_cost).mana_value if face.mana_cost else 0
        base = dsl.Cost(life=value) if base is None else replace(base, life=base.life + value)
    if method not in GRAVEYARD_CAST_DISCARDS:
        return base
    kind = GRAVEYARD_CAST_DISCARDS[method]
    if base is None:
        return dsl.Cost(discard=1, discard_type=kind)
    return replace(base, discard=base.discard + 1, discard_type=kind)


def _text_costs(face: dsl.Face, method: str, base: dsl.Cost | None) -> dsl.Cost | None:
    """The costs other than mana a face's text adds to `base`, part by part (the compiler
    refuses a text whose costs would set the same part twice)."""
    extra = card_static(face, dsl.AdditionalCost)
    alternative = card_static(face, dsl.AlternativeCost) if method == ALTERNATIVE else None
    for cost in (extra.cost if extra else None, alternative.cost if alternative else None):
        if cost is not None:
            base = cost if base is None else combined_costs(base, cost)
    return base


def combined_costs(one: dsl.Cost, other: dsl.Cost) -> dsl.Cost:
    """601.2f: two costs paid together: each part set in either (none set in both)."""
    default = dsl.Cost()
    return replace(one, **{f.name: getattr(other, f.name) for f in fields(dsl.Cost)
                           if getattr(other, f.name) != getattr(default, f.name)})


def _additional_cost_usable(spell: dsl.SpellAbility | None, method: str) -> bool:
    base = spell.additional_cost if spell is not None else None
    return not (method in GRAVEYARD_CAST_DISCARDS and base is not None and base.discard
                and base.discard_type != GRAVEYARD_CAST_DISCARDS[method])


@card_cache(maxsize=4096)
def _hand_casts(card: str, legacy: tuple) -> tuple[tuple[int, str], ...]:
    """(face, method) for each way to cast a card from hand: its front face, the other face
    of a modal double-faced card (712.12), an Adventure (715.3); lands aren't cast."""
    definition = card_def(card, legacy)
    found = []
    for face_index, face in enumerate(definition.faces):
        if face_index == 0 and morph.morph_keyword(card, legacy) is not None:
            found.append((0, morph.MORPH))  # 702.37c: face down, as a 2/2 creature (a land card too)
        if "Land" in face.types:
            continue
        if face_index == 0:
            found.append((0, ""))
            # 702.74a, 702.109a: "you may cast this spell by paying [cost] rather than its mana cost"
            found.extend((0, keyword) for keyword in ("evoke", "dash", OVERLOAD, SURGE, awaken.AWAKEN, characteristics.BESTOW)
                         if any(isinstance(a, dsl.Keyword) and a.name == keyword for a in face.abilities))
            # 118.9: "you may ... rather than pay this spell's mana cost"; 601.3c: flash for more
            found.extend((0, method) for method, kind in ((ALTERNATIVE, dsl.AlternativeCost), (FLASH_FOR_MORE, dsl.FlashForMore),
                                                          (FLASH_SACRIFICE, dsl.FlashWithSacrifice))
                         if card_static(face, kind) is not None)
        elif definition.layout == "modal_dfc":
            found.append((face_index, ""))
        elif definition.layout == "adventure":
            found.append((face_index, "adventure"))
        elif definition.layout == "split" and not _face_keyword(face, AFTERMATH):
            found.append((face_index, ""))  # 709.3: either half (702.127a: not an aftermath half)
    if definition.layout == "split" and all(_face_keyword(face, FUSE) for face in definition.faces):
        found.append((0, FUSE))  # 702.102a: both halves, from hand
    return tuple(found)


@card_cache(maxsize=4096)
def _instant_hand_casts(card: str, legacy: tuple) -> tuple[tuple[int, str], ...]:
    """The ways to cast a card from hand outside its owner's sorcery timing (304.1, 702.8a)."""
    return tuple((face, method) for face, method in _hand_casts(card, legacy)
                 if method != morph.MORPH and _method_instant_speed(card, legacy, face, method))


def _method_instant_speed(card: str, legacy: tuple, face: int, method: str) -> bool:
    """Whether a cast this way may happen at instant speed: a fused split spell is an instant
    only if both its halves are (702.102c: it has the combined characteristics)."""
    if method == FUSE:
        return all(_instant_speed(card, legacy, half) for half in range(len(card_def(card, legacy).faces)))
    return method in (FLASH_FOR_MORE, FLASH_SACRIFICE) or _instant_speed(card, legacy, face)


@card_cache(maxsize=4096)
def _instant_speed(card: str, legacy: tuple, face: int) -> bool:
    """304.1, 702.8a: an instant, or a card with flash, may be cast whenever its caster has
    priority."""
    face_def = card_def(card, legacy).faces[face]
    return "Instant" in face_def.types or any(isinstance(a, dsl.Keyword) and a.name == "flash" for a in face_def.abilities)


# --------------------------------------------------------------------- split cards (709)

FUSE = "fuse"  # 702.102a: both halves of a split card cast from hand
AFTERMATH = "aftermath"  # 702.127a: the aftermath half of a split card cast from a graveyard
EXILED_LEAVING_STACK = ("flashback", AFTERMATH, "jump-start")  # 702.34a, 702.127a, 702.133a: exiled instead of going anywhere else


def _face_keyword(face: dsl.Face, keyword: str) -> bool:
    return any(isinstance(a, dsl.Keyword) and a.name == keyword for a in face.abilities)


@card_cache(maxsize=4096)
def _aftermath_faces(card: str, legacy: tuple) -> tuple[int, ...]:
    """The halves of a split card with aftermath (702.127a)."""
    definition = card_def(card, legacy)
    if definition.layout != "split":
        return ()
    return tuple(index for index, face in enumerate(definition.faces) if _face_keyword(face, AFTERMATH))


def _printed_aftermath(game: Kernel, graveyard: tuple[int, ...]) -> list[int]:
    """The distinct cards in a graveyard with an aftermath half (702.127a)."""
    objects = game.state.objects
    return _distinct(game, tuple(oid for oid in graveyard if _aftermath_faces(objects[oid].card, objects[oid].legacy)))


@card_cache(maxsize=1024)
def fused_parts(card: str, legacy: tuple) -> tuple[tuple, tuple]:
    """702.102d: a fused split spell's target slots and instructions: the left half's, then the
    right half's (each half numbers its targets from 0, so the right half's are shifted past the
    left half's slots, as modes are: `modes.parts`)."""
    specs: list = []
    effects: list = []
    for half in range(len(card_def(card, legacy).faces)):
        spell = _spell_ability(card, legacy, half)
        if spell is None:
            continue
        offset = len(specs)
        specs.extend(modes.shift_targets(spec, offset) for spec in spell.targets)
        effects.extend(modes.shift_targets(node, offset) for node in spell.effects)
    return tuple(specs), tuple(effects)


def spliced_parts(spliced: list, offset: int) -> tuple[tuple, tuple]:
    """702.47b-d: the target slots and instructions the cards spliced onto a spell add (its
    StackItem.paid["spliced"]), numbered after its own `offset` slots."""
    return splice.spliced_parts(spliced, offset, modes.shift_targets)


def fuse_cost(card: str, legacy: tuple) -> str:
    """702.102c: a fused split spell's mana cost is both halves' (paid together)."""
    return "".join(face.mana_cost or "" for face in card_def(card, legacy).faces)


@card_cache(maxsize=4096)
def _printed_keyword(card: str, legacy: tuple, keyword: str) -> bool:
    """Whether a card's printed faces have this keyword (a quick test before the full one)."""
    return any(isinstance(a, dsl.Keyword) and a.name == keyword for f in card_def(card, legacy).faces for a in f.abilities)


@card_cache(maxsize=4096)
def _printed_off_battlefield_abilities(card: str, legacy: tuple) -> bool:
    """Whether a card has activated abilities that work outside the battlefield (cycling, a
    graveyard ability)."""
    for face in card_def(card, legacy).faces:
        for ability in face.abilities:
            if isinstance(ability, dsl.Activated) and ability.zone != BATTLEFIELD:
                return True
            if isinstance(ability, dsl.Keyword):
                made = abilities.keyword_activated(ability)
                if made is not None and made.zone != BATTLEFIELD:  # cycling, unearth, scavenge
                    return True
    return False


def _ref_data(ref) -> list:
    """An ability reference as event data: JSON-shaped, its nested tuples lists (the legacy
    options of a printed ability's card)."""
    return [_ref_data(part) if isinstance(part, (tuple, list)) else part for part in ref]


# Casting methods whose alternative cost (118.9) is the cost of the keyword of that name.
KEYWORD_COST_METHODS = ("flashback", "madness", "evoke", "dash", "overload", "surge", "escape", GRANTED_ESCAPE, awaken.AWAKEN,
                        characteristics.BESTOW)
OVERLOAD = "overload"  # 702.96a: cast for its overload cost, with its "each" text (dsl.OverloadedSpell)
# Casting methods "without paying its mana cost" (118.9): an effect's, and suspend's (702.62a).
FREE_METHODS = ("free", "suspend")
TARGET_CHOOSERS = "target_choosers"  # StackItem.paid: slot -> the opponent who chose its targets (601.2c)
ALTERNATIVE = "alternative"  # 118.9: for the alternative cost its text states (dsl.AlternativeCost)
FLASH_FOR_MORE = "flash_for_more"  # 601.3c: "as though it had flash if you pay {2} more" (dsl.FlashForMore)
# 307.5a: "you may cast it as though it had flash", used when a sorcery couldn't be cast (dsl.FlashWithSacrifice)
FLASH_SACRIFICE = "flash_sacrifice"


def card_static(face: dsl.Face, kind: type):
    """The effect of the face's first static ability of this kind, or None."""
    return next((a.effect for a in face.abilities if isinstance(a, dsl.Static) and isinstance(a.effect, kind)), None)


def alternative_cost(game: Kernel, oid: int, method: str) -> str | None:
    """118.9: the alternative cost a casting method uses, read before the card moves."""
    if method == GRANTED_ESCAPE:  # 702.138a: the card's own mana cost
        escape = granted_escape(game, oid)
        return escape[0] if escape is not None else None
    if method in KEYWORD_COST_METHODS:
        return game.chars(oid).keywords[method].cost
    if method == morph.MORPH:
        return morph.FACE_DOWN_COST  # 702.37c
    if method == ALTERNATIVE:
        obj = game.state.objects[oid]
        return card_static(card_def(obj.card, obj.legacy).faces[0], dsl.AlternativeCost).mana or "{0}"
    return None


def _paid_with_any_mana(cost):
    """609.4b: a cost whose symbols may each be paid with mana of any type: each coloured and
    hybrid symbol is one generic mana (a Phyrexian symbol keeps its choice of 2 life)."""
    kept = tuple(h for h in cost.hybrid if h.endswith("/P"))
    generic = cost.generic + sum(n for _t, n in cost.colored) + len(cost.hybrid) - len(kept)
    return replace(cost, generic=generic, colored=(), hybrid=kept)


def spell_cost(game: Kernel, player: int, oid: int, face: int, method: str, alt_cost: str | None = None,
               any_mana: bool = False, chosen: list | None = None) -> tuple[object, int]:
    """601.2f: the mana cost to pay (the face's, or an alternative cost) and the total cost
    increase (positive) or reduction (negative) from effects."""
    obj = game.state.objects[oid]
    face_def = card_def(obj.card, obj.legacy).faces[face]
    if method in KEYWORD_COST_METHODS or method in (morph.MORPH, ALTERNATIVE):
        cost = parse_mana_cost(alt_cost if alt_cost is not None else alternative_cost(game, oid, method))
    elif method == FUSE:
        cost = parse_mana_cost(fuse_cost(obj.card, obj.legacy))
    elif method in FREE_METHODS or method == play_permissions.PAY_LIFE:
        cost = None
    else:
        cost = parse_mana_cost(face_def.mana_cost) if face_def.mana_cost else None
    if any_mana and cost is not None:  # 609.4b: mana of any type can be spent: each symbol is paid with any mana
        cost = _paid_with_any_mana(cost)
    change = -_affinity_reduction(game, player, oid, face) - _undaunted_reduction(game, player, oid, face)
    if method != morph.MORPH:  # 708.2a: a face-down spell has no text
        change += _self_cost_change(game, player, oid, face_def, chosen)
    if method == FLASH_FOR_MORE:  # 601.3c, 601.2f: a cost increase
        change += parse_mana_cost(card_static(face_def, dsl.FlashForMore).mana).generic
    spell_chars = None
    for perm, controller, eff in static_effects(game, dsl.CostChange):
        if eff.who == "you" and controller != player:
            continue
        if eff.who == "opponents" and controller == player:
            continue
        if spell_chars is None:
            spell_chars = _cast_characteristics(game, oid, face, method)
        if queries.matches(game, eff.spells, oid, perm, controller, chars=spell_chars):
            change += eff.amount
            cost = mana.with_additional(cost, eff.mana)  # "cost {B} more" (601.2f)
    return cost, change


def _self_cost_change(game: Kernel, player: int, oid: int, face_def: dsl.Face, chosen: list | None = None) -> int:
    """601.2f: "this spell costs {1} less to cast for each ... / if ..." of the face being cast.
    "If it targets ..." reads the targets chosen (`chosen`, else the spell's on the stack once
    chosen); before they are chosen, whether some legal target could fit (the most it could
    cost less: what casting it may be offered for)."""
    change = 0
    for ability in face_def.abilities:
        if isinstance(ability, dsl.Static) and isinstance(ability.effect, dsl.SelfCostChange):
            effect = ability.effect
            if isinstance(effect.condition, dsl.TargetsMatching):
                if not _targets_match(game, player, oid, face_def, effect.condition, chosen):
                    continue
            elif effect.condition is not None and not queries.condition_holds(game, effect.condition, oid, player):
                continue
            times = queries.evaluate(game, effect.per, oid, player) if effect.per is not None else 1
            change += effect.amount * times
    return change


def _targets_match(game: Kernel, player: int, oid: int, face_def: dsl.Face, condition: dsl.TargetsMatching,
                   chosen: list | None) -> bool:
    """601.2f: one of the spell's targets fits; `chosen` targets (or those on the stack) if they
    are chosen, else any legal target of its slots of that kind."""
    if chosen is None:
        item = next((i for i in game.state.stack if i.obj == oid), None)
        chosen = [t for slot in item.targets for t in slot] if item is not None and item.targets else None
    if chosen is not None:
        return any(t[0] == "obj" and t[1] in game.state.objects and t[1] != oid
                   and queries.matches(game, condition.filter, t[1], oid, player) for t in chosen)
    spell = next((a for a in face_def.abilities if isinstance(a, dsl.SpellAbility)), None)
    specs = spell.targets if spell is not None else ()
    return any(spec.kind == condition.kind and any(
        t[0] == "obj" and queries.matches(game, condition.filter, t[1], oid, player)
        for t in targets.candidates(game, spec, oid, player)) for spec in specs)


def _cost_by_target(game: Kernel, player: int, oid: int, item: StackItem, data, specs: tuple):
    """601.2c, 601.2f: with a cost that depends on the targets ("costs {2} less if it targets a
    blue spell"), only targets that leave the total cost payable: those chosen so far and this
    one, the slots still to come counted at their best."""
    face_def = card_def(game.state.objects[oid].card, game.state.objects[oid].legacy).faces[item.face]
    if not any(isinstance(a, dsl.Static) and isinstance(a.effect, dsl.SelfCostChange)
               and isinstance(a.effect.condition, dsl.TargetsMatching) for a in face_def.abilities):
        return None

    def allow(target, before, slot) -> bool:
        chosen = [*before, tuple(target)]
        cost, change = spell_cost(game, player, oid, item.face, data.method, data.alt_cost, data.any_mana, chosen=chosen)
        if not _payable(cost, change):
            later = [t for spec in specs[slot + 1:] for t in targets.candidates(game, spec, oid, player)]
            if not later or not _payable(*spell_cost(game, player, oid, item.face, data.method, data.alt_cost, data.any_mana,
                                                      chosen=chosen + later)):
                return False
        return True

    def _payable(cost, change) -> bool:
        cost = mana.with_additional(cost, "".join(paid for _keyword, paid in data.optional_costs))
        req = mana.requirement(cost, item.x, change)
        return alternative_payment.can_pay(game, player, oid, req, frozenset({oid}))

    return allow


def _affinity_reduction(game: Kernel, player: int, oid: int, face: int) -> int:
    """702.41a: "affinity for [text]": the spell costs {1} less for each [text] its caster controls."""
    obj = game.state.objects[oid]
    qualities = [q for a in card_def(obj.card, obj.legacy).faces[face].abilities
                 if isinstance(a, dsl.Keyword) and a.name == "affinity" for q in a.qualities]
    if not qualities:
        return 0
    permanents = game.permanents_chars()
    return sum(1 for quality in qualities for p in game.state.battlefield
               if permanents[p].controller == player and (quality in permanents[p].types or quality in permanents[p].subtypes))


def _undaunted_reduction(game: Kernel, player: int, oid: int, face: int) -> int:
    """702.125a: "This spell costs {1} less to cast for each opponent you have"; 702.125b: players
    who have left the game aren't counted; 702.125c: each instance applies."""
    obj = game.state.objects[oid]
    instances = sum(1 for a in card_def(obj.card, obj.legacy).faces[face].abilities
                    if isinstance(a, dsl.Keyword) and a.name == "undaunted")
    if not instances:
        return 0
    return instances * sum(1 for p in game.opponents(player) if not game.state.players[p].lost)


#: 702.103b: what a bestowed Aura spell may target (enchant creature).
_BESTOWED_TARGET = dsl.TargetSpec(filter=dsl.Filter(types=("Creature",)))

#: 702.117a: "Surge [cost]": cast for [cost] rather than its mana cost if its caster (or a teammate)
#: has cast another spell this turn.
SURGE = "surge"


@card_cache(maxsize=4096)
def _spell_ability(card: str, legacy: tuple, face: int) -> dsl.SpellAbility | None:
    face_def = card_def(card, legacy).faces[face]
    return next((a for a in face_def.abilities if isinstance(a, dsl.SpellAbility)), None)


def aura_target_specs(chars) -> tuple:
    """303.4a: an Aura spell targets what its enchant ability allows."""
    if "Aura" not in chars.subtypes:
        return ()
    enchant = chars.keywords.get("enchant") if chars.keywords else None
    if enchant is None:
        enchant = printed_enchant(chars.abilities)
    if enchant is None:
        return ()
    return (aura_target_spec(enchant),)


def _spell_specs(game: Kernel, oid: int, face: int) -> tuple:
    obj = game.state.objects[oid]
    spell = _spell_ability(obj.card, obj.legacy, face)
    if spell is None:
        face_def = card_def(obj.card, obj.legacy).faces[face]
        if "Aura" in face_def.subtypes:
            return (aura_target_spec(printed_enchant(face_def.abilities)),)
        return ()
    if spell.modes:
        return ()
    return spell.targets


def _unkicked_specs(game: Kernel, oid: int, face: int) -> tuple:
    """The target slots a spell needs when cast without its kicker (702.33g)."""
    obj = game.state.objects[oid]
    skipped = _kicker_only_slots(obj.card, obj.legacy, face)
    return tuple(s for i, s in enumerate(_spell_specs(game, oid, face)) if i not in skipped)


@card_cache(maxsize=4096)
def _kicker_only_slots(card: str, legacy: tuple, face: int) -> tuple[int, ...]:
    """702.33g: the target slots of a spell that only its "if this spell was kicked" parts
    refer to: chosen only if it is kicked.  None of them for a modal spell, or where a slot must
    differ from another (the slots would be renumbered)."""
    spell = _spell_ability(card, legacy, face)
    if spell is None or spell.modes or any(spec.different_from for spec in spell.targets):
        return ()
    kicked: set[int] = set()
    other: set[int] = set()
    _collect_slots(spell.effects, False, kicked, other)
    return tuple(sorted(kicked - other))


def _collect_slots(node, under_kicked: bool, kicked: set, other: set) -> None:
    """The target slots an effect tree refers to, under a Kicked condition or elsewhere."""
    if isinstance(node, (dsl.Target, dsl.TargetPlayer)):
        (kicked if under_kicked else other).add(node.index)
    elif isinstance(node, dsl.Conditional):
        _collect_slots(node.effect, under_kicked or isinstance(node.condition, dsl.Kicked), kicked, other)
    elif isinstance(node, (tuple, list)):
        for part in node:
            _collect_slots(part, under_kicked, kicked, other)
    elif is_dataclass(node) and not isinstance(node, type):
        for f in fields(node):
            _collect_slots(getattr(node, f.name), under_kicked, kicked, other)


def optional_cost_keywords(game: Kernel, oid: int) -> list[dsl.Keyword]:
    """The optional additional costs of a spell, in printed order: kicker (702.33a), multikicker
    (702.33c), buyback (702.27a)."""
    return [a for a in game.chars(oid).abilities if isinstance(a, dsl.Keyword) and a.name in dsl.OPTIONAL_ADDITIONAL_COSTS]


# A bound on how many times a multikicker cost is offered (each time must be payable anyway).
MAX_MULTIKICKS = 20


def ask_optional_costs(game: Kernel, player: int, oid: int, cost, change: int, extra: dsl.Cost | None,
                       kick_targets: bool = True) -> list[tuple[str, str]]:
    """601.2b: the player announces the optional additional costs they will pay (kicker 702.33a,
    multikicker 702.33c any number of times, buyback 702.27a): (keyword, mana) for each payment.
    Only payments that can be made together with the rest of the total cost are offered
    (601.2f-h: unpayable costs can't be paid), and kickers only if `kick_targets` (the targets
    of the kicked part can be chosen, 702.33g)."""
    chosen: list[tuple[str, str]] = []
    exclusions = costs.mana_exclusions(game, oid, extra, player)

    def payable(more: str) -> bool:
        req = mana.requirement(mana.with_additional(cost, "".join(paid for _k, paid in chosen) + more), 0, change)
        return any(alternative_payment.can_pay(game, player, oid, req, exclude) for exclude in exclusions)

    for keyword in optional_cost_keywords(game, oid):
        if keyword.name in ("kicker", "multikicker") and not kick_targets:
            continue
        if keyword.name in ("multikicker", "replicate"):
            most = 0
            while most < MAX_MULTIKICKS and payable(keyword.cost * (most + 1)):
                most += 1
            if most:
                options = [Option("times", f"pay {keyword.name} {keyword.cost} {n} time{'s' if n != 1 else ''}", n)
                           for n in range(most + 1)]
                times = game.ask(player, "optional_cost", options, f"pay {keyword.name} {keyword.cost} how many times?").value
                chosen.extend([(keyword.name, keyword.cost)] * times)
        elif payable(keyword.cost):
            answer = game.ask(player, "optional_cost", [Option("yes", f"pay {keyword.name} {keyword.cost}", True),
                                                        Option("no", f"don't pay {keyword.name}", False)],
                              f"pay the {keyword.name} cost {keyword.cost}?")
            if answer.value:
                chosen.append((keyword.name, keyword.cost))
    return chosen


def can_cast(game: Kernel, player: int, oid: int, face: int, method: str, timing: bool = True) -> bool:
    """601.2: whether `player` may cast this face of the card this way now."""
    return cast_problem(game, player, oid, face, method, timing) is None


def cast_problem(game: Kernel, player: int, oid: int, face: int, method: str, timing: bool = True) -> str | None:
    """Why `player` can't cast this face of the card this way now (601.2), or None."""
    obj = game.state.objects[oid]
    if timing and not sorcery_timing(game, player) and (method == morph.MORPH or (
            not _method_instant_speed(obj.card, obj.legacy, face, method)
            and not _as_though_flash(game, player, oid, face, method))):
        # 708.4: a face-down spell is a creature spell without flash, whatever its card has
        return "it can be cast only at sorcery speed: in your main phase with an empty stack (307.1)"
    if split_second_on_stack(game):
        return "a spell with split second is on the stack (702.61a)"
    if method == SURGE and not game.state.players[player].spells_cast_this_turn:
        return "its surge cost can be paid only if you've cast another spell this turn (702.117a)"
    prohibited = None
    if player_rules.restricts_casting(game):
        prohibited = player_rules.cast_problem(game, player, oid, _cast_characteristics(game, oid, face, method),
                                               sorcery_timing(game, player))
    if prohibited is None:
        prohibited = cast_timing.timing_problem(game, player, obj.card, obj.legacy, face)
    if prohibited is None and method == FLASH_SACRIFICE and sorcery_timing(game, player):
        prohibited = "a sorcery could be cast now: it is cast as usual (307.5a)"
    if prohibited is None and method == ALTERNATIVE:
        prohibited = cast_timing.alternative_problem(game, player, oid, card_static(card_def(obj.card, obj.legacy).faces[0],
                                                                                    dsl.AlternativeCost))
    if prohibited is not None:
        return prohibited
    cost, change = spell_cost(game, player, oid, face, method, any_mana=play_permissions.any_mana(game, player, oid))
    if cost is None and method not in FREE_METHODS and method != play_permissions.PAY_LIFE:
        return "it has no mana cost, which can't be paid (118.6)"  # 118.6a: unless cast without paying it
    requirement = mana.requirement(cost, 0, change)
    if method == morph.MORPH:  # 708.2a: the face-down spell has no text: no targets, no other costs
        payable = mana.can_pay(game, player, requirement, frozenset({oid}), _allowed_for_cast(game, player, oid, face, method))
        return None if payable else "you can't pay {3} to cast it face down (702.37c, 601.2h)"
    if requirement.total > mana.most_mana(game, player) and not alternative_payment.keywords_of(game, oid):
        return "you can't pay its mana cost (601.2h)"  # a quick test before the targets
    spell = _spell_ability(obj.card, obj.legacy, face)
    if spell is not None and spell.modes:
        if not modes.can_choose(game, spell, oid, player):
            return "it has no legal targets for enough modes (700.2a, 601.2c)"
    elif method != OVERLOAD and not targets.can_choose_all(
            game, fused_parts(obj.card, obj.legacy)[0] if method == FUSE else _unkicked_specs(game, oid, face), oid, player):
        return "it has no legal targets (601.2c)"
    if method == characteristics.BESTOW and not targets.can_choose_all(game, (_BESTOWED_TARGET,), oid, player):
        return "it has no creature to enchant (702.103b, 601.2c)"
    if method == awaken.AWAKEN and not targets.can_choose_all(
            game, awaken.awaken_parts(obj.card, obj.legacy, face, 0)[0], oid, player):
        return "it has no land you control to awaken (702.113a, 601.2c)"
    if not _additional_cost_usable(spell, method):
        return "its additional costs can't be combined (601.2f)"
    escape = granted_escape(game, oid) if method == GRANTED_ESCAPE else None
    extra = additional_cost(spell, method, card_def(obj.card, obj.legacy).faces[face], escape[1] if escape else 0)
    if extra is not None and not costs.can_pay_non_mana(game, oid, extra, player):
        return f"you can't pay its additional cost: {costs.non_mana_problem(game, oid, extra, player)} (601.2h)"
    allowed = _allowed_for_cast(game, player, oid, face, method)
    for exclude in costs.mana_exclusions(game, oid, extra, player):
        if alternative_payment.can_pay(game, player, oid, requirement, exclude | {oid}, allowed):
            return None
    return "you can't pay its mana cost (601.2h)"


def _allowed_for_cast(game: Kernel, player: int, oid: int, face: int, method: str) -> frozenset:
    """106.6: the restricted mana that may be spent to cast this face of the card this way (the
    spell's characteristics as it would be cast)."""
    if not restricted_mana.available(game, player):
        return frozenset()
    return restricted_mana.for_spell(game, player, oid, _cast_characteristics(game, oid, face, method))


def _as_though_flash(game: Kernel, player: int, oid: int, face: int, method: str) -> bool:
    """601.3b: a permanent's "you may cast spells as though they had flash"; 601.3d: the card's
    own "as long as ..., you may cast ~ as though it had flash" while its condition holds."""
    obj = game.state.objects[oid]
    own = _own_flash_if(obj.card, obj.legacy, face)
    if own is not None and queries.condition_holds(game, own.condition, oid, player):
        return True
    return _flash_granted(game) and player_rules.flash_permitted(game, player, oid, _cast_characteristics(game, oid, face, method))


def _flash_granted(game: Kernel) -> bool:
    """601.3b: whether anything lets spells be cast as though they had flash: a permanent's static
    ability (Vedalken Orrery) or an effect ("until your next turn, you may cast sorcery spells as
    though they had flash")."""
    return any(e.kind == "flash_grant" for e in game.state.effects) or bool(static_effects(game, dsl.FlashPermission))


@card_cache(maxsize=4096)
def _own_flash_if(card: str, legacy: tuple, face: int) -> dsl.FlashIf | None:
    """601.3d: the face's own "as long as ..., you may cast ~ as though it had flash"."""
    return card_static(card_def(card, legacy).faces[face], dsl.FlashIf)


def _cast_characteristics(game: Kernel, oid: int, face: int, method: str):
    """The characteristics of the spell a card would become cast this way, or is once on the
    stack (601.2f): a face-down spell (708.4), a split card's half (709.3a: the card has both
    halves', 709.4), a bestowed Aura spell (702.103b)."""
    obj = game.state.objects[oid]
    if obj.zone == STACK:
        return game.chars(oid)
    if method == morph.MORPH:
        return characteristics.base_characteristics(game.state, replace(obj, zone=STACK, face_down=True))
    if method == characteristics.BESTOW:
        return characteristics.spell_characteristics(game.state, obj, face, bestowed=True)
    if (face == 0 and not characteristics.is_split(obj.card, obj.legacy)) or method == FUSE:
        return game.chars(oid)
    return characteristics.spell_characteristics(game.state, obj, face)


def split_second_on_stack(game: Kernel) -> bool:
    """702.61a: as long as a spell with split second is on the stack, players can't cast other
    spells or activate abilities that aren't mana abilities (702.61b: mana abilities, special
    actions and triggered abilities go on)."""
    return any(item.kind == "spell" and game.chars(item.obj).has("split second") for item in game.state.stack)


def offer_cast_from_exile(game: Kernel, ctx, method: str, keyword: str, decline: str) -> bool:
    """702.62a suspend, 702.88a rebound: the source, if it is still exiled and can be cast, may
    be cast now without paying its mana cost (608.2g: during the resolution, its timing ignored).
    The effect handler's result: False while the cast is under way."""
    if ctx.scratch.started:
        return True
    oid = ctx.source
    if oid is None or oid not in game.state.objects or game.state.objects[oid].zone != EXILE:
        return True
    if not can_cast(game, ctx.controller, oid, 0, method, timing=False):
        return True
    name = game.chars(oid).name
    answer = game.ask(ctx.controller, "may", [Option("yes", f"cast {name} without paying its mana cost", True),
                                              Option("no", decline, False)], f"{keyword}: cast {name}?")
    if not answer.value:
        return True
    ctx.scratch.started = True
    game.push("cast", player=ctx.controller, obj=oid, face=0, method=method, during_resolution=True)
    return False


def can_cast_now_free(game: Kernel, player: int, oid: int) -> bool:
    """Casting during a resolution ignores timing (608.2g), but targets must exist."""
    return can_cast(game, player, oid, 0, "free", timing=False)


def cast_options(game: Kernel, player: int, timing: bool,
                 permissions: list[tuple[int, dsl.PlayFromGraveyard]]) -> list[Option]:
    found = []
    for oid, face, method, zone in _cast_methods(game, player, timing, permissions):
        if can_cast(game, player, oid, face, method):
            obj = game.state.objects[oid]
            definition = card_def(obj.card, obj.legacy)
            name = definition.name if method == FUSE else definition.faces[face].name
            where = "" if zone == HAND else " from the top of your library" if zone == LIBRARY else " from outside the game" if zone == SIDEBOARD else f" from {zone}"
            how = f" ({method})" if method and method not in ("from_adventure", "graveyard_permission", morph.MORPH) else ""
            if method == morph.MORPH:
                how = f" face down for {morph.FACE_DOWN_COST} (702.37c)"
            elif method == play_permissions.PAY_LIFE:
                how = " paying life equal to its mana value"
            elif method == "free":
                how = " without paying its mana cost"
            elif method == GRANTED_ESCAPE:
                how = " (escape granted by a permanent)"
            found.append(Option("cast", f"cast {name}{where}{how}", (oid, face, method)))
    return found


def _activated_abilities(game: Kernel, oid: int) -> tuple[tuple[int, dsl.Activated, tuple], ...]:
    """(index among its abilities, ability, reference) for each activated ability of an object,
    including those keywords stand for (equip, cycling)."""
    return game.chars(oid).table.activated


_ONCE = ACTIVATIONS_THIS_TURN


def _ability_index(game: Kernel, oid: int, ability: dsl.Activated) -> int:
    return next(i for i, a, _ref in game.chars(oid).table.activated if a is ability)


def _activations_this_turn(game: Kernel, oid: int, ability: dsl.Activated) -> int:
    """602.5b: how many times this object's ability limited to once (or N times) each turn was
    activated this turn."""
    record = game.state.extra.get(_ONCE)
    if record is None or record["turn"] != game.state.turn_serial:
        return 0
    return record["done"].count([oid, _ability_index(game, oid, ability)])


_DURING_TEXT = {"upkeep": "during an upkeep step", "combat": "during combat",
                "before_attackers": "before attackers are declared"}
_DECLARE_ATTACKERS = STEPS.index("declare_attackers")


def _during(game: Kernel, part: str) -> bool:
    """602.5b: whether the game is in the part of the turn an "Activate only ..." rider names:
    the upkeep step (503), the combat phase (506), or a step before the declare attackers step
    (508.1: attackers are declared as that step begins)."""
    step = game.step()
    if part == "upkeep":
        return step == "upkeep"
    if part == "combat":
        return PHASE_OF[step] == "combat"
    return STEPS.index(step) < _DECLARE_ATTACKERS


def _counts_activations(ability: dsl.Activated) -> bool:
    """Whether an instruction of the ability asks how many times it was activated this turn."""
    return any(isinstance(e, dsl.Conditional) and isinstance(e.condition, dsl.ActivatedThisTurn) for e in ability.effects)


def _record_once_each_turn(game: Kernel, oid: int, ability: dsl.Activated) -> None:
    record = game.state.extra.get(_ONCE)
    if record is None or record["turn"] != game.state.turn_serial:
        record = game.state.extra[_ONCE] = {"turn": game.state.turn_serial, "done": []}
    record["done"].append([oid, _ability_index(game, oid, ability)])
    game.changed(Aspect.PLAYED)


def activation_problem(game: Kernel, player: int, oid: int, ability: dsl.Activated) -> str | None:
    """Why `player` can't activate this ability now (602.5), or None."""
    state = game.state
    obj = state.objects[oid]
    if ability.zone == BATTLEFIELD:
        if obj.zone != BATTLEFIELD or (game.chars(oid).controller != player and not ability.any_player):  # 602.2
            return "you don't control it"
        if aura_restrictions.cant_activate(game, oid):
            return "its activated abilities can't be activated (602.5a)"
    elif obj.zone != ability.zone or obj.owner != player:
        return f"it isn't in your {ability.zone}"
    if not ability.mana and split_second_on_stack(game):
        return "a spell with split second is on the stack (702.61a)"
    loyalty = ability.cost.loyalty is not None
    if (ability.sorcery_speed or loyalty) and not sorcery_timing(game, player):
        return "it can be activated only as a sorcery"
    if loyalty and obj.loyalty_activated_turn == state.turn_serial:
        return "a loyalty ability of this permanent was already activated this turn (606.3)"
    if ability.only_your_turn and state.active != player:
        return "only during your turn"
    if ability.only_during and not _during(game, ability.only_during):
        return f"it can be activated only {_DURING_TEXT[ability.only_during]} (602.5b)"
    if ability.once_each_turn and _activations_this_turn(game, oid, ability):
        return "it can be activated only once each turn (602.5b)"
    if ability.times_each_turn and _activations_this_turn(game, oid, ability) >= ability.times_each_turn:
        return f"it can be activated no more than {ability.times_each_turn} times each turn (602.5b)"
    if ability.condition is not None and not queries.condition_holds(game, ability.condition, oid, player):
        return "its condition isn't met"
    problem = costs.non_mana_problem(game, oid, ability.cost, player)
    if problem:
        return problem
    if ability.modes and not modes.can_choose(game, ability, oid, player):
        return "it has no legal targets for enough modes (700.2a, 602.2b)"
    if not ability.mana and not targets.can_choose_all(game, ability.targets, oid, player):
        return "it has no legal targets"
    exclude = frozenset({oid}) if (ability.cost.tap or ability.cost.untap or ability.cost.sacrifice_self
                                   or ability.cost.exile_self) else frozenset()
    cost = parse_mana_cost(ability.cost.mana) if ability.cost.mana else None
    allowed = restricted_mana.for_ability(game, player, oid) if cost is not None else frozenset()
    if cost is not None and not any(mana.affordable(game, player, cost, 0, ex, allowed)
                                    for ex in costs.mana_exclusions(game, oid, ability.cost, player, exclude)):
        # 601.2f, 602.2b: an equip cost may be reduced for some targets (Fervent Champion).
        if not (abilities.is_equip(ability) and any(_equip_affordable(game, player, cost, exclude, t, allowed)
                                                     for t in targets.candidates(game, ability.targets[0], oid, player))):
            return "you can't pay its mana cost"
    return None


def activation_options(game: Kernel, player: int) -> list[Option]:
    """602.2: the activated abilities `player` may activate now: those of permanents they
    control, and those of cards in their graveyard or hand that work there (cycling)."""
    state = game.state
    objects = state.objects
    by_controller = _battlefield_activated(game)
    candidates = list(by_controller.get(player, ()))
    for controller, found_here in by_controller.items():  # 602.2: "any player may activate this ability"
        if controller != player:
            candidates.extend(entry for entry in found_here if entry[2].any_player)
    p = state.players[player]
    for zone in (p.graveyard, p.hand):
        for oid in game.zone_scan(_with_off_battlefield_abilities, tuple(zone)):
            candidates.extend((oid, index, ability) for index, ability, _ref in _activated_abilities(game, oid)
                              if ability.zone == objects[oid].zone)
    found = []
    for oid, index, ability in candidates:
        if ability.cost.tap and objects[oid].tapped:
            continue  # 107.5: a quick test before the full one
        if activation_problem(game, player, oid, ability) is None:
            text = ability.text or ("mana ability" if ability.mana else "ability")
            found.append(Option("activate", f"activate {game.chars(oid).name}: {text}", (oid, index)))
    return found


def _with_off_battlefield_abilities(game: Kernel, ids: tuple[int, ...]) -> list[int]:
    """The objects among `ids` whose cards have activated abilities that work outside the
    battlefield (cycling, a graveyard ability)."""
    objects = game.state.objects
    return [oid for oid in ids if _printed_off_battlefield_abilities(objects[oid].card, objects[oid].legacy)]


def _battlefield_activated(game: Kernel) -> dict[int, list[tuple[int, int, dsl.Activated]]]:
    """(permanent, index, ability) for each activated ability that works on the battlefield, by
    controller, in battlefield order; cached with the permanents' abilities (`Kernel.derived`)."""
    return game.derived("battlefield_activated", _find_battlefield_activated, game)


def _find_battlefield_activated(game: Kernel) -> dict[int, list[tuple[int, int, dsl.Activated]]]:
    permanents = game.permanents_chars()
    found: dict[int, list[tuple[int, int, dsl.Activated]]] = {}
    for oid in game.state.battlefield:
        chars = permanents[oid]
        for index, ability, _ref in chars.table.activated:
            if ability.zone == BATTLEFIELD:
                found.setdefault(chars.controller, []).append((oid, index, ability))
    return found


def _stack_item(state: GameState, item_id: int) -> StackItem:
    """The item on the stack with this id."""
    for item in state.stack:
        if item.id == item_id:
            return item
    raise KeyError(item_id)


def start_action(game: Kernel, player: int, answer: Option) -> None:
    """Begin the action a priority answer chose."""
    if answer.kind == "play":
        oid, face, zone = answer.value
        game.push("play_land", player=player, obj=oid, face=face, zone=zone)
    elif answer.kind == "cast":
        oid, face, method = answer.value
        game.push("cast", player=player, obj=oid, face=face, method=method)
    elif answer.kind == "turn_face_up":  # 116.2b: a special action
        oid, how = answer.value
        game.push("turn_face_up", player=player, obj=oid, how=how)
    elif answer.kind == "suspend":
        game.push("suspend", player=player, obj=answer.value)
    elif answer.kind == "companion":  # 116.2g: a special action (engine/companion.py)
        game.push("companion", player=player, obj=answer.value)
    elif answer.kind == "activate":
        oid, index = answer.value
        ability = _ability_at(game, oid, index)
        if ability.mana:
            game.push("mana_ability", source=oid, ability=index, player=player)
        else:
            game.push("activate", player=player, source=oid, index=index)


def _ability_at(game: Kernel, oid: int, index: int) -> dsl.Activated:
    for i, ability, _ref in _activated_abilities(game, oid):
        if i == index:
            return ability
    raise KeyError(index)


def ability_for_item(item: StackItem):
    ref = tuple(item.ability)
    if ref and ref[0] == "kwact":
        return abilities.keyword_activated(dsl.Keyword(ref[1], cost=ref[2]))
    return triggers.resolve_ability_ref(ref)


def announce_targets(game: Kernel, item: StackItem) -> None:
    """Each object a spell or ability targets "becomes the target" (ward, 702.21a); the event
    says whether it is the first time this turn ("for the first time each turn", 603.2)."""
    for slot in item.targets:
        for t in slot:
            if t[0] == "obj" and t[1] in game.state.objects and game.state.objects[t[1]].zone == BATTLEFIELD:
                game.emit({"type": "target", "obj": t[1], "item": item.id, "by_controller": item.controller,
                           "by_obj": item.obj, "first_this_turn": _first_targeting_this_turn(game, t[1])})


def _first_targeting_this_turn(game: Kernel, oid: int) -> bool:
    """Whether `oid` becomes a target for the first time this turn (recorded: the turn and the
    objects targeted in it, plain data in `state.extra`)."""
    record = game.state.extra.get("targeted_this_turn")
    if record is None or record[0] != game.state.turn_serial:
        record = game.state.extra["targeted_this_turn"] = [game.state.turn_serial, []]
    if oid in record[1]:
        return False
    record[1].append(oid)
    return True


# ------------------------------------------------------------------ procedures


@procedure("play_land")
def play_land(game: Kernel, task: Task) -> None:
    """305.1: playing a land is a special action; it doesn't use the stack."""
    args = task.args
    player, oid, face = args["player"], args["obj"], args["face"]
    obj = game.state.objects[oid]
    plan = zones.etb_plan(game, obj.card, obj.legacy, face, player, 0, oid, played_from=obj.zone)
    p = game.state.players[player]
    p.lands_played += 1
    game.changed(Aspect.PLAYED)
    if args.get("zone") == GRAVEYARD:  # a permission without a limit first, else the first source's
        source, permission = min(_unused_graveyard_permissions(p, _graveyard_permissions(game, player), "land"),
                                 key=lambda entry: (entry[1].once_each_turn, entry[0]))
        if permission.once_each_turn:
            p.permissions_used.append(f"graveyard:{source}:land")
            game.changed(Aspect.PLAYED)
    if obj.zone == SIDEBOARD:
        outside_the_game.use_play_from_outside(game, player)
    new = zones.put_onto_battlefield(game, oid, player, plan, face=face)
    game.emit({"type": "play_land", "player": player, "obj": new, "card": obj.card, "from": args.get("zone", HAND)})
    game.finish(task)


#: The ability reference of a cascade trigger (a keyword's triggered ability, 702.85a).
CASCADE_REF = ("kwtrig", "cascade", "")


def spell_copy_record(game: Kernel, item: StackItem) -> dict:
    """What a copy of this spell copies (707.10): its copiable values (the card and the half or
    face it was cast with) and the choices made as it was cast: modes, X, targets, kicker, fuse."""
    obj = game.state.objects[item.obj]
    return {"obj": item.obj, "card": obj.card, "legacy": list(obj.legacy), "face": item.face, "modes": list(item.modes),
            "x": item.x, "targets": [[list(t) for t in slot] for slot in item.targets], "kicked": obj.kicked,
            "method": item.cast_method if item.cast_method in (FUSE, OVERLOAD, awaken.AWAKEN) else "",  # 707.10
            "spliced": [list(entry) for entry in item.paid.get("spliced", [])],
            **({"kicked_with": obj.chosen["kicked with"]} if "kicked with" in obj.chosen else {})}


def cast_triggers(game: Kernel, player: int, spell: int, item: int) -> None:
    """702.85a, 702.85c, 702.40a-b, 702.56a-b, 702.78a-b, 702.60a-b: each instance of cascade,
    storm, replicate, (paid) conspire and ripple on the spell just cast triggers: a triggered ability that functions on the stack, put among the
    pending triggers here (triggered abilities otherwise trigger from the battlefield).  Storm's
    and replicate's events keep how many copies to make (the other spells cast before it this
    turn; the times its replicate cost was paid, if any) and what a copy of the spell copies,
    should the spell leave the stack before its trigger resolves (707.10)."""
    chars = game.chars(spell)
    stack_item = _stack_item(game.state, item)
    conspired = 0
    for keyword in chars.abilities:
        if not isinstance(keyword, dsl.Keyword) or keyword.name not in ("cascade", "storm", "replicate", conspire.CONSPIRE,
                                                                           "ripple"):
            continue
        event = {"type": "cast", "player": player, "obj": spell, "item": item, "mana_value": chars.mana_value}
        ref = CASCADE_REF
        if keyword.name in ("storm", "replicate"):
            copies = (sum(p.spells_cast_this_turn for p in game.state.players) - 1 if keyword.name == "storm"
                      else stack_item.paid.get("replicate", 0))
            if keyword.name == "replicate" and not copies:
                continue  # 702.56a: "When you cast this spell, if a replicate cost was paid for it, ..."
            event["copies"] = copies
            event["spell"] = spell_copy_record(game, stack_item)
            ref = abilities.keyword_trigger_ref(keyword)
        elif keyword.name == conspire.CONSPIRE:  # 702.78a-b: each paid instance triggers, once
            if conspired >= stack_item.paid.get(conspire.CONSPIRE, 0):
                continue
            conspired += 1
            event["spell"] = spell_copy_record(game, stack_item)
            ref = abilities.keyword_trigger_ref(keyword)
        elif keyword.name == "ripple":  # 702.60a-b: each instance triggers; "the same name as this spell"
            event["name"] = chars.name
            ref = abilities.keyword_trigger_ref(keyword)
        game.state.pending_triggers.append(PendingTrigger(player, spell, ref, event, lki_snapshot(game, spell), chars.name))


class CastStage(IntEnum):
    PROPOSE = 0  # 601.2a: the card moves to the stack
    MODES = 1  # 601.2b: modes and X
    TARGETS = 2  # 601.2c
    COSTS = 3  # 601.2f-h: the total cost, choices for additional costs, the mana payment
    ADDITIONAL_COSTS = 4  # 601.2h: the non-mana costs are paid
    CAST = 5  # 601.2i: the spell becomes cast


@dataclass(slots=True)
class CastProgress(Progress):
    """601.2: where the spell was cast from, how, its alternative cost, its stack item and
    object, and the choices made for its additional costs."""

    cast_from: str = ""
    method: str = ""  # one of CAST_METHODS
    alt_cost: str | None = None
    item: int | None = None
    obj: int | None = None
    choices: dict = field(default_factory=dict)
    optional_costs: list = field(default_factory=list)  # [keyword, mana] for each optional cost paid
    any_mana: bool = False  # 609.4b: a permission lets mana of any type be spent to cast it
    escape_exile: int = 0  # 702.138a: how many other cards a granted escape exiles (read before the card moves)


def _use_graveyard_permission(game: Kernel, player: int, oid: int) -> None:
    """Muldrotha's rulings: a player casting a spell from their graveyard by a permission
    announces which permission they use, and for a card of several permanent types which type
    ("If a card has multiple permanent types, choose one as you play it").  Permissions of the
    same card are alike: the first source of each card name is offered."""
    p = game.state.players[player]
    permissions = _graveyard_permissions(game, player)
    choices: dict[tuple[str, str], int] = {}
    types = game.chars(oid).types
    for kind in (t for t in PERMANENT_TYPES if t in types):
        for source, _perm in sorted(_unused_graveyard_permissions(p, permissions, kind), key=lambda entry: entry[0]):
            choices.setdefault((kind, game.chars(source).name), source)
    by_name = len({name for _kind, name in choices}) > 1
    options = [Option("type", f"{kind} ({name})" if by_name else kind, (kind, source))
               for (kind, name), source in choices.items()]
    kind, source = options[0].value if len(options) == 1 else game.ask(
        player, "permanent_type", options, "choose the permission this spell uses, and its permanent type").value
    if next(perm for src, perm in permissions if src == source).once_each_turn:
        p.permissions_used.append(f"graveyard:{source}:{kind}")
        game.changed(Aspect.PLAYED)


@procedure("cast", progress=CastProgress)
def cast(game: Kernel, task: Task) -> None:
    """601.2a-i: propose, choose modes and X, targets, total cost, activate mana abilities and
    pay, then the spell becomes cast."""
    state = game.state
    args = task.args
    player = args["player"]
    data = task.data
    if task.stage == CastStage.PROPOSE:
        oid = args["obj"]
        obj = state.objects[oid]
        data.cast_from = obj.zone
        data.method = args.get("method", "")
        if obj.zone == SIDEBOARD and not args.get("during_resolution"):  # (an effect's cast uses no permission)
            outside_the_game.use_play_from_outside(game, player)
        data.alt_cost = alternative_cost(game, oid, data.method)
        escape = granted_escape(game, oid) if data.method == GRANTED_ESCAPE else None
        data.escape_exile = escape[1] if escape is not None else 0
        data.any_mana = play_permissions.any_mana(game, player, oid)  # read before the card moves (400.7)
        if data.method == "graveyard_permission":
            _use_graveyard_permission(game, player, oid)
        observed = card_advantage.observe_cast(game)
        new = zones.move(game, oid, STACK, face=args.get("face", 0), controller=player, replace=False,
                         face_down=data.method == morph.MORPH)  # 708.4
        state.objects[new].was_cast = True
        game.changed(Aspect.STACK)
        _follow_onto_the_stack(game, oid, new)
        item = StackItem(id=game.new_id(), kind="spell", controller=player, obj=new, cast_from=data.cast_from,
                         cast_method="adventure" if args.get("face", 0) and card_def(obj.card, obj.legacy).layout == "adventure" else data.method,
                         face=args.get("face", 0), observed=observed)
        state.stack.append(item)
        game.changed(Aspect.STACK, Aspect.STACK_ITEMS)
        data.item = item.id
        data.obj = new
        game.advance_stage(task)
        return
    item = _stack_item(state, data.item)
    oid = data.obj
    obj = state.objects[oid]
    if task.stage == CastStage.MODES:
        spell = _spell_ability(obj.card, obj.legacy, item.face)
        cost, change = spell_cost(game, player, oid, item.face, data.method, data.alt_cost, data.any_mana)
        extra = spell.additional_cost if spell is not None else None
        chosen_modes, mode_costs = (modal_costs.choose_modes(game, player, oid, spell, cost, change, extra,
                                                             args.get("additional_modes", 0))
                                    if spell is not None and spell.modes else ([], []))
        # 702.33g, 601.2c: a kicker is offered only if the targets of its kicked part can be chosen.
        kick_targets = not _kicker_only_slots(obj.card, obj.legacy, item.face) or targets.can_choose_all(
            game, _spell_specs(game, oid, item.face), oid, player)
        chosen = mode_costs + ask_optional_costs(game, player, oid, mana.with_additional(
            cost, "".join(paid for _keyword, paid in mode_costs)), change, extra, kick_targets)
        spliced = splice.ask_splices(game, player, oid, cost, change, extra, "".join(paid for _keyword, paid in chosen))
        chosen += [("splice", splice_cost) for _card, splice_cost in spliced]
        cost = mana.with_additional(cost, "".join(paid for _keyword, paid in chosen))
        conspired = conspire.ask_payments(game, player, oid, mana.requirement(cost, 0, change))  # 702.78a
        if conspired:
            item.paid[conspire.CONSPIRE] = conspired
        x = 0
        if cost is not None and cost.x and data.method not in FREE_METHODS:  # 107.3a: only affordable values
            top = max(alternative_payment.max_x(game, player, oid, cost, change, exclude)
                      for exclude in costs.mana_exclusions(game, oid, extra, player))
            most = player_rules.most_mana_value(game, player, oid, game.chars(oid))
            if most is not None:  # 202.3e: X counts in its mana value on the stack
                top = min(top, (most - game.chars(oid).mana_value) // cost.x)
            x = game.ask(player, "x", [Option("x", f"X = {n}", n) for n in range(top + 1)], "choose X").value
        data.optional_costs = [list(pair) for pair in chosen]
        kicks = sum(1 for keyword, _paid in chosen if keyword in ("kicker", "multikicker"))
        if kicks:
            obj.kicked = kicks  # 702.33d: the spell has been kicked
            game.changed(Aspect.STACK)
            if sum(1 for k in optional_cost_keywords(game, oid) if k.name == "kicker") > 1:  # "and/or": which were paid
                obj.chosen = {**obj.chosen, "kicked with": "|".join(paid for keyword, paid in chosen if keyword == "kicker")}
        if any(keyword == "buyback" for keyword, _paid in chosen):
            item.paid["buyback"] = True  # 702.27a
        replicated = sum(1 for keyword, _paid in chosen if keyword == "replicate")
        if replicated:
            item.paid["replicate"] = replicated  # 702.56a: how many copies its trigger makes
        if spliced:  # 702.47b: the cards are revealed; the spell has their text (702.47c)
            item.paid["spliced"] = [[card, state.objects[card].card, list(state.objects[card].legacy)] for card, _c in spliced]
            for card, _cost in spliced:
                game.emit({"type": "reveal", "player": player, "obj": card, "card": state.objects[card].card})
        item.modes = chosen_modes
        game.changed(Aspect.STACK_ITEMS)
        if x:
            item.x = x
            game.changed(Aspect.STACK)  # 202.3e: on the stack, the spell's mana value counts X
        game.advance_stage(task)
        return
    if task.stage == CastStage.TARGETS:
        spell = _spell_ability(obj.card, obj.legacy, item.face)
        if spell is not None and spell.modes:
            specs = modes.parts(spell, item.modes)[0]
        elif item.cast_method == FUSE:
            specs = fused_parts(obj.card, obj.legacy)[0]
        elif item.cast_method == OVERLOAD:
            specs = ()  # 702.96b: an overloaded spell has no targets
        elif item.cast_method == characteristics.BESTOW:
            specs = aura_target_specs(game.chars(oid))  # 702.103b: a bestowed Aura spell targets a creature
        else:
            specs = _spell_specs(game, oid, item.face)
        if item.paid.get("spliced"):  # 702.47d: the spliced text's targets, after the spell's own
            specs = tuple(specs) + spliced_parts(item.paid["spliced"], len(specs))[0]
        if item.cast_method == awaken.AWAKEN:  # 702.113a-b: the land to awaken, after the others
            specs = tuple(specs) + awaken.awaken_parts(obj.card, obj.legacy, item.face, len(specs))[0]
        skipped = () if obj.kicked else _kicker_only_slots(obj.card, obj.legacy, item.face)
        if skipped:  # 702.33g: cast as if it didn't have the targets only its kicked part has
            chosen_targets = iter(targets.ask_targets(game, tuple(s for i, s in enumerate(specs) if i not in skipped),
                                                      oid, player, game.chars(oid).name))
            item.targets = [[] if i in skipped else next(chosen_targets) for i in range(len(specs))]
        else:
            choosers: dict = {}
            item.targets = targets.ask_targets(game, specs, oid, player, game.chars(oid).name,
                                               allow=_cost_by_target(game, player, oid, item, data, specs),
                                               choosers=choosers) if specs else []
            if choosers:  # "of an opponent's choice": who chose (608.2b reads it again)
                item.paid[TARGET_CHOOSERS] = choosers
        game.changed(Aspect.STACK_ITEMS)
        game.advance_stage(task)
        return
    if task.stage == CastStage.COSTS:
        cost, change = spell_cost(game, player, oid, item.face, data.method, data.alt_cost, data.any_mana)
        cost = mana.with_additional(cost, "".join(paid for _keyword, paid in data.optional_costs))
        req = mana.requirement(cost, item.x, change)
        spell = _spell_ability(obj.card, obj.legacy, item.face)
        choices: dict = {}
        extra = additional_cost(spell, data.method, card_def(obj.card, obj.legacy).faces[item.face], data.escape_exile)
        if extra is not None:
            choices = costs.ask_cost_choices(
                game, oid, extra, player,
                sacrifice_ok=lambda o: mana.can_pay(game, player, req, costs.kept_for_cost(game, {"sacrifice": o}),
                                                    restricted_mana.for_spell(game, player, oid)))
        kept = costs.kept_for_cost(game, choices)
        if item.paid.get(conspire.CONSPIRE):  # 702.78a: the creatures to tap, set aside from the mana payment
            choices[conspire.CONSPIRE] = conspire.choose_creatures(game, player, oid, req, kept, item.paid[conspire.CONSPIRE])
            kept = kept | frozenset(choices[conspire.CONSPIRE])
        units = alternative_payment.ask_units(game, player, oid, req, kept)
        if units:  # 702.51a, 702.126a, 702.66a: these pay part of the cost; the rest is paid with mana
            choices["units"] = units
            req = alternative_payment.remaining_requirement(req, units)
            kept = kept | {unit for unit, _symbol in units if state.objects[unit].zone == BATTLEFIELD}
        data.choices = choices
        game.push("pay_mana", player=player, req=req.to_list(), source=oid, purpose="spell",
                  label=game.chars(oid).name, exclude=sorted(kept))
        game.advance_stage(task)
        return
    if task.stage == CastStage.ADDITIONAL_COSTS:
        if game.chars(oid).has("sunburst") or reads_colors_spent(game.chars(oid).abilities):  # 702.44a, converge
            item.paid["mana_spent"] = list(data.returned or [])
            game.changed(Aspect.STACK_ITEMS)
        if data.returned:  # "if no mana was spent to cast it" (601.2h)
            item.paid[queries.MANA_AMOUNT] = len(data.returned)
            game.changed(Aspect.STACK_ITEMS)
        for unit, _symbol in data.choices.get("units", []):  # 601.2h: convoke, improvise, delve
            if unit not in state.objects:
                continue  # it left while the mana was paid (a new object, 400.7)
            if state.objects[unit].zone == BATTLEFIELD:
                zones.tap(game, unit)
            else:
                zones.move(game, unit, EXILE, cause="delve")
        extra = additional_cost(_spell_ability(obj.card, obj.legacy, item.face), data.method,
                                card_def(obj.card, obj.legacy).faces[item.face], data.escape_exile)
        if extra is not None:
            item.paid.update(costs.pay_non_mana_now(game, oid, extra, player, data.choices))
            game.changed(Aspect.STACK_ITEMS)
        conspire.tap_creatures(game, data.choices.get(conspire.CONSPIRE, []))  # 702.78a
        game.advance_stage(task)
        return
    # 601.2i: the spell becomes cast.
    p = state.players[player]
    p.spells_cast_this_turn += 1
    game.changed(Aspect.PLAYED)
    chars = game.chars(oid)
    p.spell_types_this_turn.append(sorted(chars.types))
    p.spell_colors_this_turn.append("".join(sorted(chars.colors)))
    p.spells_cast_this_game += 1
    if "Creature" not in chars.types:
        p.noncreature_spells_this_turn += 1
        game.changed(Aspect.PLAYED)
    card = dsl.FACE_DOWN_CARD if obj.face_down else obj.card  # 708.5: only its controller may look at it
    game.emit({"type": "cast", "player": player, "obj": oid, "card": card, "name": chars.name, "from": data.cast_from,
               "item": item.id, "x": item.x, "noncreature_count": p.noncreature_spells_this_turn if "Creature" not in chars.types else 0})
    announce_targets(game, item)
    cast_triggers(game, player, oid, item.id)
    game.finish(task)


class ActivateStage(IntEnum):
    ANNOUNCE = 0  # 602.2a: the ability is put on the stack (revealed from a hidden zone)
    X_AND_TARGETS = 1  # 602.2b, 601.2b-c
    COSTS = 2  # 602.2b, 601.2f-h: the total cost, choices for its parts, the mana payment
    PAID = 3  # 602.2b, 601.2h: the other costs are paid; the ability is activated (602.2i)


@dataclass(slots=True)
class ActivateProgress(Progress):
    """602.2: the ability's stack item and the choices made for its costs."""

    item: int | None = None
    choices: dict = field(default_factory=dict)


@procedure("activate", progress=ActivateProgress)
def activate(game: Kernel, task: Task) -> None:
    """602.2: announce, choose X and targets, determine and pay the total cost."""
    state = game.state
    args = task.args
    player, source, index = args["player"], args["source"], args["index"]
    data = task.data
    if task.stage == ActivateStage.ANNOUNCE:
        ability = _ability_at(game, source, index)
        ref = next(r for i, _a, r in _activated_abilities(game, source) if i == index)

        item = StackItem(id=game.new_id(), kind="activated", controller=player, source=source, ability=ref,
                         source_lki=lki_snapshot(game, source))
        data.item = item.id
        state.stack.append(item)
        game.changed(Aspect.STACK_ITEMS)
        if state.objects[source].zone in (HAND, LIBRARY):  # 602.2a: announced from a hidden zone
            game.emit({"type": "reveal", "player": player, "obj": source, "card": state.objects[source].card})
        game.advance_stage(task)
        return
    item = _stack_item(state, data.item)
    ability = ability_for_item(item)
    exclude = [source] if (ability.cost.tap or ability.cost.untap or ability.cost.sacrifice_self
                           or ability.cost.exile_self) else []
    if task.stage == ActivateStage.X_AND_TARGETS:
        if ability.modes:  # 602.2b, 601.2b: the modes first
            item.modes = modes.choose(game, ability, source, player)
        specs = modes.parts(ability, item.modes)[0] if ability.modes else ability.targets
        cost = parse_mana_cost(ability.cost.mana) if ability.cost.mana else None
        x = 0
        if cost is not None and cost.x:
            allowed = restricted_mana.for_ability(game, player, source)
            top = max(mana.max_x(game, player, cost, 0, ex, allowed)
                      for ex in costs.mana_exclusions(game, source, ability.cost, player, frozenset(exclude)))
            x = game.ask(player, "x", [Option("x", f"X = {n}", n) for n in range(top + 1)], "choose X").value
        if ability.cost.discard_x:  # 602.2b: "Discard X cards": at most the cards in hand (118.3)
            top = len(state.players[player].hand)
            x = game.ask(player, "x", [Option("x", f"X = {n}", n) for n in range(top + 1)], "choose X").value
        name = game.chars(source).name if source in state.objects else ""
        allow = None
        if cost is not None and tuple(item.ability)[:2] == ("kwact", "equip"):
            def allow(t, _before=(), _slot=0, cost=cost):  # only targets whose (reduced) equip cost can be paid
                return _equip_affordable(game, player, cost, frozenset(exclude), t,
                                         restricted_mana.for_ability(game, player, source))
        choosers: dict = {}
        item.targets = targets.ask_targets(game, specs, source, player, name, allow=allow, choosers=choosers) if specs else []
        if choosers:  # "of an opponent's choice": who chose (608.2b reads it again)
            item.paid[TARGET_CHOOSERS] = choosers
        game.changed(Aspect.STACK_ITEMS)
        item.x = x
        game.changed(Aspect.STACK_ITEMS)
        game.advance_stage(task)
        return
    if ability.cost.discard_x:  # the X announced (602.2b) is the number of cards to discard
        ability = replace(ability, cost=replace(ability.cost, discard=item.x, discard_x=False))
    if task.stage == ActivateStage.COSTS:
        cost = parse_mana_cost(ability.cost.mana) if ability.cost.mana else None
        reduction = _equip_reduction(game, item, player) if tuple(item.ability)[:2] == ("kwact", "equip") else 0
        req = mana.requirement(cost, item.x, -reduction)
        # 602.2b, 601.2h: the non-mana choices (what to sacrifice or discard) come first, so the
        # mana payment can leave alone a permanent chosen for sacrifice (a Treasure).
        base = frozenset(exclude)
        allowed = restricted_mana.for_ability(game, player, source)
        choices = costs.ask_cost_choices(
            game, source, ability.cost, player,
            sacrifice_ok=lambda o: mana.can_pay(game, player, req, base | costs.kept_for_cost(game, {"sacrifice": o}), allowed),
            keep_ok=lambda kept: mana.can_pay(game, player, req, base | kept, allowed))
        data.choices = choices
        game.push("pay_mana", player=player, req=req.to_list(), source=source, purpose="ability",
                  exclude=sorted(base | costs.kept_for_cost(game, choices)), label="the ability")
        game.advance_stage(task)
        return
    choices = data.choices
    if ability.cost.loyalty is not None:
        state.objects[source].loyalty_activated_turn = state.turn_serial
        game.changed(Aspect.PERMANENTS)
    if ability.once_each_turn or ability.times_each_turn or _counts_activations(ability):
        _record_once_each_turn(game, source, ability)
    item.paid.update(costs.pay_non_mana_now(game, source, ability.cost, player, choices))
    game.changed(Aspect.STACK_ITEMS)
    game.emit({"type": "activate", "player": player, "source": source, "item": item.id, "ability": _ref_data(item.ability)})
    if abilities.is_cycling_ref(tuple(item.ability)):  # 702.29a, 702.29f: typecycling is cycling
        cycled = {"new": item.paid["discarded_new"]} if item.paid.get("discarded_new") is not None else {}
        game.emit({"type": "cycle", "player": player, "obj": source, **cycled})  # "new": the card discarded (702.29c)
    announce_targets(game, item)
    game.finish(task)


def _equip_reduction(game: Kernel, item: StackItem, player: int) -> int:
    """Fervent Champion: equip abilities you activate that target it cost {N} less."""
    return sum(_target_equip_reduction(game, t) for slot in item.targets for t in slot)


def _target_equip_reduction(game: Kernel, target) -> int:
    if target[0] != "obj" or target[1] not in game.state.objects:
        return 0
    return sum(effect.amount for effect in game.chars(target[1]).table.statics.get(dsl.EquipCostReduction, ()))


def _equip_affordable(game: Kernel, player: int, cost, exclude: frozenset, target, allowed: frozenset) -> bool:
    """Whether an equip ability targeting `target` can be paid, with that target's reduction
    (and the restricted mana `allowed` for the ability, 106.6)."""
    return mana.affordable(game, player, cost, -_target_equip_reduction(game, target), exclude, allowed)


@procedure("madness_cast")
def madness_cast(game: Kernel, task: Task) -> None:
    """702.35: when a card with madness is discarded into exile, its owner may cast it for its
    madness cost; if they don't, it goes to the graveyard."""
    args = task.args
    oid, player = args["obj"], args["player"]
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != EXILE:
        game.finish(task)
        return
    if can_cast(game, player, oid, 0, "madness", timing=False):
        answer = game.ask(player, "may", [Option("yes", f"cast {game.chars(oid).name} for its madness cost", True),
                                          Option("no", "put it into your graveyard", False)], "cast it with madness?")
        if answer.value:
            game.finish(task)
            game.push("cast", player=player, obj=oid, face=0, method="madness")
            return
    zones.move(game, oid, GRAVEYARD, cause="madness_declined")
    game.finish(task)


@card_cache(maxsize=4096)
def reads_colors_spent(abilities: tuple) -> bool:
    """Whether an object's abilities count the colors of mana spent to cast it (converge): then
    the mana spent is recorded as it is cast."""
    return _reads_colors_spent(abilities)


def _reads_colors_spent(node: object) -> bool:
    if isinstance(node, dsl.ColorsSpent):
        return True
    if is_dataclass(node) and not isinstance(node, type):
        return any(_reads_colors_spent(getattr(node, f.name)) for f in fields(node))
    if isinstance(node, (tuple, list)):
        return any(_reads_colors_spent(item) for item in node)
    return False
