"""701.19: regeneration, compiled from "{B}: Regenerate ~." and played through the replacement
pipeline: the shield replaces the next destruction this turn (lethal damage or an effect),
once; "can't be regenerated" (701.19c) gets past it; it ends with the turn."""

from __future__ import annotations

from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.engine.state import REGENERATION_SHIELD

LINE = "{B}: Regenerate Test Drudge Skeleton."
registry.register(dsl.CardDef(
    name="Test Drudge Skeleton",
    faces=(dsl.Face(name="Test Drudge Skeleton", mana_cost="{1}{B}", types=("Creature",), subtypes=("Skeleton",),
                    power="1", toughness="1", abilities=compile_text("Test Drudge Skeleton", LINE, ("Creature",))),),
    source="test",
))


def _skeleton_position(hand: list[str], mana: list) -> object:
    return position({"alice": {"hand": hand, "battlefield": mana},
                     "bob": {"battlefield": ["Test Drudge Skeleton", {"card": "Swamp", "count": 2}]}})


def test_701_19_a_shield_replaces_destruction_by_lethal_damage_once() -> None:
    """701.19a-c: bob regenerates his Skeleton; alice's Shock would destroy it (704.5g): instead
    it's tapped and its damage removed, and the shield is used up; a second Shock kills it."""
    d = _skeleton_position(["Shock", "Shock"], [{"card": "Mountain", "count": 2}])
    d.pass_once()  # alice passes in her main phase: bob gets priority
    d.act("bob", "activates", "Test Drudge Skeleton")
    d.resolve(None)
    skeleton = d.object("Test Drudge Skeleton")
    assert [e.kind for e in d.game.state.effects] == [REGENERATION_SHIELD]
    d.act("alice", "casts", "Shock", targets=["Test Drudge Skeleton"])
    d.resolve(None)
    obj = d.game.state.objects[skeleton]
    assert obj.zone == "battlefield" and obj.tapped and obj.damage == 0
    assert [e["obj"] for e in events(d.game, "regenerate")] == [skeleton]
    assert d.game.state.effects == []
    d.act("alice", "casts", "Shock", targets=["Test Drudge Skeleton"])
    d.resolve(None)
    assert skeleton not in d.game.state.battlefield


def test_701_19c_cant_be_regenerated_gets_past_the_shield() -> None:
    """701.19c: "destroy target creature. It can't be regenerated." destroys a shielded creature."""
    spell = compile_text("Test Smother", "Destroy target creature. It can't be regenerated.", ("Instant",))
    registry.register(dsl.CardDef(name="Test Smother", faces=(dsl.Face(name="Test Smother", mana_cost="{B}",
                                                                       types=("Instant",), abilities=spell),),
                                  source="test"))
    d = _skeleton_position(["Test Smother"], ["Swamp"])
    d.pass_once()
    d.act("bob", "activates", "Test Drudge Skeleton")
    d.resolve(None)
    skeleton = d.object("Test Drudge Skeleton")
    d.act("alice", "casts", "Test Smother", targets=["Test Drudge Skeleton"])
    d.resolve(None)
    assert skeleton not in d.game.state.battlefield


def test_701_19a_the_shield_lasts_for_this_turn_only() -> None:
    """701.19a: "the next time ... this turn": the shield is gone after the cleanup step."""
    d = _skeleton_position([], [])
    d.pass_once()
    d.act("bob", "activates", "Test Drudge Skeleton")
    d.resolve(None)
    assert [e.kind for e in d.game.state.effects] == [REGENERATION_SHIELD]
    d.pass_to_step("upkeep", player=1)
    assert d.game.state.effects == []
