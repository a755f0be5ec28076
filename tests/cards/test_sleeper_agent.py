"""614.12, 508.1c-d, 602.2, 108.4: "~ enters under the control of an opponent of your choice.",
"~ attacks each combat if able and can't attack its owner or planeswalkers its owner controls.",
"{3}: ~'s controller loses 2 life and you draw a card. Any player may activate this ability."
(Xantcha, Sleeper Agent): its owner chooses the opponent who controls it as it enters; it can't
attack its owner; whoever activates the ability draws, its controller loses life.  Mutations:
another wording of each line is refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.errors import IllegalAction

_TEXT = ("Sleeper Test Agent enters under the control of an opponent of your choice.\n"
         "Sleeper Test Agent attacks each combat if able and can't attack its owner or planeswalkers its owner controls.\n"
         "{3}: Sleeper Test Agent's controller loses 2 life and you draw a card. Any player may activate this ability.")
compiled_card("Sleeper Test Agent", _TEXT, ("Creature",), "{0}", power="5", toughness="5")
_LIBRARY = ["Island"] * 8


def _cast(players: tuple = ("alice", "bob"), opponent: str = "bob"):
    state = {name: {"library": _LIBRARY, "battlefield": ["Island"] * 3} for name in players}
    state["alice"]["hand"] = ["Sleeper Test Agent"]
    d = position(state)
    d.act("alice", "casts", "Sleeper Test Agent", choices=[opponent])
    d.resolve(None)
    return d


def test_614_12_it_enters_under_the_chosen_opponents_control() -> None:
    d = _cast(("alice", "bob", "carol"), "carol")
    agent = d.object("Sleeper Test Agent")
    assert battlefield(d, "carol") == ["Island"] * 3 + ["Sleeper Test Agent"]
    assert d.game.state.objects[agent].owner == d.player("alice")


def test_508_1c_it_cant_attack_its_owner() -> None:
    d = _cast(("alice", "bob", "carol"), "bob")
    agent = d.object("Sleeper Test Agent")
    game = d.game.kernel
    assert combat.defender_problem(game, agent, ("player", d.player("alice"))) is not None
    assert combat.defender_problem(game, agent, ("player", d.player("carol"))) is None
    d.pass_to_step("beginning_of_combat", d.player("bob"))
    with pytest.raises(IllegalAction):
        d.attack("bob", {"Sleeper Test Agent": "alice"})


def test_two_players_it_can_attack_nobody() -> None:
    d = _cast()
    d.pass_to_step("beginning_of_combat", d.player("bob"))
    assert combat.attack_problem(d.game.kernel, d.object("Sleeper Test Agent")) is not None


def test_602_2_any_player_activates_the_activator_draws_its_controller_loses_life() -> None:
    d = _cast()
    d.act("alice", "activates", "Sleeper Test Agent")
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 1 and life(d, "bob") == 18 and life(d, "alice") == 20
    d.act("bob", "activates", "Sleeper Test Agent")
    d.resolve(None)
    assert len(cards(d, "bob", "hand")) == 1 and life(d, "bob") == 16


def test_the_trees() -> None:
    replacement, must, owner, ability = compile_text("Sleeper Test Agent", _TEXT, ("Creature",))
    assert replacement.effect == dsl.EntersUnderOpponentsControl()
    assert must.effect == dsl.MustAttack() and owner.effect == dsl.CantAttackOwner()
    assert ability.any_player and ability.effects == (dsl.LoseLife(2, dsl.ControllerOf(dsl.Self())), dsl.Draw(1))


@pytest.mark.parametrize("text", [
    "~ enters under the control of an opponent of their choice.",
    "~ attacks each combat if able and can't attack its controller or planeswalkers its owner controls.",
    "{3}: ~'s owner loses 2 life and you draw a card. Any player may activate this ability.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
