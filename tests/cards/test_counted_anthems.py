"""611.3a, 613.4c: "~ gets -X/-X, where X is your life total." (Death's Shadow) and "~ gets +1/+0
for each artifact you control.": a static P/T change applied as many times as the count is
at each moment (107.1b: the life total is used as it is).  Mutations: "+X/+X" instead of
"-X/-X", another counted type, "an opponent controls"; an X with no "where X is", a fixed
number "for each", and "other" on a permanent other than the source are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Shadow", "Test Shadow gets -X/-X, where X is your life total.", ("Creature",), cost="{B}",
              power="13", toughness="13")
compiled_card("Test Construct", "Test Construct gets +1/+0 for each artifact you control.", ("Artifact", "Creature"),
              cost="{3}", power="0", toughness="2")
compiled_card("Test Bright Shadow", "Test Bright Shadow gets +X/+X, where X is your life total.", ("Creature",),
              cost="{B}", power="0", toughness="0")


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_613_4c_minus_your_life_total() -> None:
    d = position({"alice": {"battlefield": ["Test Shadow"], "life": 5}})
    assert _pt(d, "Test Shadow") == (8, 8)


def test_the_count_follows_the_life_total() -> None:
    """Shock to its controller's face: 5 life -> 3, the creature grows to 10/10 (611.3a)."""
    d = position({"alice": {"battlefield": ["Test Shadow", "Mountain"], "life": 5, "hand": ["Shock"]}})
    d.act("alice", "casts", "Shock", targets=["alice"])
    d.resolve(None)
    assert _pt(d, "Test Shadow") == (10, 10)


def test_704_5f_at_high_life_it_dies() -> None:
    d = position({"alice": {"hand": ["Test Shadow"], "battlefield": ["Swamp"], "life": 20}})
    d.act("alice", "casts", "Test Shadow")
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Test Shadow"]


def test_plus_one_power_for_each_artifact_you_control() -> None:
    d = position({"alice": {"battlefield": ["Test Construct", "Ornithopter", "Ornithopter"]},
                  "bob": {"battlefield": ["Ornithopter"]}})
    assert _pt(d, "Test Construct") == (3, 2)  # itself and two Ornithopters, not bob's


def test_mutation_plus_x_grows_with_life() -> None:
    d = position({"alice": {"battlefield": ["Test Bright Shadow"], "life": 7}})
    assert _pt(d, "Test Bright Shadow") == (7, 7)


def _anthem(text: str) -> dsl.Anthem:
    return compile_text("Test Card", text, ("Creature",))[0].effect


def test_trees() -> None:
    assert _anthem("Test Card gets -X/-X, where X is your life total.") == dsl.Anthem(
        "self", -1, -1, times=dsl.LifeTotal())
    assert _anthem("Test Card gets +1/+0 for each artifact you control.") == dsl.Anthem(
        "self", 1, 0, per=dsl.CountOf(dsl.Filter(types=("Artifact",), controller="you")))


@pytest.mark.parametrize("text, times", [
    ("Test Card gets +1/+0 for each creature you control.", dsl.CountOf(dsl.Filter(types=("Creature",),
                                                                                   controller="you"))),
    ("Test Card gets +1/+0 for each artifact an opponent controls.",
     dsl.CountOf(dsl.Filter(types=("Artifact",), controller="opponent"))),
    ("Test Card gets +X/+0, where X is the number of cards in your hand.", dsl.CardsIn("hand")),
])
def test_mutations_count_something_else(text: str, times: object) -> None:
    anthem = _anthem(text)
    assert (anthem.per if anthem.per is not None else anthem.times) == times


@pytest.mark.parametrize("text", [
    "Test Card gets -X/-X.",
    "Test Card gets -2/-2, where X is your life total.",
    "Test Card gets +X/+0 for each artifact you control.",
    "Enchanted creature gets +1/+1 for each other creature you control.",
    "Test Card gets +1/+0 for each artifact.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
