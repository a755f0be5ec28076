"""Counters divided among targets (601.2d, 122.1a): "Distribute two -2/-1 counters among one or
two target creatures." (Contagion, Splendid Agony), "... two +1/+1 counters ..." (Elven Rite),
"When ~ enters, distribute two +1/+1 counters among one or two target creatures you control."
(Armament Corps): the number of targets decides the division; a target that became illegal
doesn't get its share (608.2b)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

LIBRARY = ["Island"] * 6


@pytest.fixture(autouse=True)
def distribute_cards():
    with registry.scope():
        compiled_card("Test Contagion", "Distribute two -2/-1 counters among one or two target creatures.", ("Instant",),
                      cost="{0}")
        compiled_card("Test Rite", "Distribute two +1/+1 counters among one or two target creatures.", ("Sorcery",),
                      cost="{0}")
        compiled_card("Test Corps", "When Test Corps enters, distribute two +1/+1 counters among one or two target "
                      "creatures you control.", ("Creature",), cost="{0}", power="2", toughness="2")
        yield


def _counters(d, name: str) -> dict:
    return dict(d.game.state.objects[d.object(name)].counters)


def test_two_counters_on_one_target() -> None:
    """One target gets both -2/-1 counters: a 4/4 becomes 0/2."""
    d = position({"alice": {"hand": ["Test Contagion"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel"]}})
    d.act("alice", "casts", "Test Contagion", targets=["Serra Angel"])
    d.resolve(None)
    assert _counters(d, "Serra Angel") == {"-2/-1": 2}
    chars = d.game.chars(d.object("Serra Angel"))
    assert (chars.power, chars.toughness) == (0, 2)


def test_one_counter_on_each_of_two_targets() -> None:
    """Two targets get one counter each: the 2/2 Grizzly Bears becomes 0/1, the Angel 2/3."""
    d = position({"alice": {"hand": ["Test Contagion"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Contagion", targets=["Serra Angel", "Grizzly Bears"])
    d.resolve(None)
    assert _counters(d, "Serra Angel") == {"-2/-1": 1} and _counters(d, "Grizzly Bears") == {"-2/-1": 1}
    bears = d.game.chars(d.object("Grizzly Bears"))
    assert (bears.power, bears.toughness) == (0, 1)


def test_an_illegal_target_doesnt_get_its_share() -> None:
    """608.2b: with two targets, one gone, the other still gets only its one counter."""
    d = position({"alice": {"hand": ["Test Rite"], "battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Island", "Serra Angel"], "library": LIBRARY}})
    d.act("alice", "casts", "Test Rite", targets=["Grizzly Bears", "Serra Angel"])
    d.act("bob", "casts", "Unsummon", targets=["Serra Angel"])
    d.resolve(None)
    assert _counters(d, "Grizzly Bears") == {"+1/+1": 1} and cards(d, "bob", "hand") == ["Serra Angel"]


def test_an_entering_trigger_distributes_among_your_creatures() -> None:
    """The trigger targets creatures its controller controls: the Corps itself may be one."""
    d = position({"alice": {"hand": ["Test Corps"], "battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel"]}})
    d.act("alice", "casts", "Test Corps")
    d.resolve(1)
    d.queued[d.player("alice")] = ["Grizzly Bears", "Test Corps"]
    d.resolve(None)
    assert _counters(d, "Grizzly Bears") == {"+1/+1": 1} and _counters(d, "Test Corps") == {"+1/+1": 1}
    assert _counters(d, "Serra Angel") == {}


def test_reading() -> None:
    spell = compile_text("Test", "Distribute two -1/-1 counters among one or two target creatures.", ("Instant",))[0]
    assert spell.effects == (dsl.PutCountersDivided("-1/-1", 2, dsl.Target(0)),)
    assert (spell.targets[0].min_count, spell.targets[0].max_count) == (1, 2)


@pytest.mark.parametrize("text", [
    "Distribute three +1/+1 counters among one, two, or three target creatures.",  # a division to announce
    "Distribute three +1/+1 counters among one or two target creatures.",
    "Distribute two +1/+1 counters among one or two target players.",
    "Distribute two finality counters among one or two target creatures.",
    "Distribute two +1/+1 counters among any number of target creatures.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))
