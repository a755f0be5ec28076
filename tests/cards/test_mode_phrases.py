"""Phrases that kept modal spells out (700.2): "with toughness N or greater" (Valorous
Stance), "nonartifact, nonblack creature" (Feast or Famine), "Regenerate each creature you
control." (Golgari Charm, Wail of the Nim: 701.19a, one shield each)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.scenario.driver import IllegalAction

STANCE = ("Choose one —\n• Target creature gains indestructible until end of turn.\n"
          "• Destroy target creature with toughness 4 or greater.")
FAMINE = ("Choose one —\n• Create a 2/2 black Zombie creature token.\n"
          "• Destroy target nonartifact, nonblack creature. It can't be regenerated.")
GOLGARI = ("Choose one —\n• All creatures get -1/-1 until end of turn.\n• Destroy target enchantment.\n"
           "• Regenerate each creature you control.")


@pytest.fixture(autouse=True)
def modal_cards():
    with registry.scope():
        compiled_card("Test Stance", STANCE, ("Instant",), cost="{1}{W}")
        compiled_card("Test Famine", FAMINE, ("Instant",), cost="{3}{B}")
        compiled_card("Test Charm", GOLGARI, ("Instant",), cost="{B}{G}")
        yield


def test_toughness_four_or_greater() -> None:
    """Only a creature with toughness 4 or more can be targeted: Leatherback Baloth (4/5) is
    destroyed; Grizzly Bears (2/2) isn't a legal target."""
    d = position({"alice": {"hand": ["Test Stance"], "battlefield": ["Plains", "Plains"]},
                  "bob": {"battlefield": ["Leatherback Baloth", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Stance", modes=[2], targets=["Leatherback Baloth"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Leatherback Baloth"))
    d = position({"alice": {"hand": ["Test Stance"], "battlefield": ["Plains", "Plains"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert d.action_problem("alice", "casts", "Test Stance") is None  # the first mode is still legal
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Stance", modes=[2], targets=["Grizzly Bears"])


def test_nonartifact_nonblack_creature() -> None:
    """Both negations apply: Grizzly Bears is destroyed; with only Ornithopter (an artifact)
    and Vampire Nighthawk (black) to target, the destroy mode can't be chosen (700.2a)."""
    d = position({"alice": {"hand": ["Test Famine"], "battlefield": ["Swamp"] * 4},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter", "Vampire Nighthawk"]}})
    d.act("alice", "casts", "Test Famine", modes=[2], targets=["Grizzly Bears"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Grizzly Bears"))
    d = position({"alice": {"hand": ["Test Famine"], "battlefield": ["Swamp"] * 4},
                  "bob": {"battlefield": ["Ornithopter", "Vampire Nighthawk"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Famine", modes=[2])


def test_regenerate_each_creature_you_control_gives_each_its_own_shield() -> None:
    """701.19a: Grizzly Bears and Llanowar Elves each get a regeneration shield; Doom Blade on
    one uses up only its shield, so Murder on the other is regenerated too."""
    d = position({"alice": {"hand": ["Test Charm"], "battlefield": ["Swamp", "Forest", "Grizzly Bears", "Llanowar Elves"]},
                  "bob": {"hand": ["Doom Blade", "Murder"], "battlefield": ["Swamp"] * 5}})
    d.act("alice", "casts", "Test Charm", modes=[3])
    d.resolve(None)
    d.act("bob", "casts", "Doom Blade", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("bob", "casts", "Murder", targets=["Llanowar Elves"])
    d.resolve(None)
    assert d.on_battlefield(d.object("Grizzly Bears")) and d.on_battlefield(d.object("Llanowar Elves"))
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped


def test_the_phrases_compile_as_written() -> None:
    (spell,) = compile_text("Test", "Destroy target creature with toughness 2 or less.", ("Instant",))
    assert spell.targets[0].filter == dsl.Filter(types=("Creature",), toughness_le=2)
    (spell,) = compile_text("Test", "Destroy target nonland, nonwhite permanent.", ("Instant",))
    assert spell.targets[0].filter == dsl.Filter(not_types=("Land",), not_colors=("W",))
    (spell,) = compile_text("Test", "Regenerate each creature an opponent controls.", ("Instant",))
    assert spell.effects == (dsl.Regenerate(dsl.Each(dsl.Filter(types=("Creature",), controller="opponent"))),)


@pytest.mark.parametrize("text", [
    "Destroy target nonblack, creature.",  # a comma only between negations
    "Destroy target creature with toughness 4 or more.",
    "Destroy target noncreature, noncreature permanent.",  # the same card type negated twice
])
def test_one_word_changed_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))


def test_a_bullet_printed_without_its_space_is_a_mode() -> None:
    """700.2: "•Destroy all artifacts and enchantments." (Cleansing Nova as the corpus prints
    it) is the same mode as with the space."""
    nova = "Choose one —\n• Destroy all creatures.\n• Destroy all artifacts and enchantments."
    assert compile_text("Test", nova.replace("• Destroy all a", "•Destroy all a"), ("Sorcery",)) == \
        compile_text("Test", nova, ("Sorcery",))
