"""Leveler cards (711) and level up (702.87): "Level up [cost]" puts a level counter on the
permanent, only as a sorcery; each striation "LEVEL N1-N2" / "LEVEL N3+" gives base power and
toughness (layer 7b) and abilities (layer 6) while the number of level counters is in range
(711.2a-b); below the first striation, and off the battlefield, the printed power and toughness
apply (711.5, 711.6).  Cards: Transcendent Master and Under-Construction Skyscraper (Mystery
Booster 2), Kabira Vindicator and Student of Warfare (Rise of the Eldrazi)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle.compiler import UncompilableText, compile_record, compile_text
from manastack.engine import keywords

LEVEL_UP = "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)"
STUDENT = f"{LEVEL_UP}\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike"
VINDICATOR = ("Level up {2}{W}\nLEVEL 2-4\n3/6\nOther creatures you control get +1/+1.\n"
              "LEVEL 5+\n4/8\nOther creatures you control get +2/+2.")


@pytest.fixture(autouse=True)
def leveler_cards():
    with registry.scope():
        mb2 = load_database("mb2.json")
        for name in ("Transcendent Master", "Under-Construction Skyscraper"):
            registry.register(compile_record(mb2.get(name)))
        compiled_card("Test Student", STUDENT, ("Creature",), cost="{W}", power="1", toughness="1")
        compiled_card("Test Vindicator", VINDICATOR, ("Creature",), cost="{2}{W}", power="2", toughness="4")
        compiled_card("Test Spy", "Level up {2}{U}\nLEVEL 1+\n2/2\nTest Spy can't be blocked.", ("Creature",),
                      cost="{U}", power="1", toughness="1")
        compiled_card("Test Teacher", "When Test Teacher enters the battlefield, put two level counters on each "
                      "creature you control with level up.", ("Creature",), cost="{2}{U}", power="2", toughness="2")
        yield


def _pt(d, name: str) -> tuple[int, int]:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def _level(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("level", 0)


def test_level_up_puts_a_level_counter_and_the_striation_applies() -> None:
    """702.87a, 711.2a: Transcendent Master with five level counters is a 3/3; leveling up to
    six makes it a 6/6 with lifelink."""
    d = position({"alice": {"battlefield": [{"card": "Transcendent Master", "counters": {"level": 5}}, "Plains"]}})
    assert _pt(d, "Transcendent Master") == (3, 3)
    assert "lifelink" not in d.game.chars(d.object("Transcendent Master")).keywords
    d.act("alice", "activates", "Transcendent Master")
    d.resolve(None)
    assert _level(d, "Transcendent Master") == 6
    chars = d.game.chars(d.object("Transcendent Master"))
    assert (chars.power, chars.toughness) == (6, 6)
    assert "lifelink" in chars.keywords and "indestructible" not in chars.keywords


def test_the_last_striation_has_no_upper_bound() -> None:
    """711.2b: "LEVEL 12+": with twelve or more (here 20) level counters it is a 9/9 with
    lifelink and indestructible; the 6-11 striation no longer applies."""
    d = position({"alice": {"battlefield": [{"card": "Transcendent Master", "counters": {"level": 20}}]}})
    chars = d.game.chars(d.object("Transcendent Master"))
    assert (chars.power, chars.toughness) == (9, 9)
    assert {"lifelink", "indestructible"} <= set(chars.keywords)


def test_level_up_only_as_a_sorcery() -> None:
    """702.87a: "Activate only as a sorcery": not in the opponent's turn, nor with a spell on
    the stack (307.1)."""
    d = position({"turn": 2, "active": "bob", "alice": {"battlefield": ["Transcendent Master", "Plains"]},
                  "bob": {"battlefield": ["Plains"]}})
    assert d.action_problem("alice", "activates", "Transcendent Master") is not None
    d = position({"alice": {"battlefield": ["Transcendent Master", "Plains", "Forest"], "hand": ["Giant Growth"]}})
    assert d.action_problem("alice", "activates", "Transcendent Master") is None
    d.act("alice", "casts", "Giant Growth", targets=["Transcendent Master"])
    assert d.action_problem("alice", "activates", "Transcendent Master") is not None


def test_below_the_first_striation_the_printed_power_and_toughness_apply() -> None:
    """711.5: Test Student's first striation is LEVEL 2-6: with one level counter it is still
    a 1/1 without first strike; with two, a 3/3 with first strike."""
    d = position({"alice": {"battlefield": [{"card": "Test Student", "counters": {"level": 1}}, "Plains"]}})
    assert _pt(d, "Test Student") == (1, 1)
    d.act("alice", "activates", "Test Student")
    d.resolve(None)
    chars = d.game.chars(d.object("Test Student"))
    assert (chars.power, chars.toughness) == (3, 3) and "first strike" in chars.keywords


def test_base_power_and_toughness_are_set_before_pumps_and_counters() -> None:
    """613.4b-c: the striation sets the base 4/4 in layer 7b; a +1/+1 counter and Giant
    Growth apply after it: 8/8."""
    d = position({"alice": {"battlefield": [{"card": "Test Student", "counters": {"level": 7, "+1/+1": 1}}, "Forest"],
                            "hand": ["Giant Growth"]}})
    assert _pt(d, "Test Student") == (5, 5)
    assert "double strike" in d.game.chars(d.object("Test Student")).keywords
    d.act("alice", "casts", "Giant Growth", targets=["Test Student"])
    d.resolve(None)
    assert _pt(d, "Test Student") == (8, 8)


def test_off_the_battlefield_the_printed_power_and_toughness_apply() -> None:
    """711.6: in the graveyard Transcendent Master is a 3/3."""
    d = position({"alice": {"graveyard": ["Transcendent Master"]}})
    assert _pt(d, "Transcendent Master") == (3, 3)


def test_a_striation_with_a_static_ability() -> None:
    """711.2a: Test Vindicator (Kabira Vindicator's text) at level 2 gives other creatures its
    controller controls +1/+1, at level 5 +2/+2; bob's creature and itself don't get it."""
    d = position({"alice": {"battlefield": [{"card": "Test Vindicator", "counters": {"level": 1}}, "Grizzly Bears",
                                            "Plains", "Plains", "Plains"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    assert _pt(d, "Grizzly Bears") == (2, 2)
    d.act("alice", "activates", "Test Vindicator")
    d.resolve(None)
    assert _pt(d, "Grizzly Bears") == (3, 3) and _pt(d, "Test Vindicator") == (3, 6)
    assert _pt(d, "Savannah Lions") == (2, 1)
    d = position({"alice": {"battlefield": [{"card": "Test Vindicator", "counters": {"level": 5}}, "Grizzly Bears"]}})
    assert _pt(d, "Grizzly Bears") == (4, 4) and _pt(d, "Test Vindicator") == (4, 8)


def test_a_striation_gives_a_land_a_mana_ability() -> None:
    """711.2a on a land: Under-Construction Skyscraper with no level counter taps only for {C};
    with one it has "{T}: Add {W}, {B}, {G}, or {C}." and pays for Savannah Lions."""
    d = position({"alice": {"battlefield": ["Under-Construction Skyscraper"], "hand": ["Savannah Lions"]}})
    assert d.action_problem("alice", "casts", "Savannah Lions") is not None
    d = position({"alice": {"battlefield": [{"card": "Under-Construction Skyscraper", "counters": {"level": 1}}],
                            "hand": ["Savannah Lions"]}})
    d.act("alice", "casts", "Savannah Lions")
    d.resolve(None)
    assert d.on_battlefield(d.object("Savannah Lions"))


def test_the_eighth_level_scries_as_it_makes_mana() -> None:
    """Under-Construction Skyscraper at level 8: its mana ability also scries 1 (605.3b: a mana
    ability resolves at once, its scry included)."""
    d = position({"alice": {"battlefield": [{"card": "Under-Construction Skyscraper", "counters": {"level": 8}}],
                            "hand": ["Savannah Lions"], "library": ["Forest", "Plains"]}})
    d.act("alice", "casts", "Savannah Lions", choices=["bottom"])
    d.resolve(None)
    assert d.on_battlefield(d.object("Savannah Lions"))
    library = d.game.state.players[0].library
    assert [d.game.state.objects[o].card for o in library] == ["Plains", "Forest"]


def test_level_counters_for_each_creature_with_level_up() -> None:
    """Venerated Teacher: "put two level counters on each creature you control with level up":
    Transcendent Master goes from 4 to 6 (a 6/6 with lifelink), Test Student from 0 to 2;
    Grizzly Bears (no level up) and bob's leveler get none."""
    d = position({"alice": {"hand": ["Test Teacher"], "battlefield": [
        {"card": "Transcendent Master", "counters": {"level": 4}}, "Test Student", "Grizzly Bears"] + ["Island"] * 3},
        "bob": {"battlefield": ["Test Student"]}})
    d.act("alice", "casts", "Test Teacher")
    d.resolve(None)
    assert _pt(d, "Transcendent Master") == (6, 6)
    students = [o for o in d.game.state.battlefield if d.game.state.objects[o].card == "Test Student"]
    assert sorted(d.game.state.objects[o].counters.get("level", 0) for o in students) == [0, 2]
    assert d.game.state.objects[d.object("Grizzly Bears")].counters == {}


def test_a_striation_gives_a_rule_such_as_cant_be_blocked() -> None:
    """711.2a, 509.1b: Test Spy (Hada Spy Patrol's kind of striation) can be blocked by Grizzly
    Bears without level counters, and can't be blocked with one."""
    for level, blockable in ((0, True), (1, False)):
        d = position({"alice": {"battlefield": [{"card": "Test Spy", "counters": {"level": level}}]},
                      "bob": {"battlefield": ["Grizzly Bears"]}})
        assert keywords.can_block(d.game.kernel, d.object("Grizzly Bears"), d.object("Test Spy")) is blockable


# ---------------------------------------------------------------- the text


def test_the_striations_compile_to_conditions_on_level_counters() -> None:
    """711.2a-b: the ranges and power/toughness written are the ones read."""
    abilities = compile_text("Test", STUDENT, ("Creature",))
    assert abilities[0] == dsl.Keyword("level up", cost="{W}", text="Level up {W}")
    statics = [a.effect for a in abilities if isinstance(a, dsl.Static)]
    assert dsl.SetBasePT(3, 3, dsl.LevelCounters(2, 6)) in statics
    assert dsl.SetBasePT(4, 4, dsl.LevelCounters(7)) in statics
    assert dsl.Anthem("self", keywords=("double strike",), condition=dsl.LevelCounters(7)) in statics
    changed = compile_text("Test", STUDENT.replace("LEVEL 7+", "LEVEL 7-9"), ("Creature",))
    assert dsl.SetBasePT(4, 4, dsl.LevelCounters(7, 9)) in [a.effect for a in changed if isinstance(a, dsl.Static)]


@pytest.mark.parametrize("text", [
    STUDENT.replace("LEVEL 2-6", "LEVEL 6-2"),  # an empty range
    STUDENT.replace("Level up {W}", "Level up {X}"),
    STUDENT.replace("3/3\n", ""),  # a leveler creature's striation without its P/T box
    STUDENT.replace("First strike", "Protection from red"),  # a keyword with a quality
    STUDENT.replace("First strike", "If a source would deal damage to you, prevent 1 of that damage."),
    STUDENT.replace("First strike", "As long as it's your turn, other creatures you control get +1/+1."),
    STUDENT.replace("First strike", "Test's power and toughness are each equal to the number of cards in your hand."),
])
def test_striations_the_engine_cant_play_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))


def test_a_power_and_toughness_box_on_a_land_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", "Level up {1}\nLEVEL 1+\n2/2\n{T}: Add {G}.", ("Land",))
