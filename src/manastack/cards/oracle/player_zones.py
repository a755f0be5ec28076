"""Instructions about a player's zones as a whole (400.1): "exile target player's graveyard"
(406.2)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope

_WHOSE = {"your": "you", "target player's": "target player", "target opponent's": "target opponent",
          "each opponent's": "each opponent", "each player's": "each player"}


@clause(rf"exile (?:all cards from )?(?P<whose>{'|'.join(_WHOSE)}) graveyard")
def _exile_graveyard(scope: Scope, m: re.Match) -> tuple:
    """406.2: every card in the graveyard is exiled; "each player's graveyard" each one's."""
    return (dsl.ExileGraveyard(phrases.player(_WHOSE[m["whose"].lower()], scope)),)
