"""Mutations (issue 16) of static abilities restricting combat and targeting: "Creatures with
islandwalk can be blocked as though they didn't have islandwalk" (702.14c), "~ can't be blocked as
long as defending player controls an artifact" (509.1b), "~ can block creatures with shadow as
though ~ had shadow" (702.28b), "~ blocks each combat if able" (509.1c) and "Cards in graveyards
can't be the targets of spells or abilities" (601.2c, 115.1).  One word changed compiles to another tree
that plays as written, or is refused quoting the phrase."""

from __future__ import annotations

import pytest
from mutations import assert_refused, mutated, other_tree
from support import compiled_card, position

from manastack.engine import combat

WALL = ("Test Wall", ("Enchantment",), (), "Creatures with islandwalk can be blocked as though they didn't have islandwalk.")
BEEBLES = ("Test Beebles", ("Creature",), (), "Test Beebles can't be blocked as long as defending player controls an "
                                          "artifact.")
DRYAD = ("Test Dryad", ("Creature",), (), "Test Dryad can block creatures with shadow as though Test Dryad had shadow.")
SCREEN = ("Test Screen", ("Creature",), (), "Test Screen blocks each combat if able.")
SEAL = ("Test Seal", ("Enchantment",), (), "Cards in graveyards can't be the targets of spells or abilities.")


REFUSED = {
    "landwalk, two kinds": mutated(WALL, "didn't have islandwalk", "didn't have swampwalk"),
    "landwalk, flying": mutated(WALL, "islandwalk", "flying", -1),
    "landwalk, can't": mutated(WALL, "can be", "can't be"),
    "landwalk, had": mutated(WALL, "didn't have", "had"),
    "landwalk, artifacts": mutated(WALL, "Creatures", "Artifacts"),
    "landwalk, you control": mutated(WALL, "Creatures with", "Creatures you control with"),
    "landwalk, attack": mutated(WALL, "can be blocked", "can attack"),
    "defender controls, you control": mutated(BEEBLES, "defending player controls", "you control"),
    "defender controls, two": mutated(BEEBLES, "an artifact", "two artifacts"),
    "defender controls, no": mutated(BEEBLES, "an artifact", "no artifacts"),
    "defender controls, can't attack": mutated(BEEBLES, "can't be blocked", "can't attack"),
    "defender controls, has": mutated(BEEBLES, "controls", "has"),
    "defender controls, owns": mutated(BEEBLES, "controls", "owns"),
    "shadow, flying": mutated(DRYAD, "with shadow", "with flying"),
    "shadow, had flying": mutated(DRYAD, "had shadow", "had flying"),
    "shadow, can't": mutated(DRYAD, "can block", "can't block"),
    "shadow, attack": mutated(DRYAD, "can block", "can attack"),
    "shadow, artifacts": mutated(DRYAD, "creatures with", "artifacts with"),
    "shadow, plural": mutated(DRYAD, "Test Dryad had", "Test Dryads had"),
    "blocks each combat, each turn": mutated(SCREEN, "each combat", "each turn"),
    "blocks each combat, no if able": mutated(SCREEN, " if able", ""),
    "blocks each combat, can't": mutated(SCREEN, "blocks", "can't block"),
    "blocks each combat, unable": mutated(SCREEN, "if able", "if unable"),
    "blocks each combat, plural": mutated(SCREEN, "Test Screen", "Test Screens"),
    "blocks each combat, creatures you control": mutated(SCREEN, "Test Screen blocks", "Creatures you control block"),
    "graveyards, exile": mutated(SEAL, "in graveyards", "in exile"),
    "graveyards, hands": mutated(SEAL, "in graveyards", "in hands"),
    "graveyards, your graveyard": mutated(SEAL, "in graveyards", "in your graveyard"),
    "graveyards, creature cards": mutated(SEAL, "Cards", "Creature cards"),
    "graveyards, spells": mutated(SEAL, "spells or abilities", "spells"),
    "graveyards, abilities": mutated(SEAL, "spells or abilities", "abilities"),
    "graveyards, can": mutated(SEAL, "can't", "can"),
    "graveyards, your opponents control": mutated(SEAL, "abilities.", "abilities your opponents control."),
}


#: 201.5: a card refers to itself by its name; another card's name in its place isn't read.
REFUSED |= {f"{card[0]}, another name": mutated(card, card[0], card[0].replace("Test", "Other"))
            for card in (BEEBLES, DRYAD, SCREEN)}


@pytest.mark.parametrize("case", REFUSED.values(), ids=REFUSED.keys())
def test_combat_restriction_mutations_are_refused(case: tuple) -> None:
    """509.1b, 509.1c, 702.14c, 702.28b, 601.2c: a word these statics don't read refuses the card."""
    name, types, subtypes, original, changed = case
    assert_refused(name, original, changed, types, subtypes)


OTHER_TREES = {
    "landwalk, swampwalk": (mutated(WALL, "islandwalk", "swampwalk", -1), {"0.effect.walk": ("islandwalk", "swampwalk")}),
    "defender controls, enchantment": (mutated(BEEBLES, "an artifact", "an enchantment"),
                                       {"0.effect.filter.types.0": ("Artifact", "Enchantment")}),
    "defender controls, untapped land": (mutated(BEEBLES, "an artifact", "an untapped land"),
                                         {"0.effect.filter.types.0": ("Artifact", "Land"),
                                          "0.effect.filter.tapped": (None, False)}),
    "defender controls, nonartifact creature": (mutated(BEEBLES, "an artifact", "a nonartifact creature"),
                                                {"0.effect.filter.types.0": ("Artifact", "Creature"),
                                                 "0.effect.filter.not_types": ((), ("Artifact",))}),
    "defender controls, an Island": (mutated(BEEBLES, "an artifact", "an Island"),
                                     {"0.effect.filter.types.0": ("Artifact", "Land"),
                                      "0.effect.filter.subtypes": ((), ("Island",))}),
    "blocks each combat, attacks": (mutated(SCREEN, "blocks", "attacks"), {"0.effect": ("BlocksEachCombat", "MustAttack")}),
}


@pytest.mark.parametrize(("case", "changes"), OTHER_TREES.values(), ids=OTHER_TREES.keys())
def test_combat_restriction_mutations_compile_to_another_tree(case: tuple, changes: dict) -> None:
    """Another landwalk, another kind of permanent, or "attacks" for "blocks" is another static."""
    name, types, subtypes, original, changed = case
    assert other_tree(name, original, changed, types, subtypes) == changes


# ---------------------------------------------------------------------------- played as written

compiled_card("Test A Swamp Law", "Creatures with swampwalk can be blocked as though they didn't have swampwalk.",
              ("Enchantment",), "{0}")
compiled_card("Test A Swamp Stalker", "Swampwalk", ("Creature",), "{0}", power="2", toughness="1")
compiled_card("Test A Island Stalker", "Islandwalk", ("Creature",), "{0}", power="2", toughness="1")
compiled_card("Test A Enchantment Beebles", "Test A Enchantment Beebles can't be blocked as long as defending player "
              "controls an enchantment.", ("Creature",), "{0}", power="1", toughness="1")
compiled_card("Test A Trinket", "", ("Artifact",), "{1}")
compiled_card("Test A Charm", "", ("Enchantment",), "{1}")


def _blockable(attacker: str, bob: list[str]) -> bool:
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": [attacker]},
                  "bob": {"battlefield": ["Grizzly Bears", *bob]}})
    d.attack("alice", [attacker])
    return combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object(attacker)) is None


def test_702_14c_the_swampwalk_mutation_lifts_swampwalk_only() -> None:
    """702.14c: bob controls a Swamp and an Island: the mutated law lets the Bears block the
    swampwalker, not the islandwalker."""
    lands = ["Swamp", "Island", "Test A Swamp Law"]
    assert _blockable("Test A Swamp Stalker", lands)
    assert not _blockable("Test A Island Stalker", lands)
    assert not _blockable("Test A Swamp Stalker", ["Swamp", "Island"])


def test_509_1b_the_enchantment_mutation_looks_for_an_enchantment() -> None:
    """509.1b: the mutation "controls an enchantment" plays as written: an artifact doesn't stop
    the block, an enchantment does."""
    assert _blockable("Test A Enchantment Beebles", ["Test A Trinket"])
    assert not _blockable("Test A Enchantment Beebles", ["Test A Charm"])
