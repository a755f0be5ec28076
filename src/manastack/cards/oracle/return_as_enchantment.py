"""Returning as a non-creature enchantment (400.7, 614.1c, 205.1a): "When ~ dies, if it was a
creature, return it to the battlefield under its owner's control. It's an enchantment. (It's not
a creature.)" (the Enduring cycle: Enduring Innocence).  The card comes back as a new object whose
card types are Enchantment alone; "if it was a creature" is checked as it died and as the ability
resolves (603.4: its last known information)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle.phrases import NoMatch, fullmatch

__all__ = ["returns_as_enchantment"]


def returns_as_enchantment(norm: str, read_line: Callable[[str], dsl.Triggered]) -> dsl.Triggered | None:
    """The triggered ability of such a line, or None for another line; `read_line` reads the
    return without its condition and type change."""
    m = fullmatch(r"when ~ dies, if it was a creature, (?P<back>return it to the battlefield under its owner's control)"
                  r"\. it's an enchantment\.?", norm)
    if m is None:
        return None
    ability = read_line(f"When ~ dies, {m['back']}.")
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], dsl.PutOntoBattlefield) \
            or ability.condition is not None:
        raise NoMatch(norm)
    return replace(ability, effects=(replace(ability.effects[0], as_non_creature_enchantment=True),),
                   condition=dsl.TriggeringWasCreature())
