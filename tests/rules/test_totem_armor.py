"""702.89a: totem armor (umbra armor): "If enchanted permanent would be destroyed, instead
remove all damage marked on it and destroy this Aura."  It replaces destruction by lethal damage
(704.5g) and by an effect, also one that says "it can't be regenerated" (totem armor isn't
regeneration, 701.19c)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Umbra", "Enchant creature\nEnchanted creature gets +1/+1.\nTotem armor", ("Enchantment",),
              "{G}", subtypes=("Aura",))
compiled_card("Test Doom", "Destroy target creature. It can't be regenerated.", ("Instant",), "{B}")


def _enchanted(hand: list[str], land: str) -> object:
    return position({"alice": {"hand": hand, "battlefield": [land]},
                     "bob": {"battlefield": ["Grizzly Bears", {"card": "Test Umbra", "attached_to": "Grizzly Bears"}]}})


def test_702_89a_lethal_damage_destroys_the_aura_instead_and_the_damage_is_removed() -> None:
    """704.5g, 702.89a: Lightning Bolt deals 3 to the 3/3 Bears: instead of being destroyed it
    loses its damage, and the Aura is destroyed; the Bears is a 2/2 again."""
    d = _enchanted(["Lightning Bolt"], "Mountain")
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert bears in d.game.state.battlefield
    assert d.game.state.objects[bears].damage == 0
    assert cards(d, "bob", "graveyard") == ["Test Umbra"]
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (2, 2)


def test_702_89a_it_works_against_cant_be_regenerated() -> None:
    """701.19c stops regeneration, not totem armor: the Aura is destroyed instead."""
    d = _enchanted(["Test Doom"], "Swamp")
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Test Doom", targets=["Grizzly Bears"])
    d.resolve(None)
    assert bears in d.game.state.battlefield
    assert cards(d, "bob", "graveyard") == ["Test Umbra"]


def test_without_the_aura_the_creature_is_destroyed() -> None:
    """The same Bolt on a Bears without the Aura destroys it (the control case)."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]


def test_totem_and_umbra_armor_are_one_keyword_and_a_changed_word_is_refused() -> None:
    """702.89a: "Umbra armor" is the 2023 name of totem armor; "Totem armor 2" is no keyword."""
    assert compile_text("Test Aura", "Totem armor", ("Enchantment",)) == (dsl.Keyword("totem armor", text="Totem armor"),)
    assert compile_text("Test Aura", "Umbra armor", ("Enchantment",))[0].name == "totem armor"
    with pytest.raises(UncompilableText):
        compile_text("Test Aura", "Totem armor 2", ("Enchantment",))
