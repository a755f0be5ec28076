"""How many times an ability was activated this turn (602.1): "{R}: ~ gets +1/+0 until end of turn.
If this ability has been activated four or more times this turn, sacrifice ~ at the beginning of the
next end step." (Dragon Whelp): the fourth activation's resolution creates a delayed trigger
(603.7a); the count includes the activation resolving and starts again each turn."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

WHELP = ("Flying\n{R}: ~ gets +1/+0 until end of turn. If this ability has been activated four or more times this "
         "turn, sacrifice ~ at the beginning of the next end step.")


@pytest.fixture(autouse=True)
def whelp_cards():
    with registry.scope():
        compiled_card("Test Whelp", WHELP, ("Creature",), cost="{2}{R}{R}", power="2", toughness="3")
        yield


def _whelp():
    return position({"alice": {"battlefield": ["Test Whelp"] + ["Mountain"] * 5, "library": ["Island"] * 5},
                     "bob": {"library": ["Island"] * 5}})


def _pump(d, times: int) -> None:
    for _ in range(times):
        d.act("alice", "activates", "Test Whelp")
        d.resolve(None)


def test_three_activations_leave_it_on_the_battlefield() -> None:
    d = _whelp()
    _pump(d, 3)
    assert d.game.chars(d.object("Test Whelp")).power == 5
    d.pass_to_step("cleanup", d.player("alice"))
    assert "Test Whelp" in battlefield(d, "alice")


def test_the_fourth_activation_sacrifices_it_at_the_next_end_step() -> None:
    """603.7a: the fourth resolution creates the delayed trigger; the fifth another, which finds
    nothing to sacrifice (400.7)."""
    d = _whelp()
    _pump(d, 5)
    assert "Test Whelp" in battlefield(d, "alice")
    d.pass_to_step("end", d.player("alice"))
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Test Whelp"]


def test_the_count_starts_again_each_turn() -> None:
    d = _whelp()
    _pump(d, 3)
    d.pass_to_step("main1", d.player("alice"), turn=d.game.state.turn + 2)
    _pump(d, 3)
    d.pass_to_step("cleanup", d.player("alice"))
    assert "Test Whelp" in battlefield(d, "alice")


def test_mutations_are_refused_or_compile_differently() -> None:
    """Mutation: a mana ability's activations aren't counted (refused); "three or more" is
    another number; the sentence alone, with no instruction before it, isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", "{1}: Add {W}. If this ability has been activated four or more times this turn, sacrifice ~ "
                     "at the beginning of the next end step.", ("Creature",))
    three = compile_text("Test", WHELP.replace("four or more", "three or more"), ("Creature",))[1].effects[1]
    assert three.condition == dsl.ActivatedThisTurn(3)
