"""Lavinia, Azorius Renegade: "Each opponent can't cast noncreature spells with mana value greater
than the number of lands that player controls." (101.2, 202.3e: X counts, so X is limited) and
"Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell." (601.2h,
603.4, 701.6a)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

LAVINIA = ("Each opponent can't cast noncreature spells with mana value greater than the number of lands that player "
           "controls.\nWhenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.")
LIBRARY = ["Plains"] * 5


@pytest.fixture(autouse=True)
def lavinia():
    with registry.scope():
        compiled_card("Test Lavinia", LAVINIA, ("Creature",), cost="{W}{U}", power="2", toughness="2")
        compiled_card("Test Free Bit", "Draw a card.", ("Instant",), cost="{0}")
        compiled_card("Test Big Bit", "Draw a card.", ("Sorcery",), cost="{2}{R}")
        registry.register(dsl.CardDef(name="Test Blaze", faces=(dsl.Face(
            name="Test Blaze", mana_cost="{X}{R}", types=("Sorcery",), abilities=compile_text(
                "Test Blaze", "Test Blaze deals X damage to any target.", ("Sorcery",), mana_cost="{X}{R}")),),
            source="test"))
        yield


def test_a_spell_with_no_mana_spent_is_countered() -> None:
    d = position({"alice": {"battlefield": ["Test Lavinia"], "library": LIBRARY},
                  "bob": {"hand": ["Test Free Bit", "Shock"], "battlefield": ["Mountain", "Mountain"], "library": LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "casts", "Test Free Bit")
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Test Free Bit"] and len(cards(d, "bob", "hand")) == 2  # Shock and the draw
    d.act("bob", "casts", "Shock", targets=["alice"])
    d.resolve(None)
    assert d.game.state.players[d.player("alice")].life == 18


def test_mana_value_above_the_lands_cant_be_cast() -> None:
    """Two lands: a three-mana noncreature spell can't be cast; a creature spell can."""
    d = position({"alice": {"battlefield": ["Test Lavinia"], "library": LIBRARY},
                  "bob": {"hand": ["Test Big Bit"], "battlefield": ["Mountain", "Mountain", "Ornithopter"],
                          "library": LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    assert d.action_problem("bob", "casts", "Test Big Bit") is not None


def test_x_is_limited_by_the_lands() -> None:
    """Three lands and two more {R} in the pool: five mana, but X may be at most 2 (mana value 3)."""
    d = position({"alice": {"battlefield": ["Test Lavinia"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blaze"], "battlefield": ["Mountain", "Mountain", "Mountain"],
                          "library": LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.until_priority(d.player("bob"))
    d.game.state.players[d.player("bob")].mana_pool.update({"R": 2})
    option = next(o for o in d.decision.options if o.kind == "cast" and d.game.chars(o.value[0]).name == "Test Blaze")
    d.choose(option)
    assert d.decision.kind == "x" and max(o.value for o in d.decision.options) == 2


def test_its_controllers_own_spells_are_free() -> None:
    d = position({"alice": {"hand": ["Test Free Bit", "Test Big Bit"], "battlefield": ["Test Lavinia", "Mountain"] + [
        "Mountain"] * 2, "library": LIBRARY}})
    d.act("alice", "casts", "Test Free Bit")
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 2


def test_reading() -> None:
    static, triggered = compile_text("Test", LAVINIA, ("Creature",))
    assert static.effect == dsl.CantCast(dsl.Filter(not_types=("Creature",)), "opponents", above_lands=True)
    assert triggered.condition == dsl.NoManaSpentToCast() and triggered.effects == (dsl.CounterSpell(dsl.Triggering()),)


@pytest.mark.parametrize("text", [
    "Each opponent can't cast noncreature spells with mana value greater than the number of creatures that player "
    "controls.",
    "When Test enters, if no mana was spent to cast it, counter that spell.",
    "Whenever a creature dies, counter that spell.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
