"""`manastack cards coverage` (issue 16 item 5): only the lines that fail are blamed, a card's
own name reads as ~, and the phrases are ranked by the cards each alone keeps out."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cli import main


def _spell(name: str, text: str) -> dict:
    return {"name": name, "manaCost": "{1}{U}", "type": "Instant", "types": ["Instant"], "subtypes": [],
            "supertypes": [], "colors": ["U"], "text": text, "layout": "normal"}


def _coverage(tmp_path: Path, *cards: dict) -> str:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"meta": {}, "data": {c["name"]: [c] for c in cards}}), encoding="utf-8")
    result = CliRunner().invoke(main, ["cards", "coverage", str(path)])
    assert result.exit_code == 0 and "Traceback" not in result.output
    return result.output


def test_a_spell_blames_only_its_line_that_fails() -> None:
    """"Draw a card." compiles; the line after it doesn't, and only it is blamed."""
    bad = "You may exchange control of target creature and target land."
    try:
        compile_text("Test", f"Draw a card.\n{bad}", ("Instant",))
    except UncompilableText as refused:
        assert refused.phrases == [bad]
    else:
        raise AssertionError("the text compiled")


def test_coverage_ranks_what_each_phrase_alone_keeps_out(tmp_path: Path) -> None:
    """Two cards fail only on "exchange control" (with their own names as ~), one on two phrases:
    the ranking of unlocks counts 2 for it, and "Draw a card." is never blamed."""
    output = _coverage(
        tmp_path,
        _spell("Test One", "Draw a card.\nExchange control of Test One and target creature."),
        _spell("Test Two", "Exchange control of Test Two and target creature."),
        _spell("Test Three", "Exchange control of Test Three and target creature.\nYou may exchange hands."),
        _spell("Test Four", "Draw a card."),
    )
    unlocks, common = output.split("most common phrases")
    assert "    2  Exchange control of ~ and target creature." in unlocks
    assert "    3  Exchange control of ~ and target creature." in common
    assert "You may exchange hands." not in unlocks and "You may exchange hands." in common
    assert "Draw a card." not in output
    assert output.strip().endswith("1 of 4 cards supported")
