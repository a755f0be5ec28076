"""Haunt (702.55) on a creature card, compiled from Oracle text and played through the engine:
"When this creature dies, exile it haunting target creature" (702.55a) and "When ~ enters the
battlefield or the creature it haunts dies, ..." (702.55c): it triggers as ~ enters and, from
exile, when the haunted creature dies."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

import manastack as ms
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

HUNTER = "Test Blind Hunter"
compiled_card(HUNTER, "Flying\nHaunt (When this creature dies, exile it haunting target creature.)\nWhen Test Blind Hunter "
              "enters the battlefield or the creature it haunts dies, target player loses 2 life and you gain 2 life.",
              ("Creature",), "{W}", power="2", toughness="2")
LIBRARY = ["Plains"] * 6


def _haunting():
    """Alice casts the Hunter (bob loses 2), then bolts it and exiles it haunting bob's Bears."""
    d = position({"alice": {"hand": [HUNTER, "Lightning Bolt"], "battlefield": ["Plains", "Mountain"], "library": LIBRARY},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"], "library": LIBRARY}})
    d.act("alice", "casts", HUNTER, choices=["bob"])
    d.resolve(None)
    d.act("alice", "casts", "Lightning Bolt", targets=[HUNTER], choices=["Grizzly Bears"])
    d.resolve(None)
    return d


def test_702_55c_it_triggers_as_it_enters() -> None:
    """702.55c: as the Hunter enters, bob loses 2 and alice gains 2."""
    d = position({"alice": {"hand": [HUNTER], "battlefield": ["Plains"], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", HUNTER, choices=["bob"])
    d.resolve(None)
    assert (d.game.state.players[0].life, d.game.state.players[1].life) == (22, 18)


def test_702_55a_dying_it_is_exiled_haunting_a_creature() -> None:
    """702.55a: the Hunter dies and is exiled haunting Grizzly Bears (the link is public)."""
    d = _haunting()
    assert cards(d, "alice", "exile") == [HUNTER] and cards(d, "alice", "graveyard") == ["Lightning Bolt"]
    shown = [c.get("haunting") for c in d.game.view(1)["exile"]]
    assert shown == [d.object("Grizzly Bears")]


def test_702_55c_when_the_haunted_creature_dies_it_triggers_from_exile() -> None:
    """702.55c: the haunted Bears die: the card in exile triggers: bob loses 2 more, alice gains 2."""
    d = _haunting()
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.queued[0] = ["bob"]
    d.resolve(None)
    assert (d.game.state.players[0].life, d.game.state.players[1].life) == (24, 16)
    assert d.game.state.extra["haunting"] == []


def test_a_haunting_survives_save_and_clone() -> None:
    d = _haunting()
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.extra["haunting"] == d.game.state.extra["haunting"]


@pytest.mark.parametrize(("text", "types"), [
    ("Haunt", ("Instant",)),  # a spell's haunt triggers as it goes to the graveyard after resolving: not read
    ("When Test enters the battlefield or the creature it haunts leaves the battlefield, draw a card.", ("Creature",)),
    ("Haunts", ("Creature",)),
])
def test_haunt_mutations_are_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, types)
