"""The scenario runner against its contract (the scenario format; issue 13 items 1-6): what
each step's answers must do, checked against what actually happened."""

from __future__ import annotations

import textwrap
from pathlib import Path

from manastack.scenario import Result, check_file
from manastack.scenario.driver import Driver
from manastack.scenario.loader import load
from manastack.scenario.position import build


def run(tmp_path: Path, text: str) -> Result:
    path = tmp_path / "case.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return check_file(path)


def driver(tmp_path: Path, text: str) -> Driver:
    path = tmp_path / "case.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return Driver(build(load(path).data["state"]))


# ------------------------------------------------------------ item 1: aliases for casts and plays

def test_item1_casting_by_alias_casts_that_object_and_the_alias_follows_it(tmp_path) -> None:
    """400.7: the alias names the second, differently-optioned Built Bear; it follows the card
    onto the stack and the battlefield."""
    result = run(tmp_path, """
        name: alias cast
        state:
          alice:
            hand: [{card: Built Bear, legacy: [deathtouch]}, {card: Built Bear, legacy: [flash], as: fb}]
            battlefield: [{card: Forest, count: 4}]
        do:
          - alice casts: fb
          - resolve: all
        expect:
          permanents:
            fb: {abilities: [flash], controller: alice}
          alice:
            hand: [Built Bear]
    """)
    assert result.passed, result.reason


def test_item1_casting_by_number_casts_that_object(tmp_path) -> None:
    result = run(tmp_path, """
        name: Name#N cast
        state:
          alice:
            hand: [{card: Built Bear, legacy: [deathtouch]}, {card: Built Bear, legacy: [flash]}]
            battlefield: [{card: Forest, count: 4}]
        do:
          - alice casts: "Built Bear#2"
          - resolve: all
        expect:
          permanents:
            "Built Bear#2": {abilities: [flash]}
    """)
    assert result.passed, result.reason


def test_item1_alias_of_one_of_identical_cards_follows_the_card_cast(tmp_path) -> None:
    """Identical cards are one choice; the aliased one is the one that moves (400.7)."""
    result = run(tmp_path, """
        name: identical cards by alias
        state:
          alice:
            hand: [Grizzly Bears, {card: Grizzly Bears, as: b2}, Forest, {card: Forest, as: f2}]
            battlefield: [{card: Forest, count: 2}]
        do:
          - alice plays: f2
          - alice casts: b2
          - resolve: all
        expect:
          permanents:
            b2: {controller: alice, tapped: false}
            f2: {controller: alice}
          alice:
            hand: [Grizzly Bears, Forest]
    """)
    assert result.passed, result.reason


def test_item1_casting_by_alias_from_the_graveyard(tmp_path) -> None:
    """702.34: flashback from the graveyard, the card named by its alias."""
    result = run(tmp_path, """
        name: flashback by alias
        state:
          alice:
            graveyard: [{card: Think Twice, as: tt}]
            library: [Island, Island]
            battlefield: [{card: Island, count: 3}]
        do:
          - alice casts: tt
            from: graveyard
          - resolve: all
        expect:
          alice:
            hand: 1
            exile: [Think Twice]
            graveyard: []
    """)
    assert result.passed, result.reason


# ------------------------------------------------------------ item 6: why an action can't be taken

def test_item6_action_problem_says_why_and_changes_nothing(tmp_path) -> None:
    """117.1: the reason a cast or play isn't among the player's options; the game is unchanged."""
    d = driver(tmp_path, """
        name: x
        state:
          alice:
            hand: [Divination, Shock, Forest]
            battlefield: [Mountain, Llanowar Elves]
          bob:
            hand: [Lightning Bolt, Grizzly Bears]
            battlefield: [Mountain]
    """)
    before = d.game.to_json()
    assert d.action_problem("alice", "casts", "Shock") is None
    assert d.action_problem("alice", "plays", "Forest") is None
    assert d.action_problem("alice", "activates", "Llanowar Elves") is None
    assert d.action_problem("bob", "casts", "Lightning Bolt") is None  # once alice passes (117.3d)
    assert "can't pay its mana cost" in d.action_problem("alice", "casts", "Divination")
    assert "sorcery speed" in d.action_problem("bob", "casts", "Grizzly Bears")
    assert "isn't in alice's hand" in d.action_problem("alice", "casts", "Lightning Bolt")
    problem = d.action_problem("alice", "plays", "Forest", from_zone="graveyard")
    assert "isn't in alice's graveyard (it is in hand)" in problem
    assert d.game.to_json() == before


def test_item6_cast_problem_names_missing_targets(tmp_path) -> None:
    """601.2c: a spell with no legal target can't be cast."""
    d = driver(tmp_path, """
        name: x
        state:
          alice:
            hand: [Murder]
            battlefield: [{card: Swamp, count: 3}]
    """)
    assert "no legal targets" in d.action_problem("alice", "casts", "Murder")


def test_item6_land_play_problem_says_why(tmp_path) -> None:
    """305.1-305.2: lands are played at sorcery timing, one a turn."""
    d = driver(tmp_path, """
        name: x
        state:
          step: upkeep
          alice:
            hand: [Forest]
    """)
    assert "main phase" in d.action_problem("alice", "plays", "Forest")
