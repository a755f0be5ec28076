"""Conjure (Alchemy): "conjure a card named Midnight Clock onto the battlefield", "conjure four
cards named Lightning Bolt into your library", "conjure a card named ~ into your hand".  The
named card must be one the engine plays: a card the registry supports, or the card being
compiled itself; otherwise the conjuring card is refused with the phrase."""

from __future__ import annotations

import re
from collections.abc import Callable

from manastack.cards import dsl
from manastack.cards.oracle import ir, phrases
from manastack.cards.oracle.effects import SENTENCE_GROUPS, clause, parse_sentence
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

_ZONES = {"into your hand": "hand", "into your library": "library", "onto the battlefield": "battlefield"}
# The cards whose conjure clauses are being read, so that two cards conjuring each other
# don't compile each other without end: such a cycle is refused.
_READING: list[str] = []
_LOOKUP: list[Callable[[str], bool]] = []


@clause(r"conjure (?P<n>a|two|three|four|five|six|seven) (?P<word>cards?) named (?P<name>.+?) "
        r"(?P<zone>into your hand|into your library|onto the battlefield)")
def _conjure(scope: Scope, m: re.Match) -> tuple:
    amount = phrases.count(m["n"])
    if (m["word"].lower() == "cards") != (amount > 1):
        raise NoMatch(m[0])
    name = scope.card if m["name"] == "~" else m["name"]
    if name != scope.card and not _supported(name):
        raise NoMatch(m[0])
    return (dsl.Conjure(name, amount, _ZONES[m["zone"].lower()]),)


def _supported(name: str) -> bool:
    """Whether the engine plays a card (not a token) of exactly this name, as the card lookup
    the registry installs (`use_card_lookup`) says; none is installed: nothing."""
    if name in _READING or not _LOOKUP:
        return False
    _READING.append(name)
    try:
        with ir.untraced():  # the conjured card's clauses aren't this card's (the golden IR)
            return _LOOKUP[0](name)
    finally:
        _READING.remove(name)


def use_card_lookup(lookup: Callable[[str], bool]) -> None:
    """The registry (cards/registry.py), which compiles with this module, tells it which cards
    it plays."""
    _LOOKUP[:] = [lookup]


def _conjure_then_discard(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """"Conjure a card named ~ into your hand. Discard that card at the beginning of the next end
    step.": a delayed triggered ability (603.7a) whose "that card" is the card conjured."""
    if len(text_sentences) < 2 or not fullmatch(r"discard that card at the beginning of the next end step",
                                                text_sentences[1]):
        return None
    found = parse_sentence(text_sentences[0], scope)
    if len(found) != 1 or not isinstance(found[0], dsl.Conjure) or found[0].zone != "hand" or found[0].count != 1:
        raise NoMatch(text_sentences[0])
    delayed = dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end", whose="any"), (dsl.DiscardThatCard(),),
                                       remembers_conjured=True)
    return [found[0], delayed], 2


SENTENCE_GROUPS.append(_conjure_then_discard)
