"""Losing abilities (613.1f, layer 6): "Target creature loses flying until end of turn.",
"~ gets -2/+2 and loses flying until end of turn."; the keywords are removed in timestamp order
with the effects that grant abilities (613.7)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import _object_subject, _pt, clause
from manastack.cards.oracle.phrases import Scope
from manastack.cards.oracle.pipeline import DURATION, duration, protection_quality


@clause(r"(?P<obj>.+?) lose(?P<s>s)? (?P<kw>.+?)" + DURATION)
def _lose_keywords(scope: Scope, m: re.Match) -> tuple:
    lasting = duration(m, "end_of_turn")
    ref = _object_subject(scope, m["obj"], bool(m["s"]), group_ok=True)
    return (dsl.LoseKeywords(ref, phrases.keyword_list(m["kw"]), lasting),)


@clause(r"(?P<obj>.+?) get(?P<s>s)? (?P<pt>\S+/\S+) and lose(?P<s2>s)? (?P<kw>.+?)" + DURATION)
def _pump_and_lose(scope: Scope, m: re.Match) -> tuple:
    lasting = duration(m, "end_of_turn")
    ref = _object_subject(scope, m["obj"], bool(m["s"]), group_ok=True)
    if bool(m["s2"]) != bool(m["s"]):
        raise phrases.NoMatch(m[0])
    power, toughness = _pt(m["pt"], scope)
    return (dsl.ModifyPT(power, toughness, ref, duration=lasting),
            dsl.LoseKeywords(ref, phrases.keyword_list(m["kw"]), lasting))


@clause(r"(?P<obj>.+?) gain(?P<s>s)? protection from (?P<q>[a-z]+(?: and from [a-z]+)*)" + DURATION)
def _gain_protection(scope: Scope, m: re.Match) -> tuple:
    """702.16a: "target creature gains protection from artifacts until end of turn"."""
    lasting = duration(m, "end_of_turn")
    qualities = tuple(protection_quality(q) for q in m["q"].split(" and from "))
    if len(set(qualities)) != len(qualities):
        raise phrases.NoMatch(m[0])  # the same quality twice isn't written
    ref = _object_subject(scope, m["obj"], bool(m["s"]), group_ok=True)
    return (dsl.GainProtection(ref, qualities, lasting),)
