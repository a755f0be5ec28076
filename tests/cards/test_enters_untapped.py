""""When ~ enters untapped, ..." (603.2, 603.6a): Mystic Sanctuary's "~ enters tapped unless you
control three or more other Islands. When ~ enters untapped, you may put target instant or
sorcery card from your graveyard on top of your library." (401.4).  It triggers only if the land
entered untapped; tapped afterwards, the ability still resolves."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

SANCTUARY = ("({T}: Add {U}.)\nTest Sanctuary enters tapped unless you control three or more other Islands.\n"
             "When Test Sanctuary enters untapped, you may put target instant or sorcery card from your graveyard on "
             "top of your library.")


@pytest.fixture(autouse=True)
def sanctuary():
    with registry.scope():
        compiled_card("Test Sanctuary", SANCTUARY, ("Land",), cost=None, subtypes=("Island",))
        yield


def test_untapped_it_puts_an_instant_on_top() -> None:
    """With three other Islands it enters untapped: alice puts Shock (not the Grizzly Bears, a
    creature card) from her graveyard on top of her library."""
    d = position({"alice": {"hand": ["Test Sanctuary"], "battlefield": ["Island"] * 3,
                            "graveyard": ["Shock", "Grizzly Bears"], "library": ["Forest"] * 3}})
    d.act("alice", "plays", "Test Sanctuary", choices=["yes"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]
    assert d.game.chars(d.game.state.players[d.player("alice")].library[0]).name == "Shock"


def test_tapped_it_doesnt_trigger() -> None:
    """With two other Islands it enters tapped: nothing triggers."""
    d = position({"alice": {"hand": ["Test Sanctuary"], "battlefield": ["Island"] * 2,
                            "graveyard": ["Shock"], "library": ["Forest"] * 3}})
    d.act("alice", "plays", "Test Sanctuary")
    assert not d.game.state.stack and cards(d, "alice", "graveyard") == ["Shock"]


def test_reading() -> None:
    ability = compile_text("Test", "When Test enters untapped, draw a card.", ("Land",))[0]
    assert ability.trigger == dsl.Trigger("enters_untapped", self_only=True)


@pytest.mark.parametrize("text", [
    "Whenever a land enters untapped, draw a card.",
    "When Test enters untapped, put target creature card from your graveyard on top of their library.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Land",))
