"""Soulbond (702.95) compiled from Oracle text and played through the engine: "You may pair this
creature with another unpaired creature when either of them enters.  They remain paired for as
long as you control both of them."  "As long as ~ is paired with another creature, both creatures
have flying" applies to both creatures of the pair."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

import manastack as ms
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

WINGS = "Test Wingcrafter"
compiled_card(WINGS, "Soulbond\nAs long as Test Wingcrafter is paired with another creature, both creatures have flying.",
              ("Creature",), "{U}", power="1", toughness="1")
FORCEMAGE = "Test Forcemage"
compiled_card(FORCEMAGE, "Soulbond\nAs long as Test Forcemage is paired with another creature, each of those creatures "
              "gets +1/+1.", ("Creature",), "{G}", power="2", toughness="2")
LIBRARY = ["Plains"] * 6


def _flies(d, name: str) -> bool:
    return d.game.chars(d.object(name)).has("flying")


def _paired_position(**extra):
    d = position({"alice": {"hand": [WINGS], "battlefield": ["Island", "Grizzly Bears"], "library": LIBRARY, **extra},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", WINGS, choices=["Grizzly Bears"])
    d.resolve(None)
    return d


def test_702_95a_entering_it_pairs_with_another_creature_and_both_have_flying() -> None:
    """702.95a: as the Wingcrafter enters, alice pairs it with Grizzly Bears: both have flying."""
    d = _paired_position()
    assert _flies(d, WINGS) and _flies(d, "Grizzly Bears")
    shown = {o["name"]: o.get("paired_with") for o in d.game.view(1)["battlefield"]}  # public (702.95a)
    assert shown[WINGS] == d.object("Grizzly Bears") and shown["Grizzly Bears"] == d.object(WINGS)


def test_702_95a_pairing_is_optional() -> None:
    """702.95a: "you may": unpaired, neither has flying."""
    d = position({"alice": {"hand": [WINGS], "battlefield": ["Island", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", WINGS, choices=["don't pair"])
    d.resolve(None)
    assert not _flies(d, WINGS) and not _flies(d, "Grizzly Bears")


def test_702_95a_a_creature_entering_later_pairs_with_an_unpaired_soulbond_creature() -> None:
    """702.95a: the Wingcrafter entered alone; Grizzly Bears enter later and are paired with it."""
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", WINGS], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", "Grizzly Bears", choices=["Grizzly Bears"])
    d.resolve(None)
    assert _flies(d, WINGS) and _flies(d, "Grizzly Bears")


def test_702_95a_a_paired_creature_doesnt_pair_again_and_the_pair_is_saved() -> None:
    """702.95a: while the Wingcrafter is paired, a new creature's entering doesn't trigger its
    soulbond (its "if ... both are unpaired" is false, 603.4); the pair survives a save."""
    d = position({"alice": {"hand": [WINGS, "Llanowar Elves"], "battlefield": ["Island", "Forest", "Grizzly Bears"],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", WINGS, choices=["Grizzly Bears"])
    d.resolve(None)
    triggers_before = len(events(d.game, "trigger"))
    d.act("alice", "casts", "Llanowar Elves")
    d.resolve(None)
    assert len(events(d.game, "trigger")) == triggers_before
    assert not _flies(d, "Llanowar Elves") and _flies(d, "Grizzly Bears")
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.extra["paired"] == d.game.state.extra["paired"]


def test_702_95e_a_partner_leaving_ends_the_pair() -> None:
    """702.95e: Lightning Bolt kills the Bears: the Wingcrafter no longer has flying."""
    d = position({"alice": {"hand": [WINGS, "Lightning Bolt"], "battlefield": ["Island", "Mountain", "Grizzly Bears"],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", WINGS, choices=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert not _flies(d, WINGS)
    assert d.game.state.extra["paired"] == []


def test_each_of_those_creatures_gets_a_bonus() -> None:
    """Mutation of the static: "each of those creatures gets +1/+1": both creatures are bigger."""
    d = position({"alice": {"hand": [FORCEMAGE], "battlefield": ["Forest", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", FORCEMAGE, choices=["Grizzly Bears"])
    d.resolve(None)
    bears, mage = d.game.chars(d.object("Grizzly Bears")), d.game.chars(d.object(FORCEMAGE))
    assert (bears.power, bears.toughness, mage.power, mage.toughness) == (3, 3, 3, 3)


@pytest.mark.parametrize("text", [
    "As long as Test is paired with a Zombie, both creatures have flying.",
    "As long as Test is paired with another creature, both creatures have flying as long as it's your turn.",
    "Soulbond 2",
])
def test_soulbond_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
