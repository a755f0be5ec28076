"""Custom cards in YAML (issue 16 item 7): a playtest designer writes a card, `manastack cards
import FILE.yaml` checks it strictly, shows how the engine reads it or quotes the phrases it can't
read, stores it in the user card store (MANASTACK_HOME), and the card plays."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from support import cards, life, position

from manastack.cards import db, registry
from manastack.cards.custom import CustomCardError, engine_reading, load_custom_cards, parse_custom_cards
from manastack.cli import main
from manastack.decks import decklist
from manastack.engine.game import Game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "custom-cards.yaml"

WHELP = """\
name: Test Ember Whelp
mana_cost: "{1}{R}"
type_line: Creature — Goblin Shaman
power: 2
toughness: 1
text: |
  Haste
  When this creature enters, it deals 1 damage to any target.
"""


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """An empty MANASTACK_HOME for this test; the database forgets it afterwards."""
    directory = tmp_path / "home"
    monkeypatch.setenv("MANASTACK_HOME", str(directory))
    db.reload_database()
    with registry.scope():
        yield directory
    monkeypatch.undo()
    db.reload_database()


def run(*args: str):
    result = CliRunner().invoke(main, ["cards", *args])
    assert "Traceback" not in result.output
    return result


def write(tmp_path: Path, text: str, name: str = "cards.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------ the format


def test_a_card_reads_into_a_record_with_its_types_split_and_colours_from_its_cost() -> None:
    """205.1a: the type line is supertypes and card types, then subtypes after the dash (a
    hyphen is read as the dash); 202.2: with no colours given, the colours are the mana cost's."""
    text = WHELP.replace("Creature — Goblin Shaman", "Legendary Creature - Goblin Shaman")
    (record,) = parse_custom_cards(text.replace('"{1}{R}"', '"{R}{1}{G}"'))
    face = record.front
    assert (record.name, record.layout, face.side) == ("Test Ember Whelp", "normal", "a")
    assert (face.supertypes, face.types, face.subtypes) == (
        ("Legendary",),
        ("Creature",),
        ("Goblin", "Shaman"),
    )
    assert face.type_line == "Legendary Creature — Goblin Shaman"
    assert (face.mana_cost, face.colors) == ("{1}{R}{G}", ("R", "G"))
    assert (face.power, face.toughness, face.loyalty) == ("2", "1", None)
    assert face.text == "Haste\nWhen this creature enters, it deals 1 damage to any target."


def test_a_list_of_cards_and_an_adventure_with_its_faces() -> None:
    """715.1: an adventurer's first face is a creature, its second an Instant or Sorcery —
    Adventure; the card is named after both faces."""
    records = load_custom_cards(EXAMPLE)
    adventure = next(r for r in records if r.layout == "adventure")
    assert adventure.name == "Hedgerow Squire // Forage Ahead"
    assert [(f.name, f.side, f.types, f.subtypes) for f in adventure.faces] == [
        ("Hedgerow Squire", "a", ("Creature",), ("Human", "Knight")),
        ("Forage Ahead", "b", ("Sorcery",), ("Adventure",)),
    ]
    assert len(records) == 4


def test_a_face_without_a_mana_cost_takes_the_colours_given() -> None:
    """204: a colour indicator gives a face without a mana cost its colours (a transforming
    card's back face, 712.8e)."""
    text = """
layout: transform
faces:
  - {name: Test Pup, mana_cost: "{G}", type_line: Creature — Wolf, power: 1, toughness: 1}
  - {name: Test Howler, type_line: Creature — Werewolf, power: 3, toughness: 3, colors: [green]}
"""
    (record,) = parse_custom_cards(text)
    assert [(f.mana_cost, f.colors) for f in record.faces] == [("{G}", ("G",)), (None, ("G",))]


def test_a_modal_double_faced_playtest_card() -> None:
    """712.1: a modal double-faced card has a mana cost on each face (here a land back face has
    none: 305.1); `playtest: true` marks a playtest card (`is:playtest`)."""
    text = """
layout: modal_dfc
playtest: true
faces:
  - {name: Test Sprout Call, mana_cost: "{1}{G}", type_line: Sorcery, text: You gain 2 life.}
  - {name: Test Sprout Glade, type_line: Land, text: "{T}: Add {G}."}
"""
    (record,) = parse_custom_cards(text)
    assert (record.name, record.layout, record.playtest) == (
        "Test Sprout Call // Test Sprout Glade",
        "modal_dfc",
        True,
    )
    assert [(f.side, f.mana_cost, f.types) for f in record.faces] == [
        ("a", "{1}{G}", ("Sorcery",)),
        ("b", None, ("Land",)),
    ]
    assert engine_reading(record).supported


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (WHELP + "flavour: tasty\n", "card 1 'Test Ember Whelp': flavour: unknown key; the keys are name,"),
        (WHELP.replace("name: Test Ember Whelp\n", ""), "card 1: name: missing"),
        (
            WHELP.replace("type_line: Creature — Goblin Shaman\n", ""),
            "card 1 'Test Ember Whelp': type_line: missing",
        ),
        (
            WHELP.replace('"{1}{R}"', '"{1}{Q}"'),
            "mana_cost: invalid mana cost '{1}{Q}': unknown mana symbol {Q}",
        ),
        (WHELP.replace('"{1}{R}"', "{2}"), 'mana_cost: put the mana cost in quotes (mana_cost: "{1}{R}")'),
        (WHELP.replace('"{1}{R}"', "{1}{R}"), "not valid YAML: line 2, column 15: expected <block end>"),
        (
            WHELP.replace("Creature —", "Enchantment —"),
            "type_line: Goblin is a creature type; only a creature has one",
        ),
        (
            WHELP.replace("Creature — Goblin Shaman", "Instant"),
            "power: only a creature (or a Vehicle) has power",
        ),
        (
            WHELP.replace("toughness: 1\n", ""),
            "toughness: missing: a creature has power and toughness (208.1)",
        ),
        (WHELP.replace("power: 2", "power: two"), "power: expected a number (or *, 1+*, X), not 'two'"),
        (WHELP.replace("Creature —", "Creture —"), "type_line: 'Creture' is neither a card type"),
        (
            WHELP.replace("Goblin Shaman", "Goblin Shamen"),
            "type_line: unknown subtype 'Shamen' for Creature (205.3)",
        ),
        (WHELP + "loyalty: 3\n", "loyalty: only a planeswalker has loyalty (209.1)"),
        (WHELP + "colors: [U]\n", "colors: a face with a mana cost has its cost's colours (R, 202.2)"),
        (WHELP + "colors: [purple]\n", "colors: unknown colour 'purple'"),
        (
            WHELP.replace('"{1}{R}"', '"{1}{R}"\nlayout: split'),
            "faces: missing: a split card gives its two faces",
        ),
        (
            "layout: adventure\nfaces:\n  - {name: A, mana_cost: '{G}', type_line: Creature — Elf, power: 1, "
            "toughness: 1}\n  - {name: B, mana_cost: '{G}', type_line: Sorcery}\n",
            "card 1 'A // B', face 2 'B': type_line: an adventurer's second face is an Instant — Adventure",
        ),
        (
            "layout: meld\nfaces:\n  - {name: A, type_line: Land}\n  - {name: B, type_line: Land}\n",
            "layout: 'meld' isn't a layout the engine plays; use one of modal_dfc, transform, adventure",
        ),
        (
            f"- {WHELP.replace(chr(10), chr(10) + '  ')}\n- {WHELP.replace(chr(10), chr(10) + '  ')}",
            "card 2 'Test Ember Whelp': name: another card in the file has this name",
        ),
        (
            "just a sentence",
            "expected a card (a mapping of name, mana_cost, type_line, ...) or a list of cards",
        ),
    ],
    ids=[
        "unknown-key",
        "no-name",
        "no-type-line",
        "bad-symbol",
        "unquoted-number",
        "unquoted-cost",
        "creature-type-on-enchantment",
        "pt-on-instant",
        "no-toughness",
        "bad-power",
        "bad-card-type",
        "bad-subtype",
        "loyalty-on-creature",
        "colours-against-cost",
        "bad-colour",
        "layout-without-faces",
        "adventure-without-adventure-face",
        "unplayed-layout",
        "duplicate-name",
        "not-a-card",
    ],
)
def test_each_format_error_names_the_file_the_card_and_the_field(
    home: Path, tmp_path: Path, text: str, problem: str
) -> None:
    """Every problem is one line `FILE: card N 'NAME': FIELD: what is wrong`; the command exits
    with status 2 and stores nothing."""
    path = write(tmp_path, text)
    with pytest.raises(CustomCardError) as raised:
        load_custom_cards(path)
    assert any(p.startswith(f"{path}: ") and problem in p for p in raised.value.problems), (
        raised.value.problems
    )
    result = run("import", str(path))
    assert result.exit_code == 2 and problem in result.output and f"error: {path}: " in result.output
    assert not (home / "cards.jsonl").exists()


def test_every_problem_in_a_file_is_listed_and_none_of_its_cards_stored(home: Path, tmp_path: Path) -> None:
    good = WHELP.replace("Test Ember Whelp", "Test Good Card")
    bad = WHELP.replace('"{1}{R}"', '"{1}{Q}"').replace("power: 2", "power: two")
    indent = lambda card: "- " + card.replace("\n", "\n  ")  # noqa: E731
    path = write(tmp_path, indent(good) + "\n" + indent(bad))
    result = run("import", str(path))
    assert result.exit_code == 2
    assert result.output.count("error: ") == 2 and "mana_cost:" in result.output and "power:" in result.output
    assert not (home / "cards.jsonl").exists()
    assert "Test Good Card" not in db.load_database()


# ------------------------------------------------------------------------------------ cards import


def test_a_supported_card_is_shown_as_the_engine_reads_it_and_stored(home: Path, tmp_path: Path) -> None:
    result = run("import", str(write(tmp_path, WHELP)))
    assert result.exit_code == 0, result.output
    assert (
        "Test Ember Whelp: supported; how the engine reads it:\n"
        "  Test Ember Whelp:\n"
        "    Haste\n"
        "    When this creature enters, this creature deals 1 damage to any target.\n"
    ) in result.output
    assert (
        f"1 cards: 1 new, 0 replaced, 0 unchanged; the card store {home / 'cards.jsonl'} holds 1 cards"
        in result.output
    )
    assert db.load_database().get("Test Ember Whelp").front.subtypes == ("Goblin", "Shaman")
    assert registry.is_supported("Test Ember Whelp")


def test_an_unsupported_card_is_quoted_and_stored_all_the_same(home: Path) -> None:
    """The example file's Chaos Shuffle: the compiler's phrase is quoted, the card is stored,
    and the engine refuses it by name when it is played."""
    result = run("import", str(EXAMPLE))
    assert result.exit_code == 0, result.output
    assert (
        "Chaos Shuffle: unsupported; the engine can't read:\n"
        '  "Each player shuffles their hand into their library, then draws that many cards."\n'
    ) in result.output
    assert "1 unsupported card is stored all the same" in result.output
    assert "4 cards: 4 new" in result.output
    for name in ("Ember Whelp", "Static Jolt", "Hedgerow Squire // Forage Ahead"):
        assert f"{name}: supported; how the engine reads it:" in result.output
        assert registry.is_supported(name)
    assert "Chaos Shuffle" in db.load_database()
    with pytest.raises(registry.UnsupportedCardError, match="Chaos Shuffle.*draws that many cards"):
        registry.resolve_name("Chaos Shuffle")


def test_dry_run_checks_and_shows_but_stores_nothing(home: Path) -> None:
    result = run("import", str(EXAMPLE), "--dry-run")
    assert result.exit_code == 0, result.output
    assert "Ember Whelp: supported; how the engine reads it:" in result.output
    assert "Chaos Shuffle: unsupported" in result.output
    assert f"{EXAMPLE}: 4 cards checked; nothing stored (--dry-run)" in result.output
    assert not home.exists()
    assert "Ember Whelp" not in db.load_database()


def test_a_card_named_like_a_bundled_card_is_left_out(home: Path, tmp_path: Path) -> None:
    result = run("import", str(write(tmp_path, WHELP.replace("Test Ember Whelp", "Grizzly Bears"))))
    assert result.exit_code == 0, result.output
    assert "Grizzly Bears: left out: the bundled database has a card of this name" in result.output
    assert db.load_database().get("Grizzly Bears").front.power == "2"


def test_a_card_named_like_a_token_definition_is_refused(home: Path, tmp_path: Path) -> None:
    """The registry finds the Thopter token's definition before any database card, so a stored
    card of that name would never be played: it is refused by name instead."""
    text = "name: Thopter\ntype_line: Artifact Creature — Thopter\npower: 5\ntoughness: 5\n"
    result = run("import", str(write(tmp_path, text)))
    assert result.exit_code == 2
    assert "card 1 'Thopter': name: the engine has a token definition called 'Thopter'" in result.output
    assert not (home / "cards.jsonl").exists()


def test_a_missing_file_is_refused(home: Path, tmp_path: Path) -> None:
    result = run("import", str(tmp_path / "missing.yml"))
    assert result.exit_code == 2 and "No such file or directory" in result.output


# ------------------------------------------------------------------------------------ playing them


def test_an_imported_custom_creature_is_cast_and_does_what_its_text_says(home: Path, tmp_path: Path) -> None:
    """Cast for {1}{R} (601.2); its enters trigger (603.6a) deals 1 damage to Llanowar Elves,
    which dies (704.5g); with haste (702.10) it attacks that turn for 2 (510.1)."""
    run("import", str(write(tmp_path, WHELP)))
    d = position(
        {
            "alice": {"hand": ["Test Ember Whelp"], "battlefield": [{"card": "Mountain", "count": 2}]},
            "bob": {"battlefield": ["Llanowar Elves"]},
        }
    )
    d.act("alice", "casts", "Test Ember Whelp", choices=["Llanowar Elves"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Llanowar Elves"]
    d.attack("alice", ["Test Ember Whelp"])
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert life(d, "bob") == 18


def test_the_example_adventure_goes_on_an_adventure_then_is_cast_from_exile(home: Path) -> None:
    """715.3d, 715.4: Forage Ahead resolves (3 life), the card is exiled, and Hedgerow Squire is
    later cast from exile."""
    run("import", str(EXAMPLE))
    d = position({"alice": {"hand": ["Hedgerow Squire"], "battlefield": [{"card": "Forest", "count": 3}]}})
    d.act("alice", "casts", "Hedgerow Squire", face="Forage Ahead")
    d.resolve(None)
    assert life(d, "alice") == 23
    assert cards(d, "alice", "exile") == ["Hedgerow Squire // Forage Ahead"]
    d.act("alice", "casts", "Hedgerow Squire", from_zone="exile")
    d.resolve(None)
    assert "Hedgerow Squire" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_built_bears_legacy_options_remain_in_decklists(home: Path) -> None:
    """Built Bear's rulings: circled legacy options are printed characteristics; a deck that
    mixes imported custom cards with circled Built Bears keeps the circled options' mana costs."""
    run("import", str(EXAMPLE))
    deck = decklist.parse("Deck\n18 Forest\n2 Built Bear [flash, +1/+1]\n1 Built Bear\n19 Hedgerow Squire\n")
    game = Game.new([deck, ["Forest"] * 40], seed=1)
    bears = [o for o in game.state.objects.values() if o.card == "Built Bear"]
    assert sorted(str(game.chars(o.id).mana_cost) for o in bears) == ["{1}{G}", "{3}{G}", "{3}{G}"]
    assert sum(o.card == "Hedgerow Squire // Forage Ahead" for o in game.state.objects.values()) == 19
