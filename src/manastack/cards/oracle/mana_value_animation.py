"""Permanents that become creatures as big as their mana value (205.1a, 613.1d, 613.4b): "Until
your next turn, up to one target noncreature artifact becomes an artifact creature with power and
toughness each equal to its mana value." (Karn, the Great Creator), also "until end of turn" or
without a duration."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope

_DURATIONS = {"until your next turn, ": "your_next_turn", "until end of turn, ": "end_of_turn"}


@clause(r"(?P<lead>until your next turn, |until end of turn, )?(?P<obj>.+?) becomes? an? "
        r"(?P<types>(?:artifact |enchantment )*)creature with power and toughness each equal to its mana value"
        r"(?P<eot> until end of turn)?")
def _become_with_mana_value_pt(scope: Scope, m: re.Match) -> tuple:
    """205.1a: the card types named replace the permanent's (no "it's still" keeps them); the
    power and toughness are its mana value as the effect begins (608.2h)."""
    if m["lead"] and m["eot"]:
        raise NoMatch(m[0])
    words = m["types"].split()
    if len(set(words)) != len(words):
        raise NoMatch(m[0])
    types = tuple(sorted(w.capitalize() for w in words)) + ("Creature",)
    duration = _DURATIONS[m["lead"].lower()] if m["lead"] else "end_of_turn" if m["eot"] else "permanent"
    return (dsl.BecomeWithManaValuePT(phrases.obj(m["obj"], scope), types, duration),)
