"""The grammar of Oracle text over tokens (oracle/lexer.py): parser combinators over token
kinds, and the productions of the families on the pipeline, each giving a clause of the typed
IR (oracle/ir.py).

A parser is a function (input, position) -> (value, next position), or None when it doesn't
match there.  The input remembers the furthest token any parser failed at, so that a line the
grammar can't read is refused naming that token, quoted (`Refused`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from manastack.cards.oracle import ir, vocab
from manastack.cards.oracle.lexer import Kind, Token, lex
from manastack.cards.oracle.refusals import NoMatch

__all__ = ["Refused", "amount", "description", "did_condition", "duration", "group", "if_you_do", "keyword_line", "number",
           "parse", "per", "put_counters", "quantity"]


class Refused(NoMatch):
    """A phrase the grammar can't read: `word` is the first token it couldn't read (quoted), or
    "the end of the text", and `phrase` the phrase it was reading."""

    def __init__(self, phrase: str, word: str, expected: set[str] | tuple[str, ...]) -> None:
        super().__init__(phrase)
        self.phrase, self.word, self.expected = phrase, word, expected

    def __str__(self) -> str:  # made when shown: most refusals only send the compiler to another reader
        return f"{self.word} in {self.phrase!r}: expected {' or '.join(sorted(self.expected)) or 'the end'}"


@dataclass
class Input:
    """Tokens being parsed, and the furthest position a parser failed at, with what it wanted."""

    line: str
    tokens: tuple[Token, ...]
    furthest: int = 0
    expected: set[str] = field(default_factory=set)

    def fail(self, pos: int, what: str) -> None:
        if pos > self.furthest:
            self.furthest, self.expected = pos, {what}
        elif pos == self.furthest:
            self.expected.add(what)


Parser = Callable[[Input, int], "tuple[object, int] | None"]


# ------------------------------------------------------------------------------ combinators


def token(kind: Kind, test: Callable[[Token], bool] | None = None, what: str = "") -> Parser:
    """One token of a kind (and passing `test`): its value."""
    label = what or kind.value

    def p(inp: Input, pos: int):
        if pos < len(inp.tokens):
            tok = inp.tokens[pos]
            if tok.kind is kind and (test is None or test(tok)):
                return tok.value, pos + 1
        inp.fail(pos, label)
        return None

    return p


def raw(kind: Kind, test: Callable[[Token], bool] | None = None, what: str = "") -> Parser:
    """One token of a kind (and passing `test`): the token itself."""
    label = what or kind.value

    def p(inp: Input, pos: int):
        if pos < len(inp.tokens):
            tok = inp.tokens[pos]
            if tok.kind is kind and (test is None or test(tok)):
                return tok, pos + 1
        inp.fail(pos, label)
        return None

    return p


def word(*words: str) -> Parser:
    """A token written as one of `words` (any case, any kind): the word, lower case."""
    wanted = frozenset(words)
    label = " or ".join(f'"{w}"' for w in words)

    def p(inp: Input, pos: int):
        if pos < len(inp.tokens) and inp.tokens[pos].text.lower() in wanted:
            return inp.tokens[pos].text.lower(), pos + 1
        inp.fail(pos, label)
        return None

    return p


def keyword(*names: str | frozenset) -> Parser:
    """A keyword token (702) among `names`."""
    wanted = frozenset(n for group in names for n in ((group,) if isinstance(group, str) else group))
    return token(Kind.KEYWORD, lambda t: t.value in wanted, "a keyword")


def seq(*parsers: Parser) -> Parser:
    def p(inp: Input, pos: int):
        values = []
        for parser in parsers:
            found = parser(inp, pos)
            if found is None:
                return None
            value, pos = found
            values.append(value)
        return tuple(values), pos

    return p


def alt(*parsers: Parser) -> Parser:
    def p(inp: Input, pos: int):
        for parser in parsers:
            found = parser(inp, pos)
            if found is not None:
                return found
        return None

    return p


def opt(parser: Parser) -> Parser:
    def p(inp: Input, pos: int):
        found = parser(inp, pos)
        return found if found is not None else (None, pos)

    return p


def many(parser: Parser, *, least: int = 0) -> Parser:
    def p(inp: Input, pos: int):
        values = []
        while (found := parser(inp, pos)) is not None and found[1] > pos:
            values.append(found[0])
            pos = found[1]
        return (tuple(values), pos) if len(values) >= least else None

    return p


def sep_by(parser: Parser, separator: Parser) -> Parser:
    """One or more of `parser`, separated by `separator`."""
    rest = many(apply(lambda pair: pair[1], seq(separator, parser)))

    def p(inp: Input, pos: int):
        first = parser(inp, pos)
        if first is None:
            return None
        more = rest(inp, first[1])
        return (first[0], *more[0]), more[1]

    return p


def apply(fn: Callable[[object], object], parser: Parser) -> Parser:
    """`parser`'s value through `fn`; a ValueError from `fn` (an IR value refusing a word) is no match."""

    def p(inp: Input, pos: int):
        found = parser(inp, pos)
        if found is None:
            return None
        try:
            return fn(found[0]), found[1]
        except ValueError:
            inp.fail(pos, "a known word")
            return None

    return p


def spanned(parser: Parser) -> Parser:
    """`parser`'s value with the text it read: (value, text)."""

    def p(inp: Input, pos: int):
        found = parser(inp, pos)
        if found is None or found[1] == pos:
            return found if found is None else ((found[0], ""), pos)
        text = inp.line[inp.tokens[pos].start:inp.tokens[found[1] - 1].end]
        return (found[0], text), found[1]

    return p


def deferred(production: Callable[[], Parser]) -> Parser:
    """A production defined further down, read where it's needed (a description holds an
    amount, an amount a description)."""

    def p(inp: Input, pos: int):
        return production()(inp, pos)

    return p


def ahead(parser: Parser) -> Parser:
    """Matches where `parser` would, reading nothing."""

    def p(inp: Input, pos: int):
        return (None, pos) if parser(inp, pos) is not None else None

    return p


def end(inp: Input, pos: int):
    if pos == len(inp.tokens):
        return None, pos
    inp.fail(pos, "the end")
    return None


def rest_until(stop: Parser) -> Parser:
    """One or more tokens up to (not including) where `stop` matches: their text."""

    def p(inp: Input, pos: int):
        at = pos
        while at < len(inp.tokens) and stop(inp, at) is None:
            at += 1
        if at == pos:
            inp.fail(pos, "a description")
            return None
        return inp.line[inp.tokens[pos].start:inp.tokens[at - 1].end], at

    return p


def parse(parser: Parser, line: str) -> object:
    """`parser`'s value for the whole line, or Refused naming the first token it couldn't read."""
    inp = Input(line, lex(line))
    found = seq(parser, end)(inp, 0)
    if found is not None:
        return found[0][0]
    word = f'"{inp.tokens[inp.furthest].text}"' if inp.furthest < len(inp.tokens) else "the end of the text"
    raise Refused(line, word, inp.expected)


def matcher(parser: Parser, starts: tuple[str, ...] = ("",), ends: tuple[str, ...] = ("",)) -> Callable[[str], object | None]:
    """A clause matcher for effects.clause: the IR of a whole clause, or None.  A clause that
    doesn't start with one of `starts` and end with one of `ends` (lower case) is None at once,
    without lexing it."""
    whole = seq(parser, end)
    width, tail = max(map(len, starts)), max(map(len, ends))

    def match(text: str) -> object | None:
        if not text[:width].lower().startswith(starts) or not text[max(0, len(text) - tail):].lower().endswith(ends):
            return None
        inp = Input(text, lex(text))
        found = whole(inp, 0)
        return None if found is None else found[0][0]

    return match


# ------------------------------------------------------------------------------ slots

comma = word(",")
_digits = token(Kind.NUMBER, lambda t: t.text.isdigit() and t.text[0] != "0" and len(t.text) <= 2, "a number 1-99")
mana_cost = apply(lambda symbols: ir.ManaCost(tuple(symbols)), many(token(Kind.MANA), least=1))

#: 107.1, 107.3: "a", "an", "two", "3", X.
quantity = alt(
    apply(lambda _: ir.Quantity(1, article=True), token(Kind.ARTICLE)),
    apply(lambda n: ir.Quantity(n), token(Kind.NUMBER)),
    apply(lambda _: ir.Quantity(x=True), token(Kind.X)),
    apply(lambda _: ir.Quantity(that_many=True), seq(word("that"), word("many"))),
)
counter_kind = token(Kind.COUNTER_KIND, what="a counter kind")
counter_noun = token(Kind.COUNTER, what='"counter" or "counters"')


def phrase(text: str) -> Parser:
    """The words of a fixed phrase, token by token as the lexer reads them: the phrase."""
    return apply(lambda _: text, seq(*(word(t.text.lower()) for t in lex(text))))


def _one_of(phrases: frozenset[str], build: Callable[[str], object]) -> Parser:
    """One of a closed list of fixed phrases (the longest first), built into its IR value."""
    return apply(build, alt(*(phrase(p) for p in sorted(phrases, key=lambda p: (-len(p), p)))))


#: 611.2a-b, 511.2, 514.2, 610.3: how long an effect lasts, a phrase of the closed vocabulary
#: (ir.DURATIONS) read word by word, so that a phrase leaving it is refused naming the first word
#: it doesn't know ("until your next end step": "end").
duration = _one_of(ir.DURATIONS, ir.Duration)

_THAT_NOUNS = ("creature", "permanent", "card", "spell")
#: 303.4, 301.5: what an Aura or Equipment calls the permanent it's attached to.
_ATTACHED_NOUNS = ("creature", "permanent", "land", "artifact", "enchantment")


def object_ref(stop: Parser = end) -> Parser:
    """An object reference (109, 115.1, 611.2c): ~, it, itself, "that creature", "enchanted
    creature", "any target", "[up to N] [another] target DESC" (N may be X: "up to X target
    creatures"), "each DESC", "all DESC"."""
    described = rest_until(stop)
    count = alt(
        apply(lambda _: ("any number of", None), seq(word("any"), word("number"), word("of"))),
        apply(lambda v: ("up to", v[2]), seq(word("up"), word("to"), alt(token(Kind.NUMBER), apply(lambda _: "X", token(Kind.X))))),
        apply(lambda n: ("", n), token(Kind.NUMBER)),
    )
    return alt(
        apply(lambda _: ir.ObjectRef("~"), token(Kind.SELF, lambda t: t.text == "~")),
        apply(lambda _: ir.ObjectRef("~", written="itself"), word("itself")),
        apply(lambda _: ir.ObjectRef("it"), word("it")),
        apply(lambda v: ir.ObjectRef("that", v[1]), seq(word("that"), word(*_THAT_NOUNS))),
        apply(lambda v: ir.ObjectRef(v[0], v[1]),
              seq(word("enchanted", "equipped"), word(*_ATTACHED_NOUNS))),
        apply(lambda _: ir.ObjectRef("any target"), seq(word("any"), word("target"))),
        apply(lambda v: ir.ObjectRef("target", v[3], count=v[0], other=v[1]),
              seq(opt(count), opt(word("another", "other")), word("target"), described)),
        apply(lambda v: ir.ObjectRef(v[0], v[1]), seq(word("each", "all"), described)),
    )


# ------------------------------------------------------------------------------ keyword lines (702)

_item_end = ahead(alt(comma, end))
#: 702.16a: a protection quality.
protection_quality = _quality = alt(token(Kind.COLOR), apply(lambda _: "everything", word("everything")),
               token(Kind.CARD_TYPE), token(Kind.SUBTYPE))


def _kw(parser: Parser, build: Callable[[tuple], object]) -> Parser:
    """A keyword item: `parser` up to the item's end, built into KeywordAbility(s), each with
    the text it was written as."""
    return apply(lambda v: build(v[0][0], v[0][1]), seq(spanned(parser), _item_end))


_WITH_NUMBER = frozenset({"crew", "tribute", "ripple"}) | ir.vocab.NUMBER_KEYWORDS
_WITH_COST = ir.KEYWORDS - {"splice", "suspend", "awaken", "protection", "enchant", "affinity",
                             "champion"} - ir.vocab.SIMPLE_KEYWORDS

_keyword_item = alt(
    _kw(seq(raw(Kind.KEYWORD, lambda t: t.value == "kicker"), spanned(mana_cost), word("and/or"),
            spanned(mana_cost)),
        lambda v, text: tuple(ir.KeywordAbility("kicker", cost=cost, written=f"{v[0].text} {written}")
                              for cost, written in (v[1], v[3]))),
    _kw(seq(keyword(_WITH_NUMBER), _digits), lambda v, text: ir.KeywordAbility(v[0], amount=v[1], written=text)),
    _kw(seq(keyword("suspend", "awaken"), _digits, word("—"), mana_cost),
        lambda v, text: ir.KeywordAbility(v[0], amount=v[1], cost=v[3], written=text)),
    _kw(seq(keyword("splice"), word("onto"), token(Kind.SUBTYPE), mana_cost),
        lambda v, text: ir.KeywordAbility("splice", cost=v[3], qualities=(v[2],), written=text)),
    _kw(seq(keyword("cycling"), word("—"), word("pay"), _digits, word("life"), opt(word("."))),
        lambda v, text: ir.KeywordAbility("cycling", life=v[3], written=text)),
    _kw(seq(token(Kind.KEYWORD, lambda t: t.value in _WITH_COST or t.value.endswith("cycling"), "a keyword"),
            mana_cost), lambda v, text: ir.KeywordAbility(v[0], cost=v[1], written=text)),
    _kw(seq(keyword("affinity"), word("for"), alt(token(Kind.CARD_TYPE), token(Kind.SUBTYPE))),
        lambda v, text: ir.KeywordAbility("affinity", qualities=(v[2],), written=text)),
    _kw(seq(keyword("protection"), word("from"), sep_by(_quality, seq(word("and"), word("from")))),
        lambda v, text: ir.KeywordAbility("protection", qualities=v[2], written=text)),
    _kw(seq(keyword("champion"), token(Kind.ARTICLE), sep_by(alt(token(Kind.CARD_TYPE), token(Kind.SUBTYPE)), word("or"))),
        lambda v, text: ir.KeywordAbility("champion", qualities=v[2], written=text)),
    _kw(seq(keyword("enchant"), token(Kind.CARD_TYPE, lambda t: t.text.lower() in ir.vocab.ENCHANT_QUALITIES)),
        lambda v, text: ir.KeywordAbility("enchant", qualities=(v[1],), written=text)),
    _kw(seq(keyword("enchant"), rest_until(comma)),
        lambda v, text: ir.KeywordAbility("enchant", described=v[1], written=text)),
    _kw(token(Kind.KEYWORD), lambda v, text: ir.KeywordAbility(v, written=text)),
)

#: 702.1: keyword abilities separated by commas.
keyword_line = apply(
    lambda items: ir.KeywordLine(tuple(a for item in items for a in (item if isinstance(item, tuple) else (item,)))),
    sep_by(_keyword_item, comma))


#: 702, 613.1f: keywords an effect grants or removes: "flying", "flying and first strike",
#: "first strike, vigilance, and lifelink" (their names, lower case).
granted_keywords = sep_by(token(Kind.KEYWORD, what="a keyword"),
                          alt(seq(comma, word("and")), comma, word("and")))


# ------------------------------------------------------------------------------ counters (122)


def _agreeing(build: Callable[[tuple], object], amount: int, noun: int) -> Callable[[tuple], object]:
    """`build`, where the noun at `noun` agrees in number with the quantity at `amount` ("a
    +1/+1 counter", "two +1/+1 counters", "X +1/+1 counters")."""

    def checked(v: tuple) -> object:
        if v[noun] != (not v[amount].singular):
            raise ValueError("the noun's number doesn't agree with the quantity")
        return build(v)

    return checked


#: 122.6: "put N KIND counter(s) on REF".
put_counters = apply(
    _agreeing(lambda v: ir.PutCounters(v[1], v[2], v[5]), 1, 3),
    seq(word("put"), quantity, counter_kind, counter_noun, word("on"), object_ref()))

#: 122.8, 118.3: "remove N KIND counter(s) from REF".
remove_counters = apply(
    _agreeing(lambda v: ir.RemoveCounters(v[1], v[2], v[5]), 1, 3),
    seq(word("remove"), quantity, counter_kind, counter_noun, word("from"), object_ref()))

def _entering(v: tuple, **how: bool) -> ir.EntersWithCounters:
    """An EntersWithCounters from (enters, tapped, with, N, KIND, counter(s), on, it), its noun agreeing."""
    if v[5] != (not v[3].singular):
        raise ValueError("the noun's number doesn't agree with the quantity")
    return ir.EntersWithCounters(v[3], v[4], tapped=v[1] is not None, **how)


_self = token(Kind.SELF, lambda t: t.text == "~", "~")
_enters_with = seq(word("enters"), opt(word("tapped")), word("with"), quantity, counter_kind, counter_noun, word("on"),
                   word("it"))

#: 614.1c, 122.6: "~ enters [tapped] with N KIND counter(s) on it".
enters_with_counters = apply(lambda v: _entering(v[1]), seq(_self, _enters_with))

#: 702.33d-e: "if ~ was kicked, it enters with N KIND counters on it", "~ enters with a KIND
#: counter on it for each time it was kicked".
kicked_counters = alt(
    apply(lambda v: _entering(v[6], kicked=True),
          seq(word("if"), _self, word("was"), word("kicked"), word(","), word("it"), _enters_with)),
    apply(lambda v: _entering(v[1], per_kick=True),
          seq(_self, _enters_with, word("for"), word("each"), word("time"), word("it"), word("was"), word("kicked"))),
)


#: 122.1, 608.2h: "KIND counter on REF", counted by "for each".
counters_on = apply(lambda v: ir.CountersOnRef(v[0], v[3]),
                    seq(counter_kind, token(Kind.COUNTER, lambda t: not t.value, '"counter"'), word("on"), object_ref()))

_at_least = seq(token(Kind.NUMBER), word("or"), word("more"), counter_kind,
                token(Kind.COUNTER, lambda t: t.value, '"counters"'), word("on"))

#: 608.2c: "if you do", "if you don't", "if they do", "if they don't".
did_condition = _one_of(ir.DID_CONDITIONS, ir.Condition)
#: 608.2c: "If you do, EFFECT": the condition and the text of the effect (read by the clauses).
if_you_do = seq(did_condition, comma, rest_until(end))

#: 603.4, 611.3a, 602.5b: "there are N or more KIND counters on ~ / it", "~ has N or more KIND counters on it".
counters_condition = alt(
    apply(lambda v: ir.Condition(counters=v[2][3], at_least=v[2][0], on=ir.ObjectRef("~" if v[3] == "~" else "it")),
          seq(word("there"), word("are"), _at_least, alt(token(Kind.SELF, lambda t: t.text == "~"), word("it")))),
    apply(lambda v: ir.Condition(counters=v[2][3], at_least=v[2][0], on=ir.ObjectRef("~")),
          seq(token(Kind.SELF, lambda t: t.text == "~"), word("has"), _at_least, word("it"))),
)


# ------------------------------------------------------------------------------ P/T and keywords until a time (611.2)


def _subject(*verbs: str) -> Parser:
    """The subject of a verb: an object reference, or a bare plural group ("creatures you control")."""
    stop = word(*verbs)
    return alt(object_ref(stop), apply(lambda text: ir.ObjectRef("", text), rest_until(stop)))


_pt_change = apply(lambda text: ir.PTChange(*text.split("/")), token(Kind.PT, what="a P/T change"))

#: 611.2, 613.4c, 613.1f: "SUBJECT get(s) +N/+M [and gain(s) KEYWORDS] until end of turn",
#: "SUBJECT gain(s) KEYWORDS until end of turn".
def _get_and_gain(get: str, gain: str) -> Parser:
    """"get +N/+M [and gain KEYWORDS]": both verbs of the same number ("gets ... and gains")."""
    return apply(lambda v: (v[0], v[1], v[2][2] if v[2] else ()),
                 seq(word(get), _pt_change, opt(seq(word("and"), word(gain), granted_keywords))))


modify_until = alt(
    apply(lambda v: ir.ModifyUntil(v[0], v[1][0] == "get", v[2], pt=v[1][1], keywords=v[1][2]),
          seq(_subject("get", "gets"), alt(_get_and_gain("get", "gain"), _get_and_gain("gets", "gains")), duration)),
    apply(lambda v: ir.ModifyUntil(v[0], v[1] == "gain", v[3], keywords=v[2]),
          seq(_subject("gain", "gains"), word("gain", "gains"), granted_keywords, duration)),
)


# ------------------------------------------------------------------------------ descriptions (109.2)


_negative = alt(token(Kind.NON), word("nontoken"))
_then_negative = opt(seq(comma, ahead(_negative)))  # "nonartifact, nonblack creature"
_quality = alt(
    apply(lambda v: ir.Negated(v[0].value), seq(token(Kind.NON), _then_negative)),
    apply(lambda v: ir.Status(v[0]), seq(word("nontoken"), _then_negative)),
    _one_of(ir.STATUS_WORDS - {"nontoken"}, ir.Status),
    apply(ir.ColorChoice, sep_by(token(Kind.COLOR), word("or"))),
    token(Kind.SUPERTYPE),
    apply(lambda text: ir.Size(*map(int, text.split("/"))),
          token(Kind.SIZE, lambda t: all(p.isdigit() for p in t.text.split("/")), "a power and toughness")),
)
_head_group = many(alt(token(Kind.CARD_TYPE), token(Kind.SUBTYPE)), least=1)
_head_separator = alt(apply(lambda _: ", or", seq(comma, word("or"))), apply(lambda _: ",", comma), word("or"))


def _alternatives(v: tuple) -> tuple:
    """The groups of "A or B", "A, B, or C" (the commas only in a list of three or more)."""
    first, rest = v
    separators = [s for s, _ in rest]
    if separators and separators != ["or"] * len(separators) and (
            len(separators) < 2 or separators[-1] != ", or" or set(separators[:-1]) != {","}):
        raise ValueError("not a list of alternatives")
    return (first, *(group for _, group in rest))


_heads = apply(_alternatives, seq(_head_group, many(seq(_head_separator, apply(
    lambda v: v[0] + v[1], seq(many(_quality), _head_group))))))
_digits_number = token(Kind.NUMBER, lambda t: t.text.isdigit(), "a number")
_zone = alt(seq(word("in"), alt(phrase("that player's"), word("your", "their")), word("hand", "graveyard", "library")),
            apply(lambda _: ("in", "all", "graveyard"), phrase("in all graveyards")))
#: Where a card's name ends: the text's end, or where an amount goes on ("cards named Take
#: Inventory in your graveyard", "creatures named Plague Rats on the battlefield").
_name_end = alt(end, phrase("on the battlefield"), _zone, word("minus"))
_suffix = alt(
    _one_of(ir.CONTROLLERS, ir.Controlled),
    apply(lambda v: ir.ManaValueEqualTo(v[1]), seq(phrase("with mana value equal to"), deferred(lambda: amount))),
    _one_of(ir.TRAITS, ir.Trait),
    apply(lambda v: ir.Compared(v[1], v[2], v[3] or ""),
          seq(word("with"), alt(phrase("total power and toughness"), phrase("mana value"), word("power", "toughness")),
              _digits_number, opt(alt(phrase("or less"), phrase("or greater"))))),
    apply(lambda v: ir.WithKeywords(v[1], without=v[0] == "without"), seq(word("with", "without"), granted_keywords)),
    apply(lambda v: ir.Named(v[1]), seq(word("named"), rest_until(_name_end))),  # 201.2: a name, or ~ (201.5)
)

#: 109.2: a description of objects ("another nonartifact, nonblack creature", "white or blue
#: permanent", "creature card with mana value 3 or less", "Goblins you control").
description = apply(
    lambda v: ir.Description(heads=v[2] or (), noun=v[4] or "", other=v[0] or "", qualities=v[1], token=v[3] or "",
                             suffixes=v[5]),
    seq(opt(word("another", "other")), many(_quality), opt(_heads), opt(word("token", "tokens")),
        opt(word("permanent", "permanents", "card", "cards", "spell", "spells")), many(_suffix)))


# ------------------------------------------------------------------------------ quantities (107.1)

#: 107.1, 107.3: a number written alone: "a", "two", "3", X.
number = alt(
    apply(lambda _: ir.Quantity(1, article=True), token(Kind.ARTICLE)),
    apply(ir.Quantity, token(Kind.NUMBER)),
    apply(lambda _: ir.Quantity(x=True), token(Kind.X)),
)
_characteristic = alt(phrase("mana value"), word("power", "toughness"))
_amount_end = ahead(alt(end, word("minus")))
_counters_on_ref = seq(counter_kind, token(Kind.COUNTER, lambda t: t.value, '"counters"'), word("on"),
                       object_ref(_amount_end))


def _counted(v: tuple) -> ir.Permanents | ir.CardsInZone:
    """Permanents ("creatures you control", "... on the battlefield") or cards in a zone."""
    described, where = v
    if where is None or where == "on the battlefield":
        return ir.Permanents(described, on_battlefield=where is not None)
    whose, zone = where[1:]
    return ir.CardsInZone(zone, whose, described)


#: 205.3i: "basic land type(s) among DESC".
_land_types = apply(lambda v: ir.LandTypesAmong(v[4], plural=v[2] == "types"),
                    seq(word("basic"), word("land"), word("type", "types"), word("among"), description))
_base_amount = alt(
    _one_of(ir.AMOUNT_PHRASES, ir.FixedAmount),
    apply(lambda v: ir.NumberOf(v[1]), seq(phrase("the number of"), _land_types)),
    apply(lambda v: ir.NumberOf(ir.CountersOnRef(v[1][0], v[1][3])), seq(phrase("the number of"), _counters_on_ref)),
    apply(lambda v: ir.NumberOf(_counted(v[1])),
          seq(phrase("the number of"), seq(description, opt(alt(phrase("on the battlefield"), _zone))))),
    apply(lambda v: ir.CharacteristicOf(v[1], v[0]), seq(_one_of(ir.POSSESSIVES, str), _characteristic)),
    apply(lambda v: ir.GreatestAmong(v[2], v[4], written=v[1]),
          seq(word("the"), word("greatest", "highest"), _characteristic, word("among"), description)),
    apply(lambda v: ir.Devotion(v[3]),
          seq(word("your"), word("devotion"), word("to"), sep_by(token(Kind.COLOR), word("and")))),
    number,
)


def _difference(v: tuple) -> object:
    first, minus = v
    return first if minus is None else ir.Difference(first, minus[1])


#: 107.1, 107.1b, 208.1, 202.3, 700.5: a number an effect computes: "its power", "the number
#: of creatures you control", "cards in your hand", "your devotion to red", "X minus 1", "7
#: minus the number of cards in your hand", "2 plus the number of ...".
amount = alt(
    apply(lambda v: ir.Difference(v[0], v[2]), seq(_digits_number, word("minus"), _base_amount)),
    apply(lambda v: ir.Plus(v[0], v[2]), seq(_digits_number, word("plus"), _base_amount)),
    apply(_difference, seq(_base_amount, opt(seq(word("minus"), _digits_number)))),
)

#: 608.2h: what "for each" counts: "creature you control", "Forest on the battlefield",
#: "card in your hand", "charge counter on ~", "creature blocking it".
per = alt(
    _one_of(ir.PER_PHRASES, ir.PerPhrase),
    counters_on,
    _land_types,
    apply(_counted, seq(description, opt(alt(phrase("on the battlefield"), _zone)))),
)

#: 611.2c: a group of permanents: "all creatures", "each creature you control", "creatures you
#: control", "... target player controls" (109.4), "... that attacked this turn" (508.1).
group = apply(
    lambda v: ir.Group(v[1], article=v[0] or "", controlled_by=v[2] and ir.PlayerRef(" ".join(v[2][:2])),
                       attacked=v[3] is not None),
    seq(opt(word("all", "each")), description, opt(seq(word("target"), word("player", "opponent"), word("controls"))),
        opt(phrase("that attacked this turn"))))


# ------------------------------------------------------------------------------ instruction verbs (701, 119-121)

#: 109.5: a player a phrase names (ir.PLAYERS), the longest phrase first.
player_ref = _one_of(ir.PLAYERS, ir.PlayerRef)


def _subject_verb(verb: str) -> Parser:
    """An instruction's subject and verb, agreeing: the imperative "draw" (the subject None: the
    controller, 608.2c), "you draw", "each player draws".  Its value is the subject."""
    subject, base, third_person = opt(player_ref), word(verb), word(verb + "s")

    def p(inp: Input, pos: int):
        who, at = subject(inp, pos)
        found = (base if who is None or who.phrase == "you" else third_person)(inp, at)
        return None if found is None else (who, found[1])

    return p


def _cards(inp: Input, pos: int):
    """"N card(s)": N (107.1), the noun agreeing with it ("a card", "two cards", "X cards")."""
    found = quantity(inp, pos)
    if found is None:
        return None
    amount, at = found
    noun = word("card" if amount.singular else "cards")(inp, at)
    return None if noun is None else (amount, noun[1])


def _not_article(amount: ir.Quantity) -> ir.Quantity:
    if amount.article or amount.that_many:
        raise ValueError("'a' and 'that many' aren't amounts of life or damage")
    return amount


#: An amount of life or damage (107.1): a number, X, or "that much" (a mass noun: never "a" or
#: "that many").
_amount = alt(apply(_not_article, quantity), apply(lambda _: ir.Quantity(that_much=True), seq(word("that"), word("much"))))

#: 121.1: "[WHO] draw(s) N card(s)".
draw = apply(lambda v: ir.Draw(v[1], v[0]), seq(_subject_verb("draw"), _cards))

#: 119.3: "[WHO] gain(s) N life", "[WHO] lose(s) N life".
gain_life = apply(lambda v: ir.GainLife(v[1], v[0]), seq(_subject_verb("gain"), _amount, word("life")))
lose_life = apply(lambda v: ir.LoseLife(v[1], v[0]), seq(_subject_verb("lose"), _amount, word("life")))


def _whole_hand(v: tuple) -> ir.Discard:
    """(WHO, "their"/"your", "hand"): "your" for you, "their" for another player."""
    who, whose, _ = v
    if (whose == "your") != (who is None or who.phrase == "you"):
        raise ValueError("whose hand doesn't agree with the subject")
    return ir.Discard(who=who)


#: 701.9: "[WHO] discard(s) N card(s) [at random]", "[WHO] discard(s) their/your hand".
discard = alt(
    apply(lambda v: ir.Discard(v[1], v[0], at_random=v[2] is not None),
          seq(_subject_verb("discard"), _cards, opt(phrase("at random")))),
    apply(_whole_hand, seq(_subject_verb("discard"), word("their", "your"), word("hand"))),
)


def _older_mill(v: tuple) -> ir.Mill:
    """(WHO, the, top, N, of, whose, library, into, whose, graveyard): "your" for you, "their" for another."""
    who, amount, whose, into = v[0], v[3], v[5], v[8]
    yours = who is None or who.phrase == "you"
    if (whose == "your") != yours or (into == "your") != yours:
        raise ValueError("whose library doesn't agree with the subject")
    return ir.Mill(amount, who, older=True)


#: 701.17a: "[WHO] mill(s) N card(s)", and its older wording "[WHO] put(s) the top N card(s) of
#: their/your library into their/your graveyard".
mill = alt(
    apply(lambda v: ir.Mill(v[1], v[0]), seq(_subject_verb("mill"), _cards)),
    apply(_older_mill, seq(_subject_verb("put"), word("the"), word("top"), _cards, word("of"), word("their", "your"),
                           word("library"), word("into"), word("their", "your"), word("graveyard"))),
)

_fixed_number = apply(ir.Quantity, _digits)
#: 701.22a, 701.25a: "scry N", "surveil N".
scry = apply(lambda v: ir.Scry(v[1]), seq(word("scry"), _fixed_number))
surveil = apply(lambda v: ir.Surveil(v[1]), seq(word("surveil"), _fixed_number))

_and_target = seq(word("and"), ahead(word("target")))

#: 701.8a: "destroy REF", "destroy target A and target B" (two targets, 115.1).
destroy = alt(
    apply(lambda v: ir.Destroy((v[1], v[3])),
          seq(word("destroy"), object_ref(_and_target), word("and"), object_ref())),
    apply(lambda v: ir.Destroy((v[1],)), seq(word("destroy"), object_ref())),
)

#: 701.13a, 610.3: "exile REF [DURATION]" (verbs.exile refuses a duration but "until ~ leaves the battlefield").
exile = apply(lambda v: ir.Exile(v[1], v[2]), seq(word("exile"), object_ref(alt(duration, end)), opt(duration)))

#: 701.26: "tap REF", "untap REF".
tap = apply(lambda v: (ir.Tap if v[0] == "tap" else ir.Untap)(v[1]), seq(word("tap", "untap"), object_ref()))

_unless_pays = apply(lambda v: v[4], seq(word("unless"), word("its"), word("controller"), word("pays"),
                                          token(Kind.MANA, what="a generic mana payment"), end))
#: 701.6a: "counter REF [unless its controller pays {N}]".
counter = apply(lambda v: ir.Counter(v[1], v[2]),
                seq(word("counter"), object_ref(alt(_unless_pays, end)), opt(_unless_pays)))

_hand = alt(
    apply(lambda _: "its owner's hand", seq(word("its"), word("owner's"), word("hand"))),
    apply(lambda _: "your hand", seq(word("your"), word("hand"))),
    apply(lambda _: "their owners' hands", seq(word("their"), word("owners'"), word("hands"))),
)
_to_hand = seq(word("to"), _hand, end)
#: 400.3: "return REF to its owner's hand / your hand / their owners' hands".
return_to_hand = apply(lambda v: ir.ReturnToHand(v[1], v[2][1]), seq(word("return"), object_ref(_to_hand), _to_hand))

#: 108.4, 613.1b: "gain control of REF [DURATION]".
gain_control = apply(lambda v: ir.GainControl(v[3], v[4]),
                     seq(word("gain"), word("control"), word("of"), object_ref(alt(duration, end)), opt(duration)))

_to_battlefield = seq(word("to"), word("the"), word("battlefield"), opt(word("tapped")), end)
#: "return REF to the battlefield [tapped]".
return_to_battlefield = apply(lambda v: ir.ReturnToBattlefield(v[1], v[2][3] is not None),
                              seq(word("return"), object_ref(_to_battlefield), _to_battlefield))

_library_end = seq(word("on"), alt(word("top"), apply(lambda _: "the bottom", seq(word("the"), word("bottom")))),
                   word("of"), alt(apply(lambda _: "its owner's library", seq(word("its"), word("owner's"), word("library"))),
                                   apply(lambda _: "your library", seq(word("your"), word("library")))), end)
#: 401.4: "put REF on top of its owner's library", "... on the bottom of your library".
put_into_library = apply(lambda v: ir.PutIntoLibrary(v[1], v[2][1], v[2][3]),
                         seq(word("put"), object_ref(_library_end), _library_end))

#: 707.10: "copy REF".
copy_spell = apply(lambda v: ir.CopySpell(v[1]), seq(word("copy"), object_ref()))

#: 701.14a: "REF fights REF" (the verb agrees with one object).
fight = apply(lambda v: ir.Fight(v[0], v[2]), seq(object_ref(word("fights")), word("fights"), object_ref()))

def _text_in(words: frozenset[str], what: str) -> Parser:
    """One token written exactly as one of `words` (case kept): its text."""

    def p(inp: Input, pos: int):
        if pos < len(inp.tokens) and inp.tokens[pos].text in words:
            return inp.tokens[pos].text, pos + 1
        inp.fail(pos, what)
        return None

    return p


_token_size = apply(lambda t: t.text, raw(Kind.SIZE, lambda t: all(n.isdigit() for n in t.text.split("/")),
                                          "a power and toughness"))
_token_colors = alt(
    apply(lambda c: (c,), token(Kind.COLOR, lambda t: t.value.name == "colorless", '"colorless"')),
    sep_by(token(Kind.COLOR, lambda t: t.value.name in vocab.COLORS, "a color"), word("and")),
)
_creature_type = token(Kind.SUBTYPE, lambda t: t.text == t.value.name and t.value.name in vocab.CREATURE_TYPES,
                       "a creature type")
_token_card_type = token(Kind.CARD_TYPE, lambda t: t.text.islower() and not t.value.plural, "a card type")
_described_token = apply(lambda v: ir.TokenDescription(size=v[0], colors=v[1], subtypes=v[2], types=v[3]),
                         seq(_token_size, _token_colors, many(_creature_type, least=1), many(_token_card_type, least=1)))
_predefined_token = apply(lambda name: ir.TokenDescription(predefined=name),
                          _text_in(vocab.PREDEFINED_TOKENS, "a predefined token"))
_quotes = sep_by(token(Kind.QUOTE, what="an ability in quotes"), word("and"))
_token_with = alt(
    apply(lambda v: (v[0], v[3]), seq(granted_keywords, opt(comma), word("and"), _quotes)),
    apply(lambda quotes: ((), quotes), _quotes),
    apply(lambda keywords: (keywords, ()), granted_keywords),
)


def _tokens(v: tuple) -> ir.Tokens:
    amount, description, noun, extra = v
    if extra is not None:
        keywords, quotes = extra[1]
        description = replace(description, keywords=tuple(keywords), quotes=tuple(quotes))
    return ir.Tokens(amount, description, plural=noun == "tokens")


#: 111.4: "N DESCRIPTION token(s) [with KEYWORDS] [and "ABILITY"]".
tokens = apply(_tokens, seq(quantity, alt(_predefined_token, _described_token), word("token", "tokens"),
                            opt(seq(word("with"), _token_with))))
#: 111.2: "[WHO] create(s) TOKENS".
create_tokens = apply(lambda v: ir.CreateTokens(v[1], v[0]), seq(_subject_verb("create"), tokens))

_found_card = alt(word("it"), apply(lambda _: "that card", seq(word("that"), word("card"))))
_put_found = alt(apply(lambda v: ("battlefield", v[3] is not None), seq(word("onto"), word("the"), word("battlefield"),
                                                                         opt(word("tapped")))),
                 apply(lambda _: ("hand", False), seq(word("into"), word("your"), word("hand"))))
#: 701.23: "search your library for a DESC, [reveal it, ]put it onto the battlefield [tapped] / into
#: your hand, then shuffle".
search_library = apply(
    lambda v: ir.SearchLibrary(v[4], v[5], v[10][0], v[10][1], reveal=v[7][1] if v[7] else "", put=v[9]),
    seq(word("search"), word("your"), word("library"), word("for"), word("a", "an"),
        rest_until(seq(comma, word("reveal", "put"))), comma, opt(seq(word("reveal"), _found_card, comma)), word("put"),
        _found_card, _put_found, comma, word("then"), word("shuffle")))

#: 701.21a: "[WHO] sacrifice(s) N DESC".
sacrifice_chosen = apply(lambda v: ir.SacrificeChosen(v[1], v[2], v[0]),
                         seq(_subject_verb("sacrifice"), quantity, rest_until(end)))

#: 701.19a: "regenerate REF".
regenerate = apply(lambda v: ir.Regenerate(v[1]), seq(word("regenerate"), object_ref()))


def _recipient(stop: Parser) -> Parser:
    """Who damage is dealt to, up to `stop`: a player (ir.PLAYERS) or an object reference."""
    return alt(apply(lambda v: v[0], seq(player_ref, ahead(stop))), object_ref(stop))


_and_each = apply(lambda v: ir.PlayerRef(f"each {v[2]}"), seq(word("and"), word("each"), word("player", "opponent")))
_and_damage_to = seq(word("and"), _amount, word("damage"), word("to"))
_and_to = apply(lambda v: (v[0][1], v[1]), seq(_and_damage_to, _recipient(end)))
_they_control = seq(word("they"), word("control"), end)
_and_theirs = apply(lambda v: v[2], seq(word("and"), word("each"), rest_until(_they_control), _they_control))
#: "N damage" or "damage equal to AMOUNT" (107.1).
_dealt = alt(apply(lambda v: (v[0], None), seq(_amount, word("damage"))),
             apply(lambda v: (None, v[3]), seq(word("damage"), word("equal"), word("to"), amount)))


def _damage(v: tuple) -> ir.DealDamage:
    """(SOURCE, deals, (N, AMOUNT), to, RECIPIENT, "and each player", "and M damage to B", "and
    each DESC they control" or None)."""
    source, _, (fixed, equal_to), _, to, more = v
    if isinstance(more, ir.PlayerRef):
        return ir.DealDamage(source, fixed, to, and_each=more, equal_to=equal_to)
    if isinstance(more, str):
        return ir.DealDamage(source, fixed, to, and_theirs=more, equal_to=equal_to)
    return ir.DealDamage(source, fixed, to, and_to=more, equal_to=equal_to)


#: 120.3: "SOURCE deals N damage / damage equal to AMOUNT to RECIPIENT", "... to each DESC [and
#: each player/opponent]", "... to A and M damage to B", "... to each opponent and each DESC they control".
deal_damage = apply(_damage, seq(
    object_ref(word("deals")), word("deals"), _dealt, word("to"),
    _recipient(alt(end, seq(_and_each, end), _and_damage_to, seq(_and_theirs, end))),
    opt(alt(_and_each, _and_to, _and_theirs))))


#: 615.7: "prevent the next N damage that would be dealt to RECIPIENT DURATION".
prevent_next_damage = apply(
    lambda v: ir.PreventNextDamage(v[3], v[10], v[11]),
    seq(word("prevent"), word("the"), word("next"), _amount, word("damage"), word("that"), word("would"), word("be"),
        word("dealt"), word("to"), _recipient(seq(duration, end)), duration))


def _life_equal_to(verb: str) -> Parser:
    """119.3: "[WHO] VERB(s) life equal to AMOUNT", the verb agreeing with WHO."""
    return apply(lambda v: ir.LifeEqualTo(verb == "gain", v[4], v[0]),
                 seq(_subject_verb(verb), word("life"), word("equal"), word("to"), amount))


#: 119.3: "[WHO] gain(s)/lose(s) life equal to AMOUNT".
life_equal_to = alt(_life_equal_to("gain"), _life_equal_to("lose"))


_equal_to = seq(word("equal"), word("to"))
#: 120.3: "SOURCE deals damage to RECIPIENT equal to AMOUNT", "... to itself equal to AMOUNT".
damage_to_equal_to = apply(
    lambda v: ir.DamageToEqualTo(v[0], v[4], v[6]),
    seq(object_ref(word("deals")), word("deals"), word("damage"), word("to"),
        alt(apply(lambda _: None, word("itself")), _recipient(_equal_to)), _equal_to, amount))


_you_control_to = seq(word("you"), word("control"), word("to"))
#: 400.3: "return N DESC you control to its/their owner's hand(s)" (chosen, not targeted).
return_chosen = apply(
    lambda v: ir.ReturnChosen(v[1], v[2], v[4], v[6] == "hands"),
    seq(word("return"), quantity, rest_until(_you_control_to), _you_control_to, word("its", "their"), word("owner's"),
        word("hand", "hands")))

_from_your_hand = seq(word("from"), word("your"), word("hand"), word("onto"), word("the"), word("battlefield"))
#: "put a DESC from your hand onto the battlefield [tapped]".
put_from_hand = apply(lambda v: ir.PutFromHand(v[1], v[2], v[4] is not None),
                      seq(word("put"), word("a", "an"), rest_until(_from_your_hand), _from_your_hand, opt(word("tapped"))))
