"""Trading a hand for a new one: "Each player shuffles the cards from their hand into their
library, then draws that many cards." (Winds of Change, 701.24), "Discard all the cards in your
hand, then draw that many cards." (701.9), "... then draws that many cards minus one" (Dark
Deal).  (engine/new_hands.py)"""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"(?:(?P<who>.+?) )?(?P<verb>shuffle|discard)(?P<s>s)? (?P<all>all )?the cards (?:from|in) (?P<whose>your|their) hand"
        r"(?P<into> into (?P<lib>your|their) library)?, then draw(?P<s2>s)? that many cards(?: (?P<sign>plus|minus) one)?")
def _new_hand(scope: Scope, m: re.Match) -> tuple:
    you = m["who"] is None or m["who"].lower() == "you"
    third = bool(m["s"])
    if third == you or bool(m["s2"]) != third:
        raise NoMatch(m[0])
    possessive = "your" if you else "their"
    if m["whose"].lower() != possessive or (m["lib"] and m["lib"].lower() != possessive):
        raise NoMatch(m[0])
    shuffle = m["verb"].lower() == "shuffle"
    if shuffle != bool(m["into"]) or (shuffle and m["all"]) or (not shuffle and not m["all"]):
        raise NoMatch(m[0])  # "shuffles the cards from their hand into their library", "discards all the cards in"
    if (" from " in m[0].lower()) != shuffle:
        raise NoMatch(m[0])
    who = dsl.You() if you else phrases.player(m["who"], scope)
    plus = {None: 0, "plus": 1, "minus": -1}[m["sign"] and m["sign"].lower()]
    return (dsl.NewHand(who, "shuffle" if shuffle else "discard", plus),)
