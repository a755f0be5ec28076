"""Restrictions an Aura or Equipment puts on the permanent it's attached to (611.3a):
"Enchanted creature can't attack or block" (508.1c, 509.1b), "its activated abilities can't be
activated" (602.5a), read from the static abilities on the battlefield (dsl.AttachedCant)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, restrictions
from manastack.engine.queries import static_effects

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _restrictions(game: Kernel, oid: int) -> list[dsl.AttachedCant]:
    objects = game.state.objects
    return [effect for source, _controller, effect in static_effects(game, dsl.AttachedCant)
            if objects[source].attached_to == oid]


def cant_attack(game: Kernel, oid: int) -> bool:
    """508.1c: an effect says this creature can't attack."""
    return any(r.attack for r in _restrictions(game, oid))


def cant_block(game: Kernel, oid: int) -> bool:
    """509.1b: an effect says this creature can't block."""
    return any(r.block for r in _restrictions(game, oid))


def cant_activate(game: Kernel, oid: int) -> bool:
    """602.5: an effect says this permanent's activated abilities (mana abilities too) can't be
    activated: an Aura's or Equipment's, or "activated abilities of artifacts can't be activated"."""
    return any(r.activate for r in _restrictions(game, oid)) or restrictions.detained(game, oid) or any(  # 701.35a
        queries.matches(game, effect.filter, oid, source, controller)
        for source, controller, effect in static_effects(game, dsl.CantActivate))
