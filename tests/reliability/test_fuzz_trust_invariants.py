"""Issue 14 item 6: the fuzzer's trust-boundary invariants, and checks that each one finds what
it looks for -- a hidden card in a view or a per-player log (400.2, 401.2, 402.3), a handed-out
view or decision that shares the engine's data, a clone that shares the original's, and a game
that depends on the process's hash seed (DESIGN.md principles 2 and 8)."""

from __future__ import annotations

from click.testing import CliRunner
from support import position

from manastack import fuzz
from manastack.cards import registry
from manastack.cli import main
from manastack.engine import player_log, state, view
from manastack.engine.characteristics import Characteristics
from manastack.engine.decision import Decision
from manastack.engine.game import Game

TURN_CAP = 6


def _bears():
    return position({"alice": {"battlefield": ["Grizzly Bears", "Forest"], "hand": ["Giant Growth"]},
                     "bob": {"battlefield": ["Savannah Lions"], "hand": ["Shock"], "library": ["Serra Angel"]}})


def test_the_real_engine_keeps_the_trust_invariants_in_fuzz_games() -> None:
    """Random games with every check on: hidden information at every decision, hand-outs and
    clones scribbled over at the deep checks, the first game replayed in fresh processes."""
    report = fuzz.fuzz(3, seed=20, pool="all", deep_every=4, turn_cap=TURN_CAP, cross_process_every=25)
    assert report.violations == []
    assert report.hidden_checked == report.decisions > 0
    assert report.deep_checks > 0
    assert report.cross_process == 1


def test_fuzzer_finds_a_hidden_card_named_in_a_view(monkeypatch) -> None:
    """402.3: a view that tells a player the names in the opponent's hand is a violation."""
    real = view.player_view

    def peeking(game: Game, viewer) -> dict:
        seen = real(game, viewer)
        seen["peek"] = [game.state.objects[o].card for p in game.state.players if p.index != viewer for o in p.hand]
        return seen

    monkeypatch.setattr(view, "player_view", peeking)
    violation = fuzz.fuzz_game(0, fuzz.card_pool("all"), 0, turn_cap=TURN_CAP, replay=False)
    assert violation is not None
    assert violation.invariant.startswith("no player is told hidden information")
    assert "view names hidden cards" in violation.detail


def test_fuzzer_finds_a_hidden_id_in_a_per_player_log(monkeypatch) -> None:
    """401.2: a per-player log that is the full log (the opponent's draws by id) is a violation."""
    monkeypatch.setattr(player_log, "events_for", lambda game, player, since=0: game.log.to_list()[since:])
    violation = fuzz.fuzz_game(0, fuzz.card_pool("all"), 0, turn_cap=TURN_CAP, replay=False)
    assert violation is not None
    assert "log" in violation.detail and "hidden" in violation.detail


def test_handout_check_passes_on_the_real_engine_and_scribbles_over_everything() -> None:
    d = _bears()
    assert fuzz.handout_problem(d.game) is None
    assert fuzz.scribble(d.game.view(0)) > 10


def test_handout_check_finds_a_view_sharing_the_state(monkeypatch) -> None:
    """A view holding the real hand list: scribbling over it changes the game."""
    real = view.player_view

    def sharing(game: Game, viewer) -> dict:
        seen = real(game, viewer)
        seen["my_hand"] = game.state.players[viewer].hand
        return seen

    d = _bears()
    monkeypatch.setattr(view, "player_view", sharing)
    assert fuzz.handout_problem(d.game) == "scribbling over what was handed out changed to_json()"


def test_handout_check_finds_a_decision_handed_out_as_the_engines_own(monkeypatch) -> None:
    """A decision whose context is the engine's own dict: scribbling over it changes what is
    handed out next."""
    d = _bears()
    d.game.choose(next(o for o in d.game.decision.options if o.kind == "cast"))  # Giant Growth: a target
    assert d.game.decision.context
    monkeypatch.setattr(Decision, "handed_out", lambda self: self)
    d.game._handed = None
    assert fuzz.handout_problem(d.game) is not None


def test_clone_check_passes_on_the_real_engine() -> None:
    assert fuzz.clone_problem(_bears().game) is None


def test_clone_check_finds_a_clone_sharing_the_battlefield(monkeypatch) -> None:
    """A clone whose battlefield list is the original's."""
    real = state.copy_data

    def sharing(game_state):
        copy = real(game_state)
        copy.battlefield = game_state.battlefield
        return copy

    monkeypatch.setattr("manastack.engine.game.clone_state", sharing)
    assert fuzz.clone_problem(_bears().game) == "scribbling over a clone changed the original's to_json()"


def test_clone_check_finds_a_clone_sharing_a_cache(monkeypatch) -> None:
    """A clone sharing the original's characteristics cache, its characteristics changeable (as
    they were before clones froze them, `characteristics.freeze`): the original's view changes."""
    real = Game.clone

    def sharing(self: Game) -> Game:
        copy = real(self)
        self.chars(self.state.battlefield[0])
        copy.kernel._chars, copy.kernel._chars_stamp = self.kernel._chars, self.kernel._chars_stamp
        copy.kernel.stamps = list(self.kernel.stamps)
        for chars in self.kernel._chars.values():
            object.__setattr__(chars, "__class__", Characteristics)
        return copy

    monkeypatch.setattr(Game, "clone", sharing)
    with registry.scope():  # the scribbled characteristics are the per-card cache's: cleared after
        assert fuzz.clone_problem(_bears().game) == "scribbling over a clone changed the original's next decision or views"


def test_cross_process_check_passes_for_the_real_engine() -> None:
    """Principle 2: the same seed and choices give a byte-identical game under other hash seeds."""
    digest = fuzz.play_digest(*fuzz.game_setup((3, "all", TURN_CAP)))
    assert fuzz.cross_process_problem(3, "all", TURN_CAP, digest) is None


def test_cross_process_check_finds_a_game_that_depends_on_the_hash_seed(tmp_path, monkeypatch) -> None:
    """A process whose choices follow the iteration order of a set of strings (which the hash
    seed decides) plays another game: the check reports it."""
    (tmp_path / "sitecustomize.py").write_text(
        "import manastack.fuzz as f\n"
        "_pick = f.pick\n"
        "f.pick = lambda rng, options, *rest: (_pick(rng, options, *rest) + next(iter({'a', 'b', 'c'})).__hash__()) % len(options)\n",
        encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    digest = fuzz.play_digest(*fuzz.game_setup((3, "all", TURN_CAP)))
    problem = fuzz.cross_process_problem(3, "all", TURN_CAP, digest)
    assert problem is not None and "PYTHONHASHSEED=" in problem


def test_fuzz_command_reports_the_trust_checks() -> None:
    result = CliRunner().invoke(main, ["fuzz", "--games", "2", "--seed", "7", "--turn-cap", "3", "--deep-every", "5",
                                       "--cross-process-every", "2"])
    assert result.exit_code == 0, result.output
    assert "hidden information checked for both players at" in result.output
    assert "1 games replayed byte-identically under PYTHONHASHSEED 1 and 4242" in result.output


def test_a_replay_is_limited_in_cpu_time_not_wall_time(tmp_path, monkeypatch) -> None:
    """104.4b: a game looping in the replaying process is stopped by its CPU-time limit
    (RLIMIT_CPU) and reported as taking too long, whatever the machine's load; the wall-time
    limit is only a backstop many times longer."""
    (tmp_path / "sitecustomize.py").write_text(
        "import manastack.fuzz as f\n"
        "def _loop(games):\n"
        "    while True:\n"
        "        pass\n"
        "f._print_digests = _loop\n",
        encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    monkeypatch.setattr(fuzz, "GAME_SECONDS", 1)
    problem = fuzz.cross_process_problem(3, "all", TURN_CAP, "digest")
    assert problem == "the games in a process with PYTHONHASHSEED=1 took more than 1 s of CPU time"


def test_an_unexpected_error_in_a_check_is_reported_with_its_seed(monkeypatch) -> None:
    """An error that is neither the engine's own nor a broken invariant (an AttributeError in the
    hidden-information check, corpus fuzz seeds from 20000) is a violation naming the seed and the
    choice, not an internal error that stops the run without them."""

    def broken(self) -> str | None:
        raise AttributeError("'OverloadedSpell' object has no attribute 'text'")

    monkeypatch.setattr(fuzz.Watcher, "problem", broken)
    violation = fuzz.fuzz_game(7, fuzz.card_pool("all"), 0, turn_cap=TURN_CAP, replay=False)
    assert violation is not None
    assert violation.seed == 7 and violation.choice == 0
    assert violation.invariant == "the engine and the checks run without an unexpected error"
    assert "AttributeError" in violation.detail and "OverloadedSpell" in violation.detail
