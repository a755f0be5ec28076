"""The compiler's pipeline (issue 16 item 1): lexer, typed IR with closed vocabularies,
lowering.  Its families (keyword lines 702, counters 122) are tested here by their tokens, their
IR and its round trip through text, their refusals (which quote the word not understood), their
lowering (the same nodes the regular-expression compiler made: scripts/corpus_trees.py checks
the whole corpus) and mutations (one word changed: another IR that plays as written, or a
refusal)."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, lowering, pipeline, vocab
from manastack.cards.oracle.grammar import Refused
from manastack.cards.oracle.lexer import Kind, lex
from manastack.cards.oracle.lowering import Unsupported
from manastack.cards.oracle.phrases import NoMatch, Scope


def _kinds(line: str) -> list[tuple[str, str]]:
    return [(t.kind.name, t.text) for t in lex(line)]


# ------------------------------------------------------------------------------ the lexer


def test_a_line_lexes_to_typed_tokens() -> None:
    assert _kinds("Put two +1/+1 counters on each nonland Goblin you control.") == [
        ("WORD", "Put"), ("NUMBER", "two"), ("COUNTER_KIND", "+1/+1"), ("COUNTER", "counters"), ("WORD", "on"),
        ("REF", "each"), ("NON", "nonland"), ("SUBTYPE", "Goblin"), ("PLAYER", "you"), ("WORD", "control"),
        ("PUNCT", ".")]
    assert _kinds('Flying, first strike; {2}{W/P}, {T}: ~ gets +X/+0 until end of turn. "quoted, text"') == [
        ("KEYWORD", "Flying"), ("PUNCT", ","), ("KEYWORD", "first strike"), ("PUNCT", ";"), ("MANA", "{2}"),
        ("MANA", "{W/P}"), ("PUNCT", ","), ("MANA", "{T}"), ("PUNCT", ":"), ("SELF", "~"), ("WORD", "gets"),
        ("PT", "+X/+0"), ("WORD", "until"), ("WORD", "end"), ("WORD", "of"), ("WORD", "turn"), ("PUNCT", "."), ("QUOTE", '"quoted, text"')]


def test_token_values_are_ir_values() -> None:
    tokens = {t.text: t.value for t in lex("artifacts Elves red basic a 3 X time counter")}
    assert tokens["artifacts"] == ir.CardType("Artifact", plural=True)
    assert tokens["Elves"] == ir.Subtype("Elf", plural=True)
    assert tokens["red"] == ir.Color("red")
    assert tokens["basic"] == ir.Supertype("Basic")
    assert (tokens["a"], tokens["3"]) == (1, 3)
    assert tokens["time"] == ir.CounterKind("time")


def test_an_unknown_word_is_a_word_token_with_its_text() -> None:
    (token,) = [t for t in lex("Put a widget counter on ~") if t.text == "widget"]
    assert token.kind is Kind.WORD and token.value == "widget"


def test_a_counter_kind_is_read_only_before_counter() -> None:
    """122.1: "time" is a counter kind in "a time counter", a word in "each time"."""
    assert [t.kind for t in lex("each time")][1] is Kind.WORD
    assert lex("a time counter")[1].kind is Kind.COUNTER_KIND
    assert lex("a first strike counter")[1].value == ir.CounterKind("first strike")


def test_champion_is_a_keyword_at_the_start_of_an_item_and_a_subtype_mid_sentence() -> None:
    assert [t.kind for t in lex("Champion a Champion, champion a Goblin")] == [
        Kind.KEYWORD, Kind.ARTICLE, Kind.SUBTYPE, Kind.PUNCT, Kind.KEYWORD, Kind.ARTICLE, Kind.SUBTYPE]


def test_a_subtype_is_capitalized_as_oracle_text_writes_it() -> None:
    """205.3: "Plains" is a subtype, "plains" in running text isn't read as one."""
    assert lex("Plains")[0].kind is Kind.SUBTYPE
    assert lex("plains")[0].kind is Kind.WORD


@pytest.mark.parametrize("name", sorted(vocab.CREATURE_TYPES | set(vocab.OTHER_SUBTYPES) | ir.SPELL_SUBTYPES))
def test_every_subtype_of_the_rules_lists_lexes_singular_and_plural(name: str) -> None:
    """205.3g-m: the closed list; each name and its plural is that subtype (round trip), also
    where it is a keyword's name too ("Champion", 702.72) but read mid-sentence."""
    for plural in (False, True):
        subtype = ir.Subtype(name, plural=plural)
        token = lex(f"each {subtype.text()}")[1]
        assert token.kind is Kind.SUBTYPE and token.value == subtype


@pytest.mark.parametrize("name", sorted(ir.COUNTER_KINDS))
def test_every_counter_kind_of_the_closed_list_lexes_as_one(name: str) -> None:
    tokens = lex(f"a {name} counter")
    assert tokens[1].kind is Kind.COUNTER_KIND and tokens[1].value == ir.CounterKind(name)


# ------------------------------------------------------------------------------ IR values


@pytest.mark.parametrize("make", [
    lambda: ir.CounterKind("widget"), lambda: ir.CounterKind("+1/+x"), lambda: ir.Subtype("Goblins"),
    lambda: ir.Subtype("Wizzard"), lambda: ir.CardType("Tribe"), lambda: ir.Color("purple"),
    lambda: ir.Supertype("Mythic"), lambda: ir.Duration("until next week"), lambda: ir.PlayerRef("someone"),
    lambda: ir.ObjectRef("some", "creature"), lambda: ir.ObjectRef("it", "creature"),
    lambda: ir.Quantity(), lambda: ir.ManaCost(("{T}",)), lambda: ir.KeywordAbility("frobnicate"),
    lambda: ir.Condition("if it rains"),
])
def test_ir_values_refuse_words_outside_their_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


@pytest.mark.parametrize("value", [
    ir.Duration("until end of turn"), ir.Duration("until your next turn"), ir.PlayerRef("each opponent"),
    ir.Condition("if you do"), ir.Condition(counters=ir.CounterKind("ki"), at_least=2, on=ir.ObjectRef("~")),
    ir.Quantity(2, per=ir.CountersOnRef(ir.CounterKind("charge"), ir.ObjectRef("~"))),
])
def test_slot_values_render_as_oracle_text(value) -> None:
    text = value.text()
    assert text and all(t.kind is not Kind.WORD or t.text in ("for", "if", "you", "do", "there", "are", "or",
                                                              "more", "on", "counter", "counters", "of", "your",
                                                              "until", "end", "turn", "next")
                        for t in lex(text))


KEYWORD_LINES = [
    "Flying", "Flying, first strike, lifelink, protection from Demons and from Dragons", "Bushido 2", "Crew 3",
    "Ward {2}", "Equip {1}{W}", "Cumulative upkeep {1}", "Kicker {2}{U} and/or {1}{B}", "Splice onto Arcane {1}{R}",
    "Suspend 4—{1}{U}", "Level up {1}", "Affinity for artifacts", "Affinity for Plains", "Enchant creature",
    "Enchant nonland permanent you control", "Protection from everything", "Protection from multicolored",
    "Champion an Elf", "Champion a Goblin or Shaman", "Champion a creature", "Cycling—Pay 2 life",
    "Swampcycling {2}", "Basic landcycling {1}", "Awaken 3—{4}{U}", "Totem armor", "Living weapon", "Swampwalk",
]
COUNTER_CLAUSES = [
    (grammar.put_counters, "put a +1/+1 counter on target creature"),
    (grammar.put_counters, "put two -1/-1 counters on each creature you control"),
    (grammar.put_counters, "put X charge counters on ~"),
    (grammar.put_counters, "put a +1/+1 counter on up to two target creatures"),
    (grammar.put_counters, "put a shield counter on another target creature you control"),
    (grammar.remove_counters, "remove three spore counters from ~"),
    (grammar.enters_with_counters, "~ enters with a flying counter on it"),
    (grammar.kicked_counters, "if ~ was kicked, it enters with two +1/+1 counters on it"),
    (grammar.kicked_counters, "~ enters with a +1/+1 counter on it for each time it was kicked"),
    (grammar.put_counters, "put that many +1/+1 counters on ~"),
]


@pytest.mark.parametrize("line", KEYWORD_LINES)
def test_keyword_lines_round_trip_through_text(line: str) -> None:
    """parse -> text -> parse gives the same IR; the text is the line, keyword names capitalized as printed."""
    found = grammar.parse(grammar.keyword_line, line)
    assert grammar.parse(grammar.keyword_line, found.text()) == found
    if "and/or" not in line:  # 702.33d: two kicker costs are two kicker abilities, rendered so
        assert found.text().lower() == line.lower()


@pytest.mark.parametrize(("production", "text"), COUNTER_CLAUSES)
def test_counter_clauses_round_trip_through_text(production, text: str) -> None:
    found = grammar.parse(production, text)
    assert found.text() == text
    assert grammar.parse(production, found.text()) == found


def test_every_traced_clause_of_the_bundled_cards_round_trips() -> None:
    """The IR of each golden snapshot (tests/cards/golden_ir/) parses back from its text."""
    from manastack.cards import db
    from manastack.cards.oracle.compiler import compile_record

    productions = {ir.KeywordLine: grammar.keyword_line, ir.PutCounters: grammar.put_counters,
                   ir.RemoveCounters: grammar.remove_counters,
                   ir.EntersWithCounters: grammar.alt(grammar.enters_with_counters, grammar.kicked_counters),
                   ir.ModifyUntil: grammar.modify_until, ir.Description: grammar.description, ir.Group: grammar.group,
                   ir.ObjectRef: grammar.object_ref(),
                   ir.Draw: grammar.draw, ir.GainLife: grammar.gain_life, ir.LoseLife: grammar.lose_life,
                   ir.Discard: grammar.discard, ir.Mill: grammar.mill, ir.Scry: grammar.scry, ir.Surveil: grammar.surveil,
                   ir.Destroy: grammar.destroy, ir.Exile: grammar.exile, ir.Tap: grammar.tap, ir.Untap: grammar.tap,
                   ir.DealDamage: grammar.deal_damage, ir.Duration: grammar.duration, ir.Condition: grammar.did_condition,
                   ir.Counter: grammar.counter, ir.ReturnToHand: grammar.return_to_hand,
                   ir.GainControl: grammar.gain_control, ir.Regenerate: grammar.regenerate,
                   ir.ReturnToBattlefield: grammar.return_to_battlefield, ir.PutIntoLibrary: grammar.put_into_library,
                   ir.Fight: grammar.fight, ir.CopySpell: grammar.copy_spell, ir.CreateTokens: grammar.create_tokens,
                   ir.SearchLibrary: grammar.search_library, ir.SacrificeChosen: grammar.sacrifice_chosen,
                   ir.PreventNextDamage: grammar.prevent_next_damage, ir.LifeEqualTo: grammar.life_equal_to,
                   ir.DamageToEqualTo: grammar.damage_to_equal_to, ir.ReturnChosen: grammar.return_chosen,
                   ir.PutFromHand: grammar.put_from_hand}
    by_family = {"amount": grammar.amount, "for each": grammar.per}  # 107.1, 608.2h: IR of several types
    seen = 0
    database = db.load_bundled()
    for name in database.names():
        with pipeline.tracing() as traced:
            try:
                compile_record(database.get(name))
            except (UncompilableText, ValueError):
                pass
        for family, _text, clause in traced:
            production = by_family.get(family) or productions[type(clause)]
            assert grammar.parse(production, clause.text()) == clause, name
            seen += 1
    assert seen > 30


# ------------------------------------------------------------------------------ refusals, by name


@pytest.mark.parametrize(("production", "text", "word"), [
    (grammar.keyword_line, "Flying, frobnicate", '"frobnicate"'),
    (grammar.keyword_line, "Bushido two", '"two"'),
    (grammar.keyword_line, "Protection from red and from purple", '"purple"'),
    (grammar.put_counters, "put a widget counter on target creature", '"widget"'),
    (grammar.put_counters, "put a +1/+1 counter onto target creature", '"onto"'),
    (grammar.enters_with_counters, "~ enters with two charge counters on itself", '"itself"'),
])
def test_the_grammar_refuses_naming_the_word_it_does_not_know(production, text: str, word: str) -> None:
    with pytest.raises(Refused) as refused:
        grammar.parse(production, text)
    assert refused.value.word == word
    assert word in str(refused.value) and refused.value.phrase == text


@pytest.mark.parametrize(("line", "word"), [
    ("Banding", "Banding"), ("Equip {S}", "{S}"), ("Kicker {X}", "{X}"), ("Ward {1}{U}", "{1}{U}"),
    ("Protection from colorless", "colorless"), ("Affinity for artifact", "artifact"),
    ("Champion a Goblins", "Champion a Goblins"),
])
def test_the_lowering_refuses_what_the_engine_lacks_naming_it(line: str, word: str) -> None:
    with pytest.raises(Unsupported) as refused:
        pipeline.keyword_line(line)
    assert refused.value.word == word


def test_a_counter_kind_whose_meaning_the_engine_lacks_is_refused_by_name() -> None:
    clause = grammar.parse(grammar.put_counters, "put a poison counter on target creature")
    with pytest.raises(Unsupported) as refused:
        lowering.put_counters(Scope(card="Test"), clause)
    assert refused.value.word == "poison"


def test_a_refused_line_refuses_the_card_quoting_the_line() -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", "Flying, frobnicate", ("Creature",))
    assert refused.value.phrases == ["Flying, frobnicate"]


# ------------------------------------------------------------------------------ lowering


@pytest.mark.parametrize(("line", "expected"), [
    ("Flying, first strike", (dsl.Keyword("flying", text="Flying"), dsl.Keyword("first strike", text="First strike"))),
    ("Kicker {2}{U} and/or {1}{B}", (dsl.Keyword("kicker", cost="{2}{U}", text="Kicker {2}{U}"),
                                     dsl.Keyword("kicker", cost="{1}{B}", text="Kicker {1}{B}"))),
    ("Crew 3", (dsl.Keyword("crew", cost="3", amount=3, text="Crew 3"),)),
    ("Protection from Demons and from red", (dsl.Keyword("protection", qualities=("Demon", "red"),
                                                         text="Protection from Demons and from red"),)),
    ("Cycling—Pay 2 life.", (dsl.Keyword("cycling", cost="Pay 2 life", text="Cycling—Pay 2 life"),)),
    ("Champion a Goblin or Shaman", (dsl.Keyword("champion", cost="Goblin|Shaman", text="Champion a Goblin or Shaman"),)),
    ("Umbra armor", (dsl.Keyword("totem armor", text="Umbra armor"),)),
    ("Suspend 4—{1}{U}", (dsl.Keyword("suspend", amount=4, cost="{1}{U}", text="Suspend 4—{1}{U}"),)),
    ("Affinity for Plains", (dsl.Keyword("affinity", qualities=("Plains",), text="Affinity for Plains"),)),
])
def test_keyword_lines_lower_to_the_keyword_nodes(line: str, expected: tuple) -> None:
    assert tuple(pipeline.keyword_line(line)) == expected


def test_counter_clauses_lower_to_the_counter_nodes() -> None:
    (spell,) = compile_text("Test", "Put two +1/+1 counters on target creature.", ("Instant",))
    assert spell.effects == (dsl.PutCounters("+1/+1", 2, dsl.Target(0)),)
    (vial,) = compile_text("Test", "{1}, Remove two charge counters from Test: Draw a card.", ("Artifact",))
    assert vial.cost.remove_counters == ("charge", 2)
    (entering,) = compile_text("Test", "Test enters with X +1/+1 counters on it.", ("Creature",), mana_cost="{X}{G}")
    assert entering.effect == dsl.EntersWithCounters("+1/+1", dsl.X())


def test_kicked_counters_lower_to_entering_with_counters() -> None:
    """702.33d-e."""
    (kicked,) = compile_text("Test", "If Test was kicked, it enters with two +1/+1 counters on it.", ("Creature",))
    assert kicked.effect == dsl.EntersWithCounters("+1/+1", 2, condition=dsl.Kicked())
    (per_kick,) = compile_text("Test", "Test enters with a +1/+1 counter on it for each time it was kicked.",
                               ("Creature",))
    assert per_kick.effect == dsl.EntersWithCounters("+1/+1", 1, per_kick=True)
    with pytest.raises(UncompilableText):  # 702.33e: one counter for each time
        compile_text("Test", "Test enters with two +1/+1 counters on it for each time it was kicked.", ("Creature",))


def test_that_many_counters_is_the_event_s_amount() -> None:
    """603.7c, 120.3: "that many" in a damage trigger is the damage dealt; elsewhere refused."""
    (trigger,) = compile_text("Test", "Whenever Test is dealt damage, put that many +1/+1 counters on Test.",
                              ("Creature",))
    assert trigger.effects == (dsl.PutCounters("+1/+1", dsl.EventAmount(), dsl.Self()),)
    with pytest.raises(UncompilableText):
        compile_text("Test", "Put that many +1/+1 counters on target creature.", ("Instant",))


def test_x_without_a_definition_is_refused() -> None:
    """107.3: "put X counters" with no X in the cost or a "where X is" means nothing."""
    with pytest.raises(NoMatch):
        lowering.put_counters(Scope(card="Test"), grammar.parse(grammar.put_counters, "put X +1/+1 counters on ~"))


# ------------------------------------------------------------------------------ mutations

GROWTH = "Put a +1/+1 counter on target creature."
compiled_card("Test Pipeline Growth", GROWTH, ("Instant",))
compiled_card("Test Pipeline Wither", GROWTH.replace("+1/+1", "-1/-1"), ("Instant",))
compiled_card("Test Pipeline Shield", GROWTH.replace("+1/+1", "shield"), ("Instant",))


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


@pytest.mark.parametrize(("card", "pt", "counters"), [
    ("Test Pipeline Growth", (3, 3), {"+1/+1": 1}), ("Test Pipeline Wither", (1, 1), {"-1/-1": 1}),
    ("Test Pipeline Shield", (2, 2), {"shield": 1}),
])
def test_a_changed_counter_kind_is_another_ir_that_plays_as_written(card: str, pt: tuple, counters: dict) -> None:
    d = position({"alice": {"hand": [card]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", card, targets=["Grizzly Bears"])
    assert _pt(d, "Grizzly Bears") == pt
    assert dict(d.game.state.objects[d.object("Grizzly Bears")].counters) == counters


@pytest.mark.parametrize(("original", "mutated"), [
    (GROWTH, GROWTH.replace("a +1/+1 counter", "two +1/+1 counters")),
    (GROWTH, GROWTH.replace("target creature", "another target creature")),
    (GROWTH, GROWTH.replace("target creature", "up to two target creatures")),
    ("Put a +1/+1 counter on each creature you control.", "Put a +1/+1 counter on each creature an opponent controls."),
    ("Protection from red", "Protection from blue"),
    ("Protection from red", "Protection from artifacts"),
    ("Bushido 2", "Bushido 3"), ("Bushido 2", "Rampage 2"), ("Equip {2}", "Equip {3}"),
    ("Champion a Goblin", "Champion a Faerie"), ("Affinity for artifacts", "Affinity for Swamps"),
])
def test_a_one_word_change_gives_another_ir_and_another_tree(original: str, mutated: str) -> None:
    def read(text: str) -> tuple:
        norm = text.rstrip(".")
        production = grammar.put_counters if norm.startswith("Put") else grammar.keyword_line
        types = ("Instant",) if norm.startswith("Put") else ("Creature",)
        return grammar.parse(production, norm), compile_text("Test", text, types)

    (ir_before, tree_before), (ir_after, tree_after) = read(original), read(mutated)
    assert ir_before != ir_after
    assert tree_before != tree_after


@pytest.mark.parametrize("mutated", [
    GROWTH.replace("+1/+1", "widget"),  # a kind of no vocabulary
    GROWTH.replace("+1/+1", "poison"),  # a kind whose meaning the engine lacks on a creature (122.1f)
    GROWTH.replace("+1/+1", "bounty"),
    GROWTH.replace("a +1/+1 counter", "a +1/+1 counters"),  # the noun's number disagrees
    GROWTH.replace("target creature", "all creatures"),
    "Put X +1/+1 counters on target creature.",  # no X defined (107.3)
])
def test_a_one_word_change_of_the_counters_family_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test", mutated, ("Instant",))
    assert refused.value.phrases == [mutated]


@pytest.mark.parametrize("mutated", [
    "Flyng", "Bushido two", "Protection from purple", "Protection from Goblin", "Enchant creature card in a graveyard", "Equip {S}",
    "Affinity for artifact", "Champion a Goblins", "Splice onto Lesson {1}{R}", "Kicker {X}", "Banding",
])
def test_a_one_word_change_of_a_keyword_line_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test", mutated, ("Creature",))
    assert refused.value.phrases == [mutated]


def test_protection_from_blue_instead_of_red_plays_as_written() -> None:
    """702.16b: a mutated color is the one protected from: the blue creature can't block it."""
    from manastack.engine import keywords

    blue = compiled_card("Test Pipeline Blue Knight", "Protection from blue", ("Creature",), power="2", toughness="2")
    assert blue.faces[0].abilities[0].qualities == ("blue",)
    d = position({"alice": {"battlefield": ["Test Pipeline Blue Knight"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Augur of Bolas"]}})
    knight = d.object("Test Pipeline Blue Knight")
    assert not keywords.can_block(d.game.kernel, d.object("Augur of Bolas"), knight)
    assert keywords.can_block(d.game.kernel, d.object("Grizzly Bears"), knight)


# ------------------------------------------------------------------------------ granted keywords (613.1f)


def test_granted_keyword_lists_are_read_by_the_grammar() -> None:
    assert grammar.parse(grammar.granted_keywords, "first strike, vigilance, and lifelink") == (
        "first strike", "vigilance", "lifelink")
    with pytest.raises(Refused) as refused:
        grammar.parse(grammar.granted_keywords, "flying and frobnicate")
    assert refused.value.word == '"frobnicate"'


@pytest.mark.parametrize(("mutated", "keywords"), [
    ("Target creature gains reach until end of turn.", ("reach",)),
    ("Target creature gains flying and first strike until end of turn.", ("flying", "first strike")),
])
def test_a_changed_granted_keyword_is_granted(mutated: str, keywords: tuple) -> None:
    (spell,) = compile_text("Test", mutated, ("Instant",))
    (original,) = compile_text("Test", "Target creature gains flying until end of turn.", ("Instant",))
    assert spell.effects[0].keywords == keywords != original.effects[0].keywords


@pytest.mark.parametrize("mutated", ["Target creature gains flyng until end of turn.",
                                     "Target creature gains banding until end of turn.",
                                     "Target creature gains flying and and trample until end of turn."])
def test_a_granted_keyword_the_engine_lacks_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test", mutated, ("Instant",))
    assert refused.value.phrases == [mutated]


# ------------------------------------------------------------------------------ counted counters (122.1, 603.4)


@pytest.mark.parametrize(("production", "text", "canonical"), [
    (grammar.counters_on, "charge counter on ~", "charge counter on ~"),
    (grammar.counters_on, "+1/+1 counter on target creature", "+1/+1 counter on target creature"),
    (grammar.amount, "the number of age counters on ~", "the number of age counters on ~"),
    (grammar.counters_condition, "there are two or more ki counters on ~", "there are two or more ki counters on ~"),
    (grammar.counters_condition, "~ has five or more quest counters on it", "there are five or more quest counters on ~"),
    (grammar.counters_condition, "there are three or more brick counters on it", "there are three or more brick counters on it"),
])
def test_counted_counters_round_trip(production, text: str, canonical: str) -> None:
    found = grammar.parse(production, text)
    assert found.text() == canonical
    assert grammar.parse(production, found.text()) == found


def test_counted_counters_lower_to_counters_on() -> None:
    (gain,) = compile_text("Test", "{T}: You gain 1 life for each charge counter on Test.", ("Artifact",))
    (age,) = compile_text("Test", "{T}: You gain 1 life for each age counter on Test.", ("Artifact",))
    assert gain.effects[0].amount == dsl.CountersOn(dsl.Self(), "charge")
    assert age.effects[0].amount == dsl.CountersOn(dsl.Self(), "age")


@pytest.mark.parametrize("mutated", [
    "{T}: You gain 1 life for each widget counter on Test.",  # no such counter kind (122.1)
    "{T}: You gain 1 life for each bounty counter on Test.",  # a kind whose meaning the engine lacks
    "As long as there are one or more ki counters on Test, Test gets +2/+2.",  # "one or more": no count to compare
])
def test_a_one_word_change_of_counted_counters_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", mutated, ("Creature",))


# ------------------------------------------------------------------------------ until end of turn (611.2)

PUMP = "Target creature gets +2/+2 until end of turn."


@pytest.mark.parametrize("text", [
    "target creature gets +2/+2 until end of turn", "creatures you control get +1/+0 and gain haste until end of turn",
    "~ gains flying until end of turn", "each creature you control gets -X/-0 until end of turn",
    "another target creature gains first strike, vigilance, and lifelink until end of turn",
])
def test_modifications_until_end_of_turn_round_trip(text: str) -> None:
    found = grammar.parse(grammar.modify_until, text)
    assert found.text() == text and found.duration == ir.Duration("until end of turn")
    assert grammar.parse(grammar.modify_until, found.text()) == found


def test_modifications_lower_to_modify_pt() -> None:
    (spell,) = compile_text("Test", "Creatures you control get +1/+0 and gain haste until end of turn.", ("Sorcery",))
    assert spell.effects == (dsl.ModifyPT(1, 0, dsl.Each(dsl.Filter(types=("Creature",), controller="you")),
                                          keywords=("haste",)),)


compiled_card("Test Pipeline Pump", PUMP, ("Instant",))
compiled_card("Test Pipeline Shrink", PUMP.replace("+2/+2", "-2/-2"), ("Instant",))


@pytest.mark.parametrize(("card", "pt"), [("Test Pipeline Pump", (4, 4)), ("Test Pipeline Shrink", (0, 0))])
def test_a_changed_pt_change_plays_as_written(card: str, pt: tuple) -> None:
    d = position({"alice": {"hand": [card]}, "bob": {"battlefield": ["Savannah Lions", "Grizzly Bears"]}})
    cast(d, "alice", card, targets=["Grizzly Bears"])
    if pt == (0, 0):  # 704.5f: a 0-toughness creature is put into its owner's graveyard
        assert "Grizzly Bears" in [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard]
    else:
        assert _pt(d, "Grizzly Bears") == pt


@pytest.mark.parametrize("mutated", [
    PUMP.replace("+2/+2", "+2/+Y"), PUMP.replace("gets +2/+2", "gains frobnicate"),
    PUMP.replace("gets +2/+2", "gains banding"), PUMP.replace("gets", "get"),
    PUMP.replace("+2/+2", "+2/+2 and gain flying"),  # both verbs agree with the subject ("gets ... and gains")
    "Creatures you control get +1/+1 and gains trample until end of turn.",
])
def test_a_one_word_change_of_a_modification_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test", mutated, ("Instant",))
    assert refused.value.phrases == [mutated]


def test_have_it_get_and_gain_is_read_with_both_verbs_agreeing() -> None:
    """"You may have target creature get +2/+0 and gain deathtouch" (Painsmith): after "have" both
    verbs are bare; read as "target creature gets +2/+0 and gains deathtouch"."""
    (spell,) = compile_text("Test", "You may have target creature get +2/+0 and gain deathtouch until end of turn.",
                            ("Instant",))
    assert spell.effects == (dsl.Optional(dsl.ModifyPT(2, 0, dsl.Target(0), keywords=("deathtouch",))),)


def test_another_duration_is_not_lowered_as_until_end_of_turn() -> None:
    """"until ~ leaves the battlefield" isn't how long a P/T change lasts (611.2a, 610.3): this
    clause's lowering refuses it, by name."""
    clause = ir.ModifyUntil(ir.ObjectRef("~"), False, ir.Duration("until ~ leaves the battlefield"), keywords=("flying",))
    with pytest.raises(Unsupported) as refused:
        lowering.modify_until(Scope(card="Test"), clause, None, None)
    assert refused.value.word == "until ~ leaves the battlefield"


def test_have_it_become_a_copy_and_gain_this_ability_is_the_copy_keeping_the_ability() -> None:
    """613.1f, 707.9: "you may have ~ become a copy of target creature and gain this ability"
    (Artisan of Forms, read since session 12 made the two verbs agree after "have")."""
    (heroic,) = compile_text("Test", "Heroic — Whenever you cast a spell that targets Test, you may have Test become a "
                             "copy of target creature and gain this ability.", ("Creature",))
    assert heroic.optional and heroic.effects == (dsl.BecomeCopy(dsl.Target(0), gains_ability=True),)
