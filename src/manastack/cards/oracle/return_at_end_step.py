"""Exiled cards returning at the beginning of the next end step (603.7a, 610.3c): "Exile any number
of other nonland permanents you own and control. Return those cards to the battlefield at the
beginning of the next end step." (Yorion, Sky Nomad), and after "exile target ..." "Return that
card to the battlefield under its owner's control at the beginning of the next end step."."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


@clause(r"exile any number of (?P<desc>.+?) you own and control")
def _exile_chosen(scope: Scope, m: re.Match) -> tuple:
    """Chosen as it resolves, not targeted: permanents its controller both owns and controls."""
    described = phrases.desc(f"{m['desc']} you control", scope)
    if not described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(m[0])
    return (dsl.ExileChosen(replace(described.filter, owner="you")),)


def _return_at_end_step(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """The exile and the return together: the return is a delayed triggered ability that
    remembers the cards exiled (603.7a); "those cards" after a choice of any number or several
    targets, "that card" after one."""
    if len(text_sentences) < 2:
        return None
    back = fullmatch(r"return (?P<that>that card|those cards) to the battlefield(?: under (?P<under>its owner's|their "
                     r"owners'|your) control)? at the beginning of the next end step", text_sentences[1])
    if not back:
        return None
    first = effects.parse_sentence(text_sentences[0], scope)
    if len(first) != 1 or not isinstance(first[0], (dsl.Exile, dsl.ExileChosen)):
        raise NoMatch(text_sentences[1])
    exile = first[0]
    if isinstance(exile, dsl.Exile):
        if exile.until_source_leaves or not isinstance(exile.what, dsl.Target):
            raise NoMatch(text_sentences[1])
        plural = scope.targets[exile.what.index].max_count > 1
    else:
        plural = True
    under = (back["under"] or "").lower()
    if plural != (back["that"].lower() == "those cards") or under == ("its owner's" if plural else "their owners'"):
        raise NoMatch(text_sentences[1])
    returning = dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end", whose="any"),
                                         (dsl.ReturnExiledThisWay(under_yours=under == "your"),), remembers_exiled=True)
    return [exile, returning], 2


effects.SENTENCE_GROUPS.append(_return_at_end_step)
