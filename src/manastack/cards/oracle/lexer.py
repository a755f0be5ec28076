"""The lexer of Oracle text: a line (normalised, reminder text stripped: oracle/text.py) to a
tuple of typed tokens, which the grammar (oracle/grammar.py) reads by kind.

Words of the closed vocabularies become tokens of their kind, with their IR value
(oracle/ir.py): card types (205.2a), supertypes (205.4a), subtypes (205.3, capitalized as Oracle
text writes them), colors (105.1), keywords (702, multi-word ones as one token), counter kinds
(122.1, a word just before "counter") and numbers (107.1).  A word of no vocabulary is a WORD
token, so that a grammar can name the exact word it doesn't know; durations (611.2) are read by
the grammar word by word for that reason (grammar.duration)."""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache
from typing import NamedTuple

from manastack.cards.oracle import ir, vocab

__all__ = ["Kind", "Token", "lex"]


class Kind(Enum):
    MANA = "mana"  # a mana symbol: {2}, {U}, {W/P} (107.4)
    NUMBER = "number"  # 3, three (107.1): value an int
    ARTICLE = "article"  # a, an: value 1
    X = "x"  # X (107.3)
    PT = "pt"  # a signed power/toughness change or P/T counter: +1/+1, -0/-2
    SIZE = "size"  # a power and toughness: 2/2
    SIGNED = "signed"  # a signed number: +1, -3 (606: loyalty)
    CARD_TYPE = "card type"  # value ir.CardType
    SUPERTYPE = "supertype"  # value ir.Supertype
    SUBTYPE = "subtype"  # value ir.Subtype
    COLOR = "color"  # value ir.Color
    NON = "non"  # nonland, non-Wall, nonblack: value the negated token
    KEYWORD = "keyword"  # value the keyword, lower case
    COUNTER_KIND = "counter kind"  # value ir.CounterKind
    COUNTER = "counter"  # the noun: value True when plural
    PLAYER = "player"  # you, your, opponent(s), player(s), their, ...: value lower case
    REF = "ref"  # it, its, that, those, this, each, another, other, target, all, any: value lower case
    SELF = "self"  # ~ or ~'s (201.5): value the text
    QUOTE = "quote"  # "text in quotes" (113.1b): value the inner text
    PUNCT = "punct"  # , . : ; — • ( ) [ ]
    WORD = "word"  # any other word: value lower case


class Token(NamedTuple):
    kind: Kind
    text: str
    value: object
    start: int
    end: int


_RAW = re.compile(r"""
    (?P<quote>"[^"]*")
  | (?P<mana>\{[^{}\s]+\})
  | (?P<pt>[+\-−][\dX]+/[+\-−][\dX]+)
  | (?P<size>[\dX*]+/[\dX*]+)
  | (?P<signed>[+\-−]\d+)
  | (?P<number>\d+)
  | (?P<self>~(?:'s)?)
  | (?P<word>[A-Za-z][A-Za-z'’\-]*(?:/[A-Za-z]+)?!?)
  | (?P<punct>\S)
""", re.VERBOSE)

_PLAYERS = frozenset({"you", "your", "yours", "yourself", "opponent", "opponents", "opponent's", "opponents'",
                      "player", "players", "player's", "players'", "their", "they", "controller", "controller's",
                      "owner", "owner's", "owners'"})
_REFS = frozenset({"it", "its", "itself", "that", "those", "this", "these", "them", "each", "another", "other",
                   "target", "all", "any"})
_SUPERTYPES = {s.lower(): s for s in ir.SUPERTYPES}
_SPELL_SUBTYPES = {s.lower(): s for s in ir.SPELL_SUBTYPES}
_SPELL_SUBTYPES.update({ir._plural(s).lower(): s for s in ir.SPELL_SUBTYPES})

#: Phrases of several words read as one token: keywords ("first strike").
_PHRASES: dict[tuple[str, ...], tuple[Kind, object]] = {tuple(k.split()): (Kind.KEYWORD, k) for k in ir.KEYWORDS if " " in k}
_LONGEST = max(len(p) for p in _PHRASES)
_PHRASE_STARTS = frozenset(p[0] for p in _PHRASES)


@lru_cache(maxsize=16384)
def _word(text: str) -> tuple[Kind, object]:
    """The kind and value of one word."""
    low = text.lower()
    if low in vocab.NUMBER_WORDS:
        return (Kind.ARTICLE, 1) if low in ("a", "an") else (Kind.NUMBER, vocab.NUMBER_WORDS[low])
    if text == "X":
        return Kind.X, None
    if low in vocab.CARD_TYPES:
        canon = vocab.CARD_TYPES[low]
        return Kind.CARD_TYPE, ir.CardType(canon, plural=low != canon.lower())
    if low in _SUPERTYPES:
        return Kind.SUPERTYPE, ir.Supertype(_SUPERTYPES[low])
    if low in vocab.COLORS or low in ("colorless", "multicolored"):
        return Kind.COLOR, ir.Color(low)
    if low in ir.KEYWORDS:
        return Kind.KEYWORD, low
    if text[0].isupper() and (subtype := _subtype(text)) is not None:
        return subtype
    if low.endswith("cycling") and _typecycling(low[: -len("cycling")]):
        return Kind.KEYWORD, low  # 702.29e: typecycling
    if low in ("counter", "counters"):
        return Kind.COUNTER, low == "counters"
    if low in _PLAYERS:
        return Kind.PLAYER, low
    if low in _REFS:
        return Kind.REF, low
    if low.startswith("non") and len(low) > 4:
        inner = text[4:] if text[3] == "-" else text[3:]
        kind, value = _word(inner[:1].upper() + inner[1:] if text[3] == "-" else inner)
        if kind in (Kind.CARD_TYPE, Kind.SUPERTYPE, Kind.SUBTYPE, Kind.COLOR):
            return Kind.NON, Token(kind, inner, value, 0, 0)
    return Kind.WORD, low


def _subtype(text: str) -> tuple[Kind, ir.Subtype] | None:
    """A subtype (205.3), singular or plural."""
    low = text.lower()
    found = vocab.subtype(text) or _SPELL_SUBTYPES.get(low)
    return None if found is None else (Kind.SUBTYPE, ir.Subtype(found, plural=low != found.lower()))


def _typecycling(prefix: str) -> bool:
    """702.29e: "[type]cycling" names "land" or a subtype, in the singular."""
    found = vocab.subtype(prefix)
    return prefix == "land" or (found is not None and found.lower() == prefix)


def starts_with_keyword(line: str) -> bool:
    """Whether the line's first token is a keyword (702), found without lexing the whole line."""
    m = _FIRST_WORD.match(line)
    return bool(m) and (_word(m[0])[0] is Kind.KEYWORD or m[0].lower() in _PHRASE_STARTS)


_FIRST_WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*(?:/[A-Za-z]+)?!?")


@lru_cache(maxsize=8192)
def lex(line: str) -> tuple[Token, ...]:
    """The tokens of a line."""
    raw: list[Token] = []
    for m in _RAW.finditer(line):
        group, text = m.lastgroup, m[0]
        if group == "word":
            kind, value = _word(text)
            if kind is Kind.KEYWORD and text[0].isupper() and raw and raw[-1].kind is not Kind.PUNCT:
                kind, value = _subtype(text) or (kind, value)  # "Champion": a keyword, or mid-sentence a subtype
        elif group == "quote":
            kind, value = Kind.QUOTE, text[1:-1]
        elif group == "mana":
            kind, value = Kind.MANA, text.upper()
        elif group == "pt":
            kind, value = Kind.PT, text.replace("−", "-")
        elif group == "size":
            kind, value = Kind.SIZE, text
        elif group == "signed":
            kind, value = Kind.SIGNED, int(text.replace("−", "-"))
        elif group == "number":
            kind, value = Kind.NUMBER, int(text)
        elif group == "self":
            kind, value = Kind.SELF, text
        else:
            kind, value = Kind.PUNCT, text
        raw.append(Token(kind, text, value, m.start(), m.end()))
    return tuple(_counter_kinds(_phrases(raw, line)))


def _phrases(raw: list[Token], line: str) -> list[Token]:
    """Several words that make one token: the longest phrase of `_PHRASES` at each word."""
    found: list[Token] = []
    i = 0
    while i < len(raw):
        token = raw[i]
        if token.text.lower() in _PHRASE_STARTS:
            for n in range(min(_LONGEST, len(raw) - i), 1, -1):
                key = tuple(t.text.lower() for t in raw[i:i + n])
                if key in _PHRASES:
                    kind, value = _PHRASES[key]
                    end = raw[i + n - 1].end
                    found.append(Token(kind, line[token.start:end], value, token.start, end))
                    i += n
                    break
            else:
                found.append(token)
                i += 1
            continue
        found.append(token)
        i += 1
    return found


def _counter_kinds(tokens: list[Token]) -> list[Token]:
    """122.1: a word just before "counter(s)" naming a counter kind is that kind ("charge",
    "flying", "first strike"); a P/T change there is a P/T counter (122.1a)."""
    for i in range(1, len(tokens)):
        if tokens[i].kind is Kind.COUNTER:
            before = tokens[i - 1]
            if before.kind not in (Kind.PT, Kind.WORD, Kind.KEYWORD, Kind.SUBTYPE):
                continue
            try:
                kind = ir.CounterKind(before.value if before.kind is Kind.PT else before.text.lower())
            except ValueError:
                continue
            tokens[i - 1] = before._replace(kind=Kind.COUNTER_KIND, value=kind)
    return tokens
