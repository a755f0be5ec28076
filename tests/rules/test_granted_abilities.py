"""113.1b-c, 613.1f: abilities granted in quotes by static abilities ("Enchanted land has "{T}:
Add one mana of any color."", "Creatures you control have "{T}: Add {G}."") are compiled as
abilities of the permanent that gets them and granted in layer 6 while the effect lasts.  The
permanent's controller activates them (602.2); a granted mana ability is a mana ability
(605.1a); "this creature" in the quotes is the permanent that has the ability; "you" in a
granted triggered ability is that permanent's controller (109.5)."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, pool, position

from manastack.engine import casting
from manastack.engine.decision import Option
from manastack.engine.game import Game
from manastack.errors import IllegalAction

compiled_card("Test Fertile Ground", 'Enchant land\nEnchanted land has "{T}: Add one mana of any color."',
              ("Enchantment",), "{1}{G}", subtypes=("Aura",))
compiled_card("Test Pyre Charm", 'Enchant creature\nEnchanted creature has "{T}: This creature deals 1 damage to any '
              'target."', ("Enchantment",), "{R}", subtypes=("Aura",))
compiled_card("Test Elf Lord", 'Creatures you control have "{T}: Add {G}."', ("Creature",), "{G}",
              power="1", toughness="1", subtypes=("Elf",))
compiled_card("Test Boon", 'Enchant creature\nEnchanted creature has "At the beginning of your upkeep, you gain 1 life."',
              ("Enchantment",), "{W}", subtypes=("Aura",))
compiled_card("Test Ward Aura", "Enchant creature\nEnchanted creature has protection from red.", ("Enchantment",), "{W}",
              subtypes=("Aura",))
compiled_card("Test Rod", 'Equipped creature has "{1}: This creature gets +1/+0 until end of turn."\nEquip {1}',
              ("Artifact",), "{1}", subtypes=("Equipment",))


def _activations(d, player: str) -> list[Option]:
    """The activate options `player` has at their priority now."""
    d.until_priority(d.player(player))
    return [o for o in d.decision.options if o.kind == "activate"]


def test_613_1f_605_1a_a_granted_mana_ability_taps_the_enchanted_land_for_its_controller() -> None:
    """613.1f: the Forest has the quoted ability while enchanted; 605.1a: it is a mana ability,
    and activating it adds one mana of the colour chosen to its controller's pool (106.4)."""
    d = position({"alice": {"battlefield": [{"card": "Forest", "as": "mine"},
                                            {"card": "Test Fertile Ground", "attached_to": "mine"}]},
                  "bob": {"battlefield": [{"card": "Forest", "as": "theirs"}]}})
    forest = d.object("mine")
    assert [a.mana for _i, a, _r in d.game.chars(forest).table.activated] == [True, True]
    d.act("alice", "activates", "mine", ability=2, choices=["U"])
    assert pool(d, "alice") == {"U": 1}
    assert d.game.state.objects[forest].tapped
    assert len(d.game.chars(d.object("theirs")).table.activated) == 1  # bob's Forest isn't enchanted


def test_602_2_the_enchanted_permanents_controller_activates_it_and_it_is_the_source() -> None:
    """602.2, 113.1c: alice's Aura on bob's creature gives bob (not alice) the ability; "this
    creature" is the creature: the damage is dealt by it (120.3)."""
    d = position({"alice": {"battlefield": [{"card": "Test Pyre Charm", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = d.object("Grizzly Bears")
    assert _activations(d, "alice") == []
    d.pass_once()  # alice passes: bob has priority
    d.act("bob", "activates", "Grizzly Bears", targets=["alice"])
    d.resolve(None)
    assert life(d, "alice") == 19
    assert [(e["source"], e["amount"]) for e in events(d.game, "damage")] == [(bears, 1)]


def test_613_1f_the_granted_ability_ends_when_the_aura_leaves() -> None:
    """611.3a: the effect lasts only while the Aura is on the battlefield: destroyed by
    Disenchant, the creature no longer has the ability."""
    d = position({"alice": {"hand": ["Disenchant"], "battlefield": [
        {"card": "Plains", "count": 2}, "Grizzly Bears", {"card": "Test Pyre Charm", "attached_to": "Grizzly Bears"}]},
        "bob": {}})
    bears = d.object("Grizzly Bears")
    assert [o.value for o in _activations(d, "alice") if o.value[0] == bears] == [(bears, 0)]
    d.act("alice", "casts", "Disenchant", targets=["Test Pyre Charm"])
    d.resolve(None)
    assert [o for o in _activations(d, "alice") if o.value[0] == bears] == []
    assert d.game.chars(bears).table.activated == ()


def test_611_3a_creatures_you_control_have_a_mana_ability_and_only_those() -> None:
    """611.3a, 605.1a: "Creatures you control have "{T}: Add {G}."": each creature alice controls
    (the lord too) has the mana ability; bob's creature doesn't."""
    d = position({"alice": {"battlefield": ["Test Elf Lord", {"card": "Grizzly Bears", "as": "mine"}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    mine = [o for o in d.game.state.battlefield if d.game.chars(o).controller == d.player("alice")]
    theirs = [o for o in d.game.state.battlefield if d.game.chars(o).controller == d.player("bob")]
    assert all(len(d.game.chars(o).table.mana) == 1 for o in mine)
    assert all(d.game.chars(o).table.mana == () for o in theirs)
    d.act("alice", "activates", "mine")
    assert pool(d, "alice") == {"G": 1}


def test_302_6_a_granted_tap_ability_of_a_creature_needs_it_under_control_since_the_turn_began() -> None:
    """302.6: a creature's {T} ability, granted or printed, can't be activated while it is
    summoning sick."""
    d = position({"alice": {"battlefield": ["Test Elf Lord", {"card": "Grizzly Bears", "sick": True}]}, "bob": {}})
    assert [o.value[0] for o in _activations(d, "alice")] == [d.object("Test Elf Lord")]


def test_109_5_you_in_a_granted_trigger_is_the_enchanted_creatures_controller() -> None:
    """603.3a, 109.5: the granted upkeep trigger is controlled by the creature's controller: bob
    gains 1 life at the beginning of his upkeep, not at alice's."""
    d = position({"alice": {"battlefield": [{"card": "Test Boon", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.pass_to_step("upkeep", player=d.player("bob"))
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (20, 21)


def test_613_1f_an_equipped_creature_has_the_ability_until_the_equipment_moves() -> None:
    """301.5, 613.1f: the equipped creature has the quoted pump ability; after equip moves the
    Rod to the other creature, only that one has it."""
    d = position({"alice": {"battlefield": [{"card": "Plains", "count": 3}, "Grizzly Bears", "Llanowar Elves",
                                            {"card": "Test Rod", "attached_to": "Grizzly Bears"}]}, "bob": {}})
    bears, elves = d.object("Grizzly Bears"), d.object("Llanowar Elves")
    d.act("alice", "activates", "Grizzly Bears")
    d.resolve(None)
    assert d.game.chars(bears).power == 3
    d.act("alice", "activates", "Test Rod", targets=["Llanowar Elves"])
    d.resolve(None)
    assert d.game.chars(bears).table.activated == ()
    assert [a.text for _i, a, _r in d.game.chars(elves).table.activated if not a.mana] == [
        "{1}: This creature gets +1/+0 until end of turn."]


def test_a_save_with_a_granted_ability_on_the_stack_loads() -> None:
    """The stack item of a granted ability refers to it through the granting static ability
    (613.1f): a save taken while it is on the stack loads as the same game, and the loaded
    game resolves it."""
    d = position({"alice": {"battlefield": [{"card": "Test Pyre Charm", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.pass_once()
    d.act("bob", "activates", "Grizzly Bears", targets=["alice"])
    game = d.game
    assert game.state.stack[-1].ability[0] == "granted"
    restored = Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert casting.ability_for_item(restored.state.stack[-1]).text == "{T}: This creature deals 1 damage to any target."


def test_702_16b_granted_protection_from_red_stops_a_red_spell_targeting_it() -> None:
    """702.16a-b, 613.1f: "has protection from red" grants the keyword with its quality: Shock
    can't target the enchanted creature, and can target it once the Aura is gone."""
    d = position({"alice": {"hand": ["Shock", "Disenchant"], "battlefield": [
        "Mountain", {"card": "Plains", "count": 2}, {"card": "Test Ward Aura", "attached_to": "Grizzly Bears"}]},
        "bob": {"battlefield": ["Grizzly Bears"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d = position({"alice": {"hand": ["Shock", "Disenchant"], "battlefield": [
        "Mountain", {"card": "Plains", "count": 2}, {"card": "Test Ward Aura", "attached_to": "Grizzly Bears"}]},
        "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Disenchant", targets=["Test Ward Aura"])
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert bears not in d.game.state.battlefield
