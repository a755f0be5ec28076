"""Rolling a die (706.1): "roll a six-sided die", "roll a d6", "roll a d20"; "the result" of a
later sentence of the same ability is that roll's (706.2, cards/oracle/phrases.py)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope

_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}


@clause(r"roll a (?:(?P<word>four|six|eight|ten|twelve|twenty)-sided die|d(?P<n>4|6|8|10|12|20))")
def _roll(scope: Scope, m: re.Match) -> tuple:
    """706.1: only the dice the rules name (706.1a: a d4, d6, d8, d10, d12 or d20)."""
    if scope.rolled:
        raise NoMatch(m[0])  # a second roll: which "the result" would mean is the card's to say
    scope.rolled = True
    return (dsl.RollDie(_SIDES[m["word"].lower()] if m["word"] else int(m["n"])),)
