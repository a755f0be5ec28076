"""A mana ability's effects besides its mana (605.3b: it resolves at once, all of it): a
painland's "This land deals 1 damage to you", a sphere's "Draw a card", whether the ability is
activated by hand or by a payment."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import registry
from manastack.engine.game import Game


@pytest.fixture(autouse=True)
def mana_cards():
    with registry.scope():
        compiled_card("Test Painland", "{T}: Add {C}.\n{T}: Add {R} or {G}. Test Painland deals 1 damage to you.",
                      ("Land",), cost=None)
        compiled_card("Test Sphere", "{1}, {T}, Sacrifice Test Sphere: Add one mana of any color. Draw a card.",
                      ("Artifact",), cost="{1}")
        yield


def test_a_painland_deals_its_damage_when_it_pays_for_a_spell() -> None:
    """605.3b: paying Llanowar Elves's {G} with the painland's colored ability deals 1 damage
    to alice."""
    d = position({"alice": {"battlefield": ["Test Painland"], "hand": ["Llanowar Elves"]}})
    d.act("alice", "casts", "Llanowar Elves")
    d.resolve(None)
    assert d.on_battlefield(d.object("Llanowar Elves"))
    assert d.game.state.players[0].life == 19


def test_the_colorless_ability_deals_no_damage() -> None:
    """Only the ability that says so deals damage: "{T}: Add {C}." activated by hand."""
    d = position({"alice": {"battlefield": ["Test Painland"]}})
    d.act("alice", "activates", "Test Painland", ability=1)
    assert d.game.state.players[0].life == 20
    assert d.game.state.players[0].mana_pool == {"C": 1}


def test_activated_by_hand_it_adds_the_mana_and_deals_the_damage() -> None:
    d = position({"alice": {"battlefield": ["Test Painland"]}})
    d.act("alice", "activates", "Test Painland", ability=2, choices=["R"])
    assert d.game.state.players[0].life == 19
    assert sum(d.game.state.players[0].mana_pool.values()) == 1


def test_a_sacrificed_source_still_draws() -> None:
    """605.3b: Test Sphere is sacrificed as a cost; its effect still draws a card."""
    d = position({"alice": {"battlefield": ["Test Sphere", "Forest"], "library": ["Island"]}})
    d.act("alice", "activates", "Test Sphere", choices=["G"])
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].hand] == ["Island"]
    assert not d.on_battlefield(d.object("Test Sphere"))
    assert d.game.state.players[0].mana_pool.get("G") == 1


def test_saved_and_reloaded_the_same() -> None:
    """The effects procedure's progress is plain data: a game saved after the damage goes on
    the same way."""
    d = position({"alice": {"battlefield": ["Test Painland"], "hand": ["Llanowar Elves"]}})
    d.act("alice", "casts", "Llanowar Elves")
    again = Game.from_json(d.game.to_json())
    assert again.state.players[0].life == 19
