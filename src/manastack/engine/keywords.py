"""Keyword abilities (702) that the engine applies as rules: protection (702.16), hexproof
(702.11), flying/reach (702.9, 702.17), menace (702.111), the evasion abilities (intimidate
702.13, fear 702.36, shadow 702.28, horsemanship 702.31, skulk 702.118), the damage that
infect (702.90) and wither (702.80) deal, evolve's comparison (702.100a) and the renowned
designation (702.112b) (the abilities keywords stand for are in abilities.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import blocking, queries, restrictions
from manastack.engine.queries import lki, lki_snapshot

if TYPE_CHECKING:
    from manastack.engine.characteristics import Characteristics
    from manastack.engine.kernel import Kernel

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _quality_matches(quality: str, info: dict) -> bool:
    q = quality.lower()
    if q in COLOR_WORDS:
        return COLOR_WORDS[q] in info.get("colors", [])
    if q == "multicolored":
        return len(info.get("colors", [])) > 1
    if q == "colorless":  # 105.2c
        return not info.get("colors")
    if q == "everything":
        return True
    return quality in info.get("subtypes", []) or quality.rstrip("s") in info.get("subtypes", []) or quality in info.get("types", [])


def hexproof_from_source(chars: Characteristics, source_info: dict | None) -> bool:
    """702.11b: hexproof stops every source; 702.11d: "hexproof from [quality]" only sources with
    that quality (with no source known, only plain hexproof counts)."""
    for ability in chars.abilities:
        if isinstance(ability, dsl.Keyword) and ability.name == "hexproof":
            if not ability.qualities:
                return True
            if source_info is not None and any(_quality_matches(q, source_info) for q in ability.qualities):
                return True
    return False


def quality_matches(quality: str, source_info: dict) -> bool:
    """702.11d, 702.16a: whether a source with this information has the quality ("blue")."""
    return _quality_matches(quality, source_info)


def protected_from(game: Kernel, oid: int, source_info: dict, source: int | None = None) -> bool:
    """702.16: does `oid` have protection from a quality the source has?  A protection that
    "doesn't remove" the Aura granting it (`source`) doesn't count for that Aura (303.4d)."""
    chars = game.chars(oid)
    spared = f"except:{source}" if source is not None else None
    for ability in chars.abilities:
        if isinstance(ability, dsl.Keyword) and ability.name == "protection" and spared not in ability.qualities:
            if any(_quality_matches(q, source_info) for q in ability.qualities):
                return True
    return False


def protected_from_source(game: Kernel, oid: int, source: int) -> bool:
    """702.16: does `oid` have protection from a quality `source` has?  The source's
    information is gathered only when `oid` has protection."""
    return game.chars(oid).has("protection") and protected_from(game, oid, source_info(game, source), source)


def source_info(game: Kernel, oid: int) -> dict:
    if oid in game.state.objects:
        return lki_snapshot(game, oid)
    return lki(game, oid) or {"colors": [], "types": [], "subtypes": [], "keywords": [], "controller": 0}


def _controls_land_of_type(game: Kernel, player: int, land_type: str) -> bool:
    permanents = game.permanents_chars()
    return any(chars.controller == player and "Land" in chars.types and land_type in chars.subtypes
               for chars in (permanents[oid] for oid in game.state.battlefield))


def can_block(game: Kernel, blocker: int, attacker: int) -> bool:
    """509.1b restrictions: flying (702.9b), landwalk (702.14c), protection (702.16e), the
    evasion abilities, "can't be blocked", "can block only creatures with flying"."""
    a = game.chars(attacker)
    b = game.chars(blocker)
    statics = a.table.statics
    if statics.get(dsl.CantBeBlocked) or restrictions.forbidden(game, attacker, "be_blocked"):
        return False
    if a.has("menace") and blocking.one_blocker_at_most(game, attacker):
        return False  # 702.111b needs two blockers, which it can't have (509.1b)
    for walk, land_type in dsl.LANDWALK.items():
        if a.has(walk) and _controls_land_of_type(game, b.controller, land_type) \
                and not blocking.landwalk_ignored(game, walk):
            return False
    if a.has("flying") and not (b.has("flying") or b.has("reach")):
        return False
    if not _evasion_allows(a, b) and not (a.has("shadow") and not b.has("shadow") and _evasion_allows(a, b, True)
                                          and b.table.statics.get(dsl.CanBlockShadow)):
        return False
    for restriction in b.table.statics.get(dsl.CanBlockOnly, ()):
        if not queries.matches(game, restriction.filter, attacker, blocker, b.controller, chars=a):
            return False
    if not blocking.restrictions_allow(game, blocker, attacker, b, a):
        return False
    if protected_from_source(game, attacker, blocker):
        return False
    return True


def _evasion_allows(a: Characteristics, b: Characteristics, as_if_shadow: bool = False) -> bool:
    """Whether the evasion abilities let creature `b` block creature `a`: intimidate (702.13b),
    shadow (702.28b, both ways), horsemanship (702.31b), fear (702.36b), skulk (702.118b);
    `as_if_shadow`: as though `b` had shadow ("can block creatures with shadow as though ~ had
    shadow")."""
    artifact = "Artifact" in b.types
    if a.has("intimidate") and not (artifact or a.colors & b.colors):
        return False
    if a.has("fear") and not (artifact or "B" in b.colors):
        return False
    if a.has("shadow") != (b.has("shadow") or as_if_shadow):
        return False
    if a.has("horsemanship") and not b.has("horsemanship"):
        return False
    if a.has("skulk") and (b.power or 0) > (a.power or 0):
        return False
    return True


def most_blockers(game: Kernel, attacker: int) -> int | None:
    """The most creatures that may block `attacker` (509.1b), or None for no limit."""
    return 1 if blocking.one_blocker_at_most(game, attacker) else None


def damage_as_counters(info: dict, target_is_player: bool) -> str | None:
    """120.3b, 120.3d: the counters damage from this source results in instead of loss of life
    or marked damage: poison counters on a player from a source with infect (702.90b),
    -1/-1 counters on a creature from a source with infect or wither (702.90c, 702.80a);
    None for the usual results."""
    source_keywords = info.get("keywords", [])
    if target_is_player:
        return "poison" if "infect" in source_keywords else None
    return "-1/-1" if "infect" in source_keywords or "wither" in source_keywords else None


def evolves(game: Kernel, entered: int, creature: int) -> bool:
    """702.100a: whether the creature that entered has greater power or greater toughness than
    `creature`; 702.100c: one that has left is seen as it last existed."""
    if entered in game.state.objects and game.state.objects[entered].zone == "battlefield":
        chars = game.chars(entered)
        power, toughness = chars.power, chars.toughness
    else:
        known = lki(game, entered)
        if known is None or "Creature" not in known["types"]:
            return False
        power, toughness = known["power"], known["toughness"]
    this = game.chars(creature)
    if power is None or toughness is None or this.power is None or this.toughness is None:
        return False
    return power > this.power or toughness > this.toughness


#: state.extra key: the permanents that are renowned (702.112b), by id.
RENOWNED = "renowned"


def is_renowned(game: Kernel, oid: int) -> bool:
    """702.112b: whether this permanent became renowned (a new object, 400.7, never is)."""
    return oid in game.state.extra.get(RENOWNED, ())


def make_renowned(game: Kernel, oid: int) -> None:
    """702.112b: the permanent becomes renowned; the ids of those that left are forgotten."""
    battlefield = set(game.state.battlefield)
    game.state.extra[RENOWNED] = sorted({o for o in game.state.extra.get(RENOWNED, ()) if o in battlefield} | {oid})
