"""Designations of players (725 the monarch): "you become the monarch".  The conditions "if
you're the monarch" and "if you have the city's blessing" (702.131c) are read with the other
conditions (phrases.condition)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"you become the monarch")
def _become_monarch(scope: Scope, m: re.Match) -> tuple:
    """725.1, 725.3."""
    return (dsl.BecomeMonarch(),)
