"""Monstrosity (701.37) compiled from Oracle text and played through the engine: "Monstrosity N"
means "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous";
"When ~ becomes monstrous" triggers as it does (701.37b); an X is the cost's (701.37c)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

import manastack as ms
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

HYDRA = "Test Monstrous Hydra"
compiled_card(HYDRA, "{2}{G}: Monstrosity 2.\nWhen Test Monstrous Hydra becomes monstrous, you gain 3 life.",
              ("Creature",), "{G}", power="2", toughness="2")
GIANT = "Test X Giant"
compiled_card(GIANT, "{X}{X}{R}: Monstrosity X.", ("Creature",), "{R}", power="1", toughness="1")
LIBRARY = ["Plains"] * 6


def _counters(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("+1/+1", 0)


def test_701_37a_monstrosity_puts_counters_and_the_trigger_resolves() -> None:
    """701.37a-b: two +1/+1 counters, the Hydra becomes monstrous and "When ~ becomes monstrous,
    you gain 3 life" triggers."""
    d = position({"alice": {"battlefield": [HYDRA] + ["Forest"] * 3, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "activates", HYDRA)
    d.resolve(None)
    assert _counters(d, HYDRA) == 2
    assert d.game.state.players[0].life == 23
    hydra = d.game.chars(d.object(HYDRA))
    assert (hydra.power, hydra.toughness) == (4, 4)


def test_701_37a_a_monstrous_permanent_gets_nothing_more() -> None:
    """701.37a: "If this permanent isn't monstrous": activated again, no counters, no trigger."""
    d = position({"alice": {"battlefield": [HYDRA] + ["Forest"] * 6, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "activates", HYDRA)
    d.resolve(None)
    d.act("alice", "activates", HYDRA)
    d.resolve(None)
    assert _counters(d, HYDRA) == 2
    assert d.game.state.players[0].life == 23


def test_701_37c_monstrosity_x_uses_the_x_paid() -> None:
    """701.37c: "{X}{X}{R}: Monstrosity X." with X = 2 (five lands): two counters."""
    d = position({"alice": {"battlefield": [GIANT] + ["Mountain"] * 5, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "activates", GIANT, x=2)
    d.resolve(None)
    assert _counters(d, GIANT) == 2


def test_monstrous_survives_save_and_clone() -> None:
    d = position({"alice": {"battlefield": [HYDRA] + ["Forest"] * 3, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "activates", HYDRA)
    d.resolve(None)
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.extra["monstrous"] == [d.object(HYDRA)]


@pytest.mark.parametrize("text", ["{2}{G}: Monstrosity.", "{2}{G}: Monstrosity -1.",
                                  "{2}{G}: Monstrosity 1.\nWhenever a creature becomes monstrous, draw a card."])
def test_monstrosity_mutations_are_refused(text: str) -> None:
    """Mutations: monstrosity needs its N; another creature becoming monstrous isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))


def test_701_37b_as_long_as_it_is_monstrous_it_has_an_ability() -> None:
    """701.37b: "As long as ~ is monstrous, it has menace": not before, yes after monstrosity."""
    name = "Test Sinuous Vermin"
    compiled_card(name, "{1}: Monstrosity 1.\nAs long as Test Sinuous Vermin is monstrous, it has menace.", ("Creature",),
                  "{B}", power="1", toughness="1")
    d = position({"alice": {"battlefield": [name, "Swamp"], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    assert not d.game.chars(d.object(name)).has("menace")
    d.act("alice", "activates", name)
    d.resolve(None)
    assert d.game.chars(d.object(name)).has("menace")


def test_as_long_as_mutation_isnt_read() -> None:
    """Mutation: "as long as ~ isn't monstrous" isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", "As long as Test isn't monstrous, it has menace.", ("Creature",))
