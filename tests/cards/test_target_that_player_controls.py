"""A triggered ability's "target ... that player controls" (603.3d, 608.2b): the player its
event names ("deals combat damage to a player", "each opponent's upkeep", "becomes the target of
a spell or ability an opponent controls": that spell's or ability's controller).  Only that
player's permanents may be chosen, and on resolution a target that changed controller is
illegal.  Scalelord Reckoner: "Whenever a Dragon you control becomes the target of a spell or
ability an opponent controls, destroy target nonland permanent that player controls."."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

LIBRARY = ["Island"] * 6


@pytest.fixture(autouse=True)
def that_player_cards():
    with registry.scope():
        compiled_card("Test Reckoner", "Flying\nWhenever a Dragon you control becomes the target of a spell or ability an "
                      "opponent controls, destroy target nonland permanent that player controls.", ("Creature",),
                      cost="{0}", power="4", toughness="4", subtypes=("Dragon",))
        compiled_card("Test Slitter", "Whenever Test Slitter deals combat damage to a player, destroy target nonblack "
                      "creature that player controls.", ("Creature",), cost="{0}", power="2", toughness="2")
        compiled_card("Test Sentinel", "At the beginning of each opponent's upkeep, tap target creature that player "
                      "controls.", ("Enchantment",), cost="{0}")
        compiled_card("Test Treason", "Gain control of target creature until end of turn.", ("Instant",), cost="{0}")
        yield


def _names(d, player: str) -> list[str]:
    return sorted(d.game.chars(o).name for o in d.game.state.battlefield if d.game.chars(o).controller == d.player(player))


def test_an_opponents_spell_targeting_a_dragon_destroys_their_permanent() -> None:
    """Bob's Shock targets the Dragon: the trigger may choose only bob's nonland permanents (not
    alice's Grizzly Bears, nor bob's land); it resolves first and destroys bob's Ornithopter."""
    d = position({"alice": {"battlefield": ["Test Reckoner", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain", "Ornithopter"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Shock", targets=["Test Reckoner"])
    d.until_priority(d.player("alice"))
    trigger = d.game.state.stack[-1]
    assert trigger.kind == "triggered" and trigger.targets == [[["obj", d.object("Ornithopter")]]]
    d.resolve(1)
    assert "Ornithopter" not in _names(d, "bob") and "Grizzly Bears" in _names(d, "alice")


def test_alices_own_spell_doesnt_trigger_it() -> None:
    """"An opponent controls": alice's own spell targeting her Dragon triggers nothing."""
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Test Reckoner", "Forest"], "library": LIBRARY},
                  "bob": {"battlefield": ["Ornithopter"], "library": LIBRARY}})
    d.act("alice", "casts", "Giant Growth", targets=["Test Reckoner"])
    assert [item.kind for item in d.game.state.stack] == ["spell"]


def test_with_no_permanent_of_that_player_the_trigger_is_removed() -> None:
    """603.3d: bob controls only a land: no legal target, the trigger leaves the stack."""
    d = position({"alice": {"battlefield": ["Test Reckoner", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Shock", targets=["Test Reckoner"])
    assert [item.kind for item in d.game.state.stack] == ["spell"]
    assert any(e["type"] == "trigger_removed" for e in d.game.log.since(0))


def test_combat_damage_to_a_player_destroys_that_players_creature() -> None:
    """The damaged player's nonblack creature (bob's Grizzly Bears, not alice's own)."""
    d = position({"alice": {"battlefield": ["Test Slitter", "Llanowar Elves"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.attack("alice", ["Test Slitter"])
    d.pass_until(lambda: d.game.state.step == "main2" and not d.game.state.stack)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"] and "Llanowar Elves" in _names(d, "alice")


def test_each_opponents_upkeep_taps_that_players_creature() -> None:
    """"At the beginning of each opponent's upkeep": bob's creature is tapped, alice's isn't."""
    d = position({"alice": {"battlefield": ["Test Sentinel", "Llanowar Elves"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.pass_to_step("draw", d.player("bob"))
    bears = d.object("Grizzly Bears")
    assert d.game.state.objects[bears].tapped
    assert not d.game.state.objects[d.object("Llanowar Elves")].tapped


def test_a_target_that_changed_controller_is_illegal() -> None:
    """608.2b: the target must still be controlled by that player as the trigger resolves."""
    d = position({"alice": {"hand": ["Test Treason"], "battlefield": ["Test Reckoner"], "library": LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain", "Grizzly Bears"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Shock", targets=["Test Reckoner"])
    d.act("alice", "casts", "Test Treason", targets=["Grizzly Bears"])
    d.resolve(1)  # alice now controls the Bears
    d.resolve(1)  # the trigger: its target is illegal
    assert "Grizzly Bears" in _names(d, "alice")


def test_reading() -> None:
    ability = compile_text("Test", "Whenever Test deals combat damage to a player, destroy target artifact that player "
                           "controls.", ("Creature",))[0]
    assert ability.targets[0].filter == dsl.Filter(types=("Artifact",), controller=dsl.THAT_PLAYER)


@pytest.mark.parametrize("text", [
    "When Test enters, destroy target artifact that player controls.",  # no player named
    "Whenever Test deals combat damage to a player, destroy all artifacts that player controls you control.",
    "Whenever Test deals combat damage to a player, destroy target artifact card that player controls.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
