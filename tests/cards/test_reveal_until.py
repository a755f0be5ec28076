"""Revealing until a card of a kind is revealed (701.20a): "Reveal cards from the top of your
library until you reveal a creature card. Put that card into your hand and the rest on the bottom
of your library in a random order.", "... and all other cards revealed this way into your
graveyard" (Hermit Druid), "... and exile all other cards revealed this way" (Sacred Guide), and
Proteus Staff's "Put target creature on the bottom of its owner's library. That creature's
controller reveals cards from the top of their library until they reveal a creature card. The
player puts that card onto the battlefield and the rest on the bottom of their library in any
order."  With no such card, every card is revealed and is "the rest"."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

STAFF = ("{2}{U}, {T}: Put target creature on the bottom of its owner's library. That creature's controller reveals "
         "cards from the top of their library until they reveal a creature card. The player puts that card onto the "
         "battlefield and the rest on the bottom of their library in any order. Activate only as a sorcery.")


@pytest.fixture(autouse=True)
def reveal_cards():
    with registry.scope():
        compiled_card("Test Staff", STAFF, ("Artifact",), cost="{3}")
        compiled_card("Test Druid", "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land "
                      "card. Put that card into your hand and all other cards revealed this way into your graveyard.",
                      ("Creature",), cost="{1}{G}", power="1", toughness="1")
        compiled_card("Test Leap", "Reveal cards from the top of your library until you reveal a creature card. Put that "
                      "card into your hand and the rest on the bottom of your library in a random order.",
                      ("Sorcery",), cost="{0}")
        compiled_card("Test Guide", "Reveal cards from the top of your library until you reveal a white card. Put that "
                      "card into your hand and exile all other cards revealed this way.", ("Sorcery",), cost="{0}")
        yield


def _library(d, player: str) -> list[str]:
    return [d.game.chars(o).name for o in d.game.state.players[d.player(player)].library]


def test_proteus_staff_swaps_a_creature_for_the_next_one() -> None:
    """Bob's Bears go to the bottom of his library; he reveals Island, Forest, Serra Angel: the
    Angel enters under his control, the Island and Forest go to the bottom in the order he
    chooses (Forest, then Island)."""
    d = position({"alice": {"battlefield": ["Test Staff", "Island", "Island", "Island"], "library": ["Plains"] * 3},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island", "Forest", "Serra Angel", "Plains"]}})
    d.act("alice", "activates", "Test Staff", targets=["Grizzly Bears"])
    d.queued[d.player("bob")] = ["Forest"]
    d.resolve(None)
    bob = [d.game.chars(o).name for o in d.game.state.battlefield if d.game.chars(o).controller == d.player("bob")]
    assert bob == ["Serra Angel"]
    assert _library(d, "bob") == ["Plains", "Grizzly Bears", "Forest", "Island"]


def test_proteus_staff_with_no_other_creature_finds_the_same_one() -> None:
    """The whole library is revealed down to the Bears at the bottom, which return."""
    d = position({"alice": {"battlefield": ["Test Staff", "Island", "Island", "Island"], "library": ["Plains"] * 3},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"]}})
    d.act("alice", "activates", "Test Staff", targets=["Grizzly Bears"])
    d.resolve(None)
    bob = [d.game.chars(o).name for o in d.game.state.battlefield if d.game.chars(o).controller == d.player("bob")]
    assert bob == ["Grizzly Bears"] and _library(d, "bob") == ["Island"]


def test_the_rest_into_the_graveyard() -> None:
    d = position({"alice": {"battlefield": ["Test Druid", "Forest"],
                            "library": ["Grizzly Bears", "Shock", "Forest", "Island"]}})
    d.act("alice", "activates", "Test Druid")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Forest"] and sorted(cards(d, "alice", "graveyard")) == ["Grizzly Bears", "Shock"]
    assert _library(d, "alice") == ["Island"]


def test_the_rest_exiled_and_none_found() -> None:
    """With no white card, every card is revealed and exiled; nothing is put into the hand."""
    d = position({"alice": {"hand": ["Test Guide"], "library": ["Grizzly Bears", "Shock"]}})
    d.act("alice", "casts", "Test Guide")
    d.resolve(None)
    assert sorted(cards(d, "alice", "exile")) == ["Grizzly Bears", "Shock"] and cards(d, "alice", "hand") == []


def test_the_rest_in_a_random_order() -> None:
    d = position({"alice": {"hand": ["Test Leap"], "library": ["Island", "Forest", "Plains", "Grizzly Bears", "Swamp"]}})
    d.act("alice", "casts", "Test Leap")
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    library = _library(d, "alice")
    assert library[0] == "Swamp" and sorted(library[1:]) == ["Forest", "Island", "Plains"]


def test_reading() -> None:
    effect = compile_text("Test", "Reveal cards from the top of your library until you reveal a creature card. Put that "
                          "card into your hand and the rest on the bottom of your library in a random order.",
                          ("Sorcery",))[0].effects[0]
    assert effect == dsl.RevealUntil(dsl.Filter(types=("Creature",)), "hand", "random")


@pytest.mark.parametrize("text", [
    "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the "
    "rest on the bottom of their library in a random order.",
    "Reveal cards from the top of your library until they reveal a creature card. Put that card into your hand and the "
    "rest on the bottom of your library in a random order.",
    "Reveal cards from the top of your library until you reveal two creature cards. Put that card into your hand and the "
    "rest on the bottom of your library in a random order.",
    "Reveal cards from the top of your library until you reveal a card. Put that card into your hand and the "
    "rest on the bottom of your library in a random order.",
    "Reveal cards from the top of your library until you reveal a creature card. The player puts that card into your "
    "hand and the rest on the bottom of your library in a random order.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
