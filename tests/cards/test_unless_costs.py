"""118.12: "Sacrifice ~ unless you [cost]": as it resolves the controller may pay the cost, if
they can (118.3); if they don't, they sacrifice the permanent.  Lairs ("return a non-Lair land
you control to its owner's hand"), "discard a card", "sacrifice a land"."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def unless_cards():
    with registry.scope():
        compiled_card("Test Lair", "When ~ enters the battlefield, sacrifice it unless you return a non-Lair land you "
                      "control to its owner's hand.\n{T}: Add {C}.", ("Land",), cost=None, subtypes=("Lair",))
        compiled_card("Test Hound", "At the beginning of your upkeep, sacrifice ~ unless you discard a card.",
                      ("Creature",), power="4", toughness="4")
        yield


def test_a_lair_returns_a_land_to_stay() -> None:
    """118.12: alice returns her Forest to her hand; the Lair stays."""
    d = position({"alice": {"hand": ["Test Lair"], "battlefield": ["Forest"]}})
    d.act("alice", "plays", "Test Lair", choices=["yes"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Test Lair"] and cards(d, "alice", "hand") == ["Forest"]


def test_a_lair_declined_is_sacrificed() -> None:
    d = position({"alice": {"hand": ["Test Lair"], "battlefield": ["Forest"]}})
    d.act("alice", "plays", "Test Lair", choices=["no"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Forest"] and cards(d, "alice", "graveyard") == ["Test Lair"]


def test_a_lair_without_another_land_is_sacrificed() -> None:
    """118.3: with no non-Lair land to return the cost can't be paid: it's sacrificed, nothing asked."""
    d = position({"alice": {"hand": ["Test Lair"], "battlefield": ["Grizzly Bears"]}})
    d.act("alice", "plays", "Test Lair")
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Test Lair"] and "Grizzly Bears" in battlefield(d, "alice")


def test_the_upkeep_discard_keeps_the_creature() -> None:
    """603.2b, 118.12: at the beginning of alice's upkeep she discards a card to keep it; at the
    next, with an empty hand, it's sacrificed."""
    d = position({"alice": {"battlefield": ["Test Hound"], "hand": ["Island"], "library": ["Swamp"] * 4},
                  "bob": {"library": ["Swamp"] * 4}})
    d.queued.setdefault(d.player("alice"), []).append("yes")
    d.pass_to_step("draw", d.player("alice"), turn=3)
    assert "Test Hound" in battlefield(d, "alice") and cards(d, "alice", "graveyard") == ["Island"]


# ------------------------------------------------------------------ mutations


def _cost(text: str) -> dsl.Cost:
    return compile_text("Test", text, ("Creature",))[0].effects[0].cost


def test_the_cost_is_read() -> None:
    """Mutation: "a land card" for "a card"; "sacrifice a land"; "pay 2 life"; "another
    creature"; a mana payment is read as a payment, not this cost; an unknown cost is refused."""
    assert _cost("At the beginning of your upkeep, sacrifice ~ unless you discard a land card.") == dsl.Cost(
        discard=1, discard_type="Land")
    assert _cost("At the beginning of your upkeep, sacrifice ~ unless you sacrifice a land.").sacrifice.types == ("Land",)
    assert _cost("At the beginning of your upkeep, sacrifice ~ unless you pay 2 life.") == dsl.Cost(life=2)
    back = _cost("When ~ enters, sacrifice it unless you return another creature you control to its owner's hand.")
    assert back.return_chosen.other and back.return_chosen.types == ("Creature",)
    paid = compile_text("Test", "At the beginning of your upkeep, sacrifice ~ unless you pay {1}.", ("Creature",))[0]
    assert isinstance(paid.effects[0], dsl.MayPay)
    assert _cost("At the beginning of your upkeep, sacrifice ~ unless you discard a card at random.").discard_random == 1
    with pytest.raises(UncompilableText):
        compile_text("Test", "At the beginning of your upkeep, sacrifice ~ unless you discard a card face down.",
                     ("Creature",))


def test_a_random_discard_keeps_it() -> None:
    """701.9: "unless you discard a card at random": the game picks the card (here the only one)."""
    with registry.scope():
        compiled_card("Test Raider", "When ~ enters the battlefield, sacrifice it unless you discard a card at random.",
                      ("Creature",), power="3", toughness="3")
        d = position({"alice": {"hand": ["Test Raider", "Island"]}})
        d.act("alice", "casts", "Test Raider", choices=["yes"])
        d.resolve(None)
        assert "Test Raider" in battlefield(d, "alice") and cards(d, "alice", "graveyard") == ["Island"]
