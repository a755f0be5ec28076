"""Exiling a whole library (406.3) and shuffling a hand into a library (701.24): "Exile all cards
from target player's library, then that player shuffles their hand into their library." (Jace,
the Mind Sculptor), "Exile all cards from your library." (Leveler; face up, 406.3), "target player
shuffles their hand into their library"."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"exile all cards from (?P<whose>your|target player's|target opponent's) library")
def _exile_library(scope: Scope, m: re.Match) -> tuple:
    """406.3: every card of that library is exiled face up."""
    whose = m["whose"].lower()
    who = dsl.You() if whose == "your" else phrases.player(whose.removesuffix("'s"), scope)
    if whose != "your":
        scope.that_player = who
    return (dsl.ExileLibrary(who),)


@clause(r"(?:(?P<who>.+?) )?shuffle(?P<s>s)? (?P<whose>your|their) hand into (?P<into>your|their) library")
def _shuffle_hand(scope: Scope, m: re.Match) -> tuple:
    """701.24: "that player shuffles their hand into their library": the hand is put into the
    library, then it is shuffled."""
    who = effects._subject(scope, m)
    yours = isinstance(who, dsl.You)
    if (m["whose"].lower() == "your") != yours or (m["into"].lower() == "your") != yours:
        raise NoMatch(m[0])
    return (dsl.ShuffleZonesIntoLibrary(who, hand=True, graveyard=False),)
