"""Issue 13 item 10: the event log of a game cloned along a path (a search agent's clones of
clones) reads like the original's at any depth, each read in O(1), and every clone appends on
its own (DESIGN.md principles 2 and 5)."""

from __future__ import annotations

import random
import sys
import tracemalloc

import pytest
from support import bundled

from manastack.engine import eventlog
from manastack.engine.eventlog import EventLog
from manastack.engine.game import Game

DEPTH = 2000


def _decks() -> list:
    return [bundled("red-aggro"), bundled("green-stompy")]


@pytest.fixture(scope="module")
def games() -> tuple[Game, Game, Game]:
    """(a game never cloned, the same game cloned DEPTH times along its path, a clone of the
    first at depth 1).  After each clone the clone and the never-cloned game make the same
    choice; the clone's parent first makes a different one, so the two go on from the events
    they share."""
    plain = Game.new(_decks(), seed=5)
    nested = Game.new(_decks(), seed=5)
    rng = random.Random(5)
    for _ in range(DEPTH):
        parent, nested = nested, nested.clone()
        if plain.over:
            continue
        options = plain.decision.options
        pick = rng.randrange(len(options))
        parent.choose((pick + 1) % len(options))
        plain.choose(pick)
        nested.choose(pick)
    return plain, nested, plain.clone()


def test_item10_log_of_2000_nested_clones_reads_like_the_uncloned_game(games) -> None:
    """to_json, events, log[i], len, iteration and slicing of a clone at depth 2,000 equal
    the never-cloned game's."""
    plain, nested, _ = games
    expected = plain.events
    assert len(expected) > 1000
    assert nested.to_json() == plain.to_json()
    assert nested.events == expected
    assert nested.event_text() == plain.event_text()
    assert len(nested.log) == len(expected)
    assert list(nested.log) == expected
    assert [nested.log[i] for i in range(len(expected))] == expected
    assert nested.log[-1] == expected[-1] and nested.log[-len(expected)] == expected[0]
    for first, end, step in [(0, None, None), (17, 900, None), (300, 260, None), (5, None, 7), (None, None, -3),
                             (-40, None, None)]:
        assert nested.log[first:end:step] == expected[first:end:step]
    assert nested.log.since(700) == expected[700:]
    assert Game.from_json(nested.to_json()).to_json() == plain.to_json()
    with pytest.raises(IndexError):
        nested.log[len(expected)]


def test_item10_clones_append_on_their_own(games) -> None:
    """A clone at depth 2,000 and its own clone each see only their own new events (DESIGN.md
    principle 2)."""
    _, nested, _ = games
    original = nested.clone()
    copy = original.clone()
    before = nested.events
    mine, theirs = {"type": "probe", "who": "copy"}, {"type": "probe", "who": "original"}
    copy.log.append(mine)
    original.log.append(theirs)
    assert copy.events == before + [mine]
    assert original.events == before + [theirs]
    assert nested.events == before


def _play(game: Game, rng: random.Random, count: int) -> list[int]:
    """Make `count` random choices (fewer if the game ends); returns them."""
    picks = []
    for _ in range(count):
        if game.over:
            break
        picks.append(rng.randrange(len(game.decision.options)))
        game.choose(picks[-1])
    return picks


def _replayed(picks: list[int]) -> Game:
    """A game never cloned that makes these choices."""
    game = Game.new(_decks(), seed=7)
    for pick in picks:
        game.choose(pick)
    return game


def test_sibling_clones_that_play_on_and_clone_again_stay_independent() -> None:
    """Two clones of one game each play on for hundreds of events and are cloned again, one
    after the other, and the original plays on too: each reads exactly like a never-cloned game
    making the same choices (DESIGN.md principle 2)."""
    base = Game.new(_decks(), seed=7)
    start = _play(base, random.Random(0), 60)
    first, second = base.clone(), base.clone()
    picks_first = _play(first, random.Random(1), 150)
    first_again = first.clone()
    picks_second = _play(second, random.Random(2), 150)
    second_again = second.clone()
    picks_first_again = _play(first_again, random.Random(3), 40)
    picks_second_again = _play(second_again, random.Random(4), 40)
    picks_base = _play(base, random.Random(5), 40)
    assert len(first.log) - len(_replayed(start).log) > 300
    for game, picks in [(first, start + picks_first), (second, start + picks_second),
                        (first_again, start + picks_first + picks_first_again),
                        (second_again, start + picks_second + picks_second_again), (base, start + picks_base)]:
        assert game.to_json() == _replayed(picks).to_json()
        assert [game.log[i] for i in range(len(game.log))] == game.events


def _python_calls(read) -> int:
    """How many Python functions run while `read()` runs (the profiler counts them)."""
    calls = 0

    def count(frame, event, arg) -> None:
        nonlocal calls
        if event == "call":
            calls += 1

    sys.setprofile(count)
    try:
        read()
    finally:
        sys.setprofile(None)
    return calls - 1  # not counting `read` itself


def test_item10_reading_an_event_at_depth_2000_takes_as_many_steps_as_at_depth_1(games) -> None:
    """log[i] at depth 2,000 visits no more of the log's parts than at depth 1: a fork reads
    in O(1), whatever its depth and the event's age."""
    _, nested, shallow = games
    indexes = (0, 1, len(nested.log) // 2, len(nested.log) - 1)
    deep = [_python_calls(lambda i=i, log=nested.log: log[i]) for i in indexes]
    assert deep == [_python_calls(lambda i=i, log=shallow.log: log[i]) for i in indexes]
    assert max(deep) <= 2


def _allocated(make) -> int:
    """The bytes that the event log's code allocates in `make()`, still held after it."""
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        _kept = make()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    only = [tracemalloc.Filter(True, eventlog.__file__)]
    return sum(stat.size_diff for stat in after.filter_traces(only).compare_to(before.filter_traces(only), "filename"))


def test_a_fork_copies_nothing_logged_before_the_previous_fork() -> None:
    """DESIGN.md principle 2: clone() costs O(state), not O(history): forking a log of 100,000
    events again, ten events after its last fork, allocates a few KB at most (a copy of the list
    of its events would take 800,000 bytes)."""
    log = EventLog(items=[{"type": "x", "n": i} for i in range(100_000)])
    log.fork()
    for i in range(10):
        log.append({"type": "y", "n": i})
    assert 0 < _allocated(log.fork) < 4000
