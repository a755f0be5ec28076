"""Converge and what compares a number as a spell resolves: "Exile target nonland permanent if its
mana value is less than or equal to the number of colors of mana spent to cast this spell."
(Prismatic Ending), "Radiant Flames deals X damage to each creature, where X is the number of
colors of mana spent to cast Radiant Flames."; and an amount changed by a following sentence:
"~ deals 2 damage to target creature. ~ deals 6 damage instead if CONDITION." (Unholy Heat)."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import SENTENCE_GROUPS, clause, parse_clause, parse_sentence
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

_STATS = {"mana value": dsl.ManaValueOf, "power": dsl.PowerOf, "toughness": dsl.ToughnessOf}


@clause(r"(?P<body>.+) if its (?P<stat>mana value|power|toughness) is less than or equal to (?P<limit>.+)")
def _if_at_most(scope: Scope, m: re.Match) -> tuple:
    """The effect happens only if, as it resolves, the number is at most the other (608.2c)."""
    found = parse_clause(m["body"], scope)
    if len(found) != 1 or not isinstance(scope.it, dsl.Target):
        raise NoMatch(m[0])
    limit = phrases.value(m["limit"], scope)
    return (dsl.Conditional(dsl.NoMoreThan(_STATS[m["stat"].lower()](scope.it), limit), found[0]),)


def _instead_if(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"~ deals 2 damage to target creature or planeswalker. ~ deals 6 damage instead if
    CONDITION.": one damage effect whose amount depends on the condition as it resolves."""
    if len(text_sentences) < 2:
        return None
    instead = fullmatch(r"~ deals (?P<n>\d+) damage instead if (?P<cond>.+)", text_sentences[1])
    if not instead:
        return None
    found = parse_sentence(text_sentences[0], scope)
    if len(found) != 1 or not isinstance(found[0], dsl.DealDamage) or not isinstance(found[0].amount, int) \
            or found[0].source != dsl.Self():
        raise NoMatch(text_sentences[0])
    condition = phrases.condition(instead["cond"], scope)
    amount = dsl.ValueIf(condition, int(instead["n"]), found[0].amount)
    return [replace(found[0], amount=amount)], 2


SENTENCE_GROUPS.append(_instead_if)


@clause(r"(?P<body>.+?) if (?P<cond>.+)")
def _trailing_if(scope: Scope, m: re.Match) -> tuple:
    """"Draw a card if you control three or more artifacts": the same as "If CONDITION, EFFECT",
    checked as it resolves (608.2c)."""
    condition = phrases.condition(m["cond"], scope)
    found = parse_clause(m["body"], scope)
    if len(found) != 1:
        raise NoMatch(m[0])
    return (dsl.Conditional(condition, found[0]),)
