"""Protections that last the turn (Veil of Summer): "Spells you control can't be countered this
turn." (101.2, 701.6b) and "You and permanents you control gain hexproof from blue and from black
until end of turn." (702.11d; also "Permanents you control gain hexproof from ...", "You gain
hexproof from ...").  Played in engine/hexproof_from.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import vocab
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope
from manastack.cards.oracle.pipeline import DURATION, duration

_COLOR = r"(?:white|blue|black|red|green)"


@clause(r"spells you control can't be countered" + DURATION)
def _spells_cant_be_countered(scope: Scope, m: re.Match) -> tuple:
    duration(m, "end_of_turn")
    return (dsl.SpellsCantBeCountered(dsl.You()),)


@clause(rf"(?P<who>you and permanents you control gain|permanents you control gain|you gain) hexproof from "
        rf"(?P<colors>{_COLOR}(?: and from {_COLOR})*){DURATION}")
def _gain_hexproof_from(scope: Scope, m: re.Match) -> tuple:
    """702.11d: hexproof from each color named ("from blue and from black")."""
    duration(m, "end_of_turn")
    colors = tuple(c.lower() for c in m["colors"].replace(" and from ", " ").split())
    if len(set(colors)) != len(colors) or any(c not in vocab.COLORS for c in colors):
        raise NoMatch(m[0])
    who = m["who"].lower()
    players = dsl.You() if who.startswith("you ") else None
    what = dsl.Each(dsl.Filter(controller="you")) if "permanents" in who else None
    return (dsl.GainHexproofFrom(colors, what=what, players=players),)
