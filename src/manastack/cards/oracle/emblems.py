"""Emblems (114): "You get an emblem with "[ability]"" (dsl.GetEmblem).  An emblem's definition is
named by its quoted abilities, 'Emblem with "Whenever you draw a card, ..."', and built the first
time the name is looked up (as a token's is, cards/oracle/tokens.py), so that a saved game with an
emblem loads in a process that never compiled the card that made it.  114.3: an emblem has no
characteristics other than its abilities: no name, types, mana cost or color."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope

PREFIX = 'Emblem with "'
#: The compiler of an emblem's ability (compiler.compile_emblem_ability), registered by the compiler
#: as it is imported (this module is below it: it imports nothing of the compiler).
ABILITY_COMPILER: list = []


def emblem_name(quote: str) -> str:
    return f'{PREFIX}{quote}"'


def emblem_definition(name: str) -> dsl.CardDef | None:
    """The definition an emblem's name describes, or None if its ability doesn't compile (114.2:
    an emblem's abilities are triggered, static or replacement abilities here)."""
    if not ABILITY_COMPILER or not name.startswith(PREFIX) or not name.endswith('"') or name.count('"') != 2:
        return None
    quote = name[len(PREFIX):-1]
    try:
        ability = ABILITY_COMPILER[0](quote)
    except NoMatch:
        return None
    face = dsl.Face(name="", abilities=(ability,))
    return dsl.CardDef(name=name, faces=(face,), layout="emblem", source="token")


@clause(r'(?P<who>you get|target opponent gets|target player gets) an emblem with "(?P<quote>[^"]+)"')
def _get_emblem(scope: Scope, m: re.Match) -> tuple:
    """114.1: the quote must compile as the emblem's ability; "target opponent gets an emblem"
    (Ob Nixilis Reignited): that player owns and controls it (114.5), "you" in it is them."""
    raw = re.search(r'"([^"]+)"', m[0])[1]
    if emblem_definition(emblem_name(raw)) is None:
        raise NoMatch(m[0])
    who = m["who"].lower()
    player = dsl.You() if who == "you get" else phrases.player(who.removesuffix(" gets"), scope)
    return (dsl.GetEmblem(emblem_name(raw), player),)
