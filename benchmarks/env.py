"""Speed of the environments (docs/env.md, "Speed"): agent steps per second with the full
observation and masks, against the engine's own speed measured in the same run.

    python benchmarks/env.py [--seconds S] [--deck-a red-aggro] [--deck-b green-stompy]
    python benchmarks/env.py --vector [--seconds S]      # SyncVectorEnv vs AsyncVectorEnv, 2 envs
    python benchmarks/env.py --random-games 1000         # the issue's 1,000-game random run

An agent step is one `step()` call: with skip_trivial (the default) it plays on through every
single-option decision and the opponent's decisions, so it covers several engine decisions; the
figures say how many.  The machine's speed varies from one minute to the next (and the other
processes on it count): compare the environment to the engine baseline of the same run, and
look at the rates per CPU second of this process, which other processes change less.
"""

from __future__ import annotations

import argparse
import os
import random
import time

import numpy as np

from manastack.decks import decklist
from manastack.engine.game import Game


def engine_baseline(decks: list, seconds: float) -> dict:
    """Random against random through the bare engine: decisions per second, no views."""
    rng = random.Random(0)
    decisions = games = 0
    start, cpu = time.perf_counter(), time.process_time()
    seed = 0
    while time.perf_counter() - start < seconds:
        game = Game.new(decks, seed=seed, max_turns=60)
        seed += 1
        while not game.over:
            d = game.decision
            game.choose(d.options[rng.randrange(len(d.options))])
            decisions += 1
        games += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {
        "decisions per CPU second": decisions / cpu,
        "decisions/s": decisions / elapsed,
        "games/s": games / elapsed,
        "us/decision": elapsed / decisions * 1e6,
    }


def view_cost(decks: list, samples: int = 300) -> dict:
    """The mean cost of game.view(player) and of a decision, at positions of random games."""
    rng = random.Random(1)
    game = Game.new(decks, seed=5, max_turns=60)
    views = decisions = 0.0
    counted = 0
    while counted < samples:
        if game.over:
            game = Game.new(decks, seed=counted, max_turns=60)
        d = game.decision
        start = time.perf_counter()
        game.view(d.player)
        views += time.perf_counter() - start
        start = time.perf_counter()
        game.choose(d.options[rng.randrange(len(d.options))])
        decisions += time.perf_counter() - start
        counted += 1
    return {"us/view": views / samples * 1e6, "us/decision": decisions / samples * 1e6}


def gym_speed(decks: tuple, seconds: float, **settings) -> dict:
    from manastack.env import MagicEnv

    env = MagicEnv(decks=decks, **settings)
    rng = np.random.default_rng(0)
    steps = games = views = decisions = 0
    env.reset(seed=0)
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        _, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        steps += 1
        if terminated or truncated:
            games += 1
            views += env.encoder.views_built
            decisions += env.session.choices
            env.reset()
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    views += env.encoder.views_built
    decisions += env.session.choices
    return {
        "agent steps/s": steps / elapsed,
        "per CPU second": steps / cpu,
        "steps": steps,
        "games": games,
        "engine decisions per step": decisions / steps,
        "views built per step": views / steps,
    }


def aec_speed(decks: tuple, seconds: float, **settings) -> dict:
    from manastack.env import aec_env

    env = aec_env(decks=decks, **settings)
    rng = np.random.default_rng(0)
    steps = games = 0
    env.reset(seed=0)
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                games += 1
                env.reset()
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"agent steps/s": steps / elapsed, "per CPU second": steps / cpu, "steps": steps, "games": games}


def vector_speed(decks: tuple, seconds: float, envs: int = 2, flatten: bool = False) -> dict:
    """Steps per second of `envs` environments stepped together: in this process
    (SyncVectorEnv) and in one process each (AsyncVectorEnv).  With `flatten`, each environment's
    observation is one array (gymnasium.wrappers.FlattenObservation): the workers then write
    one array to shared memory per step instead of 19."""
    import gymnasium

    from manastack.env import MagicEnv

    def make():
        env = MagicEnv(decks=decks)
        return gymnasium.wrappers.FlattenObservation(env) if flatten else env

    found = {}
    for name, vector in (
        ("sync", gymnasium.vector.SyncVectorEnv),
        ("async", gymnasium.vector.AsyncVectorEnv),
    ):
        env = vector([make] * envs)
        _, info = env.reset(seed=0)
        rng = np.random.default_rng(0)
        steps = 0
        workers = [p.pid for p in getattr(env, "processes", [])]
        cpu = [_cpu_seconds(pid) for pid in workers] + [time.process_time()]
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            # the masks come with each step's info; a game just ended has none, and its next step
            # resets it (the action is ignored)
            actions = np.array(
                [int(rng.choice(np.flatnonzero(m))) if m.any() else 0 for m in info["action_mask"]]
            )
            _, _, _, _, info = env.step(actions)
            steps += envs
        found[name] = steps / (time.perf_counter() - start)
        used = [_cpu_seconds(pid) for pid in workers] + [time.process_time()]
        spent = [b - a for a, b in zip(cpu, used, strict=True)]
        # On free cores the wall time would be at least the busiest process's CPU time and the
        # CPU time of all of them shared among the cores.
        least = max(max(spent), sum(spent) / (os.cpu_count() or 1))
        found[f"{name} CPU s per 1000 steps"] = sum(spent) / steps * 1000
        found[f"{name} steps/s on free cores"] = steps / least
        env.close()
    found["speed-up"] = found["async"] / found["sync"]
    found["speed-up on free cores (estimate from CPU time)"] = (
        found["async steps/s on free cores"] / found["sync steps/s on free cores"]
    )
    return found


def _cpu_seconds(pid: int) -> float:
    """User and system CPU seconds a process has used (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def random_games(decks_names: list[str], games: int) -> dict:
    """`games` random games through MagicEnv and as many through the AEC environment, decks
    cycling through the bundled ones; any exception stops the run."""
    from manastack.env import MagicEnv, aec_env

    counts = {"magic_env": [0, 0, 0], "aec": [0, 0, 0]}  # wins, losses, draws (for seat 0)
    steps = 0
    start = time.perf_counter()
    for game in range(games):
        pair = (decks_names[game % len(decks_names)], decks_names[(game * 5 + 1) % len(decks_names)])
        rng = np.random.default_rng(game)
        env = MagicEnv(decks=pair)
        env.reset(seed=game)
        done = False
        while not done:
            _, reward, terminated, truncated, _ = env.step(
                int(rng.choice(np.flatnonzero(env.action_masks())))
            )
            done = terminated or truncated
            steps += 1
        counts["magic_env"][0 if reward > 0 else 1 if reward < 0 else 2] += 1
        aec = aec_env(decks=pair)
        aec.reset(seed=game)
        for agent in aec.agent_iter():
            obs, reward, terminated, truncated, _ = aec.last()
            if agent == "player_0" and (terminated or truncated):
                counts["aec"][0 if reward > 0 else 1 if reward < 0 else 2] += 1
            aec.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return {
        "games per environment": games,
        "results (won, lost, drawn by seat 0)": counts,
        "agent steps": steps,
        "seconds": time.perf_counter() - start,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds per measurement")
    parser.add_argument("--deck-a", default="red-aggro")
    parser.add_argument("--deck-b", default="green-stompy")
    parser.add_argument("--vector", action="store_true", help="measure the vector environments' speed-up")
    parser.add_argument(
        "--random-games", type=int, default=0, help="play this many random games per environment"
    )
    args = parser.parse_args()
    pair = (args.deck_a, args.deck_b)
    decks = [decklist.load(name).game_cards() for name in pair]
    if args.random_games:
        print(random_games(decklist.bundled_names(), args.random_games))
        return
    if args.vector:
        print("vector (2 environments):", _shown(vector_speed(pair, args.seconds)))
        print(
            "vector (2 environments, flattened observations):",
            _shown(vector_speed(pair, args.seconds, flatten=True)),
        )
        return
    print("engine, random vs random:", _shown(engine_baseline(decks, args.seconds)))
    print("view and decision costs:", _shown(view_cost(decks)))
    print("MagicEnv (defaults: skip_trivial, mana=auto):", _shown(gym_speed(pair, args.seconds)))
    print(
        "MagicEnv (skip_trivial=False, mana=manual):",
        _shown(gym_speed(pair, args.seconds, skip_trivial=False, mana="manual")),
    )
    print("aec_env (defaults):", _shown(aec_speed(pair, args.seconds)))
    print(
        "aec_env (skip_trivial=False, mana=manual):",
        _shown(aec_speed(pair, args.seconds, skip_trivial=False, mana="manual")),
    )


def _shown(figures: dict) -> str:
    return ", ".join(f"{k} {v:.3g}" if isinstance(v, float) else f"{k} {v}" for k, v in figures.items())


if __name__ == "__main__":
    main()
