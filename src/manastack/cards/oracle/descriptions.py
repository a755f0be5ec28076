"""Descriptions of objects (109.2) on the pipeline: the text is read by the grammar
(`grammar.description`) into an `ir.Description`, which is lowered here to the filter the engine
applies (`dsl.Filter`), with the noun it ends with and its number.

This is the part of the lowering (oracle/lowering.py) that the noun phrases of oracle/phrases.py
read every description through, so it sits below them: what it needs of the lowering above it
(the value of "with mana value equal to AMOUNT", `phrases.amount`) is passed in.  What
the text says and a filter can't say is refused (`Unsupported`, naming it), never lowered to a
filter that would match otherwise."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from manastack.cards import dsl
from manastack.cards.oracle import grammar, ir, vocab
from manastack.cards.oracle.refusals import NoMatch

__all__ = ["Described", "Unsupported", "describe", "lower", "parse"]


class Unsupported(NoMatch):
    """A clause the grammar reads whose meaning the engine lacks (a filter can't say it, for a
    description): `word` names what, quoted.  The lowering of every family raises it."""

    def __init__(self, word: str, why: str) -> None:
        super().__init__(f'"{word}": {why}')
        self.word = word


@dataclass(frozen=True)
class Described:
    """A lowered description: the filter, the noun it ends with, and whether it's plural."""

    filter: dsl.Filter
    noun: str  # "", "permanent", "card", "spell"
    plural: bool


#: The productions whose texts are read through `parse`, each text once.
_PRODUCTIONS = {"description": grammar.description, "group": grammar.group, "object": grammar.object_ref(),
                "amount": grammar.amount, "per": grammar.per, "number": grammar.number}


@lru_cache(maxsize=8192)
def _parsed(production: str, text: str) -> object:
    """The IR, or for a refusal its word and what was expected (a new exception is raised each
    time: a cached one would keep the frames of its last traceback alive)."""
    try:
        return grammar.parse(_PRODUCTIONS[production], text)
    except grammar.Refused as refused:
        return _Refusal(refused.word, frozenset(refused.expected))


@dataclass(frozen=True)
class _Refusal:
    word: str
    expected: frozenset[str]


def parse(text: str, production: str = "description") -> ir.Description | ir.Group | ir.ObjectRef:
    """The IR of a description (or of a group: `production` "group"; of an object reference:
    "object"), or grammar.Refused naming the first word it couldn't read."""
    found = _parsed(production, text)
    if isinstance(found, _Refusal):
        raise grammar.Refused(text, found.word, found.expected)
    return found


def describe(text: str, *, zone: str, card: str, it: object, defending: bool,
             value: Callable[[object], object]) -> Described:
    """A description read and lowered (see `lower`); recorded for the golden IR (ir.tracing)."""
    description = parse(text)
    lowered = lower(description, zone=zone, card=card, it=it, defending=defending, value=value)
    ir.traced("description", text, description)
    return lowered


_CONTROLLERS = {"you control": "you", "an opponent controls": "opponent", "your opponents control": "opponent",
                "you don't control": "opponent", "defending player controls": "defending"}
_COMPARED = {("power", "or greater"): ("power_ge",), ("power", "or less"): ("power_le",),
             ("toughness", "or greater"): ("toughness_ge",), ("toughness", "or less"): ("toughness_le",),
             ("mana value", "or greater"): ("mana_value_ge",), ("mana value", "or less"): ("mana_value_le",),
             ("mana value", ""): ("mana_value_le", "mana_value_ge"),
             ("total power and toughness", "or less"): ("total_pt_le",)}
_TRAITS = {"blocking ~": "blocking_source", "blocking it": "blocking_source", "it's blocking": "blocked_by_source",
           "that are tapped": "tapped", "of the chosen color": "chosen_color", "of the chosen type": "chosen_type",
           "with an activated ability that isn't a mana ability": "nonmana_activated"}
_STATUS = {"attacking or blocking": ("attacking_or_blocking", True), "attacking": ("attacking", True),
           "blocking": ("blocking", True), "blocked": ("blocked", True), "unblocked": ("blocked", False),
           "tapped": ("tapped", True), "untapped": ("tapped", False), "monocolored": ("monocolored", True),
           "nontoken": ("token", False)}
_SUPERTYPES = {"Legendary": ("supertypes", ("Legendary",)), "Snow": ("supertypes", ("Snow",)), "Basic": ("basic", True)}
_NEGATED_SUPERTYPES = frozenset({"Legendary", "Basic"})


def lower(description: ir.Description, *, zone: str, card: str, it: object, defending: bool,
          value: Callable[[object], object]) -> Described:
    """The filter of a description (109.2), seen from its source: `card` is the name "named ~"
    means (201.5), `it` what "it" refers to (its source: "blocking it"), `defending` whether
    "defending player" makes sense (506.2), `value` the lowering of the amount of "with mana
    value equal to AMOUNT".  On the battlefield (`zone`) a bare subtype means a permanent with it ("Goblins":
    Goblin creatures, 205.3d)."""
    fields: dict[str, object] = {}

    def flag(name: str, val: object) -> None:
        if name == "not_types" and name in fields and not set(val) & set(fields[name]):
            fields[name] = fields[name] + val  # "noncreature, nonland card": neither type
            return
        if name in fields:
            raise Unsupported(description.text(), f"says {name.replace('_', ' ')} twice")
        fields[name] = val

    for suffix in description.suffixes:
        _suffix(suffix, flag, card=card, it=it, defending=defending, value=value)
    if description.other:  # 109.2: not the source itself
        flag("other", True)
    colors: list[str] = []
    for quality in description.qualities:
        _quality(quality, flag, colors)
    if description.token:  # 111.1
        flag("token", True)
    for group in description.heads[1:]:
        _repeated_qualities(description, group, flag, colors)
    _heads(description, fields, infer=zone == "battlefield")
    if colors:
        flag("colors", tuple(colors))
    return Described(dsl.Filter(**fields), description.noun.removesuffix("s"), description.plural)


def _reads_the_resolution(value: object) -> bool:
    """Whether a value reads what only the resolving ability knows: an object it names other
    than its source (the sacrificed creature, a target), a player it names, X, the event's
    amount or a die's result.  A filter's value is computed from the game and the source alone."""
    if isinstance(value, dsl.X | dsl.EventAmount | dsl.DieResult | dsl.CardsInHandOf):
        return True
    if not hasattr(value, "__dataclass_fields__"):
        return isinstance(value, tuple) and any(_reads_the_resolution(part) for part in value)
    if getattr(value, "ref", dsl.Self()) != dsl.Self():
        return True
    return any(_reads_the_resolution(getattr(value, name)) for name in value.__dataclass_fields__)


def _suffix(suffix: object, flag: Callable, *, card: str, it: object, defending: bool, value: Callable) -> None:
    if isinstance(suffix, ir.Controlled):
        if suffix.by == "defending player controls" and not defending:
            raise Unsupported(suffix.text(), "no defending player here (506.2)")
        flag("controller", _CONTROLLERS[suffix.by])
    elif isinstance(suffix, ir.Compared):
        if (suffix.what, suffix.how) not in _COMPARED:
            raise Unsupported(suffix.text(), "a comparison a filter can't say")
        for name in _COMPARED[suffix.what, suffix.how]:
            flag(name, suffix.n)
    elif isinstance(suffix, ir.ManaValueEqualTo):  # 202.3: counted as the filter is applied
        counted = value(suffix.value)
        if isinstance(counted, int | dsl.X):
            raise Unsupported(suffix.value.text(), "a fixed number is written 'with mana value N'")
        if _reads_the_resolution(counted):
            raise Unsupported(suffix.value.text(), "a filter is applied without what the ability's resolution "
                                                   "knows (the sacrificed creature, X, a target: 608.2h)")
        flag("mana_value_is", counted)
    elif isinstance(suffix, ir.WithKeywords):
        _keywords(suffix, flag)
    elif isinstance(suffix, ir.Named):  # 201.2; ~ is the card's own name (201.5)
        if " or " in suffix.name or " named " in suffix.name:  # "named Festering Newt or Bubbling Cauldron"
            raise Unsupported(suffix.name, "one name or two (a card may be named 'Fact or Fiction'): a filter names one")
        flag("name", card if suffix.name == "~" else suffix.name)
    elif suffix.phrase.endswith("from the battlefield this turn"):  # 400.7
        flag("from_battlefield_this_turn", True)
    else:
        if suffix.phrase == "blocking it" and it != dsl.Self():
            raise Unsupported(suffix.text(), '"it" is another object than ~')
        if suffix.phrase == "it's blocking" and it not in (None, dsl.Self()):  # 509.1: "it" is the source
            raise Unsupported(suffix.text(), '"it" is another object than ~')
        flag(_TRAITS[suffix.phrase], True)


def _repeated_qualities(description: ir.Description, group: tuple, flag: Callable, colors: list[str]) -> None:
    """An alternative's own qualities ("red creature or red planeswalker") say again what the
    description's first qualities say of all of them; others ("land or nonblack creature": a
    land, or a creature that isn't black) a filter can't say."""
    own = tuple(item for item in group if not isinstance(item, ir.CardType | ir.Subtype))
    if own and own != description.qualities:
        raise Unsupported(" ".join(q.text() for q in own), "a quality of one alternative only: a filter can't say it")
    for quality in own:
        _quality(quality, flag, colors)


def _keywords(suffix: ir.WithKeywords, flag: Callable) -> None:
    """702: "with flying", "without flying"; "with level up": a leveler (702.87)."""
    if not suffix.without and suffix.keywords == ("level up",):
        flag("keywords", suffix.keywords)
        return
    missing = [k for k in suffix.keywords if k not in vocab.SIMPLE_KEYWORDS]
    if missing:
        raise Unsupported(missing[0], "a keyword the engine doesn't implement (702)")
    if suffix.without and len(suffix.keywords) > 1:
        raise Unsupported(suffix.text(), "without one keyword only")
    flag("without_keywords" if suffix.without else "keywords", suffix.keywords)


def _quality(quality: object, flag: Callable, colors: list[str]) -> None:
    if isinstance(quality, ir.Status):
        flag(*_STATUS[quality.word])
    elif isinstance(quality, ir.ColorChoice):  # 105.2: "white or blue": either
        names = [c.name for c in quality.colors]
        if len(names) == 1 and names[0] in ("colorless", "multicolored"):  # 105.2c, 105.2a
            flag(names[0], True)
        elif set(names) & {"colorless", "multicolored"}:
            raise Unsupported(quality.text(), "colorless or multicolored among colors")
        else:
            colors.extend(vocab.COLORS[n] for n in names)
    elif isinstance(quality, ir.Supertype):  # 205.4a
        if quality.name not in _SUPERTYPES:
            raise Unsupported(quality.text(), "a supertype a filter can't say")
        flag(*_SUPERTYPES[quality.name])
    elif isinstance(quality, ir.Size):  # 208.1: exactly this power and toughness
        for name, val in (("power_ge", quality.power), ("power_le", quality.power),
                          ("toughness_ge", quality.toughness), ("toughness_le", quality.toughness)):
            flag(name, val)
    else:
        _negated(quality, flag)


def _negated(quality: ir.Negated, flag: Callable) -> None:
    """205.2b, 205.3d, 205.4b, 105.2: "nonblack", "nonland", "non-Human", "nonlegendary", "nonbasic"."""
    inner = quality.value
    if isinstance(inner, ir.Color) and inner.name in vocab.COLORS:
        flag("not_colors", (vocab.COLORS[inner.name],))
    elif isinstance(inner, ir.CardType):
        flag("not_types", (inner.name,))
    elif isinstance(inner, ir.Supertype) and inner.name in _NEGATED_SUPERTYPES:
        flag("not_supertypes", (inner.name,))
    elif isinstance(inner, ir.Subtype):
        flag("not_subtypes", (inner.name,))
    else:
        raise Unsupported(quality.text(), "a negation a filter can't say")


def _heads(description: ir.Description, fields: dict, *, infer: bool) -> None:
    """Card types and subtypes: "artifact creature" needs both; "artifact or enchantment"
    either (any_types); "Demon or Dragon" either subtype.  Two subtypes together ("Goblin
    Wizards") need both, which a filter can't say yet: refused."""
    groups = tuple(tuple(h for h in group if isinstance(h, ir.CardType | ir.Subtype)) for group in description.heads)
    if len(groups) <= 1:
        group = groups[0] if groups else ()
        types = tuple(h.name for h in group if isinstance(h, ir.CardType))
        subs = tuple(h.name for h in group if isinstance(h, ir.Subtype))
        if len(subs) > 1:  # "Goblin Wizards" are both (205.3): a filter's subtypes mean either
            raise Unsupported(" ".join(h.text() for h in group), "two subtypes together: a filter's subtypes mean either")
    elif all(len(g) == 1 and isinstance(g[0], ir.CardType) for g in groups):
        fields["any_types"] = tuple(g[0].name for g in groups)
        return
    elif all(len(g) == 1 and isinstance(g[0], ir.Subtype) for g in groups):
        types, subs = (), tuple(g[0].name for g in groups)
    else:
        raise Unsupported(description.text(), "alternatives a filter can't say")
    if any(s in ir.SPELL_SUBTYPES for s in subs):
        raise Unsupported(description.text(), "a spell subtype (205.3k): not read in descriptions yet")
    if subs and not types and infer:
        implied = {vocab.subtype_card_type(s) for s in subs}
        if len(implied) != 1:
            raise Unsupported(description.text(), "subtypes of different card types")
        types = tuple(implied)
    if types:
        fields["types"] = types
    if subs:
        fields["subtypes"] = subs
