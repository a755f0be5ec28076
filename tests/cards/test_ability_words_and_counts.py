"""Ability words (207.2c) have no rules meaning: "Threshold — ~ gets +1/+1 as long as ..." reads
as its ability.  The counts those abilities compare (dsl.AtLeast): cards in your graveyard
(threshold), in your hand (hellbent: "no cards"), card types among cards in your graveyard
(delirium: yours, not all graveyards), your life total.  Each plays: the static ability applies
exactly while its condition holds (611.3a, 604.2).  Mutations: an unknown word before the dash
isn't stripped; another number or "more"/"less" compiles to another tree."""

from __future__ import annotations

from functools import partial

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_creature = partial(compiled_card, types=("Creature",), cost="{1}", power="2", toughness="2")

_creature("Test Threshold Ape", "Threshold — Test Threshold Ape gets +1/+1 as long as seven or more cards are in "
                                "your graveyard.")
_creature("Test Hellbent Imp", "Hellbent — Test Hellbent Imp has flying as long as you have no cards in hand.")
_creature("Test Delirium Hound", "Delirium — Test Delirium Hound gets +2/+0 as long as there are four or more card "
                                 "types among cards in your graveyard.")
_creature("Test Desperate Knight", "Test Desperate Knight gets +3/+3 as long as you have 10 or less life.")
_creature("Test Landfall Cat", "Landfall — Whenever a land enters the battlefield under your control, Test Landfall "
                               "Cat gets +2/+2 until end of turn.")

_FILLER = ["Shock", "Lightning Bolt", "Opt", "Murder", "Forest", "Island", "Swamp"]


def _pt(d, name: str) -> tuple[int, int]:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


@pytest.mark.parametrize("cards, expected", [(6, (2, 2)), (7, (3, 3))])
def test_threshold_counts_the_cards_in_your_graveyard(cards: int, expected: tuple) -> None:
    d = position({"alice": {"battlefield": ["Test Threshold Ape"], "graveyard": _FILLER[:cards]},
                  "bob": {"graveyard": _FILLER}})
    assert _pt(d, "Test Threshold Ape") == expected


def test_hellbent_holds_exactly_while_your_hand_is_empty() -> None:
    d = position({"alice": {"battlefield": ["Test Hellbent Imp", "Mountain"], "hand": ["Shock"]}, "bob": {}})
    imp = d.object("Test Hellbent Imp")
    assert "flying" not in d.game.chars(imp).keywords
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert "flying" in d.game.chars(imp).keywords


def test_delirium_counts_card_types_in_your_graveyard_only() -> None:
    """Creature, instant, land and sorcery in bob's graveyard don't count for alice."""
    theirs = ["Grizzly Bears", "Shock", "Forest", "Divination"]
    d = position({"alice": {"battlefield": ["Test Delirium Hound"], "graveyard": theirs[:3]},
                  "bob": {"graveyard": theirs}})
    assert _pt(d, "Test Delirium Hound") == (2, 2)
    d = position({"alice": {"battlefield": ["Test Delirium Hound"], "graveyard": theirs}})
    assert _pt(d, "Test Delirium Hound") == (4, 2)


@pytest.mark.parametrize("life, expected", [(11, (2, 2)), (10, (5, 5))])
def test_life_total_comparison(life: int, expected: tuple) -> None:
    d = position({"alice": {"life": life, "battlefield": ["Test Desperate Knight"]}})
    assert _pt(d, "Test Desperate Knight") == expected


def test_landfall_is_the_triggered_ability_it_labels() -> None:
    d = position({"alice": {"battlefield": ["Test Landfall Cat"], "hand": ["Forest"]}})
    d.act("alice", "plays", "Forest")
    d.resolve(None)
    assert _pt(d, "Test Landfall Cat") == (4, 4)


def test_an_unknown_word_before_a_dash_is_not_an_ability_word() -> None:
    text = "Bogus — Whenever a land enters the battlefield under your control, Test Card gets +2/+2 until end of turn."
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", text, ("Creature",))
    assert refused.value.phrases == [text]


@pytest.mark.parametrize("text, condition", [
    ("Test Card gets +1/+1 as long as six or more cards are in your graveyard.", dsl.AtLeast(dsl.CardsIn("graveyard"), 6)),
    ("Test Card gets +1/+1 as long as you have 10 or more life.", dsl.AtLeast(dsl.LifeTotal(), 10)),
    ("Test Card gets +1/+1 as long as you have seven or more cards in hand.", dsl.AtLeast(dsl.CardsIn("hand"), 7)),
])
def test_mutations_compile_to_their_own_condition(text: str, condition: object) -> None:
    (ability,) = compile_text("Test Card", text, ("Creature",))
    assert ability.effect.condition == condition


@pytest.mark.parametrize("text", [
    "Test Card gets +1/+1 as long as seven or more cards are in a graveyard.",
    "Test Card gets +1/+1 as long as you have no cards in your library.",
])
def test_counts_the_engine_doesnt_read_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
