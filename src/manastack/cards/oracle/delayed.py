"""Delayed triggered abilities written first (603.7a): "At the beginning of your next upkeep,
pay {3}{U}{U}. If you don't, you lose the game." (the pacts), "At the beginning of the next end
step, ...", and "you lose the game" (104.3e).  The sentences "If you do" / "If you don't" that
follow belong to the delayed ability: they are done when it resolves."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import SENTENCE_GROUPS, clause, parse_sentence
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import if_you_do

#: when a delayed trigger written first triggers: (step, whose) of its Trigger (603.7c: once)
_WHEN = {
    "your next upkeep": ("upkeep", "you"),
    "the next turn's upkeep": ("upkeep", "any"),
    "your next end step": ("end", "you"),
    "the next end step": ("end", "any"),
}
_MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


@clause(r"you lose the game")
def _lose(scope: Scope, m: re.Match) -> tuple:
    return (dsl.LoseGame(dsl.You()),)


def _delayed_first(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"At the beginning of your next upkeep, pay {M}. If you don't, EFFECT." (a payment the
    player may decline, 118.3: then the "if you don't" effect happens) or "At the beginning of
    the next end step, EFFECT": one delayed triggered ability (603.7a) with the "if you do/don't"
    sentences after it."""
    m = fullmatch(r"at the beginning of (?P<when>" + "|".join(map(re.escape, _WHEN)) + r"), (?P<body>.+)",
                  text_sentences[0])
    if not m:
        return None
    step, whose = _WHEN[m["when"].lower()]
    effects: list = []
    pay = fullmatch(rf"pay (?P<mana>{_MANA})", m["body"])
    if pay:
        effects.append(dsl.MayPay(pay["mana"].upper()))
    else:
        effects.extend(parse_sentence(m["body"], scope))
    used = 1
    for sentence in text_sentences[1:]:
        then = if_you_do(sentence)
        if not then:
            break
        if not pay:
            raise NoMatch(sentence)
        did, body = then
        effects.extend(dsl.IfYouDo(e, did) for e in parse_sentence(body, scope))
        used += 1
    if pay and used == 1:
        raise NoMatch(text_sentences[0])  # a payment that nothing depends on
    return dsl.CreateDelayedTrigger(dsl.Trigger("step", step=step, whose=whose), tuple(effects)), used


SENTENCE_GROUPS.append(_delayed_first)
