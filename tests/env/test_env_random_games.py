"""Random play through the environments (issue 17): games end without an exception, the same
seed and actions give the same trajectory, and the incrementally kept observation is always the
one a fresh view gives.

The suite plays a CI-sized subset (GAMES per environment); MANASTACK_ENV_GAMES=1000 plays the
issue's 1,000 games per environment (benchmarks/env.py --random-games does the same)."""

from __future__ import annotations

import os

import numpy as np
import pytest

from manastack.decks import decklist
from manastack.env import MagicEnv, aec_env
from manastack.env.encoding import Encoder

GAMES = int(os.environ.get("MANASTACK_ENV_GAMES", "30"))
DECKS = decklist.bundled_names()


def _pairs(count: int) -> list[tuple[str, str]]:
    return [(DECKS[i % len(DECKS)], DECKS[(i * 5 + 1) % len(DECKS)]) for i in range(count)]


def _masked(rng: np.random.Generator, mask: np.ndarray) -> int:
    return int(rng.choice(np.flatnonzero(mask)))


@pytest.mark.parametrize("pair", sorted(set(_pairs(GAMES))))
def test_random_games_through_magic_env_end_with_a_result(pair: tuple[str, str]) -> None:
    """Every game ends (a win, a loss, or a draw at the turn cap), its reward is the result,
    and every observation lies in the space."""
    games = max(1, GAMES // len(set(_pairs(GAMES))))
    env = MagicEnv(decks=pair, max_turns=20)
    for game in range(games):
        obs, info = env.reset(seed=game)
        rng = np.random.default_rng(game)
        done = False
        while not done:
            assert env.observation_space.contains(obs)
            obs, reward, terminated, truncated, info = env.step(_masked(rng, env.action_masks()))
            done = terminated or truncated
        winner = info["winner"]
        assert reward == (0.0 if winner is None else (1.0 if winner == 0 else -1.0))
        assert truncated == (info["end_reason"] == "turn limit")
        assert info["illegal_actions"] == 0


def test_random_games_through_the_aec_environment_end_with_opposite_rewards() -> None:
    for game, pair in enumerate(_pairs(GAMES)):
        env = aec_env(decks=pair, max_turns=20)
        env.reset(seed=game)
        rng = np.random.default_rng(game)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            totals[agent] += reward
            env.step(None if terminated or truncated else _masked(rng, obs["action_mask"]))
        assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])


def _trajectory(make, seed: int, steps: int) -> list:
    env = make()
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(99)
    found = [(obs, info)]
    for _ in range(steps):
        step = env.step(_masked(rng, env.action_masks()))
        found.append(step)
        if step[2] or step[3]:
            break
    return found


def _same(a, b) -> bool:
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and np.array_equal(a, b)
    return a == b


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_the_same_seed_and_actions_give_the_same_trajectory(opponent: str) -> None:
    """Same seed, same actions: the same observations, rewards, ends and infos, step by step;
    another seed gives another game."""

    def make():
        return MagicEnv(decks=("white-blue-control", "green-stompy"), opponent=opponent, max_turns=15)

    first, second = _trajectory(make, 11, 300), _trajectory(make, 11, 300)
    assert _same(first, second)
    assert not _same(first, _trajectory(make, 12, 300))


def test_the_same_seed_and_actions_give_the_same_aec_trajectory() -> None:
    def run() -> list:
        env = aec_env(decks=("black-midrange", "red-aggro"), max_turns=15)
        env.reset(seed=4)
        rng = np.random.default_rng(4)
        seen = []
        for agent in env.agent_iter(400):
            obs, reward, terminated, truncated, info = env.last()
            seen.append((agent, obs, reward, terminated, truncated, info))
            env.step(None if terminated or truncated else _masked(rng, obs["action_mask"]))
        return seen

    assert _same(run(), run())


def _fresh(env_session, seat: int) -> dict:
    offer = env_session.offer if env_session.deciding == seat else None
    return Encoder().encode(env_session.game, seat, offer)


@pytest.mark.parametrize("skip_trivial", [True, False])
def test_incremental_observations_equal_those_of_a_fresh_view(skip_trivial: bool) -> None:
    """The encoder keeps the last view while only bookkeeping happened (priority passing, steps
    beginning); at every step its observation equals one built from a fresh view, for both
    players, across decks (combat ending in 511.3, spells and abilities on the stack, 601.2a)."""
    compared = views = 0
    for game, pair in enumerate(_pairs(6)):
        env = aec_env(
            decks=pair, max_turns=12, skip_trivial=skip_trivial, mana="auto" if game % 2 else "manual"
        )
        env.reset(seed=game)
        rng = np.random.default_rng(game)
        for agent in env.agent_iter(600 if skip_trivial else 1500):
            for other in env.agents:
                seat = env.possible_agents.index(other)
                kept = env.observe(other)["observation"]
                fresh = _fresh(env.session, seat)
                assert all(np.array_equal(kept[k], fresh[k]) for k in fresh), (
                    game,
                    agent,
                    env.session.game.state.step,
                )
                compared += 1
            obs, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else _masked(rng, obs["action_mask"]))
        views += env.encoder.views_built
    assert compared > 500
    assert views < 0.9 * compared  # the kept view was used, not only rebuilt
