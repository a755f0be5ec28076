"""Replacement effects that change how many counters are put on a permanent (614.1a, 122.6):
"If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1
counters are put on it instead." (Hardened Scales), "... twice that many +1/+1 counters are put
on it instead." (Corpsejack Menace), "... on a creature, twice that many +1/+1 counters are put on
that creature instead." (Primal Vigor), "If one or more -1/-1 counters would be put on a creature
you control, that many -1/-1 counters minus one are put on it instead." (Vizier of Remedies).  The
engine applies them to the counters about to be put (engine/replacement.py, WouldPutCounters)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["counter_replacement_line"]

_CHANGED = {"that many plus one": (1, 1), "twice that many": (2, 0), "that many": (1, 0)}


def counter_replacement_line(text: str, scope: Scope) -> dsl.Replacement | None:
    """The replacement effect of a line (without its final period), or None if the line isn't
    about counters that would be put on a permanent.  Raises NoMatch for one it can't read: a
    kind named twice differently, counters of any kind ("one or more counters": each kind
    separately), a permanent other than a creature (yours or any)."""
    m = fullmatch(r"if one or more (?P<kind>\S+ )?counters would be put on (?P<desc>.+?), (?P<amount>that many plus one|"
                  r"twice that many|that many) (?P<again>\S+ )?counters(?P<minus> minus one)? are put on "
                  r"(?P<it>it|that creature|that permanent) instead", text)
    if m is None:
        return None
    if not m["kind"] or not m["again"] or m["kind"].lower() != m["again"].lower():
        raise NoMatch(text)
    kind = phrases.counter_kind(m["kind"].strip())
    subject = m["desc"].lower()
    if subject not in ("a creature you control", "a creature") or m["it"].lower() == "that permanent":
        raise NoMatch(text)
    factor, extra = _CHANGED[m["amount"].lower()]
    if m["minus"]:
        if m["amount"].lower() != "that many":
            raise NoMatch(text)
        extra = -1
    elif (factor, extra) == (1, 0):
        raise NoMatch(text)  # "that many ... are put on it instead" changes nothing
    return dsl.Replacement(dsl.ExtraCounters(kind, extra, factor=factor, yours=subject.endswith("you control")))
