"""Enchant (702.5, 303.4): what an Aura can target as a spell and be attached to.

"Enchant creature" allows a card type; "Enchant creature you control", "Enchant artifact or
creature", "Enchant nonland permanent" allow what a description matches (the keyword's
`filter`), read relative to the Aura's controller (303.4a, 303.4d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: GameObject.chosen key: the player an Aura with enchant player is attached to (303.4)
ATTACHED_PLAYER = "attached_player"


def enchant_filter(keyword: dsl.Keyword | None) -> dsl.Filter:
    """The permanents an enchant keyword allows (702.5a); a missing one allows creatures."""
    if keyword is not None and keyword.filter is not None:
        return keyword.filter
    quality = keyword.qualities[0] if keyword is not None and keyword.qualities else "creature"
    return dsl.Filter(types=(quality.capitalize(),))


def aura_target_spec(keyword: dsl.Keyword | None) -> dsl.TargetSpec:
    """303.4a: the target of an Aura spell is what its enchant ability allows."""
    if keyword is not None and keyword.qualities == ("player",):
        return dsl.TargetSpec(kind="player")
    return dsl.TargetSpec(filter=enchant_filter(keyword))


def printed_enchant(abilities) -> dsl.Keyword | None:
    """The enchant keyword among these abilities (702.5a), or None."""
    return next((a for a in abilities if isinstance(a, dsl.Keyword) and a.name == "enchant"), None)


def enchants_players(chars) -> bool:
    """702.5a: whether an enchant ability lets this Aura enchant a player."""
    enchant = chars.keywords.get("enchant") if chars.keywords else None
    return enchant is not None and enchant.qualities == ("player",)


def enchanted_player(game: Kernel, aura: int | None) -> int | None:
    """The player the Aura `aura` on the battlefield is attached to (303.4), or None."""
    obj = game.state.objects.get(aura) if aura is not None else None
    if obj is None or obj.zone != BATTLEFIELD:
        return None
    return obj.chosen.get(ATTACHED_PLAYER)


def can_enchant_player(game: Kernel, aura: int, player: int) -> bool:
    """303.4d: an Aura can be attached to a player its enchant ability allows, who is still in
    the game (800.4a)."""
    return enchants_players(game.chars(aura)) and 0 <= player < len(game.state.players) \
        and not game.state.players[player].lost
