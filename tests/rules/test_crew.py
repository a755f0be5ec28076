"""702.122 crew, 301.7: "Crew N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes an artifact creature until end of turn."
Played: a Vehicle isn't a creature until crewed; crewing taps creatures (summoning-sick ones too,
302.6 limits only {T} costs of the creature itself) whose total power is N or more; the Vehicle
then attacks with its printed power and toughness (301.7b) and stops being a creature at end of
turn."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.engine.decision import IllegalAction


def _vehicle(name: str, text: str, power: str, toughness: str) -> None:
    face = dsl.Face(name=name, mana_cost="{2}", types=("Artifact",), subtypes=("Vehicle",), power=power,
                    toughness=toughness, abilities=compile_text(name, text, ("Artifact",), subtypes=("Vehicle",)))
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_vehicle("Crew Skiff", "Flying\nCrew 1", "2", "3")
_vehicle("Crew Juggernaut", "Crew 3", "5", "5")


def _types(d, name: str) -> frozenset:
    return d.game.chars(d.object(name)).types


def test_702_122a_crewing_makes_the_vehicle_an_artifact_creature_that_attacks() -> None:
    """702.122a, 301.7b, 302.6: a summoning-sick Savannah Lions crews Crew Skiff; the Skiff
    attacks as a 2/3 flier and deals 2 damage; the Lions is tapped."""
    d = position({"step": "main1", "alice": {"battlefield": ["Crew Skiff", {"card": "Savannah Lions", "sick": True}]}})
    assert "Creature" not in _types(d, "Crew Skiff")
    assert combat.attack_problem(d.game.kernel, d.object("Crew Skiff")) is not None
    d.act("alice", "activates", "Crew Skiff")
    d.resolve(None)
    assert _types(d, "Crew Skiff") >= {"Artifact", "Creature"}
    assert d.game.state.objects[d.object("Savannah Lions")].tapped
    d.attack("alice", ["Crew Skiff"])
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.players[1].life == 18
    d.pass_until(lambda: d.game.state.turn == 2)
    assert "Creature" not in _types(d, "Crew Skiff")  # 514.2: until end of turn


def test_702_122a_the_creatures_tapped_need_total_power_n() -> None:
    """702.122a: Crew 3 can't be paid with Savannah Lions alone (power 2); with Grizzly Bears too
    (2 + 2), both are tapped; the Vehicle itself can't crew."""
    d = position({"step": "main1", "alice": {"battlefield": ["Crew Juggernaut", "Savannah Lions"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "activates", "Crew Juggernaut")
    d = position({"step": "main1", "alice": {"battlefield": ["Crew Juggernaut", "Savannah Lions", "Grizzly Bears"]}})
    d.act("alice", "activates", "Crew Juggernaut", choices=["Savannah Lions"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Savannah Lions")].tapped
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped
    chars = d.game.chars(d.object("Crew Juggernaut"))
    assert "Creature" in chars.types and (chars.power, chars.toughness) == (5, 5)


@pytest.mark.parametrize("line", ["Crew", "Crew X", "Crew 1 and 2"])
def test_mutated_crew_is_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Vehicle", line, ("Artifact",))


def test_crew_n_compiles_to_its_number() -> None:
    """"Crew 2" and "Crew 3" are different keywords (their cost)."""
    vehicle = {"subtypes": ("Vehicle",)}
    assert compile_text("V", "Crew 2", ("Artifact",), **vehicle) != compile_text("V", "Crew 3", ("Artifact",), **vehicle)


def test_crew_on_a_permanent_that_isnt_a_vehicle_is_refused() -> None:
    """702.122a: crew is a Vehicle's keyword (its printed power and toughness apply once it's a
    creature, 301.7b)."""
    with pytest.raises(UncompilableText):
        compile_text("V", "Crew 2", ("Artifact",))
