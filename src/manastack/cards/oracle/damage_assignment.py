"""Static abilities that change how much combat damage creatures assign (510.1a): "Each
creature you control assigns combat damage equal to its toughness rather than its power",
"Each creature assigns combat damage equal to its mana value rather than its power".  The
engine reads them in engine/damage_assignment.py."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

#: The quantities a creature may assign its combat damage by, as the text names them.
_QUANTITIES = {"toughness": "toughness", "mana value": "mana_value"}


def damage_assignment_static(text: str, scope: Scope) -> dsl.AssignsCombatDamageBy | None:
    """The static a line states, None if it isn't one; NoMatch if it is but its description of
    creatures isn't read."""
    m = fullmatch(r"each (?P<desc>.+?) assigns combat damage equal to its (?P<q>toughness|mana value) "
                  r"rather than its power", text)
    if not m:
        return None
    described = phrases.desc(m["desc"], scope)
    flt = described.filter
    if described.plural or described.noun not in ("", "permanent") or flt.types != ("Creature",) or flt.other:
        raise NoMatch(text)
    return dsl.AssignsCombatDamageBy(flt, _QUANTITIES[m["q"].lower()])
