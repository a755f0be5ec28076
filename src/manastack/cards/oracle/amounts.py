"""Effects whose amount is a value computed as they resolve (107.1, 608.2h): "draw cards equal to
the sacrificed creature's power", "draw cards equal to the number of Islands you control", "that
creature's controller mills cards equal to its power"."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"(?:(?P<who>.+?) )?draw(?P<s>s)? cards equal to (?P<val>.+)")
def _draw_equal(scope: Scope, m: re.Match) -> tuple:
    """121.1: that many cards, the number determined as the effect happens (608.2h)."""
    amount = phrases.value(m["val"], scope)
    if isinstance(amount, int):
        raise NoMatch(m[0])  # "cards equal to 2" isn't English
    who = m["who"]
    if who is None or who.lower() == "you":
        if m["s"]:
            raise NoMatch(m[0])
        return (dsl.Draw(amount, dsl.You()),)
    if not m["s"]:
        raise NoMatch(m[0])
    return (dsl.Draw(amount, phrases.player(who, scope)),)


@clause(r"(?:(?P<who>.+?) )?mill(?P<s>s)? cards equal to (?P<val>.+)")
def _mill_equal(scope: Scope, m: re.Match) -> tuple:
    """701.13a: that many cards, the number determined as the effect happens (608.2h)."""
    amount = phrases.value(m["val"], scope)
    if isinstance(amount, int):
        raise NoMatch(m[0])
    who = m["who"]
    if who is None or who.lower() == "you":
        if m["s"]:
            raise NoMatch(m[0])
        return (dsl.Mill(amount, dsl.You()),)
    if not m["s"]:
        raise NoMatch(m[0])
    return (dsl.Mill(amount, phrases.player(who, scope)),)
