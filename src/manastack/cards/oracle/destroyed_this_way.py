"""Mass destruction of one player's permanents and what counts the destroyed ones (701.8):
"Destroy all creatures target opponent controls.", "Destroy all creatures. You gain 1 life for
each creature destroyed this way.", "Draw a card for each creature destroyed this way.", "Put a
+1/+1 counter on ~ for each permanent destroyed this way."; and "that player loses all unspent
mana" (106.4)."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases, vocab
from manastack.cards.oracle.effects import (
    SENTENCE_GROUPS,
    _amount_field,
    _times,
    clause,
    parse_clause,
    parse_sentence,
)
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


@clause(r"destroy all (?P<desc>.+) (?P<who>target player|target opponent) controls")
def _destroy_all_theirs(scope: Scope, m: re.Match) -> tuple:
    """701.8: every permanent that matches and that player controls."""
    described = phrases.desc(m["desc"], scope)
    if not described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
        raise NoMatch(m[0])
    return (dsl.DestroyAll(described.filter, controlled_by=phrases.player(m["who"], scope)),)


@clause(r"(?P<who>.+?) lose(?P<s>s)? all unspent mana")
def _lose_unspent_mana(scope: Scope, m: re.Match) -> tuple:
    """106.4: the player's mana pool empties."""
    you = m["who"].lower() == "you"
    if you == bool(m["s"]):
        raise NoMatch(m[0])
    return (dsl.LoseUnspentMana(dsl.You() if you else phrases.player(m["who"], scope)),)


def _counted_noun(noun: str) -> tuple[str, ...]:
    """The card types "each NOUN destroyed this way" counts: "permanent" counts every one."""
    low = noun.lower()
    if low == "permanent":
        return ()
    if low in vocab.CARD_TYPES and vocab.CARD_TYPES[low].lower() == low and low not in ("instant", "sorcery"):
        return (vocab.CARD_TYPES[low],)
    raise NoMatch(noun)


def _destroy_then_count(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Destroy all X. [They can't be regenerated.] EFFECT N for each NOUN destroyed this way.":
    the count is of the permanents that "destroy all" destroyed in this resolution."""
    if len(text_sentences) < 2 or not fullmatch(r"destroy all .+", text_sentences[0]):
        return None
    rest = 1
    regen = fullmatch(r"they can't be regenerated", text_sentences[1])
    if regen:
        rest = 2
    if len(text_sentences) <= rest:
        return None
    count = fullmatch(r"(?P<body>.+) for each (?P<noun>\w+) destroyed this way", text_sentences[rest])
    if not count:
        return None
    destroyed = parse_sentence(text_sentences[0], scope)
    if len(destroyed) != 1 or not isinstance(destroyed[0], dsl.DestroyAll):
        raise NoMatch(text_sentences[0])
    if regen:
        destroyed = [replace(destroyed[0], cant_regenerate=True)]
    per = dsl.DestroyedThisWay(_counted_noun(count["noun"]))
    found = parse_clause(count["body"], scope)
    if len(found) != 1:
        raise NoMatch(text_sentences[rest])
    effect = found[0]
    name = _amount_field(effect)
    amount = getattr(effect, name)
    if not isinstance(amount, int) or amount < 1:
        raise NoMatch(text_sentences[rest])
    return [*destroyed, replace(effect, **{name: _times(per, amount)})], rest + 1


SENTENCE_GROUPS.append(_destroy_then_count)


def _return_then_count(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Return any number of target ... to their owners' hands. Draw a card for each card
    returned to your hand this way.": the count is of the cards the return put into your hand."""
    if len(text_sentences) < 2:
        return None
    count = fullmatch(r"(?P<body>.+) for each card returned to your hand this way", text_sentences[1])
    if not count:
        return None
    returned = parse_sentence(text_sentences[0], scope)
    if not returned or not isinstance(returned[-1], dsl.ReturnToHand):
        raise NoMatch(text_sentences[0])
    found = parse_clause(count["body"], scope)
    if len(found) != 1:
        raise NoMatch(text_sentences[1])
    effect = found[0]
    name = _amount_field(effect)
    amount = getattr(effect, name)
    if not isinstance(amount, int) or amount < 1:
        raise NoMatch(text_sentences[1])
    return [*returned, replace(effect, **{name: _times(dsl.ReturnedToHandThisWay(), amount)})], 2


SENTENCE_GROUPS.append(_return_then_count)
