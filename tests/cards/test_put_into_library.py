"""401.4: "put target creature on top of its owner's library" and "on the bottom"; a card from a
graveyard too ("put target card from a graveyard on top of its owner's library").  The object
goes to its owner's library, whoever controls it.  Mutation: "its controller's library" is refused."""

from __future__ import annotations

from functools import partial

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_instant = partial(compiled_card, types=("Instant",))

_instant("Test Griptide", "Put target creature on top of its owner's library.")
_instant("Test Tuck", "Put target creature on the bottom of its owner's library.")
_instant("Test Revival", "Put target card from a graveyard on top of its owner's library.")


@pytest.mark.parametrize("spell, library", [("Test Griptide", ["Grizzly Bears", "Forest", "Island"]),
                                            ("Test Tuck", ["Forest", "Island", "Grizzly Bears"])])
def test_401_4_top_or_bottom_of_its_owners_library(spell: str, library: list) -> None:
    d = position({"alice": {"hand": [spell]}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest", "Island"]}})
    d.act("alice", "casts", spell, targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "library") == library


def test_a_card_from_a_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Revival"]}, "bob": {"graveyard": ["Shock"], "library": ["Forest"]}})
    d.act("alice", "casts", "Test Revival", targets=["Shock"])
    d.resolve(None)
    assert cards(d, "bob", "library") == ["Shock", "Forest"] and cards(d, "bob", "graveyard") == []


def test_mutation_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "Put target creature on top of its controller's library.", ("Instant",))
