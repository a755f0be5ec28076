"""120.3, 608.2h: damage "equal to" a number named after the recipient, compiled from Oracle text
and played: "~ deals damage to target creature equal to the number of Mountains you control",
"Target creature deals damage to itself equal to its power" (the creature is the source, so
lifelink and protection see it), "~ deals damage to target player equal to the number of cards
in that player's hand" (402.1, counted as it resolves).  Mutations: "each creature ... to itself",
"that player's hand" without a target player, and counts the compiler can't read are refused;
another land type gives another tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Mountain Fury", "Test Mountain Fury deals damage to target creature equal to the number of "
              "Mountains you control.", ("Sorcery",))
compiled_card("Test Self Harm", "Target creature deals damage to itself equal to its power.", ("Sorcery",))
compiled_card("Test Mind Burn", "Test Mind Burn deals damage to target player equal to the number of cards in that "
              "player's hand.", ("Sorcery",))
compiled_card("Test Lifelinker", "Lifelink", ("Creature",), power="2", toughness="3")


def test_120_3_the_number_of_mountains_you_control() -> None:
    """Three Mountains (a Forest doesn't count): 3 damage kills the Tusker (3/3)."""
    d = position({"alice": {"hand": ["Test Mountain Fury"], "battlefield": ["Mountain"] * 3 + ["Forest"]},
                  "bob": {"battlefield": ["Kalonian Tusker", "Grizzly Bears"]}})
    cast(d, "alice", "Test Mountain Fury", targets=["Grizzly Bears"])
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]
    d2 = position({"alice": {"hand": ["Test Mountain Fury"], "battlefield": ["Mountain", "Mountain", "Forest"]},
                   "bob": {"battlefield": ["Kalonian Tusker"]}})
    cast(d2, "alice", "Test Mountain Fury", targets=["Kalonian Tusker"])
    assert d2.game.state.objects[d2.object("Kalonian Tusker")].damage == 2


def test_120_3_a_creature_deals_damage_to_itself_as_the_source() -> None:
    """The 2/3 lifelinker deals itself 2 (survives) and its controller gains 2 (702.15b)."""
    d = position({"alice": {"hand": ["Test Self Harm"]}, "bob": {"battlefield": ["Test Lifelinker"]}})
    cast(d, "alice", "Test Self Harm", targets=["Test Lifelinker"])
    assert d.game.state.objects[d.object("Test Lifelinker")].damage == 2
    assert life(d, "bob") == 22


def test_402_1_the_cards_in_that_players_hand() -> None:
    d = position({"alice": {"hand": ["Test Mind Burn", "Forest"]},
                  "bob": {"hand": ["Forest", "Forest", "Forest", "Forest"]}})
    cast(d, "alice", "Test Mind Burn", targets=["bob"])
    assert life(d, "bob") == 16
    cast_again = position({"alice": {"hand": ["Test Mind Burn", "Forest"]}, "bob": {}})
    cast(cast_again, "alice", "Test Mind Burn", targets=["alice"])
    assert life(cast_again, "alice") == 19  # her Forest; the spell itself is on the stack


@pytest.mark.parametrize("text", [
    "Each creature deals damage to itself equal to its power.",
    "Test Card deals damage to target creature equal to the number of cards in that player's hand.",
    "Test Card deals damage to target creature equal to the number of wishes you made.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_mutations_change_the_tree() -> None:
    (mountains,) = compile_text("Test Card", "Test Card deals damage to target creature equal to the number of "
                                "Mountains you control.", ("Sorcery",))
    (islands,) = compile_text("Test Card", "Test Card deals damage to target creature equal to the number of "
                              "Islands you control.", ("Sorcery",))
    assert mountains.effects[0].amount == dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Mountain",),
                                                                 controller="you"))
    assert islands.effects[0].amount.filter.subtypes == ("Island",)
    (itself,) = compile_text("Test Card", "Target creature deals damage to itself equal to its toughness.",
                             ("Sorcery",))
    assert itself.effects == (dsl.DealDamage(dsl.ToughnessOf(dsl.Target(0)), dsl.Target(0), dsl.Target(0)),)
