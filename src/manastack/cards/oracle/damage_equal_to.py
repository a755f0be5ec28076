"""Damage by an amount named after the recipient (120.3): "~ deals damage to target creature equal
to the number of Mountains you control", "Target creature deals damage to itself equal to its
power", "~ deals damage to target player equal to the number of cards in that player's hand"; and "~ deals 2 damage divided as you choose among one or two targets"
(601.2d)."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import _damage_recipient, _object_subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


@clause(r"(?P<src>.+?) deal(?P<s>s)? damage to (?P<to>.+?) equal to (?P<val>.+)")
def _damage_equal_to(scope: Scope, m: re.Match) -> tuple:
    """120.3: the amount is computed as the effect resolves (608.2h); "itself" is the source
    doing the dealing."""
    source = _object_subject(scope, m["src"], bool(m["s"]))
    to = source if m["to"].lower() == "itself" else _damage_recipient(m["to"], scope)
    if m["to"].lower() == "itself" and isinstance(source, dsl.Each):
        raise NoMatch(m[0])
    hand = fullmatch(r"the number of cards in that player's hand", m["val"])
    if hand:
        if scope.that_player is None or to != scope.that_player:
            raise NoMatch(m["val"])
        amount = dsl.CardsInHandOf(scope.that_player)
    else:
        scope.it = source  # "its power": the source's, whatever "it" was before (Rabid Bite's subject)
        amount = phrases.value(m["val"], scope)
        scope.it = to
        if source == dsl.Self() and isinstance(amount, dsl.PowerOf | dsl.ToughnessOf) and amount.ref == dsl.Self():
            raise NoMatch(m[0])  # a spell has no power; a permanent's own is read no further here
    return (dsl.DealDamage(amount, to, source),)


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
