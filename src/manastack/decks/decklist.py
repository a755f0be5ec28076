"""Decklists in the MTG Arena / MTGO text format: `4 Lightning Bolt`, optional `(SET) 123`,
`Deck` / `Sideboard` / `Commander` sections, and Built Bear's choices as
`1 Built Bear [flash, +1/+1]`; and Forge `.dck` files (`parse_forge`).  Files are UTF-8, with
or without a byte-order mark.  Deck names, like card names, have no control characters."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources

from manastack.engine.decision import ManastackError

COUNT = re.compile(r"([0-9]+)x?\s")
SET_CODE = re.compile(r"([A-Za-z0-9]+)\)\s*(\S+)?")
SECTIONS = {"deck": "main", "main": "main", "maindeck": "main", "sideboard": "sideboard", "commander": "commander",
            "companion": "sideboard"}
MAX_COPIES_PER_LINE = 1000
MAX_CARDS = 5000  # in all sections together: more is not a deck, and would only exhaust memory
MAX_NAME = 200  # the longest card names are about 140 characters


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
    name: str = ""
    main: list[DeckEntry] = field(default_factory=list)
    sideboard: list[DeckEntry] = field(default_factory=list)
    commander: list[DeckEntry] = field(default_factory=list)

    def game_cards(self) -> list[tuple[str, tuple]]:
        """The main deck as one (name, legacy) per card, for `Game.new`."""
        return [(e.name, e.legacy) for e in self.main for _ in range(e.count)]

    @property
    def size(self) -> int:
        return sum(e.count for e in self.main)


FORGE_SECTIONS = {"main": "main", "sideboard": "sideboard", "commander": "commander"}
BOM = "\ufeff"  # a byte-order mark some editors put at the start of a UTF-8 file


def _deck_name(text: str, number: int) -> str:
    name = text.strip()
    if len(name) > MAX_NAME or not name.isprintable():
        raise DecklistError(f"line {number}: {_shown(name)} is not a deck name (too long, or control characters)")
    return name


def parse_forge(text: str, name: str = "") -> Deck:
    """Read a Forge `.dck` file: `[metadata]` with `Name=` (its other `KEY=VALUE` lines are
    descriptions, and ignored), then `[Main]`, `[Sideboard]`, `[Commander]` sections of
    `COUNT NAME|SET|ART` lines.  Any other section ([Planes], [Schemes], a misspelt [Main]...)
    holds cards this engine doesn't play, so it is refused rather than dropped."""
    deck = Deck(name=name)
    section: str | None = None
    for number, raw in enumerate(text.removeprefix(BOM).splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            header = line[1:-1].strip().lower()
            if header != "metadata" and header not in FORGE_SECTIONS:
                raise DecklistError(f"line {number}: unknown section {_shown(line)}; a .dck file has "
                                    "[metadata], [Main], [Sideboard] and [Commander]")
            section = FORGE_SECTIONS.get(header, header)
            continue
        if section is None:
            raise DecklistError(f"line {number}: {_shown(line)} is outside any section; a .dck file begins with "
                                "[metadata] or [Main]")
        if section == "metadata":
            key, equals, value = line.partition("=")
            if not equals:
                raise DecklistError(f"line {number}: can't read {_shown(line)}; [metadata] has KEY=VALUE lines")
            if key.strip().lower() == "name":
                deck.name = _deck_name(value, number)
            continue
        card_part = line.split("|", 1)[0]
        getattr(deck, section).append(_entry(card_part.strip(), line, number, "'COUNT CARD NAME|SET'", deck))
    if not deck.main:
        raise DecklistError("the .dck file has no [Main] cards")
    return deck


def split_line(text: str) -> dict | None:
    """`COUNT[x] NAME [LEGACY] (SET) NUMBER` split into its parts (None if it isn't one).  No
    backtracking regular expression: a hostile line costs time linear in its length."""
    head = COUNT.match(text)
    if head is None:
        return None
    rest = text[head.end():].strip()
    found = {"count": head.group(1), "legacy": None, "set": None, "number": None}
    before, paren, after = rest.rpartition("(")
    if paren:
        code = SET_CODE.fullmatch(after.rstrip())
        if code is None:
            return None
        found["set"], found["number"] = code.group(1), code.group(2)
        rest = before.rstrip()
    if rest.endswith("]"):
        before, bracket, inside = rest[:-1].rpartition("[")
        if not bracket or "]" in inside:
            return None
        found["legacy"] = inside
        rest = before.rstrip()
    if not rest or "[" in rest or "(" in rest or "]" in rest:
        return None
    found["name"] = rest
    return found


def _shown(line: str) -> str:
    return repr(line) if len(line) <= 80 else repr(line[:77] + "...")


def _entry(text: str, line: str, number: int, expected: str, deck: Deck) -> DeckEntry:
    """One `COUNT NAME [legacy] (SET) NUMBER` line, checked: a sensible count and name, and a
    deck that stays a sensible size."""
    match = split_line(text)
    if not match:
        raise DecklistError(f"line {number}: can't read {_shown(line)}; expected {expected}")
    digits = match["count"].lstrip("0") or "0"
    count = int(digits) if len(digits) <= 9 else MAX_COPIES_PER_LINE + 1
    if count < 1 or count > MAX_COPIES_PER_LINE:
        shown = digits if len(digits) <= 12 else digits[:9] + "..."
        raise DecklistError(f"line {number}: {shown} copies is not a sensible count (1 to {MAX_COPIES_PER_LINE})")
    name = match["name"].strip()
    if len(name) > MAX_NAME:
        raise DecklistError(f"line {number}: {_shown(name)} is too long to be a card name")
    if any(not ch.isprintable() for ch in name):
        raise DecklistError(f"line {number}: {_shown(name)} has control characters; it is not a card name")
    total = sum(e.count for e in deck.main + deck.sideboard + deck.commander) + count
    if total > MAX_CARDS:
        raise DecklistError(f"line {number}: the list now has {total} cards; a decklist may have at most {MAX_CARDS}")
    legacy = tuple(o.strip().lower() for o in match["legacy"].split(",") if o.strip()) if match["legacy"] else ()
    return DeckEntry(count, name, legacy, number)


def parse(text: str, name: str = "") -> Deck:
    """Read a decklist.  A blank line after main-deck cards starts the sideboard (the Arena
    export convention) unless a section header says otherwise."""
    deck = Deck(name=name)
    section = "main"
    seen_cards = False
    explicit_sections = False
    for number, raw in enumerate(text.removeprefix(BOM).splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            if not line and seen_cards and section == "main" and not explicit_sections:
                section = "sideboard"
            continue
        header = line.rstrip(":").lower()
        if header in SECTIONS:
            section = SECTIONS[header]
            explicit_sections = True
            continue
        if header.startswith("name "):
            deck.name = _deck_name(line[5:], number)
            continue
        getattr(deck, section).append(_entry(line, line, number, "'COUNT CARD NAME'", deck))
        seen_cards = True
    if not deck.main:
        raise DecklistError("the decklist has no main-deck cards")
    return deck


def bundled_names() -> list[str]:
    return sorted(p.name[:-4] for p in resources.files("manastack.decks").joinpath("bundled").iterdir() if p.name.endswith(".txt"))


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
            raise DecklistError(f"{name_or_path}:{at_line.group(1)}: {message[at_line.end():]}") from None
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
        raise DecklistError(f"{name_or_path}: not a bundled deck ({', '.join(bundled_names())}) and not a readable file: {reason}") from None
    if len(text) > 1_000_000:
        raise DecklistError(f"{name_or_path}: the file is larger than 1 MB; it is not a decklist")
    if name_or_path.lower().endswith(".dck"):
        return parse_forge(text, name_or_path)
    return parse(text, name_or_path)
