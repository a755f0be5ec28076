""""You may reveal your hand and put all land cards from it onto the battlefield. If you do,
discard your hand." (Manabond; 701.20a, 608.2c): the lands enter together (not played: 305.1
isn't used up), then the rest of the hand is discarded; declined, nothing happens."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

TEXT = ("At the beginning of your end step, you may reveal your hand and put all land cards from it onto the "
        "battlefield. If you do, discard your hand.")


@pytest.fixture(autouse=True)
def manabond():
    with registry.scope():
        compiled_card("Test Manabond", TEXT, ("Enchantment",), cost="{G}")
        yield


def _to_end_step(d, answer: str) -> None:
    d.queued[d.player("alice")] = [answer]
    d.pass_until(lambda: d.game.state.step == "end" and not d.game.state.stack
                 and any(e["type"] == "resolved" for e in d.game.log.since(0)))


def test_lands_enter_and_the_rest_is_discarded() -> None:
    d = position({"alice": {"hand": ["Forest", "Island", "Grizzly Bears", "Shock"], "battlefield": ["Test Manabond"],
                            "library": ["Plains"] * 3}, "bob": {"library": ["Plains"] * 3}})
    _to_end_step(d, "yes")
    names = sorted(d.game.chars(o).name for o in d.game.state.battlefield)
    assert names == ["Forest", "Island", "Test Manabond"]
    assert cards(d, "alice", "hand") == [] and sorted(cards(d, "alice", "graveyard")) == ["Grizzly Bears", "Shock"]
    assert d.game.state.players[d.player("alice")].lands_played == 0  # put onto the battlefield, not played
    assert {e["card"] for e in d.game.log.since(0) if e["type"] == "reveal"} == {"Forest", "Island", "Grizzly Bears",
                                                                                  "Shock"}


def test_declined_nothing_happens() -> None:
    d = position({"alice": {"hand": ["Forest", "Shock"], "battlefield": ["Test Manabond"],
                            "library": ["Plains"] * 3}, "bob": {"library": ["Plains"] * 3}})
    _to_end_step(d, "no")
    assert sorted(cards(d, "alice", "hand")) == ["Forest", "Shock"]


def test_with_no_land_the_hand_is_still_discarded() -> None:
    """Revealing is always possible: with no land card, the hand is discarded all the same."""
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Test Manabond"], "library": ["Plains"] * 3},
                  "bob": {"library": ["Plains"] * 3}})
    _to_end_step(d, "yes")
    assert cards(d, "alice", "graveyard") == ["Shock"]


def test_reading() -> None:
    ability = compile_text("Test", TEXT, ("Enchantment",))[0]
    assert ability.effects[0] == dsl.Optional(dsl.PutAllFromHand(dsl.Filter(types=("Land",)), reveal=True))


@pytest.mark.parametrize("text", [
    "At the beginning of your end step, reveal your hand and put all cards from it onto the battlefield.",
    "At the beginning of your end step, reveal your hand and put a land card from it onto the battlefield.",
    "At the beginning of your end step, put all land cards from your graveyard onto the battlefield.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Enchantment",))
