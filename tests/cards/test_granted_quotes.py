"""113.1b-c, 613.1f: the compiler reads abilities granted in quotes ("Enchanted land has "{T}:
Add one mana of any color."") as abilities of the permanent that gets them, compiled by the same
compiler; tests/rules/test_granted_abilities.py plays them.  Each refusal below is the text of
an accepted one with a word or two changed: a quote that names the granting card (it would be
another object than the one that has the ability), or a static ability in quotes (its effect
would need the layers that granted it), is refused, never read as something else."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

AURA = ("Enchantment",)


def _anthem(text: str, types=AURA, name: str = "Test Aura") -> dsl.Anthem:
    (ability,) = compile_text(name, text, types)
    assert isinstance(ability, dsl.Static)
    return ability.effect


def test_a_quoted_mana_ability_is_a_mana_ability_of_the_enchanted_land() -> None:
    """605.1a: "{T}: Add {G}." in quotes is a mana ability, granted to the attached permanent."""
    anthem = _anthem('Enchanted land has "{T}: Add {G}."')
    assert anthem.affects == "attached"
    (granted,) = anthem.granted
    assert isinstance(granted, dsl.Activated) and granted.mana
    assert granted.cost == dsl.Cost(tap=True)
    assert granted.effects == (dsl.AddMana(mana="{G}"),)


def test_one_mana_symbol_changed_compiles_to_that_mana() -> None:
    """Mutation: {G} -> {R} gives a different tree (the mana it adds), not the same one."""
    assert _anthem('Enchanted land has "{T}: Add {R}."').granted[0].effects == (dsl.AddMana(mana="{R}"),)


def test_this_creature_in_quotes_is_the_permanent_that_has_the_ability() -> None:
    """113.1c: "this creature" in the quotes is the enchanted creature (dsl.Self of the ability)."""
    anthem = _anthem('Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."')
    assert (anthem.power, anthem.toughness) == (2, 2)
    (granted,) = anthem.granted
    assert granted.effects == (dsl.DealDamage(1, dsl.Target(0), source=dsl.Self()),)
    assert granted.targets[0].kind == "any"


def test_two_quoted_abilities_and_a_keyword_with_a_quote() -> None:
    """"has "A" and "B"" grants both; "has flying and "A"" grants a keyword and an ability."""
    two = _anthem('Equipped creature has "{T}: Add {G}." and "{1}: Draw a card."', ("Artifact",))
    assert [type(a) for a in two.granted] == [dsl.Activated, dsl.Activated]
    assert two.granted[1].effects == (dsl.Draw(1),)
    both = _anthem('Enchanted creature has flying and "{1}: Draw a card."')
    assert both.keywords == ("flying",) and len(both.granted) == 1


def test_a_group_grant_and_a_granted_trigger() -> None:
    """611.3a: "Creatures you control have "..."" applies to a Filter; a granted triggered
    ability is read by the trigger grammar ("your" upkeep: its controller's)."""
    group = _anthem('Creatures you control have "{T}: Add {G}."')
    assert group.affects == dsl.Filter(types=("Creature",), controller="you")
    upkeep = _anthem('Enchanted creature has "At the beginning of your upkeep, you gain 1 life."')
    (trigger,) = upkeep.granted
    assert isinstance(trigger, dsl.Triggered) and trigger.trigger.step == "upkeep"


def test_a_card_granting_itself_an_ability_may_name_itself() -> None:
    """The threshold wording "~ has "{R}: ~ gets +1/+0 ..."": the quote's name is the card, which
    is also the permanent that has the ability."""
    anthem = _anthem('As long as seven or more cards are in your graveyard, Test Dragon has "{R}: Test Dragon '
                     'gets +1/+0 until end of turn."', ("Creature",), name="Test Dragon")
    assert anthem.affects == "self"
    assert anthem.granted[0].effects == (dsl.ModifyPT(1, 0, dsl.Self()),)


def test_granted_protection_keeps_its_qualities() -> None:
    """702.16a: "has protection from black and from red" grants the keyword with both qualities;
    one colour changed grants that colour."""
    (kw,) = _anthem("Enchanted creature has protection from black and from red.").granted
    assert (kw.name, kw.qualities) == ("protection", ("black", "red"))
    (blue,) = _anthem("Enchanted creature has protection from blue.").granted
    assert blue.qualities == ("blue",)


@pytest.mark.parametrize("text", [
    # A choice the engine doesn't make as the Aura enters (the colour of your choice).
    "Enchanted creature has protection from the color of your choice.",
    # Mutation: "this creature" -> the Equipment's name: the damage would come from another object.
    'Equipped creature has "{T}: Test Aura deals 1 damage to any target."',
    'Equipped creature has "{T}, Sacrifice Test Aura: This creature deals 2 damage to any target."',
    # Mutation: an activated ability -> a static one in quotes.
    'Enchanted creature has "This creature can\'t block."',
    'Creatures you control have "Creatures you control get +1/+1."',
    # Mutation: a mana symbol the grammar doesn't know.
    'Enchanted land has "{T}: Add {Z}."',
])
def test_quotes_the_engine_cant_play_as_written_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Aura", text, ("Artifact",))
    assert refused.value.phrases == [text]
