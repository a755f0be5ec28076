"""Static abilities that restrict who may block whom (509.1b) and attacking or blocking alone
(506.5): "~ can't be blocked by Walls", "~ can't be blocked except by creatures with flying or
reach", "Creatures with power less than ~'s power can't block it", "~ can't block creatures with
power 2 or greater", "~ can't be blocked as long as defending player controls an artifact",
"~ can't attack or block alone"; and the requirements (508.1d, 509.1c) "All creatures able to
block ~ do so", "~ must be blocked if able", "~ blocks each combat if able", "target creature
attacks this turn if able", "target creature blocks ~ this turn if able".  The engine checks
them in engine/blocking.py and engine/requirements.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import DURATION, duration
from manastack.cards.oracle.restrictions import _one_object

#: Requirements on attacking and blocking (508.1d, 509.1c) a static ability states.
_STATIC_REQUIREMENTS = {
    "all creatures able to block ~ do so": dsl.MustBeBlockedByAll(),
    "all creatures able to block enchanted creature do so": dsl.MustBeBlockedByAll(attached=True),
    "~ must be blocked if able": dsl.MustBeBlocked(),
    "~ blocks each combat if able": dsl.BlocksEachCombat(),
    "enchanted creature attacks each combat if able": dsl.MustAttack(attached=True),
}


def blocking_static(text: str, scope: Scope) -> object | None:
    """The restriction a static line states, None if it isn't one of these; NoMatch if it is
    but a description in it isn't understood."""
    requirement = _STATIC_REQUIREMENTS.get(text.lower())
    if requirement is not None:  # 509.1c
        return requirement
    m = fullmatch(r"~ can't (?P<what>attack|block|attack or block) alone", text)
    if m:  # 506.5
        what = m["what"].lower()
        return dsl.CantAttackOrBlockAlone(attack="attack" in what, block="block" in what)
    if fullmatch(r"creatures with power less than ~'s power can't block it", text):
        return dsl.CantBeBlockedByLesserPower()
    m = fullmatch(r"creatures with (?P<walk>\w+) can be blocked as though they didn't have (?P<again>\w+)", text)
    if m and m["walk"].lower() == m["again"].lower() and m["walk"].lower() in dsl.LANDWALK:  # 702.14c
        return dsl.BlockableDespiteLandwalk(m["walk"].lower())
    if fullmatch(r"~ can block creatures with shadow as though (?:~ had shadow|they didn't have shadow)", text):
        return dsl.CanBlockShadow()  # 702.28b
    m = fullmatch(r"each (?P<desc>.+?) can block an additional creature each combat", text)
    if m:  # 509.1a
        return dsl.CreaturesCanBlockAdditional(_each_creature(m["desc"], scope, text))
    m = fullmatch(r"each (?P<desc>.+?) can't be blocked by more than one creature", text)
    if m:  # 509.1b
        return dsl.CreaturesCantBeBlockedByMoreThanOne(_each_creature(m["desc"], scope, text))
    m = fullmatch(r"enchanted creature can block only (?P<desc>.+)", text)
    if m:  # 509.1b
        return dsl.CreaturesCanBlockOnly(dsl.Filter(types=("Creature",)), _one_creature_filter(m["desc"], scope),
                                         attached=True)
    m = fullmatch(r"(?P<who>.+) can block only (?P<desc>.+)", text)
    if m and m["who"] != "~":  # 509.1b
        return dsl.CreaturesCanBlockOnly(_one_creature_filter(m["who"], scope), _one_creature_filter(m["desc"], scope))
    m = fullmatch(r"(?P<who>.+?)(?: with power greater than (?P<value>.+?))? can't (?P<what>attack|block|attack or block)",
                  text)
    if m and m["who"] not in ("~", "it") and not m["who"].lower().startswith(("enchanted ", "equipped ")):
        what = m["what"].lower()  # 508.1c, 509.1b
        value = phrases.value(m["value"], scope) if m["value"] else None
        return dsl.CreaturesCant(_one_creature_filter(m["who"], scope), attack="attack" in what, block="block" in what,
                                 power_greater_than=value)
    m = fullmatch(r"~ can't be blocked as long as defending player controls (?:an?) (?P<desc>.+)", text)
    if m:  # 506.2: the defending player controls the creatures that would block
        described = phrases.desc(m["desc"], scope)
        if described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(text)
        return dsl.CantBeBlockedWhileDefenderControls(described.filter)
    m = fullmatch(r"~ can't be blocked (?P<except>except )?by (?P<desc>.+)", text)
    if m:
        return dsl.CantBeBlockedBy(_creatures(m["desc"], scope), only=bool(m["except"]))
    m = fullmatch(r"~ can't block (?P<desc>.+)", text)
    if m:
        filters = _creatures(m["desc"], scope)
        if len(filters) != 1:
            raise NoMatch(text)
        return dsl.CantBlockCreatures(filters[0])
    return None


def _creatures(text: str, scope: Scope, *, controlled: bool = False) -> tuple[dsl.Filter, ...]:
    """"Walls", "creatures with power 2 or less", "artifact creatures and/or black creatures",
    "creatures with flying or reach": one filter for each alternative, each a plural
    description of creatures (not "two or more creatures", which counts the blockers)."""
    try:
        return (_creature_filter(text, scope, controlled),)
    except NoMatch:
        pass
    parts = re.split(r" (?:and/or|or) ", text, flags=re.I)
    if len(parts) != 2:
        raise NoMatch(text)
    first = _creature_filter(parts[0], scope, controlled)
    with_ = fullmatch(r"(?P<head>.+ with) (?P<kw>\S+)", parts[0])
    try:
        second = _creature_filter(parts[1], scope, controlled)
    except NoMatch:
        if with_ is None:  # "creatures with flying or reach": the second keyword shares the noun
            raise
        second = _creature_filter(f"{with_['head']} {parts[1]}", scope, controlled)
    return (first, second)


def _each_creature(text: str, scope: Scope, line: str) -> dsl.Filter:
    """"Each creature you control": one described creature (of a group)."""
    described = phrases.desc(text, scope)
    flt = described.filter
    if described.plural or described.noun not in ("", "permanent") or "Creature" not in flt.types or flt.other:
        raise NoMatch(line)
    return flt


def _one_creature_filter(text: str, scope: Scope) -> dsl.Filter:
    """One plural description of creatures, which may say who controls them ("you control")."""
    filters = _creatures(text, scope, controlled=True)
    if len(filters) != 1:
        raise NoMatch(text)
    return filters[0]


def _creature_filter(text: str, scope: Scope, controlled: bool = False) -> dsl.Filter:
    described = phrases.desc(text, scope)
    flt = described.filter
    if not described.plural or described.noun not in ("", "permanent") or "Creature" not in flt.types or flt.other \
            or flt.controller not in ((None, "you", "opponent") if controlled else (None,)):
        raise NoMatch(text)
    return flt


@clause(r"(?P<obj>.+?) (?P<what>attacks|blocks|blocks ~|blocks it|must be blocked)" + DURATION + " if able")
def _requirement_this_turn(scope: Scope, m: re.Match) -> tuple:
    """508.1d, 509.1c: "target creature attacks this turn if able", "target creature blocks this
    turn if able", "target creature blocks ~ this turn if able", "target creature must be
    blocked this turn if able"; "target creature defending player controls blocks it this
    combat if able" (it: ~, in its own trigger; until end of combat, 511.3)."""
    this_combat = duration(m, "end_of_turn", "end_of_combat") == "end_of_combat"
    what = m["what"].lower()
    if what == "blocks it":
        if scope.it != dsl.Self():
            raise NoMatch(m[0])
        what = "blocks ~"
    if (what == "blocks ~" and m["obj"] == "~") or (this_combat and what != "blocks ~"):
        raise NoMatch(m[0])
    kind = {"attacks": "attack", "blocks": "block", "blocks ~": "block_source", "must be blocked": "must_be_blocked"}[what]
    return (dsl.CombatRequirement(kind, _creature_ref(m["obj"], scope), this_combat=this_combat),)


@clause(r"all creatures able to block (?P<obj>.+?)" + DURATION + " do so")
def _lure_this_turn(scope: Scope, m: re.Match) -> tuple:
    """509.1c: "All creatures able to block target creature this turn do so"."""
    duration(m, "end_of_turn")
    return (dsl.CombatRequirement("lure", _creature_ref(m["obj"], scope)),)


def _creature_ref(text: str, scope: Scope) -> object:
    """One creature: ~, "it", or one target creature."""
    ref = _one_object(text, scope)
    if isinstance(ref, dsl.Target) and "Creature" not in scope.targets[ref.index].filter.types:
        raise NoMatch(text)
    return ref


_GROUP_RESTRICTIONS = {"attack": "cant_attack", "block": "cant_block", "attack or block": "cant_attack_or_block"}


@clause(r"(?P<who>.+?) can't (?P<what>attack|block|attack or block)" + DURATION)
def _group_cant_this_turn(scope: Scope, m: re.Match) -> tuple:
    """508.1c, 509.1b: "Creatures without flying can't block this turn", "Creatures your
    opponents control can't attack this turn": a group described, not locked in (611.2c)."""
    duration(m, "end_of_turn")
    return (dsl.GroupCombatRestriction(_one_creature_filter(m["who"], scope), _GROUP_RESTRICTIONS[m["what"].lower()]),)
