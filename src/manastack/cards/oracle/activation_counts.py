"""How many times an ability was activated this turn: "{R}: ~ gets +1/+0 until end of turn. If this
ability has been activated four or more times this turn, sacrifice ~ at the beginning of the next
end step." (Dragon Whelp, Nalathni Dragon).  The count includes the activation resolving; the
engine records each activation of such an ability (casting.py, state.ACTIVATIONS_THIS_TURN).  A
mana ability's activations aren't recorded: one with this sentence is refused."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import parse_sentence
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _activated_times(sentence: str, previous: list, scope: Scope) -> object:
    """"If this ability has been activated N or more times this turn, EFFECT" after the
    ability's other instructions (not a mana ability's: 605.1a)."""
    m = fullmatch(r"if this ability has been activated (?P<n>\w+) or more times this turn, (?P<body>.+)", sentence)
    if not m:
        return None
    if not previous or any(isinstance(e, dsl.AddMana) for e in previous):
        raise NoMatch(sentence)
    found = parse_sentence(m["body"], scope)
    if len(found) != 1:
        raise NoMatch(sentence)
    return dsl.Conditional(dsl.ActivatedThisTurn(phrases.count(m["n"])), found[0])


effects.FOLLOWING_SENTENCES.append(_activated_times)
