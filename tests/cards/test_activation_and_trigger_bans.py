"""Statics that forbid (101.2): "Activated abilities of artifacts [your opponents control] can't
be activated." (602.5, mana abilities too) and "Creatures entering the battlefield don't cause
abilities to trigger." (603.2, 603.6a: Torpor Orb)."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, life, position

from manastack.cards import registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def ban_cards():
    with registry.scope():
        compiled_card("Test Silence", "Activated abilities of artifacts can't be activated.", ("Enchantment",))
        compiled_card("Test Karn", "Activated abilities of artifacts your opponents control can't be activated.",
                      ("Enchantment",))
        compiled_card("Test Orb", "Creatures entering the battlefield don't cause abilities to trigger.", ("Artifact",))
        compiled_card("Test Mox", "{T}: Add {C}.", ("Artifact",), cost="{0}")
        compiled_card("Test Urn", "{1}: You gain 1 life.", ("Artifact",), cost="{0}")
        compiled_card("Test Druid", "{1}: You gain 1 life.", ("Creature",), cost="{0}", power="1", toughness="1")
        compiled_card("Test Elf", "When Test Elf enters, you gain 2 life.", ("Creature",), cost="{0}", power="1",
                      toughness="1")
        compiled_card("Test Warden", "Whenever another creature enters, you gain 1 life.\nWhenever a land enters "
                      "the battlefield under your control, you gain 3 life.", ("Creature",), cost="{0}",
                      power="1", toughness="1")
        compiled_card("Test Two", "Draw a card.", ("Sorcery",), cost="{1}")
        yield


def test_artifacts_activated_abilities_cant_be_activated() -> None:
    """602.5: the artifact's ability isn't offered, its mana ability pays nothing (a {1} spell
    can't be cast with only the Mox), while a creature's ability still can be activated."""
    d = position({"alice": {"hand": ["Test Two"], "battlefield": ["Test Mox", "Test Urn", "Test Druid", "Island"]},
                  "bob": {"battlefield": ["Test Silence"]}})
    assert "602.5" in d.action_problem("alice", "activates", "Test Urn")
    d.act("alice", "activates", "Test Druid", pay=["Island"])
    d.resolve(None)
    assert life(d, "alice") == 21
    assert d.action_problem("alice", "casts", "Test Two") is not None  # the Island is tapped, the Mox can't be


def test_only_opponents_artifacts_under_karn() -> None:
    """602.5: "artifacts your opponents control": alice's own Urn still works under her Karn
    static, bob's doesn't."""
    d = position({"alice": {"battlefield": ["Test Karn", {"card": "Test Urn", "as": "mine"}, "Plains"]},
                  "bob": {"battlefield": [{"card": "Test Urn", "as": "his"}, "Island"], "library": ["Swamp"] * 3}})
    assert "602.5" in d.action_problem("bob", "activates", "his")
    d.act("alice", "activates", "mine", pay=["Plains"])
    d.resolve(None)
    assert life(d, "alice") == 21


def test_torpor_orb_stops_enter_triggers_of_and_for_creatures() -> None:
    """603.2, 603.6a: the entering creature's own "when it enters" and another permanent's
    "whenever another creature enters" don't trigger; a land entering still triggers."""
    d = position({"alice": {"hand": ["Test Elf", "Forest"], "battlefield": ["Test Orb", "Test Warden"]}})
    cast(d, "alice", "Test Elf")
    assert life(d, "alice") == 20
    d.act("alice", "plays", "Forest")
    d.resolve(None)
    assert life(d, "alice") == 23


def test_without_the_orb_they_trigger() -> None:
    d = position({"alice": {"hand": ["Test Elf"], "battlefield": ["Test Warden"]}})
    d.act("alice", "casts", "Test Elf")
    d.pass_until(lambda: d.decision.kind == "trigger_order")
    d.choose(d.decision.options[0])
    d.resolve(None)
    assert life(d, "alice") == 23


def test_mutations() -> None:
    """The kind of permanent is read; a description the engine can't check is refused."""
    assert compile_text("Test", "Activated abilities of creatures can't be activated.",
                        ("Enchantment",))[0].effect.filter.types == ("Creature",)
    assert compile_text("Test", "Artifacts entering the battlefield don't cause abilities to trigger.",
                        ("Enchantment",))[0].effect.filter.types == ("Artifact",)
    for text in ("Activated abilities of sources with the chosen name can't be activated.",
                 "Activated abilities of another artifact can't be activated.",
                 "Creatures entering the battlefield don't cause abilities to trigger twice."):
        with pytest.raises(UncompilableText):
            compile_text("Test", text, ("Enchantment",))
