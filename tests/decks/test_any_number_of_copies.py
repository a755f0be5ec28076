"""100.2a: a constructed deck has at most four copies of a card other than a basic land, unless
the card says "A deck can have any number of cards named ~." (Rat Colony, Relentless Rats): the
decklist checks honour it for that card only.  A card with another name in the sentence is refused
by the compiler, so it can't lift the limit of another card."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cards import db
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cli import main
from manastack.decks.decklist import parse
from manastack.decks.validation import validate

RATS = "Test Swarm Rat"
BEARS = "Test Plain Bear"


def _card(name: str, text: str) -> dict:
    return {"name": name, "manaCost": "{1}{B}", "type": "Creature — Rat", "types": ["Creature"], "subtypes": ["Rat"],
            "supertypes": [], "colors": ["B"], "power": "1", "toughness": "1", "text": text, "layout": "normal"}


@pytest.fixture
def rats_imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A user card store with a card that may have any number of copies, and one that may not."""
    monkeypatch.setenv("MANASTACK_HOME", str(tmp_path / "home"))
    db.reload_database()
    atomic = tmp_path / "rats.json"
    cards = [_card(RATS, f"{RATS} gets +1/+0 for each other Rat you control.\n"
                         f"A deck can have any number of cards named {RATS}."),
             _card(BEARS, f"{BEARS} gets +1/+0 for each other Rat you control.")]
    atomic.write_text(json.dumps({"meta": {}, "data": {c["name"]: [c] for c in cards}}), encoding="utf-8")
    result = CliRunner().invoke(main, ["cards", "import", str(atomic)])
    assert result.exit_code == 0, result.output
    db.reload_database()
    yield
    monkeypatch.undo()
    db.reload_database()


def test_100_2a_any_number_of_the_card_that_says_so(rats_imported) -> None:
    deck = parse(f"30 Swamp\n30 {RATS}\n")
    assert validate(deck, "constructed") == []


def test_100_2a_the_limit_still_holds_for_other_cards(rats_imported) -> None:
    problems = validate(parse(f"30 Swamp\n25 {RATS}\n5 {BEARS}\n"), "constructed")
    assert [p.reason for p in problems] == [f"5 copies of {BEARS}: at most 4 (100.2a)"]


@pytest.mark.parametrize("text", [
    "A deck can have any number of cards named Grizzly Bears.",
    "A deck can have up to seven cards named ~.",
    "A deck can have any number of card named ~.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
