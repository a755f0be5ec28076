"""Damage by an amount named after the recipient (120.3): "~ deals damage to target creature equal
to the number of Mountains you control", "Target creature deals damage to itself equal to its
power", "~ deals damage to target player equal to the number of cards in that player's hand"."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import _damage_recipient, _object_subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


@clause(r"(?P<src>.+?) deal(?P<s>s)? damage to (?P<to>.+?) equal to (?P<val>.+)")
def _damage_equal_to(scope: Scope, m: re.Match) -> tuple:
    """120.3: the amount is computed as the effect resolves (608.2h); "itself" is the source
    doing the dealing."""
    source = _object_subject(scope, m["src"], bool(m["s"]))
    to = source if m["to"].lower() == "itself" else _damage_recipient(m["to"], scope)
    if m["to"].lower() == "itself" and isinstance(source, dsl.Each):
        raise NoMatch(m[0])
    hand = fullmatch(r"the number of cards in that player's hand", m["val"])
    if hand:
        if scope.that_player is None or to != scope.that_player:
            raise NoMatch(m["val"])
        amount = dsl.CardsInHandOf(scope.that_player)
    else:
        amount = phrases.value(m["val"], scope)
    return (dsl.DealDamage(amount, to, source),)
