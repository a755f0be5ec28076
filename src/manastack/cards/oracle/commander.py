"""What refers to a commander (903): in the engine's games no player has one (903.4f)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"add one mana of any color in your commander's color identity")
def _commander_identity_mana(scope: Scope, m: re.Match) -> tuple:
    """903.4f: the colors of a commander's color identity are undefined for a player without a
    commander, and that part of the ability does nothing: in the engine's games (no commander
    variant) it adds no mana."""
    return (dsl.AddMana(commander_identity=True),)


def can_be_your_commander(text: str) -> dsl.CanBeYourCommander | None:
    """903.3d: "~ can be your commander." lets a planeswalker be chosen as a Commander deck's
    commander; the engine's games have no commander (903.4f), so it changes nothing in them.
    None for another line."""
    return dsl.CanBeYourCommander() if text.lower() == "~ can be your commander" else None
