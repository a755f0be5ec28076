"""604.3, 613.4a: "~'s power is equal to the number of Swamps you control." (Dakmor Sorceress):
a characteristic-defining ability for power alone, its toughness printed; 404.1: "the number
of creature cards in your graveyard" and "as long as there are three or more land cards in your
graveyard" (Elvish Reclaimer) count the cards of a kind in your graveyard; 205.4a, 611.3a: "as
long as you control at least three other snow permanents" (Ice-Fang Coatl) doesn't count the
permanent itself.  Mutations: another subtype or card type, "an opponent controls", "two or
more", a missing "other", a count of one."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Sorceress", "Test Sorceress's power is equal to the number of Swamps you control.", ("Creature",),
              cost="{5}{B}", power="*", toughness="4")
compiled_card("Test Reclaimer", "Test Reclaimer gets +2/+2 as long as there are three or more land cards in your "
                                "graveyard.", ("Creature",), cost="{G}", power="1", toughness="2")
compiled_card("Test Ghoul", "Test Ghoul's power and toughness are each equal to the number of creature cards in your "
                            "graveyard.", ("Creature",), cost="{2}{B}", power="*", toughness="*")
compiled_card("Test Coatl", "Flying\nTest Coatl has deathtouch as long as you control at least three other snow "
                            "permanents.", ("Creature",), cost="{G}{U}", power="1", toughness="1", supertypes=("Snow",))
compiled_card("Test Snow Land", "", ("Land",), cost=None, supertypes=("Snow",))


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_604_3_power_counts_your_swamps_toughness_is_printed() -> None:
    d = position({"alice": {"battlefield": ["Test Sorceress", "Swamp", "Swamp", "Forest"]},
                  "bob": {"battlefield": ["Swamp"]}})
    assert _pt(d, "Test Sorceress") == (2, 4)


def test_604_3_the_power_is_defined_in_every_zone() -> None:
    d = position({"alice": {"hand": ["Test Sorceress"], "battlefield": ["Swamp", "Swamp", "Swamp"]}})
    hand = d.game.state.players[d.player("alice")].hand[0]
    assert (d.game.chars(hand).power, d.game.chars(hand).toughness) == (3, 4)


def test_no_swamps_power_zero() -> None:
    d = position({"alice": {"battlefield": ["Test Sorceress", "Island"]}})
    assert _pt(d, "Test Sorceress") == (0, 4)


def test_404_1_three_land_cards_in_your_graveyard() -> None:
    d = position({"alice": {"battlefield": ["Test Reclaimer"], "graveyard": ["Forest", "Island", "Shock"]},
                  "bob": {"graveyard": ["Swamp"]}})
    assert _pt(d, "Test Reclaimer") == (1, 2)  # two land cards, bob's aren't yours
    d = position({"alice": {"battlefield": ["Test Reclaimer"], "graveyard": ["Forest", "Island", "Swamp"]}})
    assert _pt(d, "Test Reclaimer") == (3, 4)


def test_the_bonus_comes_as_a_land_card_is_put_into_the_graveyard() -> None:
    """611.3a: the condition is checked continuously: milling a third land turns it on."""
    compiled_card("Test Mill One", "Mill a card.", ("Sorcery",))
    d = position({"alice": {"battlefield": ["Test Reclaimer"], "graveyard": ["Forest", "Island"],
                            "hand": ["Test Mill One"], "library": ["Swamp"]}})
    assert _pt(d, "Test Reclaimer") == (1, 2)
    d.act("alice", "casts", "Test Mill One")
    d.resolve(None)
    assert _pt(d, "Test Reclaimer") == (3, 4)


def test_pt_equal_to_creature_cards_in_your_graveyard() -> None:
    d = position({"alice": {"battlefield": ["Test Ghoul"], "graveyard": ["Grizzly Bears", "Llanowar Elves", "Shock"]},
                  "bob": {"graveyard": ["Grizzly Bears"]}})
    assert _pt(d, "Test Ghoul") == (2, 2)


def test_611_3a_deathtouch_with_three_other_snow_permanents() -> None:
    d = position({"alice": {"battlefield": ["Test Coatl", "Test Snow Land", "Test Snow Land"]}})
    assert "deathtouch" not in d.game.chars(d.object("Test Coatl")).keywords  # itself isn't counted
    d = position({"alice": {"battlefield": ["Test Coatl", {"card": "Test Snow Land", "count": 3}]},
                  "bob": {"battlefield": [{"card": "Test Snow Land", "count": 3}]}})
    assert "deathtouch" in d.game.chars(d.object("Test Coatl")).keywords
    d = position({"alice": {"battlefield": ["Test Coatl", {"card": "Test Snow Land", "count": 2}, "Forest"]},
                  "bob": {"battlefield": [{"card": "Test Snow Land", "count": 3}]}})
    assert "deathtouch" not in d.game.chars(d.object("Test Coatl")).keywords  # bob's don't count


def _static(text: str):
    return compile_text("Test Card", text, ("Creature",))[-1].effect


def test_trees() -> None:
    assert _static("Test Card's power is equal to the number of Swamps you control.") == dsl.CharacteristicDefiningPT(
        dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Swamp",), controller="you")), 0)
    assert _static("Test Card gets +2/+2 as long as there are three or more land cards in your graveyard.").condition \
        == dsl.AtLeast(dsl.CardsMatching(dsl.Filter(types=("Land",))), 3)
    assert _static("Test Card has deathtouch as long as you control at least three other snow permanents.").condition \
        == dsl.YouControl(dsl.Filter(supertypes=("Snow",), controller="you", other=True), at_least=3)


@pytest.mark.parametrize("text, expected", [
    ("Test Card's power is equal to the number of Islands you control.",
     dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Island",), controller="you"))),
    ("Test Card's power is equal to the number of Swamps an opponent controls.",
     dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Swamp",), controller="opponent"))),
    ("Test Card's power is equal to the number of artifact cards in your graveyard.",
     dsl.CardsMatching(dsl.Filter(types=("Artifact",)))),
])
def test_mutations_count_something_else(text: str, expected: object) -> None:
    assert _static(text).power == expected


def test_mutation_two_or_more_land_cards() -> None:
    assert _static("Test Card gets +2/+2 as long as there are two or more land cards in your graveyard.").condition \
        == dsl.AtLeast(dsl.CardsMatching(dsl.Filter(types=("Land",))), 2)


@pytest.mark.parametrize("text", [
    "Test Card has deathtouch as long as you control at least three snow permanents.",
    "Test Card has deathtouch as long as you control at least one other snow permanents.",
    "Test Card has deathtouch as long as you control at least three other snow permanent.",
    "Test Card gets +2/+2 as long as there are three or more land card in your graveyard.",
    "Test Card gets +2/+2 as long as there are three or more lands in your graveyard.",
    "Test Card's power is equal to 3.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


def test_a_noncreature_cant_define_its_power() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "Test Card's power is equal to the number of Swamps you control.", ("Artifact",))
