"""Chains of Mephistopheles's replacement effect (614.11): "If a player would draw a card except
the first one they draw in each of their draw steps, that player discards a card instead. If the
player discards a card this way, they draw a card. If the player doesn't discard a card this
way, they mill a card." (also the older "... in their draw step each turn" and "put the top card
of their library into their graveyard").  Played in engine/discard_instead_of_draw.py."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle.phrases import fullmatch

_LINE = (r"if a player would draw a card except the first one they draw in (?:each of their draw steps|their draw "
         r"step each turn), that player discards a card instead\. if the player discards a card this way, they draw "
         r"a card\. if the player doesn't discard a card this way, they (?:mill a card|put the top card of their "
         r"library into their graveyard)")


def discard_instead_of_draw_line(text: str) -> dsl.Replacement | None:
    """The replacement a static line (without its final period) states, or None."""
    if fullmatch(_LINE, text):
        return dsl.Replacement(dsl.DiscardInsteadOfDraw("each", except_first=True))
    return None
