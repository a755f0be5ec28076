"""Static abilities about cards outside the battlefield and about abilities aimed at this
permanent (issue 16 item 2: Falkenrath Gorger and Fervent Champion compile from their texts):
"Each Vampire creature card you own that isn't on the battlefield has madness. The madness cost
is equal to its mana cost." (702.35a, 611.3a), "Equip abilities you activate that target ~ cost
{3} less to activate." (601.2f, 602.2b).  Mutations: another creature type and another amount
give other trees that play as written; "a player owns", another keyword and another kind of
ability are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

GORGER = ("Each Bear creature card you own that isn't on the battlefield has madness. The madness cost is equal to its "
          "mana cost.")
compiled_card("Test Gorger", GORGER, ("Creature",), power="2", toughness="1")
compiled_card("Test Champion", "Equip abilities you activate that target Test Champion cost {1} less to activate.",
              ("Creature",), power="1", toughness="1")


def test_your_cards_of_that_kind_have_madness_elsewhere() -> None:
    d = position({"alice": {"battlefield": ["Test Gorger"], "hand": ["Grizzly Bears", "Savannah Lions"]},
                  "bob": {"hand": ["Grizzly Bears"]}})
    game = d.game
    mine = {game.chars(o).name: game.chars(o).has("madness") for o in game.state.players[0].hand}
    assert mine == {"Grizzly Bears": True, "Savannah Lions": False}  # a Bear; a Cat isn't
    assert not game.chars(game.state.players[1].hand[0]).has("madness")  # bob's Bear: not yours


def test_equip_costs_less_targeting_it() -> None:
    """Bonesplitter's equip {1} costs {1} less targeting the Champion: with no land, it can be
    equipped to the Champion and not to another creature."""
    board = {"alice": {"battlefield": ["Test Champion", "Grizzly Bears", "Bonesplitter"]}}
    with pytest.raises(IllegalAction, match="not a legal target"):
        position(board).act("alice", "activates", "Bonesplitter", targets=["Grizzly Bears"])
    d = position(board)
    d.act("alice", "activates", "Bonesplitter", targets=["Test Champion"])
    d.resolve(None)
    bonesplitter = d.game.state.objects[d.object("Bonesplitter")]
    assert d.game.chars(bonesplitter.attached_to).name == "Test Champion"


def test_the_trees() -> None:
    (gorger,) = compile_text("Test Card", GORGER, ("Creature",))
    assert gorger.effect == dsl.GrantMadness(dsl.Filter(types=("Creature",), subtypes=("Bear",), owner="you"))
    (champion,) = compile_text("Test Card", "Equip abilities you activate that target Test Card cost {2} less to "
                               "activate.", ("Creature",))
    assert champion.effect == dsl.EquipCostReduction(2)


@pytest.mark.parametrize("text", [
    GORGER.replace("you own", "a player owns"),
    GORGER.replace("has madness", "has flashback"),
    GORGER.replace("Each Bear creature card", "Each Bear creature"),
    "Activated abilities you activate that target Test Card cost {1} less to activate.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
