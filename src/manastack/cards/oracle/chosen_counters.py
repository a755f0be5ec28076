"""Counters put on a permanent chosen as the effect happens, not targeted (122.1, 608.2c): "Put a
menace counter on a creature you control", "put a +1/+1 counter on a creature you control".
The engine plays them in engine/chosen_counters.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"put (?:a|an) (?P<kind>[+-]\d+/[+-]\d+|[a-z]+(?: strike)?) counter on (?:a|an) (?P<desc>.+? you control)")
def _counter_on_chosen(scope: Scope, m: re.Match) -> tuple:
    """One counter on one permanent of yours, chosen as it resolves."""
    described = phrases.desc(m["desc"], scope)
    if described.plural or described.noun not in ("", "permanent") or described.filter.other:
        raise NoMatch(m[0])
    return (dsl.PutCounterOnChosen(phrases.counter_kind(m["kind"]), described.filter),)
