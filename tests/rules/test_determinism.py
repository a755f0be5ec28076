"""DESIGN.md principles 2 and 7: the same seed and choices give the same game; clone() and a
JSON round trip continue identically; complete random games run without errors."""

from __future__ import annotations

import random

import pytest
from support import bundled, play_random

import manastack as ms

RED, GREEN = bundled("red-aggro"), bundled("green-stompy")


@pytest.mark.parametrize("block", range(4))
def test_200_random_games_complete(block: int) -> None:
    """104: 200 games with random choices (seeds 0-199) end, with a winner or a draw."""
    for seed in range(block * 50, block * 50 + 50):
        game = ms.Game.new([RED, GREEN], seed=seed, max_turns=40)
        play_random(game, seed)
        assert game.over
        assert game.winner in (0, 1, None)


def test_same_seed_and_choices_give_identical_event_logs() -> None:
    first = ms.Game.new([RED, GREEN], seed=11, max_turns=30)
    picks = play_random(first, 5)
    second = ms.Game.new([RED, GREEN], seed=11, max_turns=30)
    for i in picks:
        second.choose(second.decision.options[i])
    assert first.event_text() == second.event_text()
    assert len(first.log) > 100


def test_different_seeds_shuffle_differently() -> None:
    """103.3: libraries are shuffled with the game's own seeded generator."""
    a = ms.Game.new([RED, GREEN], seed=1, starting_player=0)
    b = ms.Game.new([RED, GREEN], seed=2, starting_player=0)
    assert a.decision.kind == b.decision.kind == "mulligan"
    hands = [[x.state.objects[o].card for o in x.state.players[0].hand] for x in (a, b)]
    assert hands[0] != hands[1]


def _continue(game: ms.Game, picks: list[int]) -> str:
    start = len(game.log)
    for i in picks:
        if game.over:
            break
        d = game.decision
        game.choose(d.options[i % len(d.options)])
    return "\n".join(str(sorted(e.items())) for e in list(game.log)[start:])


def test_clone_and_json_continue_identically_at_50_decision_points() -> None:
    """clone() and from_json(to_json()) at 50 random decision points continue exactly like the
    original under the same choices."""
    rng = random.Random(99)
    checked = 0
    seed = 0
    while checked < 50:
        game = ms.Game.new([RED, GREEN], seed=seed, max_turns=30)
        stop_at = rng.randrange(20, 400)
        for _ in range(stop_at):
            if game.over:
                break
            d = game.decision
            game.choose(d.options[rng.randrange(len(d.options))])
        seed += 1
        if game.over:
            continue
        picks = [rng.randrange(1000) for _ in range(150)]
        copy = game.clone()
        restored = ms.Game.from_json(game.to_json())
        original = _continue(game, picks)
        assert _continue(copy, picks) == original
        assert _continue(restored, picks) == original
        checked += 1


def test_clone_is_independent() -> None:
    game = ms.Game.new([RED, GREEN], seed=3)
    assert game.decision is not None
    before = game.to_json()
    copy = game.clone()
    play_random(copy, 1, limit=300)
    assert game.to_json() == before


def test_illegal_choice_raises_and_changes_nothing() -> None:
    game = ms.Game.new([RED, GREEN], seed=4)
    d = game.decision
    before = game.to_json()
    with pytest.raises(ms.IllegalAction):
        game.choose(ms.Option("cast", "cast something impossible", (999, 0, "")))
    with pytest.raises(ms.IllegalAction):
        game.choose(len(d.options) + 5)
    assert game.to_json() == before
