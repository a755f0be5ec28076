"""Exiling whole graveyards (406.2): "exile all cards from target player's graveyard", "... from
your graveyard", "... from all opponents' graveyards", "... from all graveyards"."""

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
