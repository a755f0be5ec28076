"""Cards returned from graveyards all at once: "Return all enchantment cards from your graveyard to
the battlefield." (Replenish), "... from all graveyards to the battlefield under their owners'
control", "... to your hand"; and "cards in your graveyard that were put there from the
battlefield this turn" (400.7): Gerrard, Weatherlight Hero's "When ~ dies, exile it and return to
the battlefield all artifact and creature cards in your graveyard that were put there from the
battlefield this turn."  An instant or sorcery card never enters the battlefield (400.4a)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

LIBRARY = ["Island"] * 6
GERRARD = ("First strike\nWhen Test Gerrard dies, exile it and return to the battlefield all artifact and creature cards "
           "in your graveyard that were put there from the battlefield this turn.")


@pytest.fixture(autouse=True)
def return_cards():
    with registry.scope():
        compiled_card("Test Gerrard", GERRARD, ("Creature",), cost="{0}", power="3", toughness="3")
        compiled_card("Test Replenish", "Return all enchantment cards from your graveyard to the battlefield.",
                      ("Sorcery",), cost="{0}")
        compiled_card("Test Vaults", "Return all artifact and enchantment cards from all graveyards to the battlefield "
                      "under their owners' control.", ("Sorcery",), cost="{0}")
        compiled_card("Test Aura Bit", "At the beginning of your upkeep, you gain 1 life.", ("Enchantment",), cost="{0}")
        yield


def _names(d, player: str) -> list[str]:
    return sorted(d.game.chars(o).name for o in d.game.state.battlefield if d.game.chars(o).controller == d.player(player))


def test_gerrard_returns_what_died_this_turn() -> None:
    """Wrath of God: Gerrard dies and is exiled; alice's Grizzly Bears and Ornithopter return (not
    bob's Llanowar Elves, nor the creature card she discarded earlier, nor Gerrard)."""
    d = position({"alice": {"hand": ["Wrath of God"], "battlefield": ["Test Gerrard", "Grizzly Bears", "Ornithopter",
                                                                        "Plains", "Plains", "Plains", "Plains"],
                            "graveyard": ["Serra Angel"], "library": LIBRARY},
                  "bob": {"battlefield": ["Llanowar Elves"], "library": LIBRARY}})
    d.act("alice", "casts", "Wrath of God")
    d.resolve(None)
    assert _names(d, "alice") == ["Grizzly Bears", "Ornithopter", "Plains", "Plains", "Plains", "Plains"]
    assert cards(d, "alice", "exile") == ["Test Gerrard"] and sorted(cards(d, "alice", "graveyard")) == [
        "Serra Angel", "Wrath of God"]
    assert cards(d, "bob", "graveyard") == ["Llanowar Elves"]


def test_a_card_put_there_on_an_earlier_turn_stays() -> None:
    """Only this turn: the Bears that died last turn stay in the graveyard."""
    d = position({"alice": {"battlefield": ["Test Gerrard", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"hand": ["Murder", "Murder"], "battlefield": ["Swamp"] * 6, "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Murder", targets=["Grizzly Bears"])
    d.resolve(None)
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "casts", "Murder", targets=["Test Gerrard"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"] and cards(d, "alice", "exile") == ["Test Gerrard"]


def test_replenish_returns_enchantment_cards_only() -> None:
    d = position({"alice": {"hand": ["Test Replenish"], "graveyard": ["Test Aura Bit", "Test Aura Bit", "Grizzly Bears"],
                            "library": LIBRARY},
                  "bob": {"graveyard": ["Test Aura Bit"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Replenish")
    d.resolve(None)
    assert _names(d, "alice") == ["Test Aura Bit", "Test Aura Bit"] and cards(d, "bob", "graveyard") == ["Test Aura Bit"]


def test_from_all_graveyards_under_their_owners_control() -> None:
    d = position({"alice": {"hand": ["Test Vaults"], "graveyard": ["Ornithopter"], "library": LIBRARY},
                  "bob": {"graveyard": ["Test Aura Bit", "Grizzly Bears"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Vaults")
    d.resolve(None)
    assert _names(d, "alice") == ["Ornithopter"] and _names(d, "bob") == ["Test Aura Bit"]


def test_reading() -> None:
    effect = compile_text("Test", "Return all land cards from your graveyard to the battlefield tapped.",
                          ("Sorcery",))[0].effects[0]
    assert effect == dsl.ReturnAllFromGraveyard(dsl.Filter(types=("Land",)), "you", "battlefield", tapped=True)


@pytest.mark.parametrize("text", [
    "Return all instant cards from your graveyard to the battlefield.",
    "Return all enchantment cards from all graveyards to the battlefield.",  # under whose control
    "Return all enchantment cards from your graveyard to the battlefield under their owners' control.",
    "Return all cards from your graveyard to the battlefield.",
    "Return all enchantment cards from your graveyard to their owners' hands.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
