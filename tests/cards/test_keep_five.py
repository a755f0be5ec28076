"""701.23, 406.2, 107.1a: "Search your library and graveyard for five cards and exile the rest. Put
the chosen cards on top of your library in any order. You lose half your life, rounded up."
(Doomsday): the chosen cards (from either zone) make up the whole library, in the order chosen;
every other card of both zones is exiled; then half the life is lost.  Mutations: another count;
"exile the rest" without the second sentence is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_DOOMSDAY = ("Search your library and graveyard for five cards and exile the rest. Put the chosen cards on top of your "
             "library in any order. You lose half your life, rounded up.")
compiled_card("Test Doomsday", _DOOMSDAY, ("Instant",), cost="{0}")

_LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears", "Llanowar Elves"]


def test_the_library_is_the_five_chosen_cards_in_order() -> None:
    d = position({"alice": {"hand": ["Test Doomsday"], "library": _LIBRARY, "graveyard": ["Shock", "Ornithopter"]},
                  "bob": {}})
    d.act("alice", "casts", "Test Doomsday",
          choices=["Shock (graveyard)", "Grizzly Bears", "Island", "Ornithopter (graveyard)", "Forest"])
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Shock", "Grizzly Bears", "Island", "Ornithopter", "Forest"]
    assert sorted(cards(d, "alice", "exile")) == ["Llanowar Elves", "Mountain", "Plains", "Swamp"]
    assert cards(d, "alice", "graveyard") == ["Test Doomsday"] and life(d, "alice") == 10


def test_fewer_cards_all_are_kept() -> None:
    d = position({"alice": {"hand": ["Test Doomsday"], "library": ["Forest", "Island"], "graveyard": ["Shock"]}})
    d.act("alice", "casts", "Test Doomsday", choices=["Island", "Shock", "Forest"])
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Island", "Shock", "Forest"] and cards(d, "alice", "exile") == []


def test_the_tree() -> None:
    (spell,) = compile_text("Test Doomsday", _DOOMSDAY, ("Instant",))
    assert spell.effects == (dsl.KeepFromLibraryAndGraveyard(5), dsl.LoseHalfLife(dsl.You()))


def test_mutation_three_cards() -> None:
    (spell,) = compile_text("Test Doomsday", _DOOMSDAY.replace("five cards", "three cards"), ("Instant",))
    assert spell.effects[0] == dsl.KeepFromLibraryAndGraveyard(3)


@pytest.mark.parametrize("text", ["Search your library and graveyard for five cards and exile the rest.",
                                  _DOOMSDAY.replace("in any order", "in a random order")])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Doomsday", text, ("Instant",))
