"""Abilities gained or lost for a while (611.2a, 613.1f): "gains protection from the color of
your choice until end of turn" (702.16a), "gains forestwalk until your next upkeep", "lose hexproof
and shroud and can't have hexproof or shroud"; abilities in quotes a permanent gains by a resolved
ability: "~ gains "{T}: Add {C}."" (Urza's Saga, with no duration)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.lowering import PERMANENT
from manastack.cards.oracle.phrases import NoMatch, Scope
from manastack.cards.oracle.pipeline import DURATION, LEADING_DURATION, duration


@clause(r"(?P<obj>.+?) (?P<gain>gains?) protection from (?P<colorless>colorless or from )?the color of your choice"
        + DURATION)
def _protection_of_choice(scope: Scope, m: re.Match) -> tuple:
    """702.16a: "target creature you control gains protection from the color of your choice until
    end of turn" (the color chosen as it resolves)."""
    lasting = duration(m, "end_of_turn")
    ref = phrases.obj(m["obj"], scope)
    if isinstance(ref, dsl.Each) or m["gain"].lower() != "gains":
        raise NoMatch(m[0])
    return (dsl.GainProtectionOfChoice(ref, colorless=bool(m["colorless"]), duration=lasting),)


@clause(r"(?P<obj>.+?) (?P<gain>gains?) (?P<kw>.+?)" + DURATION)
def _grant_until_your_next_upkeep(scope: Scope, m: re.Match) -> tuple:
    """611.2a: "target creature gains forestwalk until your next upkeep" (Erhnam Djinn): the
    ability lasts until its controller's next upkeep step begins (the other durations: the
    families of grammar.modify_until and the other clauses)."""
    lasting = duration(m, "your_next_upkeep")
    ref = phrases.obj(m["obj"], scope)
    if isinstance(ref, dsl.Each) or m["gain"].lower() != "gains":
        raise NoMatch(m[0])
    return (dsl.ModifyPT(0, 0, ref, keywords=phrases.keyword_list(m["kw"]), duration=lasting),)


@clause(LEADING_DURATION + r"(?P<subj>.+?) (?P<verb>loses?) (?P<kw>[a-z ,]+?) and can't have (?P<again>[a-z ,]+)")
def _lose_and_cant_have(scope: Scope, m: re.Match) -> tuple:
    """613.1f: "until end of turn, creatures your opponents control lose hexproof and shroud and
    can't have hexproof or shroud" (Arcane Lighthouse): the group is locked in (611.2c)."""
    lasting = duration(m, "end_of_turn")
    lost = phrases.keyword_list(m["kw"])
    again = tuple(k.strip().lower() for k in re.split(r",? or |, ", m["again"]))
    if set(again) != set(lost) or len(again) != len(lost) or (len(lost) > 1) != (" or " in m["again"]):
        raise NoMatch(m[0])
    if re.match(r"(?:all|each) ", m["subj"], re.I):
        raise NoMatch(m[0])
    try:
        ref, plural = phrases.group(m["subj"], scope, bare=True)
    except NoMatch:
        ref, plural = phrases.obj(m["subj"], scope), False
    if plural != (m["verb"].lower() == "lose"):
        raise NoMatch(m[0])
    return (dsl.LoseAndCantHaveKeywords(ref, lost, duration=lasting),)


#: The compiler of a quoted ability (113.1b: compiler.compile_quoted), set by the compiler, which
#: imports this module (the hook keeps the imports free of cycles).
QUOTED_COMPILER: list = []


@clause(LEADING_DURATION + r'?(?P<obj>.+?) gains (?P<quotes>"[^"]+"(?: and "[^"]+")?)' + DURATION + "?")
def _gain_quoted(scope: Scope, m: re.Match) -> tuple:
    """613.1f, 113.1b-c: a permanent ("~", "target creature") gains the quoted abilities, compiled
    as its own; a quote's own quotes are written with single quotes ("... token with 'This
    creature gets +1/+1 for each artifact you control.'").  Without a duration, for as long as it
    stays on the battlefield (611.2a)."""
    lasting = duration(m, "end_of_turn", PERMANENT)
    if not QUOTED_COMPILER:
        raise NoMatch(m[0])
    what = phrases.obj(m["obj"], scope)
    if isinstance(what, dsl.Each) or (isinstance(what, dsl.Target) and scope.targets[what.index].max_count != 1):
        raise NoMatch(m[0])

    granted = []
    for raw in re.findall(r'"([^"]+)"', m["quotes"]):
        inner = re.sub(r"(?<![\w])'([^']+)'(?![\w])", r'"\1"', raw)
        granted.extend(QUOTED_COMPILER[0](inner))  # (NoMatch if a quote doesn't compile)
    return (dsl.GainAbilities(tuple(granted), what, lasting),)
