"""Losing the game (104.3e) or half one's life, rounded up (107.1a, 119.3)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"(?:(?P<who>.+?) )?(?P<verb>lose|loses) the game")
def _lose_game(scope: Scope, m: re.Match) -> tuple:
    """104.3e: an effect may state that a player loses the game."""
    who = phrases.player(m["who"] or "you", scope)
    if (m["verb"].lower() == "lose") != (m["who"] is None or m["who"].lower() == "you"):
        raise NoMatch(m[0])
    return (dsl.LoseGame(who),)


@clause(r"(?:(?P<who>.+?) )?(?P<verb>lose|loses) half (?P<whose>your|their) life, rounded up")
def _lose_half_life(scope: Scope, m: re.Match) -> tuple:
    """107.1a, 119.3: "you lose half your life, rounded up", "that player loses half their life,
    rounded up" (each player half of their own)."""
    who = phrases.player(m["who"] or "you", scope)
    yours = isinstance(who, dsl.You)
    if (m["verb"].lower() == "lose") != yours or (m["whose"].lower() == "your") != yours:
        raise NoMatch(m[0])
    return (dsl.LoseHalfLife(who),)
