""""Each opponent loses N life. You gain life equal to the life lost this way." (119.3): the
gain is the total the opponents lost (as extort's, 702.101a).  Played with a fixed amount and
with "where X is"; mutations (another player, a missing "this way") are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Kokusho", "When Test Kokusho dies, each opponent loses 5 life. You gain life equal to the life "
                              "lost this way.", ("Creature",), power="5", toughness="5")
compiled_card("Test Gray Merchant", "When Test Gray Merchant enters the battlefield, each opponent loses X life, where "
                                    "X is the number of creatures you control. You gain life equal to the life lost "
                                    "this way.", ("Creature",), power="2", toughness="4")


def test_a_dying_drainer_drains_each_opponent() -> None:
    d = position({"alice": {"battlefield": ["Test Kokusho"]},
                  "bob": {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]}})
    d.act("bob", "casts", "Lightning Bolt", targets=["Test Kokusho"])
    d.resolve(None)
    d.act("bob", "casts", "Lightning Bolt", targets=["Test Kokusho"])
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (25, 15)


def test_the_amount_is_counted_as_it_resolves() -> None:
    d = position({"alice": {"hand": ["Test Gray Merchant"], "battlefield": ["Grizzly Bears", "Grizzly Bears"]},
                  "bob": {}})
    d.act("alice", "casts", "Test Gray Merchant")
    d.resolve(None)
    assert (life(d, "alice"), life(d, "bob")) == (23, 17)


@pytest.mark.parametrize("text", [
    "Target player loses 3 life. You gain life equal to the life lost this way.",
    "Each opponent loses 3 life. You gain life equal to the life lost.",
    "Each opponent draws 3 cards. You gain life equal to the life lost this way.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_another_amount_is_another_tree() -> None:
    three, four = (compile_text("T", f"Each opponent loses {n} life. You gain life equal to the life lost this way.",
                                ("Sorcery",))[0].effects[0] for n in (3, 4))
    assert (three.amount, four.amount) == (3, 4)
