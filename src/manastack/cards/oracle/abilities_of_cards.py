"""Static abilities that give abilities to cards outside the battlefield or change the costs of
abilities aimed at this permanent: "Each Vampire creature card you own that isn't on the
battlefield has madness. The madness cost is equal to its mana cost." (Falkenrath Gorger,
702.35a: the cards in hand, library, graveyard and exile have it, 611.3a), "Equip abilities you
activate that target ~ cost {3} less to activate." (Fervent Champion, 601.2f with 602.2b)."""

from __future__ import annotations

from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["abilities_of_cards_line"]


def abilities_of_cards_line(text: str, scope: Scope) -> object | None:
    """The static effect of a line (without its final period), or None for another line."""
    m = fullmatch(r"each (?P<desc>.+) you own that isn't on the battlefield has madness\. the madness cost is equal "
                  r"to its mana cost", text)
    if m:
        described = phrases.desc(m["desc"], scope, zone="graveyard")
        if described.noun != "card" or described.plural or described.filter.owner is not None \
                or described.filter.controller is not None:
            raise NoMatch(text)
        return dsl.GrantMadness(replace(described.filter, owner="you"))
    m = fullmatch(r"equip abilities you activate that target ~ cost \{(?P<n>\d+)\} less to activate", text)
    if m:
        return dsl.EquipCostReduction(int(m["n"]))
    return None
