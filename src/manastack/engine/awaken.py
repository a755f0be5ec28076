"""Awaken (702.113a): "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's
mana cost as you cast this spell" (the casting method AWAKEN, engine/casting.py) and "If this
spell's awaken cost was paid, put N +1/+1 counters on target land you control.  That land becomes
a 0/0 Elemental creature with haste.  It's still a land."  The target slot and the instructions are
added after the spell's own (702.113b: only when the awaken cost was paid); a copy of the spell
copies that choice (707.10) and awakens too."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.registry import card_cache, card_def

#: The casting method of a spell cast for its awaken cost (state.CAST_METHODS).
AWAKEN = "awaken"

_LAND_YOU_CONTROL = dsl.TargetSpec(filter=dsl.Filter(types=("Land",), controller="you"), label="awaken")


@card_cache(maxsize=1024)
def awaken_keyword(card: str, legacy: tuple, face: int) -> dsl.Keyword | None:
    """The face's awaken keyword, if it has one."""
    return next((a for a in card_def(card, legacy).faces[face].abilities
                 if isinstance(a, dsl.Keyword) and a.name == AWAKEN), None)


def awaken_parts(card: str, legacy: tuple, face: int, offset: int) -> tuple[tuple, tuple]:
    """702.113a: the target slot ("target land you control", numbered after the spell's `offset`
    own slots) and the instructions the paid awaken cost adds."""
    keyword = awaken_keyword(card, legacy, face)
    if keyword is None:
        return (), ()
    land = dsl.Target(offset)
    effects = (dsl.PutCounters("+1/+1", keyword.amount, land),
               dsl.Animate(land, 0, 0, types=("Creature",), subtypes=("Elemental",), keywords=("haste",),
                           duration="permanent"))
    return (_LAND_YOU_CONTROL,), effects
