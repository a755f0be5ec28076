"""A small masked policy-gradient agent (REINFORCE with a baseline) that learns to beat the
random agent in manastack's MagicEnv (docs/env.md, "Training example").

It needs PyTorch, which is not a dependency of manastack: `pip install torch` (CPU is enough).

    python examples/masked_policy_gradient.py [--minutes 5] [--decks red-aggro,red-aggro]

The policy scores each offered option from the option's own features (its kind, the entity it
points at) and a summary of the position (both players, the permanents on each side), and picks
among the offered options only (the action mask).  Every few updates it prints the win rate of
its last 200 training games against the random agent.  With mana="manual" (the default here) the
untrained policy picks uniformly among the same options the random agent does, so in a mirror
match it starts near 50%.
"""

from __future__ import annotations

import argparse
import time
from collections import deque

import numpy as np
import torch
from torch import nn

from manastack.env import MagicEnv
from manastack.env.encoding import CARD_FEATURES, CARD_TABLES, GLOBAL_FEATURES, PLAYER_FEATURES, TABLES
from manastack.env.options import OPTION_KINDS

# Rough scales so that the raw counts the environment gives are about 0-1.
CARD_SCALE = np.ones(len(CARD_FEATURES), np.float32)
for name, scale in (
    ("power", 5),
    ("toughness", 5),
    ("damage", 5),
    ("mana value", 5),
    ("+1/+1 counters", 3),
    ("-1/-1 counters", 3),
    ("loyalty counters", 5),
    ("other counters", 3),
):
    CARD_SCALE[CARD_FEATURES.index(name)] = scale
PLAYER_SCALE = np.array([1, 20, 10, 60, 7, 20, 10, 1, 1, 1, 5, 5, 5, 5, 5, 5], np.float32)
GLOBAL_SCALE = np.ones(len(GLOBAL_FEATURES), np.float32)
GLOBAL_SCALE[0] = 20
CONTEXT = 2 * len(PLAYER_FEATURES) + len(GLOBAL_FEATURES) + 2 * len(CARD_FEATURES)
OPTION = len(OPTION_KINDS) + 2 * len(TABLES) + len(CARD_FEATURES) + 1


def features(obs: dict) -> tuple[np.ndarray, np.ndarray]:
    """(context vector, one row per option) from an array observation."""
    permanents = obs["permanents"] / CARD_SCALE
    valid = obs["permanents"][:, 0] == 1
    mine = valid & (obs["permanents"][:, 1] == 1)
    theirs = valid & (obs["permanents"][:, 1] == 0)
    context = np.concatenate(
        [
            (obs["players"] / PLAYER_SCALE).ravel(),
            obs["global"] / GLOBAL_SCALE,
            permanents[mine].sum(0) / 5,
            permanents[theirs].sum(0) / 5,
        ]
    ).astype(np.float32)
    tables = {TABLES.index(t): obs[t] / CARD_SCALE for t in CARD_TABLES}
    count = int(obs["decision"][1])
    rows = np.zeros((count, OPTION), np.float32)
    for i, (_, kind, table, row, second, _, number) in enumerate(obs["options"][:count]):
        rows[i, kind] = 1
        rows[i, len(OPTION_KINDS) + table] = 1
        rows[i, len(OPTION_KINDS) + len(TABLES) + second] = 1
        if table in tables and row >= 0:
            rows[i, len(OPTION_KINDS) + 2 * len(TABLES) : -1] = tables[table][row]
        rows[i, -1] = min(number, 10) / 10
    return context, rows


class Policy(nn.Module):
    """Scores options: an MLP of [option features, position context]."""

    def __init__(self, hidden: int = 64) -> None:
        super().__init__()
        self.context = nn.Sequential(nn.Linear(CONTEXT, hidden), nn.ReLU())
        self.score = nn.Sequential(nn.Linear(OPTION + hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, context: torch.Tensor, options: torch.Tensor) -> torch.Tensor:
        summary = self.context(context).expand(options.shape[0], -1)
        return self.score(torch.cat([options, summary], dim=1)).squeeze(1)


def play_game(
    env: MagicEnv, policy: Policy, seed: int
) -> tuple[list[torch.Tensor], list[torch.Tensor], float]:
    """One game: the log-probabilities and entropies of the agent's choices, and the reward."""
    obs, _ = env.reset(seed=seed)
    log_probs, entropies = [], []
    while True:
        context, options = features(obs)
        logits = policy(torch.from_numpy(context), torch.from_numpy(options))
        distribution = torch.distributions.Categorical(logits=logits)  # only offered options: the mask
        action = distribution.sample()
        log_probs.append(distribution.log_prob(action))
        entropies.append(distribution.entropy())
        obs, reward, terminated, truncated, _ = env.step(int(action))
        if terminated or truncated:
            return log_probs, entropies, float(reward)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--decks", default="red-aggro,red-aggro")
    parser.add_argument("--batch", type=int, default=16, help="games per update")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--mana",
        default="manual",
        choices=["manual", "auto"],
        help="manual: the agent starts as the random agent does (about 50%%); auto: its options "
        "already leave out mana abilities and wasteful payments, so it starts higher",
    )
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    env = MagicEnv(decks=tuple(args.decks.split(",")), opponent="random", mana=args.mana, max_turns=30)
    policy = Policy()
    optimiser = torch.optim.Adam(policy.parameters(), lr=3e-3)
    recent: deque[float] = deque(maxlen=200)
    baseline = 0.0
    games = updates = 0
    start = time.perf_counter()
    print("games  win rate (last 200 games)  minutes")
    while time.perf_counter() - start < args.minutes * 60:
        losses = []
        for _ in range(args.batch):
            log_probs, entropies, reward = play_game(env, policy, args.seed * 1_000_000 + games)
            games += 1
            recent.append(1.0 if reward > 0 else 0.0)
            advantage = reward - baseline
            baseline += 0.05 * (reward - baseline)
            losses.append(-advantage * torch.stack(log_probs).sum() - 0.01 * torch.stack(entropies).sum())
        optimiser.zero_grad()
        torch.stack(losses).mean().backward()
        optimiser.step()
        updates += 1
        if updates % 5 == 0:
            print(f"{games:5d}  {np.mean(recent):.1%}  {(time.perf_counter() - start) / 60:.1f}", flush=True)
    print(f"{games:5d}  {np.mean(recent):.1%}  {(time.perf_counter() - start) / 60:.1f}  (final)")


if __name__ == "__main__":
    main()
