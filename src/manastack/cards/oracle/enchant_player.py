"""Auras that enchant players (303.4, 702.5a: "Enchant player"): "Then attach ~ to another one of
your opponents chosen at random." (Maddening Hex).  "Enchanted player" and its triggers
("Whenever enchanted player casts ...", "At the beginning of enchanted player's upkeep") are read
with the other players and triggers (phrases.player, compiler._trigger)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"(?:then )?attach ~ to another one of your opponents chosen at random")
def _attach_to_another_opponent(scope: Scope, m: re.Match) -> tuple:
    return (dsl.AttachToAnotherOpponent(),)
