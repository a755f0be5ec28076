"""Dead Ringers: "Destroy two target nonblack creatures unless either one is a color the other
isn't. They can't be regenerated." (105.2, 701.8, 701.19c): both are destroyed if they are exactly
the same colors (both colorless too) as it resolves, else nothing happens; a target that left
still counts with the colors it last had (608.2b)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

RINGERS = ("Destroy two target nonblack creatures unless either one is a color the other isn't. They can't be "
           "regenerated.")
LIBRARY = ["Plains"] * 5


@pytest.fixture(autouse=True)
def ringers():
    with registry.scope():
        compiled_card("Test Ringers", RINGERS, ("Sorcery",), cost="{0}")
        compiled_card("Test Bear", "", ("Creature",), cost="{1}{G}", power="2", toughness="2")
        compiled_card("Test Hybrid", "", ("Creature",), cost="{G}{W}", power="2", toughness="2")
        yield


def _graveyard(d, player: str) -> list[str]:
    return sorted(cards(d, player, "graveyard"))


def test_same_colors_both_destroyed() -> None:
    d = position({"alice": {"hand": ["Test Ringers"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Test Bear"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Ringers", targets=["Grizzly Bears", "Test Bear"])
    d.resolve(None)
    assert _graveyard(d, "bob") == ["Grizzly Bears", "Test Bear"]


def test_a_color_the_other_isnt_nothing_happens() -> None:
    """Green and green-white: the second is a color (white) the first isn't."""
    d = position({"alice": {"hand": ["Test Ringers"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Test Hybrid"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Ringers", targets=["Grizzly Bears", "Test Hybrid"])
    d.resolve(None)
    assert _graveyard(d, "bob") == []


def test_both_colorless_is_the_same() -> None:
    d = position({"alice": {"hand": ["Test Ringers"], "library": LIBRARY},
                  "bob": {"battlefield": ["Ornithopter", "Ornithopter"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Ringers", targets=["Ornithopter#1", "Ornithopter#2"])
    d.resolve(None)
    assert _graveyard(d, "bob") == ["Ornithopter", "Ornithopter"]


def test_a_target_that_left_counts_as_it_last_was() -> None:
    """The Bears left (608.2b): green like the other, so the legal one is still destroyed."""
    d = position({"alice": {"hand": ["Test Ringers"], "library": LIBRARY},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Test Bear", "Island"],
                          "library": LIBRARY}})
    d.act("alice", "casts", "Test Ringers", targets=["Grizzly Bears", "Test Bear"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Test Bear" in _graveyard(d, "bob") and cards(d, "bob", "hand") == ["Grizzly Bears"]


def test_reading() -> None:
    spell = compile_text("Test", RINGERS, ("Sorcery",))[0]
    assert spell.effects == (dsl.Conditional(dsl.SameColors(dsl.Target(0)), dsl.Destroy(dsl.Target(0),
                                                                                         cant_regenerate=True)),)


@pytest.mark.parametrize("text", [
    "Destroy up to two target creatures unless either one is a color the other isn't.",
    "Destroy target creature unless either one is a color the other isn't.",
    "Destroy two target creatures unless either one is a color the other isn't. It can't be regenerated.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
