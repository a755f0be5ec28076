"""Prevention effects that prevent all damage (615.1): the one-shot "Prevent all damage that
would be dealt to target creature this turn", "Prevent all combat damage that would be dealt to
and dealt by that creature this turn", "Prevent all combat damage target creature would deal
this turn"; and the static "Prevent all damage that would be dealt to ~ by creatures", "Prevent
all combat damage that would be dealt to and dealt by enchanted creature", "If damage would be
dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.5); and those from a
source of your choice (609.7a): "The next time a red source of your choice would deal damage to
you this turn, prevent that damage", "Prevent all damage a source of your choice would deal to
you this turn".  The engine applies
them in engine/damage_prevention.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases, vocab
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import DURATION, duration


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
    turn", "... dealt by X this turn": a duration exactly once."""
    rest = m["rest"]
    lasting = _durations_in(rest)
    if len(lasting) != 1:
        raise NoMatch(rest)
    duration(lasting[0], "end_of_turn")
    spaced = " " + rest
    text = (spaced[:lasting[0].start()] + spaced[lasting[0].end():]).strip()
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


def _durations_in(text: str) -> list[re.Match]:
    """The durations (pipeline.DURATION) written in `text`, each a match over " " + `text`."""
    return list(re.finditer(DURATION + r"(?= |$)", " " + text, re.IGNORECASE))


@clause(r"prevent all (?P<combat>combat )?damage (?P<obj>.+?) would deal" + DURATION)
def _prevent_all_dealt_by(scope: Scope, m: re.Match) -> tuple:
    """615.1: "prevent all combat damage target creature would deal this turn"."""
    duration(m, "end_of_turn")
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
    some = _prevent_some(text, scope)
    if some is not None:
        return some
    m = fullmatch(r"prevent all (?P<combat>combat )?damage that would be dealt (?P<rest>.+)", text)
    if not m or _durations_in(m["rest"]):
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


_CHOSEN_SOURCE = r"(?:a|an) (?P<q>(?:[a-z]+ or )?[a-z]+ )?source of your choice"


def _source_qualities(text: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(colors, card types) a chosen source must have one of: "red", "black or red", "artifact"."""
    if not text:
        return (), ()
    words = text.strip().lower().split(" or ")
    if all(w in vocab.COLORS for w in words):
        return tuple(vocab.COLORS[w] for w in words), ()
    if len(words) == 1 and words[0] in vocab.CARD_TYPES:
        return (), (vocab.CARD_TYPES[words[0]],)
    raise NoMatch(text)


def _chosen_source(scope: Scope, m: re.Match, *, next_only: bool) -> tuple:
    duration(m, "end_of_turn")
    colors, types = _source_qualities(m["q"])
    to = _recipient(m["to"], scope) if m["to"] else None
    if isinstance(to, (dsl.Filter, dsl.EachPlayer)):
        raise NoMatch(m[0])
    return (dsl.PreventFromChosenSource(to, colors, types, next_only),)


@clause(rf"the next time {_CHOSEN_SOURCE} would deal damage to (?P<to>.+?){DURATION}, prevent that damage")
def _next_time_chosen_source(scope: Scope, m: re.Match) -> tuple:
    """609.7a, 615.1: the source is chosen as the effect is created; the shield is used up by
    the first damage it prevents (609.7b: its properties are checked again then)."""
    return _chosen_source(scope, m, next_only=True)


@clause(rf"prevent all damage {_CHOSEN_SOURCE} would deal(?: to (?P<to>.+?))?{DURATION}")
def _all_from_chosen_source(scope: Scope, m: re.Match) -> tuple:
    """609.7a, 615.1: "Prevent all damage a red source of your choice would deal this turn"."""
    return _chosen_source(scope, m, next_only=False)


@clause(rf"prevent all damage that would be dealt to (?P<to>.+?){DURATION} by {_CHOSEN_SOURCE}")
def _all_to_from_chosen_source(scope: Scope, m: re.Match) -> tuple:
    """609.7a: "Prevent all damage that would be dealt to you this turn by a source of your choice"."""
    return _chosen_source(scope, m, next_only=False)


def _prevent_some(text: str, scope: Scope) -> dsl.PreventSomeDamage | None:
    """615.10: "If a [red] source [an opponent controls] would deal [combat] damage to you (or a
    creature you control), prevent N of that damage"; "If an artifact would deal damage to you,
    ..."; "... to equipped creature, ..."."""
    m = fullmatch(r"if (?:a|an) (?P<q>[a-z]+ )?(?P<noun>source|creature|artifact)(?P<opp> an opponent controls)? would "
                  r"deal (?P<combat>combat )?damage to (?P<to>.+?), prevent (?P<n>\d+) of that damage", text)
    if not m:
        return None
    colors: tuple[str, ...] = ()
    if m["q"]:
        word = m["q"].strip().lower()
        if word not in vocab.COLORS:
            raise NoMatch(text)
        colors = (vocab.COLORS[word],)
    noun = m["noun"].lower()
    types = () if noun == "source" else (noun.capitalize(),)
    to_text = m["to"].lower()
    to_you = to_text == "you" or to_text.startswith("you or ")
    rest = m["to"][len("you or "):] if to_text.startswith("you or ") else None if to_you else m["to"]
    to: object = None
    if rest is not None:
        if rest.lower() in ("equipped creature", "enchanted creature"):
            to = "attached"
        else:
            single = fullmatch(r"(?:a|an) (?P<desc>.+)", rest)
            if not single:
                raise NoMatch(text)
            described = phrases.desc(single["desc"], scope)
            if described.plural or described.noun not in ("", "permanent"):
                raise NoMatch(text)
            to = described.filter
    return dsl.PreventSomeDamage(int(m["n"]), colors, types, bool(m["opp"]), bool(m["combat"]), to_you, to)
