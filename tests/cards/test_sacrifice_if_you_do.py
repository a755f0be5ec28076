"""A mandatory "sacrifice ~. If you do, ..." (608.2c) and "each of that player's opponents" (102.3):
"When a player casts a spell, sacrifice ~. If you do, each of that player's opponents draws three
cards." (Standstill: it works once; a second trigger finds nothing to sacrifice and does nothing).
Mutations: "if you don't", another player reference."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_TEXT = ("When a player casts a spell, sacrifice Sacrifice Test Standstill. If you do, each of that player's opponents "
         "draws three cards.")
compiled_card("Sacrifice Test Standstill", _TEXT, ("Enchantment",))
_LIBRARY = ["Forest"] * 8


def _position(bob_hand: list[str], alice_hand: tuple = ()) -> object:
    return position({"alice": {"battlefield": ["Sacrifice Test Standstill", "Mountain"], "library": _LIBRARY,
                               "hand": list(alice_hand)},
                     "bob": {"battlefield": ["Mountain", "Mountain"], "hand": bob_hand, "library": _LIBRARY}})


def test_102_3_the_casters_opponents_draw_and_it_is_sacrificed() -> None:
    d = _position(["Shock"])
    d.act("bob", "casts", "Shock", targets=["alice"])
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 3 and cards(d, "bob", "hand") == []
    assert cards(d, "alice", "graveyard") == ["Sacrifice Test Standstill"]
    assert life(d, "alice") == 18


def test_its_controller_casting_makes_the_other_player_draw() -> None:
    d = _position([], alice_hand=("Shock",))
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert len(cards(d, "bob", "hand")) == 3 and cards(d, "alice", "hand") == []


def test_608_2c_a_second_trigger_sacrifices_nothing_so_nobody_draws() -> None:
    d = _position(["Shock", "Shock"])
    d.act("bob", "casts", "Shock", targets=["alice"])
    d.act("bob", "casts", "Shock", targets=["alice"])  # in response: two triggers on the stack
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 3
    assert cards(d, "alice", "graveyard") == ["Sacrifice Test Standstill"]


def test_the_tree() -> None:
    (trigger,) = compile_text("Sacrifice Test Standstill", _TEXT.replace("Sacrifice Test Standstill", "~"),
                              ("Enchantment",))
    assert trigger.effects == (dsl.Sacrifice(dsl.Self()),
                               dsl.IfYouDo(dsl.Draw(3, dsl.OpponentsOf(dsl.TriggeringPlayer()))))


@pytest.mark.parametrize("text", [
    "When a player casts a spell, sacrifice ~. If you do, each of that player's opponent draws three cards.",
    "When a player casts a spell, sacrifice ~. If you do, each of that player's opponents draw three cards.",
    "When a player casts a spell, sacrifice target creature. If you do, you draw three cards.",
    "When a player casts a spell, draw a card. If you do, each of that player's opponents draws three cards.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Enchantment",))
