"""Decklists as people paste them, and Forge `.dck` files (`parse_forge`).

The text format (`parse`) reads MTG Arena, MTGO, Moxfield, Archidekt and Magic Workstation
exports: `4 Lightning Bolt` or `4x Lightning Bolt`, optional `(SET) 123` printings, `Deck` /
`Sideboard` / `Companion` / `Maybeboard` sections, Arena's `About` section with its `Name`
line, MTGO/MWS `SB:` lines and MWS `[SET]` prefixes, Moxfield's `*F*` flags and `#tags`,
Archidekt's `[Category{noDeck}]` and `^label^` marks, and Built Bear's choices as
`1 Built Bear [flash, +1/+1]`.  Files are UTF-8, with or without a byte-order mark.  A
Commander section (or a card marked as the commander) is refused while the engine has no
Commander rules (903): it is never dropped silently.  Deck names, like card names, have no
control characters."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources

from manastack.engine.decision import ManastackError

COUNT = re.compile(r"([0-9]+)x?\s")
SET_CODE = re.compile(r"([A-Za-z0-9]+)\)\s*(\S+)?")
MWS_SET = re.compile(r"\[([A-Za-z0-9]{1,8})\]\s+")  # Magic Workstation: `4 [M10] Lightning Bolt`
FLAG = re.compile(r"[A-Za-z0-9-]{1,12}")  # inside `*F*`, `*E*`, `*CMDR*`: a printing's foil or etched mark
BRACES = re.compile(r"\{[^{}]*\}")  # Archidekt's category options: {noDeck}, {noPrice}, {top}
SECTIONS = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "mainboard": "main",
    "sideboard": "sideboard",
    "side": "sideboard",
    "companion": "companion",
    "commander": "commander",
    "maybeboard": "outside",
    "maybe": "outside",
    "considering": "outside",
    "about": "about",
}
# Archidekt categories that say where a card goes; a category with {noDeck} is outside the deck.
CATEGORY_PLACES = {
    "commander": "commander",
    "sideboard": "sideboard",
    "companion": "companion",
    "maybeboard": "outside",
}
MAX_COPIES_PER_LINE = 1000
MAX_CARDS = 5000  # in all sections together: more is not a deck, and would only exhaust memory
MAX_NAME = 200  # the longest card names are about 140 characters
NO_COMMANDER = (
    "the engine doesn't play Commander yet (903), so a commander can't be played as one; "
    "remove it to play the other cards as an ordinary deck"
)


class DecklistError(ManastackError):
    """A decklist that can't be read; names the line and the problem."""


@dataclass(frozen=True)
class DeckEntry:
    count: int
    name: str
    legacy: tuple = ()
    line: int = 0


@dataclass
class Deck:
    """A decklist's cards by section.  `companion` holds the cards of a Companion section (they
    start the game outside it, 702.139a); `outside` the cards the list itself keeps out of the
    deck (a Maybeboard, an Archidekt category marked {noDeck}); `commander` stays empty, since a
    Commander section is refused."""

    name: str = ""
    main: list[DeckEntry] = field(default_factory=list)
    sideboard: list[DeckEntry] = field(default_factory=list)
    commander: list[DeckEntry] = field(default_factory=list)
    companion: list[DeckEntry] = field(default_factory=list)
    outside: list[DeckEntry] = field(default_factory=list)
    # 702.139b: the minimum deck size of the format it was checked for, which a companion's
    # condition may name (decks/validation.py load_playable); None: Game.new's default
    minimum_deck_size: int | None = None

    def game_cards(self) -> list[tuple[str, tuple]]:
        """The main deck as one (name, legacy) per card, for `Game.new`."""
        return [(e.name, e.legacy) for e in self.main for _ in range(e.count)]

    def sideboard_cards(self) -> list[tuple[str, tuple]]:
        """The cards outside the game (400.11b), for `Game.new`: the sideboard, and the companion
        (702.139a: it starts outside the game) unless the sideboard lists it already, as Arena
        exports do."""
        listed = {e.name.lower() for e in self.sideboard}
        entries = self.sideboard + [e for e in self.companion if e.name.lower() not in listed]
        return [(e.name, e.legacy) for e in entries for _ in range(e.count)]

    def companion_names(self) -> list[str]:
        """The cards the list declares as its companion (its Companion section)."""
        return [e.name for e in self.companion]

    @property
    def size(self) -> int:
        return sum(e.count for e in self.main)

    def entries(self) -> list[DeckEntry]:
        """Every entry of every section."""
        return self.main + self.sideboard + self.commander + self.companion + self.outside


FORGE_SECTIONS = {"main": "main", "sideboard": "sideboard", "commander": "commander"}
BOM = "\ufeff"  # a byte-order mark some editors put at the start of a UTF-8 file


def _deck_name(text: str, number: int) -> str:
    name = text.strip()
    if len(name) > MAX_NAME or not name.isprintable():
        raise DecklistError(
            f"line {number}: {_shown(name)} is not a deck name (too long, or control characters)"
        )
    return name


def parse_forge(text: str, name: str = "") -> Deck:
    """Read a Forge `.dck` file: `[metadata]` with `Name=` (its other `KEY=VALUE` lines are
    descriptions, and ignored), then `[Main]` and `[Sideboard]` sections of `COUNT NAME|SET|ART`
    lines.  A `[Commander]` section is refused (no Commander rules yet), and so is any other
    section ([Planes], [Schemes], a misspelt [Main]...): it holds cards this engine doesn't
    play, and dropping it would change the deck."""
    deck = Deck(name=name)
    section: str | None = None
    for number, raw in enumerate(text.removeprefix(BOM).splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            header = line[1:-1].strip().lower()
            if header != "metadata" and header not in FORGE_SECTIONS:
                raise DecklistError(
                    f"line {number}: unknown section {_shown(line)}; a .dck file has "
                    "[metadata], [Main] and [Sideboard]"
                )
            if header == "commander":
                raise DecklistError(f"line {number}: a [Commander] section: {NO_COMMANDER}")
            section = FORGE_SECTIONS.get(header, header)
            continue
        if section is None:
            raise DecklistError(
                f"line {number}: {_shown(line)} is outside any section; a .dck file begins with "
                "[metadata] or [Main]"
            )
        if section == "metadata":
            key, equals, value = line.partition("=")
            if not equals:
                raise DecklistError(
                    f"line {number}: can't read {_shown(line)}; [metadata] has KEY=VALUE lines"
                )
            if key.strip().lower() == "name":
                deck.name = _deck_name(value, number)
            continue
        card_part = line.split("|", 1)[0]
        entry, _place = _entry(card_part.strip(), line, number, "'COUNT CARD NAME|SET'", deck)
        getattr(deck, section).append(entry)
    if not deck.main:
        raise DecklistError("the .dck file has no [Main] cards")
    return deck


def split_line(text: str) -> dict | None:
    """`COUNT[x] NAME [LEGACY] (SET) NUMBER` split into its parts (None if it isn't one), with
    the marks exporters add: a Magic Workstation `[SET]` before the name; after the printing,
    Moxfield/Archidekt flags (`*F*`), Archidekt categories (`[Removal]`, `[Maybeboard{noDeck}]`)
    and label (`^Have,#37d67a^`), and Moxfield tags (`#ramp`).  "place" says where a category
    or flag puts the card (commander, sideboard, companion, outside), None where it doesn't.
    No backtracking regular expression: a hostile line costs time linear in its length."""
    head = COUNT.match(text)
    if head is None:
        return None
    rest = text[head.end() :].strip()
    found: dict = {"count": head.group(1), "legacy": None, "set": None, "number": None, "place": None}
    mws = MWS_SET.match(rest)
    if mws is not None:
        found["set"] = mws.group(1)
        rest = rest[mws.end() :]
    if rest.endswith("^"):  # Archidekt's label, last on the line
        before, caret, _label = rest[:-1].rpartition("^")
        if not caret:
            return None
        rest = before.rstrip()
    before, hashed, _tags = rest.partition("#")  # Moxfield's tags run to the end; no card name has a #
    if hashed:
        if not before or not before[-1].isspace():
            return None
        rest = before.rstrip()
    decorations: list[tuple[str, str]] = []  # ("[", category or legacy) and ("*", flag), last first
    while rest.endswith(("]", "*")):
        mark = rest[-1]
        before, opening, inside = rest[:-1].rpartition("[" if mark == "]" else "*")
        if not opening or (mark == "]" and "]" in inside) or (mark == "*" and FLAG.fullmatch(inside) is None):
            return None
        decorations.append(("[" if mark == "]" else "*", inside))
        rest = before.rstrip()
    brackets = [inside for mark, inside in decorations if mark == "["]
    before, paren, after = rest.rpartition("(")
    if paren:
        code = SET_CODE.fullmatch(after.rstrip())
        if code is None:
            return None
        found["set"], found["number"] = code.group(1), code.group(2)
        rest = before.rstrip()
        categories = brackets  # after the printing: categories, never Built Bear's options
        if rest.endswith("]"):
            before, bracket, inside = rest[:-1].rpartition("[")
            if not bracket or "]" in inside:
                return None
            found["legacy"] = inside
            rest = before.rstrip()
    elif len(brackets) > 1:
        return None
    elif brackets and not _is_category(brackets[0]):
        found["legacy"] = brackets[0]
        categories = []
    else:
        categories = brackets
    if not rest or "[" in rest or "(" in rest or "]" in rest:
        return None
    found["name"] = rest
    found["place"] = _place(categories, [inside for mark, inside in decorations if mark == "*"])
    return found


def _is_category(inside: str) -> bool:
    """Whether a bracket without a printing before it is an Archidekt category rather than Built
    Bear's options: it has Archidekt's {options}, or names a place such as Sideboard."""
    return "{" in inside or _category_names(inside)[0] in CATEGORY_PLACES


def _category_names(inside: str) -> list[str]:
    return [BRACES.sub("", item).strip().lower() for item in inside.split(",")]


def _place(categories: list[str], flags: list[str]) -> str | None:
    """Where Archidekt categories or a `*CMDR*` flag put a card (None: its section decides)."""
    if any(flag.upper() == "CMDR" for flag in flags):
        return "commander"
    for inside in categories:
        names = _category_names(inside)
        if "commander" in names:
            return "commander"
        if names[0] in ("sideboard", "companion"):
            return names[0]
        if "maybeboard" in names or "{nodeck}" in inside.lower():
            return "outside"
    return None


def _shown(line: str) -> str:
    return repr(line) if len(line) <= 80 else repr(line[:77] + "...")


def _entry(text: str, line: str, number: int, expected: str, deck: Deck) -> tuple[DeckEntry, str | None]:
    """One `COUNT NAME [legacy] (SET) NUMBER` line, checked: a sensible count and name, and a
    deck that stays a sensible size; with the place its marks give it (`split_line`)."""
    match = split_line(text)
    if not match:
        raise DecklistError(f"line {number}: can't read {_shown(line)}; expected {expected}")
    digits = match["count"].lstrip("0") or "0"
    count = int(digits) if len(digits) <= 9 else MAX_COPIES_PER_LINE + 1
    if count < 1 or count > MAX_COPIES_PER_LINE:
        shown = digits if len(digits) <= 12 else digits[:9] + "..."
        raise DecklistError(
            f"line {number}: {shown} copies is not a sensible count (1 to {MAX_COPIES_PER_LINE})"
        )
    name = match["name"].strip()
    if len(name) > MAX_NAME:
        raise DecklistError(f"line {number}: {_shown(name)} is too long to be a card name")
    if any(not ch.isprintable() for ch in name):
        raise DecklistError(f"line {number}: {_shown(name)} has control characters; it is not a card name")
    total = sum(e.count for e in deck.entries()) + count
    if total > MAX_CARDS:
        raise DecklistError(
            f"line {number}: the list now has {total} cards; a decklist may have at most {MAX_CARDS}"
        )
    legacy = (
        tuple(o.strip().lower() for o in match["legacy"].split(",") if o.strip()) if match["legacy"] else ()
    )
    return DeckEntry(count, name, legacy, number), match["place"]


def parse(text: str, name: str = "") -> Deck:
    """Read a decklist.  A blank line after main-deck cards starts the sideboard (the Arena and
    MTGO export convention) unless a section header or `SB:` lines say otherwise."""
    deck = Deck(name=name)
    lines = text.removeprefix(BOM).splitlines()
    section = "main"
    seen_cards = False
    explicit_sections = any(raw.strip()[:3].upper() == "SB:" for raw in lines)
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            if not line and seen_cards and section == "main" and not explicit_sections:
                section = "sideboard"
            continue
        header = line.rstrip(":").strip().lower()
        if header in SECTIONS:
            section = SECTIONS[header]
            if section == "commander":
                raise DecklistError(f"line {number}: a Commander section: {NO_COMMANDER}")
            explicit_sections = True
            continue
        if header.startswith("name "):
            deck.name = _deck_name(line[5:], number)
            continue
        if section == "about":
            raise DecklistError(
                f"line {number}: can't read {_shown(line)} in the About section; "
                "it holds the line 'Name DECK NAME'"
            )
        where, card = section, line
        if line[:3].upper() == "SB:":  # MTGO and Magic Workstation: a sideboard card anywhere
            where, card = "sideboard", line[3:].strip()
        entry, place = _entry(card, line, number, "'COUNT CARD NAME'", deck)
        if place == "commander":
            raise DecklistError(f"line {number}: {entry.name} is marked as the commander: {NO_COMMANDER}")
        getattr(deck, place or where).append(entry)
        seen_cards = True
    if not deck.main:
        raise DecklistError("the decklist has no main-deck cards")
    return deck


def bundled_names() -> list[str]:
    return sorted(
        p.name[:-4]
        for p in resources.files("manastack.decks").joinpath("bundled").iterdir()
        if p.name.endswith(".txt")
    )


def load(name_or_path: str) -> Deck:
    """A bundled deck by name, or a decklist file.  Errors name the file."""
    try:
        return _load(name_or_path)
    except DecklistError as err:
        message = str(err)
        if message.startswith(f"{name_or_path}:"):
            raise
        at_line = re.match(r"line ([0-9]+): ", message)
        if at_line:
            raise DecklistError(f"{name_or_path}:{at_line.group(1)}: {message[at_line.end() :]}") from None
        raise DecklistError(f"{name_or_path}: {message}") from None


def _load(name_or_path: str) -> Deck:
    if name_or_path in bundled_names():
        bundled = resources.files("manastack.decks").joinpath("bundled", f"{name_or_path}.txt")
        return parse(bundled.read_text(encoding="utf-8"), name_or_path)
    try:
        with open(name_or_path, encoding="utf-8-sig") as handle:
            text = handle.read(1_000_001)
    except (OSError, UnicodeDecodeError) as err:
        reason = getattr(err, "strerror", None) or str(err)
        raise DecklistError(
            f"{name_or_path}: not a bundled deck ({', '.join(bundled_names())}) and not a readable file: {reason}"
        ) from None
    if len(text) > 1_000_000:
        raise DecklistError(f"{name_or_path}: the file is larger than 1 MB; it is not a decklist")
    if name_or_path.lower().endswith(".dck"):
        return parse_forge(text, name_or_path)
    return parse(text, name_or_path)
