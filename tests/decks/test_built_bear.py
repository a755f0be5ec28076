"""Built Bear's legacy choices in decklists and matches (its rulings, seed 000)."""

from __future__ import annotations

import pytest

import manastack as ms
from manastack.decks import decklist, validation
from manastack.decks.decklist import DeckEntry
from manastack.decks.match import Match, MatchError

LIST = """Deck
17 Forest
2 Built Bear [flash, +1/+1]
1 Built Bear [draw]
1 Built Bear
19 Grizzly Bears

Sideboard
1 Built Bear [reach]
"""


def test_decklist_carries_each_copys_choices() -> None:
    deck = decklist.parse(LIST)
    bears = [e for e in deck.main if e.name == "Built Bear"]
    assert [(e.count, e.legacy) for e in bears] == [(2, ("flash", "+1/+1")), (1, ("draw",)), (1, ())]
    assert deck.sideboard == [DeckEntry(1, "Built Bear", ("reach",), 9)]


def test_game_cards_keep_the_choices_as_printed_characteristics() -> None:
    """Built Bear's rulings: the circled options and the mana cost are printed characteristics."""
    game = ms.Game.new([decklist.parse(LIST), ["Forest"] * 40], seed=1)
    assert game.decision is not None
    bears = [o for o in game.state.objects.values() if o.card == "Built Bear" and o.zone != "sideboard"]
    costs = sorted(str(game.chars(o.id).mana_cost) for o in bears)
    assert costs == ["{1}{G}", "{3}{G}", "{3}{G}", "{3}{G}"]
    (outside,) = [game.state.objects[o] for o in game.state.players[0].sideboard]  # 400.11b, with its choices
    assert (outside.card, outside.legacy) == ("Built Bear", ("reach",))


@pytest.mark.parametrize("line,problem", [
    ("1 Built Bear [flying]", "unknown legacy option 'flying'"),
    ("1 Built Bear [flash, flash]", "circled twice"),
])
def test_unknown_or_repeated_option_is_refused(line: str, problem: str) -> None:
    deck = decklist.parse(f"Deck\n39 Forest\n{line}\n")
    problems = validation.validate(deck, "mystery-booster-limited")
    assert any(problem in p.reason and p.line == 3 for p in problems), problems
    with pytest.raises(ms.GameSetupError, match=problem.split("'")[0]):
        ms.Game.new([deck, ["Forest"] * 40], seed=1)


def test_playtest_cards_are_legal_only_in_mystery_booster_limited_and_casual() -> None:
    """Playtest cards aren't legal in any tournament format other than Mystery Booster Limited."""
    deck = decklist.parse("Deck\n20 Forest\n20 Built Bear\n")
    assert any("playtest" in p.reason for p in validation.validate(deck, "limited"))
    assert not any("playtest" in p.reason for p in validation.validate(deck, "mystery-booster-limited"))
    assert not any("playtest" in p.reason for p in validation.validate(deck, "casual"))


def test_choices_may_not_change_while_sideboarding_during_a_match() -> None:
    """In Limited with continuous construction, options may change between matches, not during one."""
    match = Match([decklist.parse(LIST, "bears"), decklist.parse("Deck\n40 Forest\n", "lands")], seed=3)
    game = match.next_game()
    game.concede(1)
    match.record(game)
    deck = match.decks[0]
    swapped_main = [e for e in deck.main if e.legacy != ("draw",)] + [DeckEntry(1, "Built Bear", ("reach",))]
    swapped_side = [DeckEntry(1, "Built Bear", ("draw",))]
    match.sideboard(0, swapped_main, swapped_side)  # swapping copies keeps every bear's options
    recircled = [e for e in match.decks[0].main if e.legacy != ("reach",)] + [DeckEntry(1, "Built Bear", ("vigilance",))]
    with pytest.raises(MatchError, match="can't change during a match"):
        match.sideboard(0, recircled, swapped_side)
    assert match.decks[0].main == swapped_main
    next_match = Match([decklist.parse(LIST.replace("[draw]", "[vigilance]"), "bears"), match.decks[1]], seed=4)
    assert next_match.next_game() is not None  # between matches the options may change


def test_a_match_is_best_of_three() -> None:
    match = Match([decklist.parse("Deck\n40 Forest\n", "a"), decklist.parse("Deck\n40 Forest\n", "b")], seed=5)
    while not match.over:
        game = match.next_game()
        game.concede(1)
        match.record(game)
    assert match.winner == 0
    assert match.wins == [2, 0]
    assert len(match.games) == 2
