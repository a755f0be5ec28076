"""Replacement effects of the mana a permanent produces as it's tapped for mana (106.12b, 614.1a):
"If you tap a permanent for mana, it produces twice as much of that mana instead." (Mana
Reflection), "If a land is tapped for mana, it produces {B} instead of any other type and
amount." (Contamination: one {B}), "... it produces {B} instead of any other type." (Infernal
Darkness: as much mana, all {B}), "... it produces colorless mana instead of any other type."
(Ritual of Subdual).  The engine applies them as the mana would be added
(engine/replacement.py: WouldProduceMana)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle.phrases import NoMatch, fullmatch

__all__ = ["mana_replacement_line"]

_SYMBOLS = {"{w}": "W", "{u}": "U", "{b}": "B", "{r}": "R", "{g}": "G", "{c}": "C", "colorless mana": "C"}


def mana_replacement_line(text: str) -> dsl.Replacement | None:
    """The replacement effect of a line (without its final period), or None if the line isn't
    about the mana a tapped permanent produces.  Raises NoMatch for one it can't read (another
    player's permanents, a choice of color, a kind of land)."""
    if fullmatch(r"if you tap a permanent for mana, it produces twice as much of that mana instead", text):
        return dsl.Replacement(dsl.DoubleTappedMana())
    m = fullmatch(r"if (?P<what>.+?) is tapped for mana, it produces (?P<mana>.+?) instead of any other type"
                  r"(?P<amount> and amount)?", text)
    if m is None:
        return None
    mana = _SYMBOLS.get(m["mana"].lower())
    if m["what"].lower() != "a land" or mana is None:
        raise NoMatch(text)
    return dsl.Replacement(dsl.LandsProduceInstead(mana, keep_amount=not m["amount"]))
