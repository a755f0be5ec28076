"""Deck legality by format (100.2, 100.4), and whether every card is one the engine plays.

`review` gives a deck's problems (which refuse it) and warnings (which don't): casual play
allows any deck the engine can play, but warns about one smaller than 40 cards or without lands;
limited (100.2b) and Mystery Booster decks have at least 40 cards, constructed decks (100.2a) at
least 60 with at most four copies of a card other than basic lands and a sideboard of at most
fifteen (100.4a).  Playtest cards are legal only in Mystery Booster and casual play."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.cards import dsl
from manastack.cards.db import UnknownCardError, load_database
from manastack.cards.registry import (
    LegacyError,
    UnsupportedCardError,
    card_def,
    resolve_name,
    validate_legacy,
)
from manastack.decks.decklist import Deck, DeckEntry, DecklistError, load
from manastack.engine import companion


@dataclass(frozen=True)
class Format:
    minimum: int  # main-deck cards
    max_copies: int | None  # of a card other than a basic land
    max_sideboard: int | None
    playtest: bool  # whether playtest cards are legal
    # 702.139b: the minimum deck size a companion's condition names (Yorion, Sky Nomad's rulings:
    # 40 in limited, 60 in constructed and in casual freeform play)
    companion_minimum: int = companion.MINIMUM_DECK_SIZE


FORMATS = {
    "casual": Format(1, None, None, True),
    "limited": Format(40, None, None, False, 40),  # 100.2b
    "constructed": Format(60, 4, 15, False),  # 100.2a, 100.4a
    "mystery-booster": Format(40, None, None, True, 40),
}
ALIASES = {"mystery-booster-limited": "mystery-booster"}
USUAL_MINIMUM = 40  # casual play warns below the smallest tournament deck


@dataclass(frozen=True)
class Problem:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}" if self.line else self.reason


def format_named(fmt: str) -> Format:
    """The format called `fmt` (or one of its other names); a DecklistError listing the formats."""
    found = FORMATS.get(ALIASES.get(fmt, fmt)) if isinstance(fmt, str) else None
    if found is None:
        raise DecklistError(f"unknown format {fmt!r}; formats: {', '.join(FORMATS)}")
    return found


def validate(deck: Deck, fmt: str = "casual") -> list[Problem]:
    """Every problem with the deck in this format: unknown or unsupported cards (with close
    names), bad Built Bear options, size, copies, sideboard size, and playtest legality."""
    return review(deck, fmt)[0]


def review(deck: Deck, fmt: str = "casual") -> tuple[list[Problem], list[Problem]]:
    """The deck's problems in this format, and its warnings (`validate` has the problems)."""
    rules = format_named(fmt)
    if not isinstance(deck, Deck):
        raise TypeError(f"validate() takes a Deck, not {type(deck).__name__}")
    db = load_database()
    problems: list[Problem] = []
    copies: dict[str, int] = {}
    first_line: dict[str, int] = {}
    lands = 0
    main = {id(e) for e in deck.main}
    listed = {e.name.lower() for e in deck.sideboard}
    shown_twice = {id(e) for e in deck.companion if e.name.lower() in listed}  # Arena lists it in both
    for entry in deck.main + deck.sideboard + deck.commander + deck.companion:
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
                hint = (
                    "" if definition.legacy else " (an Archidekt category goes after the set code and number)"
                )
                problems.append(Problem(entry.line, str(err) + hint))
        if record.playtest and not rules.playtest:
            problems.append(
                Problem(
                    entry.line,
                    f"{record.name} is a playtest card: legal only in Mystery Booster and casual play",
                )
            )
        if id(entry) in main and "Land" in record.front.types:
            lands += entry.count
        if "Basic" not in record.front.supertypes and id(entry) not in shown_twice and not _any_number(definition):
            copies[record.name] = copies.get(record.name, 0) + entry.count
            first_line.setdefault(record.name, entry.line)
    if rules.max_copies is not None:
        for name, count in copies.items():
            if count > rules.max_copies:
                problems.append(
                    Problem(
                        first_line[name], f"{count} copies of {name}: at most {rules.max_copies} (100.2a)"
                    )
                )
    if deck.size < rules.minimum:
        problems.append(
            Problem(0, f"the main deck has {deck.size} cards; {fmt} needs at least {rules.minimum}")
        )
    problems.extend(_companion_problems(deck, rules))
    sideboard = _sideboard_size(deck)
    if rules.max_sideboard is not None and sideboard > rules.max_sideboard:
        problems.append(
            Problem(
                0, f"the sideboard has {sideboard} cards; {fmt} allows at most {rules.max_sideboard} (100.4a)"
            )
        )
    return problems, _warnings(deck, fmt, lands)


def _any_number(definition) -> bool:
    """100.2a: "A deck can have any number of cards named ~." lifts the limit on copies."""
    return any(isinstance(a, dsl.Static) and isinstance(a.effect, dsl.AnyNumberInDeck)
               for face in definition.faces for a in face.abilities)


def _companion_problems(deck: Deck, rules: Format) -> list[Problem]:
    """702.139a-b: a companion the list declares has a companion ability whose condition its
    starting deck (the main deck) fulfils."""
    found = []
    main = [(e.name, e.legacy) for e in deck.main for _ in range(e.count)]
    for entry in deck.companion:
        try:
            name = resolve_name(entry.name)
            starting = [(resolve_name(card), legacy) for card, legacy in main]
        except UnsupportedCardError:
            continue  # the unknown card is a problem of its own
        if companion.companion_ability(name) is None:
            found.append(Problem(entry.line, f"{name} is listed as the companion but has no companion ability (702.139a)"))
            continue
        problem = companion.unmet(name, (), starting, rules.companion_minimum)
        if problem is not None:
            found.append(Problem(entry.line, f"{problem} (702.139a)"))
    return found


def _sideboard_size(deck: Deck) -> int:
    """The sideboard with the companion (702.139a: it starts in the sideboard), counted once
    when the list shows it in both sections, as Arena exports do."""
    listed = {e.name.lower() for e in deck.sideboard}
    return sum(e.count for e in deck.sideboard) + sum(
        e.count for e in deck.companion if e.name.lower() not in listed
    )


def _warnings(deck: Deck, fmt: str, lands: int) -> list[Problem]:
    warnings = []
    if format_named(fmt).minimum < USUAL_MINIMUM and deck.size < USUAL_MINIMUM:
        warnings.append(
            Problem(
                0,
                f"the main deck has {deck.size} cards: {fmt} play allows it, but a limited deck has "
                f"at least {USUAL_MINIMUM} and a constructed one 60 (100.2)",
            )
        )
    if lands == 0:
        warnings.append(Problem(0, "the main deck has no lands"))
    if deck.outside:
        warnings.append(_outside_warning(deck.outside))
    return warnings


def _outside_warning(outside: list[DeckEntry]) -> Problem:
    count = sum(e.count for e in outside)
    names = ", ".join(e.name for e in outside[:3]) + (", ..." if len(outside) > 3 else "")
    cards = f"{count} card{'s' * (count != 1)}"
    return Problem(
        outside[0].line,
        f"{cards} the list keeps outside the deck (a Maybeboard, or a category marked "
        f"{{noDeck}}) left out: {names}",
    )


def load_playable(name_or_path: str, fmt: str = "casual", warn: Callable[[str], None] | None = None) -> Deck:
    """A bundled deck or decklist file that the engine can play in this format; otherwise a
    DecklistError that lists every problem as `FILE:LINE: problem` (unknown cards come with
    the close names they might mean).  `warn` receives each warning, as `FILE:LINE: warning`."""
    format_named(fmt)
    deck = load(name_or_path)
    problems, warnings = review(deck, fmt)
    if problems:
        lines = [_located(name_or_path, p) for p in problems[:20]]
        if len(problems) > 20:
            lines.append(f"... and {len(problems) - 20} more problems")
        raise DecklistError("\n".join(lines))
    if warn is not None:
        for warning in warnings:
            warn(_located(name_or_path, warning))
    deck.minimum_deck_size = format_named(fmt).companion_minimum
    return deck


def _located(name_or_path: str, problem: Problem) -> str:
    return (
        f"{name_or_path}:{problem.line}: {problem.reason}"
        if problem.line
        else f"{name_or_path}: {problem.reason}"
    )
