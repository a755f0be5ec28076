"""Manifest (701.34a): "manifest the top card of your library", "manifest the top two cards of
your library", "its controller manifests the top card of their library"."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import _WHO, _subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(_WHO + r"manifest(?P<s>s)? the top (?:card|(?P<n>\S+) cards) of (?P<whose>their|your) library")
def _manifest(scope: Scope, m: re.Match) -> tuple:
    who = _subject(scope, m)
    if (m["whose"].lower() == "your") != isinstance(who, dsl.You):
        raise NoMatch(m[0])
    count = phrases.number(m["n"], scope) if m["n"] else 1
    if count == 1 and m["n"]:
        raise NoMatch(m[0])  # "the top one cards"
    return (dsl.Manifest(count, who),)
