"""Cards put into a library at a position counted from the top (401.7): "Put target nonland
permanent into its owner's library third from the top." (with fewer than N cards in that library,
on the bottom)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"put (?P<obj>.+?) into its owner's library (?P<nth>second|third) from the top")
def _nth_from_the_top(scope: Scope, m: re.Match) -> tuple:
    return (dsl.PutIntoLibrary(phrases.obj(m["obj"], scope), m["nth"].lower()),)
