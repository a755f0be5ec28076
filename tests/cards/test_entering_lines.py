"""Lines that modify how their permanent enters (614.1c-d, 614.12), compiled from Oracle text and
played through the engine: "enters tapped unless you control two or fewer other lands" / "two or
more basic lands" / "a Swamp or a Mountain" (the condition checked as it would enter), "as ~
enters, you may pay 2 life. If you don't, ~ enters tapped" (the 2019 wording naming itself),
"if ~ was kicked, it enters with N +1/+1 counters" (702.33d), "enters with a +1/+1 counter on it
for each time it was kicked" (702.33e) and "enters with ... if CONDITION".  Mutation tests: one
word changed is refused or is another tree."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

LIBRARY = ["Island"] * 6

FASTLAND = compiled_card("Test Fast Land", "Test Fast Land enters the battlefield tapped unless you control two or "
                         "fewer other lands.\n{T}: Add {R}.", ("Land",), None).name
BASICS_LAND = compiled_card("Test Basics Land", "Test Basics Land enters the battlefield tapped unless you control two "
                            "or more basic lands.\n{T}: Add {R}.", ("Land",), None).name
CHECKLAND = compiled_card("Test Check Land", "Test Check Land enters the battlefield tapped unless you control a Swamp "
                          "or a Mountain.\n{T}: Add {R}.", ("Land",), None).name
SHOCKLAND = compiled_card("Test Shock Land", "As Test Shock Land enters the battlefield, you may pay 2 life. If you "
                          "don't, Test Shock Land enters the battlefield tapped.\n{T}: Add {R}.", ("Land",), None).name
KICKED = compiled_card("Test Kicked Bear", "Kicker {1}\nIf Test Kicked Bear was kicked, it enters the battlefield with "
                       "two +1/+1 counters on it.", ("Creature",), "{U}", power="1", toughness="1").name
MULTI = compiled_card("Test Multikicked Bear", "Multikicker {1}\nTest Multikicked Bear enters the battlefield with a "
                      "+1/+1 counter on it for each time it was kicked.", ("Creature",), "{U}", power="1",
                      toughness="1").name
FEROCIOUS = compiled_card("Test Ferocious Cub", "Test Ferocious Cub enters the battlefield with a +1/+1 counter on it "
                          "if you control a creature with power 4 or greater.", ("Creature",), "{0}", power="1",
                          toughness="1").name
GIANT = compiled_card("Test Entering Giant", "", ("Creature",), "{0}", power="4", toughness="4").name
RETURN = compiled_card("Test Land Return", "Return target land card from your graveyard to the battlefield.",
                       ("Sorcery",)).name
SEARCH = compiled_card("Test Land Search", "Search your library for a land card, put it onto the battlefield, then "
                       "shuffle.", ("Sorcery",), "{0}").name


def _play(lands_in_play: list, land: str, life: list | None = None):
    d = position({"alice": {"hand": [land], "battlefield": lands_in_play, "library": LIBRARY},
                   "bob": {"library": LIBRARY}})
    if life is not None:
        d.queued[0] = life
    d.act("alice", "plays", land)
    d.finish_action(0)
    return d, d.game.state.objects[d.object(land)]


@pytest.mark.parametrize("others, tapped", [(2, False), (3, True)])
def test_614_1d_enters_tapped_unless_you_control_two_or_fewer_other_lands(others: int, tapped: bool) -> None:
    """614.1d: with two other lands it enters untapped; with three, tapped."""
    _d, land = _play([{"card": "Island", "count": others}], FASTLAND)
    assert land.tapped is tapped


@pytest.mark.parametrize("lands, tapped", [(["Island", "Island"], False), (["Island", FASTLAND], True)])
def test_614_1d_enters_tapped_unless_you_control_two_or_more_basic_lands(lands: list, tapped: bool) -> None:
    """614.1d: two basic Islands let it enter untapped; an Island and a nonbasic land don't."""
    _d, land = _play(lands, BASICS_LAND)
    assert land.tapped is tapped


@pytest.mark.parametrize("lands, tapped", [(["Mountain"], False), (["Swamp"], False), (["Island", "Forest"], True)])
def test_614_1d_enters_tapped_unless_you_control_a_swamp_or_a_mountain(lands: list, tapped: bool) -> None:
    """614.1d: either land type lets it enter untapped; other lands don't."""
    _d, land = _play(lands, CHECKLAND)
    assert land.tapped is tapped


@pytest.mark.parametrize("answer, tapped, life", [("yes", False, 18), ("no", True, 20)])
def test_614_12_pay_2_life_or_the_land_naming_itself_enters_tapped(answer: str, tapped: bool, life: int) -> None:
    """614.12: "If you don't, [its name] enters tapped" reads as "it enters tapped": paying 2
    life, it enters untapped; declining, tapped."""
    d, land = _play([], SHOCKLAND, life=[answer])
    assert land.tapped is tapped
    assert d.game.state.players[0].life == life


def test_614_12_the_condition_is_checked_however_it_enters() -> None:
    """614.12: returned from the graveyard by a spell with three other lands, the fast land
    enters tapped (the same replacement as when it is played)."""
    d = position({"alice": {"hand": [RETURN], "graveyard": [FASTLAND], "battlefield": [{"card": "Island", "count": 3}],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", RETURN, targets=[FASTLAND])
    d.resolve(None)
    assert d.game.state.objects[d.object(FASTLAND)].tapped


@pytest.mark.parametrize("kick, counters", [("yes", {"+1/+1": 2}), ("no", {})])
def test_702_33d_a_kicked_creature_enters_with_its_counters(kick: str, counters: dict) -> None:
    """702.33d: kicked, it enters with two +1/+1 counters (no trigger); unkicked, with none."""
    d = position({"alice": {"hand": [KICKED], "battlefield": [{"card": "Island", "count": 2}], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", KICKED, choices=[kick])
    d.resolve(None)
    bear = d.object(KICKED)
    assert dict(d.game.state.objects[bear].counters) == counters
    assert not [e for e in events(d.game, "trigger") if e["name"] == KICKED]


def test_702_33e_multikicker_gives_a_counter_for_each_time_it_was_kicked() -> None:
    """702.33e: kicked twice ({U} plus {1}{1}), it enters with two +1/+1 counters."""
    d = position({"alice": {"hand": [MULTI], "battlefield": [{"card": "Island", "count": 3}], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", MULTI, choices=[2])
    d.resolve(None)
    obj = d.game.state.objects[d.object(MULTI)]
    assert obj.kicked == 2
    assert dict(obj.counters) == {"+1/+1": 2}


@pytest.mark.parametrize("giant, counters", [(True, {"+1/+1": 1}), (False, {})])
def test_614_1c_enters_with_a_counter_if_a_condition_holds_as_it_enters(giant: bool, counters: dict) -> None:
    """614.1c: "if you control a creature with power 4 or greater", checked as it would enter."""
    d = position({"alice": {"hand": [FEROCIOUS], "battlefield": [GIANT] if giant else [], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", FEROCIOUS)
    d.resolve(None)
    assert dict(d.game.state.objects[d.object(FEROCIOUS)].counters) == counters


# ---------------------------------------------------------------------------- mutations


def _replacement(text: str, types=("Land",)) -> object:
    (ability,) = [a for a in compile_text("Test Mutant", text, types) if isinstance(a, dsl.Replacement)]
    return ability.effect


def test_one_word_changed_is_another_tree() -> None:
    """"fewer" and "more", "other lands" and "lands", "two" and "three" counters are different
    trees; each plays as written (the engine reads the condition, not the card)."""
    fewer = _replacement("Test Mutant enters the battlefield tapped unless you control two or fewer other lands.")
    three = _replacement("Test Mutant enters the battlefield tapped unless you control three or fewer other lands.")
    more = _replacement("Test Mutant enters the battlefield tapped unless you control two or more other lands.")
    assert len({fewer, three, more}) == 3
    assert fewer.unless == dsl.AtLeast(dsl.CountOf(dsl.Filter(types=("Land",), controller="you", other=True)), 2,
                                       at_most=True)
    kicked_two = _replacement("If Test Mutant was kicked, it enters the battlefield with two +1/+1 counters on it.",
                              ("Creature",))
    kicked_three = _replacement("If Test Mutant was kicked, it enters the battlefield with three +1/+1 counters on it.",
                                ("Creature",))
    assert kicked_two == dsl.EntersWithCounters("+1/+1", 2, condition=dsl.Kicked())
    assert kicked_three.count == 3


@pytest.mark.parametrize("line", [
    "Test Mutant enters the battlefield tapped unless you control a Swamp or an Elf.",
    "Test Mutant enters the battlefield tapped unless you control a Swamp or a Wastes.",
    "Test Mutant enters the battlefield tapped unless you cast it from your hand.",
    "Test Mutant enters the battlefield tapped unless you control two or fewer other land.",
    "If Test Mutant was kicked, it enters the battlefield with two bounty counters on it.",
    "If Test Mutant was kicked, it enters the battlefield with two +1/+1 counter on it.",
    "Test Mutant enters the battlefield with two +1/+1 counters on it for each time it was kicked.",
    "Test Mutant enters the battlefield with X +1/+1 counters on it for each time it was kicked.",
    "Test Mutant enters the battlefield with a +1/+1 counter on it if you cast it from your hand.",
    "As Test Mutant enters the battlefield, you may pay 2 life. If you don't, Test Mutant enters the battlefield untapped.",
])
def test_mutations_are_refused(line: str) -> None:
    """Honest support: a land type that isn't basic, a condition the engine lacks, a counter
    kind without its meaning, a plural that doesn't agree, "two ... for each time" (not a
    kicker count it plays) and an "untapped" rider stay refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", line, ("Creature",))


@pytest.mark.parametrize("answer, tapped, life", [("yes", False, 18), ("no", True, 20)])
def test_614_12_701_23_a_land_found_by_a_search_asks_as_it_enters_before_anything_changes(
        answer: str, tapped: bool, life: int) -> None:
    """614.12, 701.23: a search that puts the shock land onto the battlefield asks "pay 2 life?"
    before the search event or the move changes the game (corpus fuzz seed 30273: Misty
    Rainforest finding Breeding Pool asked after the search had been recorded)."""
    d = position({"alice": {"hand": [SEARCH], "library": [SHOCKLAND, *LIBRARY]}, "bob": {"library": LIBRARY}})
    d.game.state.players[0].life = 20
    d.queued[0] = [SHOCKLAND, answer]
    d.act("alice", "casts", SEARCH)
    d.resolve(None)
    land = d.game.state.objects[d.object(SHOCKLAND)]
    assert land.zone == "battlefield" and land.tapped is tapped
    assert d.game.state.players[0].life == life


CHARGED = compiled_card("Test Charged Land", "Test Charged Land enters the battlefield tapped with two charge counters on "
                        "it.\n{T}, Remove a charge counter from Test Charged Land: Add {G}.", ("Land",), None).name


def test_614_1c_enters_tapped_with_counters_is_both_replacements() -> None:
    """614.1c: "~ enters tapped with two charge counters on it" (the Karoo-era depletion wording):
    it enters tapped, with the two counters."""
    _d, land = _play([], CHARGED)
    assert land.tapped is True and land.counters == {"charge": 2}


@pytest.mark.parametrize("line", [
    "Test Card enters the battlefield untapped with two charge counters on it.",
    "Test Card enters the battlefield tapped with two charge counter on it.",  # the noun agrees with the number
    "If Test Card was kicked, it enters the battlefield tapped with two +1/+1 counters on it.",
])
def test_mutations_of_entering_tapped_with_counters_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Creature",))
