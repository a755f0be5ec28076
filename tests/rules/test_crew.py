"""Crew (702.122) compiled from Oracle text and played through the engine: "Crew N" means "Tap
any number of untapped creatures you control with total power N or greater: This Vehicle becomes
an artifact creature until end of turn."  A noncreature Vehicle has no power or toughness (208.3);
crewed, its printed ones apply (301.7b)."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.decision import IllegalAction

CART = "Test Crewed Cart"
registry.register(dsl.CardDef(name=CART, faces=(dsl.Face(
    name=CART, mana_cost="{2}", types=("Artifact",), subtypes=("Vehicle",), power="5", toughness="4",
    abilities=compile_text(CART, "Trample\nCrew 3 (Tap any number of untapped creatures you control with total power 3 "
                           "or more: This Vehicle becomes an artifact creature until end of turn.)", ("Artifact",),
                           subtypes=("Vehicle",))),), source="test"))
LIBRARY = ["Plains"] * 6


def _position(*creatures, **extra):
    return position({"alice": {"battlefield": [CART, *creatures], "library": LIBRARY, **extra},
                     "bob": {"library": LIBRARY}})


def _state(d, name: str) -> tuple:
    oid = d.object(name)
    return d.game.state.objects[oid].tapped, "Creature" in d.game.chars(oid).types


def test_702_122a_crewing_taps_creatures_and_the_vehicle_becomes_a_creature() -> None:
    """702.122a: Grizzly Bears and Goblin Guide (2 + 2 power) crew it: tapped, the Cart is a 5/4
    artifact creature with trample that attacks for 5."""
    d = _position("Grizzly Bears", "Goblin Guide")
    cart = d.object(CART)
    assert "Creature" not in d.game.chars(cart).types and d.game.chars(cart).power is None  # 208.3
    d.act("alice", "activates", CART, choices=["Grizzly Bears", "Goblin Guide"])
    d.resolve(None)
    assert _state(d, "Grizzly Bears") == (True, True) and _state(d, "Goblin Guide") == (True, True)
    chars = d.game.chars(cart)
    assert chars.types == frozenset({"Artifact", "Creature"}) and (chars.power, chars.toughness) == (5, 4)
    d.attack("alice", [CART])
    d.pass_to_step("main2", player=0)
    assert d.game.state.players[1].life == 15


def test_702_122a_it_is_a_creature_only_until_end_of_turn() -> None:
    """702.122a: "until end of turn": in bob's turn the Cart is no creature again."""
    d = _position("Grizzly Bears", "Goblin Guide")
    d.act("alice", "activates", CART, choices=["Grizzly Bears", "Goblin Guide"])
    d.resolve(None)
    d.pass_to_step("upkeep", player=1)
    assert _state(d, CART) == (False, False)


def test_702_122a_too_little_power_cant_crew() -> None:
    """702.122a: Grizzly Bears alone has power 2: crew 3 can't be paid; an uncrewed Vehicle can't
    attack (it isn't a creature, 508.1a)."""
    d = _position("Grizzly Bears")
    assert d.action_problem("alice", "activates", CART) is not None
    with pytest.raises(IllegalAction):
        d.attack("alice", [CART])


def test_702_122a_a_summoning_sick_creature_may_crew_and_more_may_be_tapped() -> None:
    """302.6: the cost isn't the creature's own {T} ability: a creature that just arrived may
    crew.  Once the total is reached alice may stop: the third creature stays untapped."""
    d = _position({"card": "Grizzly Bears", "sick": True}, "Goblin Guide", "Llanowar Elves")
    d.act("alice", "activates", CART, choices=["Grizzly Bears", "Goblin Guide", "crew with these (4 power)"])
    d.resolve(None)
    assert _state(d, "Grizzly Bears")[0] and _state(d, "Goblin Guide")[0]
    assert not _state(d, "Llanowar Elves")[0]
    assert _state(d, CART) == (False, True)


@pytest.mark.parametrize(("text", "subtypes"), [("Crew 3", ()), ("Crew X", ("Vehicle",)), ("Crew", ("Vehicle",)),
                                                 ("Crews 3", ("Vehicle",))])
def test_crew_mutations_are_refused(text: str, subtypes: tuple) -> None:
    """Mutations: crew on an artifact that isn't a Vehicle (it has no power and toughness to
    become a creature with), without its number N, or "Crews"."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Artifact",), subtypes=subtypes)
