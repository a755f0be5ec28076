"""Productions the audit found played by no behaviour test (scripts/production_audit.py), played
here: "Whenever [player] draws a card" (603.2, 121.1: 15 supported corpus cards), "Whenever ~
blocks or becomes blocked" (509.3c, 509.3d: 8), "prevent all combat damage OBJECT would deal this
turn" (615.1: 4) and "[player] loses the game" (104.3e: 2).  Mutations: one word changed
compiles to another tree that plays as written, or is refused."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Unraveler", "Whenever an opponent draws a card, Test Unraveler deals 1 damage to that player.",
              ("Enchantment",))
compiled_card("Test Scholar", "Whenever you draw a card, you gain 1 life.", ("Enchantment",))
compiled_card("Test Witness", "Whenever a player draws a card, you gain 1 life.", ("Enchantment",))
compiled_card("Test Toad", "Whenever Test Toad blocks or becomes blocked, it gets +3/+3 until end of turn.",
              ("Creature",), power="1", toughness="1")
compiled_card("Test Stonewall", "Prevent all combat damage target creature would deal this turn.", ("Instant",), "{W}")
compiled_card("Test Doom", "Target player loses the game.", ("Sorcery",), "{B}")
compiled_card("Test Forfeit", "You lose the game.", ("Sorcery",), "{B}")

LIBRARY = ["Island"] * 6


def _life(d, player: str) -> int:
    return d.game.state.players[d.player(player)].life


# ---------------------------------------------------------------------------- draw triggers


def test_603_2_an_opponents_draw_triggers_and_that_player_is_dealt_damage() -> None:
    """603.2, 121.1: bob draws for his turn (504.1): Test Unraveler triggers and deals 1 damage to
    "that player", bob; alice's own draw doesn't trigger it."""
    d = position({"alice": {"battlefield": ["Test Unraveler"], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.pass_to_step("main1", player=d.player("bob"))
    assert (_life(d, "alice"), _life(d, "bob")) == (20, 19)
    d.pass_to_step("main1", player=d.player("alice"))
    assert (_life(d, "alice"), _life(d, "bob")) == (20, 19)


@pytest.mark.parametrize(("card", "alice_draws", "bob_draws"), [
    ("Test Scholar", 1, 0), ("Test Witness", 1, 1)])
def test_603_2_you_or_a_player_draws_a_card(card: str, alice_draws: int, bob_draws: int) -> None:
    """Mutation of the drawer: "Whenever you draw a card" triggers on alice's draws only; "a
    player" on both players' (one life each)."""
    you, player = (compile_text("X", f"Whenever {who}, you gain 1 life.", ("Enchantment",))
                   for who in ("you draw a card", "a player draws a card"))
    assert you != player
    d = position({"alice": {"battlefield": [card], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.pass_to_step("main1", player=d.player("bob"))
    assert _life(d, "alice") == 20 + bob_draws
    d.pass_to_step("main1", player=d.player("alice"))
    assert _life(d, "alice") == 20 + bob_draws + alice_draws


@pytest.mark.parametrize("text", [
    "Whenever an opponent draw a card, Test Unraveler deals 1 damage to that player.",
    "Whenever you draws a card, you gain 1 life.",
])
def test_mutations_of_the_draw_trigger_are_refused(text: str) -> None:
    """Mutations: the verb disagrees with its subject."""
    assert compile_text("Test Unraveler", "Whenever an opponent draws a card, Test Unraveler deals 1 damage to that "
                        "player.", ("Enchantment",))[0].trigger == dsl.Trigger("draw", who="opponent")
    with pytest.raises(UncompilableText):
        compile_text("Test Unraveler", text, ("Enchantment",))


# ---------------------------------------------------------------------------- blocks or becomes blocked


def _toad_power(d) -> int:
    return d.game.kernel.chars(d.object("Test Toad")).power


def test_509_3c_it_triggers_when_it_blocks() -> None:
    """509.3c: Test Toad blocks Grizzly Bears: +3/+3 until end of turn (4/4), and the Bears die."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"battlefield": ["Test Toad"], "library": LIBRARY}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Test Toad": "Grizzly Bears"})
    d.resolve(None)
    assert _toad_power(d) == 4
    bears = d.object("Grizzly Bears")
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert bears not in d.game.state.battlefield


@pytest.mark.parametrize(("blocked", "power"), [(True, 4), (False, 1)])
def test_509_3d_it_triggers_when_it_becomes_blocked_only(blocked: bool, power: int) -> None:
    """509.3d: attacking, Test Toad gets +3/+3 when it becomes blocked; unblocked it doesn't."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Toad"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.attack("alice", ["Test Toad"])
    d.block("bob", {"Grizzly Bears": "Test Toad"} if blocked else {})
    d.resolve(None)
    assert _toad_power(d) == power


@pytest.mark.parametrize(("mutated", "event"), [
    ("Whenever Test Toad blocks, it gets +3/+3 until end of turn.", "blocks"),
    ("Whenever Test Toad becomes blocked, it gets +3/+3 until end of turn.", "becomes_blocked"),
])
def test_mutation_one_half_of_the_trigger_is_another_trigger(mutated: str, event: str) -> None:
    original = compile_text("Test Toad", "Whenever Test Toad blocks or becomes blocked, it gets +3/+3 until end of "
                            "turn.", ("Creature",))
    (ability,) = compile_text("Test Toad", mutated, ("Creature",))
    assert original[0].trigger.event == "blocks_or_becomes_blocked"
    assert ability.trigger.event == event and ability.effects == original[0].effects


@pytest.mark.parametrize("text", [
    "Whenever Test Toad blocks or becomes blockd, it gets +3/+3 until end of turn.",
    "Whenever Test Toad blocks and becomes blocked, it gets +3/+3 until end of turn.",
])
def test_mutations_of_blocks_or_becomes_blocked_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Toad", text, ("Creature",))


# ---------------------------------------------------------------------------- prevention, losing


def test_615_1_prevent_all_combat_damage_the_target_would_deal_this_turn() -> None:
    """615.1: alice's Grizzly Bears attack; bob prevents all combat damage they would deal this
    turn: he loses no life."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"hand": ["Test Stonewall"], "battlefield": ["Plains"], "library": LIBRARY}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    cast(d, "bob", "Test Stonewall", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert _life(d, "bob") == 20


def test_mutation_noncombat_prevention_is_another_tree() -> None:
    """Mutation: without "combat", all damage the creature would deal is prevented (another tree)."""
    combat_only, = compile_text("X", "Prevent all combat damage target creature would deal this turn.", ("Instant",))
    every, = compile_text("X", "Prevent all damage target creature would deal this turn.", ("Instant",))
    assert combat_only.effects == (dsl.PreventAllDamage(True, by=dsl.Target(0)),)
    assert every.effects == (dsl.PreventAllDamage(False, by=dsl.Target(0)),)


@pytest.mark.parametrize(("card", "target", "winner"), [("Test Doom", "bob", 0), ("Test Forfeit", None, 1)])
def test_104_3e_an_effect_says_a_player_loses_the_game(card: str, target: str | None, winner: int) -> None:
    """104.3e: "Target player loses the game" makes bob lose; "You lose the game" alice."""
    d = position({"step": "main1", "alice": {"hand": [card], "battlefield": ["Swamp"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    cast(d, "alice", card, targets=[target] if target else [])
    assert d.game.over and d.game.state.winner == winner


@pytest.mark.parametrize("text", ["Target player lose the game.", "You loses the game."])
def test_mutations_of_losing_the_game_are_refused(text: str) -> None:
    """Mutations: the verb disagrees with its subject (the handler refuses it)."""
    assert compile_text("X", "You lose the game.", ("Sorcery",))[0].effects == (dsl.LoseGame(dsl.You()),)
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Sorcery",))
