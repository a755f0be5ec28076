"""A spell whose whole text only names a target ("Target permanent.", the playtest card
Indicate): the spell targets it (601.2c) and does nothing else; with the target gone it doesn't
resolve (608.2b)."""

from __future__ import annotations

from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import SENTENCE_GROUPS
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _bare_target(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    if len(text_sentences) != 1 or scope.targets or not fullmatch(r"target .+", text_sentences[0]):
        return None
    mark = scope.mark()
    try:
        phrases.obj(text_sentences[0], scope)
    except NoMatch:  # a sentence that does something to its target
        scope.reset(mark)
        return None
    return [], 1


SENTENCE_GROUPS.append(_bare_target)
