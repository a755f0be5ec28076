"""Sacrificing chosen permanents on the compiler's pipeline (issue 16 items 1-2): "[WHO]
sacrifice(s) N DESC" (701.21a: the player chooses which of their own permanents).  Tested by its
IR and round trip through text, the nodes it lowers to, mutations and games."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, compiled_card, compiled_effects, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir

A, TWO = ir.Quantity(1, article=True), ir.Quantity(2)


@pytest.mark.parametrize(("text", "expected"), [
    ("sacrifice a creature", ir.SacrificeChosen(A, "creature")),
    ("each opponent sacrifices a creature or planeswalker", ir.SacrificeChosen(A, "creature or planeswalker",
                                                                                ir.PlayerRef("each opponent"))),
    ("target player sacrifices two lands", ir.SacrificeChosen(TWO, "lands", ir.PlayerRef("target player"))),
])
def test_a_sacrifice_parses_to_its_ir_and_reads_back_as_the_same_text(text: str, expected) -> None:
    found = grammar.parse(grammar.sacrifice_chosen, text)
    assert found == expected
    assert found.text() == text


def test_a_sacrifice_of_x_permanents_is_outside_the_vocabulary() -> None:
    with pytest.raises(ValueError):
        ir.SacrificeChosen(ir.Quantity(x=True), "creatures")


@pytest.mark.parametrize(("text", "effects"), [
    ("Each opponent sacrifices a creature.", (dsl.SacrificeChosen(dsl.Filter(types=("Creature",)), 1, dsl.EachOpponent()),)),
    ("Target player sacrifices two lands.", (dsl.SacrificeChosen(dsl.Filter(types=("Land",)), 2, dsl.TargetPlayer(0)),)),
    ("Sacrifice a permanent.", (dsl.SacrificeChosen(dsl.Filter(), 1, dsl.You()),)),
])
def test_a_sacrifice_lowers_to_its_effect_node(text: str, effects: tuple) -> None:
    assert compiled_effects(text, ("Sorcery",)) == effects


@pytest.mark.parametrize(("original", "mutated"), [
    ("Each opponent sacrifices a creature.", "Each player sacrifices a creature."),
    ("Each opponent sacrifices a creature.", "Each opponent sacrifices an artifact."),
    ("Each opponent sacrifices a creature.", "Each opponent sacrifices a nontoken creature."),
    ("Target player sacrifices two lands.", "Target player sacrifices three lands."),
])
def test_sacrifice_one_word_changed_is_another_tree(original: str, mutated: str) -> None:
    assert compiled_effects(original, ("Sorcery",)) != compiled_effects(mutated, ("Sorcery",))


@pytest.mark.parametrize("text", [
    "Each opponent sacrifices two creature.",  # the noun agrees with the number
    "Each opponent sacrifice a creature.",  # the verb agrees with its subject
    "Each opponent sacrifices a creature you control.",  # the permanents are the sacrificing player's
    "Each opponent sacrifices a creature card.",  # 701.21a: a permanent is sacrificed, not a card
])
def test_sacrifice_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


compiled_card("Test Edict", "Each opponent sacrifices a creature.", ("Sorcery",))


def test_701_21a_the_opponent_chooses_which_creature_to_sacrifice() -> None:
    d = position({"alice": {"hand": ["Test Edict"], "battlefield": ["Savannah Lions"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Serra Angel", "Forest"]}})
    d.queued[1] = ["Grizzly Bears"]
    cast(d, "alice", "Test Edict")
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    assert sorted(battlefield(d, "bob")) == ["Forest", "Serra Angel"]
    assert battlefield(d, "alice") == ["Savannah Lions"]


compiled_card("Test Wildfire", "Each player sacrifices four lands.", ("Sorcery",))


def test_701_21a_each_player_sacrifices_four_lands_or_all_they_have() -> None:
    """Wildfire's and Destructive Force's "sacrifices four / five lands" (read since session 12: the
    old expression stopped at "three"): a player with fewer sacrifices all of theirs."""
    d = position({"alice": {"hand": ["Test Wildfire"], "battlefield": [{"card": "Mountain", "count": 6}]},
                  "bob": {"battlefield": ["Forest", "Forest", "Grizzly Bears"]}})
    d.queued[0], d.queued[1] = ["Mountain #1"] * 4, ["Forest #1"] * 2
    cast(d, "alice", "Test Wildfire")
    assert battlefield(d, "alice") == ["Mountain", "Mountain"]
    assert battlefield(d, "bob") == ["Grizzly Bears"] and cards(d, "bob", "graveyard") == ["Forest", "Forest"]
