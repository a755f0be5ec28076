"""Scryfall-style card queries (`manastack cards search`): query text to a predicate over
`CardRecord`.

    t:creature c:g mv<=2 o:"draw a card" pow>=3 is:supported
    (t:instant or t:sorcery) -c:r
    bolt or shock

Terms are joined by implicit "and"; "or" joins alternatives (and binds looser than "and");
"-" negates a term or a parenthesised group.  A bare word or quoted phrase matches the card's
name or a face's name.  Keywords: see `KEYWORDS`.  A card with several faces matches a face
condition (type, text, power, ...) when any face does; colours are all its faces' colours; its
mana value is its front face's (both halves' for a split card, 709.4).

Pure: `compile_query` needs only the text and a function telling which card names the engine
supports; a bad query raises `QueryError` naming the problem.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.mana_cost import COLORS, parse_mana_cost
from manastack.errors import ManastackError

__all__ = [
    "KEYWORDS",
    "Predicate",
    "QueryError",
    "colour_identity",
    "compile_query",
    "mana_value",
    "parse_query",
]

Predicate = Callable[[CardRecord], bool]


class QueryError(ManastackError, ValueError):
    """A query that can't be read: the message names the problem and where it is."""


#: Query keywords and their aliases -> the property each compares.
KEYWORDS: dict[str, str] = {
    "t": "type",
    "type": "type",
    "c": "color",
    "color": "color",
    "colour": "color",
    "id": "identity",
    "identity": "identity",
    "ci": "identity",
    "mv": "mv",
    "cmc": "mv",
    "manavalue": "mv",
    "o": "oracle",
    "oracle": "oracle",
    "fo": "fulloracle",
    "fulloracle": "fulloracle",
    "pow": "power",
    "power": "power",
    "tou": "toughness",
    "toughness": "toughness",
    "loy": "loyalty",
    "loyalty": "loyalty",
    "is": "is",
    "name": "name",
    "n": "name",
}
_IS_VALUES = ("supported", "unsupported", "playtest")
_OPERATORS = ("<=", ">=", "!=", ":", "=", "<", ">")
_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_MULTI = ("m", "multi", "multicolor", "multicolour", "multicolored", "multicoloured")
_COLORLESS = ("c", "colorless", "colourless")


# --------------------------------------------------------------------------------------------
# The syntax tree
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Term:
    """`keyword operator value`, or a bare name (keyword "name", operator ":")."""

    keyword: str
    operator: str
    value: str
    text: str  # as written, for error messages


@dataclass(frozen=True)
class Not:
    operand: Node


@dataclass(frozen=True)
class And:
    operands: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    operands: tuple[Node, ...]


Node = Term | Not | And | Or


# --------------------------------------------------------------------------------------------
# Lexing and parsing
# --------------------------------------------------------------------------------------------

_TERM = re.compile(
    r"""(?P<neg>-)?(?:
        (?P<key>[A-Za-z]+)(?P<op><=|>=|!=|:|=|<|>)(?:"(?P<qval>[^"]*)"|(?P<val>[^\s()"]*))
      | "(?P<phrase>[^"]*)"
      | (?P<word>[^\s()"]+)
    )""",
    re.VERBOSE,
)


@dataclass(frozen=True)
class _Token:
    kind: str  # "(", ")", "or", "and", "term"
    position: int
    negated: bool = False
    term: Term | None = None


def _tokens(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    position = 0
    while position < len(text):
        char = text[position]
        if char.isspace():
            position += 1
            continue
        if char == "-" and text[position + 1 : position + 2] == "(":
            tokens.append(_Token("-", position))
            position += 1
            continue
        if char in "()":
            tokens.append(_Token(char, position))
            position += 1
            continue
        if char == '"' and '"' not in text[position + 1 :]:
            raise QueryError(f"unterminated quote at position {position + 1}: {text[position:]!r}")
        match = _TERM.match(text, position)
        if match is None or match.end() == position:
            raise QueryError(f"can't read {text[position:]!r} at position {position + 1}")
        written = match.group(0)
        if match["key"] and match["qval"] is None and text[match.end() : match.end() + 1] == '"':
            raise QueryError(f"unterminated quote after {written!r} at position {match.end() + 1}")
        tokens.append(_word_token(match, written, position))
        position = match.end()
    return tokens


def _word_token(match: re.Match[str], written: str, position: int) -> _Token:
    negated = bool(match["neg"])
    written = written.removeprefix("-")
    if match["key"]:
        key = match["key"].lower()
        if key not in KEYWORDS:
            known = ", ".join(sorted({k for k in KEYWORDS if len(k) <= 4}))
            raise QueryError(f"unknown keyword {match['key']!r} in {written!r}; the keywords are {known}")
        value = match["qval"] if match["qval"] is not None else match["val"]
        if not value:
            raise QueryError(f"{written!r} needs a value after {match['op']!r}")
        return _Token("term", position, negated, Term(KEYWORDS[key], match["op"], value, written))
    if match["phrase"] is not None:
        if not match["phrase"].strip():
            raise QueryError(f"empty quoted phrase at position {position + 1}")
        return _Token("term", position, negated, Term("name", ":", match["phrase"], written))
    word = match["word"]
    if not negated and word.lower() in ("or", "and"):
        return _Token(word.lower(), position)
    if word == "-":
        raise QueryError(f"'-' at position {position + 1} negates nothing")
    return _Token("term", position, negated, Term("name", ":", word, written))


class _Parser:
    """query := or; or := and ("or" and)*; and := unary (["and"] unary)*;
    unary := "-" "(" or ")" | "(" or ")" | term."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text)
        self.index = 0

    def peek(self) -> _Token | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def parse(self) -> Node:
        if not self.tokens:
            raise QueryError("empty query")
        node = self.parse_or()
        token = self.peek()
        if token is not None:
            raise QueryError(f"')' at position {token.position + 1} has no matching '('")
        return node

    def parse_or(self) -> Node:
        operands = [self.parse_and()]
        while (token := self.peek()) is not None and token.kind == "or":
            self.take()
            operands.append(self.parse_and("or", token))
        return operands[0] if len(operands) == 1 else Or(tuple(operands))

    def parse_and(self, after: str = "", previous: _Token | None = None) -> Node:
        operands = [self.parse_unary(after, previous)]
        while (token := self.peek()) is not None and token.kind not in ("or", ")"):
            if token.kind == "and":
                self.take()
                operands.append(self.parse_unary("and", token))
            else:
                operands.append(self.parse_unary())
        return operands[0] if len(operands) == 1 else And(tuple(operands))

    def parse_unary(self, after: str = "", previous: _Token | None = None) -> Node:
        token = self.peek()
        if token is None or token.kind in ("or", "and", ")"):
            if after:
                raise QueryError(f"{after!r} at position {previous.position + 1} needs a condition after it")
            if token is None:
                raise QueryError("the query ends where a condition should be")
            if token.kind == ")":
                raise QueryError(f"empty parentheses or ')' without '(' at position {token.position + 1}")
            raise QueryError(f"{token.kind!r} at position {token.position + 1} needs a condition before it")
        self.take()
        if token.kind == "term":
            assert token.term is not None
            _check(token.term)
            return Not(token.term) if token.negated else token.term
        negated = token.kind == "-"
        opening = token
        if negated:
            opening = self.take()
        node = self.parse_or()
        closing = self.peek()
        if closing is None or closing.kind != ")":
            raise QueryError(f"'(' at position {opening.position + 1} is never closed")
        self.take()
        return Not(node) if negated else node


def parse_query(text: str) -> Node:
    """The syntax tree of a query.  Raises QueryError for a query that can't be read."""
    return _Parser(text).parse()


# --------------------------------------------------------------------------------------------
# Checking terms
# --------------------------------------------------------------------------------------------

_NUMERIC = ("mv", "power", "toughness", "loyalty")


def _check(term: Term) -> None:
    """Refuse a term whose operator or value its keyword doesn't take."""
    if term.keyword in ("type", "oracle", "fulloracle", "name", "is") and term.operator not in (":", "="):
        raise QueryError(f"{term.text!r}: {term.keyword} takes ':' or '=' only, not {term.operator!r}")
    if term.keyword == "is" and term.value.lower() not in _IS_VALUES:
        raise QueryError(
            f"{term.text!r}: unknown is: value {term.value!r}; the values are {', '.join(_IS_VALUES)}"
        )
    if term.keyword in _NUMERIC:
        _number(term)
    if term.keyword in ("color", "identity"):
        _colours(term)


def _number(term: Term) -> int:
    try:
        return int(term.value)
    except ValueError:
        raise QueryError(
            f"{term.text!r}: {term.keyword} compares with a whole number, not {term.value!r}"
        ) from None


def _colours(term: Term) -> frozenset[str] | str:
    """The colours a colour term names, or "multicolored" / "colorless"."""
    value = term.value.lower()
    if value in _MULTI or value in _COLORLESS:
        if term.operator not in (":", "="):
            raise QueryError(f"{term.text!r}: {value!r} takes ':' or '=' only, not {term.operator!r}")
        return "multicolored" if value in _MULTI else "colorless"
    if value in _COLOR_NAMES:
        return frozenset(_COLOR_NAMES[value])
    if "c" in value:
        raise QueryError(f"{term.text!r}: c (colorless) can't be combined with colours")
    unknown = [ch for ch in value if ch.upper() not in COLORS]
    if unknown:
        raise QueryError(
            f"{term.text!r}: unknown colour {unknown[0]!r}; use letters of wubrg, a colour's name, "
            "m (multicolored) or c (colorless)"
        )
    return frozenset(value.upper())


# --------------------------------------------------------------------------------------------
# Card properties
# --------------------------------------------------------------------------------------------


def mana_value(record: CardRecord) -> int:
    """The card's mana value (202.3): its front face's; a split card's halves summed (709.4)."""
    faces = record.faces if record.layout == "split" else record.faces[:1]
    total = 0
    for face in faces:
        cost = _cost(face)
        total += cost.mana_value if cost is not None else 0
    return total


def _cost(face: FaceRecord):
    try:
        return parse_mana_cost(face.mana_cost)
    except ValueError:
        return None


def _colours_of(record: CardRecord) -> frozenset[str]:
    return frozenset(c for face in record.faces for c in face.colors)


_SYMBOL = re.compile(r"\{([^{}]*)\}")
_REMINDER = re.compile(r"\([^()]*\)")


def colour_identity(record: CardRecord) -> frozenset[str]:
    """903.4: the colours of the card and of the mana symbols in its costs and rules text
    (reminder text excluded, 903.4a is about colour indicators and is covered by colours)."""
    identity = set(_colours_of(record))
    for face in record.faces:
        text = (face.mana_cost or "") + " " + _REMINDER.sub("", face.text)
        for symbol in _SYMBOL.findall(text):
            identity.update(part for part in symbol.upper().split("/") if part in COLORS)
    return frozenset(identity)


def _rules_text(face: FaceRecord, reminder: bool) -> str:
    """A face's Oracle text with "~" as its name; without reminder text unless `reminder`."""
    text = face.text if reminder else _REMINDER.sub("", face.text)
    return text.replace("~", face.name)


def _stat(value: str | None) -> int | None:
    """A printed power, toughness or loyalty as a number: "*" and "X" count as 0, "1+*" as 1;
    None when the face has none."""
    if value is None or value == "":
        return None
    digits = re.match(r"-?\d+", value)
    return int(digits.group(0)) if digits else 0


def _compare(left: int, operator: str, right: int) -> bool:
    return {
        ":": left == right,
        "=": left == right,
        "!=": left != right,
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
    }[operator]


def _compare_sets(have: frozenset[str], operator: str, wanted: frozenset[str], default: str) -> bool:
    """Colour comparisons: `default` is what ':' means (">=" for c:, "<=" for id:)."""
    op = default if operator == ":" else operator
    return {
        "=": have == wanted,
        "!=": have != wanted,
        ">=": have >= wanted,
        ">": have > wanted,
        "<=": have <= wanted,
        "<": have < wanted,
    }[op]


# --------------------------------------------------------------------------------------------
# Compiling to a predicate
# --------------------------------------------------------------------------------------------


def compile_query(text: str, is_supported: Callable[[str], bool]) -> Predicate:
    """A predicate over card records for a query.  `is_supported(name)` answers is:supported
    and is:unsupported.  Raises QueryError for a query that can't be read."""
    return _compile(parse_query(text), is_supported)


def _compile(node: Node, is_supported: Callable[[str], bool]) -> Predicate:
    if isinstance(node, Not):
        inner = _compile(node.operand, is_supported)
        return lambda record: not inner(record)
    if isinstance(node, And):
        # support last: asking the registry may compile the card, the other terms are cheap
        operands = sorted(node.operands, key=_asks_registry)
        parts = [_compile(n, is_supported) for n in operands]
        return lambda record: all(p(record) for p in parts)
    if isinstance(node, Or):
        parts = [_compile(n, is_supported) for n in node.operands]
        return lambda record: any(p(record) for p in parts)
    return _term(node, is_supported)


def _asks_registry(node: Node) -> bool:
    """Whether a node's answer needs `is_supported`."""
    if isinstance(node, Term):
        return node.keyword == "is" and node.value.lower() != "playtest"
    if isinstance(node, Not):
        return _asks_registry(node.operand)
    return any(_asks_registry(n) for n in node.operands)


def _any_face(test: Callable[[FaceRecord], bool]) -> Predicate:
    return lambda record: any(test(face) for face in record.faces)


def _term(term: Term, is_supported: Callable[[str], bool]) -> Predicate:
    value = term.value.casefold()
    if term.keyword == "name":
        return lambda r: value in r.name.casefold() or any(value in f.name.casefold() for f in r.faces)
    if term.keyword == "type":
        return _any_face(lambda f: value in f.type_line.casefold())
    if term.keyword in ("oracle", "fulloracle"):
        full = term.keyword == "fulloracle"
        return _any_face(lambda f: value in _rules_text(f, full).casefold())
    if term.keyword == "is":
        if value == "playtest":
            return lambda r: r.playtest
        wanted = value == "supported"
        return lambda r: is_supported(r.name) == wanted
    if term.keyword == "mv":
        number = _number(term)
        return lambda r: _compare(mana_value(r), term.operator, number)
    if term.keyword in ("power", "toughness", "loyalty"):
        number = _number(term)
        field_name = term.keyword

        def stat_matches(face: FaceRecord) -> bool:
            stat = _stat(getattr(face, field_name))
            return stat is not None and _compare(stat, term.operator, number)

        return _any_face(stat_matches)
    colours = _colours(term)
    of = _colours_of if term.keyword == "color" else colour_identity
    if colours == "multicolored":
        return lambda r: len(of(r)) > 1
    if colours == "colorless":
        return lambda r: not of(r)
    default = ">=" if term.keyword == "color" else "<="
    return lambda r: _compare_sets(of(r), term.operator, colours, default)
