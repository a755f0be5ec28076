"""Energy counters (107.14, 122.1): "you get {E}{E}" gives its controller energy counters;
"Pay {E}" is a cost that removes them, payable only with that many; "you may pay {E}{E}. If you
do, ..." is offered only with enough energy (608.2c).  A player's energy is public (the view)
and part of the saved game."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.game import Game

CHASER = ("When Test Chaser enters the battlefield, you get {E}{E}.\n"
          "Whenever Test Chaser attacks, you may pay {E}{E}. If you do, you gain 3 life.")


@pytest.fixture(autouse=True)
def energy_cards():
    with registry.scope():
        compiled_card("Test Chaser", CHASER, ("Creature",), cost="{1}", power="2", toughness="1")
        compiled_card("Test Pump", "Pay {E}: Test Pump gets +1/+1 until end of turn.", ("Creature",),
                      power="1", toughness="1")
        compiled_card("Test Hub", "{T}, Pay {E}: Add one mana of any color.", ("Land",), cost=None)
        yield


def _energy(d, name: str) -> int:
    return d.game.state.players[d.player(name)].energy


def test_entering_gives_energy_that_everyone_sees() -> None:
    d = position({"alice": {"hand": ["Test Chaser"], "battlefield": ["Forest"]}})
    d.act("alice", "casts", "Test Chaser")
    d.resolve(None)
    assert _energy(d, "alice") == 2
    assert [e["count"] for e in events(d.game, "energy")] == [2]
    assert d.game.view(1)["players"][0]["energy"] == 2


@pytest.mark.parametrize("energy, life", [(2, 23), (1, 20)])
def test_you_may_pay_energy_only_with_enough(energy: int, life: int) -> None:
    """608.2c: with 2 energy, paying gains 3 life and leaves none; with 1, nothing is asked."""
    d = position({"alice": {"battlefield": ["Test Chaser"], "energy": energy}})
    d.attack("alice", ["Test Chaser"])
    if energy >= 2:
        d.pass_until(lambda: d.game.decision.kind == "may")
        d.choose(next(o for o in d.decision.options if o.kind == "yes"))
    d.resolve(None)
    assert d.game.state.players[0].life == life
    assert _energy(d, "alice") == (0 if energy >= 2 else 1)


def test_an_energy_cost_needs_the_energy() -> None:
    """107.14, 118.3: with no energy the ability isn't offered; with one it is, and paying it
    removes the counter."""
    d = position({"alice": {"battlefield": ["Test Pump"]}})
    assert not [o for o in d.decision.options if o.kind == "activate"]
    d = position({"alice": {"battlefield": ["Test Pump"], "energy": 1}})
    d.act("alice", "activates", "Test Pump")
    d.resolve(1)
    assert _energy(d, "alice") == 0
    assert d.game.chars(d.object("Test Pump")).power == 2


def test_a_mana_ability_with_an_energy_cost() -> None:
    """605.1a: "{T}, Pay {E}: Add one mana of any color" is a mana ability; it is usable only
    with energy, and using it pays the energy."""
    ability = compile_text("Test Hub", "{T}, Pay {E}: Add one mana of any color.", ("Land",))[0]
    assert ability.mana and ability.cost.energy == 1
    d = position({"alice": {"battlefield": ["Test Hub"]}})
    assert not [o for o in d.decision.options if o.kind == "activate"]
    d = position({"alice": {"battlefield": ["Test Hub"], "energy": 1}})
    d.choose(next(o for o in d.decision.options if o.kind == "activate"))
    while d.decision.kind != "priority":  # the color of the mana
        d.choose(d.decision.options[0])
    assert _energy(d, "alice") == 0 and sum(d.game.state.players[0].mana_pool.values()) == 1


def test_energy_is_saved_and_checked() -> None:
    d = position({"alice": {"battlefield": ["Forest"], "energy": 3}})
    saved = d.game.to_json()
    assert Game.from_json(saved).state.players[0].energy == 3
    with pytest.raises(Exception, match="energy"):
        Game.from_json(saved.replace('"energy":3', '"energy":-1'))


def test_one_word_changed() -> None:
    """Mutation: three symbols give three; another player getting energy isn't read."""
    three = compile_text("T", "When T enters the battlefield, you get {E}{E}{E}.", ("Creature",))[0]
    assert three.effects == (dsl.GetEnergy(3),)
    with pytest.raises(UncompilableText):
        compile_text("T", "When T enters the battlefield, target player gets {E}{E}.", ("Creature",))
