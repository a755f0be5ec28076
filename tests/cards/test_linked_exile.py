"""Linked abilities (607.2a): "When ~ enters the battlefield, exile target creature an opponent
controls. When ~ leaves the battlefield, return the exiled card to the battlefield under its
owner's control" (Journey to Nowhere, Oblivion Ring): the second ability returns only what the
first exiled with this object; two separate triggers, so if it leaves before the first resolves,
the card is exiled for good."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

JOURNEY = ("When ~ enters the battlefield, exile target creature an opponent controls.\n"
           "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control.")


@pytest.fixture(autouse=True)
def linked_cards():
    with registry.scope():
        compiled_card("Test Journey", JOURNEY, ("Enchantment",))
        compiled_card("Test Disenchant", "Destroy target enchantment.", ("Instant",))
        yield


def test_the_exiled_creature_returns_when_it_leaves() -> None:
    """607.2a: exiled with it; when it's destroyed, the card returns under its owner's control."""
    d = position({"alice": {"hand": ["Test Journey"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Test Disenchant"]}})
    d.act("alice", "casts", "Test Journey")
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    d.act("bob", "casts", "Test Disenchant", targets=["Test Journey"])
    d.resolve(None)
    assert "Grizzly Bears" in battlefield(d, "bob") and cards(d, "bob", "exile") == []


def test_leaving_before_the_exile_resolves_exiles_for_good() -> None:
    """603.3, 607.2a: it's destroyed with its enters trigger on the stack: the leaves trigger
    resolves first and returns nothing; then the creature is exiled and stays exiled."""
    d = position({"alice": {"hand": ["Test Journey"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Test Disenchant"]}})
    d.act("alice", "casts", "Test Journey")
    d.resolve(1)  # the enchantment resolves; its trigger waits on the stack
    d.act("bob", "casts", "Test Disenchant", targets=["Test Journey"])
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"] and "Test Journey" in cards(d, "alice", "graveyard")


def test_the_return_needs_an_exile_to_link_to() -> None:
    """Mutation: without an exile ability "the exiled card" means nothing; "return it to the
    battlefield" isn't this wording; the exile is marked linked only with the return."""
    with pytest.raises(UncompilableText):
        compile_text("Test", "When ~ leaves the battlefield, return the exiled card to the battlefield under its "
                     "owner's control.", ("Enchantment",))
    alone = compile_text("Test", "When ~ enters the battlefield, exile target creature an opponent controls.",
                         ("Enchantment",))[0]
    assert alone.effects[0] == dsl.Exile(dsl.Target(0))
    linked = compile_text("Test", JOURNEY, ("Enchantment",))[0]
    assert linked.effects[0] == dsl.Exile(dsl.Target(0), linked=True)
