"""Damage as a trigger event (120.3, 603.2c): "Whenever ~ deals damage, you gain that much life",
"Whenever enchanted creature deals damage, ...", "Whenever ~ is dealt damage, it deals that much
damage to you", "When enchanted creature is dealt damage, destroy it", and "Whenever a creature
dealt damage by ~ this turn dies, put a +1/+1 counter on ~".  Damage a source deals at the same
time (combat damage, 510.2; one instruction) is one event: one trigger, "that much" the total."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, events, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def damage_cards():
    with registry.scope():
        compiled_card("Test Leech", "Trample\nWhenever ~ deals damage, you gain that much life.", ("Creature",),
                      power="3", toughness="3")
        compiled_card("Test Pyre", "{T}: ~ deals 1 damage to each creature and each player.\n"
                      "Whenever ~ deals damage, you gain that much life.", ("Creature",), power="0", toughness="4")
        compiled_card("Test Cloak", "Enchant creature\nWhenever enchanted creature deals damage, you gain that much "
                      "life.", ("Enchantment",), subtypes=("Aura",))
        compiled_card("Test Martyr", "Whenever ~ is dealt damage, it deals that much damage to you.", ("Creature",),
                      power="2", toughness="2")
        compiled_card("Test Frailty", "Enchant creature\nWhen enchanted creature is dealt damage, destroy it.",
                      ("Enchantment",), subtypes=("Aura",))
        compiled_card("Test Vampire", "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on "
                      "~.\n{T}: ~ deals 1 damage to target creature.", ("Creature",), power="3", toughness="3")
        compiled_card("Test Shock", "~ deals 2 damage to any target.", ("Instant",))
        compiled_card("Test Blaze", "~ deals 3 damage to any target.", ("Instant",))
        yield


def _gains(d, player: str) -> list[int]:
    return [e["amount"] for e in events(d.game, "gain_life") if e["player"] == d.player(player)]


def test_trample_damage_to_a_blocker_and_a_player_is_one_event() -> None:
    """510.2, 603.2c: combat damage is dealt at the same time, so the ability triggers once and
    "that much" is all of it (1 to the blocker, 2 trampling over)."""
    d = position({"alice": {"battlefield": ["Test Leech"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    d.attack("alice", ["Test Leech"], assign={"Llanowar Elves": 1, "bob": 2})
    d.block("bob", {"Llanowar Elves": "Test Leech"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    d.resolve(None)
    assert life(d, "bob") == 18 and _gains(d, "alice") == [3] and life(d, "alice") == 23


def test_one_instruction_to_several_things_is_one_event() -> None:
    """120.3: "1 damage to each creature and each player" is one damage event: one trigger for
    the total (2 players, 2 creatures)."""
    d = position({"alice": {"battlefield": ["Test Pyre"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Pyre")
    d.resolve(None)
    assert _gains(d, "alice") == [4] and life(d, "alice") == 23 and life(d, "bob") == 19


def test_an_aura_sees_the_enchanted_creatures_damage() -> None:
    """"Whenever enchanted creature deals damage": the creature it's attached to, unblocked."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Test Cloak", "attached_to": "Grizzly Bears"}]},
                  "bob": {}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    d.resolve(None)
    assert life(d, "bob") == 18 and life(d, "alice") == 22


def test_damage_dealt_to_it_is_dealt_to_its_controller() -> None:
    """"Whenever ~ is dealt damage, it deals that much damage to you": a lethal 3 is dealt on, by
    the creature as it last existed (it died before its ability resolved)."""
    d = position({"alice": {"battlefield": ["Test Martyr"]}, "bob": {"hand": ["Test Shock", "Test Blaze"]}})
    d.act("bob", "casts", "Test Blaze", targets=["Test Martyr"])
    d.resolve(None)
    assert "Test Martyr" in cards(d, "alice", "graveyard") and life(d, "alice") == 17


def test_an_aura_destroys_the_creature_when_it_is_dealt_damage() -> None:
    """"When enchanted creature is dealt damage, destroy it": 2 damage doesn't kill the 3/3, the
    trigger does."""
    d = position({"alice": {"battlefield": ["Test Vampire", {"card": "Test Frailty", "attached_to": "Test Vampire"}]},
                  "bob": {"hand": ["Test Shock"]}})
    d.act("bob", "casts", "Test Shock", targets=["Test Vampire"])
    d.resolve(None)
    assert "Test Vampire" in cards(d, "alice", "graveyard")


def test_a_creature_it_damaged_this_turn_dies_and_it_grows() -> None:
    """The record of what it dealt damage to this turn: Llanowar Elves pinged to death gives a
    counter; Grizzly Bears killed by another source doesn't."""
    d = position({"alice": {"battlefield": ["Test Vampire"], "hand": ["Test Shock"]},
                  "bob": {"battlefield": ["Llanowar Elves", "Grizzly Bears"]}})
    vampire = d.object("Test Vampire")
    d.act("alice", "activates", "Test Vampire", targets=["Llanowar Elves"])
    d.resolve(None)
    assert d.game.state.objects[vampire].counters.get("+1/+1") == 1
    d.act("alice", "casts", "Test Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert battlefield(d, "bob") == [] and d.game.state.objects[vampire].counters.get("+1/+1") == 1


# ------------------------------------------------------------------ mutations


def _trigger(text: str, types=("Creature",)) -> dsl.Trigger:
    return compile_text("Test", text, types, subtypes=("Aura",) if "Enchantment" in types else ())[-1].trigger


def test_who_deals_or_is_dealt_the_damage_is_read() -> None:
    """Mutation: "is dealt" for "deals"; "equipped creature" for "~"; "enchanted" is the attached one."""
    assert _trigger("Whenever ~ deals damage, you gain that much life.").event == "deals_damage"
    assert _trigger("Whenever ~ is dealt damage, you gain that much life.").event == "dealt_damage"
    assert _trigger("Whenever equipped creature deals damage, you gain that much life.",
                    ("Artifact",)).event == "attached_deals_damage"
    assert _trigger("Enchant creature\nWhen enchanted creature is dealt damage, destroy it.",
                    ("Enchantment",)).event == "attached_dealt_damage"


def test_that_much_needs_a_damage_trigger() -> None:
    """Mutation: "that much" after another trigger isn't read; "lose" for "gain" is another effect."""
    lose = compile_text("Test", "Whenever ~ deals damage, you lose that much life.", ("Creature",))[0]
    assert lose.effects == (dsl.LoseLife(dsl.EventAmount()),)
    for text in ("When ~ enters the battlefield, you gain that much life.",
                 "Whenever ~ attacks, it deals that much damage to you."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Creature",))


def test_the_damage_record_is_not_any_death() -> None:
    """Mutation: "a creature dealt damage by ~ this turn dies" is not "a creature dies"."""
    assert _trigger("Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.").event \
        == "damaged_by_self_dies"
    assert _trigger("Whenever a creature dies, put a +1/+1 counter on ~.").event == "dies"


def test_that_many_tokens_and_that_much_life_lost() -> None:
    """"Create that many 1/1 green Insect creature tokens", "you lose that much life": the
    triggering damage's amount (2 from the shock)."""
    with registry.scope():
        compiled_card("Test Hive", "Whenever ~ is dealt damage, you may create that many 1/1 green Insect creature "
                      "tokens.\nWhenever ~ is dealt damage, you lose that much life.", ("Creature",),
                      power="0", toughness="5")
        compiled_card("Test Shock", "~ deals 2 damage to any target.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Hive"]}, "bob": {"hand": ["Test Shock"]}})
        d.queued.setdefault(d.player("alice"), []).extend(["Test Hive", "yes"])
        d.act("bob", "casts", "Test Shock", targets=["Test Hive"])
        d.resolve(None)
        assert battlefield(d, "alice").count("Insect Token") == 2 and life(d, "alice") == 18


def test_that_much_life_lost_is_read() -> None:
    """Mutation: "loses" for "gains"; the player is read."""
    ability = compile_text("Test", "Whenever you gain life, target opponent loses that much life.", ("Creature",))[0]
    assert isinstance(ability.effects[0], dsl.LoseLife) and ability.effects[0].amount == dsl.EventAmount()
    assert ability.targets[0].player == "opponent"


def test_a_creature_that_damages_you_is_destroyed() -> None:
    """120.3a: "Whenever a creature deals damage to you, destroy it": "it" is the source; a
    spell's damage (not a creature's) doesn't trigger it."""
    with registry.scope():
        compiled_card("Test Dread", "Whenever a creature deals damage to you, destroy it.", ("Enchantment",))
        compiled_card("Test Shock", "~ deals 2 damage to any target.", ("Instant",))
        d = position({"alice": {"battlefield": ["Test Dread"]},
                      "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Test Shock"], "library": ["Island"] * 3}})
        d.act("bob", "casts", "Test Shock", targets=["alice"])
        d.resolve(None)
        assert life(d, "alice") == 18
        d.attack("bob", ["Grizzly Bears"])
        d.pass_until(lambda: d.game.state.step == "end_of_combat")
        d.resolve(None)
        assert life(d, "alice") == 16 and "Grizzly Bears" in cards(d, "bob", "graveyard")


def test_it_in_a_damage_trigger_is_the_source() -> None:
    """"Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on
    it": the creature that dealt the damage."""
    with registry.scope():
        compiled_card("Test Banner", "Whenever a creature you control deals combat damage to a player, put a +1/+1 "
                      "counter on it.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Banner", "Grizzly Bears"]}, "bob": {}})
        d.attack("alice", ["Grizzly Bears"])
        d.pass_until(lambda: d.game.state.step == "end_of_combat")
        d.resolve(None)
        assert d.game.state.objects[d.object("Grizzly Bears")].counters == {"+1/+1": 1}


def test_damage_to_you_is_read() -> None:
    """Mutation: "combat damage" narrows it; "to you" isn't "to a player"."""
    assert _trigger("Whenever a creature deals combat damage to you, you gain 1 life.").event == "combat_damage_to_you"
    assert _trigger("Whenever a creature deals damage to you, you gain 1 life.").event == "damage_to_you"
    assert _trigger("Whenever a creature you control deals damage to a player, you gain 1 life.").event == \
        "damage_to_player"


def test_damage_dealt_to_you_at_once_is_one_event() -> None:
    """603.2c, 510.2: two creatures' combat damage to alice is dealt at once: one trigger, "that
    many" being 3."""
    with registry.scope():
        compiled_card("Test Spirit Watch", "Whenever you're dealt damage, you may create that many 1/1 white Soldier "
                      "creature tokens.", ("Enchantment",))
        d = position({"alice": {"battlefield": ["Test Spirit Watch"], "library": ["Island"] * 3},
                      "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"], "library": ["Island"] * 3}})
        d.queued.setdefault(d.player("alice"), []).append("yes")
        d.attack("bob", ["Grizzly Bears", "Llanowar Elves"])
        d.pass_until(lambda: d.game.state.step == "end_of_combat")
        d.resolve(None)
        assert life(d, "alice") == 17 and battlefield(d, "alice").count("Soldier Token") == 3
    assert _trigger("Whenever you're dealt damage, you gain that much life.").event == "you_dealt_damage"
