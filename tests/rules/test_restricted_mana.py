"""106.6: mana with a spending restriction.  "Spend this mana only to cast artifact spells"
(Mishra's Workshop), "... or activate abilities of artifacts" (Grand Architect), "This mana can't
be spent to cast nonartifact spells. Until end of turn, you don't lose this mana as steps and
phases end." (Karn, Legacy Reforged), "Add two mana in any combination of colors. Spend this mana
only to cast Dragon spells." (Sarkhan, Fireblood: a Dragon spell is any spell with the subtype).
The mana sits in the pool apart from the other mana; payments (601.2g-h) offer it, and the mana
abilities that make it, only for what the restriction allows; 106.6a: a replacement effect
doesn't lift it; 500.5: it empties like other mana."""

from __future__ import annotations

from functools import partial

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game
from manastack.errors import IllegalAction

_land = partial(compiled_card, types=("Land",), cost=None)

_land("Test Workshop", "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.")
compiled_card("Test Architect", "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities "
              "of artifacts.", ("Creature",), cost="{1}{U}", power="1", toughness="3")
compiled_card("Test Upkeep Karn", "At the beginning of your upkeep, add {C} for each artifact you control. This mana can't be "
              "spent to cast nonartifact spells. Until end of turn, you don't lose this mana as steps and phases end.",
              ("Artifact", "Creature"), cost="{5}", power="5", toughness="5")
compiled_card("Test Sarkhan", "[+1]: Add two mana in any combination of colors. Spend this mana only to cast Dragon "
              "spells.", ("Planeswalker",), cost="{1}{R}{R}", loyalty=3)
compiled_card("Test Geosurge", "Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells.",
              ("Sorcery",), cost="{R}{R}{R}{R}")
compiled_card("Test Mana Relic", "", ("Artifact",), cost="{3}")
compiled_card("Test Gadget", "{2}: You gain 1 life.", ("Artifact",), cost="{1}")
compiled_card("Test Mana Ogre", "", ("Creature",), cost="{3}", power="3", toughness="3")
compiled_card("Test Trainer", "{2}: You gain 1 life.", ("Creature",), cost="{1}", power="1", toughness="1")
compiled_card("Test Whelp", "", ("Creature",), cost="{R}{G}", subtypes=("Dragon",), power="2", toughness="2")
compiled_card("Test Dragon Rite", "You gain 3 life.", ("Kindred", "Sorcery"), cost="{R}{G}", subtypes=("Dragon",))
compiled_card("Test Dragon Hoard", "You gain 3 life.", ("Sorcery",), cost="{R}{G}")


def _restricted(d, player: str) -> list[str]:
    return [entry["mana"] for entry in d.game.state.players[d.player(player)].restricted_mana]


def _life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


def test_restrictions_compile_to_the_mana_they_restrict() -> None:
    (ability,) = compile_text("Test", "{T}: Add {C}. Spend this mana only to cast artifact spells.", ("Land",))
    assert ability.mana  # 605.1a: still a mana ability
    assert ability.effects == (dsl.AddMana(mana="{C}", spend=dsl.SpendRestriction(spells=dsl.Filter(types=("Artifact",)))),)
    (sarkhan,) = compile_text("Test", "[+1]: Add two mana in any combination of colors. Spend this mana only to cast "
                              "Dragon spells.", ("Planeswalker",))
    assert not sarkhan.mana  # a loyalty ability isn't a mana ability (605.1a)
    assert sarkhan.effects == (dsl.AddMana(combination=2, spend=dsl.SpendRestriction(
        spells=dsl.Filter(subtypes=("Dragon",)))),)


def test_106_6_restricted_mana_pays_only_for_what_it_allows() -> None:
    d = position({"alice": {"hand": ["Test Mana Relic", "Test Mana Ogre"], "battlefield": ["Test Workshop"]}})
    assert d.action_problem("alice", "casts", "Test Mana Ogre") is not None
    d.act("alice", "casts", "Test Mana Relic", pay=["Test Workshop"])
    d.resolve(None)
    assert d.on_battlefield(d.object("Test Mana Relic"))


def test_106_6_restricted_mana_waits_in_the_pool_apart_from_other_mana() -> None:
    d = position({"alice": {"hand": ["Test Mana Relic", "Test Mana Ogre"], "battlefield": ["Test Workshop"]}})
    d.act("alice", "activates", "Test Workshop")
    assert pool(d, "alice") == {} and _restricted(d, "alice") == ["C", "C", "C"]
    view = d.game.view(d.player("bob"))  # 106.6: public, like the rest of the pool
    assert view["players"][d.player("alice")]["restricted_mana"] == "{C}{C}{C} (restricted: Test Workshop)"
    assert d.action_problem("alice", "casts", "Test Mana Ogre") is not None
    d.act("alice", "casts", "Test Mana Relic")
    assert _restricted(d, "alice") == []


def test_unrestricted_mana_still_pays_for_anything() -> None:
    d = position({"alice": {"hand": ["Test Mana Ogre"], "battlefield": ["Test Workshop", "Mountain", "Mountain", "Mountain"]}})
    d.act("alice", "casts", "Test Mana Ogre")
    d.resolve(None)
    assert d.on_battlefield(d.object("Test Mana Ogre"))


def test_a_payment_can_mix_restricted_and_unrestricted_mana() -> None:
    d = position({"alice": {"hand": ["Test Gadget"], "battlefield": ["Test Architect", "Mountain"]}})
    d.act("alice", "activates", "Test Architect")  # {C}{C} for artifacts only
    d.act("alice", "activates", "Mountain")
    d.act("alice", "casts", "Test Gadget")
    d.resolve(None)
    assert pool(d, "alice") == {"R": 1} and _restricted(d, "alice") == ["C"]  # it spent the restricted mana first


def test_106_6_abilities_of_artifacts_but_not_of_creatures() -> None:
    d = position({"alice": {"battlefield": ["Test Architect", "Test Gadget", "Test Trainer"]}})
    assert d.action_problem("alice", "activates", "Test Trainer") is not None
    before = _life(d, "alice")
    d.act("alice", "activates", "Test Gadget", pay=["Test Architect"])
    d.resolve(None)
    assert _life(d, "alice") == before + 1


def test_500_5_restricted_mana_empties_as_the_step_ends() -> None:
    d = position({"alice": {"battlefield": ["Test Workshop"]}})
    d.act("alice", "activates", "Test Workshop")
    assert _restricted(d, "alice")
    d.pass_until(lambda: d.game.state.step != "main1")
    assert _restricted(d, "alice") == []


def test_karn_mana_pays_for_anything_but_nonartifact_spells_and_lasts_the_turn() -> None:
    d = position({"alice": {"hand": ["Test Mana Ogre", "Test Mana Relic"], "battlefield": ["Test Upkeep Karn", "Test Trainer", "Test Gadget"],
                            "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    d.pass_until(lambda: d.game.state.active == d.player("bob"))
    d.pass_until(lambda: d.game.state.active == d.player("alice") and bool(d.game.state.stack))
    d.resolve(None)  # two artifacts: Karn and the Gadget
    assert _restricted(d, "alice") == ["C", "C"]
    d.pass_until(lambda: d.game.state.step == "main1")
    assert _restricted(d, "alice") == ["C", "C"]  # kept as steps end (500.5)
    assert d.action_problem("alice", "casts", "Test Mana Ogre") is not None
    before = _life(d, "alice")
    d.act("alice", "activates", "Test Trainer")  # a creature's ability: allowed
    d.resolve(None)
    assert _life(d, "alice") == before + 1 and _restricted(d, "alice") == []


def test_karn_mana_empties_as_the_turn_ends() -> None:
    d = position({"alice": {"battlefield": ["Test Upkeep Karn"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    d.pass_until(lambda: d.game.state.active == d.player("bob"))
    d.pass_until(lambda: d.game.state.active == d.player("alice") and bool(d.game.state.stack))
    d.resolve(None)
    assert _restricted(d, "alice") == ["C"]
    d.pass_until(lambda: d.game.state.active == d.player("bob"))
    assert _restricted(d, "alice") == []


@pytest.mark.parametrize("spell, allowed", [("Test Whelp", True), ("Test Dragon Rite", True), ("Test Dragon Hoard", False)])
def test_sarkhan_mana_casts_dragon_spells_only(spell: str, allowed: bool) -> None:
    """Sarkhan's ruling: a Dragon spell is a spell with the Dragon subtype, a kindred one too."""
    d = position({"alice": {"hand": [spell], "battlefield": ["Test Sarkhan"]}})
    d.act("alice", "activates", "Test Sarkhan", ability=1)
    d.pass_until(lambda: d.game.decision.kind == "color")
    options = d.game.decision.options
    assert len(options) == 15  # each combination of two colors (106.4)
    d.choose(next(o for o in options if o.label == "redgreen"))
    assert _restricted(d, "alice") == ["R", "G"]
    assert (d.action_problem("alice", "casts", spell) is None) == allowed


def test_a_spell_makes_restricted_mana_too() -> None:
    d = position({"alice": {"hand": ["Test Geosurge", "Test Mana Ogre", "Test Dragon Hoard"],
                            "battlefield": ["Mountain"] * 4}})
    d.act("alice", "casts", "Test Geosurge")
    d.resolve(None)
    assert _restricted(d, "alice") == ["R"] * 7
    assert d.action_problem("alice", "casts", "Test Dragon Hoard") is not None
    d.act("alice", "casts", "Test Mana Ogre")
    assert _restricted(d, "alice") == ["R"] * 4


def test_restricted_mana_is_saved_and_loaded() -> None:
    d = position({"alice": {"battlefield": ["Test Workshop"]}})
    d.act("alice", "activates", "Test Workshop")
    restored = Game.from_json(d.game.to_json())
    assert restored.state.players[d.player("alice")].restricted_mana == d.game.state.players[d.player("alice")].restricted_mana


def test_a_save_with_a_made_up_restriction_is_refused() -> None:
    d = position({"alice": {"battlefield": ["Test Workshop"]}})
    d.act("alice", "activates", "Test Workshop")
    data = d.game.to_json()
    broken = data.replace('"path":["effects",0]', '"path":["effects",5]')
    assert broken != data
    with pytest.raises(Exception, match="restricted mana"):
        Game.from_json(broken)


@pytest.mark.parametrize("text", [
    "{T}: Add {C}. Spend this mana only to cast kicked spells.",
    "{T}: Add {C}. Spend this mana only to cast a creature spell of the chosen type.",
    "{T}: Add {C}. Spend this mana only to cast creature spell.",
    "{T}: Add {C}. Spend this mana only to cast a creature spells.",
    "{T}: Add {C}. Spend this mana only to cast creatures.",
    "{T}: Add {C}. Spend this mana only to activate abilities.",
    "{T}: Add {C}. Spend this mana only on costs that contain {X}.",
    "{T}: Add {C}. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    "{T}: Add one mana in any combination of colors.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Land", text, ("Land",))


def test_a_mutation_of_the_type_compiles_to_another_restriction() -> None:
    (ability,) = compile_text("Test", "{T}: Add {C}. Spend this mana only to cast creature spells.", ("Land",))
    assert ability.effects[0].spend == dsl.SpendRestriction(spells=dsl.Filter(types=("Creature",)))
    (ability,) = compile_text("Test", "{T}: Add {C}. This mana can't be spent to cast creature spells.", ("Land",))
    assert ability.effects[0].spend == dsl.SpendRestriction(except_spells=dsl.Filter(types=("Creature",)))


def test_an_illegal_payment_is_refused() -> None:
    d = position({"alice": {"hand": ["Test Mana Ogre"], "battlefield": ["Test Workshop"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Mana Ogre")


def test_106_6a_doubled_mana_keeps_its_restriction() -> None:
    """Mana Reflection doubles the mana the Workshop produces: all six carry the restriction."""
    d = position({"alice": {"hand": ["Test Mana Ogre"], "battlefield": ["Test Workshop", "Mana Reflection"]}})
    d.act("alice", "activates", "Test Workshop")
    assert pool(d, "alice") == {} and _restricted(d, "alice") == ["C"] * 6
    assert d.action_problem("alice", "casts", "Test Mana Ogre") is not None


compiled_card("Test Karn Reforged", "~'s power and toughness are each equal to the greatest mana value among artifacts "
              "you control.", ("Artifact", "Creature"), cost="{5}", power="*", toughness="*")
compiled_card("Test Big Relic", "", ("Artifact",), cost="{7}")


def test_604_3_greatest_mana_value_among_artifacts_you_control() -> None:
    """Karn, Legacy Reforged: a characteristic-defining ability (604.3, 613.4a) counting its own
    mana value while it is an artifact on the battlefield, and the opponent's artifacts not at all."""
    d = position({"alice": {"battlefield": ["Test Karn Reforged", "Test Mana Relic"]}, "bob": {"battlefield": ["Test Big Relic"]}})
    chars = d.game.chars(d.object("Test Karn Reforged"))
    assert (chars.power, chars.toughness) == (5, 5)
    d = position({"alice": {"battlefield": ["Test Karn Reforged", "Test Big Relic"]}})
    chars = d.game.chars(d.object("Test Karn Reforged"))
    assert (chars.power, chars.toughness) == (7, 7)
    d = position({"alice": {"hand": ["Test Karn Reforged"], "battlefield": ["Test Mana Relic"]}})
    chars = d.game.chars(d.object("Test Karn Reforged"))  # 604.3: in every zone
    assert (chars.power, chars.toughness) == (3, 3)


@pytest.mark.parametrize("text", [
    "~'s power and toughness are each equal to the greatest power among creatures you control.",
    "~'s power and toughness are each equal to the greatest mana value among artifact you control.",
    "~'s power and toughness are each equal to the greatest color among artifacts you control.",
])
def test_greatest_among_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Upkeep Karn", text, ("Artifact", "Creature"))


compiled_card("Test Expertise", "Draw cards equal to the greatest power among creatures you control.", ("Sorcery",),
              cost="{4}{G}{G}")


def test_greatest_power_among_creatures_you_control_counts_as_it_resolves() -> None:
    """Rishkar's Expertise: the greatest power among the creatures its controller controls (208.1)."""
    d = position({"alice": {"hand": ["Test Expertise"], "battlefield": ["Grizzly Bears", "Forest"] + ["Forest"] * 5,
                            "library": ["Island"] * 5},
                  "bob": {"battlefield": ["Baneslayer Angel"]}})
    d.act("alice", "casts", "Test Expertise")
    d.resolve(None)
    assert len(d.game.state.players[d.player("alice")].hand) == 2


def test_subtypes_the_same_in_the_plural() -> None:
    (ability,) = compile_text("Test", "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of "
                              "Myr.", ("Land",))
    assert ability.effects[0].spend.abilities == dsl.Filter(subtypes=("Myr",))
    with pytest.raises(UncompilableText):  # "Sliver" isn't the plural of Sliver
        compile_text("Test", "{T}: Add {C}. Spend this mana only to cast Sliver spells or activate abilities of Sliver.",
                     ("Land",))
