"""406.3, 607.2a: "exile the top card of your library face down" and "Put all cards exiled with ~
into their owners' hands." (issue 16 item 2: Bomat Courier compiles from its text; Kyren
Archive's "into their owner's hand").  The cards are linked to the object that exiled them: the
second ability takes back only its own object's cards.  Mutations: the exile on another trigger
plays the same; a return with no ability exiling cards with it, another player's library,
another zone and "your hand" are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

ARCHIVE = ("{0}: Exile the top card of your library face down.\n"
           "{0}, Sacrifice Test Archive: Put all cards exiled with Test Archive into their owners' hands.")
compiled_card("Test Archive", ARCHIVE, ("Artifact",))
compiled_card("Test Other Archive", ARCHIVE.replace("Test Archive", "Test Other Archive"), ("Artifact",))


def test_exiled_face_down_then_taken_back() -> None:
    d = position({"alice": {"battlefield": ["Test Archive", "Test Other Archive"],
                            "library": ["Forest", "Island", "Swamp", "Plains"]}})
    for _ in range(2):
        d.act("alice", "activates", "Test Archive", ability=1)
        d.resolve(None)
    d.act("alice", "activates", "Test Other Archive", ability=1)
    d.resolve(None)
    exiled = [d.game.state.objects[o] for o in d.game.state.exile]
    assert len(exiled) == 3 and all(o.face_down for o in exiled)  # 406.3
    d.act("alice", "activates", "Test Archive", ability=2)
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == ["Forest", "Island"]  # the other Archive's card stays
    assert cards(d, "alice", "exile") == ["Swamp"]


def test_the_trees() -> None:
    exile, back = compile_text("Test Archive", ARCHIVE, ("Artifact",))
    assert exile.effects == (dsl.ExileTopFaceDown(),) and back.effects == (dsl.ReturnLinkedToHand(),)


@pytest.mark.parametrize("text", [
    "{0}, Sacrifice Test Archive: Put all cards exiled with Test Archive into their owners' hands.",
    ARCHIVE.replace("your library face down", "target player's library face down"),
    ARCHIVE.replace("into their owners' hands", "into their owners' graveyards"),
    ARCHIVE.replace("into their owners' hands", "into your hand"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Archive", text, ("Artifact",))
