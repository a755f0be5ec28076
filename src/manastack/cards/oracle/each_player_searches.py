"""Searches by other players (701.23): "each player may search their library for up to two basic
land cards, put them onto the battlefield, then shuffle" (Veteran Explorer): each player chooses
whether to search, in APNAP order (101.4); only a library searched is shuffled."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases, verbs
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"(?P<who>each player|each opponent|target player|target opponent) (?P<may>may search|searches) their library for "
        r"(?:up to (?P<n>\S+) (?P<many>.+?)|(?P<art>an?) (?P<one>.+?)), (?P<put>put|puts) (?P<them>them|it) "
        r"(?P<dest>onto the battlefield(?P<tapped> tapped)?|into their hand), then (?P<shuffle>shuffle|shuffles)")
def _each_player_searches(scope: Scope, m: re.Match) -> tuple:
    may = m["may"].lower() == "may search"
    if (m["put"].lower() == "put") != may or (m["shuffle"].lower() == "shuffle") != may:
        raise NoMatch(m[0])  # "may search ..., put ..., then shuffle"; "searches ..., puts ..., then shuffles"
    plural = m["n"] is not None
    if (m["them"].lower() == "them") != plural:
        raise NoMatch(m[0])
    amount = phrases.number(m["n"], scope) if plural else 1
    if plural and amount == 1:
        raise NoMatch(m[0])
    flt = verbs.search_filter(m["many"] if plural else m["one"], scope, plural=plural)
    who = phrases.player(m["who"], scope)
    to = "battlefield" if m["dest"].lower().startswith("onto") else "hand"
    return (dsl.SearchLibrary(flt, to=to, tapped=bool(m["tapped"]), who=who, optional_for=who if may else None,
                              count=amount),)
