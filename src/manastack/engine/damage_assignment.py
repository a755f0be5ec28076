"""510.1a: how much combat damage a creature assigns.  A creature assigns combat damage equal to
its power, unless a static ability says it assigns damage equal to another quantity ("Each
creature assigns combat damage equal to its toughness rather than its power"); such effects
change a game rule, so when several apply they are applied in timestamp order and the latest
one decides (613.11, 613.7a: a static ability's timestamp is its permanent's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def combat_damage_amount(game: Kernel, oid: int) -> int:
    """510.1a: the combat damage this creature assigns (0 or less: it assigns none)."""
    chars = game.chars(oid)
    quantity = "power"
    latest = -1
    objects = game.state.objects
    for source, controller, effect in queries.static_effects(game, dsl.AssignsCombatDamageBy):
        if objects[source].timestamp > latest and queries.matches(game, effect.filter, oid, source, controller):
            quantity, latest = effect.quantity, objects[source].timestamp
    if quantity == "toughness":
        return chars.toughness or 0
    if quantity == "mana_value":
        return chars.mana_value
    return chars.power or 0
