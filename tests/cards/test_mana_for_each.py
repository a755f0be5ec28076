"""106.4, 605.1a: "{2}, {T}: Add {B} for each Swamp you control." (Cabal Coffers) and "{T}: Add
{G} for each creature you control.": a mana ability adding its fixed mana once for each
permanent counted as it resolves (a count of zero adds nothing).  Mutations: another subtype,
"an opponent controls", a choice of colours "for each" (refused), a different symbol."""

from __future__ import annotations

from functools import partial

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_land = partial(compiled_card, types=("Land",), cost=None)

_land("Test Coffers", "{2}, {T}: Add {B} for each Swamp you control.")
_land("Test Cradle", "{T}: Add {G} for each creature you control.")


def _mana(text: str) -> dsl.AddMana:
    (ability,) = compile_text("Test Land", text, ("Land",))
    assert ability.mana
    (effect,) = ability.effects
    return effect


def test_the_count_is_part_of_the_tree() -> None:
    effect = _mana("{2}, {T}: Add {B} for each Swamp you control.")
    assert effect.mana == "{B}" and effect.count == dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Swamp",),
                                                                           controller="you"))


def test_106_4_adds_one_black_for_each_swamp_you_control() -> None:
    d = position({"alice": {"battlefield": ["Test Coffers", "Swamp", "Swamp", "Swamp", "Forest"], "mana_pool": "{2}"},
                  "bob": {"battlefield": ["Swamp"]}})
    d.act("alice", "activates", "Test Coffers")
    assert pool(d, "alice") == {"B": 3}  # bob's Swamp and alice's Forest aren't counted


def test_no_swamp_adds_no_mana() -> None:
    d = position({"alice": {"battlefield": ["Test Coffers", "Forest"], "mana_pool": "{2}"}})
    d.act("alice", "activates", "Test Coffers")
    assert pool(d, "alice") == {}
    assert d.game.state.objects[d.object("Test Coffers")].tapped


def test_605_a_tap_for_each_mana_ability_pays_a_spell() -> None:
    """Two creatures: the land alone pays a two-mana spell (601.2g)."""
    d = position({"alice": {"battlefield": ["Test Cradle", "Grizzly Bears", "Llanowar Elves"],
                            "hand": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Grizzly Bears", pay=["Test Cradle"])
    d.resolve(None)
    assert len([o for o in d.game.state.battlefield if d.game.chars(o).name == "Grizzly Bears"]) == 2


def test_the_count_changes_with_the_battlefield() -> None:
    d = position({"alice": {"battlefield": ["Test Cradle", "Grizzly Bears"]}})
    d.act("alice", "activates", "Test Cradle")
    assert pool(d, "alice") == {"G": 1}


@pytest.mark.parametrize("text, expected", [
    ("{2}, {T}: Add {B} for each Island you control.", dsl.Filter(types=("Land",), subtypes=("Island",), controller="you")),
    ("{2}, {T}: Add {B} for each Swamp an opponent controls.",
     dsl.Filter(types=("Land",), subtypes=("Swamp",), controller="opponent")),
])
def test_mutations_count_something_else(text: str, expected: dsl.Filter) -> None:
    assert _mana(text).count == dsl.CountOf(expected)


def test_mutation_another_symbol() -> None:
    assert _mana("{2}, {T}: Add {R} for each Swamp you control.").mana == "{R}"


def test_mutation_another_subtype_counts_those_lands() -> None:
    _land("Test Island Coffers", "{2}, {T}: Add {B} for each Island you control.")
    d = position({"alice": {"battlefield": ["Test Island Coffers", "Swamp", "Island", "Island"], "mana_pool": "{2}"}})
    d.act("alice", "activates", "Test Island Coffers")
    assert pool(d, "alice") == {"B": 2}


@pytest.mark.parametrize("text", ["{T}: Add one mana of any color for each creature you control.",
                                  "{T}: Add {B} or {R} for each creature you control."])
def test_a_choice_for_each_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Land", text, ("Land",))
