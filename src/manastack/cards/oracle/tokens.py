"""Creature tokens of any characteristics (111.4): "create a 1/1 green Insect creature token"
names a definition by its canonical description, built the first time it is looked up, so that
a saved game with such a token loads in a process that never compiled the card that made it."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle.phrases import (
    NoMatch,
    fullmatch,
    token_characteristics,
    token_description,
    token_with_quotes,
)
from manastack.cards.oracle.vocab import NAMED_TOKEN

__all__ = ["token_definition"]


def token_definition(name: str) -> dsl.CardDef | None:
    """The definition a canonical token description names, or None if `name` isn't one.  111.4:
    the token's name is its subtypes plus the word "Token".  A description may end with
    abilities in quotes ('... token with "Sacrifice this creature: Add {C}."', 113.1b), compiled
    as the token's own abilities.  708.2a: `dsl.FACE_DOWN_CARD` names the characteristics of a
    face-down spell or permanent."""
    if name == dsl.FACE_DOWN_CARD:
        face = dsl.Face(name="", types=("Creature",), power="2", toughness="2")
        return dsl.CardDef(name=name, faces=(face,), layout="token", source="token")
    if name.startswith('Emblem with "'):  # 114.1: an emblem (cards/oracle/emblems.py)
        from manastack.cards.oracle import compiler  # noqa: F401  (registers the emblems' ability compiler)
        from manastack.cards.oracle.emblems import emblem_definition

        return emblem_definition(name)
    if '"' in name:
        return _with_quoted_abilities(name)
    named = NAMED_TOKEN.fullmatch(name)
    if named:
        return _named(named)
    m = fullmatch(r"(?P<body>.+?) token(?: with (?P<kw>.+))?", name)
    if not m:
        return None
    try:
        key = token_characteristics(m["body"], m["kw"])
    except NoMatch:
        return None
    if token_description(key) != name:
        return None
    power, toughness, colors, subtypes, types, keywords = key
    face = dsl.Face(name=" ".join(subtypes) + " Token", types=types, subtypes=subtypes, colors=colors, power=power,
                    toughness=toughness, abilities=tuple(dsl.Keyword(k, text=k.capitalize()) for k in keywords))
    return dsl.CardDef(name=name, faces=(face,), layout="token", source="token")


def _named(m: re.Match) -> dsl.CardDef | None:
    """111.4: the effect sets the token's name (and "legendary" its supertype, 205.4a); its other
    characteristics are those of its description."""
    plain = token_definition(m["description"])
    if plain is None or plain.name != m["description"] or m["name"].endswith(" Token"):
        return None
    face = replace(plain.faces[0], name=m["name"], supertypes=("Legendary",) if m["legendary"] else ())
    return replace(plain, name=m[0], faces=(face,))


def _with_quoted_abilities(name: str) -> dsl.CardDef | None:
    """A token description followed by quoted abilities (phrases.token_with_quotes)."""
    from manastack.cards.oracle.compiler import UncompilableText, compile_quoted

    base = re.sub(r'(?: with| and) "[^"]*"(?: and "[^"]*")*$', "", name)
    quotes = re.findall(r'"([^"]+)"', name[len(base):])
    plain = token_definition(base) if '"' not in base else None
    if plain is None or not quotes or token_with_quotes(base, quotes) != name:
        return None
    try:
        granted = tuple(a for quote in quotes for a in compile_quoted(quote))
    except (NoMatch, UncompilableText):
        return None
    face = replace(plain.faces[0], abilities=plain.faces[0].abilities + granted)
    return replace(plain, name=name, faces=(face,))
