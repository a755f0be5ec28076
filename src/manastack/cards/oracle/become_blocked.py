"""Attackers made blocked by an effect (509.1h, 509.3c): "When Noble Ox enters the battlefield,
all unblocked creatures attacking you become blocked by Noble Ox."  Played in
engine/become_blocked.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"all unblocked creatures attacking you become blocked by ~")
def _become_blocked_by_self(scope: Scope, m: re.Match) -> tuple:
    return (dsl.BlockUnblockedAttackers(),)
