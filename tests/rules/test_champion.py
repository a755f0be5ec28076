"""Champion (702.72) compiled from Oracle text and played through the engine: "Champion an
[object]" means "When this permanent enters, sacrifice it unless you exile another [object] you
control" and "When this permanent leaves the battlefield, return the exiled card to the
battlefield under its owner's control" (linked, 702.72b)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

import manastack as ms
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

TITAN = "Test Champion Titan"
compiled_card(TITAN, "Champion a creature (When this enters the battlefield, sacrifice it unless you exile another "
              "creature you control. When this leaves the battlefield, that card returns to the battlefield.)",
              ("Creature",), "{1}{G}", power="5", toughness="5")
PACKMASTER = "Test Elf Packmaster"
compiled_card(PACKMASTER, "Champion an Elf", ("Creature",), "{G}", power="4", toughness="3", subtypes=("Elf",))
LIBRARY = ["Plains"] * 6


def _cast(card: str, mine: list, answer: str, **bob):
    d = position({"alice": {"hand": [card], "battlefield": ["Forest"] * 2 + mine, "library": LIBRARY},
                  "bob": {"library": LIBRARY, **bob}})
    d.act("alice", "casts", card, choices=[answer])
    d.resolve(None)
    return d


def test_702_72a_the_champion_exiles_another_creature_and_stays() -> None:
    """702.72a: alice exiles her Grizzly Bears: the Titan stays on the battlefield."""
    d = _cast(TITAN, ["Grizzly Bears"], "Grizzly Bears")
    assert cards(d, "alice", "exile") == ["Grizzly Bears"]
    assert d.on_battlefield(d.object(TITAN))


def test_702_72a_exiling_nothing_sacrifices_it() -> None:
    """702.72a: "sacrifice it unless": alice exiles nothing, the Titan goes to the graveyard."""
    d = _cast(TITAN, ["Grizzly Bears"], "exile nothing (sacrifice it)")
    assert cards(d, "alice", "graveyard") == [TITAN]
    assert d.on_battlefield(d.object("Grizzly Bears"))


def test_702_72a_without_another_creature_it_is_sacrificed() -> None:
    """702.72a: no other creature to exile (a land isn't one): sacrificed at once."""
    d = position({"alice": {"hand": [TITAN], "battlefield": ["Forest"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", TITAN)
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [TITAN]


def test_702_72a_when_the_champion_leaves_the_card_returns() -> None:
    """702.72a: the Titan is destroyed; its leaves trigger returns the exiled Bears to the
    battlefield under their owner's control."""
    d = _cast(TITAN, ["Grizzly Bears"], "Grizzly Bears", hand=["Murder"], battlefield=["Swamp"] * 3)
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Murder", targets=[TITAN])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [TITAN] and cards(d, "alice", "exile") == []
    bears = d.object("Grizzly Bears")
    assert d.on_battlefield(bears) and d.game.chars(bears).controller == 0


def test_702_72a_champion_an_elf_exiles_only_an_elf() -> None:
    """Mutation: "Champion an Elf": Grizzly Bears (a Bear) isn't offered; Llanowar Elves is."""
    d = position({"alice": {"hand": [PACKMASTER], "battlefield": ["Forest", "Grizzly Bears", "Llanowar Elves"],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", PACKMASTER)
    d.pass_until(lambda: d.game.decision.kind == "choose")
    offered = {o.label for o in d.game.decision.options if o.kind == "object"}
    assert offered == {"Llanowar Elves"}


def test_a_championed_card_survives_save_and_clone() -> None:
    d = _cast(TITAN, ["Grizzly Bears"], "Grizzly Bears")
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.extra["championed"] == d.game.state.extra["championed"]


@pytest.mark.parametrize("text", ["Champion a land", "Champion two creatures", "Champion a Goblins"])
def test_champion_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
