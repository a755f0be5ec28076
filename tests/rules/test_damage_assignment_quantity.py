"""510.1a, 613.11: "Each creature (you control) assigns combat damage equal to its toughness (its
mana value) rather than its power", compiled from Oracle text (Narod, the Beige Flower; Doran,
the Siege Tower's wording) and played in combat.  Mutations (another quantity, "you control",
"other", a plural) compile to other trees or are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

compiled_card("Assigner Tower", "Each creature assigns combat damage equal to its toughness rather than its power.",
              ("Creature",), "{W}{B}{G}", power="0", toughness="5")
compiled_card("Assigner Brontodon", "Each creature you control assigns combat damage equal to its toughness rather "
              "than its power.", ("Creature",), "{4}{G}", power="4", toughness="6")
compiled_card("Assigner Wall", "", ("Creature",), "{1}", power="1", toughness="4")
compiled_card("Assigner Glass Cannon", "", ("Creature",), "{1}", power="5", toughness="1")
compiled_card("Assigner Freebie", "", ("Creature",), None, power="3", toughness="3")


@pytest.fixture(autouse=True)
def narod():
    """Narod, the Beige Flower from Mystery Booster 2, compiled from its Oracle text."""
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Narod, the Beige Flower")))
        yield


def _fight(alice: list[str], bob: list[str], attacker: str, blocker: str | None = None):
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": alice}, "bob": {"battlefield": bob}})
    d.attack("alice", [attacker])
    if blocker is not None:
        d.block("bob", {blocker: attacker})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    return d


def test_510_1a_narod_assigns_mana_value_unblocked_and_blocked() -> None:
    """510.1a: with Narod, the 5/1 costing {1} deals 1 to bob, not 5; blocked by the 1/4 Wall
    (mana value 1) each assigns 1: the Wall survives with 1 damage, the 5/1 dies."""
    d = _fight(["Narod, the Beige Flower", "Assigner Glass Cannon"], [], "Assigner Glass Cannon")
    assert life(d, "bob") == 19
    d = _fight(["Narod, the Beige Flower", "Assigner Glass Cannon"], ["Assigner Wall"], "Assigner Glass Cannon",
               "Assigner Wall")
    game = d.game
    assert game.state.objects[d.object("Assigner Wall")].damage == 1
    assert game.state.objects[d.object("Assigner Glass Cannon")].zone == "graveyard"


def test_510_1a_zero_mana_value_assigns_no_combat_damage() -> None:
    """510.1a: a creature that would assign 0 damage assigns none: a 3/3 without a mana cost deals
    nothing under Narod, and no damage event is recorded."""
    d = _fight(["Narod, the Beige Flower", "Assigner Freebie"], [], "Assigner Freebie")
    assert life(d, "bob") == 20
    assert not [e for e in d.game.log if e["type"] == "damage"]


def test_510_1a_without_the_static_power_counts() -> None:
    """510.1a: without such a static ability, the 5/1 deals 5 (the control for the tests above)."""
    assert life(_fight(["Assigner Glass Cannon"], [], "Assigner Glass Cannon"), "bob") == 15


def test_510_1a_toughness_for_each_creature_of_both_players() -> None:
    """"Each creature": the attacking 5/1 assigns 1 (its toughness), and bob's blocking Wall
    assigns 4 (its toughness, not its power 1): the 5/1 dies, the Wall lives."""
    d = _fight(["Assigner Tower", "Assigner Glass Cannon"], ["Assigner Wall"], "Assigner Glass Cannon", "Assigner Wall")
    names = [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Assigner Glass Cannon" not in names and "Assigner Wall" in names
    assert d.game.state.objects[d.object("Assigner Wall")].damage == 1


def test_510_1a_you_control_affects_only_your_creatures() -> None:
    """"Each creature you control": bob's Brontodon changes bob's creatures only. Alice's 5/1
    still assigns 5 to bob's Wall, which assigns 4 back."""
    d = _fight(["Assigner Glass Cannon"], ["Assigner Brontodon", "Assigner Wall"], "Assigner Glass Cannon",
               "Assigner Wall")
    names = [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Assigner Wall" not in names and "Assigner Glass Cannon" not in names


def test_613_11_conflicting_assignment_rules_apply_in_timestamp_order() -> None:
    """613.11: game-rule effects apply in timestamp order: the later permanent decides.  With
    Narod first and the Tower later, a 5/2 costing {3} assigns its toughness (2); with the Tower
    first and Narod later, its mana value (3)."""
    compiled_card("Assigner Ogre", "", ("Creature",), "{3}", power="5", toughness="2")
    later_tower = _fight(["Narod, the Beige Flower", "Assigner Tower", "Assigner Ogre"], [], "Assigner Ogre")
    game = later_tower.game
    assert game.state.objects[later_tower.object("Assigner Tower")].timestamp > \
        game.state.objects[later_tower.object("Narod, the Beige Flower")].timestamp
    assert life(later_tower, "bob") == 18
    later_narod = _fight(["Assigner Tower", "Narod, the Beige Flower", "Assigner Ogre"], [], "Assigner Ogre")
    assert life(later_narod, "bob") == 17


def test_mutations_change_the_tree_or_are_refused() -> None:
    """Another quantity or controller gives another tree; unknown quantities, "other" and plural
    subjects are refused."""
    def static(text: str):
        return compile_text("X", text, ("Creature",))[0].effect
    assert static("Each creature assigns combat damage equal to its toughness rather than its power.") == \
        dsl.AssignsCombatDamageBy(dsl.Filter(types=("Creature",)), "toughness")
    assert static("Each creature assigns combat damage equal to its mana value rather than its power.").quantity == \
        "mana_value"
    assert static("Each creature you control assigns combat damage equal to its toughness rather than its "
                  "power.").filter.controller == "you"
    for text in ("Each creature assigns combat damage equal to its loyalty rather than its power.",
                 "Each other creature assigns combat damage equal to its toughness rather than its power.",
                 "Each creature assigns combat damage equal to its toughness rather than its mana value.",
                 "Each land assigns combat damage equal to its toughness rather than its power."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Creature",))
