"""Damage by an amount named after the recipient (120.3): "~ deals damage to target creature equal
to the number of Mountains you control", "Target creature deals damage to itself equal to its
power", "~ deals damage to target player equal to the number of cards in that player's hand"
(read by the pipeline: grammar.damage_to_equal_to, verbs.damage_to_equal_to, registered here to
keep its place among the clauses); and "~ deals 2 damage divided as you choose among one or two
targets" (601.2d)."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases, pipeline
from manastack.cards.oracle.effects import _object_subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope

clause(pipeline.damage_to_equal_to_clause)(pipeline.damage_to_equal_to)  # 120.3: on the pipeline


@clause(r"distribute (?P<n>two) (?P<kind>\S+) counters among one or two target (?P<desc>.+)")
def _distribute_counters(scope: Scope, m: re.Match) -> tuple:
    """601.2d: like divided damage, only two counters among one or two targets, whose number
    decides the division (both on one, or one on each)."""
    spec = phrases.target_spec(m["desc"], scope, plural=True)
    if spec.kind != "permanent":
        raise NoMatch(m[0])
    ref = dsl.Target(scope.add_target(replace(spec, min_count=1, max_count=2)))
    scope.it = ref
    return (dsl.PutCountersDivided(phrases.counter_kind(m["kind"]), phrases.count(m["n"]), ref),)


@clause(r"(?P<src>.+?) deal(?P<s>s)? (?P<n>\d+) damage divided as you choose among one or two (?P<to>targets|target .+)")
def _divided(scope: Scope, m: re.Match) -> tuple:
    """601.2d: the division is announced as the spell is cast, each target getting at least 1.
    Only 2 damage among one or two targets is read: then the number of targets decides the
    division (2 to one, or 1 to each of two), so nothing is left to announce."""
    source = _object_subject(scope, m["src"], bool(m["s"]))
    if int(m["n"]) != 2:
        raise NoMatch(m[0])
    if m["to"].lower() == "targets":
        spec = dsl.TargetSpec(kind="any")
    else:
        spec = phrases.target_spec(m["to"][len("target "):], scope, plural=True)
        if spec.kind != "permanent":
            raise NoMatch(m[0])
    ref = dsl.Target(scope.add_target(replace(spec, min_count=1, max_count=2)))
    scope.it = ref
    return (dsl.DealDamageDivided(2, ref, source),)
