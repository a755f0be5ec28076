"""205.1b, 613.1d, 613.8: static abilities that add types to a group ("All Cats you control are
Dogs in addition to their other types", Rin and Seri, Inseparabler; "All permanents are
enchantments in addition to their other types", Enchanted Evening) apply in layer 4, in
dependency order (613.8a), a loop in timestamp order (613.8b); and the plural subject "Cats and
Dogs you control" of another static ability.  Mutations: a singular type, a land type, "other",
a missing "in addition to" are refused; "Cats or Dogs" reads as "Cats and Dogs" does."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

compiled_card("Adder Tabby", "", ("Creature",), "{W}", subtypes=("Cat",), power="1", toughness="1")
compiled_card("Adder Hound", "", ("Creature",), "{R}", subtypes=("Dog",), power="1", toughness="1")
compiled_card("Adder Dogs Are Elves", "All Dogs you control are Elves in addition to their other types.",
              ("Enchantment",), "{G}")
compiled_card("Adder Cats Are Dogs", "All Cats you control are Dogs in addition to their other types.",
              ("Enchantment",), "{G}")
compiled_card("Adder Evening", "All permanents are enchantments in addition to their other types.",
              ("Enchantment",), "{3}{W}{W}")


@pytest.fixture(autouse=True)
def rin_and_seri():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Rin and Seri, Inseparabler")))
        yield


def _chars(d, name: str, player: str = "alice"):
    game = d.game
    oid = next(o for o in game.state.battlefield
               if game.chars(o).name == name and game.chars(o).controller == d.player(player))
    return game.chars(oid)


def test_613_1d_rin_and_seri_cats_are_dogs_and_dogs_are_cats() -> None:
    """Each Cat is also a Dog and each Dog also a Cat; Cats and Dogs (Rin and Seri too) have
    haste, a Human doesn't; bob's Cat is unchanged ("you control")."""
    d = position({"alice": {"battlefield": ["Rin and Seri, Inseparabler", "Adder Tabby", "Adder Hound", "Savannah Lions"]},
                  "bob": {"battlefield": ["Adder Tabby"]}})
    assert _chars(d, "Adder Tabby").subtypes == frozenset({"Cat", "Dog"})
    assert _chars(d, "Adder Hound").subtypes == frozenset({"Cat", "Dog"})
    assert _chars(d, "Adder Tabby").has("haste") and _chars(d, "Adder Hound").has("haste")
    assert _chars(d, "Rin and Seri, Inseparabler").has("haste")
    assert _chars(d, "Adder Tabby", "bob").subtypes == frozenset({"Cat"}) and not _chars(d, "Adder Tabby", "bob").has("haste")


def test_cats_and_dogs_you_control_have_haste_is_either_type() -> None:
    """"Cats and Dogs you control have haste": a plain Dog (no Rin and Seri's first abilities)
    has haste; a Human doesn't."""
    compiled_card("Adder Kennel", "Cats and Dogs you control have haste.", ("Enchantment",), "{R}")
    d = position({"alice": {"battlefield": ["Adder Kennel", "Adder Hound", "Adder Tabby", "Savannah Lions"]}})
    assert _chars(d, "Adder Hound").has("haste") and _chars(d, "Adder Tabby").has("haste")
    d = position({"alice": {"battlefield": ["Adder Kennel", "Grizzly Bears"]}})
    assert not _chars(d, "Grizzly Bears").has("haste")


def test_613_8a_a_type_addition_that_changes_what_another_applies_to_goes_first() -> None:
    """"Dogs are Elves" (earlier) depends on "Cats are Dogs" (later): the Cat becomes a Dog, then
    an Elf.  In timestamp order alone it would not be an Elf."""
    d = position({"alice": {"battlefield": ["Adder Dogs Are Elves", "Adder Cats Are Dogs", "Adder Tabby"]}})
    game = d.game
    assert game.state.objects[d.object("Adder Dogs Are Elves")].timestamp < \
        game.state.objects[d.object("Adder Cats Are Dogs")].timestamp
    assert _chars(d, "Adder Tabby").subtypes == frozenset({"Cat", "Dog", "Elf"})


def test_205_1b_all_permanents_are_enchantments_and_disenchant_sees_it() -> None:
    """Every permanent is an enchantment besides its other types; Disenchant may target bob's
    Grizzly Bears and destroys it."""
    d = position({"alice": {"battlefield": ["Adder Evening", "Plains", "Plains"], "hand": ["Disenchant"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}, "step": "main1"})
    assert _chars(d, "Grizzly Bears", "bob").types == frozenset({"Creature", "Enchantment"})
    assert _chars(d, "Plains").types == frozenset({"Land", "Enchantment"})
    d.act("alice", "casts", "Disenchant", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_type_addition_mutations() -> None:
    """Trees differ by type; refused: a singular or land type, "other", no "in addition"."""
    def effect(text: str):
        return compile_text("X", text, ("Enchantment",))[0].effect
    assert effect("All Cats you control are Dogs in addition to their other types.").subtypes == ("Dog",)
    assert effect("All Cats you control are Elves in addition to their other types.").subtypes == ("Elf",)
    assert effect("All permanents are artifacts in addition to their other types.") == \
        dsl.TypeAddition(dsl.Filter(), types=("Artifact",))
    assert effect("Cats and Dogs you control have haste.") == effect("Cats or Dogs you control have haste.")
    for text in ("All Cats you control are Dog in addition to their other types.",
                 "All Cats you control are Forests in addition to their other types.",
                 "All other Cats you control are Dogs in addition to their other types.",
                 "All Cats you control are Dogs.",
                 "Cats and Forests you control have haste."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Enchantment",))
