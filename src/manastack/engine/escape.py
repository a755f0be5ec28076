"""Escape granted by a permanent (702.138a; Underworld Breach: "Each nonland card in your graveyard
has escape. The escape cost is equal to the card's mana cost plus exile three other cards from
your graveyard.").  A card with such an escape is offered as the casting method GRANTED_ESCAPE, a
method of its own so that a card that also has a printed escape may be cast with either (the
card's rulings: its controller chooses which applies); a permanent cast either way "escaped"
(702.138c).  A card with no mana cost has an unpayable escape cost (118.6): it isn't offered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries
from manastack.engine.queries import static_effects
from manastack.engine.state import GRAVEYARD

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The casting method of a spell cast with an escape a permanent grants (state.CAST_METHODS).
GRANTED_ESCAPE = "granted_escape"


def granted_escape(game: Kernel, oid: int) -> tuple[str, int] | None:
    """(mana cost, how many other cards to exile) of the escape a permanent of the card's owner
    grants it in their graveyard, or None (the first such permanent's, as their escapes are alike)."""
    obj = game.state.objects[oid]
    if obj.zone != GRAVEYARD:
        return None
    for source, controller, effect in static_effects(game, dsl.GrantEscape):
        if controller == obj.owner and queries.matches(game, effect.filter, oid, source, controller):
            cost = game.chars(oid).mana_cost
            return (str(cost), effect.exile) if cost is not None else None
    return None


def granted_escapes(game: Kernel, player: int) -> list[int]:
    """The cards in `player`'s graveyard that have a granted escape (702.138a)."""
    if not static_effects(game, dsl.GrantEscape):
        return []
    return [oid for oid in game.state.players[player].graveyard if granted_escape(game, oid) is not None]
