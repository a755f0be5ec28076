"""Keyword lines (702.1): one or more keyword abilities separated by commas, each a bare
keyword ("Flying"), a keyword with a cost ("Cycling {2}"), with a number ("Bushido 2"), or with
a quality ("Protection from red", "Enchant creature")."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import keyword_mechanics, phrases, vocab
from manastack.cards.oracle.phrases import NoMatch, fullmatch

__all__ = ["MANA_SYMBOLS", "keyword_line"]

MANA_SYMBOLS = r"(?:\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+"


def keyword_line(norm: str) -> list[dsl.Keyword]:
    """A keyword line (702.1): keywords separated by commas; "Kicker {2}{U} and/or {1}{B}" is two
    kicker abilities (702.33a: each may be paid, 702.33d)."""
    found: list[dsl.Keyword] = []
    escape = fullmatch(rf"escape—({MANA_SYMBOLS}), exile (\w+) other cards from your graveyard\.?", norm)
    if escape and "{X}" not in escape[1].upper():  # 702.138a: the cost has a mana part and an exile part
        amount = phrases.count(escape[2])
        return [dsl.Keyword("escape", cost=escape[1].upper(), amount=amount, text=norm[:1].upper() + norm[1:])]
    for item in norm.split(", "):
        both = fullmatch(rf"kicker ({MANA_SYMBOLS}) and/or ({MANA_SYMBOLS})", item)
        found.extend([_keyword(f"kicker {both[1]}"), _keyword(f"kicker {both[2]}")] if both else [_keyword(item)])
    return found


def _keyword(item: str) -> dsl.Keyword:
    text = item[:1].upper() + item[1:]
    low = item.lower()
    if low in vocab.SIMPLE_KEYWORDS or low in vocab.CHARACTERISTIC_KEYWORDS or low in vocab.ENTERING_KEYWORDS:
        return dsl.Keyword(low, text=text)
    if low in ("totem armor", "umbra armor"):  # 702.89a (renamed umbra armor in 2023): engine/totem_armor.py
        return dsl.Keyword("totem armor", text=text)
    m = fullmatch(r"crew ([1-9]\d?)", item)
    if m:  # 702.122a: N is the crew cost, kept as the keyword's cost (the ability's reference carries it)
        return dsl.Keyword("crew", cost=m[1], amount=int(m[1]), text=text)
    m = fullmatch(r"(\w+) ([1-9]\d?)", item)
    if m and m[1].lower() in vocab.NUMBER_KEYWORDS:
        return dsl.Keyword(m[1].lower(), amount=int(m[2]), text=text)
    m = fullmatch(r"ward (\{\d+\})", item)
    if m:
        return dsl.Keyword("ward", cost=m[1], text=text)
    m = fullmatch(rf"(\w+|cumulative upkeep) ({MANA_SYMBOLS})", item)
    if m and m[1].lower() in vocab.COST_KEYWORDS:
        if "{X}" in m[2].upper() and m[1].lower() in vocab.COST_KEYWORDS_WITHOUT_X:
            raise NoMatch(item)  # an X the spell's X would be confused with (107.3)
        return dsl.Keyword(m[1].lower(), cost=m[2].upper(), text=text)
    m = fullmatch(rf"splice onto arcane ({MANA_SYMBOLS})", item)
    if m and "{X}" not in m[1].upper():  # 702.47a (Arcane is the one subtype spliced onto)
        return dsl.Keyword("splice", cost=m[1].upper(), qualities=("Arcane",), text=text)
    m = fullmatch(rf"suspend ([1-9]\d?)—({MANA_SYMBOLS})", item)
    if m and "{X}" not in m[2].upper():  # 702.62a: "Suspend N—[cost]"
        return dsl.Keyword("suspend", amount=int(m[1]), cost=m[2].upper(), text=text)
    m = fullmatch(rf"level up ({MANA_SYMBOLS})", item)
    if m and "{X}" not in m[1].upper():  # 702.87a
        return dsl.Keyword("level up", cost=m[1].upper(), text=text)
    m = fullmatch(r"affinity for (\w+)", item)
    if m:  # 702.41a
        return dsl.Keyword("affinity", qualities=(_affinity_quality(m[1]),), text=text)
    m = fullmatch(r"enchant (\w+)", item)
    if m and m[1].lower() in vocab.ENCHANT_QUALITIES:
        return dsl.Keyword("enchant", qualities=(m[1].lower(),), text=text)
    m = fullmatch(r"enchant (.+)", item)
    if m:
        return _enchant_described(m[1], text)
    m = fullmatch(r"protection from (.+)", item)
    if m:
        return dsl.Keyword("protection", qualities=tuple(_quality(q) for q in m[1].split(" and from ")), text=text)
    return keyword_mechanics.keyword(item, text)


def _enchant_described(described: str, text: str) -> dsl.Keyword:
    """702.5a, 303.4a: "Enchant creature you control", "Enchant artifact or creature", "Enchant
    nonland permanent", "Enchant Forest": a permanent the description matches.  A card in a
    graveyard or a player is something else (303.4d, 303.4g): refused."""
    found = phrases.desc(described, phrases.Scope(card=""))
    if found.plural or found.noun not in ("", "permanent") or found.filter.other:
        raise NoMatch(text)
    flt = found.filter
    noun = flt.types[0].lower() if len(flt.types) == 1 and not flt.any_types else "permanent"
    return dsl.Keyword("enchant", qualities=(noun,), text=text, filter=flt)


def _affinity_quality(word: str) -> str:
    """What "affinity for [text]" counts (702.41a): a card type or subtype, in the plural."""
    low = word.lower()
    if low in vocab.CARD_TYPES and low != vocab.CARD_TYPES[low].lower():
        return vocab.CARD_TYPES[low]
    found = vocab.subtype(word)
    if found is None or (found.lower() == low and not low.endswith("s")):  # "Plains" is its own plural
        raise NoMatch(word)
    return found


def _quality(word: str) -> str:
    """A protection quality (702.16a): a colour, "multicolored", "everything", a card type or
    a subtype (singular)."""
    low = word.lower()
    if low in vocab.COLORS or low in ("multicolored", "everything"):
        return low
    if low in vocab.CARD_TYPES and low != vocab.CARD_TYPES[low].lower():
        return vocab.CARD_TYPES[low]
    found = vocab.subtype(word)
    if found is None or found.lower() == low:
        raise NoMatch(word)
    return found
