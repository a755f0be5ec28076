"""Token creation on the compiler's pipeline (issue 16 items 1-2): "[WHO] create(s) N DESCRIPTION
token(s) [with KEYWORDS] [and "ABILITY"]" (111.2, 111.4, 113.1b).  A description is a predefined
token (Treasure, Clue, Food, Blood: 111.10) or a power and toughness, colors or "colorless"
(105.2c), creature types (205.3m) and card types, each from its closed vocabulary.  Tested by
the IR and its round trip through text, refusals naming the word, the nodes it lowers to,
mutations (one word changed: another tree, or a refusal) and games that create the tokens."""

from __future__ import annotations

import pytest
from support import battlefield, cast, compiled_card, compiled_effects, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir
from manastack.cards.oracle.grammar import Refused

A, TWO = ir.Quantity(1, article=True), ir.Quantity(2)
SAPROLING = ir.TokenDescription(size="1/1", colors=(ir.Color("green"),), subtypes=(ir.Subtype("Saproling"),),
                                types=(ir.CardType("Creature"),))


# ------------------------------------------------------------------------------ IR and round trips

ROUND_TRIPS = [
    (grammar.create_tokens, "create a 1/1 green Saproling creature token", ir.CreateTokens(ir.Tokens(A, SAPROLING))),
    (grammar.create_tokens, "each player creates two 1/1 green Saproling creature tokens",
     ir.CreateTokens(ir.Tokens(TWO, SAPROLING, plural=True), ir.PlayerRef("each player"))),
    (grammar.create_tokens, "create a Treasure token", ir.CreateTokens(ir.Tokens(A, ir.TokenDescription(predefined="Treasure")))),
    (grammar.tokens, "a 1/1 colorless Thopter artifact creature token with flying",
     ir.Tokens(A, ir.TokenDescription(size="1/1", colors=(ir.Color("colorless"),), subtypes=(ir.Subtype("Thopter"),),
                                      types=(ir.CardType("Artifact"), ir.CardType("Creature")), keywords=("flying",)))),
    (grammar.tokens, "a 1/1 black and green Snake enchantment creature token with deathtouch",
     ir.Tokens(A, ir.TokenDescription(size="1/1", colors=(ir.Color("black"), ir.Color("green")),
                                      subtypes=(ir.Subtype("Snake"),),
                                      types=(ir.CardType("Enchantment"), ir.CardType("Creature")),
                                      keywords=("deathtouch",)))),
    (grammar.tokens, "a 1/1 green Elf Warrior creature token",
     ir.Tokens(A, ir.TokenDescription(size="1/1", colors=(ir.Color("green"),),
                                      subtypes=(ir.Subtype("Elf"), ir.Subtype("Warrior")), types=(ir.CardType("Creature"),)))),
    (grammar.tokens, "two 2/2 white Knight creature tokens with first strike, vigilance, and lifelink",
     ir.Tokens(TWO, ir.TokenDescription(size="2/2", colors=(ir.Color("white"),), subtypes=(ir.Subtype("Knight"),),
                                        types=(ir.CardType("Creature"),),
                                        keywords=("first strike", "vigilance", "lifelink")), plural=True)),
    (grammar.tokens, 'a 1/1 red Goblin creature token with haste and "~ can\'t block"',
     ir.Tokens(A, ir.TokenDescription(size="1/1", colors=(ir.Color("red"),), subtypes=(ir.Subtype("Goblin"),),
                                      types=(ir.CardType("Creature"),), keywords=("haste",),
                                      quotes=("~ can't block",)))),
]


@pytest.mark.parametrize(("production", "text", "expected"), ROUND_TRIPS, ids=[t for _, t, _ in ROUND_TRIPS])
def test_a_token_clause_parses_to_its_ir_and_reads_back_as_the_same_text(production, text: str, expected) -> None:
    found = grammar.parse(production, text)
    assert found == expected
    assert found.text() == text
    assert grammar.parse(production, found.text()) == found


@pytest.mark.parametrize("make", [
    lambda: ir.Tokens(A, SAPROLING, plural=True),  # "a ... tokens": the noun agrees with the number
    lambda: ir.Tokens(TWO, SAPROLING),
    lambda: ir.TokenDescription(),
    lambda: ir.TokenDescription(predefined="Treasure", size="1/1", colors=(ir.Color("green"),),
                                subtypes=(ir.Subtype("Saproling"),), types=(ir.CardType("Creature"),)),
    lambda: ir.TokenDescription(size="1/1", colors=(ir.Color("green"),), types=(ir.CardType("Creature"),)),
])
def test_token_clauses_refuse_values_outside_their_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


@pytest.mark.parametrize(("text", "word"), [
    ("a 1/1 green Saproling creature widget", '"widget"'),
    ("a 1/1 purple Saproling creature token", '"purple"'),
    ("a 1/1 green Saproling creature token with frobnication", '"frobnication"'),
    ("a 1/1 green Saproling Creature token", '"Creature"'),  # card types are written in lower case
    ("a X/X green Ooze creature token", '"X/X"'),  # the size is numbers: "X/X" needs the text defining X
    ("a 1/1 green Saprolings creature token", '"Saprolings"'),
])
def test_a_token_not_understood_is_refused_naming_the_word(text: str, word: str) -> None:
    with pytest.raises(Refused) as refused:
        grammar.parse(grammar.tokens, text)
    assert refused.value.word == word
    assert word in str(refused.value)


# ------------------------------------------------------------------------------ lowering


@pytest.mark.parametrize(("text", "effects"), [
    ("Create a 1/1 green Saproling creature token.", (dsl.CreateToken("1/1 green Saproling creature token", 1),)),
    ("Create two 1/1 white Spirit creature tokens with flying.",
     (dsl.CreateToken("1/1 white Spirit creature token with flying", 2),)),
    ("Each player creates a 1/1 green Cat creature token.",
     (dsl.CreateToken("1/1 green Cat creature token", 1, dsl.EachPlayer()),)),
    ("Create a 1/1 colorless Thopter artifact creature token with flying.", (dsl.CreateToken("Thopter", 1),)),
    ("Create a 1/1 green and black Snake creature token.", (dsl.CreateToken("1/1 black and green Snake creature token", 1),)),
    ("Create a Treasure token.", (dsl.CreateToken("Treasure", 1),)),
])
def test_a_token_clause_lowers_to_its_effect_nodes(text: str, effects: tuple) -> None:
    assert compiled_effects(text, ("Sorcery",)) == effects


# ------------------------------------------------------------------------------ mutations


@pytest.mark.parametrize(("original", "mutated"), [
    ("Create a 1/1 green Saproling creature token.", "Create a 1/1 green Elf creature token."),
    ("Create a 1/1 green Saproling creature token.", "Create a 1/1 white Saproling creature token."),
    ("Create a 1/1 green Saproling creature token.", "Create a 2/2 green Saproling creature token."),
    ("Create a 1/1 green Saproling creature token.", "Create two 1/1 green Saproling creature tokens."),
    ("Create a 1/1 green Saproling creature token.", "Create a 1/1 green Saproling creature token with reach."),
    ("Create a 1/1 green Saproling creature token.", "Create a 1/1 green Saproling artifact creature token."),
    ("Create a 1/1 green Saproling creature token.", "Each opponent creates a 1/1 green Saproling creature token."),
    ("Create a Treasure token.", "Create a Clue token."),
])
def test_token_one_word_changed_is_another_tree(original: str, mutated: str) -> None:
    assert compiled_effects(original, ("Sorcery",)) != compiled_effects(mutated, ("Sorcery",))


@pytest.mark.parametrize("text", [
    "Create a 1/1 green Saproling creature tokens.",  # the noun agrees with the number
    "Create two 1/1 green Saproling creature token.",
    "Creates a 1/1 green Saproling creature token.",  # the verb agrees with its subject
    "Each opponent create a 1/1 green Saproling creature token.",
    "Create a 1/1 Saproling creature token.",  # 105.2c: a token has colors or is "colorless"
    "Create a 1/1 green colorless Saproling creature token.",
    "Create a 1/1 green green Saproling creature token.",
    "Create a 1/1 green Saproling artifact token.",  # a token with a P/T is a creature
    "Create a 1/1 green Saproling creature token with cycling.",  # not a keyword a token is granted
    "Create a Treasure token with flying.",  # 111.10: a predefined token has its own abilities
    "Create a 1/1 green Forest creature token.",  # 205.3m: Forest is not a creature type
])
def test_token_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


# ------------------------------------------------------------------------------ playing them

compiled_card("Test Tokens Spawn", "Create two 1/1 green Saproling creature tokens.", ("Sorcery",))
compiled_card("Test Tokens Thopters", "Create a 1/1 colorless Thopter artifact creature token with flying.", ("Sorcery",))
compiled_card("Test Tokens Cats", "Each player creates a 1/1 green Cat creature token.", ("Sorcery",))


def test_111_2_the_caster_creates_two_creature_tokens_with_the_described_characteristics() -> None:
    d = position({"alice": {"hand": ["Test Tokens Spawn"]}, "bob": {}})
    cast(d, "alice", "Test Tokens Spawn")
    made = [o for o in d.game.state.battlefield if d.game.state.objects[o].token]
    assert len(made) == 2
    for oid in made:
        chars = d.game.chars(oid)
        assert (chars.power, chars.toughness, set(chars.colors), set(chars.subtypes)) == (1, 1, {"G"}, {"Saproling"})
        assert chars.controller == d.player("alice")


def test_111_4_a_token_with_a_keyword_has_it_and_its_card_types() -> None:
    d = position({"alice": {"hand": ["Test Tokens Thopters"]}, "bob": {}})
    cast(d, "alice", "Test Tokens Thopters")
    (thopter,) = [o for o in d.game.state.battlefield if d.game.state.objects[o].token]
    chars = d.game.chars(thopter)
    assert chars.has("flying") and set(chars.types) == {"Artifact", "Creature"} and not chars.colors


def test_111_2_each_player_creates_a_token_under_their_own_control() -> None:
    d = position({"alice": {"hand": ["Test Tokens Cats"]}, "bob": {}})
    cast(d, "alice", "Test Tokens Cats")
    assert len(battlefield(d, "alice")) == 1 and len(battlefield(d, "bob")) == 1


@pytest.mark.parametrize(("tokens", "name"), [
    ("tokens", "1/1 green Insect creature token"),
    ("tokens with flying and deathtouch", "1/1 green Insect creature token with flying and deathtouch"),  # Hornet Nest
])
def test_603_7c_that_many_tokens_in_a_damage_trigger_is_the_damage_dealt(tokens: str, name: str) -> None:
    (trigger,) = compile_text("Test Card", f"Whenever Test Card is dealt damage, create that many 1/1 green Insect creature "
                              f"{tokens}.", ("Creature",))
    assert trigger.effects == (dsl.CreateToken(name, dsl.EventAmount()),)


@pytest.mark.parametrize("text", [
    "Create that many 1/1 green Insect creature tokens.",  # 603.7c: no event to have an amount
    "Whenever Test Card is dealt damage, create that many 1/1 green Insect creature token.",  # the noun agrees
])
def test_that_many_tokens_without_an_event_or_in_the_singular_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


compiled_card("Test Tokens Hive", "Whenever Test Tokens Hive is dealt damage, create that many 1/1 green Insect creature "
              "tokens.", ("Creature",), power="0", toughness="5")


def test_603_7c_the_creature_dealt_two_damage_makes_two_tokens() -> None:
    d = position({"alice": {"battlefield": ["Test Tokens Hive"]}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.pass_until(lambda: d.game.decision is not None and d.game.decision.player == d.player("bob"))
    d.act("bob", "casts", "Shock", targets=["Test Tokens Hive"])
    d.resolve(None)
    assert len([o for o in d.game.state.battlefield if d.game.state.objects[o].token]) == 2
