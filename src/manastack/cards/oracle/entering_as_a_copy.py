"""Entering as a copy (707.5, 614.1c, 616.1c): "You may have ~ enter the battlefield as a copy of
any creature on the battlefield." (Clone), "... of any artifact on the battlefield." (Sculpting
Steel), "... of any artifact or creature on the battlefield" , "... of any creature you control."
(Mirror Image), "... of any Ally creature on the battlefield." (Jwari Shapeshifter).  The permanent
is chosen as it would enter (engine/replacement.py: `_enters_as_copy`); choosing none, it enters as
itself (a 0/0 Clone then dies, 704.5f).

Refused: an exception to the copy ("..., except it's an artifact in addition", 707.9b), a copy of a
card in a graveyard, and descriptions that may take in an enchantment (an Aura put onto the
battlefield that way would have to be attached as it enters, 303.4f, which the engine doesn't
ask) or a battle."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["entering_as_a_copy_line"]

#: The card types a copied permanent may have: none of them asks more as it enters.
_COPYABLE_TYPES = frozenset({"Artifact", "Creature", "Land", "Planeswalker"})


def entering_as_a_copy_line(text: str, scope: Scope) -> dsl.Replacement | None:
    """The replacement effect of a line (without its final period), or None for another line."""
    m = fullmatch(r"you may have ~ enter(?: the battlefield)? as a copy of any (?P<desc>.+?)(?P<where> on the battlefield)?",
                  text)
    if m is None:
        return None
    described = phrases.desc(m["desc"], scope)
    flt = described.filter
    kinds = set(flt.types) | set(flt.any_types)
    if described.plural or described.noun not in ("", "permanent") or not kinds or not kinds <= _COPYABLE_TYPES:
        raise NoMatch(text)
    if not m["where"] and flt.controller is None:
        raise NoMatch(text)  # "any creature" without where it is isn't how the text reads
    return dsl.Replacement(dsl.EntersAsCopy(flt))
