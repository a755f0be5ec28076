"""611.3a: an Aura's restrictions on what it enchants: "Enchanted creature can't attack or
block" (508.1c, 509.1b), "..., and its activated abilities can't be activated" (602.5a: mana
abilities too).  They apply while the Aura is attached, to whoever controls the creature."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.errors import IllegalAction

compiled_card("Test Pacifism", "Enchant creature\nEnchanted creature can't attack or block.", ("Enchantment",),
              "{1}{W}", subtypes=("Aura",))
compiled_card("Test Arrest", "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities "
              "can't be activated.", ("Enchantment",), "{2}{W}", subtypes=("Aura",))
compiled_card("Test Cowardice", "Enchant creature\nEnchanted creature can't block.", ("Enchantment",), "{R}",
              subtypes=("Aura",))

LIBRARIES = {"library": ["Plains"] * 3}


def _game(aura: str, enchanted: str) -> object:
    return position({"alice": {**LIBRARIES, "hand": ["Disenchant"], "battlefield": [
        {"card": "Plains", "count": 2}, {"card": aura, "attached_to": enchanted}]},
        "bob": {**LIBRARIES, "battlefield": [enchanted, "Forest"]}})


def test_508_1c_the_enchanted_creature_cant_attack_until_the_aura_leaves() -> None:
    """508.1c: bob can't declare his enchanted Bears as an attacker; after alice destroys the
    Aura, he can."""
    d = _game("Test Pacifism", "Grizzly Bears")
    bears = d.object("Grizzly Bears")
    assert combat.attack_problem(d.game.kernel, bears) is not None  # not bob's turn either
    d.pass_to_step("main1", player=d.player("bob"))
    assert combat.attack_problem(d.game.kernel, bears) == "Grizzly Bears can't attack (508.1c)"
    with pytest.raises(IllegalAction):
        d.attack("bob", ["Grizzly Bears"])


def test_508_1c_after_the_aura_is_destroyed_the_creature_attacks() -> None:
    d = _game("Test Pacifism", "Grizzly Bears")
    d.act("alice", "casts", "Disenchant", targets=["Test Pacifism"])
    d.resolve(None)
    d.attack("bob", ["Grizzly Bears"])
    assert list(d.game.state.combat.attackers) == [d.object("Grizzly Bears")]


def test_509_1b_the_enchanted_creature_cant_block() -> None:
    """509.1b: alice attacks bob; bob's enchanted creature can't block it."""
    d = position({"alice": {**LIBRARIES, "battlefield": ["Grizzly Bears"]},
                  "bob": {**LIBRARIES, "battlefield": [{"card": "Llanowar Elves", "as": "elf"},
                                                      {"card": "Test Cowardice", "attached_to": "elf"}]}})
    d.attack("alice", ["Grizzly Bears"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"elf": "Grizzly Bears"})


def test_602_5a_its_activated_abilities_mana_abilities_too_cant_be_activated() -> None:
    """602.5a, 605.1a: Arrested Llanowar Elves has no activation to offer, and can't pay for a
    spell; Pacifism alone leaves the mana ability usable."""
    for aura, usable in (("Test Arrest", False), ("Test Pacifism", True)):
        d = position({"alice": {**LIBRARIES, "hand": ["Giant Growth"], "battlefield": [
            "Llanowar Elves", {"card": aura, "attached_to": "Llanowar Elves"}]}, "bob": LIBRARIES})
        d.until_priority(d.player("alice"))
        assert any(o.kind == "activate" for o in d.decision.options) is usable
        assert any(o.kind == "cast" for o in d.decision.options) is usable


@pytest.mark.parametrize("text, expected", [
    ("Enchanted creature can't attack.", dsl.AttachedCant(attack=True)),
    ("Enchanted creature can't block.", dsl.AttachedCant(block=True)),
    ("Enchanted creature can't attack or block.", dsl.AttachedCant(attack=True, block=True)),
    ("Enchanted creature's activated abilities can't be activated.", dsl.AttachedCant(activate=True)),
])
def test_each_restriction_compiles_to_what_it_says(text: str, expected: dsl.AttachedCant) -> None:
    """Mutations of one text: each word changed gives the restriction it names."""
    (ability,) = compile_text("Test Aura", text, ("Enchantment",))
    assert ability.effect == expected


@pytest.mark.parametrize("text", ["Enchanted creature can't attack and block.",
                                  "Enchanted creature can't attack or block alone.",
                                  "Enchanted creature can't attack or block, and its abilities can't be activated."])
def test_restrictions_not_written_this_way_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Aura", text, ("Enchantment",))
    assert refused.value.phrases == [text]
