"""The typed clause IR of Oracle text: what a line says, in closed vocabularies, before it is
lowered to the engine's definition nodes (cards/dsl.py).

Each value is a frozen dataclass whose constructor refuses a word outside its vocabulary
(ValueError) and whose `text()` renders it back as Oracle text that parses to the same value.
The IR says what the text says, not what the engine can do: "a poison counter" is a counter
kind (122.1f) and "Banding" a keyword (702.22), and the lowering (oracle/lowering.py) refuses
what the engine has no meaning for.  Layering: vocab.py (words) below this module, below the
lexer (oracle/lexer.py), the grammar (oracle/grammar.py) and the lowering."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import ClassVar

from manastack.cards.oracle import vocab

# ------------------------------------------------------------------------- closed vocabularies

#: 122.1: counter kinds met on printed cards (the rules name only some: 122.1a-f, 306.5b, 310.4,
#: 714.1).  P/T counters (122.1a, "+1/+1", "-0/-2") are read by their form.
COUNTER_KINDS = frozenset("""
age aim arrow arrowhead awakening blaze blood bounty bribery brick cage carrion charge coin collection
control corpse corruption credit crystal cube currency death decayed defense delay depletion despair devotion
divinity doom dream egg elixir ember energy eon experience eyeball fade fate feather filibuster finality flame
flood fungus fury fuse gem glyph gold growth hatchling healing hit hone hoofprint hour hourglass ice
incarnation infection intervention isolation javelin ki landmark level lore loyalty luck magnet manifestation
mannequin matrix milk mine mining mire muster music net oil omen ore page pain paralyzation petal
petrification phylactery pin plague plot poison polyp pressure prey primeval pupa quest rad release rust scream
shell shield shred silver slime sleep sleight soot spore storage stun strife study theft ticket tide time tower
training trap treasure unity velocity verse vitality void vortex wage winch wind wish
""".split()) | frozenset({
    # 122.1b: keyword counters
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible", "lifelink",
    "menace", "reach", "trample", "vigilance", "exalted", "shadow",
})
_PT_COUNTER = re.compile(r"[+-]\d+/[+-]\d+")


def is_counter_kind(name: str) -> bool:
    """122.1: a counter kind (lower case) of the closed list, or a P/T counter (122.1a)."""
    return name in COUNTER_KINDS or bool(_PT_COUNTER.fullmatch(name))


#: 205.3k: spell types (subtypes of instants and sorceries), besides vocab's creature, artifact,
#: enchantment and land types.
SPELL_SUBTYPES = frozenset({"Adventure", "Arcane", "Lesson", "Trap"})
#: 205.4a: supertypes.
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})

#: 702: keyword abilities, implemented by the engine or not (the lowering decides), lower case.
KEYWORDS = frozenset({
    *vocab.SIMPLE_KEYWORDS, *vocab.ENTERING_KEYWORDS, *vocab.CHARACTERISTIC_KEYWORDS, *vocab.NUMBER_KEYWORDS,
    *vocab.COST_KEYWORDS, "crew", "ward", "protection", "enchant", "affinity", "splice", "suspend", "level up",
    "totem armor", "umbra armor", "transmute", "surge", "bestow", "awaken", "champion", "tribute", "ripple",
    "ingest", "undaunted", "living weapon", "ascend", "conspire", "cipher", "exploit", "soulbond", "haunt",
    "banding", "bands with other", "phasing", "fortify", "forecast", "frenzy", "hideaway", "annihilator",
    "partner", "poisonous", "absorb", "aura swap", "epic", "gravestorm", "graft", "sunburst", "vanishing",
    "miracle", "outlast", "prowl", "reinforce", "evoke", "emerge", "escape", "mutate", "companion",
    "boast", "foretell", "training", "disturb", "daybound", "nightbound", "cleave", "blitz", "casualty",
    "enlist", "backup", "bargain", "craft", "disguise", "toxic", "myriad", "partner with", "encore",
    "decayed", "hidden agenda", "double agenda", "augment", "spectacle", "afterlife", "jump-start",
    "mentor", "riot", "adapt", "amass", "squad", "ravenous", "reconfigure", "compleated", "read ahead",
    "for mirrodin!", "prototype", "unearth", "more than meets the eye", "sneak", "offering",
    "basic landcycling", "landcycling",
})

_CARD_TYPE_NAMES = frozenset(vocab.CARD_TYPES.values())
_IRREGULAR_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
                      "Mouse": "Mice", "Fungus": "Fungi", "Ox": "Oxen"}
_NUMBER_NAMES = {n: w for w, n in vocab.NUMBER_WORDS.items() if w not in ("a", "an")}


def _plural(name: str) -> str:
    """The plural of a type name as Oracle text writes it ("Goblins", "Sorceries", "Elves")."""
    if name in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[name]
    if name.endswith(("s", "x", "ch", "sh")):
        return name if name in ("Plains",) else name + "es"
    if name.endswith("y") and name[-2:-1] not in "aeiou":
        return name[:-1] + "ies"
    return name + "s"


# ------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class CounterKind:
    """A kind of counter (122.1): a P/T counter ("+1/+1", 122.1a) or a named kind."""

    name: str

    def __post_init__(self) -> None:
        if not is_counter_kind(self.name):
            raise ValueError(f"not a counter kind: {self.name!r}")

    @property
    def is_pt(self) -> bool:
        return bool(_PT_COUNTER.fullmatch(self.name))

    def text(self) -> str:
        return self.name


@dataclass(frozen=True)
class CardType:
    """A card type (205.2a), as the text writes it: singular or plural."""

    name: str
    plural: bool = False

    def __post_init__(self) -> None:
        if self.name not in _CARD_TYPE_NAMES:
            raise ValueError(f"not a card type: {self.name!r}")

    def text(self) -> str:
        return (_plural(self.name) if self.plural else self.name).lower()


@dataclass(frozen=True)
class Subtype:
    """A subtype from the rules' lists (205.3g-m), singular or plural; `card_type` is the type
    it belongs to (205.3d)."""

    name: str
    plural: bool = False

    def __post_init__(self) -> None:
        if self.name not in SPELL_SUBTYPES and vocab.subtype(self.name) != self.name:
            raise ValueError(f"not a subtype: {self.name!r}")
        if self.plural and _plural(self.name) == self.name:  # "Plains" is its own plural
            object.__setattr__(self, "plural", False)

    @property
    def card_type(self) -> str:
        return "Instant" if self.name in SPELL_SUBTYPES else vocab.subtype_card_type(self.name)

    def text(self) -> str:
        return _plural(self.name) if self.plural else self.name


@dataclass(frozen=True)
class Supertype:
    """A supertype (205.4a)."""

    name: str

    def __post_init__(self) -> None:
        if self.name not in SUPERTYPES:
            raise ValueError(f"not a supertype: {self.name!r}")

    def text(self) -> str:
        return self.name.lower()


@dataclass(frozen=True)
class Color:
    """A color (105.1), or "colorless" (105.2c) or "multicolored" (105.2a) where a quality is meant."""

    name: str

    def __post_init__(self) -> None:
        if self.name not in vocab.COLORS and self.name not in ("colorless", "multicolored"):
            raise ValueError(f"not a color: {self.name!r}")

    def text(self) -> str:
        return self.name


@dataclass(frozen=True)
class ManaCost:
    """A mana cost (202.1), as symbols ("{2}{U}")."""

    symbols: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.symbols or not all(_MANA_SYMBOL.fullmatch(s) for s in self.symbols):
            raise ValueError(f"not a mana cost: {''.join(self.symbols)!r}")

    @property
    def has_x(self) -> bool:
        return "{X}" in self.symbols

    def text(self) -> str:
        return "".join(self.symbols)


_MANA_SYMBOL = re.compile(r"\{(?:\d+|[WUBRGCXS]|[WUBRG]/[WUBRGP]|2/[WUBRG])\}")

#: Players (109.5, 102.1), as a phrase names them.
PLAYERS = frozenset({"you", "an opponent", "each opponent", "each player", "target player", "target opponent",
                     "that player", "its controller", "its owner", "defending player", "each of your opponents",
                     "each of that player's opponents", "enchanted player", "~'s controller",
                     *(f"that {noun}'s {role}" for noun in ("creature", "land", "artifact", "enchantment", "permanent",
                                                            "spell") for role in ("controller", "owner"))})


@dataclass(frozen=True)
class PlayerRef:
    """A player or players a phrase refers to (109.5, 115.1)."""

    phrase: str

    def __post_init__(self) -> None:
        if self.phrase not in PLAYERS:
            raise ValueError(f"not a player: {self.phrase!r}")

    def text(self) -> str:
        return self.phrase


#: How an object reference picks its object (109, 115.1, 611.2c): the object itself (~, 201.5),
#: one already named ("it", "that creature": 608.2c), the permanent an Aura or Equipment is
#: attached to (303.4, 301.5), targets (115.1), every one described ("each", "all", or a bare
#: plural: "creatures you control", 611.2c).
DETERMINERS = frozenset({"~", "it", "that", "enchanted", "equipped", "any target", "target", "each", "all", ""})
_NOUN_DETERMINERS = frozenset({"that", "enchanted", "equipped"})


@dataclass(frozen=True)
class ObjectRef:
    """An object or objects a phrase refers to: a determiner and a description.  For "that",
    "enchanted" and "equipped" the description is a noun; for "target", "each" and "all" it is
    its text, read by the noun phrases that wrap a description (phrases.target_spec: "... from
    your graveyard", "... of an opponent's choice"; phrases.group), each reading the description
    itself as a `Description`.  A target reference may say how many ("up to two", "any number of": 115.1, 601.2c)
    and "another" (115.3)."""

    determiner: str
    described: str = ""
    count: tuple[str, int | str | None] | None = None  # ("up to", 2), ("", 2), ("up to", "X"), ("any number of", None)
    other: str | None = None  # "another" or "other" (115.3)
    written: str = ""  # "itself" for ~

    def __post_init__(self) -> None:
        if self.determiner not in DETERMINERS:
            raise ValueError(f"not a determiner: {self.determiner!r}")
        if (self.determiner in ("~", "it", "any target")) != (not self.described):
            raise ValueError("~, it and any target take no description; the others one")
        if (self.count is not None or self.other) and self.determiner != "target":
            raise ValueError("only targets are counted or another")

    def text(self) -> str:
        if self.determiner == "~":
            return self.written or "~"
        parts = []
        if self.count is not None:
            prefix, n = self.count
            parts.extend(p for p in (prefix, "" if n is None else n if n == "X" else number_text(n)) if p)
        parts.extend(p for p in (self.other, self.determiner, self.described) if p)
        return " ".join(parts)


def number_text(n: int) -> str:
    """A number as Oracle text writes it: a word up to ten, digits above."""
    return _NUMBER_NAMES[n] if n <= 10 and n in _NUMBER_NAMES else str(n)


@dataclass(frozen=True)
class Quantity:
    """A number (107.1): fixed, X (107.3), or "for each" something (`per`, counted as the
    effect happens: 608.2h).  `article`: written "a"/"an" (a singular noun follows)."""

    n: int | None = None
    x: bool = False
    per: object | None = None  # a counted thing: CountersOnRef, Permanents, PerPhrase
    article: bool = False
    that_many: bool = False  # the triggering event's amount (603.7c, 120.3): "that many"
    that_much: bool = False  # the same, of damage or life (a mass noun): "that much"

    def __post_init__(self) -> None:
        if (self.n is not None) + self.x + self.that_many + self.that_much != 1:
            raise ValueError("a quantity is a number, X, that many or that much")
        if self.article and self.n != 1:
            raise ValueError("'a' is one")

    @property
    def singular(self) -> bool:
        return self.n == 1

    def text(self) -> str:
        head = "X" if self.x else "that many" if self.that_many else "that much" if self.that_much else \
            "a" if self.article else number_text(self.n)
        return head + (f" for each {self.per.text()}" if self.per is not None else "")


@dataclass(frozen=True)
class CountersOnRef:
    """"KIND counter on REF": counted by "for each" and "the number of" (122.1)."""

    kind: CounterKind
    on: ObjectRef

    def text(self) -> str:
        return f"{self.kind.text()} counter on {self.on.text()}"


# ------------------------------------------------------------------------------- amounts (107.1)

#: Characteristics an amount reads of an object or a group (208.1 power and toughness, 202.3
#: mana value).
CHARACTERISTICS = frozenset({"power", "toughness", "mana value"})
#: Whose characteristic an amount reads: the source (201.5), the object named before ("its",
#: "that creature's": 608.2c), the creature sacrificed to pay the cost (118.3).
POSSESSIVES = frozenset({"its", "~'s", "that creature's", "the sacrificed creature's"})
#: Amounts written as fixed phrases: the opponents (102.2), the life total (119.1), a die's
#: result (706.2), the card types among cards in all graveyards (205.2a, 404.1), the colors of
#: mana spent to cast the spell (601.2h, 105.1).
AMOUNT_PHRASES = frozenset({"the number of opponents you have", "your life total", "the result",
                            "the number of card types among cards in all graveyards",
                            "the number of colors of mana spent to cast ~",
                            "the number of colors of mana spent to cast this spell"})
#: Things counted by "for each" written as fixed phrases: the creatures blocking the source
#: (509.1h), cards with its name in graveyards (201.2), spells you cast this turn (601.2i).
PER_PHRASES = frozenset({"creature blocking it", "creature blocking ~", "card named ~ in each graveyard",
                         "card named ~ in all graveyards", "spell you've cast this turn"})
#: Zones whose cards an amount counts (402 hand, 404 graveyard, 401 library), and whose ("all":
#: every player's graveyard).
COUNTED_ZONES = frozenset({"hand", "graveyard", "library"})
ZONE_OWNERS = frozenset({"your", "their", "that player's", "all"})


@dataclass(frozen=True)
class FixedAmount:
    """An amount written as a fixed phrase of `AMOUNT_PHRASES`: "your life total"."""

    phrase: str

    def __post_init__(self) -> None:
        if self.phrase not in AMOUNT_PHRASES:
            raise ValueError(f"not an amount: {self.phrase!r}")

    def text(self) -> str:
        return self.phrase


@dataclass(frozen=True)
class PerPhrase:
    """A thing counted by "for each" written as a fixed phrase of `PER_PHRASES`."""

    phrase: str

    def __post_init__(self) -> None:
        if self.phrase not in PER_PHRASES:
            raise ValueError(f"not a counted thing: {self.phrase!r}")

    def text(self) -> str:
        return self.phrase


@dataclass(frozen=True)
class CharacteristicOf:
    """"its power", "~'s toughness", "that creature's mana value", "the sacrificed creature's
    power" (208.1, 202.3): a characteristic of one object, read as the effect happens (608.2h)."""

    what: str
    of: str

    def __post_init__(self) -> None:
        if self.what not in CHARACTERISTICS or self.of not in POSSESSIVES:
            raise ValueError(f"not a characteristic of an object: {self.of!r} {self.what!r}")

    def text(self) -> str:
        return f"{self.of} {self.what}"


@dataclass(frozen=True)
class GreatestAmong:
    """"the greatest power among creatures you control", "the highest mana value among
    permanents you control" (208.1, 202.3): the largest, 0 if none."""

    what: str
    among: Description
    written: str = "greatest"  # or "highest": the same number

    def __post_init__(self) -> None:
        if self.what not in CHARACTERISTICS or self.written not in ("greatest", "highest"):
            raise ValueError(f"not a characteristic: {self.written!r} {self.what!r}")

    def text(self) -> str:
        return f"the {self.written} {self.what} among {self.among.text()}"


@dataclass(frozen=True)
class Devotion:
    """"your devotion to red", "your devotion to white and black" (700.5, 700.5a)."""

    colors: tuple[Color, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.colors) <= 2 or len(set(self.colors)) != len(self.colors):
            raise ValueError("devotion to one color or two different ones")

    def text(self) -> str:
        return "your devotion to " + " and ".join(c.text() for c in self.colors)


@dataclass(frozen=True)
class Permanents:
    """Permanents counted (611.2c, 107.1): "creatures you control" after "the number of", "Forest
    on the battlefield" after "for each" (`on_battlefield`: written so)."""

    described: Description
    on_battlefield: bool = False

    def text(self) -> str:
        return self.described.text() + (" on the battlefield" if self.on_battlefield else "")


@dataclass(frozen=True)
class CardsInZone:
    """Cards counted in a player's zone: "cards in your hand" (402), "creature cards in your
    graveyard" (404), "cards in that player's hand"; or in every graveyard: "creature cards in
    all graveyards" (404.1)."""

    zone: str
    whose: str
    described: Description

    def __post_init__(self) -> None:
        if self.zone not in COUNTED_ZONES or self.whose not in ZONE_OWNERS or (
                self.whose == "all" and self.zone != "graveyard"):
            raise ValueError(f"not a counted zone: {self.whose!r} {self.zone!r}")

    def text(self) -> str:
        zone = "all graveyards" if self.whose == "all" else f"{self.whose} {self.zone}"
        return f"{self.described.text()} in {zone}"


@dataclass(frozen=True)
class LandTypesAmong:
    """"basic land types among lands you control" after "the number of", "basic land type
    among lands you control" after "for each" (205.3i; domain, 207.2c)."""

    among: Description
    plural: bool = True

    def text(self) -> str:
        return f"basic land type{'s' if self.plural else ''} among {self.among.text()}"


@dataclass(frozen=True)
class NumberOf:
    """"the number of ..." (107.1): permanents, cards in a zone, counters on an object (122.1),
    or the basic land types among permanents (205.3i)."""

    counted: Permanents | CardsInZone | CountersOnRef | LandTypesAmong

    def text(self) -> str:
        counted = self.counted
        if isinstance(counted, CountersOnRef):
            return f"the number of {counted.kind.text()} counters on {counted.on.text()}"
        return f"the number of {counted.text()}"


@dataclass(frozen=True)
class Difference:
    """"X minus 1", "the number of cards in their hand minus 4", "7 minus the number of ..."
    (107.1b: a negative result is 0): an amount and a fixed number (written in digits), either
    first."""

    first: object  # an amount, or an int
    second: object

    def __post_init__(self) -> None:
        if isinstance(self.first, int) == isinstance(self.second, int):
            raise ValueError("a difference of an amount and a fixed number")

    def text(self) -> str:
        return " minus ".join(str(side) if isinstance(side, int) else side.text() for side in (self.first, self.second))


@dataclass(frozen=True)
class Plus:
    """"2 plus the number of cards named ~ in all graveyards" (107.1): a fixed number (written
    in digits) and an amount."""

    n: int
    amount: object

    def text(self) -> str:
        return f"{self.n} plus {self.amount.text()}"


#: 611.2a-b, 511.2, 514.2, 610.3: how long an effect lasts.
DURATIONS = frozenset({"until end of turn", "this turn", "until your next turn", "until your next upkeep",
                       "until end of combat", "this combat", "for as long as ~ remains tapped",
                       "until ~ leaves the battlefield"})


@dataclass(frozen=True)
class Duration:
    """How long a continuous effect lasts (611.2a-b)."""

    phrase: str

    def __post_init__(self) -> None:
        if self.phrase not in DURATIONS:
            raise ValueError(f"not a duration: {self.phrase!r}")

    def text(self) -> str:
        return self.phrase


#: 608.2c, 603.4: conditions written as fixed phrases.
CONDITIONS = frozenset({"if you do", "if you don't", "if they do", "if they don't", "if it was kicked",
                        "if ~ was kicked", "it's your turn", "you're the monarch", "an opponent is the monarch",
                        "tribute wasn't paid"})
#: 608.2c: the conditions on whether a player took the action just offered them.
DID_CONDITIONS = frozenset({"if you do", "if you don't", "if they do", "if they don't"})


@dataclass(frozen=True)
class Condition:
    """A condition (608.2c, 603.4, 611.3a): a fixed phrase, or a count of a permanent's counters
    compared ("there are N or more KIND counters on ~", "~ has N or more KIND counters on it": `on`
    is ~; "... on it": `on` is it)."""

    phrase: str = ""
    counters: CounterKind | None = None
    at_least: int | None = None
    on: ObjectRef | None = None

    def __post_init__(self) -> None:
        if self.counters is None and self.phrase not in CONDITIONS:
            raise ValueError(f"not a condition: {self.phrase!r}")
        if self.counters is not None and (self.at_least is None or self.on is None):
            raise ValueError("counters compared need a number and an object")

    def text(self) -> str:
        if self.counters is not None:
            on = self.on.text()
            return f"there are {number_text(self.at_least)} or more {self.counters.text()} counters on {on}"
        return self.phrase


# ------------------------------------------------------------------------------- descriptions (109.2)

#: Words of a description for a permanent's status or a quality (110.5 tapped, 506.4 attacking
#: and blocking, 509.1h blocked, 105.2b monocolored, 111.1 token).
STATUS_WORDS = frozenset({"tapped", "untapped", "attacking", "blocking", "attacking or blocking", "blocked",
                          "unblocked", "monocolored", "nontoken"})


@dataclass(frozen=True)
class Status:
    """A status or quality word of a description: "tapped", "attacking or blocking", "nontoken"."""

    word: str

    def __post_init__(self) -> None:
        if self.word not in STATUS_WORDS:
            raise ValueError(f"not a status: {self.word!r}")

    def text(self) -> str:
        return self.word


@dataclass(frozen=True)
class Negated:
    """"nonX" (205.2b, 205.3d, 205.4b, 105.2): not of a card type, subtype, supertype or color."""

    value: CardType | Subtype | Supertype | Color

    def text(self) -> str:
        inner = self.value
        if isinstance(inner, Subtype):
            return f"non-{inner.name}"
        return "non" + (inner.name.lower() if isinstance(inner, CardType) else inner.text())


@dataclass(frozen=True)
class ColorChoice:
    """Colors of a description (105.2): "white", "white or blue" (either)."""

    colors: tuple[Color, ...]

    def __post_init__(self) -> None:
        if not self.colors:
            raise ValueError("no color")

    def text(self) -> str:
        return " or ".join(c.text() for c in self.colors)


@dataclass(frozen=True)
class Size:
    """A power and toughness (208.1): "1/1 creature"."""

    power: int
    toughness: int

    def text(self) -> str:
        return f"{self.power}/{self.toughness}"


#: 109.4, 108.4: who controls the objects described.
CONTROLLERS = frozenset({"you control", "an opponent controls", "your opponents control", "you don't control",
                         "defending player controls"})


@dataclass(frozen=True)
class Controlled:
    """"... you control", "... an opponent controls" (109.4)."""

    by: str

    def __post_init__(self) -> None:
        if self.by not in CONTROLLERS:
            raise ValueError(f"not a controller: {self.by!r}")

    def text(self) -> str:
        return self.by


#: Characteristics a description compares with a number (208.1, 202.3).
COMPARED = frozenset({"power", "toughness", "mana value", "total power and toughness"})


@dataclass(frozen=True)
class Compared:
    """"with power 2 or less", "with mana value 3" (exactly), "with toughness 4 or greater"."""

    what: str
    n: int
    how: str = ""  # "or less", "or greater", or "" (exactly)

    def __post_init__(self) -> None:
        if self.what not in COMPARED or self.how not in ("", "or less", "or greater"):
            raise ValueError(f"not a comparison: {self.what!r} {self.how!r}")

    def text(self) -> str:
        return " ".join(p for p in ("with", self.what, str(self.n), self.how) if p)


@dataclass(frozen=True)
class ManaValueEqualTo:
    """"with mana value equal to AMOUNT" (202.3): an amount (`grammar.amount`), computed as the
    description is applied."""

    value: object

    def text(self) -> str:
        return f"with mana value equal to {self.value.text()}"


@dataclass(frozen=True)
class WithKeywords:
    """"with flying", "with flying and first strike", "without flying" (702)."""

    keywords: tuple[str, ...]
    without: bool = False

    def __post_init__(self) -> None:
        if not self.keywords or any(k not in KEYWORDS for k in self.keywords):
            raise ValueError(f"not keywords: {self.keywords}")

    def text(self) -> str:
        return f"{'without' if self.without else 'with'} {_keyword_list(self.keywords)}"


#: 201.2: the lower-case words a card's name has between capitalized ones ("Feast of Flesh",
#: "Tamiyo, the Moon Sage"); "or" stays, for the description to refuse "named A or B" by name.
NAME_JOINERS = frozenset({"a", "an", "and", "at", "de", "du", "for", "from", "in", "into", "of", "on", "or", "the",
                          "to", "with"})


def is_card_name(text: str) -> bool:
    """Whether `text` reads as a card's name (201.2) or ~ (201.5): capitalized words, joined by
    the lower-case words names have; never ending on one ("named Avarax, reveal it" is not)."""
    if text == "~":
        return True
    words = [w.strip(",'\"") for w in text.split()]
    return bool(words) and all(w and (w[0].isupper() or w[0].isdigit() or w in NAME_JOINERS) for w in words) \
        and words[0] not in NAME_JOINERS and words[-1] not in NAME_JOINERS


@dataclass(frozen=True)
class Named:
    """"named ~", "named Festering Newt" (201.2): a name, or ~ (201.5)."""

    name: str

    def __post_init__(self) -> None:
        if not is_card_name(self.name):
            raise ValueError(f"not a card's name: {self.name!r}")

    def text(self) -> str:
        return f"named {self.name}"


#: Fixed phrases after a description's noun: combat with the source (509.1g-h), "that are
#: tapped" (110.5), the choice its source made as it entered (614.12c), cards put into a
#: graveyard from the battlefield this turn (400.7), an activated ability that isn't a mana
#: ability (602.1, 605.1a).
TRAITS = frozenset({
    "blocking ~", "blocking it", "it's blocking", "that are tapped", "of the chosen color", "of the chosen type",
    "that were put there from the battlefield this turn", "that was put there from the battlefield this turn",
    "in your graveyard that were put there from the battlefield this turn",
    "in your graveyard that was put there from the battlefield this turn",
    "with an activated ability that isn't a mana ability",
})


@dataclass(frozen=True)
class Trait:
    """A fixed phrase of `TRAITS` after a description's noun."""

    phrase: str

    def __post_init__(self) -> None:
        if self.phrase not in TRAITS:
            raise ValueError(f"not a trait: {self.phrase!r}")

    def text(self) -> str:
        return self.phrase


#: The nouns a description may end with (109.1): "permanent", "card", "spell", singular or plural.
DESCRIPTION_NOUNS = frozenset({"", "permanent", "permanents", "card", "cards", "spell", "spells"})


@dataclass(frozen=True)
class Description:
    """A description of objects (109.2): "another nonartifact, nonblack creature", "creature card
    with mana value 3 or less", "white or blue permanent", "artifact or enchantment", "Goblin
    Wizard", "creatures your opponents control".

    `other`: "another"/"other" (115.3, 109.2); `qualities`: the words before the types, in the
    order written (`Status`, `ColorChoice`, `Negated`, `Supertype`, `Size`); `heads`: card types
    and subtypes, a group of them for each alternative joined by "or" (a group needs all of
    them: "artifact creature"), an alternative after the first with its own qualities first
    ("land or nonblack creature"); `token`: "token"/"tokens" after them (111.1); `noun`: the noun
    it ends with; `suffixes`: what follows (`Controlled`, `Compared`, `ManaValueEqualTo`,
    `WithKeywords`, `Named`, `Trait`)."""

    heads: tuple[tuple[CardType | Subtype | Status | ColorChoice | Negated | Supertype | Size, ...], ...] = ()
    noun: str = ""
    other: str = ""
    qualities: tuple[Status | ColorChoice | Negated | Supertype | Size, ...] = ()
    token: str = ""
    suffixes: tuple[Controlled | Compared | ManaValueEqualTo | WithKeywords | Named | Trait, ...] = ()

    def __post_init__(self) -> None:
        if self.noun not in DESCRIPTION_NOUNS or self.other not in ("", "another", "other") \
                or self.token not in ("", "token", "tokens"):
            raise ValueError(f"not a description: {self.other!r} {self.token!r} {self.noun!r}")
        if not (self.heads or self.noun or self.token):
            raise ValueError("a description names a type or a noun")
        if not all(self.heads):
            raise ValueError("an empty alternative")

    @property
    def plural(self) -> bool:
        """Whether the description reads as a plural ("creatures", "creature tokens", "cards")."""
        return (any(getattr(h, "plural", False) for group in self.heads for h in group) or self.token == "tokens"
                or self.noun.endswith("s"))

    def text(self) -> str:
        parts = [self.other] if self.other else []
        parts.extend(_words(self.qualities))
        groups = [" ".join(_words(group)) for group in self.heads]
        if len(groups) > 2:
            parts.append(", ".join(groups[:-1]) + ", or " + groups[-1])
        elif groups:
            parts.append(" or ".join(groups))
        parts.extend(p for p in (self.token, self.noun) if p)
        parts.extend(s.text() for s in self.suffixes)
        return " ".join(parts)


@dataclass(frozen=True)
class Group:
    """A group of permanents (611.2c): "all creatures", "each creature you control", a bare
    plural ("creatures you control"), "... target player controls" (`controlled_by`: 109.4),
    "... that attacked this turn" (`attacked`: 508.1)."""

    description: Description
    article: str = ""  # "all", "each" or none
    controlled_by: PlayerRef | None = None
    attacked: bool = False

    def __post_init__(self) -> None:
        if self.article not in ("", "all", "each"):
            raise ValueError(f"not a group's article: {self.article!r}")
        if self.controlled_by is not None and self.controlled_by.phrase not in ("target player", "target opponent"):
            raise ValueError(f"not a group's controller: {self.controlled_by.phrase!r}")

    def text(self) -> str:
        parts = [self.article, self.description.text(),
                 f"{self.controlled_by.text()} controls" if self.controlled_by else "",
                 "that attacked this turn" if self.attacked else ""]
        return " ".join(p for p in parts if p)


def _words(items: tuple) -> list[str]:
    """Qualities and types as written: "nonartifact, nonblack creature" (a comma between negations)."""
    words = []
    for i, item in enumerate(items):
        follows = i + 1 < len(items) and _negative(items[i + 1])
        words.append(item.text() + ("," if _negative(item) and follows else ""))
    return words


def _negative(quality: object) -> bool:
    return isinstance(quality, Negated) or quality == Status("nontoken")


# ------------------------------------------------------------------------------- clauses


@dataclass(frozen=True)
class KeywordAbility:
    """One keyword ability of a keyword line (702.1): its keyword and what follows it, a cost
    (702.6 equip, 702.29 cycling, ...), a number N (702.45 bushido N, 702.122 crew N), qualities
    (702.16 protection from ..., 702.41 affinity for ..., 702.72 champion a ...) or a
    description (702.5 enchant ...).  `written` is the line's text of it (the ability's text)."""

    keyword: str
    cost: ManaCost | None = None
    amount: int | None = None
    qualities: tuple = ()
    described: str = ""
    life: int | None = None  # "Cycling—Pay N life" (702.29a, 118.1)
    written: str = ""

    def __post_init__(self) -> None:
        if self.keyword not in KEYWORDS and not self.keyword.endswith("cycling"):
            raise ValueError(f"not a keyword: {self.keyword!r}")

    def __eq__(self, other: object) -> bool:  # the written text is where it came from, not what it says
        return isinstance(other, KeywordAbility) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple:
        return self.keyword, self.cost, self.amount, self.qualities, self.described, self.life

    def text(self) -> str:
        head = self.keyword[:1].upper() + self.keyword[1:]
        words = [_text(q) for q in self.qualities]
        if self.keyword == "protection":
            return f"{head} from " + " and from ".join(words)
        if self.keyword == "affinity":
            return f"{head} for {words[0]}"
        if self.keyword == "champion":
            return f"{head} {'an' if words[0][0] in 'AEIOUaeiou' else 'a'} " + " or ".join(words)
        if self.keyword == "splice":
            return f"{head} onto {words[0]} {self.cost.text()}"
        if self.keyword == "enchant":
            return f"{head} {self.described or words[0]}"
        if self.life is not None:
            return f"{head}—Pay {self.life} life"
        if self.amount is not None and self.cost is not None:
            return f"{head} {self.amount}—{self.cost.text()}"
        tail = self.cost.text() if self.cost is not None else str(self.amount) if self.amount is not None else ""
        return f"{head} {tail}".strip()


def _text(value: object) -> str:
    return value if isinstance(value, str) else value.text()


_PT_PART = re.compile(r"[+-](?:\d+|X)")


@dataclass(frozen=True)
class PTChange:
    """A change to power and toughness (613.4c): "+2/+2", "-X/-0"."""

    power: str
    toughness: str

    def __post_init__(self) -> None:
        if not (_PT_PART.fullmatch(self.power) and _PT_PART.fullmatch(self.toughness)):
            raise ValueError(f"not a P/T change: {self.power}/{self.toughness}")

    def text(self) -> str:
        return f"{self.power}/{self.toughness}"


@dataclass(frozen=True)
class ModifyUntil:
    """"SUBJECT get(s) +N/+M [and gain(s) KEYWORDS] DURATION", "SUBJECT gain(s) KEYWORDS DURATION"
    (611.2, 613.4c, 613.1f).  The subject is an object reference or a group (611.2c); `plural`:
    the verb's number ("get" or "gets")."""

    subject: ObjectRef
    plural: bool
    duration: Duration
    pt: PTChange | None = None
    keywords: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.pt is None and not self.keywords:
            raise ValueError("a change to P/T or keywords")
        if any(k not in KEYWORDS for k in self.keywords):
            raise ValueError(f"not keywords: {self.keywords}")

    def text(self) -> str:
        parts = [self.subject.text()]
        if self.pt is not None:
            parts.append(f"{'get' if self.plural else 'gets'} {self.pt.text()}")
        if self.keywords:
            gain = "gain" if self.plural else "gains"
            parts.append(f"{'and ' if self.pt is not None else ''}{gain} {_keyword_list(self.keywords)}")
        return " ".join([*parts, self.duration.text()])


def _keyword_list(names: tuple[str, ...]) -> str:
    """"flying", "flying and trample", "first strike, vigilance, and lifelink"."""
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + ", and " + names[-1]


@dataclass(frozen=True)
class KeywordLine:
    """A line of keyword abilities separated by commas (702.1)."""

    abilities: tuple[KeywordAbility, ...]

    def text(self) -> str:
        items = [a.text() for a in self.abilities]
        return ", ".join([items[0], *(item[:1].lower() + item[1:] for item in items[1:])])


@dataclass(frozen=True)
class PutCounters:
    """"put N KIND counters on REF" (122.6)."""

    amount: Quantity
    kind: CounterKind
    on: ObjectRef

    def text(self) -> str:
        return f"put {_counters(self.amount, self.kind)} on {self.on.text()}"


@dataclass(frozen=True)
class RemoveCounters:
    """"remove N KIND counters from REF" (122.8), as an effect or a cost (118.3)."""

    amount: Quantity
    kind: CounterKind
    source: ObjectRef

    def text(self) -> str:
        return f"remove {_counters(self.amount, self.kind)} from {self.source.text()}"


@dataclass(frozen=True)
class EntersWithCounters:
    """"~ enters [tapped] with N KIND counters on it" (614.1c, 122.6); only "if ~ was kicked"
    (`kicked`, 702.33d), or N "for each time it was kicked" (`per_kick`, 702.33e)."""

    amount: Quantity
    kind: CounterKind
    kicked: bool = False
    per_kick: bool = False
    tapped: bool = False

    def __post_init__(self) -> None:
        if self.kicked and self.per_kick:
            raise ValueError("kicked or per kick")

    def text(self) -> str:
        enters = "enters tapped" if self.tapped else "enters"
        if self.kicked:
            return f"if ~ was kicked, it {enters} with {_counters(self.amount, self.kind)} on it"
        tail = " for each time it was kicked" if self.per_kick else ""
        return f"~ {enters} with {_counters(self.amount, self.kind)} on it{tail}"


def _counters(amount: Quantity, kind: CounterKind) -> str:
    return f"{amount.text()} {kind.text()} {'counter' if amount.singular else 'counters'}"


def render(value: object) -> str:
    """An IR value as one line of text, with only the fields that differ from their defaults:
    ``PutCounters(amount=Quantity(n=1, article=True), kind=CounterKind(name='+1/+1'), ...)``
    (the golden IR snapshots, tests/cards/golden_ir/)."""
    if isinstance(value, tuple):
        return "(" + ", ".join(render(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if not hasattr(value, "__dataclass_fields__"):
        return repr(value)
    shown = []
    for name, spec in value.__dataclass_fields__.items():
        field_value = getattr(value, name)
        if name == "written" or field_value == spec.default:
            continue
        shown.append(f"{name}={render(field_value)}")
    return f"{type(value).__name__}({', '.join(shown)})"


_TRACE: ContextVar[list | None] = ContextVar("pipeline_trace", default=None)


@contextmanager
def tracing() -> Iterator[list[tuple[str, str, object]]]:
    """Collects (family, text, IR) for each clause lowered inside the block (`traced`)."""
    found: list[tuple[str, str, object]] = []
    token = _TRACE.set(found)
    try:
        yield found
    finally:
        _TRACE.reset(token)


@contextmanager
def untraced() -> Iterator[None]:
    """Records nothing inside the block: another card compiled meanwhile (a conjured card's
    definition, looked up as this one compiles) has clauses of its own, not this card's."""
    token = _TRACE.set(None)
    try:
        yield
    finally:
        _TRACE.reset(token)


def traced(family: str, text: str, value: object) -> None:
    """Records a clause of a family lowered from `text`, when `tracing`."""
    trace = _TRACE.get()
    if trace is not None:
        trace.append((family, text, value))


# ------------------------------------------------------------------------------- instruction verbs (701, 119-121)
#
# An instruction a player carries out ("draw", "you gain", "each opponent discards") has as its
# subject a player, or none: an imperative is the controller's own (608.2c).  `who` None is the
# imperative; the verb agrees with the subject ("you draw", "each player draws").


def _player_verb(who: PlayerRef | None, verb: str) -> str:
    """The subject and its verb: "draw", "you draw", "each player draws" (-es after s: "discards")."""
    if who is None:
        return verb
    return f"{who.text()} {verb if who.phrase == 'you' else verb + 's'}"


def _cards(amount: Quantity) -> str:
    return f"{amount.text()} {'card' if amount.singular else 'cards'}"


def _fixed(amount: Quantity) -> str:
    """An amount Oracle text writes in digits (damage, life, scry, surveil: "3 damage")."""
    return str(amount.n) if amount.n is not None else amount.text()


def _no_article(amount: Quantity) -> None:
    if amount.article:
        raise ValueError("'a' isn't an amount of life or damage")


@dataclass(frozen=True)
class Draw:
    """"[WHO] draw(s) N card(s)" (121.1, 121.2)."""

    amount: Quantity
    who: PlayerRef | None = None

    def text(self) -> str:
        return f"{_player_verb(self.who, 'draw')} {_cards(self.amount)}"


@dataclass(frozen=True)
class _LifeChange:
    """"[WHO] VERB(s) N life" (119.3), VERB the subclass's."""

    amount: Quantity
    who: PlayerRef | None = None
    verb: ClassVar[str] = ""

    def __post_init__(self) -> None:
        _no_article(self.amount)

    def text(self) -> str:
        return f"{_player_verb(self.who, self.verb)} {_fixed(self.amount)} life"


@dataclass(frozen=True)
class GainLife(_LifeChange):
    """"[WHO] gain(s) N life" (119.3)."""

    verb: ClassVar[str] = "gain"


@dataclass(frozen=True)
class LoseLife(_LifeChange):
    """"[WHO] lose(s) N life" (119.3)."""

    verb: ClassVar[str] = "lose"


@dataclass(frozen=True)
class Discard:
    """"[WHO] discard(s) N card(s) [at random]" or "... discard(s) their/your hand" (701.9:
    `amount` None is the whole hand; at random, the game picks the cards, 701.9b)."""

    amount: Quantity | None = None
    who: PlayerRef | None = None
    at_random: bool = False

    def __post_init__(self) -> None:
        if self.amount is None and self.at_random:
            raise ValueError("a whole hand isn't discarded at random")

    def text(self) -> str:
        if self.amount is None:
            yours = self.who is None or self.who.phrase == "you"
            return f"{_player_verb(self.who, 'discard')} {'your' if yours else 'their'} hand"
        return f"{_player_verb(self.who, 'discard')} {_cards(self.amount)}" + (" at random" if self.at_random else "")


@dataclass(frozen=True)
class Mill:
    """"[WHO] mill(s) N card(s)" (701.17a); `older`: its older wording, "[WHO] put(s) the top N
    card(s) of their/your library into their/your graveyard"."""

    amount: Quantity
    who: PlayerRef | None = None
    older: bool = False

    def text(self) -> str:
        if self.older:
            whose = "your" if self.who is None or self.who.phrase == "you" else "their"
            return (f"{_player_verb(self.who, 'put')} the top {_cards(self.amount)} of {whose} library into {whose} "
                    "graveyard")
        return f"{_player_verb(self.who, 'mill')} {_cards(self.amount)}"


@dataclass(frozen=True)
class _LookAtTheTop:
    """"VERB N" (VERB the subclass's): N a fixed number, written in digits."""

    amount: Quantity
    verb: ClassVar[str] = ""

    def __post_init__(self) -> None:
        if self.amount.n is None or self.amount.article:
            raise ValueError(f"{self.verb} a fixed number")

    def text(self) -> str:
        return f"{self.verb} {self.amount.n}"


@dataclass(frozen=True)
class Scry(_LookAtTheTop):
    """"scry N" (701.22a)."""

    verb: ClassVar[str] = "scry"


@dataclass(frozen=True)
class Surveil(_LookAtTheTop):
    """"surveil N" (701.25a)."""

    verb: ClassVar[str] = "surveil"


@dataclass(frozen=True)
class Destroy:
    """"destroy REF" (701.8a); "destroy target A and target B": two targets (115.1)."""

    what: tuple[ObjectRef, ...]

    def __post_init__(self) -> None:
        if not self.what or (len(self.what) > 1 and any(r.determiner != "target" for r in self.what)):
            raise ValueError("one object reference, or targets joined by 'and'")

    def text(self) -> str:
        return "destroy " + " and ".join(ref.text() for ref in self.what)


@dataclass(frozen=True)
class Exile:
    """"exile REF [until ~ leaves the battlefield]" (701.13a, 610.3)."""

    what: ObjectRef
    until: Duration | None = None

    def text(self) -> str:
        return f"exile {self.what.text()}" + (f" {self.until.text()}" if self.until is not None else "")


@dataclass(frozen=True)
class _Tapping:
    """"VERB REF" (VERB the subclass's)."""

    what: ObjectRef
    verb: ClassVar[str] = ""

    def text(self) -> str:
        return f"{self.verb} {self.what.text()}"


@dataclass(frozen=True)
class Tap(_Tapping):
    """"tap REF" (701.26a)."""

    verb: ClassVar[str] = "tap"


@dataclass(frozen=True)
class Untap(_Tapping):
    """"untap REF" (701.26b)."""

    verb: ClassVar[str] = "untap"


#: 701.6a, 118.12: the generic mana a spell's controller may pay to keep it ("unless its
#: controller pays {2}", "{X}").
_GENERIC = re.compile(r"\{(?:[1-9]\d?|X)\}")


@dataclass(frozen=True)
class Counter:
    """"counter REF [unless its controller pays {N}]" (701.6a; 118.12: a cost its controller may pay)."""

    what: ObjectRef
    unless_pays: str | None = None  # the mana symbol: "{2}", "{X}"

    def __post_init__(self) -> None:
        if self.unless_pays is not None and not _GENERIC.fullmatch(self.unless_pays):
            raise ValueError(f"not a generic mana payment: {self.unless_pays!r}")

    def text(self) -> str:
        unless = f" unless its controller pays {self.unless_pays}" if self.unless_pays else ""
        return f"counter {self.what.text()}{unless}"


#: Whose hand a returned object goes to (400.3, 108.3): its owner's; "your" for a card in your own
#: graveyard; "their owners'" for several objects.
HANDS = ("its owner's hand", "your hand", "their owners' hands")


@dataclass(frozen=True)
class ReturnToHand:
    """"return REF to HAND" (400.3: a card goes to its owner's hand)."""

    what: ObjectRef
    hand: str

    def __post_init__(self) -> None:
        if self.hand not in HANDS:
            raise ValueError(f"not a hand: {self.hand!r}")

    def text(self) -> str:
        return f"return {self.what.text()} to {self.hand}"


@dataclass(frozen=True)
class GainControl:
    """"gain control of REF [DURATION]" (108.4, 613.1b)."""

    what: ObjectRef
    until: Duration | None = None

    def text(self) -> str:
        return f"gain control of {self.what.text()}" + (f" {self.until.text()}" if self.until is not None else "")


@dataclass(frozen=True)
class Regenerate:
    """"regenerate REF" (701.19a: a regeneration shield)."""

    what: ObjectRef

    def text(self) -> str:
        return f"regenerate {self.what.text()}"


@dataclass(frozen=True)
class TokenDescription:
    """A token as an effect describes it (111.4): a predefined token ("Treasure", 111.10), or a
    power and toughness, its colors or "colorless" (105.2c), creature types, card types, and
    the keywords and quoted abilities it has (113.1b)."""

    predefined: str = ""
    size: str = ""
    colors: tuple[Color, ...] = ()
    subtypes: tuple[Subtype, ...] = ()
    types: tuple[CardType, ...] = ()
    keywords: tuple[str, ...] = ()
    quotes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if bool(self.predefined) == bool(self.size):
            raise ValueError("a predefined token or a power and toughness")
        if self.predefined and (self.colors or self.subtypes or self.types):
            raise ValueError("a predefined token has its own characteristics (111.10)")
        if self.size and not (self.colors and self.subtypes and self.types):
            raise ValueError("a described token has colors, creature types and card types")

    def text(self) -> str:
        if self.predefined:
            return self.predefined
        return " ".join((self.size, " and ".join(c.text() for c in self.colors), *(s.text() for s in self.subtypes),
                         *(t.text() for t in self.types)))

    def with_text(self) -> str:
        """What follows "with": the keywords, then the quoted abilities."""
        parts = [_listed(self.keywords)] if self.keywords else []
        parts.extend(f'"{quote}"' for quote in self.quotes)
        return " and ".join(parts)


def _listed(words: tuple[str, ...]) -> str:
    """Words as Oracle text lists them: "a", "a and b", "a, b, and c"."""
    return " and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + ", and " + words[-1]


@dataclass(frozen=True)
class Tokens:
    """"N DESCRIPTION token(s) [with ...]" (111.4): the noun agrees with the number."""

    amount: Quantity
    token: TokenDescription
    plural: bool = False

    def __post_init__(self) -> None:
        one = self.amount.n == 1 and not self.amount.x and not self.amount.that_many
        if one == self.plural or self.amount.per is not None:
            raise ValueError("the noun agrees with the number")

    def text(self) -> str:
        noun = "tokens" if self.plural else "token"
        extra = self.token.with_text()
        return f"{self.amount.text()} {self.token.text()} {noun}" + (f" with {extra}" if extra else "")


@dataclass(frozen=True)
class CreateTokens:
    """"[WHO] create(s) TOKENS" (111.2: the player creating them controls them)."""

    tokens: Tokens
    who: PlayerRef | None = None

    def text(self) -> str:
        verb = "create" if self.who is None or self.who.phrase == "you" else "creates"
        return " ".join(p for p in (self.who.text() if self.who else "", verb, self.tokens.text()) if p)


@dataclass(frozen=True)
class SearchLibrary:
    """"search your library for a DESC, [reveal it, ]put it onto the battlefield [tapped] / into
    your hand, then shuffle" (701.23, 701.20a); "it" may be written "that card"."""

    article: str
    described: str
    to: str
    tapped: bool = False
    reveal: str = ""  # how "reveal ..." names the card: "it", "that card"; "" without
    put: str = "it"  # how "put ..." names it

    def __post_init__(self) -> None:
        if self.article not in ("a", "an") or self.to not in ("battlefield", "hand") or (self.tapped and self.to != "battlefield") \
                or self.put not in ("it", "that card") or self.reveal not in ("", "it", "that card"):
            raise ValueError("not a library search")

    def text(self) -> str:
        reveal = f"reveal {self.reveal}, " if self.reveal else ""
        where = "onto the battlefield" + (" tapped" if self.tapped else "") if self.to == "battlefield" else "into your hand"
        return f"search your library for {self.article} {self.described}, {reveal}put {self.put} {where}, then shuffle"


@dataclass(frozen=True)
class SacrificeChosen:
    """"[WHO] sacrifice(s) N DESC" (701.21a: the player chooses which of their permanents)."""

    amount: Quantity
    described: str
    who: PlayerRef | None = None

    def __post_init__(self) -> None:
        if self.amount.x or self.amount.that_many or self.amount.per is not None:
            raise ValueError("a fixed number of permanents is sacrificed")

    def text(self) -> str:
        verb = "sacrifice" if self.who is None or self.who.phrase == "you" else "sacrifices"
        return " ".join(p for p in (self.who.text() if self.who else "", verb, self.amount.text(), self.described) if p)


@dataclass(frozen=True)
class ReturnChosen:
    """"return N DESC you control to its/their owner's hand(s)" (chosen as it resolves, not
    targeted; 400.3)."""

    amount: Quantity
    described: str
    whose: str  # "its" or "their"
    hands: bool = False

    def __post_init__(self) -> None:
        if self.whose not in ("its", "their") or self.amount.x or self.amount.that_many or self.amount.per is not None:
            raise ValueError("not a chosen return")

    def text(self) -> str:
        hand = "hands" if self.hands else "hand"
        return f"return {self.amount.text()} {self.described} you control to {self.whose} owner's {hand}"


@dataclass(frozen=True)
class PutFromHand:
    """"put a DESC from your hand onto the battlefield [tapped]" (a card put, not cast)."""

    article: str
    described: str
    tapped: bool = False

    def text(self) -> str:
        return f"put {self.article} {self.described} from your hand onto the battlefield" + (" tapped" if self.tapped else "")


@dataclass(frozen=True)
class DamageToEqualTo:
    """"SOURCE deals damage to RECIPIENT equal to AMOUNT" (120.3; the amount named after the
    recipient, computed as it resolves, 608.2h); `to` None: "itself", the source."""

    source: ObjectRef
    to: PlayerRef | ObjectRef | None
    value: object  # an amount's IR (grammar.amount)

    def text(self) -> str:
        to = "itself" if self.to is None else self.to.text()
        return f"{self.source.text()} deals damage to {to} equal to {self.value.text()}"


@dataclass(frozen=True)
class LifeEqualTo:
    """"[WHO] gain(s)/lose(s) life equal to AMOUNT" (119.3; an amount the effect computes, 107.1)."""

    gain: bool
    value: object  # an amount's IR (grammar.amount)
    who: PlayerRef | None = None

    def text(self) -> str:
        verb = "gain" if self.gain else "lose"
        if self.who is not None and self.who.phrase != "you":
            verb += "s"
        return " ".join(p for p in (self.who.text() if self.who else "", verb, "life equal to", self.value.text()) if p)


@dataclass(frozen=True)
class PreventNextDamage:
    """"prevent the next N damage that would be dealt to RECIPIENT DURATION" (615.7: a prevention
    shield)."""

    amount: Quantity
    to: PlayerRef | ObjectRef
    until: Duration

    def __post_init__(self) -> None:
        _no_article(self.amount)

    def text(self) -> str:
        return f"prevent the next {_fixed(self.amount)} damage that would be dealt to {self.to.text()} {self.until.text()}"


@dataclass(frozen=True)
class ReturnToBattlefield:
    """"return REF to the battlefield [tapped]" (a card put onto the battlefield from a graveyard:
    400.7, 110.2: under the control of the effect's controller)."""

    what: ObjectRef
    tapped: bool = False

    def text(self) -> str:
        return f"return {self.what.text()} to the battlefield" + (" tapped" if self.tapped else "")


#: Where in its owner's library an object is put (401.4), and whose library it is called: its
#: owner's, or "your" for a card in your own graveyard.
LIBRARY_ENDS = ("top", "the bottom")
LIBRARIES = ("its owner's library", "your library")


@dataclass(frozen=True)
class PutIntoLibrary:
    """"put REF on top of / on the bottom of its owner's library / your library" (401.4)."""

    what: ObjectRef
    where: str
    library: str = "its owner's library"

    def __post_init__(self) -> None:
        if self.where not in LIBRARY_ENDS or self.library not in LIBRARIES:
            raise ValueError(f"not a place in a library: {self.where!r} of {self.library!r}")

    def text(self) -> str:
        return f"put {self.what.text()} on {self.where} of {self.library}"


@dataclass(frozen=True)
class CopySpell:
    """"copy REF" (707.10: a copy of a spell on the stack)."""

    what: ObjectRef

    def text(self) -> str:
        return f"copy {self.what.text()}"


@dataclass(frozen=True)
class Fight:
    """"REF fights REF" (701.14a: each deals damage equal to its power to the other)."""

    first: ObjectRef
    second: ObjectRef

    def text(self) -> str:
        return f"{self.first.text()} fights {self.second.text()}"


@dataclass(frozen=True)
class DealDamage:
    """"SOURCE deals N damage to RECIPIENT" (120.1, 120.3), or "deals damage equal to AMOUNT to"
    (`equal_to`, an amount's IR, 107.1; `amount` None): a player or an object, or each of a group
    ("each creature"), with `and_each` the players besides ("each creature and each player");
    `and_to`: a second amount and recipient ("4 damage to any target and 2 damage to you");
    `and_theirs`: after "each opponent", the permanents of a description they control ("and each
    creature and planeswalker they control")."""

    source: ObjectRef
    amount: Quantity | None
    to: PlayerRef | ObjectRef
    and_each: PlayerRef | None = None
    and_to: tuple[Quantity, PlayerRef | ObjectRef] | None = None
    equal_to: object | None = None
    and_theirs: str = ""

    def __post_init__(self) -> None:
        if (self.amount is None) == (self.equal_to is None):
            raise ValueError("a number of damage or an amount it is equal to")
        if self.amount is not None:
            _no_article(self.amount)
        if self.and_each is not None and (not isinstance(self.to, ObjectRef) or self.to.determiner != "each"
                                          or self.and_each.phrase not in ("each player", "each opponent")):
            raise ValueError("'and each player/opponent' follows each of a group")
        if self.and_theirs and self.to != PlayerRef("each opponent"):
            raise ValueError("'and each DESC they control' follows each opponent")
        if sum(x is not None and x != "" for x in (self.and_each, self.and_to, self.and_theirs)) > 1:
            raise ValueError("one recipient besides at most")
        if self.and_to is not None:
            _no_article(self.and_to[0])

    def text(self) -> str:
        tail = f" and {self.and_each.text()}" if self.and_each is not None else ""
        if self.and_to is not None:
            tail = f" and {_fixed(self.and_to[0])} damage to {self.and_to[1].text()}"
        if self.and_theirs:
            tail = f" and each {self.and_theirs} they control"
        dealt = f"{_fixed(self.amount)} damage" if self.amount is not None else f"damage equal to {self.equal_to.text()}"
        return f"{self.source.text()} deals {dealt} to {self.to.text()}{tail}"
