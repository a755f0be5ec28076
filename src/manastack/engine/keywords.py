"""Keyword abilities (702) that the engine applies as rules: protection (702.16), hexproof
(702.11), flying/reach (702.9, 702.17), menace (702.111) (the abilities keywords stand for are in
abilities.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.queries import lki, lki_snapshot

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _quality_matches(quality: str, info: dict) -> bool:
    q = quality.lower()
    if q in COLOR_WORDS:
        return COLOR_WORDS[q] in info.get("colors", [])
    if q == "multicolored":
        return len(info.get("colors", [])) > 1
    if q == "everything":
        return True
    return quality in info.get("subtypes", []) or quality.rstrip("s") in info.get("subtypes", []) or quality in info.get("types", [])


def protected_from(game: Kernel, oid: int, source_info: dict) -> bool:
    """702.16: does `oid` have protection from a quality the source has?"""
    chars = game.chars(oid)
    for ability in chars.abilities:
        if isinstance(ability, dsl.Keyword) and ability.name == "protection":
            if any(_quality_matches(q, source_info) for q in ability.qualities):
                return True
    return False


def protected_from_source(game: Kernel, oid: int, source: int) -> bool:
    """702.16: does `oid` have protection from a quality `source` has?  The source's
    information is gathered only when `oid` has protection."""
    return game.chars(oid).has("protection") and protected_from(game, oid, source_info(game, source))


def source_info(game: Kernel, oid: int) -> dict:
    if oid in game.state.objects:
        return lki_snapshot(game, oid)
    return lki(game, oid) or {"colors": [], "types": [], "subtypes": [], "keywords": [], "controller": 0}


def _controls_land_of_type(game: Kernel, player: int, land_type: str) -> bool:
    permanents = game.permanents_chars()
    return any(chars.controller == player and "Land" in chars.types and land_type in chars.subtypes
               for chars in (permanents[oid] for oid in game.state.battlefield))


def can_block(game: Kernel, blocker: int, attacker: int) -> bool:
    """509.1b restrictions: flying (702.9b), landwalk (702.14c), protection (702.16e), "can't be
    blocked"."""
    a = game.chars(attacker)
    b = game.chars(blocker)
    if a.table.statics.get(dsl.CantBeBlocked):
        return False
    for walk, land_type in dsl.LANDWALK.items():
        if a.has(walk) and _controls_land_of_type(game, b.controller, land_type):
            return False
    if a.has("flying") and not (b.has("flying") or b.has("reach")):
        return False
    if protected_from_source(game, attacker, blocker):
        return False
    return True
