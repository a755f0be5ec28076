"""Decklists in the MTG Arena / MTGO text format: `4 Lightning Bolt`, optional `(SET) 123`,
`Deck` / `Sideboard` / `Commander` sections, and Built Bear's choices as
`1 Built Bear [flash, +1/+1]`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources

from manastack.engine.decision import ManastackError

LINE = re.compile(r"^(?P<count>\d+)x?\s+(?P<name>[^\[(]+?)\s*(?:\[(?P<legacy>[^\]]*)\])?\s*(?:\((?P<set>[A-Za-z0-9]+)\)\s*(?P<number>\S+)?)?\s*$")
SECTIONS = {"deck": "main", "main": "main", "maindeck": "main", "sideboard": "sideboard", "commander": "commander",
            "companion": "sideboard"}
MAX_COPIES_PER_LINE = 1000


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


def parse_forge(text: str, name: str = "") -> Deck:
    """Read a Forge `.dck` file: `[metadata]` with `Name=`, then `[Main]`, `[Sideboard]`,
    `[Commander]` sections of `COUNT NAME|SET|ART` lines."""
    deck = Deck(name=name)
    section: str | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            header = line[1:-1].strip().lower()
            section = FORGE_SECTIONS.get(header, "ignore" if header == "metadata" else None)
            if section is None:
                section = "ignore"
            continue
        if section is None or section == "ignore":
            if line.lower().startswith("name="):
                deck.name = line.split("=", 1)[1].strip()
            continue
        card_part = line.split("|", 1)[0]
        match = LINE.match(card_part.strip())
        if not match:
            raise DecklistError(f"line {number}: can't read {line!r}; expected 'COUNT CARD NAME|SET'")
        count = int(match["count"])
        if count < 1 or count > MAX_COPIES_PER_LINE:
            raise DecklistError(f"line {number}: {count} copies is not a sensible count (1 to {MAX_COPIES_PER_LINE})")
        legacy = tuple(o.strip().lower() for o in match["legacy"].split(",") if o.strip()) if match["legacy"] else ()
        getattr(deck, section).append(DeckEntry(count, match["name"].strip(), legacy, number))
    if not deck.main:
        raise DecklistError("the .dck file has no [Main] cards")
    return deck


def parse(text: str, name: str = "") -> Deck:
    """Read a decklist.  A blank line after main-deck cards starts the sideboard (the Arena
    export convention) unless a section header says otherwise."""
    deck = Deck(name=name)
    section = "main"
    seen_cards = False
    explicit_sections = False
    for number, raw in enumerate(text.splitlines(), start=1):
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
            deck.name = line[5:].strip()
            continue
        match = LINE.match(line)
        if not match:
            raise DecklistError(f"line {number}: can't read {line!r}; expected 'COUNT CARD NAME'")
        count = int(match["count"])
        if count < 1 or count > MAX_COPIES_PER_LINE:
            raise DecklistError(f"line {number}: {count} copies is not a sensible count (1 to {MAX_COPIES_PER_LINE})")
        legacy = tuple(o.strip().lower() for o in match["legacy"].split(",") if o.strip()) if match["legacy"] else ()
        getattr(deck, section).append(DeckEntry(count, match["name"].strip(), legacy, number))
        seen_cards = True
    if not deck.main:
        raise DecklistError("the decklist has no main-deck cards")
    return deck


def bundled_names() -> list[str]:
    return sorted(p.name[:-4] for p in resources.files("manastack.decks").joinpath("bundled").iterdir() if p.name.endswith(".txt"))


def load(name_or_path: str) -> Deck:
    """A bundled deck by name, or a decklist file."""
    bundled = resources.files("manastack.decks").joinpath("bundled", f"{name_or_path}.txt")
    if bundled.is_file():
        return parse(bundled.read_text(encoding="utf-8"), name_or_path)
    try:
        with open(name_or_path, encoding="utf-8") as handle:
            text = handle.read(1_000_001)
    except (OSError, UnicodeDecodeError) as err:
        reason = getattr(err, "strerror", None) or str(err)
        raise DecklistError(f"{name_or_path}: not a bundled deck ({', '.join(bundled_names())}) and not a readable file: {reason}") from None
    if len(text) > 1_000_000:
        raise DecklistError(f"{name_or_path}: the file is too large to be a decklist")
    if name_or_path.lower().endswith(".dck"):
        return parse_forge(text, name_or_path)
    return parse(text, name_or_path)
