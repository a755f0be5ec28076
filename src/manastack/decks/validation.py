"""Deck legality by format (100.2, 100.4), and whether every card is one the engine plays."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.cards.db import UnknownCardError, load_database
from manastack.cards.registry import (
    LegacyError,
    UnsupportedCardError,
    card_def,
    resolve_name,
    validate_legacy,
)
from manastack.decks.decklist import Deck, DecklistError, load

FORMATS = {
    # name: (minimum main deck, maximum copies of a card other than basic lands, playtest cards legal)
    "constructed": (60, 4, False),  # 100.2a
    "limited": (40, None, False),  # 100.2b
    "mystery-booster-limited": (40, None, True),
    "casual": (1, None, True),
}


@dataclass(frozen=True)
class Problem:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}" if self.line else self.reason


def validate(deck: Deck, fmt: str = "casual") -> list[Problem]:
    """Every problem with the deck in this format: unknown or unsupported cards (with close
    names), bad Built Bear options, size, copies, and playtest legality."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; formats: {', '.join(FORMATS)}")
    if not isinstance(deck, Deck):
        raise TypeError(f"validate() takes a Deck, not {type(deck).__name__}")
    minimum, max_copies, playtest_ok = FORMATS[fmt]
    db = load_database()
    problems: list[Problem] = []
    copies: dict[str, int] = {}
    first_line: dict[str, int] = {}
    for entry in deck.main + deck.sideboard + deck.commander:
        try:
            record = db.get(entry.name)
        except UnknownCardError as err:
            problems.append(Problem(entry.line, str(err)))
            continue
        try:
            definition = card_def(resolve_name(record.name))
        except UnsupportedCardError as err:
            problems.append(Problem(entry.line, f"{record.name} is not supported: {err.reason}"))
            continue
        if entry.legacy:
            try:
                validate_legacy(definition, entry.legacy)
            except LegacyError as err:
                problems.append(Problem(entry.line, str(err)))
        if record.playtest and not playtest_ok:
            problems.append(Problem(entry.line, f"{record.name} is a playtest card: legal only in Mystery Booster Limited and casual play"))
        if "Basic" not in record.front.supertypes:
            copies[record.name] = copies.get(record.name, 0) + entry.count
            first_line.setdefault(record.name, entry.line)
    if max_copies is not None:
        for name, count in copies.items():
            if count > max_copies:
                problems.append(Problem(first_line[name], f"{count} copies of {name}: at most {max_copies} (100.2a)"))
    if deck.size < minimum:
        problems.append(Problem(0, f"the main deck has {deck.size} cards; {fmt} needs at least {minimum}"))
    return problems


def load_playable(name_or_path: str, fmt: str = "casual") -> Deck:
    """A bundled deck or decklist file that the engine can play in this format; otherwise a
    DecklistError that lists every problem as `FILE:LINE: problem` (unknown cards come with
    the close names they might mean)."""
    deck = load(name_or_path)
    problems = validate(deck, fmt)
    if problems:
        lines = [f"{name_or_path}:{p.line}: {p.reason}" if p.line else f"{name_or_path}: {p.reason}" for p in problems[:20]]
        if len(problems) > 20:
            lines.append(f"... and {len(problems) - 20} more problems")
        raise DecklistError("\n".join(lines))
    return deck
