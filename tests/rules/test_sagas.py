"""Saga cards (714): a Saga enters with a lore counter (714.3a), gets another as its
controller's precombat main phase begins (714.3c), each chapter ability triggers when the lore
counters reach its number (714.2b, 122.6: also as it enters), and the Saga is sacrificed once
its final chapter has resolved (714.4).  History of Benalia (Dominaria) is the card played."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl, registry
from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text
from manastack.engine.game import Game
from manastack.scenario.driver import Driver

BENALIA = ("(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
           "I, II — Create a 2/2 white Knight creature token with vigilance.\n"
           "III — Knights you control get +2/+1 until end of turn.")


def _saga(name: str, text: str, subtypes: tuple = ("Saga",)) -> CardRecord:
    face = FaceRecord(name, "{1}{W}{W}", "Enchantment — Saga", (), ("Enchantment",), subtypes, ("W",), None, None,
                      None, text)
    return CardRecord(name, "normal", (face,))


@pytest.fixture(autouse=True)
def saga_cards():
    with registry.scope():
        registry.register(compile_record(_saga("Test Benalia", BENALIA)))
        compiled_card("Test Lore", "Put a lore counter on target Saga you control.", ("Sorcery",))
        compiled_card("Test Lore Twice", "Put two lore counters on target Saga you control.", ("Sorcery",))
        yield


def _knights(d) -> list[int]:
    game = d.game
    return [o for o in game.state.battlefield if "Knight" in game.chars(o).subtypes]


def _lore(d) -> int:
    return d.game.state.objects[d.object("Test Benalia")].counters.get("lore", 0)


def test_it_enters_with_a_lore_counter_and_chapter_one_triggers() -> None:
    """714.3a, 714.2b, 122.6: cast, Test Benalia enters with a lore counter; chapter I
    triggers and makes a 2/2 Knight with vigilance."""
    d = position({"alice": {"hand": ["Test Benalia"], "battlefield": ["Plains"] * 3}})
    d.act("alice", "casts", "Test Benalia")
    d.resolve(None)
    assert _lore(d) == 1
    (knight,) = _knights(d)
    chars = d.game.chars(knight)
    assert (chars.power, chars.toughness) == (2, 2) and "vigilance" in chars.keywords


def test_each_precombat_main_phase_adds_a_lore_counter_then_it_is_sacrificed() -> None:
    """714.3c: at alice's next precombat main phase a lore counter (chapter II: a second
    Knight); at the one after, the third (chapter III: Knights get +2/+1); 714.4: once chapter
    III has left the stack the Saga is sacrificed, not before."""
    d = position({"turn": 1, "step": "main2",
                  "alice": {"battlefield": [{"card": "Test Benalia", "counters": {"lore": 1}}],
                            "library": ["Plains"] * 5},
                  "bob": {"library": ["Plains"] * 5}})
    d.pass_to_step("main1", player=d.player("alice"))
    d.resolve(None)
    assert _lore(d) == 2 and len(_knights(d)) == 1
    assert [e["kind"] for e in events(d.game, "counters")] == ["lore"]
    d.pass_to_step("main1", player=d.player("alice"))
    assert _lore(d) == 3
    assert d.game.state.stack and d.on_battlefield(d.object("Test Benalia"))  # chapter III waits on the stack
    d.resolve(None)
    knight = _knights(d)[0]
    assert (d.game.chars(knight).power, d.game.chars(knight).toughness) == (4, 3)
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard] == ["Test Benalia"]
    assert [e for e in events(d.game, "zone_change") if e["card"] == "Test Benalia"][-1]["cause"] == "sacrifice"


def test_a_lore_counter_from_an_effect_triggers_the_next_chapter() -> None:
    """714.2b: any lore counter put on it counts: Test Lore moves it from 1 to 2 (chapter II)."""
    d = position({"alice": {"battlefield": [{"card": "Test Benalia", "counters": {"lore": 1}}], "hand": ["Test Lore"]}})
    d.act("alice", "casts", "Test Lore", targets=["Test Benalia"])
    d.resolve(None)
    assert _lore(d) == 2 and len(_knights(d)) == 1


def test_two_counters_at_once_trigger_both_chapters() -> None:
    """714.2b: from one lore counter to three, chapters II and III both trigger (the Knight is
    made first or second as alice orders them); the Saga is sacrificed after both resolve."""
    d = position({"alice": {"battlefield": [{"card": "Test Benalia", "counters": {"lore": 1}}],
                            "hand": ["Test Lore Twice"]}})
    d.act("alice", "casts", "Test Lore Twice", targets=["Test Benalia"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "trigger_order")
    d.choose(next(o for o in d.decision.options if "III —" in o.label))  # III first: it resolves last
    assert d.on_battlefield(d.object("Test Benalia"))  # 714.4: two chapters on their way
    d.resolve(None)
    (knight,) = _knights(d)
    assert (d.game.chars(knight).power, d.game.chars(knight).toughness) == (4, 3)
    assert not d.on_battlefield(d.object("Test Benalia"))


def test_a_saga_without_enough_counters_stays() -> None:
    d = position({"alice": {"battlefield": [{"card": "Test Benalia", "counters": {"lore": 2}}]}})
    d.pass_once()
    assert d.on_battlefield(d.object("Test Benalia"))


# ---------------------------------------------------------------- the text


def test_the_chapters_compile_one_ability_per_numeral() -> None:
    """714.2c: "I, II —" is two chapter abilities; 714.3a: the lore counter it enters with."""
    definition = compile_record(_saga("Test", BENALIA))
    abilities = definition.faces[0].abilities
    assert [a.trigger.chapter for a in abilities if isinstance(a, dsl.Triggered)] == [1, 2, 3]
    assert dsl.Replacement(dsl.EntersWithCounters("lore", 1), text="(714.3a: enters with a lore counter)") in abilities
    changed = compile_record(_saga("Test", BENALIA.replace("I, II —", "I, IV —").replace("III —", "V —")))
    assert [a.trigger.chapter for a in changed.faces[0].abilities if isinstance(a, dsl.Triggered)] == [1, 4, 5]


@pytest.mark.parametrize("text", [
    BENALIA.replace("I, II —", "II, I —"),  # numerals out of order
    BENALIA.replace("III —", "IIII —"),
    "Read ahead\n" + BENALIA,
])
def test_chapters_that_cant_be_read_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_record(_saga("Test", text))


def test_chapter_lines_are_read_only_on_a_saga() -> None:
    """A non-Saga enchantment has no chapter abilities (714.2): the line is refused."""
    with pytest.raises(UncompilableText):
        compile_record(_saga("Test", BENALIA, subtypes=()))


def test_lore_counters_on_other_permanents_are_plain_counters() -> None:
    """Lore counters are read now that Sagas play them; elsewhere they are counted (122.1)."""
    (ability,) = compile_text("Test", "{1}: Put a lore counter on Test.", ("Artifact",))
    assert ability.effects == (dsl.PutCounters("lore", 1, dsl.Self()),)


def test_a_game_saved_with_the_last_chapter_on_the_stack_goes_on_the_same() -> None:
    """714.4 across a save: with chapter III on the stack the Saga stays; the reloaded game
    resolves it and then sacrifices the Saga."""
    d = position({"alice": {"battlefield": [{"card": "Test Benalia", "counters": {"lore": 2}}], "hand": ["Test Lore"]}})
    d.act("alice", "casts", "Test Lore", targets=["Test Benalia"])
    d.pass_until(lambda: any(i.kind == "triggered" for i in d.game.state.stack))
    again = Game.from_json(d.game.to_json())
    assert [again.state.objects[o].card for o in again.state.battlefield] == ["Test Benalia"]
    d2 = Driver(replace(d.position, game=again))
    d2.resolve(None)
    assert [again.state.objects[o].card for o in again.state.players[0].graveyard] == ["Test Lore", "Test Benalia"]
