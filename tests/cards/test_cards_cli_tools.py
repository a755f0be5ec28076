"""`manastack cards show` and `manastack cards search`, through click's CliRunner."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from manastack.cards import db, registry
from manastack.cards.db import CardDatabase, CardRecord, FaceRecord
from manastack.cli import main


def run(*args: str):
    result = CliRunner().invoke(main, ["cards", *args])
    assert "Traceback" not in result.output
    return result


# ------------------------------------------------------------------------------------ cards show


def test_show_prints_the_card_and_the_engine_reading_in_english():
    result = run("show", "path to exile")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "Path to Exile  (normal)"
    assert lines[1] == "  Path to Exile  {W}  Instant"
    assert lines[2].startswith("    Exile target creature. Its controller may search")
    assert "supported (compiled)" in lines  # its text compiles (701.23: "its controller may search")
    assert lines[lines.index("how the engine reads it:") + 2] == (
        "    Exile target creature. That creature's controller may search their library for a basic land card, put "
        "it onto the battlefield tapped, then shuffle."
    )
    assert "Filter(" not in result.output  # no dataclass reprs


def test_show_prints_power_toughness_and_loyalty():
    assert "  Baneslayer Angel  {3}{W}{W}  Creature — Angel  5/5" in run("show", "Baneslayer Angel").output
    jace = run("show", "Jace, the Mind Sculptor").output
    assert "Legendary Planeswalker — Jace  loyalty 3" in jace
    assert (
        "    −12: Exile all cards from target player's library, then that player shuffles their hand into their "
        "library." in jace
    )


def test_show_tree_prints_one_node_per_line_indented():
    result = run("show", "Path to Exile", "--tree")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert "how the engine reads it:" not in lines
    start = next(i for i, line in enumerate(lines) if line.startswith("  CardDef "))
    tree = lines[start:]
    assert "        effects[0]: Exile" in tree
    assert "          what: Target index=0" in tree
    assert "          filter: Filter types=('Land',) basic=True" in tree
    assert len(tree) == 13
    assert max(len(line) for line in tree if "text=" not in line) < 100  # short lines, not one long repr


def test_show_a_card_with_legacy_options_lists_them():
    output = run("show", "Built Bear").output
    assert (
        "    legacy option mana (2 points): {T}: Add one mana of any one color. (A mana ability.)" in output
    )


def test_show_a_token_definition_without_a_card_record():
    result = run("show", "Thopter")
    assert result.exit_code == 0
    assert "Thopter  (token; a definition without a card record)" in result.output
    assert "    Flying" in result.output


def test_show_an_unknown_card_fails_with_suggestions_and_status_2():
    result = run("show", "Lightnig Bolt")
    assert result.exit_code == 2
    assert "unknown card: 'Lightnig Bolt'; did you mean 'Lightning Bolt'" in result.output



#: A card whose text the compiler can't read.
GIBBERISH_GOLEM = CardRecord(
    "Gibberish Golem",
    "normal",
    (
        FaceRecord("Gibberish Golem", "{3}", "Artifact Creature — Golem", (), ("Artifact", "Creature"), ("Golem",), (),
                   "3", "3", None, "Whenever the moon is full, florp the zorp."),
    ),
)


def test_show_an_unsupported_card_gives_the_reason_and_status_1(monkeypatch):
    record = GIBBERISH_GOLEM
    with registry.scope():
        registry.register_records([record])
        monkeypatch.setattr(db, "load_database", lambda: CardDatabase([record]))
        result = run("show", "Gibberish Golem")
    assert result.exit_code == 1
    assert "  Gibberish Golem  {3}  Artifact Creature — Golem  3/3" in result.output
    assert "unsupported: not supported: the engine can't play this text yet: " in result.output
    assert "florp the zorp" in result.output


# ------------------------------------------------------------------------------------ cards search


def test_search_shows_mana_cost_type_line_and_support():
    result = run("search", "t:creature c:g mv<=2 pow>=2 is:supported")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert "Grizzly Bears  {1}{G}  Creature — Bear  supported" in lines
    assert "Tarmogoyf  {1}{G}  Creature — Lhurgoyf  supported" not in lines  # power "*" is 0
    assert lines[-1] == f"{len(lines) - 1} cards"


def test_search_a_multi_faced_card_shows_every_face():
    lines = run("search", "t:adventure c:w").output.splitlines()
    assert lines == [
        "Giant Killer // Chop Down  {W} // {2}{W}  Creature — Human Peasant // Instant — Adventure  "
        "supported",
        "1 card",
    ]


def test_search_accepts_the_query_in_several_arguments():
    quoted = run("search", 't:instant o:"draw a card"').output
    assert quoted == run("search", "t:instant", 'o:"draw a card"').output
    assert "Annihilate  {3}{B}{B}  Sorcery" not in quoted and "Opt  {U}  Instant  supported" in quoted


def test_search_limit_caps_the_cards_shown_and_says_how_many_matched():
    everything = run("search", "t:creature").output.splitlines()
    total = int(everything[-1].split()[0]) if "shown" not in everything[-1] else None
    result = run("search", "t:creature", "--limit", "3")
    lines = result.output.splitlines()
    assert len(lines) == 4
    assert lines[-1].startswith("3 of ") and lines[-1].endswith(" cards shown (--limit)")
    if total is not None:
        assert lines[-1] == f"3 of {total} cards shown (--limit)"
    assert lines[:3] == everything[:3]


def test_search_is_unsupported_finds_a_refused_card(monkeypatch):
    record = GIBBERISH_GOLEM
    bears = db.load_database().get("Grizzly Bears")
    with registry.scope():
        registry.register_records([record])
        monkeypatch.setattr(db, "load_database", lambda: CardDatabase([record, bears]))
        result = run("search", "is:unsupported")
    assert result.output.splitlines() == [
        "Gibberish Golem  {3}  Artifact Creature — Golem  unsupported",
        "1 card",
    ]


@pytest.mark.parametrize(
    ("query", "problem"),
    [
        ("t:creature (", "the query ends where a condition should be"),
        ("foo:bar", "unknown keyword 'foo'"),
        ("mv<=lots", "whole number, not 'lots'"),
        ('o:"draw', "unterminated quote"),
    ],
)
def test_a_bad_query_is_an_error_naming_the_problem_with_status_2(query, problem):
    result = run("search", query)
    assert result.exit_code == 2
    assert result.output.startswith("error: bad query: ")
    assert problem in result.output
