"""Mentor (702.134a) compiled from Oracle text and played through the engine: "Whenever this
creature attacks, put a +1/+1 counter on target attacking creature with lesser power." """

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

MENTOR = "Test Mentor"
compiled_card(MENTOR, "Mentor", ("Creature",), "{2}{W}", power="3", toughness="3")
PUPIL = "Test Pupil"
compiled_card(PUPIL, "Vigilance", ("Creature",), "{W}", power="1", toughness="1")
PEER = "Test Peer"
compiled_card(PEER, "Vigilance", ("Creature",), "{2}{W}", power="3", toughness="1")
LIBRARY = ["Plains"] * 6


def _counters(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("+1/+1", 0)


def test_702_134a_mentor_puts_a_counter_on_an_attacking_creature_with_lesser_power() -> None:
    """702.134a: the Mentor (3) and the Pupil (1) attack: the Pupil gets a +1/+1 counter."""
    d = position({"alice": {"battlefield": [MENTOR, PUPIL], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.attack("alice", [MENTOR, PUPIL])
    d.pass_to_step("main2", player=0)
    assert _counters(d, PUPIL) == 1 and _counters(d, MENTOR) == 0
    assert d.game.state.players[1].life == 20 - 3 - 2


def test_702_134a_equal_power_isnt_lesser_and_a_non_attacker_isnt_targeted() -> None:
    """702.134a: the Peer (power 3, equal) attacking and the Pupil staying home: no legal
    target, the trigger is removed (603.3d); no counters."""
    d = position({"alice": {"battlefield": [MENTOR, PEER, PUPIL], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.attack("alice", [MENTOR, PEER])
    d.pass_to_step("main2", player=0)
    assert _counters(d, PEER) == 0 and _counters(d, PUPIL) == 0


def test_mentor_compiles_to_its_keyword_and_mentors_is_refused() -> None:
    assert compile_text("Test", "Mentor", ("Creature",)) == (dsl.Keyword("mentor", text="Mentor"),)
    with pytest.raises(UncompilableText):
        compile_text("Test", "Mentor 2", ("Creature",))
