""""If that player attacked you during their last turn" (508.1, 603.4): O-Kagachi, Vengeful Kami's
"Whenever ~ deals combat damage to a player, if that player attacked you during their last
turn, exile target nonland permanent that player controls."  A player attacked you if they
declared a creature attacking you during their most recent turn; attacking a planeswalker you
control doesn't count."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

LIBRARY = ["Island"] * 8


@pytest.fixture(autouse=True)
def kami():
    with registry.scope():
        compiled_card("Test Kami", "Flying, trample\nWhenever Test Kami deals combat damage to a player, if that player "
                      "attacked you during their last turn, exile target nonland permanent that player controls.",
                      ("Creature",), cost="{0}", power="6", toughness="6")
        yield


def _bob_turn_then_alice_attacks(d, bob_attacks: list[str], choices=()) -> None:
    d.pass_to_step("main1", d.player("bob"))
    if bob_attacks:
        d.attack("bob", bob_attacks)
    d.pass_to_step("main1", d.player("alice"))
    d.attack("alice", ["Test Kami"], choices=choices)
    d.pass_until(lambda: d.game.state.step == "main2" and not d.game.state.stack)


def test_after_being_attacked_the_kami_exiles_a_permanent() -> None:
    """Bob attacked alice in his turn; her Kami's combat damage then exiles his Ornithopter."""
    d = position({"active": "alice", "step": "end", "alice": {"battlefield": ["Test Kami"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter"], "library": LIBRARY}})
    _bob_turn_then_alice_attacks(d, ["Grizzly Bears"], choices=["Ornithopter"])
    assert cards(d, "bob", "exile") == ["Ornithopter"]


def test_without_an_attack_nothing_happens() -> None:
    """603.4: bob didn't attack: the ability doesn't trigger."""
    d = position({"active": "alice", "step": "end", "alice": {"battlefield": ["Test Kami"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter"], "library": LIBRARY}})
    _bob_turn_then_alice_attacks(d, [])
    assert cards(d, "bob", "exile") == [] and d.game.state.players[d.player("bob")].life == 14


def test_an_attack_on_an_earlier_turn_doesnt_count() -> None:
    """"Their last turn": bob attacked two of his turns ago, not in his last one."""
    d = position({"active": "alice", "step": "end", "alice": {"battlefield": ["Test Kami"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter"], "library": LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.attack("bob", ["Grizzly Bears"])
    d.pass_to_step("main1", d.player("alice"))  # alice's turn passes without attacking
    d.pass_to_step("end", d.player("alice"))
    _bob_turn_then_alice_attacks(d, [])
    assert cards(d, "bob", "exile") == []


def test_reading() -> None:
    ability = compile_text("Test", "Whenever Test deals combat damage to a player, if that player attacked you during "
                           "their last turn, draw a card.", ("Creature",))[0]
    assert ability.condition == dsl.AttackedYouLastTurn(dsl.TriggeringPlayer())


@pytest.mark.parametrize("text", [
    "When Test enters, if that player attacked you during their last turn, draw a card.",
    "Whenever Test deals combat damage to a player, if that player attacked you during your last turn, draw a card.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
