"""Dragon's Approach: "~ deals 3 damage to each opponent. You may exile ~ and four cards named ~
from your graveyard. If you do, search your library for a Dragon creature card, put it onto the
battlefield, then shuffle." (201.2, 608.2c): offered only with four cards of its name in the
graveyard; the spell itself is exiled with them instead of going to the graveyard."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

APPROACH = ("Test Approach deals 3 damage to each opponent. You may exile Test Approach and four cards named Test "
            "Approach from your graveyard. If you do, search your library for a Dragon creature card, put it onto the "
            "battlefield, then shuffle.\nA deck can have any number of cards named Test Approach.")


@pytest.fixture(autouse=True)
def approach():
    with registry.scope():
        compiled_card("Test Approach", APPROACH, ("Sorcery",), cost="{0}")
        compiled_card("Test Dragon", "Flying", ("Creature",), cost="{4}{R}", power="4", toughness="4",
                      subtypes=("Dragon",))
        yield


def test_five_approaches_find_a_dragon() -> None:
    d = position({"alice": {"hand": ["Test Approach"], "graveyard": ["Test Approach"] * 5,
                            "library": ["Mountain", "Test Dragon", "Mountain"]}})
    d.act("alice", "casts", "Test Approach", choices=["yes", *["Test Approach"] * 4, "Test Dragon"])
    d.resolve(None)
    assert life(d, "bob") == 17
    assert [d.game.chars(o).name for o in d.game.state.battlefield] == ["Test Dragon"]
    assert cards(d, "alice", "exile") == ["Test Approach"] * 5 and cards(d, "alice", "graveyard") == ["Test Approach"]


def test_with_three_in_the_graveyard_it_isnt_offered() -> None:
    d = position({"alice": {"hand": ["Test Approach"], "graveyard": ["Test Approach"] * 3,
                            "library": ["Mountain", "Test Dragon"]}})
    d.act("alice", "casts", "Test Approach")
    d.resolve(None)
    assert life(d, "bob") == 17 and d.game.state.battlefield == []
    assert cards(d, "alice", "graveyard") == ["Test Approach"] * 4


def test_declined_it_goes_to_the_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Approach"], "graveyard": ["Test Approach"] * 4,
                            "library": ["Mountain", "Test Dragon"]}})
    d.act("alice", "casts", "Test Approach", choices=["no"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Test Approach"] * 5 and d.game.state.battlefield == []


def test_reading() -> None:
    spell = compile_text("Test", "You may exile Test and four cards named Test from your graveyard. If you do, draw a "
                         "card.", ("Sorcery",))[0]
    assert spell.effects[0] == dsl.Optional(dsl.ExileSelfAndNamed(4))


@pytest.mark.parametrize("text", [
    "You may exile Test and four cards named Test from your hand. If you do, draw a card.",
    "You may exile Test and four cards named Other from your graveyard. If you do, draw a card.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
