"""Tests for the card-data layer: mana costs, the bundled database and MTGJSON import.

These tests read only the data packaged with manastack (never the raw MTGJSON sources).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manastack.cards.db import (
    CardDatabase,
    CardRecord,
    FaceRecord,
    UnknownCardError,
    import_mtgjson,
    load_database,
    merge_into,
)
from manastack.cards.mana_cost import ManaCost, add_generic, format_mana_cost, parse_mana_cost

# --------------------------------------------------------------------------- mana costs


@pytest.mark.parametrize(
    ("text", "generic", "colored", "x", "hybrid", "mana_value", "colors"),
    [
        ("{2}{W}{U}", 2, {"W": 1, "U": 1}, 0, (), 4, ("W", "U")),
        ("{X}{X}", 0, {}, 2, (), 0, ()),
        ("{X}{R}", 0, {"R": 1}, 1, (), 1, ("R",)),
        ("{G/W}", 0, {}, 0, ("G/W",), 1, ("W", "G")),
        ("{2/W}", 0, {}, 0, ("2/W",), 2, ("W",)),
        ("{W/P}", 0, {}, 0, ("W/P",), 1, ("W",)),
        ("{C}", 0, {"C": 1}, 0, (), 1, ()),
        ("{1}{G/W}{G/W}", 1, {}, 0, ("G/W", "G/W"), 3, ("W", "G")),
        ("{11}", 11, {}, 0, (), 11, ()),
        ("{0}", 0, {}, 0, (), 0, ()),
    ],
)
def test_parse_mana_cost(
    text: str,
    generic: int,
    colored: dict[str, int],
    x: int,
    hybrid: tuple[str, ...],
    mana_value: int,
    colors: tuple[str, ...],
) -> None:
    cost = parse_mana_cost(text)
    assert cost is not None
    assert cost.generic == generic
    assert dict(cost.colored) == colored
    assert cost.x == x
    assert cost.hybrid == hybrid
    assert cost.mana_value == mana_value
    assert cost.colors == colors
    assert str(cost) == text
    assert parse_mana_cost(str(cost)) == cost


def test_snow_symbol() -> None:
    cost = parse_mana_cost("{1}{S}")
    assert cost is not None
    assert cost.snow == 1 and cost.mana_value == 2 and cost.colors == ()
    assert str(cost) == "{1}{S}"


def test_no_mana_cost_is_none_and_differs_from_zero() -> None:
    assert parse_mana_cost(None) is None
    assert parse_mana_cost("") is None
    assert format_mana_cost(None) == ""
    zero = parse_mana_cost("{0}")
    assert zero is not None and zero.mana_value == 0 and str(zero) == "{0}"
    assert str(ManaCost()) == "{0}"


def test_canonical_text() -> None:
    assert str(parse_mana_cost("{G}{3}")) == "{3}{G}"
    assert str(parse_mana_cost("{g}{1}")) == "{1}{G}"
    assert str(parse_mana_cost("{X}{W}{B}{G}")) == "{X}{W}{B}{G}"
    # Printed colour order follows the colour wheel, not strict WUBRG.
    assert str(parse_mana_cost("{U}{G}")) == "{G}{U}"
    assert str(parse_mana_cost("{W}{R}{2}")) == "{2}{R}{W}"
    assert str(parse_mana_cost("{3}{U}{B}{G}")) == "{3}{B}{G}{U}"
    assert parse_mana_cost("{U}{G}") == parse_mana_cost("{G}{U}")


def test_add_generic() -> None:
    bears = parse_mana_cost("{1}{G}")
    assert str(add_generic(bears, 2)) == "{3}{G}"
    assert str(add_generic(bears, -5)) == "{G}"
    assert str(add_generic(None, 1)) == "{1}"
    assert bears is not None and str(bears) == "{1}{G}"  # unchanged: ManaCost is immutable


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("{2}{Q}", "{Q}"),
        ("{W/W}", "{W/W}"),
        ("{2}{R}{D}", "{D}"),
        ("{P}", "{P}"),
        ("2G", "2G"),
        ("{1}x", "x"),
    ],
)
def test_invalid_mana_cost(text: str, bad: str) -> None:
    with pytest.raises(ValueError, match=bad.replace("{", r"\{").replace("}", r"\}")):
        parse_mana_cost(text)


def test_all_bundled_mana_costs_parse_and_round_trip() -> None:
    for record in load_database():
        for face in record.faces:
            cost = parse_mana_cost(face.mana_cost)
            assert format_mana_cost(cost) == (face.mana_cost or ""), face.name


# --------------------------------------------------------------------------- bundled database


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_database()


def test_load_database_is_cached(db: CardDatabase) -> None:
    assert load_database() is db
    assert len(db) > 100


def test_grizzly_bears(db: CardDatabase) -> None:
    bears = db.get("Grizzly Bears")
    assert bears.layout == "normal"
    assert bears.playtest is False
    face = bears.front
    assert face.mana_cost == "{1}{G}"
    assert face.type_line == "Creature — Bear"
    assert face.types == ("Creature",) and face.subtypes == ("Bear",)
    assert (face.power, face.toughness) == ("2", "2")
    assert face.colors == ("G",)
    assert str(parse_mana_cost(face.mana_cost)) == "{1}{G}"


def test_modal_dfc_lookup_by_any_name(db: CardDatabase) -> None:
    card = db.get("Bridgeworks Battle // Tanglespan Bridgeworks")
    assert card.layout == "modal_dfc"
    assert card.face_names == ("Bridgeworks Battle", "Tanglespan Bridgeworks")
    assert [f.side for f in card.faces] == ["a", "b"]
    assert db.get("Tanglespan Bridgeworks") is card
    assert db.get("tanglespan bridgeworks") is card
    assert db.get("Bridgeworks Battle") is card
    assert "Tanglespan Bridgeworks" in db
    back = card.face_named("Tanglespan Bridgeworks")
    assert back.mana_cost is None and back.types == ("Land",)
    assert card.front.mana_cost == "{2}{G}"
    with pytest.raises(UnknownCardError):
        card.face_named("Grizzly Bears")


def test_adventure_and_transform(db: CardDatabase) -> None:
    killer = db.get("Giant Killer")
    assert killer.layout == "adventure"
    assert killer.name == "Giant Killer // Chop Down"
    assert killer.face_named("Chop Down").subtypes == ("Adventure",)
    delver = db.get("Delver of Secrets")
    assert delver.layout == "transform"
    assert delver.face_named("Insectile Aberration").mana_cost is None
    assert db.get("Insectile Aberration") is delver


@pytest.mark.parametrize(
    "name", ["Built Bear", "Runed Terror", "Tax Taker", "Toofer, Keeper of the Full Grip"]
)
def test_playtest_flag(db: CardDatabase, name: str) -> None:
    card = db.get(name)
    assert card.playtest is True
    assert card.layout == "normal"  # layout is missing in the source records


def test_non_playtest_cards(db: CardDatabase) -> None:
    assert db.get("Grizzly Bears").playtest is False
    assert db.get("Lightning Bolt").playtest is False


def test_unknown_card_error(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("Lightning Blot")
    error = info.value
    assert not isinstance(error, KeyError)
    assert error.name == "Lightning Blot"
    assert "Lightning Blot" in str(error)
    assert "Lightning Bolt" in str(error)
    assert error.suggestions[0] == "Lightning Bolt"
    assert len(error.suggestions) <= 3
    assert "Lightning Blot" not in db
    assert db.suggest("grizly bears")[0] == "Grizzly Bears"


def test_a_name_begun_suggests_the_names_it_begins(db: CardDatabase) -> None:
    """A legendary card's short name ("Toofer") is offered its full name first, and a part
    of a word is not taken for a name's beginning ("Too" begins no name)."""
    with pytest.raises(UnknownCardError) as caught:
        db.get("toofer")
    assert caught.value.suggestions[0] == "Toofer, Keeper of the Full Grip"
    assert "Toofer, Keeper of the Full Grip" not in db.suggest("Too")


def test_names_sorted(db: CardDatabase) -> None:
    names = db.names()
    assert names == sorted(names)
    assert "Grizzly Bears" in names
    assert "Bridgeworks Battle // Tanglespan Bridgeworks" in names


def test_search(db: CardDatabase) -> None:
    by_type = db.search("bear")
    assert [c.name for c in by_type] == sorted(c.name for c in by_type)
    assert "Grizzly Bears" in [c.name for c in by_type]
    equipment = [c.name for c in db.search("equipment")]
    assert "Bonesplitter" in equipment
    by_text = [c.name for c in db.search("DEALS 3 DAMAGE TO ANY TARGET")]
    assert "Lightning Bolt" in by_text
    by_face_type = [c.name for c in db.search("Instant — Adventure")]
    assert by_face_type == ["Giant Killer // Chop Down"]
    assert db.search("no card has this text xyzzy") == []


def test_rulings_kept(db: CardDatabase) -> None:
    assert all(isinstance(r, str) for card in db for r in card.rulings)
    assert any(card.rulings for card in db)


def test_mb2_database(db: CardDatabase) -> None:
    mb2 = load_database("mb2.json")
    assert mb2 is not db
    split = mb2.get("They're")
    assert split.layout == "split"
    assert split.face_names == ("There", "They're", "Their")
    assert mb2.get("Tax Taker").playtest is True


# --------------------------------------------------------------------------- MTGJSON import


def _face(name: str, **extra: object) -> dict[str, object]:
    face: dict[str, object] = {
        "name": name,
        "manaCost": "{1}{G}",
        "colors": ["G"],
        "type": "Creature — Bear",
        "supertypes": [],
        "types": ["Creature"],
        "subtypes": ["Bear"],
        "power": "2",
        "toughness": "2",
        "text": "",
        "layout": "normal",
    }
    face.update(extra)
    return face


ADVENTURE_FACES = [
    _face("Bear Knight // Maul", faceName="Bear Knight", side="a", layout="adventure"),
    _face(
        "Bear Knight // Maul",
        faceName="Maul",
        side="b",
        layout="adventure",
        manaCost="{R}",
        colors=["R"],
        type="Instant — Adventure",
        types=["Instant"],
        subtypes=["Adventure"],
        power=None,
        toughness=None,
        text="Maul deals 2 damage to any target.",
    ),
]


def test_import_atomic_cards_shape() -> None:
    atomic = {
        "meta": {"version": "test"},
        "data": {
            "Test Bear": [_face("Test Bear", rulings=[{"date": "2020-01-01", "text": "It is a bear."}])],
            "Bear Knight // Maul": ADVENTURE_FACES,
            "Playtest Bear": [{k: v for k, v in _face("Playtest Bear").items() if k != "layout"}],
        },
    }
    records = import_mtgjson(atomic, playtest_names={"Playtest Bear"})
    assert [r.name for r in records] == ["Bear Knight // Maul", "Playtest Bear", "Test Bear"]
    knight, playtest, bear = records
    assert knight.layout == "adventure"
    assert knight.face_names == ("Bear Knight", "Maul")
    assert knight.face_named("maul").power is None
    assert playtest.layout == "normal" and playtest.playtest is True
    assert bear.rulings == ("It is a bear.",) and bear.playtest is False
    assert bear.front == FaceRecord(
        name="Test Bear",
        mana_cost="{1}{G}",
        type_line="Creature — Bear",
        supertypes=(),
        types=("Creature",),
        subtypes=("Bear",),
        colors=("G",),
        power="2",
        toughness="2",
        loyalty=None,
        text="",
        side="a",
    )


def test_import_set_file_shape() -> None:
    set_file = {
        "meta": {"version": "test"},
        "data": {
            "code": "TST",
            "cards": [
                _face("Test Bear", number="1"),
                _face("Test Bear", number="99", text="A later printing."),  # duplicate printing
                {**ADVENTURE_FACES[1], "number": "2"},  # side b listed first
                {**ADVENTURE_FACES[0], "number": "2"},
                {**ADVENTURE_FACES[0], "number": "200"},  # duplicate printing
                _face("Odd Bear", number="3", promoTypes=["playtest"]),
            ],
        },
    }
    records = import_mtgjson(set_file)
    assert [r.name for r in records] == ["Bear Knight // Maul", "Odd Bear", "Test Bear"]
    knight, odd, bear = records
    assert knight.face_names == ("Bear Knight", "Maul")
    assert knight.layout == "adventure"
    assert odd.playtest is True
    assert bear.front.text == ""


def test_import_from_path_and_merge(tmp_path: Path) -> None:
    source = tmp_path / "atomic.json"
    source.write_text(json.dumps({"data": {"Test Bear": [_face("Test Bear")]}}), encoding="utf-8")
    first = import_mtgjson(source)
    db_path = tmp_path / "db" / "cards.json"
    merge_into(db_path, first)
    merged = merge_into(db_path, import_mtgjson({"data": {"Bear Knight // Maul": ADVENTURE_FACES}}))
    assert [r.name for r in merged] == ["Bear Knight // Maul", "Test Bear"]
    text = db_path.read_text(encoding="utf-8")
    # Deterministic: merging the same records again leaves the file byte-for-byte unchanged.
    merge_into(db_path, reversed(merged))
    assert db_path.read_text(encoding="utf-8") == text
    loaded = CardDatabase.from_path(db_path)
    assert loaded.get("maul").name == "Bear Knight // Maul"
    assert isinstance(loaded.get("Test Bear"), CardRecord)
    # Replacing a card by name.
    changed = import_mtgjson({"data": {"Test Bear": [_face("Test Bear", power="3")]}})
    merge_into(db_path, changed)
    assert CardDatabase.from_path(db_path).get("Test Bear").front.power == "3"


def test_import_multi_face_without_layout_is_rejected() -> None:
    faces = [{k: v for k, v in f.items() if k != "layout"} for f in ADVENTURE_FACES]
    with pytest.raises(ValueError, match="no layout"):
        import_mtgjson({"data": {"Bear Knight // Maul": faces}})
