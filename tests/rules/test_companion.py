"""702.139: companion, compiled from Oracle text and played: the condition as a rule of deck
building (702.139b: the starting deck), the reveal before the game begins (103.2b), and the special
action of paying {3} to put the companion into its owner's hand (702.139a, 116.2g)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.decks import decklist
from manastack.decks.validation import validate
from manastack.engine.companion import unmet
from manastack.engine.decision import GameSetupError
from manastack.engine.state import SIDEBOARD
from manastack.hidden_info import Watcher
from manastack.scenario.driver import Driver

REMINDER = "(If this card is your chosen companion, you may put it into your hand from outside the game for {3} as a sorcery.)"
BIG = "Test Companion Macrosage"
compiled_card(BIG, f"Companion — Your starting deck contains only cards with mana value 3 or greater and land cards. "
                   f"{REMINDER}", ("Creature",), "{5}", power="5", toughness="4")
NOMAD = "Test Companion Nomad"
compiled_card(NOMAD, f"Companion — Your starting deck contains at least twenty cards more than the minimum deck size. "
                     f"{REMINDER}\nFlying", ("Creature",), "{5}", power="4", toughness="5")
OGRE = "Test Companion Ogre"
compiled_card(OGRE, "", ("Creature",), "{2}{R}", power="3", toughness="3")
BEAR = "Test Companion Bear"
compiled_card(BEAR, "", ("Creature",), "{1}{G}", power="2", toughness="2")


def _new(deck: list[str], sideboard: list[str], minimum: int | None = None) -> ms.Game:
    return ms.Game.new([deck, ["Forest"] * 20], seed=5, sideboards=[sideboard, [BEAR]], starting_player=0,
                       minimum_deck_size=minimum)


def _companion_decision(game: ms.Game):
    for _ in range(10):
        d = game.decision
        if d.kind == "companion":
            return d
        if d.kind == "starting_player":
            game.choose(d.options[0])
        else:
            return None
    return None


# ------------------------------------------------------------------ the condition (702.139b)


def test_702_139b_mana_values_condition_counts_the_starting_deck_lands_excepted() -> None:
    assert unmet(BIG, (), [("Mountain", ())] * 10 + [(OGRE, ())] * 10, 60) is None
    problem = unmet(BIG, (), [("Mountain", ())] * 10 + [(BEAR, ())], 60)
    assert problem is not None and BEAR in problem and "mana value 2" in problem


def test_702_139b_deck_size_condition_is_twenty_more_than_the_minimum() -> None:
    assert unmet(NOMAD, (), [("Mountain", ())] * 80, 60) is None
    assert unmet(NOMAD, (), [("Mountain", ())] * 60, 40) is None
    problem = unmet(NOMAD, (), [("Mountain", ())] * 79, 60)
    assert problem is not None and "80" in problem and "79" in problem


def test_702_139a_a_decklists_companion_whose_condition_fails_is_refused_naming_why() -> None:
    deck = decklist.parse(f"Deck\n20 Mountain\n20 {BEAR}\n\nCompanion\n1 {BIG}\n")
    with pytest.raises(GameSetupError, match=f"deck 1: {BIG}'s companion condition .*{BEAR} has mana value 2"):
        ms.Game.new([deck, ["Forest"] * 20], seed=1)
    problems = validate(deck)
    assert any(BIG in str(p) and "companion condition" in str(p) for p in problems)


def test_702_139a_a_decklists_companion_must_have_the_ability() -> None:
    deck = decklist.parse(f"Deck\n20 Mountain\n\nCompanion\n1 {OGRE}\n")
    with pytest.raises(GameSetupError, match="no companion ability"):
        ms.Game.new([deck, ["Forest"] * 20], seed=1)
    assert any("no companion ability" in str(p) for p in validate(deck))


def test_702_139a_a_decklists_companion_is_outside_the_game_and_fulfilled() -> None:
    deck = decklist.parse(f"Deck\n20 Mountain\n20 {OGRE}\n\nSideboard\n1 {BIG}\n\nCompanion\n1 {BIG}\n")
    assert not [p for p in validate(deck) if "companion" in p.reason]  # (test cards aren't in the card database)
    game = ms.Game.new([deck, ["Forest"] * 20], seed=1)
    assert [game.state.objects[o].card for o in game.state.players[0].sideboard] == [BIG]  # listed twice, one card


# ------------------------------------------------------------------ revealing it (103.2b)


def test_103_2b_a_player_may_reveal_a_companion_whose_condition_the_deck_fulfils() -> None:
    game = _new(["Mountain"] * 20 + [OGRE] * 20, [BIG, OGRE])
    d = _companion_decision(game)
    assert d is not None and d.player == 0
    assert [o.label for o in d.options] == [f"reveal {BIG} as your companion", "reveal no companion"]
    game.choose(d.options[0])
    companion = game.state.players[0].companion
    assert game.state.objects[companion].card == BIG and game.state.objects[companion].zone == SIDEBOARD
    for viewer in (0, 1):
        assert game.view(viewer)["players"][0]["companion"]["name"] == BIG  # it remains revealed
    assert [e["card"] for e in game.events_for(1) if e["type"] == "companion"] == [BIG]
    assert OGRE not in str(game.view(1)["players"][0]) and Watcher(game).problem() is None
    assert game.decision.kind == "mulligan"  # 103.3-103.5 after 103.2b: shuffled, hands drawn
    assert len(game.state.players[0].hand) == 7


def test_103_2b_no_reveal_is_offered_when_the_condition_fails() -> None:
    game = _new(["Mountain"] * 20 + [BEAR], [BIG])
    assert _companion_decision(game) is None and game.state.players[0].companion is None


def test_702_139b_the_minimum_deck_size_is_the_formats() -> None:
    assert _companion_decision(_new(["Mountain"] * 60, [NOMAD])) is None
    assert _companion_decision(_new(["Mountain"] * 60, [NOMAD], minimum=40)) is not None


def test_103_2b_declining_leaves_no_companion() -> None:
    game = _new(["Mountain"] * 20 + [OGRE] * 20, [BIG])
    game.choose(_companion_decision(game).options[-1])
    assert game.state.players[0].companion is None
    assert not [e for e in game.events if e["type"] in ("companion", "reveal")]


# ------------------------------------------------------------------ the special action (702.139a, 116.2g)


def _with_companion(lands: int = 3) -> Driver:
    d = position({"alice": {"battlefield": ["Mountain"] * lands, "sideboard": [BIG], "library": ["Mountain"] * 10},
                  "bob": {"library": ["Forest"] * 10}})
    d.game.state.players[0].companion = d.game.state.players[0].sideboard[0]
    return d


def _special(d: Driver, player: int = 0):
    d.until_priority(player)
    return next((o for o in d.decision.options if o.kind == "companion"), None)


def test_116_2g_paying_3_puts_the_companion_into_hand_without_the_stack() -> None:
    d = _with_companion()
    option = _special(d)
    assert option is not None
    d.choose(option)
    d.finish_action(0)
    hand = d.game.state.players[0].hand
    assert [d.game.state.objects[o].card for o in hand] == [BIG]
    assert not d.game.state.stack and d.decision.kind == "priority" and d.decision.player == 0
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield)
    assert d.game.state.players[0].companion is None and not d.game.state.players[0].sideboard
    moved = [e for e in d.game.events_for(1) if e["type"] == "zone_change" and e["from"] == SIDEBOARD]
    assert moved and moved[0]["card"] == BIG  # a revealed card: bob knows which


def test_702_139a_once_only_and_only_with_sorcery_timing_and_three_mana() -> None:
    assert _special(_with_companion(lands=2)) is None
    d = _with_companion()
    d.pass_to_step("upkeep", player=1)
    assert _special(d) is None  # not in bob's turn
    d = _with_companion()
    d.choose(_special(d))
    d.finish_action(0)
    assert _special(d) is None


def test_702_139a_a_card_outside_the_game_that_isnt_revealed_is_no_companion() -> None:
    d = position({"alice": {"battlefield": ["Mountain"] * 3, "sideboard": [BIG], "library": ["Mountain"] * 10},
                  "bob": {"library": ["Forest"] * 10}})
    assert _special(d) is None


def test_companion_round_trips_through_a_save() -> None:
    d = _with_companion()
    game = ms.Game.from_json(d.game.to_json())
    assert game.state.players[0].companion == d.game.state.players[0].companion


def test_a_save_whose_companion_isnt_in_the_sideboard_is_refused() -> None:
    d = _with_companion()
    d.game.state.players[0].companion = d.game.state.battlefield[0]
    with pytest.raises(GameSetupError, match="companion"):
        ms.Game.from_json(d.game.to_json())


# ------------------------------------------------------------------ the compiled trees and their mutations


def test_companion_lines_compile() -> None:
    (big,) = compile_text("Big", "Companion — Your starting deck contains only cards with mana value 3 or greater "
                                 "and land cards.", ("Creature",))
    assert big.effect == dsl.Companion(dsl.StartingDeckManaValues(3))
    (nomad,) = compile_text("Nomad", "Companion — Your starting deck contains at least twenty cards more than the "
                                     "minimum deck size.", ("Creature",))
    assert nomad.effect == dsl.Companion(dsl.StartingDeckSize(20))


@pytest.mark.parametrize("text", [
    "Companion — Your starting deck contains only cards with mana value 3 or less and land cards.",
    "Companion — Your starting deck contains only cards with mana value 3 or greater and creature cards.",
    "Companion — Your starting deck contains at least twenty cards fewer than the minimum deck size.",
    "Companion — Your starting deck contains no cards with a silver, gold, orange, or purple expansion symbol.",
    "Companion — Each nonland card in your starting deck has a different name.",
])
def test_mutated_companion_conditions_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Mutant Companion", text, ("Creature",))


def test_702_139b_a_deck_names_the_minimum_of_the_format_it_was_checked_for() -> None:
    from manastack.decks.validation import load_playable

    assert load_playable("red-aggro", "limited").minimum_deck_size == 40
    assert load_playable("red-aggro", "casual").minimum_deck_size == 60
    deck = decklist.parse(f"Deck\n60 Mountain\n\nCompanion\n1 {NOMAD}\n")
    with pytest.raises(GameSetupError, match="at least 80 cards"):
        ms.Game.new([deck, ["Forest"] * 20], seed=1)  # 60, as in casual play
    deck.minimum_deck_size = 40  # as load_playable(..., "limited") leaves it
    game = ms.Game.new([deck, ["Forest"] * 20], seed=1, starting_player=0)
    assert _companion_decision(game) is not None


def test_103_2b_a_game_saved_at_the_companion_choice_loads_and_goes_on_the_same() -> None:
    game = _new(["Mountain"] * 20 + [OGRE] * 20, [BIG])
    assert _companion_decision(game) is not None and Watcher(game).problem() is None
    loaded = ms.Game.from_json(game.to_json())
    for g in (game, loaded):
        g.choose(g.decision.options[0])
    assert loaded.to_json() == game.to_json()
