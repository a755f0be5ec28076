"""Vector environments (issue 17 item 6): gymnasium.vector.AsyncVectorEnv runs MagicEnv in
worker processes (its speed-up is measured by benchmarks/env.py --vector, not here)."""

from __future__ import annotations

import gymnasium
import numpy as np

from manastack.env import MagicEnv


def _make() -> MagicEnv:
    return MagicEnv(max_turns=6)


def test_async_vector_env_steps_environments_in_worker_processes() -> None:
    """Two environments in two processes, stepped with masked actions through the end of
    games (autoreset): batched observations in the batched space, and the same results as the
    same environments stepped in this process."""
    results = {}
    for vector in (gymnasium.vector.AsyncVectorEnv, gymnasium.vector.SyncVectorEnv):
        env = vector([_make, _make])
        obs, _ = env.reset(seed=[1, 2])
        rng = np.random.default_rng(0)
        rewards, ended = [], 0
        for _ in range(150):
            masks = np.stack(env.call("action_masks"))
            actions = np.array([int(rng.choice(np.flatnonzero(m))) if m.any() else 0 for m in masks])
            obs, reward, terminated, truncated, _ = env.step(actions)
            assert env.observation_space.contains(obs)
            rewards.append(reward.tolist())
            ended += int(np.sum(terminated | truncated))
        env.close()
        results[vector.__name__] = rewards
        assert ended >= 2  # games ended and the environments went on with new ones
    assert results["AsyncVectorEnv"] == results["SyncVectorEnv"]
