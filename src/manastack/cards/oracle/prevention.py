"""Prevention effects that prevent all damage (615.1): the one-shot "Prevent all damage that
would be dealt to target creature this turn", "Prevent all combat damage that would be dealt to
and dealt by that creature this turn", "Prevent all combat damage target creature would deal
this turn"; and the static "Prevent all damage that would be dealt to ~ by creatures", "Prevent
all combat damage that would be dealt to and dealt by enchanted creature", "If damage would be
dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.5).  The engine applies
them in engine/damage_prevention.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _group(text: str, scope: Scope) -> dsl.Filter:
    """A plural description of permanents ("creatures you control", "attacking creatures"): a
    group read again at each damage event (615.1: prevention isn't locked in)."""
    described = phrases.desc(text, scope)
    if not described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(text)
    return described.filter


def _recipient(text: str, scope: Scope) -> object:
    """Who or what damage would be dealt to: a player, an object, or a group of permanents."""
    if text.lower() == "players":
        return dsl.EachPlayer()
    mark = scope.mark()
    for reader in (phrases.player, phrases.obj, _group):
        try:
            return reader(text, scope)
        except NoMatch:
            scope.reset(mark)
    raise NoMatch(text)


def _source(text: str, scope: Scope) -> object:
    """Which sources: an object, or a group of permanents."""
    mark = scope.mark()
    try:
        return phrases.obj(text, scope)
    except NoMatch:
        scope.reset(mark)
    return _group(text, scope)


_DEALT = re.compile(r"(?:to (?P<both>and dealt by )?(?P<to>.+?))?(?: ?by (?P<by>.+?))?")


@clause(r"prevent all (?P<combat>combat )?damage that would be dealt (?P<rest>.+)")
def _prevent_all(scope: Scope, m: re.Match) -> tuple:
    """615.1: "... dealt (this turn) to X (this turn) (by Y)", "... dealt to and dealt by X this
    turn", "... dealt by X this turn": "this turn" exactly once."""
    rest = m["rest"]
    parts = re.split(r"(?:^| )this turn(?: |$)", rest, flags=re.IGNORECASE)
    if len(parts) != 2:
        raise NoMatch(rest)
    text = " ".join(p for p in parts if p)
    found = _DEALT.fullmatch(text)
    if not text or not found or not (found["to"] or found["by"]):
        raise NoMatch(rest)
    combat = bool(m["combat"])
    if found["both"]:  # "to and dealt by X": two prevention effects, one for each direction
        if found["by"]:
            raise NoMatch(rest)
        what = phrases.obj(found["to"], scope)
        return dsl.PreventAllDamage(combat, to=what), dsl.PreventAllDamage(combat, by=what)
    to = _recipient(found["to"], scope) if found["to"] else None
    by = _source(found["by"], scope) if found["by"] else None
    return (dsl.PreventAllDamage(combat, to=to, by=by),)


@clause(r"prevent all (?P<combat>combat )?damage (?P<obj>.+?) would deal this turn")
def _prevent_all_dealt_by(scope: Scope, m: re.Match) -> tuple:
    """615.1: "prevent all combat damage target creature would deal this turn"."""
    return (dsl.PreventAllDamage(bool(m["combat"]), by=phrases.obj(m["obj"], scope)),)


_STATIC_OBJECTS = {"~": "self", "enchanted creature": "attached", "equipped creature": "attached"}


def _static_side(text: str, scope: Scope, *, player_ok: bool) -> object:
    low = text.lower()
    if low in _STATIC_OBJECTS:
        return _STATIC_OBJECTS[low]
    if low == "you" and player_ok:
        return "you"
    return _group(text, scope)


def prevention_static(text: str, scope: Scope) -> dsl.PreventDamage | None:
    """The prevention effect a static line states (without a duration), None if it isn't one."""
    m = fullmatch(r"if damage would be dealt to ~, prevent that damage\. remove an? (?P<kind>\S+) counter from ~", text)
    if m:  # 615.5: the prevention, then the rest of the effect right after
        return dsl.PreventDamage(to="self", then_remove=phrases.counter_kind(m["kind"]))
    m = fullmatch(r"prevent all (?P<combat>combat )?damage that would be dealt (?P<rest>.+)", text)
    if not m or re.search(r"\bthis turn\b", m["rest"], re.IGNORECASE):
        return None
    found = _DEALT.fullmatch(m["rest"])
    if not found or not (found["to"] or found["by"]):
        raise NoMatch(text)
    combat = bool(m["combat"])
    if found["both"]:
        side = _static_side(found["to"], scope, player_ok=False)
        if found["by"] or not isinstance(side, str):
            raise NoMatch(text)
        return dsl.PreventDamage(combat, to=side, and_by=True)
    to = _static_side(found["to"], scope, player_ok=True) if found["to"] else None
    by = _static_side(found["by"], scope, player_ok=False) if found["by"] else None
    return dsl.PreventDamage(combat, to=to, by=by)
