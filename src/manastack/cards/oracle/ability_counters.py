"""Countering abilities (701.6a, 113.7a): "Counter target activated ability.", "Counter target
activated or triggered ability." (Stifle), "... you don't control", "Counter target activated
ability from an artifact source." (engine/ability_counters.py)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import vocab
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope

_KINDS = {"activated": ("activated",), "triggered": ("triggered",), "activated or triggered": ("activated", "triggered")}


@clause(r"counter target (?P<kinds>activated or triggered|activated|triggered) ability"
        r"(?: from an? (?P<source>\w+) source)?(?P<theirs> you don't control)?")
def _counter_ability(scope: Scope, m: re.Match) -> tuple:
    flt = dsl.Filter()
    if m["source"]:
        word = m["source"].lower()
        card_type = vocab.CARD_TYPES.get(word)
        if card_type is None or card_type.lower() != word or card_type in ("Instant", "Sorcery"):
            raise NoMatch(m[0])  # a permanent's card type, in the singular
        flt = dsl.Filter(types=(card_type,))
    spec = dsl.TargetSpec(kind="ability", filter=flt, zone="stack", player="opponent" if m["theirs"] else None,
                          abilities=_KINDS[m["kinds"].lower()])
    ref = dsl.Target(scope.add_target(spec))
    scope.it = ref
    return (dsl.CounterAbility(ref),)
