"""Linked abilities (607.2a) that name "the exiled card" beyond returning it: "When ~ leaves the
battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the
mana value of the exiled card" (Skyclave Apparition); Isochron Scepter's imprint, "When ~ enters,
you may exile an instant card with mana value 2 or less from your hand." with "{2}, {T}: You may
copy the exiled card. If you do, you may cast the copy without paying its mana cost." (707.12).  The card is the one this object's linked
exile ability exiled (dsl.ExiledWith; trigger_events.link_exiles marks the exile).

Also tokens of a computed size (111.4, 608.2h): "create an X/X green Ooze creature token, where X
is the greatest power among creatures you control" names the token with "X/X"; the engine sets
its power and toughness to the value as the token is created."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import if_you_do

#: "the exiled card": the card this object's linked ability exiled (607.2a).
_EXILED_CARD = r"the exiled card"


def exiled_card_value(text: str, scope: Scope) -> object:
    """A number about the exiled card ("the mana value of the exiled card", "the exiled card's
    power"), or any value an effect computes (phrases.value)."""
    m = fullmatch(rf"(?:the (?P<a>mana value|power|toughness) of {_EXILED_CARD}|{_EXILED_CARD}'s "
                  r"(?P<b>mana value|power|toughness))", text)
    if not m:
        return phrases.value(text, scope)
    kind = (m["a"] or m["b"]).lower()
    return {"power": dsl.PowerOf, "toughness": dsl.ToughnessOf, "mana value": dsl.ManaValueOf}[kind](dsl.ExiledWith())


def _creator(who: str | None, third_person: bool, scope: Scope) -> object:
    """Who creates the token: you (the imperative), "the exiled card's owner" (607.2a), or a
    player phrases.player reads; the verb agrees."""
    if who is None or who.lower() == "you":
        if third_person:
            raise NoMatch(who or "create")
        return dsl.You()
    if not third_person:
        raise NoMatch(who)
    if fullmatch(rf"{_EXILED_CARD}'s owner", who):
        return dsl.OwnerOf(dsl.ExiledWith())
    return phrases.player(who, scope)


def _sized_token(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """111.4: "[who] create(s) an X/X [colors] [types] creature token [with keywords], where X is
    V": one token whose power and toughness are V as it's created (608.2h)."""
    m = fullmatch(r"(?:(?P<who>.+?) )?create(?P<s>s)? an X/X (?P<body>[^,\"]+?) creature token"
                  r"(?: with (?P<kw>[^,\"]+))?, where X is (?P<val>.+)", text_sentences[0])
    if not m:
        return None
    if scope.x is not None:
        raise NoMatch(text_sentences[0])
    who = _creator(m["who"], bool(m["s"]), scope)
    size = exiled_card_value(m["val"], scope)
    if isinstance(size, int) or isinstance(size, dsl.X):
        raise NoMatch(text_sentences[0])  # a fixed size is written as numbers; X of a cost isn't "where X is"
    key = phrases.token_characteristics(f"0/0 {m['body']} creature", m["kw"])
    name = phrases.token_description(key)
    return dsl.CreateToken("X/X" + name[len("0/0"):], 1, who, size=size), 1


effects.SENTENCE_GROUPS.insert(0, _sized_token)


@clause(r"exile (?:a|an) (?P<desc>.+?) from your hand")
def _exile_from_hand(scope: Scope, m: re.Match) -> tuple:
    """One card of a description, chosen from your hand as the ability resolves (608.2d)."""
    described = phrases.desc(m["desc"], scope, zone="hand")
    if described.noun != "card" or described.plural:
        raise NoMatch(m[0])
    return (dsl.ExileFromHand(described.filter),)


def _copy_and_cast(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """707.12: "You may copy the exiled card. If you do, you may cast the copy without paying its
    mana cost." (two sentences, one instruction)."""
    if not fullmatch(rf"you may copy {_EXILED_CARD}", text_sentences[0]):
        return None
    then = if_you_do(text_sentences[1]) if len(text_sentences) > 1 else None
    if not then or not then[0] or not fullmatch(r"you may cast the copy without paying its mana cost", then[1]):
        raise NoMatch(text_sentences[0])
    return dsl.CastCopyOf(dsl.ExiledWith()), 2


effects.SENTENCE_GROUPS.insert(0, _copy_and_cast)

