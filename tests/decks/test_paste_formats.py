"""Decklists as people paste them (issue 20 item 4): MTG Arena exports with About / Name and
Companion sections, Moxfield and Archidekt marks, MTGO and Magic Workstation `SB:` lines, a
byte-order mark; a Commander section refused, never dropped; and `--format` validation, whose
errors name the line and whose casual warnings refuse nothing."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from manastack.cli import DECK_FORMATS, main
from manastack.decks import decklist
from manastack.decks.decklist import DecklistError, parse, parse_forge
from manastack.decks.validation import FORMATS, load_playable, review, validate

ARENA = """About
Name Lurrus Burn

Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Lightning Bolt (2XM) 129
4 Shock (M21) 159
32 Mountain (ZNR) 276

Sideboard
1 Lurrus of the Dream-Den (IKO) 226
2 Negate (M20) 69
"""


def cards(entries) -> list[tuple[int, str]]:
    return [(e.count, e.name) for e in entries]


def test_an_arena_export_with_about_name_and_companion_sections() -> None:
    """Arena's export: the About section names the deck; the companion starts the game outside
    it (702.139a), in its own list; Deck and Sideboard as written."""
    deck = parse(ARENA)
    assert deck.name == "Lurrus Burn"
    assert cards(deck.main) == [(4, "Lightning Bolt"), (4, "Shock"), (32, "Mountain")]
    assert cards(deck.companion) == [(1, "Lurrus of the Dream-Den")]
    assert cards(deck.sideboard) == [(1, "Lurrus of the Dream-Den"), (2, "Negate")]


def test_an_arena_export_with_a_byte_order_mark_reads_the_same(tmp_path) -> None:
    path = tmp_path / "arena.txt"
    path.write_text(ARENA, encoding="utf-8-sig")
    assert path.read_bytes()[:3] == b"\xef\xbb\xbf"
    loaded = decklist.load(str(path))
    assert (loaded.name, cards(loaded.main), cards(loaded.companion)) == (
        "Lurrus Burn",
        cards(parse(ARENA).main),
        [(1, "Lurrus of the Dream-Den")],
    )


def test_an_about_section_holds_only_the_name() -> None:
    with pytest.raises(DecklistError, match=r"line 2: can't read '4 Shock' in the About section"):
        parse("About\n4 Shock\nDeck\n40 Mountain\n")


def test_moxfield_marks_are_read_and_left_out_of_the_name() -> None:
    """Moxfield: `*F*` (foil) and `*E*` (etched) flags, `#tags`, set codes with collector numbers
    such as `(PLST) ARB-1` or `129a`."""
    deck = parse(
        "4 Lightning Bolt (2XM) 129 *F* #burn #!removal\n1 Shock (PLST) M21-159 *E*\n"
        "2 Grizzly Bears (M10) 128a #creature\n33 Mountain\n"
    )
    assert cards(deck.main) == [(4, "Lightning Bolt"), (1, "Shock"), (2, "Grizzly Bears"), (33, "Mountain")]


def test_archidekt_categories_and_labels_place_the_cards() -> None:
    """Archidekt: `1x NAME (set) number [Category{options}] ^label,#colour^`.  A category is
    not Built Bear's options; Sideboard goes to the sideboard; Maybeboard and any category
    marked {noDeck} stay outside the deck (kept in `outside`, not played)."""
    deck = parse(
        "4x Lightning Bolt (2xm) 129 [Removal] ^Have,#37d67a^\n"
        "36x Mountain (znr) 276 [Land]\n"
        "2x Negate (m20) 69 [Sideboard{noDeck}{noPrice}]\n"
        "1x Shock (m21) 159 *F* [Maybeboard{noDeck}{noPrice},Burn]\n"
        "1x Opt (xln) 65 [Tokens & Extras{noDeck}]\n"
    )
    assert cards(deck.main) == [(4, "Lightning Bolt"), (36, "Mountain")]
    assert cards(deck.sideboard) == [(2, "Negate")]
    assert cards(deck.outside) == [(1, "Shock"), (1, "Opt")]
    assert all(not e.legacy for e in deck.entries())


def test_built_bears_options_stay_options_before_a_printing_and_without_one() -> None:
    deck = parse("1 Built Bear [flash, +1/+1] (MB2) 12 *F*\n1 Built Bear [draw]\n38 Forest\n")
    assert [e.legacy for e in deck.main[:2]] == [("flash", "+1/+1"), ("draw",)]


def test_mtgo_and_magic_workstation_sideboard_lines() -> None:
    """MTGO/MWS: `SB:` marks a sideboard card anywhere, so blank lines between groups of main
    cards don't start the sideboard; MWS writes the set before the name, `[M10]`."""
    deck = parse(
        "// Deck file for Magic Workstation\n// Lands\n    20 [M10] Mountain\n\n// Spells\n"
        "    4 [M10] Lightning Bolt\n\n16 Mountain\nSB:  2 [M10] Negate\nSB: 1 Shock\n"
    )
    assert cards(deck.main) == [(20, "Mountain"), (4, "Lightning Bolt"), (16, "Mountain")]
    assert cards(deck.sideboard) == [(2, "Negate"), (1, "Shock")]


@pytest.mark.parametrize(
    "text,line,what",
    [
        ("Commander\n1 Sol Ring\n\nDeck\n39 Forest\n", 1, "a Commander section"),
        ("Deck\n39 Forest\nCOMMANDER:\n1 Grizzly Bears\n", 3, "a Commander section"),
        (
            "1x Grizzly Bears (m10) 128 [Commander{top}]\n39x Forest\n",
            1,
            "Grizzly Bears is marked as the commander",
        ),
        ("1 Grizzly Bears *CMDR*\n39 Forest\n", 1, "Grizzly Bears is marked as the commander"),
    ],
)
def test_a_commander_is_refused_with_its_line_never_dropped(text: str, line: int, what: str) -> None:
    """903 (Commander) isn't played yet: a commander is refused, naming its line, rather than
    played as an ordinary card or left out."""
    with pytest.raises(DecklistError) as caught:
        parse(text)
    message = str(caught.value)
    assert message.startswith(f"line {line}: {what}") and "Commander yet (903)" in message


def test_a_forge_commander_section_is_refused(tmp_path) -> None:
    with pytest.raises(DecklistError, match=r"line 4: a \[Commander\] section"):
        parse_forge("[metadata]\nName=x\n[Main]\n[Commander]\n1 Grizzly Bears\n")
    path = tmp_path / "edh.txt"
    path.write_text("Commander\n1 Grizzly Bears\nDeck\n40 Forest\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["sim", str(path), "green-stompy", "-n", "1"])
    assert result.exit_code == 2 and f"{path}:1: a Commander section" in " ".join(result.output.split())


# ---------------------------------------------------------------------------- formats


def test_the_cli_offers_exactly_the_formats_validation_knows() -> None:
    assert set(DECK_FORMATS) == set(FORMATS)


def test_casual_warns_about_a_small_deck_without_lands_but_refuses_nothing(tmp_path) -> None:
    """Casual play takes any deck the engine can play; it warns about fewer than 40 cards and a
    deck without lands, and the simulation still runs."""
    path = tmp_path / "tiny.txt"
    path.write_text("20 Grizzly Bears\n", encoding="utf-8")
    problems, warnings = review(decklist.load(str(path)), "casual")
    assert problems == []
    assert [w.reason.split(":")[0] for w in warnings] == [
        "the main deck has 20 cards",
        "the main deck has no lands",
    ]
    result = CliRunner().invoke(main, ["sim", str(path), "green-stompy", "-n", "1", "--turn-cap", "4"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert f"warning: {path}: the main deck has 20 cards" in text and "no lands" in text


@pytest.mark.parametrize(
    "fmt,text,expected",
    [
        (
            "limited",
            "20 Forest\n19 Grizzly Bears\n",
            ": the main deck has 39 cards; limited needs at least 40",
        ),
        (
            "constructed",
            "40 Forest\n5 Grizzly Bears\n15 Llanowar Elves\n",
            ":2: 5 copies of Grizzly Bears: at most 4 (100.2a)",
        ),
        (
            "constructed",
            "56 Forest\n4 Grizzly Bears\nSideboard\n16 Llanowar Elves\n",
            ": the sideboard has 16 cards; constructed allows at most 15 (100.4a)",
        ),
        ("limited", "39 Forest\n1 Built Bear\n", ":2: Built Bear is a playtest card"),
    ],
)
def test_format_errors_refuse_the_deck_naming_the_line(tmp_path, fmt: str, text: str, expected: str) -> None:
    """100.2a, 100.2b, 100.4a: a deck that breaks its format's rules is refused by `--format`,
    the error naming the file and, for a card, its line."""
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["sim", str(path), "green-stompy", "-n", "1", "--format", fmt])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert f"{path}{expected}" in "".join(result.output.split("\n")), result.output


def test_mystery_booster_allows_playtest_cards_and_counts_40() -> None:
    """Playtest cards are legal in Mystery Booster (and casual) play only."""
    deck = decklist.load("mystery-booster-playtest")
    assert validate(deck, "mystery-booster") == [] and validate(deck, "mystery-booster-limited") == []
    assert any("playtest" in p.reason for p in validate(deck, "limited"))


def test_cards_outside_the_deck_are_warned_about_and_a_companion_is_checked() -> None:
    """The cards a list keeps outside the deck are counted in a warning; a companion is played
    (702.139), so a companion card the engine doesn't know is a problem, not a warning."""
    problems, warnings = review(parse(ARENA + "\nMaybeboard\n2 Opt\n"), "casual")
    assert any(r.reason.startswith("2 cards the list keeps outside the deck") for r in warnings)
    assert any("Lurrus of the Dream-Den" in p.reason for p in problems)
    assert not any("companion" in w.reason for w in warnings)


def test_arena_companion_shown_twice_counts_once_in_the_sideboard() -> None:
    """100.4a: a sideboard of fifteen with the companion listed there and in Companion is legal."""
    text = "Companion\n1 Llanowar Elves\n\nDeck\n56 Forest\n4 Grizzly Bears\n\nSideboard\n1 Llanowar Elves\n14 Opt\n"
    assert not [p for p in validate(parse(text), "constructed") if "sideboard" in p.reason]


def test_an_unknown_format_is_a_clear_error() -> None:
    with pytest.raises(DecklistError, match="unknown format 'vintage'; formats: casual, limited"):
        load_playable("green-stompy", "vintage")
    result = CliRunner().invoke(main, ["sim", "green-stompy", "red-aggro", "--format", "vintage"])
    assert result.exit_code == 2 and "'vintage' is not one of" in result.output


def test_manastack_version() -> None:
    from importlib.metadata import version

    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0 and result.output == f"manastack {version('manastack')}\n"
