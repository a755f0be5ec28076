"""508.1d, 508.1h: "Creatures can't attack you or planeswalkers you control unless their
controller pays {1} for each of those creatures." (Baird, Steward of Argive) and "Until your next
turn, creatures can't attack you or planeswalkers you control unless their controller pays 2
life for each of those creatures." (issue 16 item 2: Sivitri, Dragon Master compiles from its
text; Forbidding Spirit's "{2}"); "~ can be your commander." (903.3d: a Commander deck-building
rule, nothing in the engine's games).  Mutations: life for mana and a static for the one-shot
give other trees that play as written; a tax with a condition, Phyrexian mana and "another
player" are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

BAIRD = ("Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those "
         "creatures.")
compiled_card("Test Baird", BAIRD, ("Creature",), power="2", toughness="4")
compiled_card("Test Life Baird", BAIRD.replace("{1}", "3 life"), ("Creature",), power="2", toughness="4")
compiled_card("Test Warding", "Until your next turn, " + BAIRD[0].lower() + BAIRD[1:], ("Instant",))


def test_attacking_your_planeswalker_costs_mana() -> None:
    """Without mana, bob can't attack alice's planeswalker; with a Forest he pays {1}."""
    board = {"alice": {"battlefield": ["Test Baird", "Jace, the Mind Sculptor"]},
             "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}, "turn": 2}
    d = position(board)
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    with pytest.raises(IllegalAction, match="the cost to attack can't be paid"):
        d.attack("bob", {"Grizzly Bears": "Jace, the Mind Sculptor"})
    board["bob"]["battlefield"] = ["Grizzly Bears", "Forest"]
    d = position(board)
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.attack("bob", {"Grizzly Bears": "Jace, the Mind Sculptor"})
    assert events(d.game, "payment")


def test_life_instead_of_mana() -> None:
    d = position({"alice": {"battlefield": ["Test Life Baird"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}, "turn": 2})
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.attack("bob", ["Grizzly Bears"])
    assert life(d, "bob") == 17


def test_until_your_next_turn() -> None:
    """The one-shot: bob pays {1} to attack during his turn; at alice's next turn it's gone."""
    d = position({"alice": {"hand": ["Test Warding"], "library": ["Island", "Island"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Forest"], "library": ["Island", "Island"]}})
    d.act("alice", "casts", "Test Warding")
    d.resolve(None)
    d.pass_until(lambda: d.game.state.active == 1 and d.game.state.step == "main1")
    d.attack("bob", ["Grizzly Bears"])
    assert events(d.game, "payment")
    d.pass_until(lambda: d.game.state.turn == 3 and d.game.state.step == "main1")
    assert not [e for e in d.game.state.effects if e.kind == "attack_tax"]


def test_the_trees() -> None:
    (baird,) = compile_text("Test Card", BAIRD, ("Creature",))
    assert baird.effect == dsl.AttackTax(mana="{1}", protects_planeswalkers=True)
    (sivitri,) = compile_text("Test Card", "+1: Until your next turn, creatures can't attack you or planeswalkers you "
                              "control unless their controller pays 2 life for each of those creatures.",
                              ("Planeswalker",))
    assert sivitri.effects == (dsl.AttackTaxUntilYourNextTurn(life=2, protects_planeswalkers=True),)
    (commander,) = compile_text("Test Card", "Test Card can be your commander.", ("Planeswalker",))
    assert commander.effect == dsl.CanBeYourCommander()


@pytest.mark.parametrize("text", [
    "As long as Test Card is untapped, " + BAIRD[0].lower() + BAIRD[1:],
    BAIRD.replace("{1}", "{P/W}"),
    BAIRD.replace("can't attack you", "can't attack another player"),
    "Test Card can be your companion.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
