"""611.2c, 613.4c: "Up to two target creatures each get +1/+0 and gain first strike until end of
turn", "Two target creatures each get +2/+0 and gain trample until end of turn", compiled from
Oracle text and played: every target gets the whole bonus, until end of turn (514.2).
Mutations: one target ("target creature each get"), or a keyword the compiler doesn't know, is
refused; "two" and "up to two" give different slots."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Twin Blessing", "Up to two target creatures each get +1/+0 and gain first strike until end of "
              "turn.", ("Instant",))

_LIBRARY = ["Forest"] * 8


def test_each_target_gets_the_whole_bonus_until_end_of_turn() -> None:
    d = position({"alice": {"hand": ["Test Twin Blessing"], "battlefield": ["Grizzly Bears", "Savannah Lions"],
                            "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Twin Blessing", targets=["Grizzly Bears", "Savannah Lions"])
    bears, lions = d.game.chars(d.object("Grizzly Bears")), d.game.chars(d.object("Savannah Lions"))
    assert (bears.power, lions.power) == (3, 3)
    assert bears.has("first strike") and lions.has("first strike")
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.game.chars(d.object("Grizzly Bears")).power == 2


def test_up_to_two_allows_one() -> None:
    d = position({"alice": {"hand": ["Test Twin Blessing"], "battlefield": ["Grizzly Bears", "Savannah Lions"]}})
    cast(d, "alice", "Test Twin Blessing", targets=["Grizzly Bears"])
    assert (d.game.chars(d.object("Grizzly Bears")).power, d.game.chars(d.object("Savannah Lions")).power) == (3, 2)


@pytest.mark.parametrize("text", [
    "Target creature each get +2/+2 until end of turn.",
    "Two target creatures each get +2/+2 and gain wingedness until end of turn.",
    "Two target creatures each get +2/+2.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_two_and_up_to_two_differ() -> None:
    (two,) = compile_text("Test Card", "Two target creatures each get +2/+2 until end of turn.", ("Instant",))
    (up_to,) = compile_text("Test Card", "Up to two target creatures each get +2/+2 until end of turn.", ("Instant",))
    assert two.effects == up_to.effects
    assert (two.targets[0].up_to, up_to.targets[0].up_to) == (False, True)
    assert two.targets[0].max_count == up_to.targets[0].max_count == 2
