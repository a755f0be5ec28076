"""Costs to attack a player and their planeswalkers (508.1d, 508.1h): "Creatures can't attack you
or planeswalkers you control unless their controller pays {1} for each of those creatures."
(Baird, Steward of Argive: a static ability), "Until your next turn, creatures can't attack you or
planeswalkers you control unless their controller pays 2 life for each of those creatures."
(Sivitri, Dragon Master; Forbidding Spirit's "{2}": an effect lasting until your next turn,
611.2a).  Propaganda's "for each creature they control that's attacking you" is read with the
other static lines (compiler._static)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope, fullmatch
from manastack.cards.oracle.pipeline import LEADING_DURATION, duration

__all__ = ["attack_tax_static"]

_TAX = (r"creatures can't attack you or (?:a planeswalker|planeswalkers) you control unless their controller pays "
        r"(?:\{(?P<mana>\d+)\}|(?P<life>\d+) life) for each of those creatures")


def _payment(m: re.Match) -> dict:
    return {"mana": f"{{{m['mana']}}}"} if m["mana"] else {"life": int(m["life"])}


def attack_tax_static(text: str) -> dsl.AttackTax | None:
    """The static effect of a line (without its final period), or None for another line."""
    m = fullmatch(_TAX, text)
    return dsl.AttackTax(**_payment(m), protects_planeswalkers=True) if m else None


@clause(LEADING_DURATION + _TAX)
def _attack_tax_until_your_next_turn(scope: Scope, m: re.Match) -> tuple:
    """611.2a: the effect lasts until its controller's next turn begins."""
    duration(m, "your_next_turn")
    return (dsl.AttackTaxUntilYourNextTurn(**_payment(m), protects_planeswalkers=True),)
