"""Combat trigger conditions of a creature itself (509.3): "whenever ~ becomes blocked",
"whenever ~ blocks", "when ~ attacks or blocks", "whenever ~ blocks or becomes blocked",
"whenever ~ becomes blocked by a (non-Wall) creature" (that creature: the blocker, 509.3d); and
the delayed "... at end of combat" (511.2, 603.7a) of what such an ability does to ~ itself."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause, parse_clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

_SELF_EVENTS = {"becomes blocked": "becomes_blocked", "blocks": "blocks", "attacks or blocks": "attacks_or_blocks",
                "blocks or becomes blocked": "blocks_or_becomes_blocked"}


def combat_trigger(text: str, scope: Scope) -> dsl.Trigger | None:
    """The trigger condition, None if the text isn't one of these."""
    m = fullmatch(rf"(?:when|whenever) ~ (?P<event>{'|'.join(_SELF_EVENTS)})", text)
    if m:  # 509.3a, 509.3c: once each combat
        event = _SELF_EVENTS[m["event"].lower()]
        scope.it = dsl.Self()
        scope.defending = event == "becomes_blocked"  # the defending player of its block (506.2)
        return dsl.Trigger(event, self_only=True)
    m = fullmatch(r"whenever ~ becomes blocked by (?:a|an) (?P<desc>.+)", text)
    if m:  # 509.3d: once for each creature blocking it, that creature
        described = phrases.desc(m["desc"], scope)
        flt = described.filter
        if described.plural or described.noun not in ("", "permanent") or "Creature" not in flt.types \
                or flt.controller is not None or flt.other:
            raise NoMatch(text)
        scope.it = dsl.Triggering()
        scope.defending = True
        return dsl.Trigger("blocked_by", self_only=True, subject=None if flt == dsl.Filter(types=("Creature",)) else flt)
    return None


def ambiguous_it(trigger: dsl.Trigger, rest: str) -> bool:
    """Whether the effect of a "becomes blocked by a creature" ability says "it", which could
    mean ~ or the blocking creature ("that creature" is the blocker)."""
    return trigger.event == "blocked_by" and trigger.self_only and re.search(r"\bit\b", rest, re.I) is not None


@clause(r"(?P<body>.+) at end of combat")
def _at_end_of_combat(scope: Scope, m: re.Match) -> tuple:
    """"Sacrifice it at end of combat", "remove a +1/+1 counter from it at end of combat": a
    delayed triggered ability (603.7a) that triggers as the end of combat step begins (511.2).
    The delayed ability remembers no objects, so it may name only ~ itself."""
    inner = parse_clause(m["body"], scope)
    if not inner or not all(_names_only_self(effect) for effect in inner):
        raise NoMatch(m[0])
    return (dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end_of_combat", whose="any"), tuple(inner)),)


def _names_only_self(node: object) -> bool:
    if isinstance(node, (dsl.Triggering, dsl.Target, dsl.TargetPlayer, dsl.TriggeringPlayer, dsl.Attached)):
        return False
    if isinstance(node, tuple):
        return all(_names_only_self(child) for child in node)
    if is_dataclass(node):
        return all(_names_only_self(getattr(node, f.name)) for f in fields(node))
    return True


@clause(r"sacrifice it")
def _sacrifice_it(scope: Scope, m: re.Match) -> tuple:
    """"When ~ attacks or blocks, sacrifice it at end of combat": "it" is ~ itself (701.21a)."""
    if scope.it != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.Sacrifice(dsl.Self()),)


@clause(r"remove an? (?P<kind>\S+) counter from (?:it|~)")
def _remove_counter_from_self(scope: Scope, m: re.Match) -> tuple:
    """"Remove a +1/+1 counter from it" (122.8): one counter of that kind from ~ itself, if it
    has one."""
    if m[0].lower().endswith(" it") and scope.it != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.RemoveCounterFromSelf(phrases.counter_kind(m["kind"])),)
