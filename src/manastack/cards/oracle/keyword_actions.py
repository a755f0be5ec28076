"""Keyword actions (701) read as clauses: detain (701.35a) "detain target creature an opponent
controls", "detain up to two target creatures your opponents control", "detain each nonland
permanent your opponents control with mana value 4 or less"; monstrosity (701.37a)
"Monstrosity 3.", "Monstrosity X." (its "When ~ becomes monstrous" trigger and "~ is monstrous"
condition are read with the other triggers and conditions); proliferate (701.34a); populate
(701.36a); support (701.41a) "Support 2"."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases, vocab
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"detain (?P<obj>.+)")
def _detain(scope: Scope, m: re.Match) -> tuple:
    """701.35a: until your next turn, the permanents can't attack or block and their activated
    abilities can't be activated (engine/restriction_effects.py)."""
    return (dsl.Detain(phrases.obj(m["obj"], scope, group_ok=True)),)


@clause(r"monstrosity (?P<n>[1-9]\d?|x)")
def _monstrosity(scope: Scope, m: re.Match) -> tuple:
    """701.37a, 701.37c (X: the value of the ability's cost)."""
    return (dsl.Monstrosity(dsl.X() if m["n"].lower() == "x" else int(m["n"])),)


@clause(r"proliferate")
def _proliferate(scope: Scope, m: re.Match) -> tuple:
    """701.34a."""
    return (dsl.Proliferate(),)


@clause(r"populate")
def _populate(scope: Scope, m: re.Match) -> tuple:
    """701.36a."""
    return (dsl.Populate(),)


@clause(r"support (?P<n>[1-9])")
def _support(scope: Scope, m: re.Match) -> tuple:
    """701.41a: "Put a +1/+1 counter on each of up to N other target creatures" (on an instant or
    sorcery "other" excludes nothing: the spell isn't a creature)."""
    words = {n: w for w, n in vocab.NUMBER_WORDS.items() if w not in ("a", "an")}
    what = phrases.obj(f"up to {words[int(m['n'])]} other target creature{'s' if m['n'] != '1' else ''}", scope)
    return (dsl.PutCounters("+1/+1", 1, what),)
