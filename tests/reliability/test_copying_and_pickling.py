"""Python's own copying and pickling of games and what they hand out: `pickle` keeps a game as
its save (it plays on byte for byte as the original), `copy.copy` and `copy.deepcopy` give an
independent clone, and a decision, a frozen object and frozen characteristics copy as the
plain values they equal (the trust boundary's "anything handed out can't change the game"
holds for their copies too)."""

from __future__ import annotations

import copy
import pickle
import random
from types import MappingProxyType

import pytest
from support import bundled

import manastack as ms
from manastack.engine.characteristics import Characteristics, FrozenCharacteristics, freeze
from manastack.engine.state import FrozenGameObject, ReadOnlyDict


def _midgame(seed: int = 3, choices: int = 150) -> ms.Game:
    game = ms.Game.new(decks=[bundled("red-aggro"), bundled("green-stompy")], seed=seed)
    rng = random.Random(seed)
    for _ in range(choices):
        if game.over:
            break
        game.choose(rng.choice(game.decision.options))
    return game


def _play_on(game: ms.Game, seed: int, choices: int = 200) -> str:
    rng = random.Random(seed)
    for _ in range(choices):
        if game.over:
            break
        game.choose(rng.randrange(len(game.decision.options)))
    return game.to_json()


def test_an_unpickled_game_plays_on_as_the_original():
    game = _midgame()
    restored = pickle.loads(pickle.dumps(game))
    assert restored is not game
    assert restored.to_json() == game.to_json()
    assert restored.decision.options == game.decision.options
    assert _play_on(restored, 11) == _play_on(game, 11)


@pytest.mark.parametrize("copier", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
def test_a_copied_game_is_independent_of_the_original(copier):
    game = _midgame()
    before = game.to_json()
    twin = copier(game)
    assert twin.to_json() == before
    after_twin = _play_on(twin, 5)
    assert after_twin != before  # the copy played on ...
    assert game.to_json() == before  # ... and the original didn't change
    assert _play_on(game, 5) == after_twin  # the same choices give the same game


def test_a_handed_out_decision_copies_and_pickles_with_a_read_only_context():
    game = _midgame()
    decision = game.decision
    for copied in (copy.deepcopy(decision), pickle.loads(pickle.dumps(decision))):
        assert copied == decision
        assert isinstance(copied.context, MappingProxyType)
        with pytest.raises(TypeError):
            copied.context["injected"] = 1  # type: ignore[index]


def test_frozen_values_copy_as_the_plain_values_they_equal():
    shared = ms.Game.new(decks=[bundled("red-aggro"), bundled("green-stompy")], seed=1).clone()
    frozen = next(obj for obj in shared.state.objects.values() if type(obj) is FrozenGameObject)
    for copied in (copy.deepcopy(frozen), pickle.loads(pickle.dumps(frozen))):
        assert copied == frozen and type(copied) is not FrozenGameObject
        copied.tapped = True  # a copy is the copier's own, changeable
    assert frozen.tapped is False

    chars = Characteristics("Bear", None, frozenset(), frozenset(), frozenset({"Creature"}), frozenset(), None, 2, 2, None)
    freeze([chars])
    assert type(chars) is FrozenCharacteristics
    for copied in (copy.deepcopy(chars), pickle.loads(pickle.dumps(chars))):
        assert copied == chars and type(copied) is Characteristics
        copied.power = 3
    assert chars.power == 2

    counters = ReadOnlyDict({"+1/+1": 2})
    copied = copy.deepcopy(counters)
    assert copied == counters and type(copied) is ReadOnlyDict
    with pytest.raises(TypeError):
        copied["+1/+1"] = 3
