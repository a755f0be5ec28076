"""Bolster N (701.32a): the controller chooses a creature they control with the least
toughness among them (as the ability resolves) and puts N +1/+1 counters on it."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text


@pytest.fixture(autouse=True)
def bolster_cards():
    with registry.scope():
        compiled_card("Test Defenses", "Bolster 2.", ("Sorcery",), cost="{W}")
        compiled_card("Test Wall", "Defender", ("Creature",), power="0", toughness="4")
        yield


def _counters(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("+1/+1", 0)


def test_the_creature_with_the_least_toughness_gets_the_counters() -> None:
    """701.32a: Llanowar Elves (toughness 1) rather than the 2/2 or the wall; bob's 1/1 doesn't count."""
    d = position({"alice": {"hand": ["Test Defenses"], "battlefield": ["Plains", "Grizzly Bears", "Llanowar Elves",
                                                                       "Test Wall"]},
                  "bob": {"battlefield": ["Birds of Paradise"]}})
    d.act("alice", "casts", "Test Defenses")
    d.resolve(1)
    assert (_counters(d, "Llanowar Elves"), _counters(d, "Grizzly Bears"), _counters(d, "Test Wall")) == (2, 0, 0)
    assert _counters(d, "Birds of Paradise") == 0


def test_a_tie_is_the_controllers_choice_among_the_weakest() -> None:
    """701.32a: two creatures share the least toughness: only they are offered."""
    d = position({"alice": {"hand": ["Test Defenses"], "battlefield": ["Plains", "Grizzly Bears", "Grizzly Bears",
                                                                       "Test Wall"]}})
    d.act("alice", "casts", "Test Defenses")
    while d.decision.kind != "choose":
        d.choose(next(o for o in d.decision.options if o.kind == "pass"))
    assert len(d.decision.options) == 2 and all(o.label.startswith("Grizzly Bears") for o in d.decision.options)
    chosen = d.decision.options[1].value
    d.choose(d.decision.options[1])
    assert d.game.state.objects[chosen].counters.get("+1/+1") == 2


def test_with_no_creature_nothing_happens() -> None:
    d = position({"alice": {"hand": ["Test Defenses"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Defenses")
    d.resolve(1)
    assert _counters(d, "Grizzly Bears") == 0


def test_the_number_is_read_and_a_bare_x_is_refused() -> None:
    """Mutation: "Bolster 3" puts three; "bolster X" with nothing defining X isn't read."""
    assert compile_text("Test", "Bolster 3.", ("Sorcery",))[0].effects[0].count == 3
    with pytest.raises(UncompilableText):
        compile_text("Test", "Bolster X.", ("Sorcery",))
