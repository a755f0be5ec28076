"""Durations (611.2a-b, 511.2, 514.2, 610.3) read by one production for the whole compiler:
`grammar.duration` reads a phrase of `ir.DURATIONS` word by word (a phrase that leaves the
vocabulary is refused naming the first word it doesn't know), `lowering.duration` gives the
engine's name of it among those a definition node takes, and the clauses still read by regular
expressions find the phrase with `pipeline.DURATION` / `pipeline.LEADING_DURATION` and read it
with `pipeline.duration`.  Played: "until your next turn" lasts through the opponent's turn and
ends as its controller's next turn begins (611.2b), "this combat" ends with the combat phase
(511.2), "this turn" in the cleanup step (514.2).  Mutations: one word of a duration changed
gives another tree that plays as written, the same tree for the same duration, or a refusal."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, lowering, pipeline
from manastack.cards.oracle.lowering import Unsupported

LIBRARY = ["Forest"] * 8
ANIMATE = ("target noncreature artifact becomes an artifact creature with power and toughness each equal to its "
           "mana value.")
compiled_card("Test Relic", "", ("Artifact",), cost="{3}")
compiled_card("Test Next Turn Animation", "Until your next turn, " + ANIMATE, ("Sorcery",))
compiled_card("Test End Of Turn Animation", "Until end of turn, " + ANIMATE, ("Sorcery",))
MIRRI = "Whenever Test Duelist attacks, each opponent can't block with more than one creature this combat."
compiled_card("Test Duelist", MIRRI, ("Creature",), power="3", toughness="2")
compiled_card("Test Cower", "Target creature can't block this turn.", ("Instant",))
compiled_card("Test Weaken", "Up to one target creature gets -2/-1 until your next turn.", ("Sorcery",))


# ------------------------------------------------------------------------------ the production


@pytest.mark.parametrize("phrase", sorted(ir.DURATIONS))
def test_every_duration_reads_back_as_its_text(phrase: str) -> None:
    """text -> IR -> text -> IR: the same value, whatever the case it's written in."""
    found = grammar.parse(grammar.duration, phrase.capitalize())
    assert found == ir.Duration(phrase)
    assert found.text() == phrase
    assert grammar.parse(grammar.duration, found.text()) == found


@pytest.mark.parametrize(("text", "word"), [
    ("until your next end step", '"end"'),
    ("until end of the turn", '"the"'),
    ("until end of next combat", '"next"'),
    ("for as long as ~ remains untapped", '"untapped"'),
    ("until ~ leaves play", '"play"'),
    ("this game", '"game"'),
    ("until end of turn and", '"and"'),
])
def test_a_duration_outside_the_vocabulary_is_refused_naming_its_word(text: str, word: str) -> None:
    with pytest.raises(grammar.Refused) as refused:
        grammar.parse(grammar.duration, text)
    assert refused.value.word == word
    assert word in str(refused.value)


def test_a_value_outside_the_vocabulary_is_no_duration() -> None:
    with pytest.raises(ValueError):
        ir.Duration("until your next end step")


# ------------------------------------------------------------------------------ the lowering


@pytest.mark.parametrize(("phrase", "name"), [
    ("until end of turn", "end_of_turn"), ("this turn", "end_of_turn"),  # 514.2: both end in the cleanup step
    ("until end of combat", "end_of_combat"), ("this combat", "end_of_combat"),  # 511.2
    ("until your next turn", "your_next_turn"), ("until your next upkeep", "your_next_upkeep"),  # 611.2b
    ("until ~ leaves the battlefield", "source_leaves"),  # 610.3
])
def test_each_duration_lowers_to_the_engine_s_name_of_it(phrase: str, name: str) -> None:
    assert lowering.duration(ir.Duration(phrase), (name,)) == name
    others = tuple(set(lowering.DURATION_NAMES.values()) - {name})
    with pytest.raises(Unsupported) as refused:
        lowering.duration(ir.Duration(phrase), others)
    assert refused.value.word == phrase


def test_no_duration_is_permanent_and_a_duration_the_engine_lacks_is_refused() -> None:
    """611.2a: no duration, as long as the object stays; "for as long as ~ remains tapped" has no
    meaning in the engine, so it is refused by name whatever the node."""
    assert lowering.duration(None, (lowering.PERMANENT,)) == lowering.PERMANENT
    with pytest.raises(Unsupported, match="no duration"):
        lowering.duration(None, ("end_of_turn",))
    with pytest.raises(Unsupported) as refused:
        lowering.duration(ir.Duration("for as long as ~ remains tapped"), (lowering.PERMANENT, "end_of_turn"))
    assert refused.value.word == "for as long as ~ remains tapped"


def test_a_regular_expression_clause_reads_its_duration_through_the_pipeline() -> None:
    """The regex group only finds the phrase; the traced clause is the grammar's ir.Duration."""
    with pipeline.tracing() as traced:
        compile_text("Test", "Target creature can't block this turn.", ("Instant",))
    assert ("duration", "this turn", ir.Duration("this turn")) in traced


@pytest.mark.parametrize("text", [
    "Until end of turn, target creature becomes a 0/1 until end of turn.",  # two durations for one effect
    "Until your next turn, target creature has base power and toughness 0/1 until end of turn.",
])
def test_two_durations_for_one_effect_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))


# ------------------------------------------------------------------------------ played


def _is_creature(d, name: str) -> bool:
    return "Creature" in d.game.chars(d.object(name)).types


def test_611_2b_until_your_next_turn_lasts_through_the_opponent_s_turn() -> None:
    """Alice animates bob's Relic until her next turn: it is still a 3/3 creature during bob's
    whole turn, and stops being one as alice's next turn begins."""
    d = position({"alice": {"hand": ["Test Next Turn Animation"], "library": LIBRARY},
                  "bob": {"battlefield": ["Test Relic"], "library": LIBRARY}})
    cast(d, "alice", "Test Next Turn Animation", targets=["Test Relic"])
    relic = d.object("Test Relic")
    assert _is_creature(d, "Test Relic")
    d.pass_to_step("end", d.player("bob"))
    assert _is_creature(d, "Test Relic") and d.game.chars(relic).power == 3
    d.pass_to_step("upkeep", d.player("alice"))
    assert not _is_creature(d, "Test Relic")


def test_611_2b_a_p_t_change_until_your_next_turn() -> None:
    """"Up to one target creature gets -2/-1 until your next turn": bob's Bears are 0/1 through
    his turn and 2/2 again as alice's next turn begins."""
    d = position({"alice": {"hand": ["Test Weaken"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    cast(d, "alice", "Test Weaken", targets=["Grizzly Bears"])
    bears = d.object("Grizzly Bears")
    d.pass_to_step("end", d.player("bob"))
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (0, 1)
    d.pass_to_step("upkeep", d.player("alice"))
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (2, 2)


@pytest.mark.parametrize(("text", "lasting"), [
    ("Target creature gets +2/+2 until end of turn.", "end_of_turn"),
    ("Target creature gets +2/+2 this turn.", "end_of_turn"),  # 514.2
    ("Target creature gets +2/+2 until your next turn.", "your_next_turn"),
    ("Target creature gains flying until your next turn.", "your_next_turn"),
])
def test_one_word_of_a_p_t_change_s_duration_changed_gives_that_duration(text: str, lasting: str) -> None:
    (spell,) = _tree(text)
    assert spell.effects[0].duration == lasting


def test_the_mutation_until_end_of_turn_ends_with_the_turn() -> None:
    """"Until end of turn" for "until your next turn": another tree, whose effect ends in the
    cleanup step (514.2), so the Relic is no creature in bob's turn."""
    (next_turn,) = compile_text("Test", "Until your next turn, " + ANIMATE, ("Sorcery",))
    (end_of_turn,) = compile_text("Test", "Until end of turn, " + ANIMATE, ("Sorcery",))
    assert next_turn.effects[0].duration == "your_next_turn" and end_of_turn.effects[0].duration == "end_of_turn"
    d = position({"alice": {"hand": ["Test End Of Turn Animation"], "library": LIBRARY},
                  "bob": {"battlefield": ["Test Relic"], "library": LIBRARY}})
    cast(d, "alice", "Test End Of Turn Animation", targets=["Test Relic"])
    assert _is_creature(d, "Test Relic")
    d.pass_to_step("upkeep", d.player("bob"))
    assert not _is_creature(d, "Test Relic")


def _block_limits(d) -> list:
    return [e for e in d.game.state.effects if e.duration == "end_of_combat"]


def test_511_2_this_combat_ends_with_the_combat_phase() -> None:
    """Test Duelist's attack trigger limits bob's blockers "this combat": the effect is there
    through the end of combat step and gone once the postcombat main phase has begun (511.2, 511.3)."""
    d = position({"alice": {"battlefield": ["Test Duelist"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": LIBRARY}})
    d.attack("alice", ["Test Duelist"])
    d.resolve(None)
    assert _block_limits(d)
    d.block("bob", {})
    d.pass_to_step("combat_damage")
    assert _block_limits(d)
    d.pass_to_step("end_of_combat")
    assert _block_limits(d)
    d.pass_to_step("main2")
    assert not _block_limits(d)


def test_514_2_this_turn_ends_in_the_cleanup_step() -> None:
    d = position({"alice": {"hand": ["Test Cower"], "library": LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions"], "library": LIBRARY}})
    cast(d, "alice", "Test Cower", targets=["Savannah Lions"])
    restricted = [e for e in d.game.state.effects if e.duration == "end_of_turn"]
    assert restricted
    d.pass_to_step("end", d.player("alice"))
    assert all(e in d.game.state.effects for e in restricted)
    d.pass_to_step("upkeep", d.player("bob"))
    assert not any(e in d.game.state.effects for e in restricted)


# ------------------------------------------------------------------------------ mutations


def _tree(text: str, types: tuple = ("Instant",)) -> tuple:
    return compile_text("Test", text, types)


def _without_text(abilities: tuple) -> tuple:
    """The abilities without the Oracle text they keep (which says the words, not the meaning)."""
    return tuple(replace(a, text="") if "text" in {f.name for f in fields(a)} else a for a in abilities)


@pytest.mark.parametrize(("text", "same"), [
    ("Target creature can't block this turn.", "Target creature can't block until end of turn."),  # 514.2
    (MIRRI.replace("Test Duelist", "Test"), MIRRI.replace("Test Duelist", "Test").replace("this combat",
                                                                                          "until end of combat")),
    ("Gain control of target creature until end of turn.", "Gain control of target creature this turn."),
])
def test_the_same_duration_in_other_words_is_the_same_tree(text: str, same: str) -> None:
    """514.2: "this turn" and "until end of turn" end together; 511.2: "this combat" and "until
    end of combat"."""
    types = ("Creature",) if "attacks" in text else ("Sorcery",)
    assert _without_text(_tree(text, types)) == _without_text(_tree(same, types))


@pytest.mark.parametrize(("text", "types"), [
    ("Target creature can't block until your next turn.", ("Instant",)),  # CombatRestriction: end of turn only
    ("Target creature gets +2/+2 until your next upkeep.", ("Instant",)),
    ("Target creature gains flying until ~ leaves the battlefield.", ("Instant",)),
    ("Exile target creature until end of turn.", ("Instant",)),  # 610.3: exile lasts "until ~ leaves"
    ("Gain control of target creature until your next upkeep.", ("Sorcery",)),
    (MIRRI.replace("Test Duelist", "Test").replace("this combat", "this turn"), ("Creature",)),
    ("Target creature gets +2/+2 for as long as ~ remains tapped.", ("Instant",)),
    ("Target creature gets +2/+2 until your next end step.", ("Instant",)),
    ("Target creature loses flying until your next turn.", ("Instant",)),
    ("Spells you control can't be countered until end of combat.", ("Instant",)),
])
def test_a_duration_the_effect_cant_have_is_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, types)


def test_a_mutation_to_another_duration_gives_another_tree() -> None:
    """"blocks it this combat if able" (511.2) and "... this turn if able" (514.2); "gains
    forestwalk until your next upkeep" and "... until end of turn"."""
    combat, = _tree("Whenever Test attacks, target creature defending player controls blocks it this combat if able.",
                    ("Creature",))
    turn, = _tree("Whenever Test attacks, target creature defending player controls blocks it this turn if able.",
                  ("Creature",))
    assert combat.effects[0].this_combat and not turn.effects[0].this_combat
    (upkeep,) = _tree("Target creature gains forestwalk until your next upkeep.")[0].effects
    (end_of_turn,) = _tree("Target creature gains forestwalk until end of turn.")[0].effects
    assert isinstance(upkeep, dsl.ModifyPT) and upkeep.duration == "your_next_upkeep"
    assert isinstance(end_of_turn, dsl.ModifyPT) and end_of_turn.duration == "end_of_turn"


compiled_card("Test Combat Pump", "Target creature gets +2/+0 until end of combat.", ("Instant",))


def test_511_3_a_pump_until_end_of_combat_lasts_through_combat_and_ends_with_it() -> None:
    """511.3: cast in the first main phase, the +2/+0 lasts through the combat damage step and
    ends as the combat phase ends (Glyph of Destruction's and Murk Dwellers' duration)."""
    d = position({"alice": {"hand": ["Test Combat Pump"], "battlefield": ["Grizzly Bears"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    bears = d.object("Grizzly Bears")
    cast(d, "alice", "Test Combat Pump", targets=["Grizzly Bears"])
    assert d.game.chars(bears).power == 4
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {})
    d.pass_to_step("combat_damage")
    assert d.game.chars(bears).power == 4
    d.pass_to_step("main2")
    assert d.game.chars(bears).power == 2


def test_until_end_of_combat_changed_to_until_end_of_turn_is_another_tree() -> None:
    combat = _tree("Target creature gets +2/+0 until end of combat.")
    turn = _tree("Target creature gets +2/+0 until end of turn.")
    assert combat[0].effects[0].duration == "end_of_combat" and turn[0].effects[0].duration == "end_of_turn"
