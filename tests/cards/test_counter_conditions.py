"""Conditions on the counters of this permanent: "if there are two or more ki counters on ~"
(the Kamigawa flip cards' intervening "if", 603.4), "as long as ~ has five or more quest
counters on it" (611.3a), "Activate only if there are three or more brick counters on ~"
(602.5b)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

QUEST = "As long as Test Quest has five or more quest counters on it, creatures you control get +2/+0."
SHRINE = "{T}: You gain 2 life. Activate only if there are three or more brick counters on Test Shrine."


@pytest.fixture(autouse=True)
def cards():
    with registry.scope():
        compiled_card("Test Quest", QUEST, ("Enchantment",))
        compiled_card("Test Shrine", SHRINE, ("Artifact",))
        yield


def test_as_long_as_it_has_five_counters() -> None:
    """611.3a: with four quest counters Grizzly Bears is a 2/2; with five, a 4/2."""
    for counters, power in ((4, 2), (5, 4)):
        d = position({"alice": {"battlefield": [{"card": "Test Quest", "counters": {"quest": counters}}, "Grizzly Bears"]}})
        assert d.game.chars(d.object("Grizzly Bears")).power == power


def test_activate_only_with_three_counters() -> None:
    """602.5b: with two brick counters the ability can't be activated; with three, alice gains 2."""
    d = position({"alice": {"battlefield": [{"card": "Test Shrine", "counters": {"brick": 2}}]}})
    assert d.action_problem("alice", "activates", "Test Shrine") is not None
    d = position({"alice": {"battlefield": [{"card": "Test Shrine", "counters": {"brick": 3}}]}})
    d.act("alice", "activates", "Test Shrine")
    d.resolve(None)
    assert d.game.state.players[0].life == 22


def test_the_condition_reads_the_kind_and_number() -> None:
    (ability,) = compile_text("Test", "At the beginning of the end step, if there are two or more ki counters on "
                                      "Test, you may flip it.", ("Creature",))
    assert ability.condition == dsl.AtLeast(dsl.CountersOn(dsl.Self(), "ki"), 2)
    assert ability.effects == (dsl.Flip(dsl.Self()),) and ability.optional
    (ability,) = compile_text("Test", QUEST.replace("Test Quest", "Test").replace("five", "three"), ("Enchantment",))
    assert ability.effect.condition == dsl.AtLeast(dsl.CountersOn(dsl.Self(), "quest"), 3)


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, if there are two or more ki counters on target creature, draw a card.",
    "At the beginning of your upkeep, if there are two or more poison counters on Test, draw a card.",
    "At the beginning of your upkeep, if Test has two or more ki counters on target creature, draw a card.",
])
def test_other_objects_or_kinds_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
