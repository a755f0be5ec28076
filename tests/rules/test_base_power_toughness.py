"""613.4b (layer 7b): effects that set base power and toughness until end of turn, compiled from
Oracle text and played: "Target creature becomes a 0/1 until end of turn", "Target creature's
base power and toughness become 1/1 until end of turn", "Creatures you control have base power
and toughness 3/3 until end of turn", "Until end of turn, target creature has base power and
toughness 5/5".  Pumps (7c) and counters still apply on top; the effect ends in the cleanup step
(514.2).  Mutations: without "until end of turn", with it twice, or with the wrong agreement the
text is refused; other numbers give another tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Shrink", "Target creature becomes a 0/1 until end of turn.", ("Instant",))
compiled_card("Test Humble", "Target creature's base power and toughness become 1/1 until end of turn.", ("Instant",))
compiled_card("Test Mass Size", "Creatures you control have base power and toughness 3/3 until end of turn.",
              ("Instant",))
compiled_card("Test Base Pump", "Target creature gets +2/+2 until end of turn.", ("Instant",))

_LIBRARY = ["Forest"] * 8


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_613_4b_becomes_a_0_1_with_pumps_and_counters_on_top() -> None:
    """The Tusker (3/3, a +1/+1 counter) becomes 0/1, with the counter 1/2; a later +2/+2 makes
    it 3/4 (7c after 7b); next turn it is 4/4 again."""
    d = position({"alice": {"hand": ["Test Shrink", "Test Base Pump"],
                            "battlefield": [{"card": "Kalonian Tusker", "counters": {"+1/+1": 1}}],
                            "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Shrink", targets=["Kalonian Tusker"])
    assert _pt(d, "Kalonian Tusker") == (1, 2)
    cast(d, "alice", "Test Base Pump", targets=["Kalonian Tusker"])
    assert _pt(d, "Kalonian Tusker") == (3, 4)
    d.pass_to_step("upkeep", d.player("bob"))
    assert _pt(d, "Kalonian Tusker") == (4, 4)


def test_613_4b_base_power_and_toughness_become() -> None:
    d = position({"alice": {"hand": ["Test Humble"]}, "bob": {"battlefield": ["Kalonian Tusker"]}})
    cast(d, "alice", "Test Humble", targets=["Kalonian Tusker"])
    assert _pt(d, "Kalonian Tusker") == (1, 1)


def test_611_2c_creatures_you_control_are_locked_in() -> None:
    """Alice's Bears become 3/3; bob's Bears don't; a creature cast later keeps its own."""
    d = position({"alice": {"hand": ["Test Mass Size", "Grizzly Bears"], "battlefield": ["Llanowar Elves", "Forest",
                                                                                       "Forest"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    cast(d, "alice", "Test Mass Size")
    assert _pt(d, "Llanowar Elves") == (3, 3)
    assert _pt(d, "Savannah Lions") == (2, 1)
    cast(d, "alice", "Grizzly Bears")
    assert _pt(d, "Grizzly Bears") == (2, 2)


@pytest.mark.parametrize("text", [
    "Target creature becomes a 0/1.",
    "Until end of turn, target creature becomes a 0/1 until end of turn.",
    "Target creature have base power and toughness 1/1 until end of turn.",
    "Creatures you control has base power and toughness 1/1 until end of turn.",
    "Target creature has base power and toughness 1/1 and gains flying until end of turn.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    (small,) = compile_text("Test Card", "Target creature becomes a 0/1 until end of turn.", ("Instant",))
    (big,) = compile_text("Test Card", "Target creature has base power and toughness 5/5 until end of turn.",
                          ("Instant",))
    assert small.effects == (dsl.BecomeBasePT(dsl.Target(0), 0, 1),)
    assert big.effects == (dsl.BecomeBasePT(dsl.Target(0), 5, 5),)
