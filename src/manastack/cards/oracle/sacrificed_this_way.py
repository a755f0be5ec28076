"""Sacrificing a permanent of one's choice if one wishes, then using it (701.21a, 608.2c,
608.2h): "you may sacrifice another creature. If you do, you gain X life and draw X cards, where
X is that creature's power." (Disciple of Freyalise).  "That creature" is the sacrificed one,
as it last existed on the battlefield (dsl.Sacrificed: its last known information).  "You may
sacrifice a creature. If you do, draw a card." (no "another", nothing said of the creature) is the
optional sacrifice of effects.py."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import if_you_do

#: "that creature", "that artifact": the sacrificed permanent, which only this family names.
_REFERS_BACK = re.compile(r"\bthat (?:creature|artifact|land|enchantment|permanent)\b", re.IGNORECASE)


def _may_sacrifice_then(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """The two sentences, or None if the first isn't "you may sacrifice a/another DESC" with a
    sentence after it."""
    m = fullmatch(r"you may sacrifice (?P<art>an?|another) (?P<desc>.+)", text_sentences[0])
    if not m or len(text_sentences) < 2 or m["desc"].startswith("~"):
        return None
    then = if_you_do(text_sentences[1])
    if not then or not then[0] or (m["art"].lower() != "another" and not _REFERS_BACK.search(then[1])):
        return None  # "you may sacrifice a creature. If you do, draw a card": the optional sacrifice (effects.py)
    described = phrases.desc(m["desc"], scope)
    if described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
        raise NoMatch(text_sentences[0])
    flt = described.filter
    if m["art"].lower() == "another":
        flt = replace(flt, other=True)
    before, scope.it = scope.it, dsl.Sacrificed()
    try:
        found = effects.parse_sentence(then[1], scope)
    finally:
        scope.it = before
    return [dsl.MaySacrificeOne(flt, dsl.You()), *(dsl.IfYouDo(effect) for effect in found)], 2


effects.SENTENCE_GROUPS.insert(0, _may_sacrifice_then)
