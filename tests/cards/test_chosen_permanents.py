"""Chosen (not targeted) objects: "return a land you control to its owner's hand" (the bounce
lands: chosen as it resolves, so it can be the land itself, 115.1 doesn't apply) and "you may put
a land card from your hand onto the battlefield" (not playing a land, 305.2: the land drop isn't
used).  Mutations: a plural/singular mismatch, or "an opponent controls", is refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Karoo", "Test Karoo enters the battlefield tapped.\nWhen Test Karoo enters the battlefield, return a land "
                    "you control to its owner's hand.\n{T}: Add {C}{C}.", ("Land",))
compiled_card("Test Explore", "You may put a land card from your hand onto the battlefield.", ("Sorcery",))


def test_the_bounce_land_returns_a_land_you_choose() -> None:
    d = position({"alice": {"hand": ["Test Karoo"], "battlefield": ["Forest"]}, "bob": {"battlefield": ["Island"]}})
    d.act("alice", "plays", "Test Karoo", choices=["Forest"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Test Karoo"] and cards(d, "alice", "hand") == ["Forest"]
    assert battlefield(d, "bob") == ["Island"]


def test_alone_it_returns_itself() -> None:
    d = position({"alice": {"hand": ["Test Karoo"]}})
    d.act("alice", "plays", "Test Karoo")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Test Karoo"]


def test_putting_a_land_isnt_playing_one() -> None:
    """305.2: after putting Forest onto the battlefield alice can still play Island."""
    d = position({"alice": {"hand": ["Test Explore", "Forest", "Island"]}})
    d.act("alice", "casts", "Test Explore", choices=["Forest"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Forest"]
    d.act("alice", "plays", "Island")
    assert sorted(battlefield(d, "alice")) == ["Forest", "Island"]


def test_you_may_put_nothing() -> None:
    d = position({"alice": {"hand": ["Test Explore", "Forest"]}})
    d.act("alice", "casts", "Test Explore", choices=["put nothing"])
    d.resolve(None)
    assert battlefield(d, "alice") == [] and cards(d, "alice", "hand") == ["Forest"]


@pytest.mark.parametrize("text", [
    "When Test Card enters the battlefield, return a lands you control to its owner's hand.",
    "When Test Card enters the battlefield, return two lands you control to its owner's hand.",
    "When Test Card enters the battlefield, return a land an opponent controls to its owner's hand.",
    "When Test Card enters the battlefield, put a land from your hand onto the battlefield.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Land",))
