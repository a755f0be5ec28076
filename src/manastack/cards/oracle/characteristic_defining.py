"""Characteristic-defining abilities that define power and toughness (604.3, 613.4a, 208.2):
"~'s power and toughness are each equal to the number of creatures you control.", "~'s power
is equal to the number of Swamps you control." (the toughness printed), and the Lhurgoyf
family's "~'s power is equal to the number of card types among cards in all graveyards and its
toughness is equal to that number plus 1." (Tarmogoyf, Lhurgoyf), with the counts of cards in
every graveyard: "the number of creature cards in all graveyards" (Mortivore), "the number of
cards in all graveyards" (Lord of Extinction), "the number of card types among cards in all
graveyards" (Tarmogoyf).

The engine adds an ability's value to the printed number (a "1+*" toughness is 1 plus what the
ability adds, engine/characteristics.parse_pt), so "that number plus 1" on a "1+*" toughness
adds that number; the ability applies in every zone (604.3)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["defined_pt_line"]


def defined_pt_line(text: str, scope: Scope, printed_toughness: str | None) -> dsl.CharacteristicDefiningPT | None:
    """The ability of a static line (without its final period) that defines a creature's power
    (and toughness), or None for another line.  `printed_toughness` is the face's ("1+*")."""
    m = fullmatch(r"~'s power and toughness are each equal to (.+)", text)
    if m:
        amount = phrases.value(m[1], scope)
        if isinstance(amount, (dsl.PowerOf, dsl.ToughnessOf)) or (
                isinstance(amount, dsl.GreatestAmong) and amount.characteristic != "mana value"):
            raise NoMatch(text)  # a power read in layer 7a would depend on itself (613.8)
        base = _printed_base(printed_toughness)
        if base:  # a printed "1+*" with "1 plus the number of ...": the engine adds the printed 1 (208.2)
            if not (isinstance(amount, dsl.Sum) and amount.parts[1:] == (base,)):
                raise NoMatch(text)
            amount = amount.parts[0]
        return dsl.CharacteristicDefiningPT(amount, amount)
    m = fullmatch(r"~'s power is equal to (?P<val>.+?)(?: and its toughness is equal to that number(?: plus (?P<plus>\d+))?)?",
                  text)
    if not m:
        return None
    amount = phrases.value(m["val"], scope)
    if isinstance(amount, (int, dsl.X, dsl.PowerOf, dsl.ToughnessOf)):
        raise NoMatch(text)
    if not re.search(r" and its toughness ", text):
        return dsl.CharacteristicDefiningPT(amount, 0)  # the toughness is printed
    plus = int(m["plus"] or 0) - _printed_base(printed_toughness)
    if plus < 0:
        raise NoMatch(text)  # a printed toughness the ability's number doesn't reach
    return dsl.CharacteristicDefiningPT(amount, dsl.Sum((amount, plus)) if plus else amount)


def _printed_base(printed: str | None) -> int:
    """The fixed part of a printed "1+*" (208.2), which the engine counts before the ability."""
    m = re.fullmatch(r"(\d+)\+\*", printed or "")
    return int(m[1]) if m else 0

