"""Exiling graveyards (406.2): "Exile target player's graveyard.", "Exile all graveyards.",
"Exile each opponent's graveyard.", "exile all cards from target player's graveyard", "... from all
opponents' graveyards", "Target player exiles a card from their graveyard."."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope

_OWNERS = {"target player's graveyard": "target player", "target opponent's graveyard": "target opponent",
           "your graveyard": "you", "all opponents' graveyards": "each opponent", "all graveyards": "each player"}


@clause(r"exile all cards from (?P<whose>.+)")
def exile_graveyard(scope: Scope, m: re.Match) -> tuple:
    whose = _OWNERS.get(m["whose"].lower())
    if whose is None:
        raise NoMatch(m[0])
    return (dsl.ExileGraveyard(phrases.player(whose, scope)),)
_WHOSE = {"your graveyard": dsl.You(), "all graveyards": dsl.EachPlayer(), "each player's graveyard": dsl.EachPlayer(),
          "each opponent's graveyard": dsl.EachOpponent()}


@clause(r"exile (?P<whose>your graveyard|all graveyards|each player's graveyard|each opponent's graveyard"
        r"|target (?:player|opponent)'s graveyard)")
def _exile_graveyard(scope: Scope, m: re.Match) -> tuple:
    whose = m["whose"].lower()
    if whose in _WHOSE:
        return (dsl.ExileGraveyard(_WHOSE[whose]),)
    return (dsl.ExileGraveyard(phrases.player(whose.removesuffix("'s graveyard"), scope)),)


@clause(r"(?P<who>.+?) exile(?P<s>s)? (?P<n>\S+) (?P<cards>cards?) from (?P<whose>their|your) graveyard")
def _exile_from_own_graveyard(scope: Scope, m: re.Match) -> tuple:
    """The player chooses the cards (their own graveyard); "you exile ... your", "target player
    exiles ... their"."""
    count = phrases.count(m["n"])
    if (m["cards"].lower() == "cards") != (count != 1):
        raise NoMatch(m[0])
    you = m["who"].lower() == "you"
    if you == bool(m["s"]) or you != (m["whose"].lower() == "your"):
        raise NoMatch(m[0])
    who = dsl.You() if you else phrases.player(m["who"], scope)
    if isinstance(who, dsl.EachOpponent | dsl.EachPlayer) and m["who"].lower() not in ("each player", "each opponent"):
        raise NoMatch(m[0])
    return (dsl.ExileFromOwnGraveyard(who, count),)
