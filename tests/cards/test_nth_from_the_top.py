""""Put target nonland permanent into its owner's library third from the top." (401.7): counted
from the top; with fewer than three cards in that library, it goes on the bottom.  Mutations."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Third", "Put target nonland permanent into its owner's library third from the top.", ("Sorcery",))
compiled_card("Test Second", "Put target creature into its owner's library second from the top.", ("Instant",))


@pytest.mark.parametrize("library, expected", [
    (["Island", "Swamp", "Plains"], ["Island", "Swamp", "Grizzly Bears", "Plains"]),
    (["Island"], ["Island", "Grizzly Bears"]),  # 401.7: fewer than three: the bottom
    ([], ["Grizzly Bears"]),
])
def test_401_7_third_from_the_top(library: list, expected: list) -> None:
    d = position({"alice": {"hand": ["Test Third"]}, "bob": {"battlefield": ["Grizzly Bears"], "library": library}})
    d.act("alice", "casts", "Test Third", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "library") == expected


def test_second_from_the_top() -> None:
    d = position({"alice": {"hand": ["Test Second"]}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 2}})
    d.act("alice", "casts", "Test Second", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "library") == ["Island", "Grizzly Bears", "Island"]


def test_compiles_to_its_tree() -> None:
    (spell,) = compile_text("Test Card", "Put target creature into its owner's library third from the top.", ("Sorcery",))
    assert spell.effects == (dsl.PutIntoLibrary(dsl.Target(0), "third"),)


@pytest.mark.parametrize("text", [
    "Put target creature into its owner's library fourth from the top.",
    "Put target creature into its owner's library third from the bottom.",
    "Put target creature into your library third from the top.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
