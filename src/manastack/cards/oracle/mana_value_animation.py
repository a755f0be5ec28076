"""Permanents that become creatures as big as their mana value (205.1a, 613.1d, 613.4b): "Until
your next turn, up to one target noncreature artifact becomes an artifact creature with power and
toughness each equal to its mana value." (Karn, the Great Creator), also "until end of turn" or
without a duration."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.lowering import PERMANENT
from manastack.cards.oracle.phrases import NoMatch, Scope
from manastack.cards.oracle.pipeline import DURATION, LEADING_DURATION, duration


@clause(LEADING_DURATION + r"?(?P<obj>.+?) becomes? an? "
        r"(?P<types>(?:artifact |enchantment )*)creature with power and toughness each equal to its mana value"
        + DURATION + "?")
def _become_with_mana_value_pt(scope: Scope, m: re.Match) -> tuple:
    """205.1a: the card types named replace the permanent's (no "it's still" keeps them); the
    power and toughness are its mana value as the effect begins (608.2h)."""
    lasting = duration(m, "your_next_turn", "end_of_turn", PERMANENT)
    words = m["types"].split()
    if len(set(words)) != len(words):
        raise NoMatch(m[0])
    types = tuple(sorted(w.capitalize() for w in words)) + ("Creature",)
    return (dsl.BecomeWithManaValuePT(phrases.obj(m["obj"], scope), types, lasting),)
