"""Clauses that restrict objects for a while (engine/restrictions.py): "target creature can't
block this turn" (508.1c, 509.1b-c) and "that creature doesn't untap during its controller's
next untap step" (502.3).  Only one object or one target slot is read: "creatures can't block
this turn" would apply to creatures that arrive later too (611.2c), which a locked-in set
doesn't play."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, obj
from manastack.cards.oracle.pipeline import DURATION, duration

_RESTRICTIONS = {"attack": "cant_attack", "block": "cant_block", "attack or block": "cant_attack_or_block",
                 "be blocked": "cant_be_blocked"}


@clause(r"(?P<obj>.+?) can't (?P<what>attack|block|attack or block|be blocked)" + DURATION)
def _cant_this_turn(scope: Scope, m: re.Match) -> tuple:
    """508.1c, 509.1b-c: "target creature can't block this turn", "~ can't attack or block this
    turn", "target creature can't be blocked this turn"."""
    duration(m, "end_of_turn")
    ref = _one_object(m["obj"], scope)
    return (dsl.CombatRestriction(_RESTRICTIONS[m["what"].lower()], ref),)


@clause(r"(?P<obj>.+?) doesn't untap during (?P<whose>its controller's|your) next untap step")
def _doesnt_untap_next(scope: Scope, m: re.Match) -> tuple:
    """502.3: "that creature doesn't untap during its controller's next untap step", "~ doesn't
    untap during your next untap step" (your: ~ only)."""
    ref = _one_object(m["obj"], scope)
    yours = m["whose"].lower() == "your"
    if yours and ref != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.DoesntUntapNext(ref, whose="you" if yours else "controller"),)


@clause(r"(?:those creatures|they) don't untap during their (?:controller's|controllers') next untap step")
def _those_dont_untap_next(scope: Scope, m: re.Match) -> tuple:
    """502.3: "Tap up to two target creatures. Those creatures don't untap during their
    controller's next untap step": the creatures of the last target slot, which names more
    than one."""
    ref = scope.it
    spec = scope.targets[ref.index] if isinstance(ref, dsl.Target) else None
    if spec is None or spec.kind != "permanent" or spec.max_count < 2 or spec.filter.types != ("Creature",):
        raise NoMatch(m[0])
    return (dsl.DoesntUntapNext(ref),)


#: "that land" and the like: the last target slot, when it is for one permanent of that type.
_THAT = {"that land": "Land", "that artifact": "Artifact"}


def _one_object(text: str, scope: Scope) -> object:
    """One object or one target slot for one object (not a group)."""
    kind = _THAT.get(text.lower())
    if kind is not None:
        ref = scope.it
        if not isinstance(ref, dsl.Target) or scope.targets[ref.index].filter.types != (kind,):
            raise NoMatch(text)
    else:
        ref = obj(text, scope)
    if not isinstance(ref, (dsl.Self, dsl.Target, dsl.Triggering, dsl.Attached)):
        raise NoMatch(text)
    if isinstance(ref, dsl.Target) and (scope.targets[ref.index].kind != "permanent"
                                        or scope.targets[ref.index].max_count != 1):
        raise NoMatch(text)
    scope.subject = "it" if "target" in text.lower() else text
    return ref
