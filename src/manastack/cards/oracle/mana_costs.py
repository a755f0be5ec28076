"""Cards described by their mana cost itself (202.1), not their mana value: "Search your library
for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle."
(Urza's Saga: a card with mana cost {U} or {X} doesn't match, its rulings)."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope
from manastack.cards.oracle.verbs import search_filter

_COST = r"(?:\{(?:\d+|[WUBRGC])\})+"


@clause(rf"search your library for an? (?P<desc>.+?) with mana cost (?P<costs>{_COST}(?: or {_COST})*), "
        r"(?P<reveal>reveal (?:it|that card), )?put (?:it|that card) "
        r"(?P<dest>onto the battlefield(?P<tapped> tapped)?|into your hand), then shuffle")
def _search_by_mana_cost(scope: Scope, m: re.Match) -> tuple:
    """701.23: search for a card whose mana cost is one of these (202.1)."""
    flt = search_filter(m["desc"], scope)
    if flt.mana_cost_in or flt.mana_value_le is not None or flt.mana_value_ge is not None:
        raise NoMatch(m[0])
    costs = tuple(c.upper() for c in m["costs"].split(" or "))
    if len(set(costs)) != len(costs):
        raise NoMatch(m[0])
    to = "battlefield" if m["dest"].lower().startswith("onto") else "hand"
    return (dsl.SearchLibrary(replace(flt, mana_cost_in=costs), to=to, tapped=bool(m["tapped"]),
                              reveal=bool(m["reveal"])),)
