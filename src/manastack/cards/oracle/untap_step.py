"""The untap step's choice (502.3): "You may choose not to untap ~ during your untap step"."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle.phrases import fullmatch


def untap_choice_line(text: str) -> dsl.Static | None:
    """The static ability for a line (normalised, without its final period), or None."""
    if fullmatch(r"you may choose not to untap ~ during your untap step", text):
        return dsl.Static(dsl.MayChooseNotToUntap())
    return None
