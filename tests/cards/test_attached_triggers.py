"""Triggers of an Aura or Equipment on the permanent it's attached to (303.4, 301.5): "When
enchanted creature dies, return that card to the battlefield under your control" (603.10a,
400.7d), "Whenever equipped creature deals combat damage to a player, draw a card", "Whenever
enchanted creature attacks, ..."."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import compile_text


@pytest.fixture(autouse=True)
def attached_cards():
    with registry.scope():
        compiled_card("Test Demise", "Enchant creature\nWhen enchanted creature dies, return that card to the "
                      "battlefield under your control.", ("Enchantment",), subtypes=("Aura",))
        compiled_card("Test Blade", "Whenever equipped creature deals combat damage to a player, draw a card.\n"
                      "Equip {2}", ("Artifact",), subtypes=("Equipment",))
        compiled_card("Test Banner", "Enchant creature\nWhenever enchanted creature attacks, you gain 1 life.",
                      ("Enchantment",), subtypes=("Aura",))
        compiled_card("Test Shock", "~ deals 2 damage to any target.", ("Instant",))
        yield


def test_the_enchanted_creature_returns_under_the_auras_controller() -> None:
    """603.10a, 400.7d: the Aura sees its creature die (it's still attached until state-based
    actions put the Aura into the graveyard) and returns the card under alice's control."""
    d = position({"alice": {"battlefield": [{"card": "Test Demise", "attached_to": "Grizzly Bears"}],
                            "hand": ["Test Shock"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" in battlefield(d, "alice") and "Test Demise" in cards(d, "alice", "graveyard")


def test_another_creature_dying_doesnt_trigger_it() -> None:
    d = position({"alice": {"battlefield": ["Llanowar Elves", {"card": "Test Demise", "attached_to": "Llanowar Elves"}],
                            "hand": ["Test Shock"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" in cards(d, "bob", "graveyard") and "Test Demise" in battlefield(d, "alice")


def test_equipped_creatures_combat_damage_draws() -> None:
    """510.2: the equipped creature deals combat damage to bob: alice draws a card; the
    unequipped attacker doesn't make her draw another."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves",
                                            {"card": "Test Blade", "attached_to": "Grizzly Bears"}],
                            "library": ["Island"] * 3},
                  "bob": {}})
    d.attack("alice", ["Grizzly Bears", "Llanowar Elves"])
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    d.resolve(None)
    assert life(d, "bob") == 17 and cards(d, "alice", "hand") == ["Island"]


def test_the_enchanted_creature_attacking_triggers() -> None:
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves",
                                            {"card": "Test Banner", "attached_to": "Llanowar Elves"}]},
                  "bob": {}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "alice") == 20
    d2 = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Test Banner", "attached_to": "Grizzly Bears"}]},
                   "bob": {}})
    d2.attack("alice", ["Grizzly Bears"])
    d2.resolve(None)
    assert life(d2, "alice") == 21


def test_which_event_and_whose_control_are_read() -> None:
    """Mutation: "its owner's control" for "your control"; "equipped" and "enchanted" both name
    the attached creature; "attacks" for "dies"."""
    aura = compile_text("Test", "Enchant creature\nWhen enchanted creature dies, return that card to the battlefield "
                        "under its owner's control.", ("Enchantment",), subtypes=("Aura",))[1]
    assert aura.effects[0].under == dsl.OwnerOf(dsl.Triggering())
    equip = compile_text("Test", "Whenever equipped creature attacks, you gain 1 life.", ("Artifact",),
                         subtypes=("Equipment",))[0]
    assert equip.trigger == dsl.Trigger("attacks", attached=True)


def test_the_upkeep_of_the_enchanted_creatures_controller() -> None:
    """603.2b: alice's Aura on bob's creature triggers in bob's upkeep, not in alice's; "that
    player" is bob."""
    with registry.scope():
        compiled_card("Test Curse Aura", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's "
                      "controller, that player loses 1 life.", ("Enchantment",), subtypes=("Aura",))
        d = position({"alice": {"battlefield": [{"card": "Test Curse Aura", "attached_to": "Grizzly Bears"}],
                                "library": ["Island"] * 4},
                      "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 4}})
        d.pass_to_step("draw", d.player("bob"))
        assert (life(d, "alice"), life(d, "bob")) == (20, 19)
        d.pass_to_step("draw", d.player("alice"), turn=3)
        assert (life(d, "alice"), life(d, "bob")) == (20, 19)
    trig = compile_text("Test", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
                        "that player loses 1 life.", ("Enchantment",), subtypes=("Aura",))[1].trigger
    assert trig == dsl.Trigger("step", step="upkeep", whose="attached_controller")
