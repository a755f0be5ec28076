"""Jace, the Mind Sculptor's library instructions (issue 16 item 2: it compiles from its text):
"Look at the top card of target player's library. You may put that card on the bottom of that
player's library." (401.2, 401.4: seen by the ability's controller alone), "Exile all cards from
target player's library, then that player shuffles their hand into their library." (406.3, 701.24),
"Exile all cards from your library." (Leveler).  Mutations: "hand and graveyard", your own library
give other trees that play as written; your own library's top card put on "that player's" bottom,
each player's library and a mismatched "your hand into their library" are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

LOOK = "Look at the top card of target player's library. You may put that card on the bottom of that player's library."
ULTIMATE = "Exile all cards from target player's library, then that player shuffles their hand into their library."
compiled_card("Test Look", LOOK, ("Sorcery",))
compiled_card("Test Ultimate", ULTIMATE, ("Sorcery",))
compiled_card("Test Both Zones", ULTIMATE.replace("their hand into", "their hand and graveyard into"), ("Sorcery",))
compiled_card("Test Leveler", "Exile all cards from your library.", ("Sorcery",))

BOB = {"library": ["Forest", "Island", "Swamp"], "hand": ["Grizzly Bears", "Savannah Lions"], "graveyard": ["Mountain"]}


def _cast(spell: str, **answers):
    d = position({"alice": {"hand": [spell], "library": ["Plains", "Plains"]}, "bob": dict(BOB)})
    d.act("alice", "casts", spell, **({} if spell == "Test Leveler" else {"targets": ["bob"]}))
    return d


def test_look_and_put_on_the_bottom() -> None:
    d = _cast("Test Look")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    assert d.decision.player == 0
    assert [o.label for o in d.decision.options] == ["put Forest on the bottom", "leave Forest on top"]
    d.choose(d.decision.options[0])
    d.resolve(None)
    assert cards(d, "bob", "library") == ["Island", "Swamp", "Forest"]


def test_look_and_leave_it_on_top() -> None:
    d = _cast("Test Look")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    d.choose(d.decision.options[1])
    d.resolve(None)
    assert cards(d, "bob", "library") == ["Forest", "Island", "Swamp"]


def test_exile_the_library_then_the_hand_is_shuffled_in() -> None:
    d = _cast("Test Ultimate")
    d.resolve(None)
    assert sorted(cards(d, "bob", "exile")) == ["Forest", "Island", "Swamp"]
    assert sorted(cards(d, "bob", "library")) == ["Grizzly Bears", "Savannah Lions"]
    assert cards(d, "bob", "hand") == [] and cards(d, "bob", "graveyard") == ["Mountain"]


def test_hand_and_graveyard() -> None:
    """Mutation: "their hand and graveyard": the graveyard goes in too."""
    d = _cast("Test Both Zones")
    d.resolve(None)
    assert sorted(cards(d, "bob", "library")) == ["Grizzly Bears", "Mountain", "Savannah Lions"]


def test_your_own_library() -> None:
    d = _cast("Test Leveler")
    d.resolve(None)
    assert cards(d, "alice", "library") == [] and cards(d, "bob", "library") == ["Forest", "Island", "Swamp"]


def test_the_trees() -> None:
    (ultimate,) = compile_text("Test Card", ULTIMATE, ("Sorcery",))
    assert ultimate.effects == (dsl.ExileLibrary(dsl.TargetPlayer(0)),
                                dsl.ShuffleZonesIntoLibrary(dsl.TargetPlayer(0), hand=True, graveyard=False))
    (look,) = compile_text("Test Card", LOOK, ("Sorcery",))
    assert look.effects == (dsl.MayPutTopOnBottom(dsl.TargetPlayer(0)),)


@pytest.mark.parametrize("text", [
    LOOK.replace("target player's library.", "your library."),
    LOOK.replace("target player's library.", "each player's library."),
    ULTIMATE.replace("target player's", "each player's"),
    ULTIMATE.replace("their hand into", "your hand into"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
