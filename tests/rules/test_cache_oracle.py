"""The cache-off oracle (issue 15 item 3): with every per-game and per-card cache switched off
(MANASTACK_NO_CACHE=1, manastack.caching), random games between the bundled decks, every
ordered pair both ways, ask exactly the same decisions and end in the same `to_json()` as with
the caches.  CI plays a subset; MANASTACK_ORACLE_GAMES=60 plays the whole set (docs/performance.md).
Principles: 613 (characteristics), 704.3 (the state-based-action check), 603.2 (triggers) are
what the caches serve."""

from __future__ import annotations

import os
import subprocess
import sys

from manastack import fuzz
from manastack.engine.aspects import Aspect
from manastack.engine.kernel import Kernel

GAMES = int(os.environ.get("MANASTACK_ORACLE_GAMES", "12"))
TURN_CAP = int(os.environ.get("MANASTACK_ORACLE_TURN_CAP", "12"))


def _digests(games: list[tuple]) -> list[str]:
    return [fuzz.play_digest(*fuzz.game_setup(game)) for game in games]


def test_every_bundled_pair_plays_the_same_with_every_cache_off() -> None:
    """The same decisions and final to_json() with and without the caches, both ways round."""
    games = fuzz.bundled_pair_games(GAMES, TURN_CAP)
    assert {(g[1], g[2]) for g in games} == {(g[2], g[1]) for g in games}  # both ways
    assert fuzz.no_cache_problem(games, _digests(games)) is None


def test_the_switch_turns_the_caches_off() -> None:
    """With MANASTACK_NO_CACHE=1, characteristics are computed afresh at every use (613) and
    per-card memos keep nothing."""
    code = ("from manastack import caching; from manastack.engine.kernel import RULES; "
            "from manastack.engine.game import Game; from manastack.cards.mana_cost import parse_mana_cost; "
            "calls = []; real = RULES.all_characteristics; "
            "RULES.all_characteristics = lambda game: calls.append(1) or real(game); "
            "g = Game.new([['Forest'] * 40, ['Forest'] * 40], seed=1); g.decision; "
            "oid = g.state.players[0].library[0]; before = len(calls); g.chars(oid); g.chars(oid); "
            "parse_mana_cost('{2}{G}'); "
            "print(caching.CACHING, len(calls) - before, parse_mana_cost.__name__, hasattr(parse_mana_cost, 'cache_info'))")
    runs = {}
    for switch in ("0", "1"):
        done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, MANASTACK_NO_CACHE=switch),
                              capture_output=True, text=True, timeout=120, check=True)
        runs[switch] = done.stdout.split()
    assert runs["0"] == ["True", "1", "parse_mana_cost", "True"]  # computed once, then cached
    caching, computed, name, memo = runs["1"]
    assert (caching, name, memo) == ("False", "parse_mana_cost", "False") and int(computed) >= 2


def test_the_oracle_finds_a_stale_cache(monkeypatch) -> None:
    """Changes made without saying so (issue 15 item 4: the permanents, effects, players, turn,
    step and combat changing without their bumps) leave the cached characteristics stale: the
    cache-off process, where no bump matters, plays otherwise, and the oracle says so."""
    real = Kernel.changed
    forgotten = {Aspect.PERMANENTS, Aspect.EFFECTS, Aspect.PLAYERS, Aspect.TURN, Aspect.STEP, Aspect.COMBAT}

    def forgetting(self: Kernel, *aspects: Aspect) -> None:
        real(self, *(a for a in aspects if a not in forgotten))

    monkeypatch.setattr(Kernel, "changed", forgetting)
    games = fuzz.bundled_pair_games(2, TURN_CAP)
    problem = fuzz.no_cache_problem(games, _digests(games))
    assert problem is not None and "every cache off" in problem
