"""Static abilities that add types to a group of permanents (205.1b, 613.1d layer 4): "All Cats
you control are Dogs in addition to their other types." (Rin and Seri, Inseparabler), "All
permanents are enchantments in addition to their other types." (Enchanted Evening).  Several
such effects apply in dependency order (613.8), a loop of dependencies in timestamp order
(613.8b): engine/layers.py.  Also the plural subject "Cats and Dogs you control" of another
static ability: every permanent that is either (the same group as "Cats or Dogs")."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases, vocab
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["type_addition_static", "union_subject"]


def type_addition_static(text: str, scope: Scope) -> dsl.TypeAddition | None:
    """The effect of a line "(All) DESC are TYPE in addition to their other types", None for
    another line; NoMatch for one it can't read."""
    m = fullmatch(r"(?:all )?(?P<desc>.+?) are (?P<what>\w+) in addition to their other types", text)
    if not m:
        return None
    described = phrases.desc(m["desc"], scope)
    flt = described.filter
    if not described.plural or described.noun not in ("", "permanent") or flt.other:
        raise NoMatch(text)
    word = m["what"]
    card_type = vocab.CARD_TYPES.get(word.lower())
    if card_type is not None and word.lower() != card_type.lower() and card_type in vocab.PERMANENT_TYPES:
        return dsl.TypeAddition(flt, types=(card_type,))  # "enchantments": a plural card type
    subtype = vocab.subtype(word)
    if subtype is None or subtype.lower() == word.lower() or subtype not in vocab.CREATURE_TYPES \
            or flt.types != ("Creature",):
        raise NoMatch(text)  # a plural creature type, added to creatures only (205.3d)
    return dsl.TypeAddition(flt, subtypes=(subtype,))


def union_subject(text: str) -> str:
    """"Cats and Dogs you control have haste": two plural creature types joined by "and" name
    every creature of either type, as "Cats or Dogs you control" does."""
    m = re.fullmatch(r"(?P<a>\w+) and (?P<b>\w+) (?P<rest>you control (?:have|get) .+)", text, re.IGNORECASE)
    if not m:
        return text
    kinds = [vocab.subtype(m[k]) for k in ("a", "b")]
    if any(k is None or k not in vocab.CREATURE_TYPES or k.lower() == m[n].lower() for k, n in zip(kinds, "ab", strict=True)):
        return text
    return f"{m['a']} or {m['b']} {m['rest']}"
