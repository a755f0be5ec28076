"""Triggers on "one or more" objects that trigger only once each turn (603.2c, 603.2h): "Whenever
one or more other creatures you control with power 2 or less enter, draw a card. This ability
triggers only once each turn." (Enduring Innocence).  The engine triggers once per object; with
"only once each turn" the first of them triggers it and no other does that turn, so the ability
is read on one object entering and marked `one_or_more`.  Without "only once each turn" a batch
would trigger once where the engine triggers per object: such a line is refused
(compiler._subject_trigger)."""

from __future__ import annotations

from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["once_each_turn_batch"]


def once_each_turn_batch(norm: str, scope: Scope) -> tuple[dsl.Trigger, str] | None:
    """The trigger and the rest of the line (its effect and "This ability triggers only once each
    turn."), or None if the line isn't such a "one or more ... enter" trigger."""
    m = fullmatch(r"whenever one or more (?P<other>other )?(?P<desc>.+?) enter(?: the battlefield)?, (?P<rest>.+\. this "
                  r"ability triggers only once each turn\.?)", norm)
    if m is None:
        return None
    described = phrases.desc(m["desc"], scope)
    if not described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(norm)
    subject = replace(described.filter, other=True) if m["other"] else described.filter
    scope.it = dsl.Triggering()
    return dsl.Trigger("enters", subject=subject, one_or_more=True), m["rest"]
