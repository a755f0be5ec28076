"""Creature tokens of any characteristics (111.4): "create a 1/1 green Insect creature token"
names a definition by its canonical description, built the first time it is looked up, so that
a saved game with such a token loads in a process that never compiled the card that made it."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle.phrases import NoMatch, fullmatch, token_characteristics, token_description

__all__ = ["token_definition"]


def token_definition(name: str) -> dsl.CardDef | None:
    """The definition a canonical token description names, or None if `name` isn't one.  111.4:
    the token's name is its subtypes plus the word "Token".  708.2a: `dsl.FACE_DOWN_CARD` names
    the characteristics of a face-down spell or permanent."""
    if name == dsl.FACE_DOWN_CARD:
        face = dsl.Face(name="", types=("Creature",), power="2", toughness="2")
        return dsl.CardDef(name=name, faces=(face,), layout="token", source="token")
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
