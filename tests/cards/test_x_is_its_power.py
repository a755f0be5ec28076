"""613.4c, 608.2h: "Target creature gets +X/+0 until end of turn, where X is its power" (X is the
creature's power as the spell resolves, pumps and counters included), compiled from Oracle text
and played.  Mutations: a group ("creatures you control ... its power") is refused; "+X/+X" gives
another tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Doubling Rite", "Target creature gets +X/+0 until end of turn, where X is its power.", ("Instant",))
compiled_card("Test Small Pump", "Target creature gets +1/+1 until end of turn.", ("Instant",))


def test_x_is_its_power_as_it_resolves() -> None:
    """The Bears pumped to 3/3 get +3/+0: 6/3."""
    d = position({"alice": {"hand": ["Test Small Pump", "Test Doubling Rite"], "battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Small Pump", targets=["Grizzly Bears"])
    cast(d, "alice", "Test Doubling Rite", targets=["Grizzly Bears"])
    chars = d.game.chars(d.object("Grizzly Bears"))
    assert (chars.power, chars.toughness) == (6, 3)


@pytest.mark.parametrize("text", [
    "Creatures you control get +X/+0 until end of turn, where X is its power.",
    "Target creature gets +X/+0, where X is its power.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_x_x_gives_another_tree() -> None:
    (power,) = compile_text("Test Card", "Target creature gets +X/+0 until end of turn, where X is its power.",
                            ("Instant",))
    (both,) = compile_text("Test Card", "Target creature gets +X/+X until end of turn, where X is its power.",
                           ("Instant",))
    x = dsl.PowerOf(dsl.Target(0))
    assert power.effects == (dsl.ModifyPT(x, 0, dsl.Target(0)),)
    assert both.effects == (dsl.ModifyPT(x, x, dsl.Target(0)),)
