"""613.1b: "You control enchanted creature." is a control-changing effect of the Aura's static
ability (layer 2): the creature's controller is the Aura's controller while it is attached.
302.6: the creature came under its new controller's control when the Aura was attached, and
under its old controller's control again when the Aura left (engine/control.py)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.engine.game import Game

compiled_card("Test Control Magic", "Enchant creature\nYou control enchanted creature.", ("Enchantment",), "{U}",
              subtypes=("Aura",))

LIBRARY = ["Island"] * 5


def _stolen() -> object:
    """Alice casts the Aura on bob's Bears in her first main phase."""
    d = position({"alice": {"library": LIBRARY, "hand": ["Test Control Magic"], "battlefield": ["Island"]},
                  "bob": {"library": LIBRARY, "hand": ["Naturalize"], "battlefield": [
                      "Grizzly Bears", {"card": "Forest", "count": 2}]}})
    d.act("alice", "casts", "Test Control Magic", targets=["Grizzly Bears"])
    d.resolve(None)
    return d


def test_613_1b_the_auras_controller_controls_the_creature_and_302_6_it_is_new_to_her() -> None:
    """613.1b: alice controls bob's Bears while her Aura is attached; 302.6: it came under her
    control this turn, so it can't attack this turn, and can on her next turn."""
    d = _stolen()
    bears = d.object("Grizzly Bears")
    assert d.game.chars(bears).controller == d.player("alice")
    assert d.game.state.objects[bears].controller == d.player("bob")  # its own controller is unchanged
    assert combat.attack_problem(d.game.kernel, bears) == "Grizzly Bears is summoning sick (302.6)"
    d.pass_to_step("main1", player=d.player("alice"), turn=3)
    assert combat.attack_problem(d.game.kernel, bears) is None


def test_613_1b_when_the_aura_leaves_the_creature_returns_and_is_new_to_its_owner() -> None:
    """611.3a, 302.6: bob destroys the Aura on his turn: he controls the Bears again, and as it
    came under his control this turn, it can't attack this turn."""
    d = _stolen()
    bears = d.object("Grizzly Bears")
    d.pass_to_step("main1", player=d.player("bob"))
    d.act("bob", "casts", "Naturalize", targets=["Test Control Magic"])
    d.resolve(None)
    assert d.game.chars(bears).controller == d.player("bob")
    assert combat.attack_problem(d.game.kernel, bears) == "Grizzly Bears is summoning sick (302.6)"
    assert "static_control" not in d.game.state.extra


def test_a_save_with_a_stolen_creature_loads() -> None:
    """The Aura's hold is saved (state.extra["static_control"], checked by engine/savegame.py):
    the loaded game is the same game, the hold included."""
    d = _stolen()
    restored = Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.extra["static_control"] == d.game.state.extra["static_control"]


@pytest.mark.parametrize("text", ["You control enchanted player.", "You control equipped creature.",
                                  "You control enchanted creature until end of turn."])
def test_control_of_anything_but_the_enchanted_permanent_for_as_long_as_it_lasts_is_refused(text: str) -> None:
    """Mutations of "You control enchanted creature.": a player, an Equipment's creature, a
    duration: refused, not read as the Aura's static control effect."""
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Aura", text, ("Enchantment",))
    assert refused.value.phrases == [text]


def test_you_control_enchanted_land_compiles_to_the_same_effect() -> None:
    (ability,) = compile_text("Test Aura", "You control enchanted land.", ("Enchantment",))
    assert ability.effect == dsl.ControlAttached()
