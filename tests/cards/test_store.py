"""The user card store (issue 16 item 6): `manastack cards import` writes to MANASTACK_HOME,
never into the installed package; imported cards are played; a damaged store is refused by
name and never overwritten; database cards are compiled one at a time, on first use."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import life, position

from manastack.agents import HeuristicAgent, decide
from manastack.cards import db, registry, store
from manastack.cards.db import CardRecord, FaceRecord, import_mtgjson
from manastack.cli import main
from manastack.engine.game import Game

RAIDER = "Test Store Raider"


def mtgjson_card(name: str, cost: str, type_line: str, power: str, toughness: str, text: str = "") -> dict:
    """One AtomicCards face entry."""
    types, _, subtypes = type_line.partition(" — ")
    return {
        "name": name,
        "manaCost": cost,
        "type": type_line,
        "types": types.split(),
        "subtypes": subtypes.split(),
        "supertypes": [],
        "colors": ["R"],
        "power": power,
        "toughness": toughness,
        "text": text,
        "layout": "normal",
    }


def atomic_file(path: Path, *cards: dict) -> Path:
    path.write_text(json.dumps({"meta": {}, "data": {c["name"]: [c] for c in cards}}), encoding="utf-8")
    return path


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """An empty MANASTACK_HOME for this test; the database forgets it afterwards."""
    directory = tmp_path / "home"
    monkeypatch.setenv("MANASTACK_HOME", str(directory))
    db.reload_database()
    yield directory
    monkeypatch.undo()
    db.reload_database()


@pytest.fixture
def raider_file(tmp_path: Path) -> Path:
    return atomic_file(
        tmp_path / "raider.json", mtgjson_card(RAIDER, "{1}{R}", "Creature — Goblin", "3", "1", "Haste")
    )


def cards(*args: str):
    result = CliRunner().invoke(main, ["cards", *args])
    assert "Traceback" not in result.output
    return result


def package_data() -> dict[str, tuple[bytes, int]]:
    """The bundled data files' bytes and modification times."""
    data = Path(str(resources.files("manastack.cards").joinpath("data")))
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(data.iterdir())}


# ------------------------------------------------------------------------------------ where cards live


def test_home_is_manastack_home_or_the_platform_user_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.setenv("MANASTACK_HOME", "/somewhere/else")
    assert store.store_path() == Path("/somewhere/else") / store.STORE_FILE
    monkeypatch.delenv("MANASTACK_HOME")
    assert store.home() == Path(platformdirs.user_data_dir("manastack", appauthor=False))


def test_import_writes_the_user_store_and_leaves_the_package_untouched(home: Path, raider_file: Path) -> None:
    before = package_data()
    result = cards("import", str(raider_file))
    assert result.exit_code == 0, result.output
    assert (
        f"1 new, 0 replaced, 0 unchanged; the card store {home / 'cards.jsonl'} holds 1 cards"
        in result.output
    )
    assert package_data() == before
    assert (home / "cards.jsonl").is_file()
    assert [p.name for p in home.iterdir()] == ["cards.jsonl"]  # no temporary file left behind
    assert db.load_database().get(RAIDER).front.power == "3"
    assert db.load_bundled().full_name(RAIDER) is None


def test_the_store_file_says_what_it_is(home: Path, raider_file: Path) -> None:
    cards("import", str(raider_file))
    header = json.loads((home / "cards.jsonl").read_bytes().split(b"\n", 1)[0])
    assert (header["format"], header["version"], header["cards"], header["names"]) == (
        "manastack card store",
        1,
        1,
        [RAIDER],
    )


def test_an_imported_card_is_played(home: Path, raider_file: Path) -> None:
    """The imported card in a game: cast for {1}{R} (601.2), it attacks the turn it comes
    under its controller's control (haste, 702.10) and deals its 3 damage (510.1)."""
    cards("import", str(raider_file))
    d = position({"alice": {"hand": [RAIDER], "battlefield": [{"card": "Mountain", "count": 2}]}})
    d.act("alice", "casts", RAIDER)
    d.resolve(None)
    d.attack("alice", [RAIDER])
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "bob") == 17


def test_an_imported_card_in_a_deck_plays_whole_games(home: Path, raider_file: Path) -> None:
    cards("import", str(raider_file))
    deck = ["Mountain"] * 20 + [RAIDER] * 20
    game = Game.new([deck, deck], seed=4, max_turns=12)
    players = [HeuristicAgent(0), HeuristicAgent(1)]
    while not game.over:
        decision = game.decision
        game.choose(decide(players[decision.player], game, decision))
    assert any(e["type"] == "cast" and e["card"] == RAIDER for e in game.log)
    assert game.winner is not None  # 3 damage a turn from every side: someone wins by turn 12


def test_importing_again_replaces_a_stored_card_and_keeps_the_others(
    home: Path, tmp_path: Path, raider_file: Path
) -> None:
    other = atomic_file(
        tmp_path / "other.json", mtgjson_card("Test Store Ogre", "{2}{R}", "Creature — Ogre", "2", "2")
    )
    cards("import", str(raider_file))
    cards("import", str(other))
    stronger = atomic_file(
        tmp_path / "stronger.json", mtgjson_card(RAIDER, "{1}{R}", "Creature — Goblin", "4", "1", "Haste")
    )
    result = cards("import", str(stronger))
    assert (
        "0 new, 1 replaced, 0 unchanged; the card store" in result.output and "holds 2 cards" in result.output
    )
    database = db.load_database()
    assert (database.get(RAIDER).front.power, database.get("Test Store Ogre").front.power) == ("4", "2")
    assert registry.card_def(RAIDER).front.power == "4"  # the registry forgot the old definition


def test_a_bundled_card_keeps_its_bundled_text(home: Path, tmp_path: Path) -> None:
    """An imported record of a bundled card is left out: the bundled definitions and tests are
    written for the bundled text."""
    bears = atomic_file(
        tmp_path / "bears.json", mtgjson_card("Grizzly Bears", "{1}{G}", "Creature — Bear", "9", "9")
    )
    result = cards("import", str(bears))
    assert (
        "0 new, 0 replaced, 0 unchanged, 1 left out (bundled cards keep their bundled text)" in result.output
    )
    assert db.load_database().get("Grizzly Bears").front.power == "2"


def test_import_of_a_bad_file_is_refused_without_touching_the_store(
    home: Path, raider_file: Path, tmp_path: Path
) -> None:
    cards("import", str(raider_file))
    stored = (home / "cards.jsonl").read_bytes()
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    result = cards("import", str(broken))
    assert result.exit_code == 2 and f"error: {broken}:" in result.output
    missing = cards("import", str(tmp_path / "missing.json"))
    assert missing.exit_code == 2 and "No such file or directory" in missing.output
    assert (home / "cards.jsonl").read_bytes() == stored


# ------------------------------------------------------------------------------------ a damaged store


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda data: b"garbage\n" + data, "not a manastack card store"),
        (lambda data: data[: len(data) - 10], "the card store is damaged: its header records"),
        (lambda data: data.replace(b'"version":1', b'"version":7', 1), "a card store of version 7"),
        (lambda data: data.replace(b'"names":[', b'"names":[1,', 1), "its index can't be read"),
    ],
    ids=["not-a-store", "truncated", "newer-version", "bad-index"],
)
def test_a_damaged_store_is_refused_by_name_and_import_does_not_overwrite_it(
    home: Path, raider_file: Path, damage, message: str
) -> None:
    cards("import", str(raider_file))
    path = home / "cards.jsonl"
    path.write_bytes(damage(path.read_bytes()))
    damaged = path.read_bytes()
    db.reload_database()
    shown = cards("show", "Forest")
    assert shown.exit_code == 2
    assert shown.output.startswith(f"error: {path}: ") and message in shown.output
    again = cards("import", str(raider_file))
    assert again.exit_code == 2 and message in again.output
    assert path.read_bytes() == damaged


def test_a_damaged_record_is_refused_naming_the_card(home: Path, tmp_path: Path) -> None:
    """A card's line that doesn't match its checksum: the other cards still play, that card
    is refused with the store's name and its own."""
    ogre = mtgjson_card("Test Store Ogre", "{2}{R}", "Creature — Ogre", "2", "2")
    cards(
        "import",
        str(
            atomic_file(
                tmp_path / "two.json",
                ogre,
                mtgjson_card(RAIDER, "{1}{R}", "Creature — Goblin", "3", "1", "Haste"),
            )
        ),
    )
    path = home / "cards.jsonl"
    path.write_bytes(path.read_bytes().replace(b'"power":"2"', b'"power":"5"'))  # the same length
    db.reload_database()
    assert db.load_database().get(RAIDER).front.power == "3"
    with pytest.raises(store.StoreError, match=r"the record of 'Test Store Ogre' doesn't match its checksum"):
        db.load_database().get("Test Store Ogre")
    result = cards("show", "Test Store Ogre")
    assert result.exit_code == 2 and str(path) in result.output and "'Test Store Ogre'" in result.output


def test_a_failed_write_leaves_the_old_store_whole(
    home: Path, raider_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards("import", str(raider_file))
    path = home / "cards.jsonl"
    stored = path.read_bytes()

    def no_replace(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_replace)
    other = atomic_file(
        tmp_path / "other.json", mtgjson_card("Test Store Ogre", "{2}{R}", "Creature — Ogre", "2", "2")
    )
    with pytest.raises(
        store.StoreError, match=r"can't write the card store \(No space left on device\); it is unchanged"
    ):
        db.import_records(import_mtgjson(other))
    assert path.read_bytes() == stored
    assert [p.name for p in home.iterdir()] == ["cards.jsonl"]


def test_records_round_trip_through_the_store(tmp_path: Path) -> None:
    """Every bundled card, multi-faced ones with their face names, comes back equal."""
    records = db.load_bundled().records()
    path = tmp_path / "cards.jsonl"
    store.write_store(path, records)
    opened = store.CardStore.open(path)
    assert opened is not None and opened.names() == [r.name for r in records]
    assert list(opened.records()) == records
    database = opened.database()
    assert database.get("Chop Down").name == "Giant Killer // Chop Down"
    opened.close()
    assert store.CardStore.open(tmp_path / "absent.jsonl") is None


# ------------------------------------------------------------------------------------ lazy compilation


def test_loading_the_database_compiles_nothing_and_using_a_card_compiles_it(
    home: Path, raider_file: Path
) -> None:
    cards("import", str(raider_file))  # a reload: the registry forgot every database card
    assert registry.compiled_from_database() == frozenset()
    database = db.load_database()
    assert RAIDER in database and database.get("Lightning Bolt").name == "Lightning Bolt"
    assert registry.compiled_from_database() == frozenset()
    assert registry.card_def(registry.resolve_name(RAIDER)).front.power == "3"
    assert registry.compiled_from_database() == {RAIDER}
    registry.card_def(RAIDER)
    assert registry.compiled_from_database() == {RAIDER}


def test_cards_show_compiles_only_the_card_shown(home: Path, raider_file: Path) -> None:
    cards("import", str(raider_file))
    assert cards("show", RAIDER).exit_code == 0
    assert registry.compiled_from_database() == {RAIDER}


def test_cards_search_compiles_only_the_cards_it_lists(home: Path, raider_file: Path) -> None:
    cards("import", str(raider_file))
    listed = cards("search", "t:goblin").output.splitlines()[:-1]
    compiled = registry.compiled_from_database()
    assert RAIDER in compiled
    assert compiled <= {db.load_database().full_name(line.split("  ")[0]) for line in listed}
    assert len(compiled) < len(db.load_database()) / 4


def test_a_game_compiles_only_the_cards_in_it(home: Path, raider_file: Path) -> None:
    cards("import", str(raider_file))
    Game.new([["Mountain"] * 20 + [RAIDER] * 20, ["Forest"] * 40], seed=1)
    compiled = registry.compiled_from_database()
    assert RAIDER in compiled and len(compiled) <= 3 and "Lightning Bolt" not in compiled


def test_compiling_on_first_use_calls_no_invalidation_hook_but_a_reload_does(
    home: Path, raider_file: Path
) -> None:
    """Compiling a database card on first use changes nothing the registry stands for, so no
    cache is cleared; a reload of the database (an import) does clear them."""
    calls = []
    registry.on_change(lambda: calls.append(1))
    try:
        registry.card_def(registry.resolve_name("Lightning Bolt"))
        registry.all_definitions()
        assert calls == []
        cards("import", str(raider_file))
        assert calls == [1]
    finally:
        registry._ON_CHANGE.pop()


def test_all_definitions_compiles_every_database_card(home: Path, raider_file: Path) -> None:
    cards("import", str(raider_file))
    everything = registry.all_definitions()
    assert RAIDER in everything
    database = db.load_database()
    assert {n for n in database.names() if n not in everything} == set(registry.unsupported()) & set(
        database.names()
    )


def test_a_scope_spanning_a_reload_forgets_the_cards_of_the_old_database(
    home: Path, raider_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with registry.scope():
        cards("import", str(raider_file))
        assert registry.is_supported(RAIDER)
        monkeypatch.setenv("MANASTACK_HOME", str(home.parent / "elsewhere"))
        db.reload_database()
    assert not registry.is_supported(RAIDER)
    assert RAIDER not in registry.compiled_from_database()


def test_a_registered_definition_survives_a_reload(home: Path) -> None:
    """A definition given to `register` replaces the database's compiled card and stays when
    the database is read again."""
    bolt = registry.card_def("Lightning Bolt")
    with registry.scope():
        custom = registry.register(replace(bolt, source="test", reason="registered by a test"))
        db.reload_database()
        assert registry.card_def("Lightning Bolt") is custom
    assert registry.card_def("Lightning Bolt") == bolt


def test_an_unknown_name_is_refused_with_close_supported_names(home: Path) -> None:
    with pytest.raises(
        registry.UnsupportedCardError, match=r"no such supported card \(did you mean Lightning Bolt"
    ):
        registry.resolve_name("Lightnin Bolt")


def test_face_records_survive_the_store(home: Path, tmp_path: Path) -> None:
    """A multi-faced card's faces are found by their names from the store's header alone."""
    record = CardRecord(
        "Test Up // Test Down",
        "split",
        (
            FaceRecord("Test Up", "{R}", "Instant", (), ("Instant",), (), ("R",), None, None, None, "", "a"),
            FaceRecord(
                "Test Down", "{G}", "Instant", (), ("Instant",), (), ("G",), None, None, None, "", "b"
            ),
        ),
    )
    db.import_records([record])
    database = db.load_database()
    assert database.full_name("test down") == "Test Up // Test Down"
    assert database.get("Test Up").faces == record.faces


def test_register_records_keeps_a_database_card_that_is_not_compiled_yet(home: Path) -> None:
    """A card file registered for a run (fuzz --cards FILE) doesn't replace a database card,
    even one not compiled yet: the database's definition is the one played."""
    assert "Grizzly Bears" not in registry.compiled_from_database()
    other = import_mtgjson(
        {"data": {"Grizzly Bears": [mtgjson_card("Grizzly Bears", "{1}{G}", "Creature — Bear", "9", "9")]}}
    )
    with registry.scope():
        assert registry.register_records(other) == ["Grizzly Bears"]
        assert registry.card_def("Grizzly Bears").front.power == "2"
        assert "Grizzly Bears" in registry.compiled_from_database()


def test_cards_read_after_another_import_replaced_the_store_come_from_the_store_first_read(
    home: Path, tmp_path: Path
) -> None:
    """A running process (manastack serve) keeps the cards of the store it opened: an import by
    another process replaces the file, and a card first read after that is still the old one."""
    ogre = mtgjson_card("Test Store Ogre", "{2}{R}", "Creature — Ogre", "2", "2")
    db.import_records(import_mtgjson(atomic_file(tmp_path / "a.json", ogre)))
    database = db.load_database()
    assert RAIDER not in database
    stronger = dict(ogre, power="7")
    store.write_store(store.store_path(), import_mtgjson(atomic_file(tmp_path / "b.json", stronger)))
    assert database.get("Test Store Ogre").front.power == "2"
