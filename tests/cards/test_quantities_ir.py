"""Quantities on the compiler's pipeline (issue 16 item 1): the numbers an effect computes
(107.1) and what "for each" counts (608.2h).  The grammar reads them into typed IR values
(`grammar.amount`: `ir.CharacteristicOf`, `ir.NumberOf`, `ir.GreatestAmong`, `ir.Devotion`,
`ir.FixedAmount`, `ir.Difference`, `ir.Quantity`; `grammar.per`: `ir.Permanents`,
`ir.CountersOnRef`, `ir.PerPhrase`), whose `text()` round-trips; a word outside the closed
vocabularies is refused by name; the lowering (`phrases.value`, `phrases.for_each`) gives the
engine's value nodes; one word changed gives another value that plays as written, or a refusal;
and cards using each form are played."""

from __future__ import annotations

import pytest
from support import cards, cast, compiled_card, life, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, pipeline
from manastack.cards.oracle.descriptions import Unsupported
from manastack.cards.oracle.grammar import Refused
from manastack.cards.oracle.phrases import NoMatch, Scope, desc, for_each, number, value


def _amount(text: str) -> object:
    return grammar.parse(grammar.amount, text)


def _per(text: str) -> object:
    return grammar.parse(grammar.per, text)


def _creatures(**fields) -> dsl.Filter:
    return dsl.Filter(types=("Creature",), **fields)


# ------------------------------------------------------------------------------ IR and round trips

AMOUNTS = [
    "its power", "~'s toughness", "that creature's mana value", "the sacrificed creature's power",
    "the number of creatures you control", "the number of Forests on the battlefield",
    "the number of cards in your hand", "the number of cards in their hand", "the number of cards in that player's hand",
    "the number of creature cards in your graveyard", "the number of charge counters on ~",
    "the number of opponents you have", "your life total", "the result", "the number of colors of mana spent to cast ~",
    "the greatest power among creatures you control", "the greatest mana value among artifacts you control",
    "your devotion to red", "your devotion to white and black", "X minus 1", "7 minus the number of cards in your hand",
    "the number of cards in their hand minus 4", "X",
    "the number of creatures named Plague Rats on the battlefield",
    "the number of cards named Take Inventory in your graveyard", "the number of creature cards in all graveyards",
    "the number of card types among cards in all graveyards", "the highest mana value among permanents you control",
    "2 plus the number of cards named ~ in all graveyards", "the number of basic land types among lands you control",
]
PERS = ["basic land type among lands you control", "creature you control", "Forest on the battlefield", "charge counter on ~", "creature blocking it",
        "card named ~ in each graveyard", "spell you've cast this turn", "attacking creature", "other Zombie you control"]


@pytest.mark.parametrize("text", AMOUNTS)
def test_amounts_round_trip_through_text(text: str) -> None:
    """parse -> text -> parse gives the same IR, and the text is the amount as written."""
    found = _amount(text)
    assert found.text() == text
    assert _amount(found.text()) == found


@pytest.mark.parametrize("text", PERS)
def test_what_for_each_counts_round_trips_through_text(text: str) -> None:
    found = _per(text)
    assert found.text() == text
    assert _per(found.text()) == found


def test_an_amount_s_slots_are_closed_vocabulary_values() -> None:
    assert _amount("its power") == ir.CharacteristicOf("power", "its")
    assert _amount("your devotion to white and black") == ir.Devotion((ir.Color("white"), ir.Color("black")))
    assert _amount("X minus 1") == ir.Difference(ir.Quantity(x=True), 1)
    assert _amount("the number of charge counters on ~") == ir.NumberOf(
        ir.CountersOnRef(ir.CounterKind("charge"), ir.ObjectRef("~")))
    creatures_you_control = grammar.parse(grammar.description, "creatures you control")
    assert _amount("the number of creatures you control") == ir.NumberOf(ir.Permanents(creatures_you_control))
    assert _amount("the greatest power among creatures you control") == ir.GreatestAmong("power", creatures_you_control)
    assert _amount("the number of cards in that player's hand") == ir.NumberOf(
        ir.CardsInZone("hand", "that player's", ir.Description(noun="cards")))
    assert _per("Forest on the battlefield") == ir.Permanents(
        ir.Description(heads=((ir.Subtype("Forest"),),)), on_battlefield=True)


@pytest.mark.parametrize("make", [
    lambda: ir.CharacteristicOf("speed", "its"), lambda: ir.CharacteristicOf("power", "his"),
    lambda: ir.GreatestAmong("speed", ir.Description(noun="permanents")), lambda: ir.FixedAmount("your speed"),
    lambda: ir.PerPhrase("wish you made"), lambda: ir.Devotion(()),
    lambda: ir.Devotion((ir.Color("red"), ir.Color("red"))),
    lambda: ir.CardsInZone("exile", "your", ir.Description(noun="cards")),
    lambda: ir.CardsInZone("hand", "his", ir.Description(noun="cards")),
    lambda: ir.CardsInZone("hand", "all", ir.Description(noun="cards")),
    lambda: ir.Difference(2, 1), lambda: ir.Difference(ir.Quantity(x=True), ir.Quantity(x=True)),
])
def test_amount_values_refuse_words_outside_their_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


@pytest.mark.parametrize(("text", "word"), [
    ("the number of wishes you made", '"wishes"'), ("your devotion to purple", '"purple"'), ("its speed", '"speed"'),
    ("the greatest speed among creatures", '"speed"'), ("X minus one", '"one"'),
    ("the number of cards in your exile", '"exile"'), ("the number of creatures you command", '"command"'),
])
def test_an_amount_the_grammar_can_t_read_is_refused_naming_the_word(text: str, word: str) -> None:
    with pytest.raises(Refused) as refused:
        _amount(text)
    assert refused.value.word == word


def test_what_for_each_counts_is_refused_naming_the_word() -> None:
    with pytest.raises(Refused) as refused:
        _per("wish you made this turn")
    assert refused.value.word == '"wish"'


# ------------------------------------------------------------------------------ lowering


def _value(text: str, **scope) -> object:
    return value(text, Scope(card="Test Card", **scope))


@pytest.mark.parametrize(("text", "scope", "expected"), [
    ("its power", {"it": dsl.Target(0)}, dsl.PowerOf(dsl.Target(0))),  # 208.1
    ("~'s toughness", {}, dsl.ToughnessOf(dsl.Self())),
    ("that creature's mana value", {"it": dsl.Target(0)}, dsl.ManaValueOf(dsl.Target(0))),  # 202.3
    ("the sacrificed creature's power", {}, dsl.PowerOf(dsl.Sacrificed())),
    ("the number of creatures you control", {}, dsl.CountOf(_creatures(controller="you"))),
    ("the number of Forests on the battlefield", {}, dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Forest",)))),
    ("the number of cards in your hand", {}, dsl.CardsIn("hand")),
    ("the number of cards in your library", {}, dsl.CardsIn("library")),
    ("the number of cards in their hand", {"that_player": dsl.TargetPlayer(0)}, dsl.CardsInHandOf(dsl.TargetPlayer(0))),
    ("the number of creature cards in your graveyard", {}, dsl.CardsMatching(_creatures())),
    ("the number of creature cards in all graveyards", {}, dsl.CardsMatching(_creatures(), every_player=True)),
    ("the number of cards in all graveyards", {}, dsl.CardsMatching(dsl.Filter(), every_player=True)),  # 404.1
    ("the number of card types among cards in all graveyards", {}, dsl.CardTypesInGraveyards()),  # 205.2a
    ("the number of charge counters on ~", {}, dsl.CountersOn(dsl.Self(), "charge")),
    ("the number of opponents you have", {}, dsl.OpponentCount()), ("your life total", {}, dsl.LifeTotal()),
    ("the result", {"rolled": True}, dsl.DieResult()),
    ("the number of colors of mana spent to cast this spell", {}, dsl.ColorsSpent()),
    ("the greatest power among creatures you control", {}, dsl.GreatestAmong(_creatures(controller="you"), "power")),
    ("your devotion to black and red", {}, dsl.Devotion(("B", "R"))),  # 700.5a
    ("X minus 1", {"x": dsl.X()}, dsl.Minus(dsl.X(), 1)),  # 107.1b
    ("7 minus the number of cards in your hand", {}, dsl.Difference(7, dsl.CardsIn("hand"))),
    ("X", {"x": dsl.X()}, dsl.X()), ("three", {}, 3),
    ("the highest mana value among permanents you control", {},
     dsl.GreatestAmong(dsl.Filter(controller="you"), "mana value")),  # the same number as "greatest"
    ("2 plus the number of cards named ~ in all graveyards", {},
     dsl.Sum((dsl.CardsMatching(dsl.Filter(name="Test Card"), every_player=True), 2))),
])
def test_an_amount_lowers_to_the_value_the_engine_computes(text: str, scope: dict, expected: object) -> None:
    assert _value(text, **scope) == expected


@pytest.mark.parametrize(("text", "scope"), [
    ("its power", {}),  # no object named before (608.2c)
    ("X", {}),  # 107.3: no X defined here
    ("the result", {}),  # 706.2: no die rolled
    ("the number of cards in their hand", {}),  # no player named before
    ("the number of cards in their graveyard", {"that_player": dsl.TargetPlayer(0)}),
    ("2 minus 1", {}),  # a fixed difference isn't written this way
    ("2 plus 1", {}),
    ("your devotion to colorless", {}),  # 700.5: a color
    ("the number of creatures", {}),  # whose? (a count of permanents names a controller or the battlefield)
    ("the greatest power among creature cards in your graveyard", {}),
])
def test_an_amount_the_engine_can_t_count_as_written_is_refused(text: str, scope: dict) -> None:
    with pytest.raises(NoMatch):
        _value(text, **scope)


@pytest.mark.parametrize(("text", "scope", "expected"), [
    ("creature you control", {}, dsl.CountOf(_creatures(controller="you"))),
    ("Forest on the battlefield", {}, dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Forest",)))),
    ("attacking creature", {}, dsl.CountOf(_creatures(attacking=True))),  # where they are (506.4)
    ("charge counter on ~", {}, dsl.CountersOn(dsl.Self(), "charge")),
    ("creature blocking ~", {}, dsl.CreaturesBlocking()), ("creature blocking it", {"it": dsl.Self()},
                                                            dsl.CreaturesBlocking()),
    ("card named ~ in all graveyards", {}, dsl.NamedInGraveyards()),
    ("spell you've cast this turn", {}, dsl.SpellsCastThisTurn()),
])
def test_what_for_each_counts_lowers_to_the_count(text: str, scope: dict, expected: object) -> None:
    assert for_each(text, Scope(card="Test Card", **scope)) == expected


@pytest.mark.parametrize("text", ["creature blocking it", "creature", "creature card in your library"])
def test_what_for_each_can_t_count_as_written_is_refused(text: str) -> None:
    """"blocking it" where "it" isn't the source; permanents without a controller or a place;
    cards described outside a graveyard."""
    with pytest.raises(NoMatch):
        for_each(text, Scope(card="Test Card", it=dsl.Target(0)))


@pytest.mark.parametrize(("word", "scope", "expected"), [
    ("a", {}, 1), ("two", {}, 2), ("12", {}, 12), ("X", {"x": dsl.X()}, dsl.X()),
    ("X", {"x": dsl.CardsIn("hand")}, dsl.CardsIn("hand")),  # "where X is ..." defined it
])
def test_a_number_written_alone_is_read_by_the_pipeline(word: str, scope: dict, expected: object) -> None:
    """107.1, 107.3: "draw two cards", "draw X cards" (phrases.number, grammar.number)."""
    assert number(word, Scope(card="Test", **scope)) == expected


@pytest.mark.parametrize("word", ["X", "zwei", "x", "its"])
def test_a_number_the_engine_can_t_read_is_refused(word: str) -> None:
    """X with nothing defining it (107.3); a word that isn't a number."""
    with pytest.raises(NoMatch):
        number(word, Scope(card="Test"))


def test_the_amounts_of_a_card_are_traced_for_the_golden_ir() -> None:
    with pipeline.tracing() as traced:
        compile_text("Test", "You gain X life, where X is 7 minus the number of cards in your hand.", ("Sorcery",))
    assert ("amount", "7 minus the number of cards in your hand",
            ir.Difference(7, ir.NumberOf(ir.CardsInZone("hand", "your", ir.Description(noun="cards"))))) in traced


# ------------------------------------------------------------------------------ mutations: one word changed


@pytest.mark.parametrize(("original", "mutated", "scope"), [
    ("the number of creatures you control", "the number of creatures an opponent controls", {}),
    ("the number of creatures you control", "the number of artifacts you control", {}),
    ("its power", "its toughness", {"it": dsl.Target(0)}),
    ("the greatest power among creatures you control", "the greatest toughness among creatures you control", {}),
    ("X minus 1", "X minus 2", {"x": dsl.X()}),
    ("2 plus the number of creatures you control", "3 plus the number of creatures you control", {}),
    ("2 plus the number of creatures you control", "2 minus the number of creatures you control", {}),
    ("the number of basic land types among lands you control",
     "the number of basic land types among lands an opponent controls", {}),
    ("the number of charge counters on ~", "the number of time counters on ~", {}),
    ("your devotion to red", "your devotion to green", {}),
    ("the number of cards in your hand", "the number of cards in your graveyard", {}),
    ("the number of creature cards in your graveyard", "the number of creature cards in all graveyards", {}),
])
def test_one_word_changed_is_another_amount(original: str, mutated: str, scope: dict) -> None:
    assert _amount(original) != _amount(mutated)
    assert _value(original, **scope) != _value(mutated, **scope)


@pytest.mark.parametrize(("original", "mutated"), [
    ("creature you control", "creature an opponent controls"), ("creature you control", "artifact you control"),
    ("charge counter on ~", "time counter on ~"),
])
def test_one_word_changed_is_another_count_for_each(original: str, mutated: str) -> None:
    assert _per(original) != _per(mutated)
    assert for_each(original, Scope(card="Test")) != for_each(mutated, Scope(card="Test"))


@pytest.mark.parametrize("mutated", [
    "Draw cards equal to the number of creatures you command.", "Draw cards equal to your devotion to purple.",
    "Draw cards equal to its speed.", "You gain 2 life for each wish you made.",
    "Draw cards equal to the number of frobnicate counters on target creature.",  # 122.1: a closed list
])
def test_a_one_word_change_the_engine_can_t_play_is_refused(mutated: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", mutated, ("Sorcery",))


def test_a_filter_s_amount_that_only_the_resolution_knows_is_refused() -> None:
    """608.2h: a description's "with mana value equal to AMOUNT" is computed from the game and
    its source alone, so an amount reading the sacrificed creature or a target is refused (the
    engine would read 0), not played otherwise; one reading the source itself is a filter."""
    with pytest.raises(UncompilableText):  # Birthing Pod
        compile_text("Test", "{T}, Sacrifice a creature: Search your library for a creature card with mana value "
                     "equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then "
                     "shuffle.", ("Artifact",))
    with pytest.raises(Unsupported) as refused:
        desc("creature card with mana value equal to its mana value", Scope(card="Test", it=dsl.Target(0)),
                     zone="library")
    assert refused.value.word == "its mana value"
    own = desc("creature card with mana value equal to ~'s mana value", Scope(card="Test"), zone="library")
    assert own.filter.mana_value_is == dsl.ManaValueOf(dsl.Self())


# ------------------------------------------------------------------------------ behaviour: cards played

compiled_card("Quantity Test Muster", "Draw cards equal to the number of creatures you control.", ("Sorcery",))
compiled_card("Quantity Test Census", "Draw cards equal to the number of creatures an opponent controls.", ("Sorcery",))
compiled_card("Quantity Test Harvest", "You gain 2 life for each creature you control.", ("Sorcery",))
compiled_card("Quantity Test Reaping", "You gain 2 life for each artifact you control.", ("Sorcery",))
compiled_card("Quantity Test Might", "Quantity Test Might deals X damage to target creature, where X is the greatest "
              "power among creatures you control.", ("Instant",))
compiled_card("Quantity Test Solace", "You gain X life, where X is 7 minus the number of cards in your hand.",
              ("Sorcery",))
compiled_card("Quantity Test Cull", "Exile target creature. Its controller gains life equal to its mana value.",
              ("Instant",))
compiled_card("Quantity Test Pyre", "You gain life equal to your devotion to red.", ("Sorcery",))
compiled_card("Quantity Test Grove", "You gain life equal to your devotion to green.", ("Sorcery",))
compiled_card("Quantity Test Red Relic", "", ("Artifact",), cost="{R}{R/G}{2}")
compiled_card("Quantity Test Giant", "", ("Creature",), cost="{4}{G}", power="5", toughness="5")
compiled_card("Quantity Test Kindle", "Quantity Test Kindle deals X damage to any target, where X is 2 plus the "
              "number of cards named Quantity Test Kindle in all graveyards.", ("Instant",))
compiled_card("Quantity Test Rush", "Draw cards equal to the highest mana value among permanents you control.",
              ("Instant",))
compiled_card("Quantity Test Avenger", "Quantity Test Avenger's power and toughness are each equal to 1 plus the number "
              "of artifacts your opponents control.", ("Creature",), cost="{1}{G}{G}", power="1+*", toughness="1+*")
compiled_card("Quantity Test Shield", "Exile target nonland permanent if its mana value is less than or equal to the "
              "highest mana value among permanents you control.", ("Instant",))
compiled_card("Quantity Test Idol", "", ("Artifact",), cost="{5}")
compiled_card("Quantity Test Domain", "You gain 1 life for each basic land type among lands you control.", ("Sorcery",))
compiled_card("Quantity Test Savannah", "", ("Land",), cost=None, subtypes=("Forest", "Plains"))
compiled_card("Quantity Test Wagon", "", ("Artifact",), cost="{3}", subtypes=("Vehicle",), power="6",
              toughness="6")

_LIBRARY = ["Forest"] * 8
_BEARS, _TUSKER = "Grizzly Bears", "Kalonian Tusker"  # 2/2 {1}{G}; 3/3 {G}{G}


def test_107_1_608_2h_draw_cards_equal_to_the_number_of_creatures_you_control() -> None:
    """Two creatures of hers (a land doesn't count, nor bob's creature): two cards; counted as
    the spell resolves (608.2h)."""
    d = position({"alice": {"hand": ["Quantity Test Muster"], "battlefield": [_BEARS, _TUSKER, "Forest"],
                            "library": _LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    cast(d, "alice", "Quantity Test Muster")
    assert len(cards(d, "alice", "hand")) == 2


def test_109_4_an_opponent_controls_counts_the_opponent_s_creatures() -> None:
    """The mutation "you control" -> "an opponent controls": bob's one creature, one card."""
    d = position({"alice": {"hand": ["Quantity Test Census"], "battlefield": [_BEARS, _TUSKER], "library": _LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    cast(d, "alice", "Quantity Test Census")
    assert len(cards(d, "alice", "hand")) == 1


@pytest.mark.parametrize(("card", "gained"), [("Quantity Test Harvest", 4), ("Quantity Test Reaping", 2)])
def test_608_2h_for_each_multiplies_by_the_count_as_the_spell_resolves(card: str, gained: int) -> None:
    """Two creatures ("creature you control": 2 x 2 life), one artifact (Ornithopter: an
    artifact creature, counted by both)."""
    d = position({"alice": {"hand": [card], "battlefield": [_BEARS, "Ornithopter", "Forest"]}, "bob": {}})
    cast(d, "alice", card)
    assert life(d, "alice") == 20 + gained


def test_107_3_208_3_where_x_is_the_greatest_power_among_creatures_you_control() -> None:
    """X is 3 (her Tusker; bob's 5/5 doesn't count, nor her 6/6 Vehicle, not a creature: a noncreature
    permanent has no power, 208.3): the 5/5 is dealt 3 damage and survives."""
    d = position({"alice": {"hand": ["Quantity Test Might"], "battlefield": [_BEARS, _TUSKER, "Quantity Test Wagon"]},
                  "bob": {"battlefield": ["Quantity Test Giant"]}})
    cast(d, "alice", "Quantity Test Might", targets=["Quantity Test Giant"])
    assert d.game.state.objects[d.object("Quantity Test Giant")].damage == 3


@pytest.mark.parametrize(("hand", "gained"), [(["Forest"] * 3, 4), (["Forest"] * 9, 0)])
def test_107_1b_seven_minus_the_cards_in_your_hand_is_never_negative(hand: list[str], gained: int) -> None:
    """7 - 3 = 4 life; with nine cards 7 - 9 is 0 (107.1b), not a loss of life."""
    d = position({"alice": {"hand": ["Quantity Test Solace", *hand]}, "bob": {}})
    cast(d, "alice", "Quantity Test Solace")
    assert life(d, "alice") == 20 + gained


def test_202_3_its_controller_gains_life_equal_to_its_mana_value() -> None:
    """The exiled creature's mana value, its last known information (608.2h): Tusker {G}{G} is 2."""
    d = position({"alice": {"hand": ["Quantity Test Cull"]}, "bob": {"battlefield": [_TUSKER]}})
    cast(d, "alice", "Quantity Test Cull", targets=[_TUSKER])
    assert life(d, "bob") == 22 and life(d, "alice") == 20


@pytest.mark.parametrize(("card", "gained"), [("Quantity Test Pyre", 2), ("Quantity Test Grove", 1)])
def test_700_5_your_devotion_to_a_color(card: str, gained: int) -> None:
    """{R}{R/G}{2}: devotion to red 2, to green 1 (a hybrid symbol counts for each of its colors)."""
    d = position({"alice": {"hand": [card], "battlefield": ["Quantity Test Red Relic"]}, "bob": {}})
    cast(d, "alice", card)
    assert life(d, "alice") == 20 + gained


compiled_card("Quantity Test Falls", "You gain life equal to the number of creature cards in all graveyards.",
              ("Instant",))
compiled_card("Quantity Test Knowledge", "Draw a card, then draw cards equal to the number of cards named Quantity Test "
              "Knowledge in all graveyards.", ("Instant",))
compiled_card("Quantity Test Armor", "Enchant creature\nEnchanted creature gets +X/+X, where X is the number of "
              "creature cards in all graveyards.", ("Enchantment",), subtypes=("Aura",))
compiled_card("Quantity Test Doom", "Destroy target creature.", ("Sorcery",))


def test_404_1_creature_cards_in_all_graveyards_counts_every_player_s_graveyard() -> None:
    """Hers (a Bears; a Forest isn't a creature card) and his (two creature cards): 3 life."""
    d = position({"alice": {"hand": ["Quantity Test Falls"], "graveyard": [_BEARS, "Forest"]},
                  "bob": {"graveyard": [_TUSKER, "Savannah Lions"]}})
    cast(d, "alice", "Quantity Test Falls")
    assert life(d, "alice") == 23


def test_201_2_cards_named_so_in_all_graveyards_are_counted_as_the_spell_resolves() -> None:
    """One in her graveyard, one in his: a card, then two more (the spell itself is on the
    stack as it resolves, 608.2h, so it doesn't count itself)."""
    d = position({"alice": {"hand": ["Quantity Test Knowledge"], "graveyard": ["Quantity Test Knowledge"],
                            "library": _LIBRARY},
                  "bob": {"graveyard": ["Quantity Test Knowledge", _BEARS]}})
    cast(d, "alice", "Quantity Test Knowledge")
    assert len(cards(d, "alice", "hand")) == 3


def test_613_4c_a_bonus_counted_in_all_graveyards_follows_the_graveyards() -> None:
    """+X/+X with X the creature cards in all graveyards (611.3a: counted continuously): one in
    each graveyard (his Forest isn't one) makes the Bears 4/4; his Lions destroyed makes it 5/5,
    and the sorcery that destroyed it, in her graveyard, adds nothing."""
    d = position({"alice": {"battlefield": [_BEARS, {"card": "Quantity Test Armor", "attached_to": _BEARS}],
                            "graveyard": ["Ornithopter"], "hand": ["Quantity Test Doom"]},
                  "bob": {"battlefield": ["Savannah Lions"], "graveyard": [_TUSKER, "Forest"]}})
    bears = d.object(_BEARS)
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (4, 4)
    cast(d, "alice", "Quantity Test Doom", targets=["Savannah Lions"])
    assert cards(d, "bob", "graveyard").count("Savannah Lions") == 1
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (5, 5)


# ------------------------------------------------------------------------------ for each card in a zone (402, 404)

compiled_card("Quantity Test Wisdom", "You gain 2 life for each card in your hand.", ("Instant",))
compiled_card("Quantity Test Flowering", "Draw a card for each creature card in your graveyard.", ("Sorcery",))
compiled_card("Quantity Test Ruin", "Each player sacrifices a land for each card in your hand.", ("Sorcery",))
compiled_card("Quantity Test Servant", "When Quantity Test Servant enters, create a 2/2 black Zombie creature token for "
              "each card named Quantity Test Servant in your graveyard.", ("Creature",), power="3", toughness="2")
compiled_card("Quantity Test Songs", "Add {B} for each creature card in your graveyard.", ("Instant",))


@pytest.mark.parametrize(("text", "expected"), [
    ("card in your hand", dsl.CardsIn("hand")), ("card in your graveyard", dsl.CardsIn("graveyard")),
    ("creature card in your graveyard", dsl.CardsMatching(_creatures())),
    ("creature card in all graveyards", dsl.CardsMatching(_creatures(), every_player=True)),
])
def test_for_each_card_in_a_zone_lowers_to_its_count(text: str, expected: object) -> None:
    parsed = _per(text)
    assert isinstance(parsed, ir.CardsInZone) and parsed.text() == text
    assert for_each(text, Scope(card="Test")) == expected


@pytest.mark.parametrize("text", ["cards in your hand", "card in that player's hand", "creature card in your library"])
def test_for_each_card_in_a_zone_it_can_t_count_as_written_is_refused(text: str) -> None:
    """A plural after "for each"; a player not named before; a described card outside graveyards."""
    with pytest.raises(NoMatch):
        for_each(text, Scope(card="Test"))


def test_402_for_each_card_in_your_hand_counts_as_the_spell_resolves() -> None:
    """Three other cards in her hand (the spell is on the stack, 608.2h): 6 life; bob's hand
    doesn't count."""
    d = position({"alice": {"hand": ["Quantity Test Wisdom", "Forest", "Forest", "Island"]},
                  "bob": {"hand": ["Forest"] * 5}})
    cast(d, "alice", "Quantity Test Wisdom")
    assert life(d, "alice") == 26


def test_404_1_for_each_creature_card_in_your_graveyard() -> None:
    """Two creature cards in her graveyard (a Forest isn't one, bob's don't count): two cards."""
    d = position({"alice": {"hand": ["Quantity Test Flowering"], "graveyard": [_BEARS, _TUSKER, "Forest"],
                            "library": _LIBRARY},
                  "bob": {"graveyard": ["Savannah Lions"]}})
    cast(d, "alice", "Quantity Test Flowering")
    assert len(cards(d, "alice", "hand")) == 2


def test_701_21a_each_player_sacrifices_as_many_lands_as_cards_in_the_caster_s_hand() -> None:
    """"your hand" is the caster's (two other cards): each player sacrifices two lands, not as
    many as their own hand holds."""
    d = position({"alice": {"hand": ["Quantity Test Ruin", "Forest", "Forest"],
                            "battlefield": ["Mountain"] * 4},
                  "bob": {"hand": ["Forest"] * 5, "battlefield": ["Island"] * 3}})
    d.act("alice", "casts", "Quantity Test Ruin")
    while not d.game.over and d.game.state.stack:
        decision = d.game.decision
        if decision.kind == "priority":
            d.choose(next(o for o in decision.options if o.kind == "pass"))
        else:  # a land to sacrifice: the first one offered
            d.choose(decision.options[0])
    assert len(cards(d, "alice", "battlefield")) == 2 and len(cards(d, "bob", "battlefield")) == 1


def test_201_2_a_token_for_each_card_with_its_name_in_your_graveyard() -> None:
    """Two cards named so in her graveyard (one in bob's doesn't count): two Zombies."""
    d = position({"alice": {"hand": ["Quantity Test Servant"],
                            "graveyard": ["Quantity Test Servant", "Quantity Test Servant", _BEARS]},
                  "bob": {"graveyard": ["Quantity Test Servant"]}})
    cast(d, "alice", "Quantity Test Servant")
    assert cards(d, "alice", "battlefield").count("2/2 black Zombie creature token") == 2


def test_106_4_add_mana_for_each_creature_card_in_your_graveyard() -> None:
    d = position({"alice": {"hand": ["Quantity Test Songs"], "graveyard": [_BEARS, _TUSKER, "Savannah Lions"]},
                  "bob": {}})
    cast(d, "alice", "Quantity Test Songs")
    assert pool(d, "alice").get("B") == 3


def test_107_1_two_plus_the_cards_named_so_in_all_graveyards() -> None:
    """One in her graveyard and two in his (the spell itself is on the stack, 608.2h): 2 + 3 = 5."""
    d = position({"alice": {"hand": ["Quantity Test Kindle"], "graveyard": ["Quantity Test Kindle"]},
                  "bob": {"graveyard": ["Quantity Test Kindle", "Quantity Test Kindle", _BEARS]}})
    cast(d, "alice", "Quantity Test Kindle", targets=["bob"])
    assert life(d, "bob") == 15


def test_202_3_draw_cards_equal_to_the_highest_mana_value_among_permanents_you_control() -> None:
    """The 5/5 ({4}{G}: 5) is the highest of hers; bob's Wagon doesn't count: five cards."""
    d = position({"alice": {"hand": ["Quantity Test Rush"], "battlefield": [_BEARS, "Quantity Test Giant", "Forest"],
                            "library": _LIBRARY},
                  "bob": {"battlefield": [{"card": "Quantity Test Wagon"}, "Quantity Test Red Relic"]}})
    cast(d, "alice", "Quantity Test Rush")
    assert len(cards(d, "alice", "hand")) == 5


def test_604_3_power_and_toughness_each_equal_to_1_plus_a_count() -> None:
    """1 plus bob's two artifacts (her own doesn't count): a 3/3."""
    d = position({"alice": {"battlefield": ["Quantity Test Avenger", "Ornithopter"]},
                  "bob": {"battlefield": ["Quantity Test Wagon", "Quantity Test Red Relic"]}})
    avenger = d.game.chars(d.object("Quantity Test Avenger"))
    assert (avenger.power, avenger.toughness) == (3, 3)


@pytest.mark.parametrize("amount", ["the number of artifacts your opponents control",
                                    "2 plus the number of artifacts your opponents control"])
def test_a_printed_1_plus_star_must_be_the_text_s_1_plus(amount: str) -> None:
    """208.2: the engine adds a printed "1+*"'s 1 to what the ability defines, so the text must
    say "1 plus ..." (read as the count alone); another sum would be played otherwise."""
    with pytest.raises(UncompilableText):
        compile_text("Test", f"Test's power and toughness are each equal to {amount}.", ("Creature",),
                     toughness="1+*")


@pytest.mark.parametrize(("yours", "exiled"), [(_TUSKER, False), ("Quantity Test Red Relic", False),
                                                ("Quantity Test Idol", True)])
def test_608_2c_a_comparison_with_the_highest_mana_value_as_the_spell_resolves(yours: str, exiled: bool) -> None:
    """Bob's 5/5 has mana value 5: her Tusker (2) or Relic (4) is lower; her Idol (5) isn't."""
    d = position({"alice": {"hand": ["Quantity Test Shield"], "battlefield": [yours]},
                  "bob": {"battlefield": ["Quantity Test Giant"]}})
    cast(d, "alice", "Quantity Test Shield", targets=["Quantity Test Giant"])
    assert ("Quantity Test Giant" in cards(d, "bob", "battlefield")) is not exiled


@pytest.mark.parametrize(("lands", "gained"), [
    (["Forest", "Forest", "Island"], 2),  # two Forests are one type
    (["Forest", "Quantity Test Savannah", "Island"], 3),  # a land with two basic land types counts both
    (["Mountain", "Swamp", "Plains", "Island", "Quantity Test Savannah"], 5),
])
def test_205_3i_for_each_basic_land_type_among_lands_you_control(lands: list[str], gained: int) -> None:
    """Domain (207.2c): the basic land types among her lands; bob's Swamp doesn't count."""
    d = position({"alice": {"hand": ["Quantity Test Domain"], "battlefield": lands},
                  "bob": {"battlefield": ["Swamp"]}})
    cast(d, "alice", "Quantity Test Domain")
    assert life(d, "alice") == 20 + gained


def test_basic_land_types_lower_to_their_count() -> None:
    lands_you_control = dsl.Filter(types=("Land",), controller="you")
    assert _value("the number of basic land types among lands you control") == dsl.BasicLandTypesAmong(
        lands_you_control)
    assert for_each("basic land type among lands you control", Scope(card="Test")) == dsl.BasicLandTypesAmong(
        lands_you_control)
    for refused in ("basic land types among lands you control", "basic land type among land you control"):
        with pytest.raises(NoMatch):  # the noun's number doesn't agree with "for each"
            for_each(refused, Scope(card="Test"))
