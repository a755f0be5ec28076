"""Veil of Summer: "Draw a card if an opponent has cast a blue or black spell this turn. Spells you
control can't be countered this turn. You and permanents you control gain hexproof from blue and
from black until end of turn."  702.11d: hexproof from a quality stops only opponents' spells
and abilities of that quality; the permanents are locked in as it resolves (611.2c); 101.2,
701.6b: a spell that can't be countered can still be targeted by a counterspell (the Veil's
ruling); 601.2i: what an opponent cast this turn; 514.2: it all ends with the turn."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_VEIL = ("Draw a card if an opponent has cast a blue or black spell this turn. Spells you control can't be countered "
         "this turn. You and permanents you control gain hexproof from blue and from black until end of turn.")
compiled_card("Test Veil", _VEIL, ("Instant",))
compiled_card("Test Veil Blight", "Target opponent loses 2 life.", ("Instant",), cost="{B}")
_LIBRARY = ["Plains"] * 5


def _hexproof_position():
    return position({"alice": {"hand": ["Test Veil", "Savannah Lions"], "battlefield": ["Grizzly Bears", "Plains"],
                               "library": _LIBRARY},
                     "bob": {"hand": ["Unsummon", "Test Veil Blight", "Shock"], "battlefield": ["Island", "Swamp", "Mountain"],
                             "library": _LIBRARY}})


def test_702_11d_hexproof_from_blue_and_black_stops_those_spells_only() -> None:
    d = _hexproof_position()
    assert d.action_problem("bob", "casts", "Unsummon") is None
    assert d.action_problem("bob", "casts", "Test Veil Blight") is None
    d.act("alice", "casts", "Test Veil")
    d.resolve(None)
    assert d.action_problem("bob", "casts", "Unsummon") is not None  # blue: the creature can't be targeted
    assert d.action_problem("bob", "casts", "Test Veil Blight") is not None  # black: nor can alice
    assert d.action_problem("bob", "casts", "Shock") is None  # red


def test_611_2c_a_permanent_that_arrives_later_has_no_hexproof() -> None:
    d = position({"alice": {"hand": ["Test Veil", "Savannah Lions"], "battlefield": ["Plains", "Plains"],
                            "library": _LIBRARY},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Veil")
    d.resolve(None)
    d.act("alice", "casts", "Savannah Lions")
    d.resolve(None)
    assert d.action_problem("bob", "casts", "Unsummon") is None


def test_514_2_the_hexproof_ends_with_the_turn() -> None:
    d = _hexproof_position()
    d.act("alice", "casts", "Test Veil")
    d.resolve(None)
    d.pass_until(lambda: d.game.state.active == d.player("bob") and d.game.state.step == "upkeep")
    assert d.action_problem("bob", "casts", "Unsummon") is None


def test_701_6b_spells_you_control_cant_be_countered_this_turn() -> None:
    """Cast after the Veil resolved: Counterspell may target it, and doesn't counter it."""
    d = position({"alice": {"hand": ["Test Veil", "Grizzly Bears"], "battlefield": ["Forest", "Forest"],
                            "library": _LIBRARY},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Veil")
    d.resolve(None)
    d.act("alice", "casts", "Grizzly Bears")
    d.act("bob", "casts", "Counterspell", targets=["Grizzly Bears"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Forest", "Forest", "Grizzly Bears"]
    assert "Counterspell" in cards(d, "bob", "graveyard")


def test_a_spell_of_another_player_can_still_be_countered() -> None:
    d = position({"alice": {"hand": ["Test Veil", "Counterspell"], "battlefield": ["Island", "Island", "Forest"],
                            "library": _LIBRARY},
                  "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Veil")
    d.resolve(None)
    d.act("bob", "casts", "Lightning Bolt", targets=["bob"])
    d.act("alice", "casts", "Counterspell", targets=["Lightning Bolt"])
    d.resolve(None)
    assert d.game.state.players[d.player("bob")].life == 20 and "Lightning Bolt" in cards(d, "bob", "graveyard")


@pytest.mark.parametrize("bob_casts, draws", [(True, 1), (False, 0)])
def test_601_2i_it_draws_if_an_opponent_cast_a_blue_or_black_spell(bob_casts: bool, draws: int) -> None:
    d = _hexproof_position()
    hand = len(d.game.state.players[d.player("alice")].hand)
    d.act("alice", "casts", "Test Veil")
    if bob_casts:  # in response: a black spell, cast this turn (601.2i), resolved first
        d.act("bob", "casts", "Test Veil Blight", targets=["alice"])
    d.resolve(None)
    assert len(d.game.state.players[d.player("alice")].hand) == hand - 1 + draws


@pytest.mark.parametrize("text", [
    _VEIL.replace("from blue and from black", "from blue and from blue"),
    _VEIL.replace("from blue and from black", "from blue and from purple"),
    _VEIL.replace("can't be countered this turn", "can't be countered this game"),
    _VEIL.replace("a blue or black spell", "a blue or purple spell"),
    _VEIL.replace("permanents you control gain", "permanents you own gain"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Veil", text, ("Instant",))


def test_mutations_that_read_as_other_protections() -> None:
    (spell,) = compile_text("Test", _VEIL.replace("from blue and from black", "from red"), ("Instant",))
    assert spell.effects[-1] == dsl.GainHexproofFrom(("red",), what=dsl.Each(dsl.Filter(controller="you")),
                                                     players=dsl.You())
    (spell,) = compile_text("Test", "You gain hexproof from green until end of turn.", ("Instant",))
    assert spell.effects == (dsl.GainHexproofFrom(("green",), players=dsl.You()),)
