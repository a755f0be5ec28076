"""Looking at the top card of a target player's library and putting it on the bottom if one
wishes (401.2, 401.4): "Look at the top card of target player's library. You may put that card
on the bottom of that player's library." (Jace, the Mind Sculptor).  The card is seen by the
ability's controller alone (hidden_info.looked_at names it to them): the library must be a
target's."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _look_then_bottom(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """The two sentences, or None if the second isn't "You may put that card on the bottom of
    ... library"."""
    if len(text_sentences) < 2:
        return None
    look = fullmatch(r"look at the top card of (?P<whose>target player's|target opponent's) library", text_sentences[0])
    bottom = fullmatch(r"you may put (?:that card|it) on the bottom of (?P<whose>that player's|your) library",
                       text_sentences[1])
    if not look or not bottom:
        return None
    if bottom["whose"].lower() != "that player's":
        raise NoMatch(" ".join(text_sentences[:2]))
    who = phrases.player(look["whose"].removesuffix("'s"), scope)
    if not isinstance(who, dsl.TargetPlayer):
        raise NoMatch(text_sentences[0])
    return [dsl.MayPutTopOnBottom(who)], 2


effects.SENTENCE_GROUPS.insert(0, _look_then_bottom)
