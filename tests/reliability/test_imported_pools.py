"""Invariant fuzzing over imported card sets (issue 13 item 9): the bundled Mystery Booster 2
file (`--cards mb2`) and a slice of the card-text corpus (tests/data/corpus_slice.json, made by
scripts/make_fuzz_corpus.py), registered for the test's process through
`registry.register_records` and forgotten afterwards (`registry.scope`).

Each pool plays 16 games to a turn cap of 8 and 2 to the full cap of 40, with the deep checks on
one decision in 25, as the bundled pool does in test_fuzz.py."""

from __future__ import annotations

import hashlib
import json
import signal
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import position

from manastack import fuzz
from manastack.cards import dsl, registry
from manastack.cards.db import card_file_records
from manastack.cli import main

SLICE = Path(__file__).resolve().parents[1] / "data" / "corpus_slice.json"
POOLS = {"mb2": "mb2", "corpus": str(SLICE)}
SHORT_GAMES = 16
SHORT_CAP = 8
LONG_GAMES = 2
DEEP_EVERY = 25


@pytest.fixture(params=sorted(POOLS))
def imported(request) -> tuple[str, list[str]]:
    with registry.scope():
        yield request.param, fuzz.card_pool(POOLS[request.param])


def test_imported_pool_is_the_files_supported_cards(imported: tuple[str, list[str]]) -> None:
    """The pool is every card of the file the engine supports, other than basic lands and
    tokens; those it can't play are refused by name, the rest play in games."""
    name, pool = imported
    records = card_file_records(POOLS[name])
    assert pool and set(pool) <= {r.name for r in records}
    for record in records:
        if record.name not in pool and record.name not in fuzz.BASICS:
            with pytest.raises(registry.UnsupportedCardError, match="not supported"):
                registry.resolve_name(record.name)
    assert all(registry.card_def(n).layout != "token" for n in pool)


def test_item9_fuzz_games_over_an_imported_set_keep_every_invariant(imported: tuple[str, list[str]]) -> None:
    """400.1, 704.3, 117.5, 601.2g-h, 733.1, 104: random games with random decks from an imported
    set keep every invariant (the checks of test_fuzz.py), short games and games to turn 40."""
    name, pool = imported
    report = fuzz.FuzzReport()
    for seed in range(SHORT_GAMES):
        violation = fuzz.fuzz_game(seed, pool, DEEP_EVERY, report, turn_cap=SHORT_CAP)
        assert violation is None, f"--cards {POOLS[name]}: {violation}"
    for seed in range(1000, 1000 + LONG_GAMES):
        violation = fuzz.fuzz_game(seed, pool, DEEP_EVERY, report, turn_cap=fuzz.TURN_CAP)
        assert violation is None, f"--cards {POOLS[name]}: {violation}"
    assert report.games == SHORT_GAMES + LONG_GAMES
    assert report.deep_checks > 0 and report.illegal_refused == report.decisions
    assert set(report.cards) - set(fuzz.BASICS) <= set(pool)
    assert len(set(report.cards) - set(fuzz.BASICS)) > len(pool) // 4


def _database_sha() -> str:
    target = resources.files("manastack.cards").joinpath("data", "cards.json")
    return hashlib.sha256(target.read_bytes()).hexdigest()


def test_item9_fuzz_command_over_mb2_leaves_the_package_database_alone() -> None:
    """`manastack fuzz --cards mb2` plays the bundled MB2 cards without importing them into the
    package's database, and a violation's command to reproduce it names the pool."""
    before = _database_sha()
    with registry.scope():
        result = CliRunner().invoke(main, ["fuzz", "--cards", "mb2", "--games", "2", "--seed", "3", "--turn-cap", "3"])
    assert result.exit_code == 0, result.output
    assert "2 games (seeds 3-4)" in result.output and "no violations" in result.output
    assert _database_sha() == before
    violation = fuzz._with_pool(fuzz.Violation(5, 7, "an invariant", "detail"), "mb2")
    assert str(violation).endswith("(reproduce: manastack fuzz --games 1 --seed 5 --cards mb2)")


def test_fuzz_cards_accepts_a_card_database_file_and_a_union_of_pools(tmp_path) -> None:
    """`--cards` takes a card database file as well as an MTGJSON file, and a comma-separated
    list of pools is their union."""
    from manastack.cards.db import dumps_records, load_database

    records = [load_database("mb2.json").get(name) for name in ("Tarnished Citadel", "Ball Lightning")]
    path = tmp_path / "two.json"
    path.write_text(dumps_records(records), encoding="utf-8")
    with registry.scope():
        assert fuzz.card_pool(str(path)) == ["Ball Lightning", "Tarnished Citadel"]
        assert fuzz.card_pool(f"all,{path}") == sorted({*fuzz.card_pool("all"), "Ball Lightning", "Tarnished Citadel"})


@pytest.mark.parametrize("content", [b"{not json", json.dumps({"data": 5}).encode(), b"\xff\xfe"])
def test_fuzz_command_with_a_bad_card_file_exits_2(tmp_path, content: bytes) -> None:
    """A card file that can't be read is an error naming the file, not a traceback."""
    path = tmp_path / "cards.json"
    path.write_bytes(content)
    for pool in (str(path), str(tmp_path / "missing.json.gz")):
        result = CliRunner().invoke(main, ["fuzz", "--games", "1", "--cards", pool])
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output and "not a readable card file" in result.output


def test_a_fuzz_worker_registers_the_same_pool(monkeypatch) -> None:
    """Issue 7: a worker process of `fuzz --workers K` gets the parent's pool: its initializer
    registers the pool's cards (a worker started by spawn has none of the parent's)."""
    monkeypatch.setattr(signal, "signal", lambda *args: None)
    with registry.scope():
        assert not registry.is_supported("Tarnished Citadel")
        names = fuzz.card_pool("mb2")
    with registry.scope():
        fuzz._init_worker("mb2", names, 10, 8, 100, 25, False)
        assert registry.is_supported("Tarnished Citadel")
        assert fuzz._WORKER_JOB == (names, 10, 8, "mb2", 100, 25, False)


# ---------------------------------------------------------------- regressions found by fuzzing imported sets

registry.register(dsl.CardDef(name="Test Pilgrim Drone", faces=(dsl.Face(
    name="Test Pilgrim Drone", mana_cost="{1}", types=("Artifact", "Creature"), power="1", toughness="1", abilities=(
        dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.SearchLibrary(
            filter=dsl.Filter(types=("Land",), basic=True), to="hand", reveal=True),), optional=True,
            text="When this enters, you may search your library for a basic land card, reveal it, put it into your "
                 "hand, then shuffle."),)),), source="test"))


@pytest.mark.parametrize("pick", ["Mountain", "find nothing"])
def test_fuzz_corpus_seed_2018_an_optional_trigger_that_asks_again_uses_each_answer_once(pick: str) -> None:
    """603.5, 701.23: found by fuzzing the corpus slice (seed 2018, Pilgrim's Eye): after "you
    may" was answered yes, the search's own answer was read as the "may" answer (the search
    found the object `True`: KeyError).  Each question of the resolution gets its own answer."""
    d = position({"alice": {"hand": ["Test Pilgrim Drone"], "battlefield": ["Mountain"],
                            "library": ["Mountain", "Forest", "Lightning Bolt"]}})
    d.act("alice", "casts", "Test Pilgrim Drone")
    game = d.game
    while game.decision.kind != "may":
        game.choose(next(o for o in game.decision.options if o.kind == "pass"))
    game.choose("yes")
    assert game.decision.kind == "search"
    game.choose(pick)
    hand = [game.state.objects[o].card for o in game.state.players[0].hand]
    assert hand == ([] if pick == "find nothing" else ["Mountain"])
    assert len(game.state.players[0].library) == 3 - len(hand)
