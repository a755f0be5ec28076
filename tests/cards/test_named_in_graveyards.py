""""Add {R}{R}, then add {R} for each card named ~ in each graveyard." (Rite of Flame, 106.4, 201.2):
the cards with its own name in every graveyard are counted as it resolves (not itself, on the
stack); mana added for each of something only by a spell: an ability doing it would be a mana
ability (605.1a), refused.  Mutations close the family."""

from __future__ import annotations

import pytest
from support import compiled_card, life, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Rite", "Add {R}{R}, then add {R} for each card named Test Rite in each graveyard.", ("Sorcery",))
compiled_card("Test Burst", "You gain 4 life for each card named Test Burst in all graveyards.", ("Instant",))


@pytest.mark.parametrize("alice_yard, bob_yard, red", [([], [], 2), (["Test Rite"], ["Test Rite", "Shock"], 4),
                                                        (["Shock"], [], 2)])
def test_201_2_its_name_in_every_graveyard(alice_yard: list, bob_yard: list, red: int) -> None:
    d = position({"alice": {"hand": ["Test Rite"], "graveyard": alice_yard}, "bob": {"graveyard": bob_yard}})
    d.act("alice", "casts", "Test Rite")
    d.resolve(None)
    assert pool(d, "alice") == {"R": red}


def test_a_count_for_life_too() -> None:
    d = position({"alice": {"hand": ["Test Burst"], "graveyard": ["Test Burst"]}, "bob": {"graveyard": ["Test Burst"]}})
    d.act("alice", "casts", "Test Burst")
    d.resolve(None)
    assert life(d, "alice") == 28


def test_compiles_to_its_tree() -> None:
    (spell,) = compile_text("Test Rite", "Add {R}{R}, then add {R} for each card named Test Rite in each graveyard.",
                            ("Sorcery",))
    assert spell.effects == (dsl.AddMana(mana="{R}{R}"), dsl.AddMana(mana="{R}", count=dsl.NamedInGraveyards()))


@pytest.mark.parametrize("text, types", [
    ("Add {R} for each card named Grizzly Bears in each graveyard.", ("Sorcery",)),
    ("Add {R} for each cards named Test Card in each graveyard.", ("Sorcery",)),
    ("Add {R} or {G} for each card named Test Card in each graveyard.", ("Sorcery",)),
])
def test_mutations_are_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, types)
