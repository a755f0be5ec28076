"""Decklists and player names from outside (issue 14 item 5): a byte-order mark is read, an
unknown Forge section is refused with its line, and names with control characters (terminal
escape codes) are refused rather than printed raw."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from support import bundled

import manastack as ms
from manastack.cli import main
from manastack.decks import decklist
from manastack.decks.decklist import DecklistError, parse, parse_forge
from manastack.engine.decision import GameSetupError

ESCAPE = "\x1b[2J\x1b[31m"  # clear the screen, then red


def test_item5_a_decklist_with_a_byte_order_mark_is_read(tmp_path) -> None:
    """A UTF-8 file that begins with a byte-order mark (Windows Notepad) reads like one without."""
    path = tmp_path / "deck.txt"
    path.write_text("20 Mountain\n20 Forest\n", encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    deck = decklist.load(str(path))
    assert [(e.count, e.name) for e in deck.main] == [(20, "Mountain"), (20, "Forest")]
    assert parse("\ufeff4 Forest\n").main[0].name == "Forest"


def test_item5_a_forge_deck_with_a_byte_order_mark_is_read(tmp_path) -> None:
    path = tmp_path / "deck.dck"
    path.write_text("[metadata]\nName=Lands\n[Main]\n40 Forest|M10\n", encoding="utf-8-sig")
    deck = decklist.load(str(path))
    assert deck.name == "Lands" and deck.size == 40


@pytest.mark.parametrize("section", ["[Planes]", "[Schemes]", "[Mian]"])
def test_item5_an_unknown_forge_section_is_refused_naming_it_and_its_line(tmp_path, section: str) -> None:
    """A section the engine doesn't read (cards of another game variant, or a misspelt [Main])
    is refused with its name and line, not dropped."""
    path = tmp_path / "deck.dck"
    path.write_text(f"[metadata]\nName=x\n[Main]\n40 Forest\n{section}\n1 Some Card\n", encoding="utf-8")
    with pytest.raises(DecklistError) as caught:
        decklist.load(str(path))
    assert f"{path}:5: unknown section '{section}'" in str(caught.value)
    result = CliRunner().invoke(main, ["sim", str(path), "green-stompy", "-n", "1"])
    assert result.exit_code == 2
    assert "unknown section" in result.output and "Traceback" not in result.output


def test_item5_forge_metadata_is_read_and_its_other_keys_are_ignored() -> None:
    """[metadata] holds KEY=VALUE descriptions: Name names the deck; the others are harmless."""
    deck = parse_forge("[metadata]\nName=Bears\nDescription=green\nDeck Type=constructed\n[Main]\n4 Grizzly Bears|M10\n"
                       "[Sideboard]\n2 Forest\n")
    assert deck.name == "Bears"
    assert [(e.count, e.name) for e in deck.main] == [(4, "Grizzly Bears")]
    assert [(e.count, e.name) for e in deck.sideboard] == [(2, "Forest")]


@pytest.mark.parametrize("text,problem", [
    ("4 Forest\n[Main]\n4 Forest\n", "line 1: '4 Forest' is outside any section"),
    ("[metadata]\n4 Forest\n[Main]\n4 Forest\n", "line 2: can't read '4 Forest'; [metadata] has KEY=VALUE lines"),
])
def test_item5_forge_cards_outside_a_card_section_are_refused(text: str, problem: str) -> None:
    """Card lines before [Main] or under [metadata] would be dropped: they are refused instead."""
    with pytest.raises(DecklistError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        parse_forge(text)


@pytest.mark.parametrize("text", [f"Name {ESCAPE}evil\n4 Forest\n", f"[metadata]\nName={ESCAPE}evil\n[Main]\n4 Forest\n"])
def test_item5_a_deck_name_with_control_characters_is_refused(text: str) -> None:
    reader = parse_forge if text.startswith("[") else parse
    with pytest.raises(DecklistError, match="is not a deck name"):
        reader(text)


@pytest.mark.parametrize("name", [ESCAPE + "alice", "bob\n", "a\x07b", "\u202eecila"])
def test_item5_a_player_name_with_control_characters_is_refused_at_game_new(name: str) -> None:
    """Escape codes, newlines, bells and bidirectional overrides in a name: GameSetupError."""
    with pytest.raises(GameSetupError, match="player 1's name .* has control characters"):
        ms.Game.new([bundled("red-aggro"), bundled("green-stompy")], names=[name, "bob"], seed=1)


@pytest.mark.parametrize("name", [ESCAPE + "mallory", "[/]\x07mallory"])
def test_item5_manastack_play_refuses_a_name_with_escape_codes_without_printing_them(name: str) -> None:
    """The error shows the name escaped: no escape code reaches the terminal, no markup is read."""
    result = CliRunner().invoke(main, ["play", "red-aggro", "--vs", "green-stompy", "--name", name], input="concede\n")
    assert result.exit_code == 2
    assert "has control characters" in result.output
    assert "\x1b" not in result.output and "Traceback" not in result.output


def test_item5_manastack_play_shows_a_name_with_markup_as_written() -> None:
    """Rich markup in a name is shown as text, not interpreted: "[/]" would otherwise be an error."""
    result = CliRunner().invoke(main, ["play", "red-aggro", "--vs", "green-stompy", "--name", "[/][bold]eve",
                                       "--seed", "1"], input="concede\n")
    assert result.exit_code == 0, result.output
    assert "[/][bold]eve" in result.output
    assert "You lose: bob wins." in result.output
