"""Illegal actions through the API (issue 7): an answer the pending decision does not offer
raises IllegalAction and leaves `game.to_json()` byte-identical, and the game then goes on
exactly as if nothing had been tried (733: an illegal action is reversed completely)."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import bundled, position

import manastack as ms
from manastack.engine.decision import IllegalAction, Option

RED, GREEN = bundled("red-aggro"), bundled("green-stompy")


def _refused(game: ms.Game, answer) -> None:
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.choose(answer)
    assert game.to_json() == before


def _continues_identically(game: ms.Game, probe) -> None:
    """After refusing `probe`, the game continues exactly like an untouched copy."""
    twin = game.clone()
    _refused(game, probe)
    for i in range(20):
        if game.over:
            break
        game.choose(i % len(game.decision.options))
        twin.choose(i % len(twin.decision.options))
    assert game.to_json() == twin.to_json()


def _game_at(kind: str) -> ms.Game:
    """A game at a pending decision of this kind with two or more options."""
    return ms.Game.from_json(_saved_at(kind))


@functools.cache
def _saved_at(kind: str) -> str:
    for seed in range(40):
        game = ms.Game.new([RED, GREEN], seed=seed, max_turns=12)
        rng = random.Random(seed)
        while not game.over:
            d = game.decision
            if d.kind == kind and len(d.options) > 1:
                return game.to_json()
            game.choose(rng.randrange(len(d.options)))
    raise AssertionError(f"no {kind} decision with two options in 40 games")


KINDS = ["starting_player", "mulligan", "priority", "attackers", "blockers", "pay_mana", "target", "discard"]
BAD_ANSWERS = {
    "index_equal_to_the_count": lambda d: len(d.options),
    "negative_index": lambda d: -1,
    "huge_index": lambda d: 10**18,
    "true_as_index": lambda d: True,
    "float_index": lambda d: 0.0,
    "none": lambda d: None,
    "a_list": lambda d: [0],
    "a_dict": lambda d: {"kind": d.options[0].kind, "label": d.options[0].label},
    "label_in_other_case": lambda d: d.options[0].label.upper() + "!",
    "label_with_spaces": lambda d: " " + d.options[0].label + " ",
    "empty_label": lambda d: "",
    "made_up_option": lambda d: Option("cast", "cast Black Lotus", (999999, 0, "hand", "")),
    "option_with_a_forged_value": lambda d: Option(d.options[0].kind, d.options[0].label, ("forged", d.options[0].value)),
    "option_with_another_kind": lambda d: Option("concede", d.options[0].label, d.options[0].value),
    "option_as_a_tuple": lambda d: (d.options[0].kind, d.options[0].label, d.options[0].value),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("bad", sorted(BAD_ANSWERS))
def test_illegal_answer_raises_and_leaves_state_byte_identical(kind: str, bad: str) -> None:
    """733.1: an answer the decision doesn't offer is refused with IllegalAction; the saved
    state is byte for byte what it was, and the game continues as if nothing was tried."""
    game = _game_at(kind)
    _continues_identically(game, BAD_ANSWERS[bad](game.decision))


def test_stale_option_from_an_earlier_decision_is_refused() -> None:
    """733.1: an option of a decision that has been answered is no answer to the next one."""
    game = ms.Game.new([RED, GREEN], seed=5, max_turns=12)
    rng = random.Random(5)
    tried = 0
    previous: list[Option] = []
    while not game.over and tried < 30:
        d = game.decision
        for option in previous:
            if option not in d.options:
                _refused(game, option)
                tried += 1
        previous = list(d.options)
        game.choose(rng.randrange(len(d.options)))
    assert tried >= 30


def test_option_of_another_game_is_refused() -> None:
    """733.1: an option taken from another game's decision is refused unless this decision
    offers the very same option."""
    one = _game_at("target")
    other = _game_at("pay_mana")
    for option in other.decision.options:
        if option not in one.decision.options:
            _refused(one, option)


def test_choosing_after_the_game_is_over_is_refused() -> None:
    """104.3a, 733.1: once a player has conceded and the game is over, no answer and no further
    concession is accepted, and nothing changes."""
    game = ms.Game.new([RED, GREEN], seed=1)
    game.concede(0)
    assert game.over and game.winner == 1
    before = game.to_json()
    for answer in (0, "keep", Option("keep", "keep", None), None):
        with pytest.raises(IllegalAction, match="over"):
            game.choose(answer)
    with pytest.raises(IllegalAction):
        game.concede(1)
    assert game.to_json() == before


@pytest.mark.parametrize("player", [-1, 2, 10**9])
def test_concession_by_no_such_player_is_refused(player: int) -> None:
    """104.3a: only a player in the game can concede."""
    game = ms.Game.new([RED, GREEN], seed=2)
    _ = game.decision
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.concede(player)
    assert game.to_json() == before


def test_casting_a_spell_without_mana_is_not_offered_and_refused() -> None:
    """601.2h, 733.1: a spell whose cost can't be paid is not among the options; its option,
    forged, is refused and nothing happens."""
    d = position({"alice": {"hand": ["Lightning Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    assert not [o for o in game.decision.options if o.kind == "cast"]
    bolt = game.state.players[0].hand[0]
    _refused(game, Option("cast", "cast Lightning Bolt", (bolt, 0, "hand", "")))


ANSWERS = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.text(max_size=40),
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.lists(st.integers(), max_size=3),
    st.builds(Option, st.sampled_from(["pass", "cast", "activate", "play", "keep", "mulligan", "x"]),
              st.text(max_size=20), st.one_of(st.none(), st.integers(), st.tuples(st.integers(0, 200), st.integers(0, 3)))),
)


@pytest.fixture(scope="module")
def midgame() -> tuple[ms.Game, str]:
    game = ms.Game.new([RED, GREEN], seed=7, max_turns=20)
    rng = random.Random(7)
    for _ in range(60):
        game.choose(rng.randrange(len(game.decision.options)))
    return game, game.to_json()


@given(answer=ANSWERS)
@settings(max_examples=200, deadline=None)
def test_any_answer_is_legal_or_refused_without_change(midgame, answer) -> None:
    """733.1: whatever value is passed to choose(), it is one of the decision's answers (an
    option, its index or its label) or it is refused with the state unchanged."""
    game, saved = midgame
    d = game.decision
    legal = (isinstance(answer, Option) and answer in d.options) or \
            (type(answer) is int and 0 <= answer < len(d.options)) or \
            (isinstance(answer, str) and any(o.label == answer for o in d.options))
    if legal:
        game.clone().choose(answer)
        return
    with pytest.raises(IllegalAction):
        game.choose(answer)
    assert game.to_json() == saved
