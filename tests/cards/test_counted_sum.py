"""A bonus counted twice over (613.4c, 404.1): Multani, Yavimaya's Avatar's "~ gets +1/+1 for each
land you control and each land card in your graveyard", with its "{1}{G}, Return two lands you
control to their owner's hand: Return Multani from your graveyard to your hand." (113.6m)."""

from __future__ import annotations

import pytest
from support import cards, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

NAME = "Test Multani, Yavimaya's Avatar"
TEXT = ("Reach, trample\nTest Multani, Yavimaya's Avatar gets +1/+1 for each land you control and each land card in "
        "your graveyard.\n{1}{G}, Return two lands you control to their owner's hand: Return Test Multani from your "
        "graveyard to your hand.")


@pytest.fixture(autouse=True)
def multani():
    with registry.scope():
        types = ("Creature",)
        registry.register(dsl.CardDef(name=NAME, faces=(dsl.Face(
            name=NAME, mana_cost="{4}{G}{G}", types=types, supertypes=("Legendary",), subtypes=("Elemental", "Avatar"),
            power="0", toughness="0",
            abilities=compile_text(NAME, TEXT, types, supertypes=("Legendary",))),), source="test"))
        yield


def _pt(d) -> tuple:
    chars = d.game.chars(d.object(NAME))
    return chars.power, chars.toughness


def test_lands_on_the_battlefield_and_land_cards_in_the_graveyard_count() -> None:
    """Two lands alice controls and one land card in her graveyard (not bob's land, nor her
    nonland card there): 3/3."""
    d = position({"alice": {"battlefield": [NAME, "Forest", "Forest"], "graveyard": ["Island", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Mountain"], "graveyard": ["Plains"]}})
    assert _pt(d) == (3, 3)


def test_the_count_follows_the_game() -> None:
    """Playing a land adds one; the land card leaving the graveyard takes one away."""
    d = position({"alice": {"hand": ["Forest"], "battlefield": [NAME, "Forest"], "graveyard": ["Island"]}})
    assert _pt(d) == (2, 2)
    d.act("alice", "plays", "Forest")
    assert _pt(d) == (3, 3)


def test_return_from_the_graveyard_by_returning_two_lands() -> None:
    """113.6m: from the graveyard, two lands return to alice's hand and Multani too."""
    d = position({"alice": {"battlefield": ["Forest", "Forest", "Forest", "Forest"], "graveyard": [NAME]}})
    d.act("alice", "activates", NAME, choices=["Forest#1", "Forest#2"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == sorted([NAME, "Forest", "Forest"])


def test_reading() -> None:
    effect = compile_text("Test", "Test gets +1/+1 for each land you control and each land card in your graveyard.",
                          ("Creature",))[0].effect
    assert effect.times == dsl.Sum((dsl.CountOf(dsl.Filter(types=("Land",), controller="you")),
                                    dsl.CardsMatching(dsl.Filter(types=("Land",)))))


@pytest.mark.parametrize("text", [
    "Test gets +1/+1 for each land you control and each land card in your library.",
    "Test gets +1/+1 for each other land you control and each land card in your graveyard.",
    "Test gets +1/+1 for each land you control and each card in your graveyard.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
