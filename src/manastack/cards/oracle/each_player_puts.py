"""Each player putting a land from their hand (101.4): "Each player may put a land card from
their hand onto the battlefield, then each opponent who didn't draws a card." (Kynaios and Tiro
of Meletis).  Played in engine/each_player_puts.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"each player may put a land card from their hand onto the battlefield"
        r"(?P<then>, then each opponent who didn't draws a card)?")
def _each_player_may_put_a_land(scope: Scope, m: re.Match) -> tuple:
    return (dsl.EachPlayerMayPutFromHand(dsl.Filter(types=("Land",)), opponents_who_didnt_draw=1 if m["then"] else 0),)
