"""Descriptions of objects (109.2) on the compiler's pipeline (issue 16 item 1): the grammar
reads them into `ir.Description`, whose `text()` round-trips; a word outside the closed
vocabularies is refused by name; the lowering gives the filter the engine applies (the same one
the regular-expression reader gave: scripts/corpus_trees.py checks the corpus); and one word
changed gives another filter that plays as written (115.1, 608.2b), or a refusal."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text, descriptions, grammar, ir, phrases
from manastack.cards.oracle.grammar import Refused
from manastack.cards.oracle.phrases import NoMatch, Scope


def _parse(text: str) -> ir.Description:
    return grammar.parse(grammar.description, text)


def _filter(text: str, **scope) -> dsl.Filter:
    return phrases.desc(text, Scope(card="Test Card", **scope)).filter


# ------------------------------------------------------------------------------ IR and round trips

DESCRIPTIONS = [
    "another nonartifact, nonblack creature", "creature card with mana value 3 or less", "Goblin Wizard",
    "artifact or enchantment", "creature you control", "creatures your opponents control", "land card",
    "white or blue permanent", "creature with flying", "tapped creature", "Equipment", "nonland, nontoken permanent",
    "basic Mountain, Forest, or Plains card", "other attacking Pirate", "creature an opponent controls with power 2 or less",
    "legendary Snakes you control", "non-Human creatures", "attacking or blocking creature", "creature tokens",
    "creatures without flying", "creature named ~", "1/1 creature", "creature blocking ~",
    "creature with mana value equal to the number of charge counters on ~", "white or blue instant or sorcery spell",
    "red creature or red planeswalker", "creature with mana value 2", "creature card in your graveyard that was put "
    "there from the battlefield this turn", "nonlegendary creature you don't control", "colorless creatures",
]


@pytest.mark.parametrize("text", DESCRIPTIONS)
def test_descriptions_round_trip_through_text(text: str) -> None:
    """parse -> text -> parse gives the same IR, and the text is the description as written."""
    description = _parse(text)
    assert description.text() == text
    assert _parse(description.text()) == description


def test_a_description_s_slots_are_closed_vocabulary_values() -> None:
    assert _parse("another nonartifact, nonblack creature") == ir.Description(
        heads=((ir.CardType("Creature"),),), other="another",
        qualities=(ir.Negated(ir.CardType("Artifact")), ir.Negated(ir.Color("black"))))
    assert _parse("Goblin Wizards you control") == ir.Description(
        heads=((ir.Subtype("Goblin"), ir.Subtype("Wizard", plural=True)),),
        suffixes=(ir.Controlled("you control"),))
    assert _parse("creature card with mana value 3 or less").suffixes == (ir.Compared("mana value", 3, "or less"),)
    assert _parse("Other artifact creatures you control") == _parse("other artifact creatures you control")
    assert _parse("creatures with flying and first strike").suffixes == (ir.WithKeywords(("flying", "first strike")),)


@pytest.mark.parametrize("make", [
    lambda: ir.Status("sleepy"), lambda: ir.Controlled("he controls"), lambda: ir.Compared("speed", 2),
    lambda: ir.Compared("power", 2, "or so"), lambda: ir.Trait("that are purple"), lambda: ir.ColorChoice(()),
    lambda: ir.WithKeywords(("frobnicate",)), lambda: ir.Description(noun="thing"), lambda: ir.Description(),
    lambda: ir.Description(heads=((ir.CardType("Creature"),),), other="some"),
])
def test_description_values_refuse_words_outside_their_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


@pytest.mark.parametrize(("text", "word"), [
    ("nonartifact purple creature", '"purple"'), ("creature you command", '"command"'),
    ("creature with power 2 or so", '"so"'), ("Wizzard", '"Wizzard"'), ("creatures with frobnicate", '"frobnicate"'),
    ("creature or", "the end of the text"), ("artifact, creature", "the end of the text"),
])
def test_a_description_the_grammar_can_t_read_is_refused_naming_the_word(text: str, word: str) -> None:
    with pytest.raises(Refused) as refused:
        _parse(text)
    assert refused.value.word == word


# ------------------------------------------------------------------------------ lowering


@pytest.mark.parametrize(("text", "expected"), [
    ("another nonartifact, nonblack creature", dsl.Filter(types=("Creature",), not_types=("Artifact",),
                                                          not_colors=("B",), other=True)),
    ("creature card with mana value 3 or less", dsl.Filter(types=("Creature",), mana_value_le=3)),
    ("artifact or enchantment", dsl.Filter(any_types=("Artifact", "Enchantment"))),
    ("creatures your opponents control", dsl.Filter(types=("Creature",), controller="opponent")),
    ("creature you don't control", dsl.Filter(types=("Creature",), controller="opponent")),
    ("white or blue permanent", dsl.Filter(colors=("W", "U"))),
    ("Goblins", dsl.Filter(types=("Creature",), subtypes=("Goblin",))),
    ("Equipment you control", dsl.Filter(types=("Artifact",), subtypes=("Equipment",), controller="you")),
    ("tapped creature with flying", dsl.Filter(types=("Creature",), tapped=True, keywords=("flying",))),
    ("untapped Swamp", dsl.Filter(types=("Land",), subtypes=("Swamp",), tapped=False)),
    ("nonland, nontoken permanent", dsl.Filter(not_types=("Land",), token=False)),
    ("noncreature, nonland card", dsl.Filter(not_types=("Creature", "Land"))),
    ("creature tokens", dsl.Filter(types=("Creature",), token=True)),
    ("basic Forest or Plains card", dsl.Filter(types=("Land",), subtypes=("Forest", "Plains"), basic=True)),
    ("legendary creature", dsl.Filter(types=("Creature",), supertypes=("Legendary",))),
    ("nonbasic land", dsl.Filter(types=("Land",), not_supertypes=("Basic",))),
    ("1/1 creature", dsl.Filter(types=("Creature",), power_ge=1, power_le=1, toughness_ge=1, toughness_le=1)),
    ("creature with mana value 2", dsl.Filter(types=("Creature",), mana_value_le=2, mana_value_ge=2)),
    ("creature named ~", dsl.Filter(types=("Creature",), name="Test Card")),
    ("attacking or blocking creature", dsl.Filter(types=("Creature",), attacking_or_blocking=True)),
    ("unblocked creature", dsl.Filter(types=("Creature",), blocked=False)),
    ("creatures without flying", dsl.Filter(types=("Creature",), without_keywords=("flying",))),
    ("multicolored permanent", dsl.Filter(multicolored=True)),
])
def test_a_description_lowers_to_the_filter_the_engine_applies(text: str, expected: dsl.Filter) -> None:
    assert _filter(text) == expected


def test_the_noun_and_number_are_lowered_with_the_filter() -> None:
    assert phrases.desc("creature cards", Scope(card="Test"), zone="graveyard") == descriptions.Described(
        dsl.Filter(types=("Creature",)), "card", True)
    assert phrases.desc("Goblin", Scope(card="Test"), zone="library").filter == dsl.Filter(subtypes=("Goblin",))


@pytest.mark.parametrize(("text", "word"), [
    ("Goblin Wizard", "Goblin Wizard"),  # 205.3: both subtypes; a filter's subtypes mean either
    ("land or nonblack creature", "nonblack"),  # a land, or a creature that isn't black
    ("creature with banding", "banding"),  # 702.22: a keyword the engine lacks
    ("card named Festering Newt or Bubbling Cauldron", "Festering Newt or Bubbling Cauldron"),
    ("world enchantment", "world"), ("creature defending player controls", "defending player controls"),
    ("creature blocking it", "blocking it"), ("tapped creature that are tapped", "tapped creature that are tapped"),
])
def test_what_a_filter_can_t_say_is_refused_naming_it(text: str, word: str) -> None:
    with pytest.raises(descriptions.Unsupported) as refused:
        phrases.desc(text, Scope(card="Test"))
    assert refused.value.word == word


def test_blocking_it_is_blocking_the_source_when_it_is_the_source() -> None:
    """509.1: "creature blocking it" in an ability of the creature itself."""
    assert _filter("creature blocking it", it=dsl.Self()) == dsl.Filter(types=("Creature",), blocking_source=True)


# ------------------------------------------------------------------------------ mutations


@pytest.mark.parametrize(("original", "mutated"), [
    ("nonartifact creature", "artifact creature"), ("creature you control", "creature an opponent controls"),
    ("Goblin", "Elf"), ("tapped creature", "untapped creature"), ("creature with flying", "creature without flying"),
    ("creature with power 2 or less", "creature with power 2 or greater"), ("nonblack creature", "nonwhite creature"),
    ("artifact or enchantment", "artifact enchantment"), ("creature card", "creature spell"),
])
def test_one_word_changed_is_another_description(original: str, mutated: str) -> None:
    assert _parse(original) != _parse(mutated)
    assert phrases.desc(original, Scope(card="Test")) != phrases.desc(mutated, Scope(card="Test"))


def _target_choices(card: str, battlefield: list, yours: tuple = ()) -> set[str]:
    """The names of the objects "target DESC" of a compiled instant may choose (115.1, 601.2c),
    with `battlefield` bob's permanents and `yours` the caster's."""
    d = position({"alice": {"hand": [card], "battlefield": [*yours, {"card": "Swamp", "count": 4}]},
                  "bob": {"battlefield": battlefield}})
    game = d.game
    game.choose(next(o for o in game.decision.options if o.kind == "cast"))
    chosen = [o.value for o in game.decision.options if o.kind == "target"]
    if not chosen:  # one legal target: chosen as the spell is cast
        (chosen,) = game.state.stack[-1].targets
    return {game.state.objects[value[1]].card for value in chosen}


_DESTROY = "Destroy target {}."
_BEARS, _AETHERBORN, _ORNITHOPTER, _BIRDS = "Grizzly Bears", "Gifted Aetherborn", "Ornithopter", "Birds of Paradise"


@pytest.mark.parametrize(("described", "choices"), [
    ("nonblack creature", {_BEARS, _ORNITHOPTER, _BIRDS}),  # 105.2: Gifted Aetherborn is black
    ("black creature", {_AETHERBORN}),
    ("nonartifact creature", {_BEARS, _AETHERBORN, _BIRDS}),  # Ornithopter is an artifact creature
    ("artifact creature", {_ORNITHOPTER}),
    ("creature with flying", {_ORNITHOPTER, _BIRDS}),  # 702.9
    ("creature without flying", {_BEARS, _AETHERBORN}),
    ("Bear", {_BEARS}), ("Vampire", {_AETHERBORN}),  # 205.3m: subtypes
    ("creature with power 2 or greater", {_BEARS, _AETHERBORN}), ("creature with power 2 or less", {
        _BEARS, _AETHERBORN, _ORNITHOPTER, _BIRDS}), ("creature with toughness 3 or greater", {_AETHERBORN}),
    ("green or black creature", {_BEARS, _AETHERBORN, _BIRDS}),  # either color
    ("colorless creature", {_ORNITHOPTER}),  # 105.2c
])
def test_a_destroy_targets_only_what_its_description_says(described: str, choices: set[str]) -> None:
    """115.1, 601.2c: only an object the description matches is a legal target; one word changed
    is another set of choices."""
    name = f"Test Destroy {described}"
    compiled = dsl.CardDef(name=name, faces=(dsl.Face(
        name=name, mana_cost="{B}", types=("Instant",),
        abilities=compile_text(name, _DESTROY.format(described), ("Instant",))),), source="test")
    with registry.scope():
        registry.register(compiled)
        assert _target_choices(name, [_BEARS, _AETHERBORN, _ORNITHOPTER, _BIRDS]) == choices


def _spell(name: str, text: str) -> None:
    registry.register(dsl.CardDef(name=name, faces=(dsl.Face(
        name=name, mana_cost="{B}", types=("Instant",), abilities=compile_text(name, text, ("Instant",))),), source="test"))


@pytest.mark.parametrize(("described", "tapped", "untapped_in_response", "destroyed"), [
    ("tapped creature", True, False, True), ("tapped creature", True, True, False), ("untapped creature", False, False, True),
])
def test_a_target_that_stops_matching_its_description_is_illegal_as_the_spell_resolves(
        described: str, tapped: bool, untapped_in_response: bool, destroyed: bool) -> None:
    """608.2b: "Destroy target tapped creature" does nothing if the creature was untapped in
    response; "untapped" in its place is a spell for an untapped creature."""
    with registry.scope():
        _spell("Test Doom", _DESTROY.format(described))
        _spell("Test Wake", "Untap target creature.")
        d = position({"alice": {"hand": ["Test Doom", "Test Wake"], "battlefield": [{"card": "Swamp", "count": 2}]},
                      "bob": {"battlefield": [{"card": _BEARS, "tapped": tapped}]}})
        d.act("alice", "casts", "Test Doom", targets=[_BEARS])
        if untapped_in_response:
            d.act("alice", "casts", "Test Wake", targets=[_BEARS])
        d.resolve(None)
        graveyard = [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard]
        assert (_BEARS in graveyard) == destroyed


@pytest.mark.parametrize("mutated", [
    _DESTROY.format("nonpurple creature"), _DESTROY.format("creature with banding"),
    _DESTROY.format("Goblin Wizard"), _DESTROY.format("land or nonblack creature"),
])
def test_a_one_word_change_the_engine_can_t_play_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", mutated, ("Instant",))


# ------------------------------------------------------------------------------ groups and object references


@pytest.mark.parametrize("text", [
    "all creatures", "each creature you control", "creatures target opponent controls",
    "creatures that attacked this turn", "all Sliver creatures", "each nonland permanent target player controls",
])
def test_groups_round_trip_through_text(text: str) -> None:
    found = grammar.parse(grammar.group, text)
    assert found.text() == text
    assert grammar.parse(grammar.group, found.text()) == found


def test_a_group_lowers_to_each_with_its_number() -> None:
    """611.2c: the set is locked in as the effect begins; "all" and a bare plural are plurals,
    "each" a singular (the verb agrees)."""
    scope = Scope(card="Test")
    assert phrases.group("all creatures you control", scope) == (
        dsl.Each(dsl.Filter(types=("Creature",), controller="you")), True)
    assert phrases.group("each creature", scope) == (dsl.Each(dsl.Filter(types=("Creature",))), False)
    assert phrases.group("creatures that attacked this turn", scope, bare=True) == (  # 508.1
        dsl.Each(dsl.Filter(types=("Creature",), attacked_this_turn=True)), True)
    for wrong in ("each creatures", "all creature", "creatures"):  # number; a bare plural only where allowed
        with pytest.raises(NoMatch):
            phrases.group(wrong, Scope(card="Test"))
    with pytest.raises(NoMatch):  # attacking now and declared as attackers this turn: two things
        phrases.group("attacking creatures that attacked this turn", Scope(card="Test"), bare=True)


def test_a_group_a_target_player_controls_adds_the_player_s_target_slot() -> None:
    """109.4, 115.1: "all lands target player controls": a target player, and that player's lands."""
    scope = Scope(card="Test")
    found, plural = phrases.group("all lands target player controls", scope)
    assert found == dsl.Each(dsl.Filter(types=("Land",)), controlled_by=dsl.TargetPlayer(0))
    assert plural and scope.targets == [dsl.TargetSpec(kind="player")]
    with pytest.raises(NoMatch):  # two controllers
        phrases.group("all lands you control target player controls", Scope(card="Test"))


@pytest.mark.parametrize(("text", "spec"), [
    ("target creature", dsl.TargetSpec(filter=dsl.Filter(types=("Creature",)))),
    ("another target creature", dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), other=True))),  # 115.3
    ("up to two target creatures", dsl.TargetSpec(filter=dsl.Filter(types=("Creature",)), up_to=True,
                                                  min_count=2, max_count=2)),
    ("six target creatures", dsl.TargetSpec(filter=dsl.Filter(types=("Creature",)), min_count=6, max_count=6)),
    ("any number of target creatures", dsl.TargetSpec(filter=dsl.Filter(types=("Creature",)), up_to=True,
                                                      min_count=dsl.ANY_NUMBER, max_count=dsl.ANY_NUMBER)),
])
def test_a_target_reference_adds_its_slot(text: str, spec: dsl.TargetSpec) -> None:
    """115.1, 601.2c: "[up to N] [another] target DESC" is one target slot of the ability."""
    scope = Scope(card="Test")
    assert phrases.obj(text, scope) == dsl.Target(0)
    assert scope.targets == [spec] and scope.it == dsl.Target(0)


def test_up_to_x_targets_counts_x_as_the_targets_are_chosen() -> None:
    """107.3, 601.2c: "up to X target creatures, where X is ...": X is the most; "X target" without
    "up to" and an X no clause defines are refused."""
    x = dsl.CountOf(dsl.Filter(types=("Land",), controller="you"))
    scope = Scope(card="Test", x=x)
    phrases.obj("up to X target creatures", scope)
    assert scope.targets[0].max_value == x and scope.targets[0].up_to
    for text, defined in (("X target creatures", x), ("up to X target creatures", None)):
        with pytest.raises(NoMatch):
            phrases.obj(text, Scope(card="Test", x=defined))


@pytest.mark.parametrize(("text", "it", "expected"), [
    ("~", None, dsl.Self()), ("itself", None, dsl.Self()), ("it", dsl.Target(0), dsl.Target(0)),
    ("that creature", dsl.Target(1), dsl.Target(1)), ("enchanted creature", None, dsl.Attached()),
    ("equipped creature", None, dsl.Attached()),
])
def test_a_reference_to_an_object_named_before(text: str, it: object, expected: object) -> None:
    assert phrases.obj(text, Scope(card="Test", it=it)) == expected


@pytest.mark.parametrize("text", ["that creature", "equipped land", "each creature", "purple target creature"])
def test_a_reference_without_its_object_is_refused(text: str) -> None:
    """"that creature" with no creature named before; "equipped land" isn't what an Equipment is
    attached to (301.5); a group where one object is meant; a word outside the vocabularies."""
    with pytest.raises(NoMatch):
        phrases.obj(text, Scope(card="Test"))


@pytest.mark.parametrize(("described", "survivors"), [
    ("nonblack creatures", {_AETHERBORN}), ("black creatures", {_BEARS, _ORNITHOPTER, _BIRDS}),
    ("creatures with flying", {_BEARS, _AETHERBORN}), ("artifact creatures", {_BEARS, _AETHERBORN, _BIRDS}),
])
def test_destroy_all_destroys_what_its_description_says(described: str, survivors: set[str]) -> None:
    """611.2c, 701.8: "Destroy all DESC" destroys each permanent the description matches, and
    only those."""
    with registry.scope():
        _spell("Test Wrath", f"Destroy all {described}.")
        d = position({"alice": {"hand": ["Test Wrath"], "battlefield": [{"card": "Swamp", "count": 1}]},
                      "bob": {"battlefield": [_BEARS, _AETHERBORN, _ORNITHOPTER, _BIRDS]}})
        d.act("alice", "casts", "Test Wrath")
        d.resolve(None)
        state = d.game.state
        assert {state.objects[o].card for o in state.battlefield if state.objects[o].controller == 1} == survivors


@pytest.mark.parametrize(("described", "choices"), [
    ("creature you control", {"Savannah Lions"}), ("creature an opponent controls", {_BEARS}),  # 109.4
    ("creature you don't control", {_BEARS}), ("untapped creature", {"Savannah Lions"}), ("tapped creature", {_BEARS}),
])
def test_who_controls_it_and_whether_it_is_tapped_decide_the_targets(described: str, choices: set[str]) -> None:
    """109.4, 110.5, 115.1: "you control" / "an opponent controls", "tapped" / "untapped"."""
    with registry.scope():
        _spell("Test Pick", _DESTROY.format(described))
        assert _target_choices("Test Pick", [{"card": _BEARS, "tapped": True}], yours=("Savannah Lions",)) == choices


def test_a_card_compiled_meanwhile_is_not_traced_as_this_card_s_clauses() -> None:
    """The golden IR (tests/cards/golden_ir/) of a card that conjures another holds its own
    clauses, whether or not the conjured card was compiled before (ir.untraced)."""
    with ir.tracing() as traced:
        ir.traced("description", "creature", _parse("creature"))
        with ir.untraced():
            phrases.obj("any target", Scope(card="Lightning Bolt"))
    assert [text for _, text, _ in traced] == ["creature"]
