"""602.5b: "Activate only during your turn, before attackers are declared", "... only during
your upkeep", "... only during combat", "... no more than twice each turn", and 602.2: "Any
player may activate this ability" (the player who activates it controls it on the stack),
compiled from Oracle text and played.  An activation out of its time isn't offered and is
refused (IllegalAction); a mutated rider compiles to a different tree or is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction
from manastack.engine.game import Game

BEFORE_ATTACKERS = "{T}: You gain 1 life. Activate this ability only during your turn, before attackers are declared."
UPKEEP = "Sacrifice Test Augur: You gain 4 life. Activate this ability only during your upkeep."
COMBAT = "{1}: Test Sleigh Rider gets +1/+1 until end of turn. Activate this ability only during combat."
TWICE = "{R}: Test Firebelly gets +1/+0 until end of turn. Activate this ability no more than twice each turn."
ANY_PLAYER = "{2}: Put a +1/+1 counter on Test Hydra. Any player may activate this ability."
ANY_PLAYER_DISCARD = ("Discard a card: Test Prowler gets -2/-0 until end of turn. Any player may activate this "
                      "ability but only any time they could cast a sorcery.")

compiled_card("Test Shu Farmer", BEFORE_ATTACKERS, ("Creature",), power="1", toughness="1")
compiled_card("Test Augur", UPKEEP, ("Creature",), power="1", toughness="3")
compiled_card("Test Sleigh Rider", COMBAT, ("Creature",), power="2", toughness="2")
compiled_card("Test Firebelly", TWICE, ("Creature",), power="2", toughness="1")
compiled_card("Test Hydra", ANY_PLAYER, ("Creature",), power="1", toughness="1")
compiled_card("Test Prowler", ANY_PLAYER_DISCARD, ("Creature",), power="5", toughness="1")

_LIBRARY = ["Forest"] * 8


def _refused(d, player: str, card: str) -> None:
    """The activation isn't offered (action_problem) and choosing it is refused."""
    assert d.action_problem(player, "activates", card) is not None
    with pytest.raises(IllegalAction):
        d.act(player, "activates", card)


def test_602_5b_before_attackers_are_declared_on_your_turn() -> None:
    """Offered in the precombat main phase and the beginning of combat step of its controller's
    turn; not once attackers are declared (508.1), nor in the second main phase, nor on another
    player's turn."""
    d = position({"alice": {"battlefield": [{"card": "Test Shu Farmer", "as": "A"}, "Grizzly Bears"],
                            "library": _LIBRARY},
                  "bob": {"battlefield": [{"card": "Test Shu Farmer", "as": "B"}], "library": _LIBRARY}})
    assert d.action_problem("alice", "activates", "A") is None
    assert "only during your turn" in d.action_problem("bob", "activates", "B")  # 602.5b
    d.pass_to_step("beginning_of_combat")
    assert d.action_problem("alice", "activates", "A") is None
    d.attack("alice", ["Grizzly Bears"])
    assert d.game.state.step == "declare_attackers"
    _refused(d, "alice", "A")
    d.pass_to_step("main2")
    _refused(d, "alice", "A")


def test_602_5b_the_ability_resolves_when_activated_in_time() -> None:
    d = position({"alice": {"battlefield": ["Test Shu Farmer"]}})
    d.act("alice", "activates", "Test Shu Farmer")
    d.resolve(None)
    assert life(d, "alice") == 21


def test_602_5b_only_during_your_upkeep() -> None:
    """Test Augur can be sacrificed in its controller's upkeep only: not in their main phase,
    not in another player's upkeep."""
    d = position({"alice": {"battlefield": [{"card": "Test Augur", "as": "A"}], "library": _LIBRARY},
                  "bob": {"battlefield": [{"card": "Test Augur", "as": "B"}], "library": _LIBRARY}})
    _refused(d, "alice", "A")
    d.pass_to_step("upkeep", d.player("bob"))
    _refused(d, "alice", "A")
    d.pass_to_step("upkeep", d.player("alice"))
    d.act("alice", "activates", "A")
    d.resolve(None)
    assert life(d, "alice") == 24
    assert d.game.state.players[0].graveyard and not d.on_battlefield(d.object("A"))


def test_602_5b_only_during_combat() -> None:
    """Test Sleigh Rider's ability works in the combat phase's steps (506.1), not in a main phase."""
    d = position({"alice": {"battlefield": ["Test Sleigh Rider", "Forest", "Forest"], "library": _LIBRARY}})
    _refused(d, "alice", "Test Sleigh Rider")
    d.pass_to_step("beginning_of_combat")
    d.act("alice", "activates", "Test Sleigh Rider")
    d.resolve(None)
    rider = d.object("Test Sleigh Rider")
    assert (d.game.chars(rider).power, d.game.chars(rider).toughness) == (3, 3)
    d.pass_to_step("main2")
    _refused(d, "alice", "Test Sleigh Rider")


def test_602_5b_no_more_than_twice_each_turn() -> None:
    """The third activation in a turn is refused; the count starts again next turn and is
    saved with the game."""
    d = position({"alice": {"battlefield": ["Test Firebelly"] + ["Mountain"] * 4, "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    for _ in range(2):
        d.act("alice", "activates", "Test Firebelly")
        d.resolve(None)
    assert d.game.chars(d.object("Test Firebelly")).power == 4
    assert "no more than 2 times" in d.action_problem("alice", "activates", "Test Firebelly")
    loaded = Game.from_json(d.game.to_json())
    assert loaded.to_json() == d.game.to_json()
    d.pass_to_step("main1", d.player("alice"), turn=d.game.state.turn + 2)
    assert d.action_problem("alice", "activates", "Test Firebelly") is None


def test_602_2_any_player_may_activate_and_controls_the_ability() -> None:
    """Bob activates the ability of alice's Test Hydra, paying with his own lands; the ability
    on the stack is his (602.2), and the counter goes on alice's Hydra."""
    d = position({"alice": {"battlefield": ["Test Hydra"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Forest", "Forest"], "library": _LIBRARY}})
    hydra = d.object("Test Hydra")
    d.until_priority(d.player("bob"))
    d.act("bob", "activates", "Test Hydra")
    (item,) = d.game.state.stack
    assert item.controller == d.player("bob")
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield
               if d.game.chars(o).name == "Forest")
    d.resolve(None)
    assert d.game.state.objects[hydra].counters.get("+1/+1") == 1
    assert d.game.chars(hydra).controller == d.player("alice")


def test_602_2_any_player_only_as_a_sorcery_and_the_activator_pays() -> None:
    """"Any player may activate this ability but only any time they could cast a sorcery":
    bob may in his own main phase, discarding from his hand; not in alice's turn."""
    d = position({"alice": {"battlefield": ["Test Prowler"], "library": _LIBRARY},
                  "bob": {"hand": ["Forest"], "library": _LIBRARY}})
    d.until_priority(d.player("bob"))
    assert d.action_problem("bob", "activates", "Test Prowler") is not None
    d.pass_to_step("main1", d.player("bob"))
    hand = list(d.game.state.players[d.player("bob")].hand)
    d.act("bob", "activates", "Test Prowler", choices=["Forest"])
    d.resolve(None)
    assert len(d.game.state.players[d.player("bob")].hand) == len(hand) - 1
    assert not d.game.state.players[d.player("alice")].graveyard
    assert d.game.chars(d.object("Test Prowler")).power == 3


def test_a_rider_names_its_part_of_the_turn_in_the_tree() -> None:
    """Mutation: "during your upkeep" and "during your turn" compile to different trees; the
    latter plays in the main phase (test above: the upkeep one doesn't)."""
    (upkeep,) = compile_text("Test Augur", UPKEEP, ("Creature",))
    (turn,) = compile_text("Test Augur", UPKEEP.replace("during your upkeep", "during your turn"), ("Creature",))
    assert (upkeep.only_your_turn, upkeep.only_during) == (True, "upkeep")
    assert (turn.only_your_turn, turn.only_during) == (True, "")
    compiled_card("Test Turn Augur", UPKEEP.replace("Test Augur", "Test Turn Augur").replace(
        "during your upkeep", "during your turn"), ("Creature",), power="1", toughness="3")
    d = position({"alice": {"battlefield": ["Test Turn Augur"]}})
    d.act("alice", "activates", "Test Turn Augur")
    d.resolve(None)
    assert life(d, "alice") == 24


def test_twice_and_three_times_are_different_limits() -> None:
    (twice,) = compile_text("Test Firebelly", TWICE, ("Creature",))
    (thrice,) = compile_text("Test Firebelly", TWICE.replace("twice", "three times"), ("Creature",))
    assert (twice.times_each_turn, thrice.times_each_turn) == (2, 3)


@pytest.mark.parametrize("line", [
    "{T}: You gain 1 life. Activate this ability only during your turn, after attackers are declared.",
    "{T}: You gain 1 life. Activate this ability only during your draw step.",
    "{T}: You gain 1 life. Activate this ability no more than four times each turn.",
    "{T}: You gain 1 life. Activate this ability only during your upkeep and only during combat.",
    "{T}: Put a +1/+1 counter on Test Card. Any player may activate this ability.",
    "Sacrifice Test Card: You gain 1 life. Any player may activate this ability.",
    "{1}: Add {G}. Any player may activate this ability.",
    "{1}: Add {G}. Activate this ability no more than twice each turn.",
])
def test_riders_the_engine_does_not_play_are_refused(line: str) -> None:
    """Timings it has no rule for, two timings at once, another player paying {T} or sacrificing
    the permanent (not modelled), and limits on a mana ability (605.3b: no stack)."""
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Creature",))
