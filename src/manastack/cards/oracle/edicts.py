"""Edicts in the newer wording (701.21a): "that player sacrifices a permanent of their choice",
"sacrifice a creature of your choice": the sacrificing player chooses, as in the older wording
without the words."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import _WHO, clause, parse_clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(_WHO + r"sacrifice(?P<s>s)? (?P<what>.+) of (?P<whose>their|your) choice")
def _edict_of_their_choice(scope: Scope, m: re.Match) -> tuple:
    you = m["who"] is None or m["who"].lower() == "you"
    if (m["whose"].lower() == "your") != you:
        raise NoMatch(m[0])
    found = parse_clause(m[0][: m.start("whose") - len(" of ")], scope)
    if len(found) != 1 or not isinstance(found[0], dsl.SacrificeChosen):
        raise NoMatch(m[0])
    return tuple(found)


@clause(r"sacrifice (?P<desc>another .+)")
def _sacrifice_another(scope: Scope, m: re.Match) -> tuple:
    """701.21a: "you may sacrifice another creature": one the controller chooses, not the source;
    "that creature" after it is the one sacrificed (608.2h: its last known information)."""
    described = phrases.desc(m["desc"], scope)
    if described.noun not in ("", "permanent") or described.plural or not described.filter.other \
            or described.filter.controller:
        raise NoMatch(m[0])
    scope.it = dsl.Sacrificed()
    return (dsl.SacrificeChosen(described.filter, 1, dsl.You()),)
