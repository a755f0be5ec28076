"""Poison counters given by an effect (122.1f): "You get two poison counters.", "Target player
gets a poison counter."."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import _WHO, _subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(_WHO + r"get(?P<s>s)? (?P<n>an?|\S+) poison (?P<word>counters?)")
def _get_poison(scope: Scope, m: re.Match) -> tuple:
    who = _subject(scope, m)
    amount = phrases.count(m["n"])
    if (m["word"].lower() == "counters") != (amount != 1):
        raise NoMatch(m[0])
    return (dsl.GetPoison(who, amount),)
