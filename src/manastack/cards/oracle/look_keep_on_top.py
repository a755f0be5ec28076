"""Looking at the top X cards and keeping up to one on top (401.4): "Look at the top X cards of
your library, where X is your devotion to blue. Put up to one of them on top of your library and
the rest on the bottom of your library in a random order." (Thassa's Oracle), and a later "If X
is greater than or equal to the number of cards in your library, ..." comparing that X."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import SENTENCE_GROUPS
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

_KEEP = (r"put up to (?P<k>one|two) of them on top of your library and the rest on the bottom of your library "
         r"in a random order")


def _look_keep_on_top(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """The two sentences as one effect, or None when they aren't these."""
    if len(text_sentences) < 2:
        return None
    look = fullmatch(r"look at the top (?P<n>\S+) cards of your library(?:, where X is (?P<val>.+))?", text_sentences[0])
    keep = fullmatch(_KEEP, text_sentences[1])
    if not look or not keep:
        return None
    if look["val"]:
        if scope.x is not None or look["n"] != "X":
            raise NoMatch(text_sentences[0])
        scope.x = phrases.value(look["val"], scope)
    count = phrases.number(look["n"], scope)
    kept = phrases.count(keep["k"])
    if isinstance(count, int) and count <= kept:
        raise NoMatch(text_sentences[1])  # no rest to put on the bottom
    return dsl.LookAtTopKeepOnTop(count, kept), 2


SENTENCE_GROUPS.insert(0, _look_keep_on_top)
