"""Tokens an effect names (111.4): "create Boo, a legendary 1/1 red Hamster creature token with
trample and haste" (Minsc & Boo, Timeless Heroes).  The token's definition is named by the whole
description (cards/oracle/tokens.py builds it: its name Boo, legendary, and the described
characteristics)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import ir, phrases
from manastack.cards.oracle.effects import _subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope
from manastack.cards.oracle.vocab import NAMED_TOKEN


@clause(r"(?:(?P<who>.+?) )?create(?P<s>s)? (?P<name>[A-Z][\w' -]*), an? (?P<legendary>legendary )?(?P<token>\d+/\d+ .+)")
def _create_named(scope: Scope, m: re.Match) -> tuple:
    """111.4: one token with the name given (capitalized words, as a card's name: 201.2); its
    description is read as any token's."""
    who = _subject(scope, m)
    described, amount = phrases.token(f"a {m['token']}", scope)
    name = f"{m['name']}, a {m['legendary'] or ''}{described}"
    if amount != 1 or not NAMED_TOKEN.fullmatch(name) or m["name"].endswith(" Token") or not ir.is_card_name(m["name"]):
        raise NoMatch(m[0])
    return (dsl.CreateToken(name, 1, who),)
