"""Lines that limit when a card may be cast (601.3, 506.7): "Cast ~ only during the declare
attackers step and only if you've been attacked this step.", "Cast this spell only during
combat after blockers are declared.", "... only during combat before blockers are declared.",
"... only during the declare blockers step.", "... only during combat.", "... only during your
turn.", "... only during an opponent's turn after their upkeep step.", "Cast ~ only if you've cast
another spell this turn."  They are static abilities that work wherever the card is (the engine
checks them as the card would be cast: engine/cast_timing.py)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle.phrases import fullmatch

__all__ = ["casting_line"]

_WHEN = {
    "during combat": "combat",
    "during combat before blockers are declared": "before_blockers",
    "during combat after blockers are declared": "after_blockers",
    "during the declare attackers step": "declare_attackers",
    "during the declare attackers step and only if you've been attacked this step": "declare_attackers_attacked",
    "during the declare blockers step": "declare_blockers",
    "during your turn": "your_turn",
    "during an opponent's turn after their upkeep step": "opponents_turn_after_upkeep",
    "if you've cast another spell this turn": "another_spell",
}


def casting_line(norm: str) -> dsl.Static | None:
    """The CastOnly of a normalised line ("~" for the card's name), or None."""
    m = fullmatch(r"cast (?:~|this spell) only (.+?)\.?", norm)
    if m is None or m[1].lower() not in _WHEN:
        return None
    return dsl.Static(dsl.CastOnly(_WHEN[m[1].lower()]))
