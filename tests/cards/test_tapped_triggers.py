""""Becomes tapped" triggers (603.2e): "Whenever ~ becomes tapped, it deals 1 damage to you"
(City of Brass), "Whenever a Forest an opponent controls becomes tapped, you gain 1 life"
(Lifetap), "When enchanted land becomes tapped, destroy it".  Only a permanent already on the
battlefield changing from untapped to tapped triggers them, not one that enters tapped; tapping
a land for mana triggers them, and they use the stack (605.1b: they add no mana)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, pool, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def tapped_cards():
    with registry.scope():
        compiled_card("Test Brass", "Whenever ~ becomes tapped, it deals 1 damage to you.\n"
                      "{T}: Add one mana of any color.", ("Land",), cost=None)
        compiled_card("Test Lifetap", "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.",
                      ("Enchantment",))
        compiled_card("Test Blight", "Enchant land\nWhen enchanted land becomes tapped, destroy it.", ("Enchantment",),
                      subtypes=("Aura",))
        compiled_card("Test Grove", "~ enters tapped.\n{T}: Add {G}.", ("Land",), cost=None, subtypes=("Forest",))
        compiled_card("Test Bolt", "~ deals 3 damage to any target.", ("Instant",), cost="{R}")
        yield


def test_tapping_it_for_mana_deals_damage_to_its_controller() -> None:
    """603.2e, 605.1b: the mana is added at once; the trigger goes on the stack and resolves."""
    d = position({"alice": {"battlefield": ["Test Brass"], "hand": ["Test Bolt"]}, "bob": {}})
    d.act("alice", "casts", "Test Bolt", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 17 and life(d, "alice") == 19


def test_an_opponents_forest_becoming_tapped_gains_life() -> None:
    """The subject "a Forest an opponent controls": bob's Forest counts, alice's doesn't."""
    d = position({"alice": {"battlefield": ["Test Lifetap", {"card": "Forest", "as": "mine"}]},
                  "bob": {"battlefield": [{"card": "Forest", "as": "theirs"}]}})
    d.act("bob", "activates", "theirs")
    d.pass_once()
    d.resolve(None)
    assert life(d, "alice") == 21 and pool(d, "bob") == {"G": 1}
    assert d.game.state.objects[d.object("theirs")].tapped and not d.game.state.objects[d.object("mine")].tapped


def test_my_own_forest_doesnt_count() -> None:
    d = position({"alice": {"battlefield": ["Test Lifetap", "Forest"]}, "bob": {}})
    d.act("alice", "activates", "Forest")
    d.resolve(None)
    assert life(d, "alice") == 20


def test_a_forest_that_enters_tapped_doesnt_trigger() -> None:
    """603.2e: "becomes tapped" doesn't trigger for a permanent entering the battlefield tapped."""
    d = position({"alice": {"battlefield": ["Test Lifetap"], "library": ["Island"] * 3},
                  "bob": {"hand": ["Test Grove"], "library": ["Island"] * 3}})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "plays", "Test Grove")
    d.resolve(None)
    assert life(d, "alice") == 20


def test_the_enchanted_land_is_destroyed_when_it_becomes_tapped() -> None:
    """"When enchanted land becomes tapped, destroy it": bob taps it for mana."""
    d = position({"alice": {"battlefield": [{"card": "Test Blight", "attached_to": "Mountain"}]},
                  "bob": {"battlefield": ["Mountain"]}})
    d.act("bob", "activates", "Mountain")
    d.pass_once()
    d.resolve(None)
    assert "Mountain" in cards(d, "bob", "graveyard")


# ------------------------------------------------------------------ mutations


def test_whose_and_which_permanent_are_read() -> None:
    """Mutation: "you control" for "an opponent controls"; "Island" for "Forest"; "untapped"
    isn't a trigger this family reads."""
    ability = compile_text("Test", "Whenever an Island you control becomes tapped, you gain 1 life.", ("Enchantment",))[0]
    assert ability.trigger.subject.subtypes == ("Island",) and ability.trigger.subject.controller == "you"
    assert compile_text("Test", "Whenever ~ becomes tapped, you gain 1 life.", ("Land",))[0].trigger == dsl.Trigger(
        "becomes_tapped", self_only=True)
    with pytest.raises(UncompilableText):
        compile_text("Test", "Whenever ~ becomes untapped, you gain 1 life.", ("Land",))
