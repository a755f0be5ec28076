"""Countering abilities (701.6a, 113.7a): "Counter target activated or triggered ability."
(Stifle) removes the ability from the stack (its cost stays paid, 602.2h); "Counter target
activated ability." can't target a triggered one; "... you don't control" not one of yours; an
ability being activated can't target itself (115.5); a countered ability's target that left the
stack makes the counter do nothing (608.2b).  Mutations close the family."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import targets

compiled_card("Test Stifle", "Counter target activated or triggered ability.", ("Instant",))
compiled_card("Test Squelch", "Counter target activated ability.", ("Instant",))
compiled_card("Test Obstruction", "Counter target activated or triggered ability you don't control.", ("Instant",))
compiled_card("Test Stifle Pinger", "{T}: Test Stifle Pinger deals 1 damage to any target.", ("Creature",), power="1", toughness="1")
compiled_card("Test Caller", "When Test Caller enters, draw two cards.", ("Creature",), power="1", toughness="1")
compiled_card("Test Guildmage", "{1}: Counter target activated ability.", ("Creature",), power="2", toughness="2")

_LIBRARY = ["Island"] * 6


def test_701_6a_an_activated_ability_is_countered_and_its_cost_stays_paid() -> None:
    d = position({"alice": {"hand": ["Test Stifle"]}, "bob": {"battlefield": ["Test Stifle Pinger"], "library": _LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "activates", "Test Stifle Pinger", targets=["alice"])
    d.act("alice", "casts", "Test Stifle", targets=["Test Stifle Pinger"])
    d.resolve(None)
    assert life(d, "alice") == 20
    assert d.game.state.stack == []
    assert d.game.state.objects[d.object("Test Stifle Pinger")].tapped  # 602.2h: paid as it was activated
    assert cards(d, "alice", "graveyard") == ["Test Stifle"]


def test_701_6a_a_triggered_ability_is_countered() -> None:
    d = position({"alice": {"hand": ["Test Stifle"]}, "bob": {"hand": ["Test Caller"], "library": _LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "casts", "Test Caller")
    d.pass_until(lambda: any(i.kind == "triggered" for i in d.game.state.stack))
    d.act("alice", "casts", "Test Stifle", targets=["Test Caller"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Island"]  # the draw step's card, not two more
    assert d.game.state.objects[d.object("Test Caller")].zone == "battlefield"


def _slot_choices(d, card: str) -> list:
    (spell,) = [a for a in d.game.chars(d.object(card)).abilities if isinstance(a, dsl.SpellAbility)]
    return targets.candidates(d.game.kernel, spell.targets[0], d.object(card), d.player("alice"))


def test_an_activated_ability_slot_doesnt_take_a_triggered_one() -> None:
    d = position({"alice": {"hand": ["Test Squelch", "Test Stifle"]}, "bob": {"hand": ["Test Caller"], "library": _LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "casts", "Test Caller")
    d.pass_until(lambda: any(i.kind == "triggered" for i in d.game.state.stack))
    assert _slot_choices(d, "Test Squelch") == []
    assert len(_slot_choices(d, "Test Stifle")) == 1
    assert d.action_problem("alice", "casts", "Test Squelch") is not None


def test_you_dont_control_excludes_your_own_abilities() -> None:
    d = position({"alice": {"hand": ["Test Obstruction", "Test Stifle"], "battlefield": ["Test Stifle Pinger"]}, "bob": {}})
    d.act("alice", "activates", "Test Stifle Pinger", targets=["bob"])
    assert _slot_choices(d, "Test Obstruction") == []
    assert len(_slot_choices(d, "Test Stifle")) == 1


def test_115_5_an_ability_being_activated_cant_target_itself() -> None:
    """The Guildmage's ability can counter the Pinger's, never itself; with nothing else on the
    stack it can't be activated at all."""
    d = position({"alice": {"battlefield": ["Test Guildmage", "Island", "Island"]},
                  "bob": {"battlefield": ["Test Stifle Pinger"], "library": _LIBRARY}})
    assert d.action_problem("alice", "activates", "Test Guildmage") is not None
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "activates", "Test Stifle Pinger", targets=["alice"])
    d.act("alice", "activates", "Test Guildmage", targets=["Test Stifle Pinger"])
    d.resolve(None)
    assert life(d, "alice") == 20


def test_608_2b_the_counter_does_nothing_if_the_ability_already_left_the_stack() -> None:
    """Two Stifles on one ability: the second finds its target gone and doesn't resolve."""
    d = position({"alice": {"hand": ["Test Stifle", "Test Stifle"]}, "bob": {"battlefield": ["Test Stifle Pinger"], "library": _LIBRARY}})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "activates", "Test Stifle Pinger", targets=["alice"])
    d.act("alice", "casts", "Test Stifle", targets=["Test Stifle Pinger"])
    d.act("alice", "casts", "Test Stifle", targets=["Test Stifle Pinger"])
    d.resolve(None)
    assert life(d, "alice") == 20 and d.game.state.stack == []
    assert [e["type"] for e in d.game.log if e["type"] in ("fizzle", "countered")] == ["countered", "fizzle"]


@pytest.mark.parametrize("text, spec", [
    ("Counter target activated ability.", dsl.TargetSpec(kind="ability", zone="stack", abilities=("activated",))),
    ("Counter target triggered ability.", dsl.TargetSpec(kind="ability", zone="stack", abilities=("triggered",))),
    ("Counter target activated or triggered ability.",
     dsl.TargetSpec(kind="ability", zone="stack", abilities=("activated", "triggered"))),
    ("Counter target activated or triggered ability you don't control.",
     dsl.TargetSpec(kind="ability", zone="stack", player="opponent", abilities=("activated", "triggered"))),
    ("Counter target activated ability from an artifact source.",
     dsl.TargetSpec(kind="ability", zone="stack", filter=dsl.Filter(types=("Artifact",)), abilities=("activated",))),
])
def test_each_wording_compiles_to_its_own_slot(text: str, spec: dsl.TargetSpec) -> None:
    (spell,) = compile_text("Test Card", text, ("Instant",))
    assert spell.effects == (dsl.CounterAbility(dsl.Target(0)),) and spell.targets == (spec,)


@pytest.mark.parametrize("text", [
    "Counter target mana ability.",
    "Counter target activated or triggered abilities.",
    "Counter target static ability.",
    "Counter target activated ability from an instant source.",
    "Counter target activated ability from an artifacts source.",
    "Counter target activated ability you control.",
    "Counter two target activated abilities.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
