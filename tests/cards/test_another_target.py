"""115.3: "another target" (issue 16): after an earlier target slot of the same ability it
must be a different object (Pit Fight, Leeching Bite); with no earlier slot, it is another
object than the source.  Compiled from text and played."""

from __future__ import annotations

from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text

FIGHT = "Target creature you control fights another target creature."
registry.register(dsl.CardDef(
    name="Test Pit Fight",
    faces=(dsl.Face(name="Test Pit Fight", mana_cost="{1}{R}", types=("Instant",),
                    abilities=compile_text("Test Pit Fight", FIGHT, ("Instant",))),),
    source="test",
))


def test_the_second_slot_of_another_target_differs_from_the_first() -> None:
    """115.3: once Grizzly Bears is the first target, it is not among the choices for
    "another target creature"; alice's other creature and bob's are."""
    d = position({"alice": {"hand": ["Test Pit Fight"],
                            "battlefield": ["Grizzly Bears", "Savannah Lions", {"card": "Mountain", "count": 2}]},
                  "bob": {"battlefield": ["Glory Seeker"]}})
    game = d.game
    game.choose(next(o for o in game.decision.options if o.kind == "cast"))
    bears, lions, seeker = d.object("Grizzly Bears"), d.object("Savannah Lions"), d.object("Glory Seeker")
    first = game.decision
    assert {o.value for o in first.options if o.kind == "target"} == {("obj", bears), ("obj", lions)}  # you control
    game.choose(next(o for o in first.options if o.value == ("obj", bears)))
    second = game.decision
    assert {o.value for o in second.options if o.kind == "target"} == {("obj", lions), ("obj", seeker)}


def test_another_target_cannot_be_the_first_target_so_a_lone_creature_cannot_fight_itself() -> None:
    """115.3, 601.2c: with one creature on the battlefield, the spell has no legal second target
    and can't be cast; with "target creature" instead of "another target creature" it could."""
    d = position({"alice": {"hand": ["Test Pit Fight"], "battlefield": ["Grizzly Bears", {"card": "Mountain", "count": 2}]},
                  "bob": {}})
    assert d.action_problem("alice", "casts", "Test Pit Fight") is not None
    (fight,) = compile_text("Test", FIGHT.replace("another target", "target"), ("Instant",))
    assert fight.targets[1].different_from == ()
    (mutated,) = compile_text("Test", FIGHT, ("Instant",))
    assert mutated.targets[1].different_from == (0,)


def test_another_target_with_no_earlier_slot_is_another_than_the_source() -> None:
    """"When ~ enters, destroy another target creature": not the entering creature itself."""
    (ability,) = compile_text("Test Card", "When Test Card enters, destroy another target creature.", ("Creature",))
    assert ability.targets[0].filter.other and ability.targets[0].different_from == ()
