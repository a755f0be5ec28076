"""`manastack sim`: many games between two decks, seats alternating, results that depend only
on each game's seed (one process, several processes, or Ray), a summary with 95% confidence
intervals, and clear errors for bad input."""

from __future__ import annotations

import json
import math
import sys

import pytest
from click.testing import CliRunner

from manastack.agents import AGENTS, RandomAgent
from manastack.cli import main
from manastack.decks import decklist
from manastack.sim.runner import SimError, SimSummary, play_one, simulate

# Short games: heuristic red aggro against a random green deck ends in about ten turns.
FAST = ("red-aggro", "green-stompy", ("heuristic", "random"))


def decks(a: str = FAST[0], b: str = FAST[1]):
    return decklist.load(a), decklist.load(b)


def run_sim(*args: str):
    result = CliRunner().invoke(main, ["sim", *args])
    assert "Traceback" not in result.output
    return result


# ---------------------------------------------------------------------------- seats and seeds


class SeatRecorder(RandomAgent):
    """A random player that notes, at each decision, who is active and what it holds."""

    seen: list[tuple[int, str, str, tuple[str, ...]]] = []
    needs_view = True

    def pick(self, view, decision):
        me = view["players"][view["viewer"]]
        SeatRecorder.seen.append((view["turn"], view["players"][view["active"]]["name"], me["name"],
                                  tuple(sorted({c["name"] for c in me.get("hand", [])}))))
        return super().pick(view, decision)


@pytest.mark.parametrize("seed", [4, 7])
def test_seats_alternate_deck_a_plays_first_on_even_seeds(monkeypatch, seed: int) -> None:
    """103.1: the starting player alternates between the decks from one game to the next: deck
    A's player takes the first turn in the games with even seeds, deck B's in the others, and
    each player holds only its own deck's cards."""
    monkeypatch.setitem(AGENTS, "seat-recorder", SeatRecorder)
    SeatRecorder.seen = []
    a, b = ["Forest"] * 30, ["Island"] * 30
    result = play_one(a, b, seed, ("seat-recorder", "seat-recorder"), turn_cap=2)
    first_turn = [active for turn, active, _, _ in SeatRecorder.seen if turn == 1]
    assert first_turn, "no decision during the first turn"
    assert set(first_turn) == {"A" if seed % 2 == 0 else "B"}
    assert result.first == (0 if seed % 2 == 0 else 1)
    holdings = {(name, hand) for _, _, name, hand in SeatRecorder.seen if hand}
    assert holdings == {("A", ("Forest",)), ("B", ("Island",))}
    assert result.winner is None and result.turns == 2  # 104.4: the turn cap makes a draw


def test_each_games_result_depends_only_on_its_seed() -> None:
    """103.1, 103.2: game i of a run starting at seed S is the game with seed S + i, whatever
    run it belongs to: the games 3..5 of a run from seed 3 are the last three of a run from 1."""
    a, b = decks()
    wide = simulate(a, b, 5, seed=1, agents=FAST[2]).results
    narrow = simulate(a, b, 3, seed=3, agents=FAST[2]).results
    assert [r.seed for r in narrow] == [3, 4, 5]
    assert narrow == wide[2:]


def test_two_worker_processes_give_the_same_results_as_one() -> None:
    """103.1: spreading the games over two processes changes nothing in any game's result, nor
    in the summary (the games come back in seed order)."""
    a, b = decks()
    one = simulate(a, b, 8, seed=11, agents=FAST[2], workers=1)
    two = simulate(a, b, 8, seed=11, agents=FAST[2], workers=2)
    assert [r.seed for r in two.results] == list(range(11, 19))
    assert two.results == one.results
    assert (two.wins, two.draws, two.mean_turns) == (one.wins, one.draws, one.mean_turns)
    assert two.statistics() == one.statistics()  # every deck-tuning statistic too (sim/stats.py)


def test_progress_is_reported_once_per_game_with_workers() -> None:
    """The progress callback (the CLI's progress bar) advances once for every game."""
    a, b = decks()
    ticks = []
    simulate(a, b, 5, seed=0, agents=FAST[2], workers=2, progress=lambda: ticks.append(1))
    assert len(ticks) == 5


# ---------------------------------------------------------------------------- the summary


def test_summary_counts_wins_draws_and_mean_length_from_the_games() -> None:
    """104.2a, 104.4: every game ends in a win for one deck or a draw; the summary adds them up
    and averages the games' lengths in turns."""
    a, b = decks()
    summary = simulate(a, b, 6, seed=20, agents=FAST[2])
    results = summary.results
    assert summary.games == len(results) == 6
    assert summary.wins == [sum(r.winner == 0 for r in results), sum(r.winner == 1 for r in results)]
    assert summary.draws == sum(r.winner is None for r in results)
    assert sum(summary.wins) + summary.draws == 6
    assert summary.mean_turns == pytest.approx(sum(r.turns for r in results) / 6)
    assert [r.first for r in results] == [0, 1, 0, 1, 0, 1]
    assert summary.games_per_second > 0


@pytest.mark.parametrize("wins,games", [(0, 10), (3, 10), (5, 10), (10, 10), (80, 200), (200, 200)])
def test_wilson_interval_contains_the_rate_and_stays_within_zero_and_one(wins: int, games: int) -> None:
    """The 95% confidence interval of a win rate (Wilson score) contains the observed rate,
    lies within [0, 1], and is narrower with more games at the same rate."""
    summary = SimSummary(games, [wins, games - wins], 0, 0.0, 1.0)
    low, high = summary.interval(0)
    rate = wins / games
    assert 0.0 <= low <= rate <= high <= 1.0
    bigger = SimSummary(games * 4, [wins * 4, (games - wins) * 4], 0, 0.0, 1.0)
    b_low, b_high = bigger.interval(0)
    assert b_high - b_low < high - low
    if wins == 0:  # the closed form at p = 0: z^2 / (n + z^2)
        z = 1.959963984540054
        assert low == 0.0 and high == pytest.approx(z * z / (games + z * z))
    if wins * 2 == games:
        assert low == pytest.approx(1 - high)


# ---------------------------------------------------------------------------- the command


def test_sim_prints_win_rates_with_intervals_draws_length_and_speed(tmp_path) -> None:
    """`manastack sim A B -n N` prints each deck's win rate with its 95% interval, the draws, the
    mean game length in turns and the games per second, and agrees with `simulate`."""
    a, b = decks()
    expected = simulate(a, b, 4, seed=5, agents=FAST[2])
    result = run_sim(FAST[0], FAST[1], "-n", "4", "--seed", "5", "--agents", "heuristic,random")
    assert result.exit_code == 0, result.output
    for index, deck in enumerate(FAST[:2]):
        low, high = expected.interval(index)
        line = next(x for x in result.output.splitlines() if x.startswith(deck))
        assert f"{expected.wins[index]} wins" in line
        assert f"{expected.win_rate(index):.1%}" in line
        assert f"95% CI {low:.1%}-{high:.1%}" in line
    assert f"draws: {expected.draws}" in result.output
    assert f"mean game length: {expected.mean_turns:.1f} turns in all, both players' turns counted" in result.output
    assert "games/s" in result.output


def test_sim_out_writes_the_summary_and_every_games_result(tmp_path) -> None:
    """`--out FILE` writes JSON with the summary and one entry per game; two workers write the
    same games as one."""
    paths = [tmp_path / "one.json", tmp_path / "two.json"]
    for path, workers in zip(paths, ("1", "2"), strict=True):
        result = run_sim(FAST[0], FAST[1], "-n", "4", "--seed", "2", "--agents", "heuristic,random",
                         "--workers", workers, "--out", str(path))
        assert result.exit_code == 0, result.output
    one, two = (json.loads(p.read_text()) for p in paths)
    assert one["results"] == two["results"]
    assert one["decks"] == list(FAST[:2]) and one["agents"] == ["heuristic", "random"]
    assert one["games"] == 4 and len(one["results"]) == 4
    assert [g["seed"] for g in one["results"]] == [2, 3, 4, 5]
    assert one["wins"][0] == sum(g["winner"] == 0 for g in one["results"])
    assert one["draws"] == sum(g["winner"] is None for g in one["results"])
    assert one["mean_turns"] == pytest.approx(sum(g["turns"] for g in one["results"]) / 4)
    low, high = one["interval95"][0]
    assert low <= one["win_rate"][0] <= high
    assert {"seed", "first", "winner", "turns", "decisions", "reason", "own_turns", "mulligans", "hand_size",
            "opening", "drawn", "first_cast"} == set(one["results"][0])
    assert one["statistics"] == two["statistics"]
    assert one["statistics"]["decks"][0]["win_rate"]["wins"] == one["wins"][0]


@pytest.mark.parametrize("args,message", [
    (["no-such-deck", "green-stompy"], "not a bundled deck"),
    (["red-aggro", "green-stompy", "--agents", "heuristic"], "give two agents"),
    (["red-aggro", "green-stompy", "--agents", "heuristic,genius"], "unknown agent 'genius'"),
    (["red-aggro", "green-stompy", "--agents", "random,random,random"], "give two agents"),
    (["red-aggro", "green-stompy", "-n", "0"], "0 is not in the range"),
    (["red-aggro", "green-stompy", "-n", "-3"], "is not in the range"),
    (["red-aggro", "green-stompy", "--workers", "0"], "0 is not in the range"),
    (["red-aggro", "green-stompy", "--seed", "-1"], "is not in the range"),
    (["red-aggro", "green-stompy", "--backend", "spark"], "'spark' is not one of"),
    (["red-aggro", "green-stompy", "--ray-address", "auto"], "a Ray address needs the ray backend"),
])
def test_bad_input_is_a_clear_error_without_traceback(args: list[str], message: str) -> None:
    """Unknown decks, bad agents, fewer than one game or worker: a message that says what is
    wrong, a non-zero exit status, and no traceback."""
    result = run_sim(*args)
    assert result.exit_code != 0
    assert isinstance(result.exception, SystemExit)
    assert message in result.output


def test_a_deck_with_an_unknown_card_is_refused_before_any_game(tmp_path) -> None:
    """A decklist naming a card the engine can't play is an error, not a crash mid-run."""
    path = tmp_path / "odd.txt"
    path.write_text("20 Mountain\n20 Not A Real Card Name\n")
    result = run_sim(str(path), "green-stompy", "-n", "2")
    assert result.exit_code != 0
    assert isinstance(result.exception, SystemExit)
    assert "Not A Real Card Name" in result.output


def test_simulate_refuses_bad_arguments() -> None:
    """The Python API checks its arguments as the command does."""
    a, b = decks()
    with pytest.raises(SimError, match="at least 1"):
        simulate(a, b, 0)
    with pytest.raises(SimError, match="workers"):
        simulate(a, b, 2, workers=0)
    with pytest.raises(SimError, match="unknown agent"):
        simulate(a, b, 2, agents=("random", "nobody"))
    with pytest.raises(SimError, match="backend"):
        simulate(a, b, 2, backend="dask")
    with pytest.raises(SimError, match="seeds"):
        simulate(a, b, 2, seed=2**256 - 1)


def test_ray_backend_without_ray_installed_says_how_to_install_it(monkeypatch) -> None:
    """`--backend ray` without the optional extra: an error naming `pip install 'manastack[ray]'`."""
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` raise ImportError
    result = run_sim("red-aggro", "green-stompy", "-n", "2", "--backend", "ray")
    assert result.exit_code != 0
    assert isinstance(result.exception, SystemExit)
    assert "pip install 'manastack[ray]'" in result.output
    with pytest.raises(SimError, match=r"manastack\[ray\]"):
        simulate(*decks(), 2, backend="ray")


# ---------------------------------------------------------------------------- Ray


def test_ray_backend_on_a_local_ray_instance_matches_the_local_backend() -> None:
    """103.1: the same games played as Ray tasks on a local Ray instance (started for the run
    and shut down after it) give exactly the results of the local backend."""
    ray = pytest.importorskip("ray")
    a, b = decks()
    local = simulate(a, b, 6, seed=30, agents=FAST[2])
    ticks = []
    remote = simulate(a, b, 6, seed=30, agents=FAST[2], backend="ray", workers=2, progress=lambda: ticks.append(1))
    assert remote.results == local.results
    assert (remote.wins, remote.draws) == (local.wins, local.draws)
    assert remote.statistics().to_json() == local.statistics().to_json()
    assert len(ticks) == 6
    assert not ray.is_initialized()  # the instance the run started is shut down


def test_turn_cap_makes_long_games_draws() -> None:
    """The simulation's turn cap (not a rule of the game: a limit of the run, reported as a
    draw as 104.4 reports games no one wins): no game runs past it, and a game it stops is a draw."""
    a, b = decks("white-blue-control", "white-blue-control")
    summary = simulate(a, b, 2, seed=0, agents=("random", "random"), turn_cap=3)
    assert all(r.turns <= 3 for r in summary.results)
    assert summary.draws == sum(r.winner is None for r in summary.results) == 2
    assert math.isclose(summary.win_rate(0) + summary.win_rate(1), 0.0)



def test_sim_builds_no_view_for_an_agent_that_does_not_read_it(monkeypatch) -> None:
    """Issue 6: the random agent looks only at the options (`needs_view = False`), so the sim
    doesn't build `game.view` for it; the heuristic agent gets the view of its own seat."""
    from manastack.engine.game import Game
    from manastack.sim import runner

    viewers: list[int] = []
    real_view = Game.view

    def counting_view(self, player):
        viewers.append(player)
        return real_view(self, player)

    monkeypatch.setattr(Game, "view", counting_view)
    deck_a, deck_b = (decklist.load(name).game_cards() for name in ("red-aggro", "green-stompy"))
    runner.play_one(deck_a, deck_b, 0, ("random", "random"), turn_cap=3)
    assert viewers == []
    result = runner.play_one(deck_a, deck_b, 0, ("heuristic", "random"), turn_cap=3)
    assert viewers and set(viewers) == {0}  # deck A plays first on even seeds: seat 0
    assert result.decisions > len(viewers)
