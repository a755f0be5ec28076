"""Drawing up to a number of cards (121.1): "Each player may draw up to two cards. For each card
less than two a player draws this way, that player gains 2 life." (Truce, Temporary Truce)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import SENTENCE_GROUPS
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _truce(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    m = fullmatch(r"(?P<who>each player|each opponent) may draw up to (?P<n>\w+) cards", text_sentences[0])
    if not m:
        return None
    most = phrases.count(m["n"])
    if most < 2:
        raise NoMatch(text_sentences[0])
    who = phrases.player(m["who"], scope)
    rest = fullmatch(r"for each card less than (?P<n>\w+) a player draws this way, that player gains (?P<life>\d+) life",
                     text_sentences[1]) if len(text_sentences) > 1 else None
    if rest is None:
        return dsl.DrawUpTo(who, most), 1
    if phrases.count(rest["n"]) != most:
        raise NoMatch(text_sentences[1])
    return dsl.DrawUpTo(who, most, int(rest["life"])), 2


SENTENCE_GROUPS.append(_truce)
