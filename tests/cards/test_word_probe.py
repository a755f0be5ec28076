"""scripts/word_probe.py: the compiler reads every word of the cards it accepts (issue 16:
"a compiler slot that accepts a word without knowing its meaning is a bug").  One word of a
card's rules text changed to nonsense must make the card refused; one word left out, or a word
of its vocabulary changed to another of its class, must make it refused or give another tree."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from manastack.cards.db import load_database
from manastack.cards.oracle import compile_text, vocab
from manastack.cards.oracle.compiler import UncompilableText

ROOT = Path(__file__).resolve().parents[2]
SLICE = ROOT / "tests" / "data" / "corpus_slice.json"


def _script():
    spec = importlib.util.spec_from_file_location("word_probe", ROOT / "scripts" / "word_probe.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["word_probe"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


probe = _script()


def test_every_word_of_the_corpus_slice_is_read(capsys) -> None:
    """The 300-card corpus slice: no word changed to nonsense is accepted, no word left out or
    changed to another of its class is ignored (the script exits 0 and says so)."""
    assert probe.main([str(SLICE)]) == 0
    summary = capsys.readouterr().out.strip().splitlines()[-1]
    cards, words = int(summary.split()[0]), int(summary.split(", ")[1].split()[0])
    assert cards >= 280 and words >= 2500
    tried = {part.split()[0]: int(part.split()[-1]) for part in summary.split(": ", 1)[1].split("; ")[0].split(", ")}
    assert tried["nonsense"] == words and tried["deletion"] >= words // 2 and tried["substitution"] >= 500
    assert " 0 accepted of" in summary and summary.count(" 0 accepted of") == 3 and summary.endswith("; 0 crashes")


@pytest.mark.parametrize("database", ["cards.json", "mb2.json"])
def test_every_word_of_the_bundled_cards_is_read(database: str) -> None:
    """The bundled cards and Mystery Booster 2: every word probed is read."""
    found = probe.Probe()
    for record in load_database(database).records():
        probe.probe_card(record, into=found)
    assert not found.findings, [f.row() for f in found.findings]
    assert found.words >= 1000 and found.tried[probe.SUBSTITUTION_MODE] >= 200


def test_the_probe_finds_a_word_the_compiler_ignores(monkeypatch) -> None:
    """A compiler that gave one tree whatever the text would accept every nonsense word and
    ignore every word left out or changed: the probe reports each (so a clean run means
    something)."""
    record = load_database().get("Lightning Bolt")
    monkeypatch.setattr(probe, "_tree", lambda _record: "the same tree")
    found = probe.probe_card(record)
    assert found.words == 8  # "Lightning Bolt deals 3 damage to any target."
    assert {f.mode for f in found.findings} == set(probe.MODES)
    assert [f.word for f in found.findings if f.mode == probe.NONSENSE_MODE] == [
        "Lightning", "Bolt", "deals", "3", "damage", "to", "any", "target"]
    assert [f.line for f in found.findings if f.mode == probe.SUBSTITUTION_MODE] == [
        "Lightning Bolt deals 4 damage to any target.", "Lightning Bolt deals 3 damage to any each."]
    assert "zyzzx" in found.findings[0].line


def test_substitutes_stay_in_their_class() -> None:
    """A subtype becomes another subtype, a color another color, a card type another card type
    in the same number, a keyword another keyword."""
    table = probe.substitutes()
    assert table["Goblin"] != "Goblin" and table["Goblin"] in vocab.CREATURE_TYPES
    assert table["white"] in vocab.COLORS and table["white"] != "white"
    assert table["creature"] in vocab.CARD_TYPES and not table["creature"].endswith("s")
    assert table["creatures"].endswith("s") and table["creatures"] != "creatures"
    assert table["flying"] != "flying" and table["another"] == "each"


def test_reminder_text_and_ability_words_are_not_probed() -> None:
    """207.2a reminder text and 207.2c ability words have no rules meaning; "Choose one —" has."""
    text = "Landfall — Whenever a land enters (as in flying), draw a card.\nChoose one —\n• Draw a card."
    words = [w for _s, _e, w in probe.probed_words(text)]
    assert "Landfall" not in words and "as" not in words and "flying" not in words
    assert words[:3] == ["Whenever", "a", "land"] and "Choose" in words


_SEARCH = ("When ~ enters the battlefield, you may search your library for a card named {name}, reveal it, and put it "
           "into your hand. If you do, shuffle your library.")


def test_201_2_a_name_slot_takes_a_card_name_only() -> None:
    """201.2: "a card named Avarax" reads a name; a word of the sentence pulled into the name
    ("named Avarax, zyzzx it") is refused instead of read as part of a name (word probe finding)."""
    assert compile_text("Test Seeker", _SEARCH.format(name="Avarax"), ("Creature",))
    assert compile_text("Test Seeker", _SEARCH.format(name="Tamiyo, the Moon Sage"), ("Creature",))
    with pytest.raises(UncompilableText):
        compile_text("Test Seeker", _SEARCH.format(name="Avarax").replace("reveal it", "zyzzx it"), ("Creature",))
    with pytest.raises(UncompilableText):
        compile_text("Test Seeker", _SEARCH.format(name="Screaming zyzzx"), ("Creature",))


def test_702_33d_kicked_with_its_cost_reads_mana_symbols_only() -> None:
    """702.33d: "if it was kicked with its {1}{G} kicker" names a kicker cost; "{1}{zyzzx}" is
    not a mana cost (107.4) and is refused (word probe finding)."""
    text = ("Kicker {1}{G}\nWhen ~ enters the battlefield, if it was kicked with its {KICKER} kicker, destroy target "
            "creature with flying.")
    assert compile_text("Test Battlemage", text.replace("{KICKER}", "{1}{G}"), ("Creature",))
    with pytest.raises(UncompilableText):
        compile_text("Test Battlemage", text.replace("{KICKER}", "{1}{zyzzx}"), ("Creature",))


def test_a_database_card_file_is_read_as_records(tmp_path: Path, capsys) -> None:
    """The probe (like scripts/corpus_trees.py) reads a card database file, not only MTGJSON:
    a file read as no records would probe nothing and pass."""
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"format": 1, "cards": [load_database().get("Lightning Bolt").to_json()]}),
                    encoding="utf-8")
    assert probe.main([str(path), "--mode", "nonsense"]) == 0
    assert capsys.readouterr().out.startswith("1 accepted cards, 8 words probed: nonsense 0 accepted of 8")


def test_a_text_that_crashes_the_compiler_is_a_finding(monkeypatch) -> None:
    """Bad card text must be refused, never crash: a crash on a changed text is reported with
    its error and the probe goes on."""
    record = load_database().get("Lightning Bolt")
    real = probe._tree

    def crashing(changed):
        if "zyzzx" in changed.faces[0].text:
            raise TypeError("'NoneType' object is not subscriptable")
        return real(changed)

    monkeypatch.setattr(probe, "_tree", crashing)
    found = probe.probe_card(record, (probe.NONSENSE_MODE,))
    assert found.words == 8 and len(found.findings) == 8 and {f.mode for f in found.findings} == {probe.CRASH}
    assert found.findings[0].line.endswith("TypeError: 'NoneType' object is not subscriptable")


def test_111_4_a_named_token_has_a_card_name() -> None:
    """111.4, 201.2: "create Karox Bladewing, a legendary 4/4 red Dragon creature token" names the
    token; a lower-case word in the name ("Karox zyzzx") is refused (word probe finding)."""
    text = "When ~ enters the battlefield, create {NAME}, a legendary 4/4 red Dragon creature token with flying."
    assert compile_text("Test Bladewing", text.replace("{NAME}", "Karox Bladewing"), ("Creature",))
    with pytest.raises(UncompilableText):
        compile_text("Test Bladewing", text.replace("{NAME}", "Karox zyzzx"), ("Creature",))
