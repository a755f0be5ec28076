"""Untapping chosen permanents (701.26b): "Untap up to four lands." (Rewind), "untap up to two
lands you control" (Wrath of Leknif): chosen as it resolves, not targeted."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"(?P<you>you )?untap up to (?P<n>two|three|four|five|six|seven|\d+) (?P<desc>.+)")
def _untap_up_to(scope: Scope, m: re.Match) -> tuple:
    described = phrases.desc(m["desc"], scope)
    amount = phrases.count(m["n"])
    if not described.plural or described.noun not in ("", "permanent") or amount < 2:
        raise NoMatch(m[0])
    return (dsl.UntapChosen(described.filter, amount),)

