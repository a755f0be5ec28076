"""Losing abilities (613.1f, layer 6): "Target creature loses flying until end of turn." removes
the keyword however the creature has it (printed or granted earlier); an ability granted later
(613.7: timestamp order) is kept; the effect ends at end of turn (514.2).  "~ gets -2/+2 and
loses flying until end of turn."  Mutations close the family."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Downdraft", "Target creature loses flying until end of turn.", ("Instant",))
compiled_card("Test Whiteout", "All creatures lose flying until end of turn.", ("Instant",))
compiled_card("Test Wings", "Target creature gains flying until end of turn.", ("Instant",))
compiled_card("Test Gargoyle", "{T}: Test Gargoyle gets -2/+2 and loses flying until end of turn.", ("Creature",),
              power="3", toughness="3")
compiled_card("Test Flyer", "Flying\nVigilance", ("Creature",), power="2", toughness="2")

_LIBRARY = ["Plains"] * 6


def _has(d, name: str, keyword: str) -> bool:
    return d.game.chars(d.object(name)).has(keyword)


def test_613_1f_a_printed_keyword_is_lost_and_others_kept_until_end_of_turn() -> None:
    d = position({"alice": {"hand": ["Test Downdraft"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Test Flyer"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Downdraft", targets=["Test Flyer"])
    d.resolve(None)
    assert not _has(d, "Test Flyer", "flying") and _has(d, "Test Flyer", "vigilance")
    d.pass_to_step("upkeep", d.player("bob"))
    assert _has(d, "Test Flyer", "flying")  # 514.2: the effect ended


@pytest.mark.parametrize("order, flying", [(("Test Wings", "Test Downdraft"), False),
                                           (("Test Downdraft", "Test Wings"), True)])
def test_613_7_granting_and_losing_apply_in_timestamp_order(order: tuple, flying: bool) -> None:
    d = position({"alice": {"hand": list(order), "battlefield": ["Grizzly Bears"]}})
    for card in order:
        d.act("alice", "casts", card, targets=["Grizzly Bears"])
        d.resolve(None)
    assert _has(d, "Grizzly Bears", "flying") is flying


def test_all_creatures_lose_flying_a_group_locked_in() -> None:
    d = position({"alice": {"hand": ["Test Whiteout", "Test Wings"], "battlefield": ["Test Flyer", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Whiteout")
    d.resolve(None)
    assert not _has(d, "Test Flyer", "flying")
    d.act("alice", "casts", "Test Wings", targets=["Grizzly Bears"])
    d.resolve(None)
    assert _has(d, "Grizzly Bears", "flying")  # 611.2c: granted later, not affected


def test_gets_and_loses_flying() -> None:
    d = position({"alice": {"battlefield": ["Test Gargoyle"], "hand": ["Test Wings"]}})
    d.act("alice", "casts", "Test Wings", targets=["Test Gargoyle"])
    d.resolve(None)
    d.act("alice", "activates", "Test Gargoyle")
    d.resolve(None)
    chars = d.game.chars(d.object("Test Gargoyle"))
    assert (chars.power, chars.toughness) == (1, 5) and not chars.has("flying")


@pytest.mark.parametrize("text, effects", [
    ("Target creature loses flying until end of turn.", (dsl.LoseKeywords(dsl.Target(0), ("flying",)),)),
    ("Target creature loses flying and first strike until end of turn.",
     (dsl.LoseKeywords(dsl.Target(0), ("flying", "first strike")),)),
    ("Creatures your opponents control lose flying until end of turn.",
     (dsl.LoseKeywords(dsl.Each(dsl.Filter(types=("Creature",), controller="opponent")), ("flying",)),)),
])
def test_each_wording_compiles_to_its_own_tree(text: str, effects: tuple) -> None:
    (spell,) = compile_text("Test Card", text, ("Instant",))
    assert spell.effects == effects


@pytest.mark.parametrize("text", [
    "Target creature lose flying until end of turn.",
    "All creatures loses flying until end of turn.",
    "Target creature loses wings until end of turn.",
    "Target creature loses all abilities until end of turn.",
    "Target creature gets -2/+2 and lose flying until end of turn.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
