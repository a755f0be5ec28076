"""103.3, 701.20 (shuffle): libraries are shuffled by a generator no player can predict (issue 14
item 2).  Its state is a secret 256-bit key and a counter, never in a player's view; without a
seed, the seed is drawn from the operating system; an explicit seed reproduces the game."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter

import pytest
from click.testing import CliRunner
from support import bundled

import manastack as ms
from manastack.cli import main
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.decision import GameSetupError
from manastack.sim.runner import simulate

RED, GREEN = bundled("red-aggro"), bundled("green-stompy")


def played(seed: int | None, choices: int = 150) -> ms.Game:
    """A game with the first option taken `choices` times (or until it ends)."""
    game = ms.Game.new([RED, GREEN], seed=seed, max_turns=30)
    for _ in range(choices):
        if game.over:
            break
        game.choose(0)
    return game


def libraries(game: ms.Game) -> list[list[str]]:
    game.decision  # noqa: B018 - runs the game to its first decision (the shuffles, 103.3)
    return [[game.state.objects[o].card for o in p.hand + p.library] for p in game.state.players]


def test_103_3_same_explicit_seed_gives_byte_identical_games() -> None:
    """The same seed and the same choices give the same game, save for save."""
    first, second = played(2026), played(2026)
    assert first.to_json() == second.to_json()
    assert len(first.log) > 100


SCRIPT = """
import hashlib, sys
import manastack as ms
from manastack.decks import decklist
game = ms.Game.new([decklist.load("red-aggro").game_cards(), decklist.load("green-stompy").game_cards()],
                   seed=int(sys.argv[1]), max_turns=30)
for _ in range(150):
    if game.over:
        break
    game.choose(0)
print(hashlib.sha256(game.to_json().encode()).hexdigest())
"""


def test_103_3_same_seed_gives_identical_games_across_processes_and_hash_seeds() -> None:
    """Shuffles depend on the seed alone: not on the process or its string hashing (PYTHONHASHSEED)."""
    seed = 3 * 2**100 + 17
    digests = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", SCRIPT, str(seed)], env=env, capture_output=True, text=True,
                             check=True, timeout=120)
        digests.add(out.stdout.strip())
    assert digests == {hashlib.sha256(played(seed).to_json().encode()).hexdigest()}


def test_103_3_without_a_seed_the_seed_is_drawn_from_the_operating_system() -> None:
    """Two games without a seed are shuffled differently, and their keys are not 64-bit numbers."""
    one = ms.Game.new([RED, GREEN], seed=None, starting_player=0)
    two = ms.Game.new([RED, GREEN], seed=None, starting_player=0)
    assert libraries(one) != libraries(two)
    keys = {int(g.state.rng[0], 16) for g in (one, two)}
    assert len(keys) == 2
    assert max(keys) >= 2**64  # a 128-bit seed is below 2**64 with probability 2**-64


def test_103_3_generator_state_is_a_secret_of_at_least_128_bits() -> None:
    """The state is [key, counter]: a key of at least 128 bits, which an explicit seed sets."""
    game = ms.Game.new([RED, GREEN], seed=5)
    key, counter = game.state.rng
    assert len(bytes.fromhex(key)) * 8 >= 128
    assert counter == 0
    assert rng.is_state(game.state.rng)
    game.decision  # noqa: B018 - the shuffles draw from the generator
    assert game.state.rng[0] == key and game.state.rng[1] > 0


def test_103_3_seeds_that_agree_modulo_2_64_shuffle_differently() -> None:
    """The state is not a function of 64 bits: seeds that agree in their low 64 bits give
    different shuffles, so trying every 64-bit seed can't find the game's."""
    low, high = 7, 7 + 2**64
    assert libraries(ms.Game.new([RED, GREEN], seed=low, starting_player=0)) != \
        libraries(ms.Game.new([RED, GREEN], seed=high, starting_player=0))


def _keys(value) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def test_a_players_view_and_log_never_hold_the_generator_state() -> None:
    """DESIGN.md principle 8: a view and a per-player log hold no `rng` and not the key; only
    the full save does."""
    game = played(2**200 + 9, choices=40)
    key = game.state.rng[0]
    assert key in game.to_json()
    for player in (0, 1):
        view = game.view(player)
        assert "rng" not in _keys(view)
        assert key not in json.dumps(view, default=str)
        assert key not in json.dumps(game.events_for(player), default=str)


def test_103_3_a_saved_game_continues_with_the_same_shuffles() -> None:
    """The generator's state is part of the save: a restored game draws what the original draws."""
    game = played(11, choices=30)
    restored = ms.Game.from_json(game.to_json())
    assert restored.state.rng == game.state.rng
    for g in (game, restored):
        for _ in range(120):
            if g.over:
                break
            g.choose(0)
    assert restored.to_json() == game.to_json()


@pytest.mark.parametrize("seed", [-1, 2**256, "1", 1.0, True])
def test_a_bad_seed_is_a_clear_error(seed) -> None:
    with pytest.raises(GameSetupError, match="seed must be a whole number from 0 to 2\\*\\*256 - 1"):
        ms.Game.new([RED, GREEN], seed=seed)


def test_103_3_shuffles_are_uniform() -> None:
    """Every order of three cards is about equally likely (6,000 shuffles: each of the six
    orders within 15% of 1,000)."""
    state = rng.from_seed(1)
    counts: Counter = Counter()
    for _ in range(6000):
        items = ["a", "b", "c"]
        state = rng.shuffle(state, items)
        counts["".join(items)] += 1
    assert len(counts) == 6
    assert all(850 <= n <= 1150 for n in counts.values()), counts


# ---------------------------------------------------------------------------- the commands


def test_manastack_play_without_a_seed_draws_one_and_prints_it() -> None:
    """`manastack play` without --seed plays a game no one can predict, and prints its seed;
    `--seed` with that number gives the same game."""
    def run(*seed: str) -> str:
        result = CliRunner().invoke(main, ["play", "red-aggro", "--vs", "green-stompy", *seed], input="concede\n")
        assert result.exit_code == 0, result.output
        return " ".join(result.output.split())

    seeds = [int(re.search(r"seed ([0-9]+)\.", run()).group(1)) for _ in range(2)]
    assert seeds[0] != seeds[1]
    assert max(seeds) >= 2**64
    again = run("--seed", str(seeds[0]))
    assert f"seed {seeds[0]}." in again


def test_manastack_sim_without_a_seed_draws_one_prints_it_and_it_repeats_the_run() -> None:
    """`manastack sim` without --seed prints the seeds it drew; `simulate` with the first gives
    the same results."""
    result = CliRunner().invoke(main, ["sim", "red-aggro", "green-stompy", "-n", "2", "--agents", "heuristic,random"])
    assert result.exit_code == 0, result.output
    first = int(re.search(r"seeds ([0-9]+)-([0-9]+)", result.output).group(1))
    summary = simulate(decklist.load("red-aggro"), decklist.load("green-stompy"), 2, seed=first,
                       agents=("heuristic", "random"))
    assert f"red-aggro (heuristic): {summary.wins[0]} wins" in result.output
    assert f"mean game length: {summary.mean_turns:.1f} turns" in result.output
    assert summary.seed == first


def test_simulate_without_a_seed_records_the_seed_it_drew() -> None:
    a, b = decklist.load("red-aggro"), decklist.load("green-stompy")
    one = simulate(a, b, 1, agents=("heuristic", "random"), turn_cap=3)
    two = simulate(a, b, 1, agents=("heuristic", "random"), turn_cap=3)
    assert one.seed != two.seed
    assert [r.seed for r in one.results] == [one.seed]


def test_agents_generators_are_seeded_by_a_one_way_function_of_the_game_seed(monkeypatch) -> None:
    """An agent's random choices are seen by the other players: its seed is derived from the
    game's by a keyed hash, so they reveal nothing of the game's seed (and shuffles), and the
    same game seed still gives the same agents."""
    from manastack.sim import runner

    seen: list[int] = []
    real = runner.make_agent
    monkeypatch.setattr(runner, "make_agent", lambda name, seed: seen.append(seed) or real(name, seed))
    seed = 2**70 + 3
    runner.play_one(decklist.load("red-aggro"), decklist.load("green-stompy"), seed, ("random", "random"), turn_cap=1)
    runner.play_one(decklist.load("red-aggro"), decklist.load("green-stompy"), seed, ("random", "random"), turn_cap=1)
    assert seen[:2] == seen[2:] and len(set(seen[:2])) == 2
    assert not {seed, 2 * seed, 2 * seed + 1} & set(seen)
    assert seen[:2] == [rng.derived_seed(seed, "agent 0"), rng.derived_seed(seed, "agent 1")]


def test_seeds_beyond_64_bits_give_the_same_simulation_on_any_number_of_workers() -> None:
    a, b = decklist.load("red-aggro"), decklist.load("green-stompy")
    one = simulate(a, b, 2, seed=2**128, agents=("heuristic", "random"), workers=1, turn_cap=6)
    two = simulate(a, b, 2, seed=2**128, agents=("heuristic", "random"), workers=2, turn_cap=6)
    assert one.results == two.results
    assert [r.seed for r in one.results] == [2**128, 2**128 + 1]


def test_a_match_without_a_seed_draws_one() -> None:
    """Each match's games are unpredictable; the match records its seed to replay them."""
    from manastack.decks.match import Match

    lands = [decklist.parse("40 Forest\n", "a"), decklist.parse("40 Island\n", "b")]
    one, two = Match(list(lands)), Match(list(lands))
    assert one.seed != two.seed
    game = one.next_game()
    assert game.to_json() == Match(list(lands), seed=one.seed).next_game().to_json()
