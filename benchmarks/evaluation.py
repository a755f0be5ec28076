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

`--cards` (session 17; needs numpy, in the `rl` extra) asks instead whether knowing the particular
cards would help: it adds a feature for each card name on the battlefield (the viewer's less the
opponent's; basic lands left out) and for each in the viewer's hand, and, as a control, one for
each matchup (the viewer's deck and the opponent's), and prints the test log loss of the features
in use with each group added (ridge penalty `--card-ridge` on the added weights).  A matchup is
the same for every option of a decision, so what it explains can't change a choice.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import Counter
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


def _turn_starts(job: tuple[str, str, int]) -> tuple[list[tuple[int, dict]], int | None]:
    """Play one heuristic game (decks `a` and `b`, seed `seed`): each player's view at the first
    decision of each turn from turn 2, and the winner (None for a draw)."""
    a, b, seed = job
    game = Game.new([decklist.load(a).game_cards(), decklist.load(b).game_cards()], seed=seed, max_turns=60)
    agents = [make_agent("heuristic", rng.derived_seed(seed, f"agent {i}")) for i in range(2)]
    seen: list[tuple[int, dict]] = []
    turn = 1
    while not game.over:
        if game.state.turn > turn:
            turn = game.state.turn
            seen.extend((me, game.view(me, log=False)) for me in (0, 1))
        decision = game.decision
        game.choose(decide(agents[decision.player], game, decision))
    return seen, game.winner


def _labelled(job: tuple[str, str, int]) -> list[tuple[int, dict, list[float], float]]:
    """The positions of one heuristic game that wasn't drawn: (viewer, view, the features in
    use in NAMES' order, whether the viewer won)."""
    seen, winner = _turn_starts(job)
    if winner is None:
        return []
    labelled = []
    for me, view in seen:
        features = evaluation_features(view, me)
        labelled.append((me, view, [features[name] for name in NAMES], float(winner == me)))
    return labelled


def positions(job: tuple[str, str, int]) -> list[Sample]:
    """The (features, won) samples of one heuristic game: decks `a` and `b`, seed `seed`."""
    return [(x, won) for _, _, x, won in _labelled(job)]


BASIC_LANDS = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})

#: A `--cards` sample: the features in use, the card-name counts on the battlefield (viewer's
#: less opponent's) and in the viewer's hand, the matchup (viewer's deck, opponent's), won.
CardSample = tuple[list[float], dict[str, int], dict[str, int], tuple[str, str], float]


def card_positions(job: tuple[str, str, int]) -> list[CardSample]:
    """`positions` with the cards named (`--cards`)."""
    a, b, _ = job
    samples = []
    for me, view, x, won in _labelled(job):
        board = Counter()
        for o in view["battlefield"]:
            if o["name"] not in BASIC_LANDS:
                board[o["name"]] += 1 if o.get("controller") == me else -1
        hand = Counter(card["name"] for card in view["players"][me]["hand"])
        samples.append((x, dict(board), dict(hand), (a, b) if me == 0 else (b, a), won))
    return samples


def samples(games_per_pair: int, seed: int, workers: int, play=positions) -> tuple[list, int]:
    """The samples (`play`'s) of `games_per_pair` games of each ordered deck pair, and the games
    played."""
    jobs = [(a, b, seed + 1000 * pair + k)
            for pair, (a, b) in enumerate((a, b) for a in DECKS for b in DECKS) for k in range(games_per_pair)]
    with ProcessPoolExecutor(workers) as pool:
        found = [sample for game in pool.map(play, jobs, chunksize=4) for sample in game]
    return found, len(jobs)


def card_study(train: list[CardSample], test: list[CardSample], ridge: float) -> None:
    """Print the test log loss of the features in use with each group of `--cards` features
    added (fitted with numpy: hundreds of weights), and the card weights of the fullest fit."""
    import numpy as np

    board_names = sorted({name for _, board, _, _, _ in train for name in board})
    hand_names = sorted({name for _, _, hand, _, _ in train for name in hand})
    matchups = sorted({matchup for _, _, _, matchup, _ in train})

    def columns(data: list[CardSample], groups: tuple[str, ...]):
        blocks = [np.array([x for x, *_ in data])]
        for group, names, pick in (("board", board_names, 1), ("hand", hand_names, 2)):
            if group in groups:
                index = {name: i for i, name in enumerate(names)}
                block = np.zeros((len(data), len(names)))
                for row, sample in enumerate(data):
                    for name, count in sample[pick].items():
                        if name in index:
                            block[row, index[name]] = count
                blocks.append(block)
        if "matchup" in groups:
            index = {matchup: i for i, matchup in enumerate(matchups)}
            block = np.zeros((len(data), len(matchups)))
            for row, sample in enumerate(data):
                block[row, index[sample[3]]] = 1.0
            blocks.append(block)
        return np.hstack(blocks), np.array([sample[4] for sample in data])

    def fitted(x, y):
        penalty = np.full(x.shape[1], ridge)
        penalty[:len(NAMES)] = RIDGE
        weights = np.zeros(x.shape[1])
        for _ in range(50):
            chance = 1 / (1 + np.exp(-np.clip(x @ weights, -30, 30)))
            gradient = x.T @ (chance - y) + penalty * weights
            hessian = (x * (chance * (1 - chance))[:, None]).T @ x + np.diag(penalty)
            step = np.linalg.solve(hessian, gradient)
            weights -= step
            if np.abs(step).max() < 1e-8:
                break
        return weights

    def loss(x, y, weights) -> tuple[float, float]:
        chance = np.clip(1 / (1 + np.exp(-np.clip(x @ weights, -30, 30))), 1e-9, 1 - 1e-9)
        log_loss = float(-(y * np.log(chance) + (1 - y) * np.log(1 - chance)).mean())
        return log_loss, float(((chance > 0.5) == (y > 0.5)).mean())

    print(f"\n--cards: {len(board_names)} names on the battlefield, {len(hand_names)} in hands, "
          f"{len(matchups)} matchups; ridge {ridge:g} on their weights")
    print("| features | test log loss | test accuracy | training log loss |")
    print("| --- | --- | --- | --- |")
    for groups in ((), ("board",), ("hand",), ("board", "hand"), ("matchup",), ("matchup", "board"),
                   ("matchup", "hand"), ("matchup", "board", "hand")):
        x, y = columns(train, groups)
        weights = fitted(x, y)
        tx, ty = columns(test, groups)
        label = " + ".join(("in use", *groups))
        test_loss, test_accuracy = loss(tx, ty, weights)
        print(f"| {label} | {test_loss:.4f} | {test_accuracy:.1%} | {loss(x, y, weights)[0]:.4f} |")
    cards = weights[len(NAMES):len(NAMES) + len(board_names) + len(hand_names)]
    for label, names, values in (("battlefield", board_names, cards[:len(board_names)]),
                                 ("hand", hand_names, cards[len(board_names):])):
        ranked = sorted(zip(values, names, strict=True))
        print(f"{label}, lowest: " + ", ".join(f"{name} {w:+.2f}" for w, name in ranked[:5])
              + "; highest: " + ", ".join(f"{name} {w:+.2f}" for w, name in ranked[-5:]))


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
    parser.add_argument("--cards", action="store_true",
                        help="study features for particular cards instead (needs numpy)")
    parser.add_argument("--card-ridge", type=float, default=100.0,
                        help="--cards: the ridge penalty on their weights")
    args = parser.parse_args()
    start = time.perf_counter()
    play = card_positions if args.cards else positions
    train, train_games = samples(args.games_per_pair, args.seed, args.workers, play)
    test, test_games = samples(args.test_games_per_pair, args.seed + 400_000, args.workers, play)
    print(f"{train_games} training games ({len(train)} positions), {test_games} test games ({len(test)} positions), "
          f"{time.perf_counter() - start:.0f} s")
    if args.cards:
        card_study(train, test, args.card_ridge)
        return
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
