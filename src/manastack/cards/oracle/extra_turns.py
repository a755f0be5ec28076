"""An extra turn with a delayed trigger for its end step (500.7, 603.7)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects
from manastack.cards.oracle.phrases import Scope, fullmatch


def _extra_turn_then(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Take an extra turn after this one. At the beginning of that turn's end step, you lose the
    game." (Final Fortune): the extra turn (500.7), and a delayed triggered ability (603.7)
    that waits for the end step of that very turn."""
    if len(text_sentences) < 2 or not fullmatch(r"take an extra turn after this one", text_sentences[0]):
        return None
    later = fullmatch(r"at the beginning of that turn's end step, (?P<rest>.+)", text_sentences[1])
    if not later:
        return None
    effects_then = effects.parse_sentence(later["rest"], scope)
    return [dsl.ExtraTurn(dsl.You()), dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end", whose="any"),
                                                               tuple(effects_then), that_extra_turn=True)], 2


effects.SENTENCE_GROUPS.insert(0, _extra_turn_then)
