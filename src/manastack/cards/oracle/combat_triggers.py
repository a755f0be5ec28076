"""Combat trigger conditions of a creature itself (509.3): "whenever ~ becomes blocked",
"whenever ~ blocks", "when ~ attacks or blocks", "whenever ~ blocks or becomes blocked",
"whenever ~ (blocks or) becomes blocked by a (non-Wall) creature" (that creature: the other
creature, 509.3d), "whenever ~ deals combat damage to a creature"; and the delayed "... at end of
combat" (511.2, 603.7a) of what such an ability does to ~ or that creature."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases, pipeline
from manastack.cards.oracle.effects import clause, parse_clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

_SELF_EVENTS = {"becomes blocked": "becomes_blocked", "blocks": "blocks", "attacks or blocks": "attacks_or_blocks",
                "blocks or becomes blocked": "blocks_or_becomes_blocked"}


#: The conditions whose triggering object ("that creature") is another creature than ~.
_OTHER_CREATURE = frozenset({"blocked_by", "blocks_or_blocked_by", "combat_damage_to_creature", "blocks_creature"})


def combat_trigger(text: str, scope: Scope) -> dsl.Trigger | None:
    """The trigger condition, None if the text isn't one of these."""
    m = fullmatch(rf"(?:when|whenever) ~ (?P<event>{'|'.join(_SELF_EVENTS)})", text)
    if m:  # 509.3a, 509.3c: once each combat
        event = _SELF_EVENTS[m["event"].lower()]
        scope.it = dsl.Self()
        scope.defending = event == "becomes_blocked"  # the defending player of its block (506.2)
        return dsl.Trigger(event, self_only=True)
    m = fullmatch(r"whenever ~ (?P<blocks>blocks or )?becomes blocked by (?:a|an) (?P<desc>.+)", text)
    if m:  # 509.3a, 509.3d: once for each creature blocking it (or it blocks), that creature
        flt = _one_creature(m["desc"], scope, text)
        scope.it = dsl.Triggering()
        scope.defending = not m["blocks"]
        return dsl.Trigger("blocks_or_blocked_by" if m["blocks"] else "blocked_by", self_only=True,
                           subject=None if flt == dsl.Filter(types=("Creature",)) else flt)
    m = fullmatch(r"whenever (?P<art>a|an|another) (?P<desc>.+?) blocks", text)
    if m and m["desc"] != "~":  # 509.3a: once each combat for each creature that blocks
        flt = _one_creature(m["desc"], scope, text, controlled=True)
        scope.it = dsl.Triggering()
        return dsl.Trigger("blocks", subject=replace(flt, other=True) if m["art"].lower() == "another" else flt)
    m = fullmatch(r"(?:when|whenever) ~ blocks (?:a|an) (?P<desc>.+)", text)
    if m:  # 509.3b: once for each creature it blocks, that creature
        flt = _one_creature(m["desc"], scope, text)
        scope.it = dsl.Triggering()
        return dsl.Trigger("blocks_creature", self_only=True, subject=None if flt == dsl.Filter(types=("Creature",)) else flt)
    if fullmatch(r"whenever ~ attacks and isn't blocked", text):  # 509.3g
        scope.it = dsl.Self()
        scope.defending = True
        return dsl.Trigger("attacks_unblocked", self_only=True)
    if fullmatch(r"whenever ~ deals combat damage to a creature", text):  # 510.2: that creature
        scope.it = dsl.Triggering()
        return dsl.Trigger("combat_damage_to_creature", self_only=True)
    return None


def _one_creature(text: str, scope: Scope, line: str, *, controlled: bool = False) -> dsl.Filter:
    """"a creature", "a non-Wall creature": one creature, described (with `controlled`, maybe
    "a creature you control")."""
    described = phrases.desc(text, scope)
    flt = described.filter
    if described.plural or described.noun not in ("", "permanent") or "Creature" not in flt.types \
            or flt.controller not in ((None, "you", "opponent") if controlled else (None,)) or flt.other:
        raise NoMatch(line)
    return flt


def ambiguous_it(trigger: dsl.Trigger, rest: str) -> bool:
    """Whether the effect of a "becomes blocked by a creature" ability says "it" before "that
    creature" (the other creature), where it would mean ~ ("it deals 2 damage to that
    creature"); after it, "it" is that creature ("tap that creature and it doesn't untap")."""
    if trigger.event not in _OTHER_CREATURE or not trigger.self_only:
        return False
    it = re.search(r"\bit\b", rest, re.I)
    that = re.search(r"\bthat creature\b", rest, re.I)
    return it is not None and (that is None or it.start() < that.start())


@clause(r"(?P<body>.+) at end of combat")
def _at_end_of_combat(scope: Scope, m: re.Match) -> tuple:
    """"Sacrifice it at end of combat", "remove a +1/+1 counter from it at end of combat": a
    delayed triggered ability (603.7a) that triggers as the end of combat step begins (511.2).
    The delayed ability may name ~ itself, or the triggering object of the ability that
    created it ("destroy that creature at end of combat"), which it remembers."""
    inner = parse_clause(m["body"], scope)
    if not inner or not all(_remembered(effect) for effect in inner):
        raise NoMatch(m[0])
    return (dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end_of_combat", whose="any"), tuple(inner),
                                     remembers_triggering=_names(inner, dsl.Triggering)),)


def _remembered(node: object) -> bool:
    """Whether the delayed ability can find every object and player the effect names: ~ itself,
    or the triggering object it remembers (not a target, an attached permanent or a player of
    the triggering event)."""
    return not _names(node, (dsl.Target, dsl.TargetPlayer, dsl.TriggeringPlayer, dsl.Attached))


def _names(node: object, kinds: type | tuple) -> bool:
    """Whether a reference of these kinds is in the node."""
    if isinstance(node, kinds):
        return True
    if isinstance(node, (tuple, list)):
        return any(_names(child, kinds) for child in node)
    if is_dataclass(node):
        return any(_names(getattr(node, f.name), kinds) for f in fields(node))
    return False


@clause(r"sacrifice it")
def _sacrifice_it(scope: Scope, m: re.Match) -> tuple:
    """"When ~ attacks or blocks, sacrifice it at end of combat": "it" is ~ itself (701.21a)."""
    if scope.it != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.Sacrifice(dsl.Self()),)


clause(pipeline.REMOVE_COUNTERS)(pipeline.remove_counter_from_self)  # 122.8: on the pipeline


@clause(r"remove (?P<obj>it|~) from combat")
def _remove_from_combat(scope: Scope, m: re.Match) -> tuple:
    """506.4: "untap it and remove it from combat": ~ itself."""
    if m["obj"] == "it" and scope.it != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.RemoveFromCombat(dsl.Self()),)


@clause(r"destroy that creature and ~")
def _destroy_both(scope: Scope, m: re.Match) -> tuple:
    """"When ~ blocks a creature, destroy that creature and ~" (701.8a): both, as the ability
    resolves (no event between the two sees one gone and the other not, 603.2)."""
    if scope.it != dsl.Triggering():
        raise NoMatch(m[0])
    return (dsl.Destroy(dsl.Triggering()), dsl.Destroy(dsl.Self()))
