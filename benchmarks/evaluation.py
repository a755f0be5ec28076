"""The search agent's evaluation (agents/search.py, `evaluate`) as a predictor of who wins: the
positions at the first decision of each turn (from turn 2) of heuristic games, every ordered
pair of bundled decks, each seen by both players, labelled with whether that player won the
game (drawn games left out).  It fits the logistic regression of the outcome on the
evaluation's features (`evaluation_features`) on one set of games, then prints the log loss
and the accuracy on another set of games (other seeds) of the weights in use
(EVALUATION_WEIGHTS) and of the fitted ones, and the fitted weights.

    python benchmarks/evaluation.py [--games-per-pair 20] [--test-games-per-pair 10] [--seed 500000] [--workers 2]

The fit is Newton's method on the log loss with a small ridge penalty (plain Python: eight
weights).  Positions of one game are correlated, so the test set is of other games.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from manastack.agents import decide, make_agent
from manastack.agents.search import EVALUATION_WEIGHTS, evaluation_features
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.game import Game

DECKS = ("black-midrange", "green-stompy", "mystery-booster-playtest", "red-aggro", "white-blue-control", "white-weenie")
NAMES = tuple(EVALUATION_WEIGHTS)
RIDGE = 1.0

Sample = tuple[list[float], float]


def positions(job: tuple[str, str, int]) -> list[Sample]:
    """The (features, won) samples of one heuristic game: decks `a` and `b`, seed `seed`."""
    a, b, seed = job
    game = Game.new([decklist.load(a).game_cards(), decklist.load(b).game_cards()], seed=seed, max_turns=60)
    agents = [make_agent("heuristic", rng.derived_seed(seed, f"agent {i}")) for i in range(2)]
    seen: list[tuple[int, list[float]]] = []
    turn = 1
    while not game.over:
        if game.state.turn > turn:
            turn = game.state.turn
            for me in (0, 1):
                features = evaluation_features(game.view(me, log=False), me)
                seen.append((me, [features[name] for name in NAMES]))
        decision = game.decision
        game.choose(decide(agents[decision.player], game, decision))
    if game.winner is None:
        return []
    return [(x, float(game.winner == me)) for me, x in seen]


def samples(games_per_pair: int, seed: int, workers: int) -> tuple[list[Sample], int]:
    """The samples of `games_per_pair` games of each ordered deck pair, and the games played."""
    jobs = [(a, b, seed + 1000 * pair + k)
            for pair, (a, b) in enumerate((a, b) for a in DECKS for b in DECKS) for k in range(games_per_pair)]
    with ProcessPoolExecutor(workers) as pool:
        found = [sample for game in pool.map(positions, jobs, chunksize=4) for sample in game]
    return found, len(jobs)


def _chance(weights: list[float], x: list[float]) -> float:
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def log_loss(weights: list[float], data: list[Sample]) -> tuple[float, float]:
    """The mean log loss and the accuracy (the chance on the right side of 1/2) on `data`."""
    loss = right = 0.0
    for x, won in data:
        p = min(max(_chance(weights, x), 1e-9), 1 - 1e-9)
        loss -= won * math.log(p) + (1 - won) * math.log(1 - p)
        right += (p > 0.5) == (won > 0.5)
    return loss / len(data), right / len(data)


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(vector)
    rows = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(data: list[Sample]) -> list[float]:
    """The weights minimizing the log loss plus RIDGE/2 times their squares (Newton's method)."""
    n = len(NAMES)
    weights = [0.0] * n
    for _ in range(50):
        gradient = [RIDGE * w for w in weights]
        hessian = [[RIDGE if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, won in data:
            p = _chance(weights, x)
            slope = p * (1 - p)
            for i in range(n):
                gradient[i] += (p - won) * x[i]
                scaled = slope * x[i]
                row = hessian[i]
                for j in range(n):
                    row[j] += scaled * x[j]
        step = _solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games-per-pair", type=int, default=20, help="training games per ordered deck pair")
    parser.add_argument("--test-games-per-pair", type=int, default=10, help="test games per ordered deck pair")
    parser.add_argument("--seed", type=int, default=500_000, help="the training games' first seed (the test's: +400,000)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    train, train_games = samples(args.games_per_pair, args.seed, args.workers)
    test, test_games = samples(args.test_games_per_pair, args.seed + 400_000, args.workers)
    print(f"{train_games} training games ({len(train)} positions), {test_games} test games ({len(test)} positions), "
          f"{time.perf_counter() - start:.0f} s")
    current = [EVALUATION_WEIGHTS[name] for name in NAMES]
    fitted = fit(train)
    print("| weights | test log loss | test accuracy | training log loss |")
    print("| --- | --- | --- | --- |")
    for label, weights in (("in use (EVALUATION_WEIGHTS)", current), ("fitted", fitted)):
        loss, accuracy = log_loss(weights, test)
        print(f"| {label} | {loss:.4f} | {accuracy:.1%} | {log_loss(weights, train)[0]:.4f} |")
    print("fitted: {" + ", ".join(f'"{name}": {w:.2f}' for name, w in zip(NAMES, fitted, strict=True)) + "}")


if __name__ == "__main__":
    main()
