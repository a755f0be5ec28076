"""502.3: "That creature doesn't untap during its controller's next untap step", "Those
creatures don't untap during their controller's next untap step", "~ doesn't untap during your
next untap step": the permanents stay tapped in that one untap step, then untap as usual; the
effect is saved with the game until it is used; a mana ability's "~ doesn't untap during your
next untap step" applies as it resolves (605.3b).  Mutation: "next untap step" without "next" or
with another player is refused, and so is a mana ability that restricts another permanent."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game
from manastack.engine.state import DOESNT_UNTAP_NEXT

LYNX = ("When Test Frost Lynx enters the battlefield, tap target creature an opponent controls. That creature "
        "doesn't untap during its controller's next untap step.")
compiled_card("Test Frost Lynx", LYNX, ("Creature",), power="2", toughness="2")
compiled_card("Test Frost Breath", "Tap up to two target creatures. Those creatures don't untap during their "
              "controller's next untap step.", ("Instant",))
compiled_card("Test Lead Golem", "Whenever Test Lead Golem attacks, it doesn't untap during its controller's next "
              "untap step.", ("Artifact", "Creature"), power="3", toughness="5")
compiled_card("Test Arbalest", "{T}: Test Arbalest deals 1 damage to any target. Test Arbalest doesn't untap during "
              "your next untap step.", ("Creature",), power="1", toughness="1")

_LIBRARY = ["Forest"] * 10


def _tapped(d, name: str) -> bool:
    return d.game.state.objects[d.object(name)].tapped


def test_502_3_that_creature_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    d = position({"alice": {"hand": ["Test Frost Lynx"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": _LIBRARY}})
    cast(d, "alice", "Test Frost Lynx", choices=["Grizzly Bears"])
    assert _tapped(d, "Grizzly Bears")
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()  # saved until used
    d.pass_to_step("upkeep", d.player("bob"))
    assert _tapped(d, "Grizzly Bears")  # bob's next untap step: it stayed tapped
    assert not [e for e in d.game.state.effects if e.kind == DOESNT_UNTAP_NEXT]  # used up
    d.pass_to_step("upkeep", d.player("bob"), turn=d.game.state.turn + 2)
    assert not _tapped(d, "Grizzly Bears")  # the step after that it untaps


def test_502_3_alices_own_untap_step_is_not_the_creatures_controllers() -> None:
    """Alice's next untap step comes after bob's; the effect waits for bob's (its controller's)."""
    d = position({"active": "bob", "alice": {"hand": ["Test Frost Breath"], "battlefield": ["Island"],
                                             "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": _LIBRARY}})
    d.until_priority(d.player("alice"))
    cast(d, "alice", "Test Frost Breath", targets=["Grizzly Bears", "Savannah Lions"])
    assert _tapped(d, "Grizzly Bears") and _tapped(d, "Savannah Lions")
    d.pass_to_step("upkeep", d.player("alice"))
    assert [e for e in d.game.state.effects if e.kind == DOESNT_UNTAP_NEXT]  # not alice's creatures
    d.pass_to_step("upkeep", d.player("bob"))
    assert _tapped(d, "Grizzly Bears") and _tapped(d, "Savannah Lions")


def test_502_3_an_attacking_creature_that_doesnt_untap_next() -> None:
    """Test Lead Golem taps to attack; it stays tapped through alice's next untap step."""
    d = position({"alice": {"battlefield": ["Test Lead Golem"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.pass_to_step("beginning_of_combat")
    d.attack("alice", ["Test Lead Golem"])
    d.resolve(None)
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert _tapped(d, "Test Lead Golem")


def test_502_3_your_next_untap_step() -> None:
    """"~ doesn't untap during your next untap step": Test Arbalest stays tapped one untap step."""
    d = position({"alice": {"battlefield": ["Test Arbalest"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.act("alice", "activates", "Test Arbalest", targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[d.player("bob")].life == 19
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert _tapped(d, "Test Arbalest")
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert not _tapped(d, "Test Arbalest")


compiled_card("Test Innkeeper", "When Test Innkeeper enters the battlefield, tap target land an opponent controls. "
              "That land doesn't untap during its controller's next untap step.", ("Creature",), power="3", toughness="2")


def test_502_3_that_land_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    d = position({"alice": {"hand": ["Test Innkeeper"], "library": _LIBRARY},
                  "bob": {"battlefield": [{"card": "Forest", "as": "bob's Forest"}], "library": _LIBRARY}})
    cast(d, "alice", "Test Innkeeper")  # its only legal target: bob's Forest
    d.pass_to_step("upkeep", d.player("bob"))
    assert _tapped(d, "bob's Forest")


@pytest.mark.parametrize("line", [
    "Tap target creature. That land doesn't untap during its controller's next untap step.",
    "Tap target creature. That creature doesn't untap during its controller's untap step.",
    "Tap target creature. That creature doesn't untap during your next untap step.",
    "Tap target creature. It doesn't untap during its controller's next two untap steps.",
    "Tap target creature. Those creatures don't untap during their controller's next untap step.",
    "Tap all creatures. They don't untap during their controllers' next untap step.",
])
def test_mutated_untap_sentences_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Instant",))


MARSH = "{T}: Add {B} or {R}. Test Cinder Marsh doesn't untap during your next untap step."
compiled_card("Test Cinder Marsh", "{T}: Add {C}.\n" + MARSH, ("Land",), cost=None)


def test_605_3b_a_mana_ability_that_keeps_its_land_tapped() -> None:
    """Paying for Goblin Guide with Test Cinder Marsh's {R}: the land stays tapped through
    alice's next untap step."""
    d = position({"alice": {"battlefield": ["Test Cinder Marsh"], "hand": ["Goblin Guide"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.act("alice", "casts", "Goblin Guide", pay=["Test Cinder Marsh"], choices=["R"])
    d.resolve(None)
    assert [e for e in d.game.state.effects if e.kind == DOESNT_UNTAP_NEXT]
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert _tapped(d, "Test Cinder Marsh")


@pytest.mark.parametrize("line", [
    "{T}: Add {B}. Enchanted creature doesn't untap during its controller's next untap step.",
    "{T}: Add {B}. Test Card can't block this turn.",
])
def test_a_mana_ability_that_restricts_something_else_is_refused(line: str) -> None:
    """605.3b: the engine's mana abilities add their mana and keep only themselves tapped."""
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Land",))


def test_its_controllers_and_your_are_different_trees() -> None:
    (yours,) = compile_text("Test Card", "{1}: Tap Test Card. Test Card doesn't untap during your next untap step.",
                            ("Creature",))
    (its,) = compile_text("Test Card", "{1}: Tap Test Card. Test Card doesn't untap during its controller's next "
                          "untap step.", ("Creature",))
    assert (yours.effects[1].whose, its.effects[1].whose) == ("you", "controller")
