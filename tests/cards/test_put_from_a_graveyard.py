"""400.7, 110.2a: "{4}{B}: Put target creature card from a graveyard onto the battlefield under
its owner's control." (Kenrith, the Returned King): a card from any graveyard becomes a
permanent of its owner; "... under your control" (mutation) makes it the activator's.
Mutations: "put ... to the battlefield" and a permanent target are refused; another card type
targets other cards."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test King", "{4}{B}: Put target creature card from a graveyard onto the battlefield under its owner's "
                           "control.", ("Creature",), cost="{4}{R}", power="5", toughness="5")
compiled_card("Test Thief King", "{4}{B}: Return target creature card from a graveyard to the battlefield under your "
                                 "control.", ("Creature",), cost="{4}{R}", power="5", toughness="5")


def test_110_2a_an_opponents_card_returns_under_its_owners_control() -> None:
    d = position({"alice": {"battlefield": ["Test King"], "mana_pool": "{B}{4}"},
                  "bob": {"graveyard": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test King", targets=["Grizzly Bears"])
    d.resolve(None)
    assert battlefield(d, "bob") == ["Grizzly Bears"] and battlefield(d, "alice") == ["Test King"]


def test_a_card_of_your_own_graveyard_is_yours() -> None:
    d = position({"alice": {"battlefield": ["Test King"], "mana_pool": "{B}{4}", "graveyard": ["Llanowar Elves"]}})
    d.act("alice", "activates", "Test King", targets=["Llanowar Elves"])
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Llanowar Elves", "Test King"]


def test_only_creature_cards_can_be_targeted() -> None:
    d = position({"alice": {"battlefield": ["Test King"], "mana_pool": "{B}{4}"}, "bob": {"graveyard": ["Shock"]}})
    assert d.action_problem("alice", "activates", "Test King") is not None  # 601.2c, 602.2b: no legal target


def test_mutation_under_your_control() -> None:
    d = position({"alice": {"battlefield": ["Test Thief King"], "mana_pool": "{B}{4}"},
                  "bob": {"graveyard": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Thief King", targets=["Grizzly Bears"])
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Grizzly Bears", "Test Thief King"] and battlefield(d, "bob") == []


def test_trees() -> None:
    (king,) = compile_text("Test King", "{4}{B}: Put target creature card from a graveyard onto the battlefield under "
                                        "its owner's control.", ("Creature",))
    assert king.effects == (dsl.PutOntoBattlefield(dsl.Target(0), under=dsl.OwnerOf(dsl.Target(0))),)
    assert king.targets[0].zone == "graveyard" and king.targets[0].filter == dsl.Filter(types=("Creature",))
    (art,) = compile_text("Test Card", "{4}{B}: Put target artifact card from a graveyard onto the battlefield under "
                                       "its owner's control.", ("Creature",))
    assert art.targets[0].filter == dsl.Filter(types=("Artifact",))


@pytest.mark.parametrize("text", [
    "{4}{B}: Put target creature card from a graveyard to the battlefield under its owner's control.",
    "{4}{B}: Put target creature from a graveyard onto the battlefield under its owner's control.",
    "{4}{B}: Put target creature card from a graveyard onto the battlefield under its controller's control.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
