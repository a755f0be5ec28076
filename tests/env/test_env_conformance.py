"""The Farama conformance checks (issue 17): Gymnasium's check_env on MagicEnv (array and text
observations), PettingZoo's api_test and seed_test on the AEC environment."""

from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import manastack.env as msenv
from manastack.env import MagicEnv, aec_env

SHORT = {"max_turns": 8}  # short games keep the checks quick; the checks don't depend on length


@pytest.mark.parametrize("observation", ["vector", "text"])
def test_check_env_passes_through_gymnasium_make(observation: str) -> None:
    """gymnasium.make("manastack/Magic-v0") builds the environment, and check_env (spaces,
    seeded resets, step determinism, fresh data at every call, rendering) passes."""
    env = gymnasium.make(msenv.ENV_ID, observation=observation, **SHORT)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # check_env warns about render_fps and the like: advice, not failures
        check_env(env.unwrapped)
    env.close()


def test_api_test_passes_on_the_aec_environment() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(aec_env(**SHORT), num_cycles=300)


def test_seed_test_passes_on_the_aec_environment() -> None:
    """Two environments reset with the same seed and given the same sampled actions agree on
    every agent, observation, reward, termination and info."""
    seed_test(lambda: aec_env(**SHORT), num_cycles=300)


def test_text_observations_of_the_aec_environment_lie_in_its_space() -> None:
    """api_test reads observations as arrays; the text mode is checked here: each agent's
    observation is in its Dict space (text and mask)."""
    env = aec_env(observation="text", **SHORT)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    for agent in env.agent_iter(200):
        obs, _, terminated, truncated, _ = env.last()
        assert env.observation_space(agent).contains(obs)
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_the_mask_is_all_zero_for_the_agent_not_to_act() -> None:
    env = aec_env(**SHORT)
    env.reset(seed=5)
    for _ in range(40):
        acting = env.agent_selection
        other = next(a for a in env.agents if a != acting)
        assert env.observe(other)["action_mask"].sum() == 0
        mask = env.observe(acting)["action_mask"]
        assert mask.sum() >= 2  # skip_trivial: a decision with one option is never an agent's turn
        env.step(int(np.flatnonzero(mask)[0]))
        if env.terminations[env.agent_selection] or env.truncations[env.agent_selection]:
            break


def test_magic_env_is_a_gymnasium_env_with_a_discrete_action_space() -> None:
    env = MagicEnv(**SHORT)
    assert isinstance(env, gymnasium.Env)
    assert env.action_space == gymnasium.spaces.Discrete(64)
    obs, info = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    assert np.array_equal(info["action_mask"].astype(bool), env.action_masks())
