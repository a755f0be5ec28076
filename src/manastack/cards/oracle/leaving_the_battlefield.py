"""Permanents leaving the battlefield and returning: "exile ..., then return that card to the
battlefield" (400.7).  ("destroy each ...", 701.8a, is on the pipeline: oracle/verbs.py.)"""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"exile (?P<obj>.+?),? then return (?P<that>that card|it|those cards|them) to the battlefield under "
        r"(?P<under>its owner's|their owners'|your) control")
def _flicker(scope: Scope, m: re.Match) -> tuple:
    """400.7: "exile up to one target nonland permanent you control, then return that card to the
    battlefield under its owner's control" (Displacer Kitten, Cloudshift)."""
    ref = phrases.obj(m["obj"], scope, group_ok=True)
    plural = isinstance(ref, dsl.Each) or (isinstance(ref, dsl.Target) and scope.targets[ref.index].max_count > 1)
    that, under = m["that"].lower(), m["under"].lower()
    if plural != (that in ("those cards", "them")) or (under == "their owners'") != plural:
        raise NoMatch(m[0])
    if isinstance(ref, dsl.Target) and scope.targets[ref.index].zone != "battlefield":
        raise NoMatch(m[0])
    return (dsl.Flicker(ref, "you" if under == "your" else "owner"),)
