"""Cards exiled face down with an object, and those cards taken back (406.3, 607.2a): "Whenever
~ attacks, exile the top card of your library face down." with "{R}, Discard your hand, Sacrifice
~: Put all cards exiled with ~ into their owners' hands." (Bomat Courier; Kyren Archive's "into
their owner's hand").  The exiled card is linked to the object that exiled it (607.2a: the second
ability finds only the cards its own object exiled, 400.7); no player may look at it (406.3)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope
from manastack.cards.oracle.trigger_events import has_node

__all__ = ["unlinked_returns"]


@clause(r"exile the top card of your library face down")
def _exile_top_face_down(scope: Scope, m: re.Match) -> tuple:
    """406.3, 607.2a: exiled face down, linked to this object."""
    return (dsl.ExileTopFaceDown(),)


@clause(r"put all cards exiled with ~ into their (?:owners' hands|owner's hand)")
def _exiled_with_to_hands(scope: Scope, m: re.Match) -> tuple:
    """607.2a: each card this object exiled goes to its owner's hand."""
    return (dsl.ReturnLinkedToHand(),)


def unlinked_returns(abilities: tuple) -> list[str]:
    """607.2a: a face that puts "all cards exiled with ~" somewhere needs an ability that exiles
    them face down with it; without one, the failure to report (else none)."""
    if has_node(abilities, dsl.ReturnLinkedToHand) and not has_node(abilities, dsl.ExileTopFaceDown):
        return ["(put all cards exiled with ~: no ability of it exiles a card with it)"]
    return []

