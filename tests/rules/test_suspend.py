"""702.62: suspend, compiled from Oracle text and played through the engine: the special action
exiling the card from hand with N time counters (116.2f), the upkeep trigger removing one, and
the last-counter trigger casting it without paying its mana cost, a creature with haste."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.suspend import CAST_REF, UPKEEP_REF, is_suspended
from manastack.scenario.driver import Driver

VISION = "Test Suspended Vision"
compiled_card(VISION, "Draw two cards.\nSuspend 2—{U}", ("Sorcery",), None)
GIANT = "Test Suspended Giant"
compiled_card(GIANT, "Suspend 1—{R}", ("Creature",), "{5}{R}", power="4", toughness="4")
FLASH = "Test Suspended Flash"
compiled_card(FLASH, "Draw a card.\nSuspend 1—{U}", ("Instant",), "{3}{U}")
STEAL = "Test Borrowed Might"
compiled_card(STEAL, "Gain control of target creature until end of turn.", ("Sorcery",), "{R}")
LIBRARY = ["Plains"] * 10


def _position(hand: list[str], lands: list[str], bob: dict | None = None) -> Driver:
    return position({"alice": {"hand": hand, "battlefield": lands, "library": LIBRARY},
                     "bob": {"library": LIBRARY, **(bob or {})}})


def _suspend_option(d: Driver, player: int, name: str):
    d.until_priority(player)
    return next((o for o in d.decision.options if o.kind == "suspend" and d.game.chars(o.value).name == name), None)


def _suspend(d: Driver, name: str, player: int = 0) -> int:
    option = _suspend_option(d, player, name)
    assert option is not None
    d.choose(option)
    d.finish_action(player)
    return d.object(name)


def _time(d: Driver, oid: int) -> int:
    return d.game.state.objects[oid].counters.get("time", 0)


def test_702_62a_suspending_pays_the_cost_and_exiles_it_with_time_counters_without_the_stack() -> None:
    """702.62a, 116.2f: alice pays {U}; the card is exiled with 2 time counters; nothing went on the
    stack and she has priority again (117.1b)."""
    d = _position([VISION], ["Island"])
    oid = _suspend(d, VISION)
    assert cards(d, "alice", "exile") == [VISION] and _time(d, oid) == 2 and is_suspended(d.game.kernel, oid)
    assert not d.game.state.stack and d.decision.kind == "priority" and d.decision.player == 0
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield)
    assert [e["purpose"] for e in events(d.game, "payment")] == ["suspend"]


def test_702_62a_a_card_without_a_mana_cost_is_suspended_though_it_cant_be_cast() -> None:
    """118.6, 702.62a: "if you could begin to cast it": a card with no mana cost can't be cast from
    hand, but it can be suspended."""
    d = _position([VISION], ["Island"])
    d.until_priority(0)
    assert not [o for o in d.decision.options if o.kind == "cast"]
    assert _suspend_option(d, 0, VISION) is not None


def test_702_62a_suspending_needs_its_cost() -> None:
    d = _position([VISION], ["Mountain"])
    assert _suspend_option(d, 0, VISION) is None


def test_702_62a_a_sorcery_is_suspended_only_when_it_could_be_cast() -> None:
    """307.1: not in bob's turn; 304.1: an instant with suspend may be, in bob's upkeep."""
    d = _position([VISION, FLASH], ["Island", "Island"])
    d.pass_to_step("upkeep", player=1)
    assert _suspend_option(d, 0, VISION) is None
    assert _suspend_option(d, 0, FLASH) is not None


def test_702_62a_its_owners_upkeeps_remove_the_counters_then_it_is_cast_free() -> None:
    """702.62a: bob's upkeep removes nothing; each of alice's upkeeps removes one; when the last
    is removed she casts it without paying its mana cost, and it resolves (two cards drawn, then
    the graveyard)."""
    d = _position([VISION], ["Island"])
    oid = _suspend(d, VISION)
    d.pass_to_step("upkeep", player=1)
    d.resolve(None)
    assert _time(d, oid) == 2
    d.pass_to_step("upkeep", player=0)
    d.resolve(None)
    assert _time(d, oid) == 1 and cards(d, "alice", "exile") == [VISION]
    d.pass_to_step("upkeep", player=0, turn=d.game.state.turn + 2)
    hand = len(d.game.state.players[0].hand)
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [VISION]
    assert len(d.game.state.players[0].hand) == hand + 2
    spell_payments = [e for e in events(d.game, "payment") if e["purpose"] == "spell"]
    assert [e["mana"] for e in spell_payments] == [[]]  # without paying its mana cost


def test_702_62a_the_triggers_use_the_stack_and_name_their_abilities() -> None:
    """603.3: both are triggered abilities put on the stack (a player may respond)."""
    d = _position([GIANT], ["Mountain"])
    _suspend(d, GIANT)
    d.pass_to_step("upkeep", player=0)
    d.until_priority(0)
    assert [tuple(item.ability) for item in d.game.state.stack] == [UPKEEP_REF]
    d.resolve(1)
    d.until_priority(0)
    assert [tuple(item.ability) for item in d.game.state.stack] == [CAST_REF]


def test_702_62a_declined_it_remains_exiled_and_nothing_triggers_again() -> None:
    d = _position([GIANT], ["Mountain"])
    oid = _suspend(d, GIANT)
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["no"]
    d.resolve(None)
    assert cards(d, "alice", "exile") == [GIANT] and not is_suspended(d.game.kernel, oid)
    d.pass_to_step("upkeep", player=0, turn=d.game.state.turn + 2)
    assert not d.game.state.stack and not d.game.state.pending_triggers


def test_702_62a_a_creature_cast_this_way_has_haste() -> None:
    """702.62a: cast by its last-counter trigger, the creature attacks the turn it enters."""
    d = _position([GIANT], ["Mountain"])
    _suspend(d, GIANT)
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["yes"]
    d.resolve(None)
    giant = d.object(GIANT)
    assert d.on_battlefield(giant) and d.game.chars(giant).has("haste")
    d.attack("alice", [GIANT])
    d.pass_to_step("main2", player=0)
    assert d.game.state.players[1].life == 16


def test_702_62a_the_haste_lasts_until_its_controller_loses_control() -> None:
    """702.62a: "until you lose control of ... the permanent it becomes": once bob gains control
    it has no haste, and it doesn't get it back when alice's control returns (514.2)."""
    d = _position([GIANT], ["Mountain"], {"hand": [STEAL], "battlefield": ["Mountain"]})
    _suspend(d, GIANT)
    d.pass_to_step("upkeep", player=0)
    d.queued[0] = ["yes"]
    d.resolve(None)
    giant = d.object(GIANT)
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", STEAL, targets=[GIANT])
    d.resolve(None)
    assert d.game.chars(giant).controller == 1 and not d.game.chars(giant).has("haste")
    d.pass_to_step("upkeep", player=0)
    assert d.game.chars(giant).controller == 0 and not d.game.chars(giant).has("haste")


def test_a_suspended_card_survives_save_and_clone() -> None:
    """Saves: the time counters of the exiled card round-trip, and the loaded game goes on."""
    d = _position([GIANT], ["Mountain"])
    oid = _suspend(d, GIANT)
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert game.clone().to_json() == game.to_json()
    assert restored.state.objects[oid].counters == {"time": 1}


# ------------------------------------------------------------------------------------ compiler


def test_the_keyword_compiles_with_its_number_and_cost() -> None:
    assert compile_text("X", "Suspend 4—{1}{U}", ("Sorcery",)) == (
        dsl.Keyword("suspend", amount=4, cost="{1}{U}", text="Suspend 4—{1}{U}"),)


@pytest.mark.parametrize("text", ["Suspend X—{X}{U}", "Suspend 4—{X}", "Suspend—{1}{U}", "Suspend 4",
                                  "Suspend 4—Sacrifice a creature", "Suspends 4—{1}{U}"])
def test_mutations_of_the_keyword_are_refused(text: str) -> None:
    """Mutation: an X (107.3), no number, no cost, another word: refused."""
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Sorcery",))


def test_mutation_another_number_plays_as_written() -> None:
    """Mutation: "Suspend 3—{R}" compiles to a different tree: three time counters, three upkeeps."""
    name = "Test Suspended Giant Slow"
    compiled_card(name, "Suspend 3—{R}", ("Creature",), "{5}{R}", power="4", toughness="4")
    d = _position([name], ["Mountain"])
    oid = _suspend(d, name)
    assert _time(d, oid) == 3
    d.pass_to_step("upkeep", player=0)
    d.resolve(None)
    assert _time(d, oid) == 2 and cards(d, "alice", "exile") == [name]
