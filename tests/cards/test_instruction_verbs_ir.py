"""The instruction verbs on the compiler's pipeline (issue 16 items 1-2): "[WHO] draw(s) N
card(s)" (121.1), "[WHO] gain(s)/lose(s) N life" (119.3), "[WHO] discard(s) N card(s) [at random]
/ their hand" (701.9), "[WHO] mill(s) N cards" (701.17), "scry N" (701.22), "surveil N" (701.25),
"destroy REF" (701.8), "exile REF" (701.13), "tap/untap REF" (701.26), "SOURCE deals N damage to
REF" (120.3).  Each is tested by its IR and round trip through text, its refusals (quoting the
word not understood), the nodes it lowers to, mutations (one word changed: another tree that
plays as written, or a refusal) and scenarios that play it through a compiled card."""

from __future__ import annotations

import pytest
from support import assert_refused_naming, cards, cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, pipeline
from manastack.cards.oracle.lowering import Unsupported
from manastack.cards.oracle.phrases import Scope
from manastack.errors import IllegalAction

YOU, EACH_OPPONENT, TARGET_PLAYER = ir.PlayerRef("you"), ir.PlayerRef("each opponent"), ir.PlayerRef("target player")
A, TWO, X = ir.Quantity(1, article=True), ir.Quantity(2), ir.Quantity(x=True)
TARGET_CREATURE = ir.ObjectRef("target", "creature")


# ------------------------------------------------------------------------------ IR and round trips

ROUND_TRIPS = [
    (grammar.draw, "draw a card", ir.Draw(A)),
    (grammar.draw, "you draw two cards", ir.Draw(TWO, YOU)),
    (grammar.draw, "target player draws X cards", ir.Draw(X, TARGET_PLAYER)),
    (grammar.draw, "each of your opponents draws a card", ir.Draw(A, ir.PlayerRef("each of your opponents"))),
    (grammar.gain_life, "you gain 3 life", ir.GainLife(ir.Quantity(3), YOU)),
    (grammar.gain_life, "gain that much life", ir.GainLife(ir.Quantity(that_much=True))),
    (grammar.lose_life, "each opponent loses 2 life", ir.LoseLife(TWO, EACH_OPPONENT)),
    (grammar.lose_life, "~'s controller loses 1 life", ir.LoseLife(ir.Quantity(1), ir.PlayerRef("~'s controller"))),
    (grammar.discard, "discard a card", ir.Discard(A)),
    (grammar.discard, "each opponent discards two cards at random", ir.Discard(TWO, EACH_OPPONENT, at_random=True)),
    (grammar.discard, "each player discards their hand", ir.Discard(who=ir.PlayerRef("each player"))),
    (grammar.discard, "discard your hand", ir.Discard()),
    (grammar.mill, "target player mills three cards", ir.Mill(ir.Quantity(3), TARGET_PLAYER)),
    (grammar.mill, "mill a card", ir.Mill(A)),
    (grammar.mill, "target player puts the top two cards of their library into their graveyard",
     ir.Mill(TWO, TARGET_PLAYER, older=True)),
    (grammar.mill, "put the top X cards of your library into your graveyard", ir.Mill(X, older=True)),
    (grammar.scry, "scry 2", ir.Scry(TWO)),
    (grammar.surveil, "surveil 1", ir.Surveil(ir.Quantity(1))),
    (grammar.destroy, "destroy target creature", ir.Destroy((TARGET_CREATURE,))),
    (grammar.destroy, "destroy target artifact and target enchantment",
     ir.Destroy((ir.ObjectRef("target", "artifact"), ir.ObjectRef("target", "enchantment")))),
    (grammar.destroy, "destroy all artifacts and enchantments", ir.Destroy((ir.ObjectRef("all", "artifacts and enchantments"),))),
    (grammar.destroy, "destroy each nonland permanent", ir.Destroy((ir.ObjectRef("each", "nonland permanent"),))),
    (grammar.exile, "exile target creature", ir.Exile(TARGET_CREATURE)),
    (grammar.exile, "exile target nonland permanent an opponent controls until ~ leaves the battlefield",
     ir.Exile(ir.ObjectRef("target", "nonland permanent an opponent controls"), ir.Duration("until ~ leaves the battlefield"))),
    (grammar.tap, "tap target creature", ir.Tap(TARGET_CREATURE)),
    (grammar.tap, "untap all lands you control", ir.Untap(ir.ObjectRef("all", "lands you control"))),
    (grammar.deal_damage, "~ deals 3 damage to any target", ir.DealDamage(ir.ObjectRef("~"), ir.Quantity(3), ir.ObjectRef("any target"))),
    (grammar.deal_damage, "it deals 1 damage to you", ir.DealDamage(ir.ObjectRef("it"), ir.Quantity(1), YOU)),
    (grammar.deal_damage, "~ deals X damage to each creature and each player",
     ir.DealDamage(ir.ObjectRef("~"), X, ir.ObjectRef("each", "creature"), and_each=ir.PlayerRef("each player"))),
    (grammar.deal_damage, "~ deals 4 damage to any target and 2 damage to you",
     ir.DealDamage(ir.ObjectRef("~"), ir.Quantity(4), ir.ObjectRef("any target"), and_to=(TWO, YOU))),
]


@pytest.mark.parametrize(("production", "text", "expected"), ROUND_TRIPS, ids=[t for _, t, _ in ROUND_TRIPS])
def test_a_clause_parses_to_its_ir_and_reads_back_as_the_same_text(production, text: str, expected) -> None:
    found = grammar.parse(production, text)
    assert found == expected
    assert found.text() == text
    assert grammar.parse(production, found.text()) == found


@pytest.mark.parametrize("make", [
    lambda: ir.GainLife(A), lambda: ir.DealDamage(ir.ObjectRef("~"), A, YOU), lambda: ir.Scry(X),
    lambda: ir.Surveil(A), lambda: ir.Discard(at_random=True), lambda: ir.Destroy(()),
    lambda: ir.Destroy((TARGET_CREATURE, ir.ObjectRef("it"))),
    lambda: ir.DealDamage(ir.ObjectRef("~"), TWO, TARGET_CREATURE, and_each=ir.PlayerRef("each player")),
    lambda: ir.PlayerRef("each of my opponents"),
    lambda: ir.DealDamage(ir.ObjectRef("~"), TWO, ir.ObjectRef("each", "creature"), and_each=ir.PlayerRef("each player"),
                          and_to=(TWO, YOU)),
])
def test_instruction_clauses_refuse_values_outside_their_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


# ------------------------------------------------------------------------------ refusals, by name


@pytest.mark.parametrize(("production", "text", "word"), [
    (grammar.draw, "draw a widget", '"widget"'),
    (grammar.draw, "each opponent draw a card", '"draw"'),  # the verb agrees with its subject
    (grammar.draw, "you draws a card", '"draws"'),
    (grammar.draw, "draw two card", '"card"'),  # the noun agrees with the number
    (grammar.draw, "someone draws a card", '"someone"'),
    (grammar.gain_life, "gain a life", '"a"'),
    (grammar.gain_life, "gain 3 lives", '"lives"'),
    (grammar.discard, "you discard their hand", '"their"'),
    (grammar.mill, "target player puts the top two cards of their library into their hand", '"hand"'),
    (grammar.discard, "discard a card at leisure", '"leisure"'),
    (grammar.scry, "scry X", '"X"'),
    (grammar.surveil, "surveil two", '"two"'),
    (grammar.tap, "flip target creature", '"flip"'),
    (grammar.deal_damage, "~ deals 3 harm to any target", '"harm"'),
    (grammar.destroy, "destroy", "the end of the text"),
])
def test_a_clause_not_understood_is_refused_naming_the_word(production, text: str, word: str) -> None:
    assert_refused_naming(production, text, word)


@pytest.mark.parametrize(("text", "word"), [
    ("draw X cards", "X"),  # 107.3: no X is defined here
    ("draw that many cards", "that many"),  # no triggering event with an amount here (603.2)
])
def test_an_amount_the_card_doesnt_define_is_refused_by_name(text: str, word: str) -> None:
    with pytest.raises(Unsupported) as refused:
        pipeline.draw(Scope(card="Test Card"), grammar.parse(grammar.draw, text))
    assert refused.value.word == word
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text.capitalize() + ".", ("Sorcery",))


@pytest.mark.parametrize("text", ["destroy any target", "exile any target", "tap any target", "untap any target"])
def test_any_target_of_a_verb_for_permanents_is_refused_by_name(text: str) -> None:
    """115.4: "any target" may be a player; destroying, exiling and tapping act on objects."""
    production = grammar.tap if "tap" in text else getattr(grammar, text.split()[0])
    handler = pipeline.tap if "tap" in text else getattr(pipeline, text.split()[0])
    with pytest.raises(Unsupported) as refused:
        handler(Scope(card="Test Card"), grammar.parse(production, text))
    assert refused.value.word == "any target"


# ------------------------------------------------------------------------------ lowering


def _effects(text: str, types: tuple = ("Sorcery",)) -> tuple:
    (ability,) = compile_text("Test Card", text, types)
    return ability.effects


def _tree(text: str) -> tuple:
    """What the text does: each ability's effects and target slots (not the text it was read from)."""
    return tuple((ability.effects, ability.targets) for ability in compile_text("Test Card", text, ("Sorcery",)))


@pytest.mark.parametrize(("text", "effects"), [
    ("Draw two cards.", (dsl.Draw(2),)),
    ("Each player draws a card.", (dsl.Draw(1, dsl.EachPlayer()),)),
    ("Target player draws a card and loses 1 life.", (dsl.Draw(1, dsl.TargetPlayer(0)), dsl.LoseLife(1, dsl.TargetPlayer(0)))),
    ("You gain 4 life.", (dsl.GainLife(4),)),
    ("Each opponent loses 2 life.", (dsl.LoseLife(2, dsl.EachOpponent()),)),
    ("Each opponent discards a card at random.", (dsl.Discard(1, dsl.EachOpponent(), at_random=True),)),
    ("Each player discards their hand.", (dsl.Discard(who=dsl.EachPlayer(), whole_hand=True),)),
    ("Target player mills two cards.", (dsl.Mill(2, dsl.TargetPlayer(0)),)),
    ("Target player puts the top two cards of their library into their graveyard.", (dsl.Mill(2, dsl.TargetPlayer(0)),)),
    ("Scry 3.", (dsl.Scry(3),)),
    ("Surveil 2.", (dsl.Surveil(2),)),
    ("Destroy target creature.", (dsl.Destroy(dsl.Target(0)),)),
    ("Destroy target artifact and target enchantment.", (dsl.Destroy(dsl.Target(0)), dsl.Destroy(dsl.Target(1)))),
    ("Destroy all artifacts and enchantments.", (dsl.DestroyAll(dsl.Filter(any_types=("Artifact", "Enchantment"))),)),
    ("Destroy each artifact with mana value 2 or less.", (dsl.DestroyAll(dsl.Filter(types=("Artifact",), mana_value_le=2)),)),
    ("Exile target creature.", (dsl.Exile(dsl.Target(0)),)),
    ("Tap target creature.", (dsl.Tap(dsl.Target(0)),)),
    ("Untap all lands you control.", (dsl.Untap(dsl.Each(dsl.Filter(types=("Land",), controller="you"))),)),
    ("Test Card deals 3 damage to any target.", (dsl.DealDamage(3, dsl.Target(0), dsl.Self()),)),
    ("Test Card deals 1 damage to each opponent.", (dsl.DealDamage(1, dsl.EachOpponent(), dsl.Self()),)),
    ("Test Card deals 4 damage to any target and 2 damage to you.",
     (dsl.DealDamage(4, dsl.Target(0), dsl.Self()), dsl.DealDamage(2, dsl.You(), dsl.Self()))),
    ("Test Card deals 2 damage to each creature and each player.",
     (dsl.DamageEach(2, players=dsl.EachPlayer(), permanents=dsl.Filter(types=("Creature",))),)),
])
def test_a_clause_lowers_to_its_effect_nodes(text: str, effects: tuple) -> None:
    assert _effects(text) == effects


def test_each_clause_is_traced_with_its_ir() -> None:
    with pipeline.tracing() as traced:
        compile_text("Test Card", "Target player draws two cards and loses 2 life.", ("Sorcery",))
    verbs = [(family, clause) for family, _, clause in traced if family in ("draw", "life")]
    assert verbs == [("draw", ir.Draw(TWO, TARGET_PLAYER)), ("life", ir.LoseLife(TWO, ir.PlayerRef("that player")))]


# ------------------------------------------------------------------------------ mutations


@pytest.mark.parametrize(("original", "mutated"), [
    ("Each opponent discards a card.", "You discard a card."),
    ("Each opponent discards a card at random.", "Each opponent discards a card."),
    ("Each opponent discards a card.", "Each opponent discards two cards."),
    ("Draw two cards.", "Draw three cards."),
    ("Target player draws two cards.", "Each player draws two cards."),
    ("You gain 3 life.", "You lose 3 life."),
    ("Each opponent loses 2 life.", "Each player loses 2 life."),
    ("Target player mills two cards.", "Target player mills three cards."),
    ("Scry 2.", "Surveil 2."),
    ("Destroy target creature.", "Exile target creature."),
    ("Destroy target creature.", "Destroy target creature an opponent controls."),
    ("Destroy target creature.", "Destroy target artifact."),
    ("Destroy all creatures.", "Destroy all artifacts."),
    ("Exile target creature.", "Exile target creature an opponent controls."),
    ("Tap target creature.", "Untap target creature."),
    ("Tap target creature.", "Tap all creatures."),
    ("Test Card deals 3 damage to any target.", "Test Card deals 2 damage to any target."),
    ("Test Card deals 3 damage to any target.", "Test Card deals 3 damage to target creature."),
    ("Test Card deals 1 damage to each creature.", "Test Card deals 1 damage to each creature and each opponent."),
    ("Test Card deals 4 damage to any target and 2 damage to you.",
     "Test Card deals 4 damage to any target and 1 damage to you."),
    ("Destroy each creature.", "Destroy each artifact."),
])
def test_one_word_changed_is_another_tree(original: str, mutated: str) -> None:
    assert _tree(original) != _tree(mutated)


def test_the_older_wording_of_mill_is_the_same_tree() -> None:
    """701.17a: "put the top N cards of their library into their graveyard" is milling N cards."""
    assert _tree("Target player puts the top two cards of their library into their graveyard.") == \
        _tree("Target player mills two cards.")


@pytest.mark.parametrize("text", [
    "Each opponent draw a card.", "You draws a card.", "Draw two card.", "You discard their hand.",
    "Each opponent discards your hand.", "Gain a life.", "Scry X.", "Destroy any target.",
    "Exile target creature until end of turn.", "Test Card deals 2 damage to each creatures.",
    "Target creature deals 2 damage to each creature.",  # 120.3: damage to each of a group is dealt by ~
    "Destroy all creature.", "Each opponent discards their hand at random.", "Destroy each creatures.",
    "Target player puts the top two cards of your library into their graveyard.",
    "Test Card deals 2 damage to each creature and 2 damage to you.",
])
def test_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


# ------------------------------------------------------------------------------ playing them

compiled_card("Test Verbs Divination", "Target player draws two cards.", ("Sorcery",))
compiled_card("Test Verbs Deep Divination", "Target player draws three cards.", ("Sorcery",))
compiled_card("Test Verbs Drain", "Target player draws a card and loses 1 life.", ("Sorcery",))
compiled_card("Test Verbs Syphon", "Each opponent loses 2 life. You gain 2 life.", ("Sorcery",))
compiled_card("Test Verbs Hymn", "Each opponent discards a card at random.", ("Sorcery",))
compiled_card("Test Verbs Chosen Hymn", "Each opponent discards a card.", ("Sorcery",))
compiled_card("Test Verbs Wheel", "Each player discards their hand, then draws two cards.", ("Sorcery",))
compiled_card("Test Verbs Mill", "Target player mills two cards.", ("Sorcery",))
compiled_card("Test Verbs Scry", "Scry 2.", ("Sorcery",))
compiled_card("Test Verbs Murder", "Destroy target creature an opponent controls.", ("Instant",))
compiled_card("Test Verbs Swords", "Exile target creature an opponent controls.", ("Instant",))
compiled_card("Test Verbs Shatterstorm", "Destroy all artifacts and enchantments.", ("Sorcery",))
compiled_card("Test Verbs Frost", "Tap target creature.", ("Instant",))
compiled_card("Test Verbs Thaw", "Untap target creature.", ("Instant",))
compiled_card("Test Verbs Bolt", "Test Verbs Bolt deals 3 damage to any target.", ("Instant",))
compiled_card("Test Verbs Pyroclasm", "Test Verbs Pyroclasm deals 2 damage to each creature and each player.", ("Sorcery",))

_LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains"]


@pytest.mark.parametrize(("card", "drawn"), [("Test Verbs Divination", 2), ("Test Verbs Deep Divination", 3)])
def test_121_1_target_player_draws_n_cards(card: str, drawn: int) -> None:
    d = position({"alice": {"hand": [card], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", card, targets=["bob"])
    assert cards(d, "bob", "hand") == _LIBRARY[:drawn]
    assert cards(d, "alice", "hand") == []


def test_a_clause_after_and_has_the_same_player_as_its_subject() -> None:
    """"Target player draws a card and loses 1 life": that player loses it (119.3), not the caster."""
    d = position({"alice": {"hand": ["Test Verbs Drain"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Verbs Drain", targets=["bob"])
    assert (len(cards(d, "bob", "hand")), life(d, "bob"), life(d, "alice")) == (1, 19, 20)


def test_119_3_each_opponent_loses_and_you_gain() -> None:
    d = position({"alice": {"hand": ["Test Verbs Syphon"]}})
    cast(d, "alice", "Test Verbs Syphon")
    assert (life(d, "alice"), life(d, "bob")) == (22, 18)


def test_701_9b_a_random_discard_asks_nobody() -> None:
    d = position({"alice": {"hand": ["Test Verbs Hymn"]}, "bob": {"hand": ["Forest", "Island"]}})
    d.act("alice", "casts", "Test Verbs Hymn")
    d.resolve(None)
    assert len(cards(d, "bob", "hand")) == 1 and len(cards(d, "bob", "graveyard")) == 1
    assert set(cards(d, "bob", "hand") + cards(d, "bob", "graveyard")) == {"Forest", "Island"}


def test_701_9b_by_default_the_discarding_player_chooses() -> None:
    d = position({"alice": {"hand": ["Test Verbs Chosen Hymn"]}, "bob": {"hand": ["Forest", "Island"]}})
    d.queued[d.player("bob")] = ["Island"]
    cast(d, "alice", "Test Verbs Chosen Hymn")
    assert (cards(d, "bob", "hand"), cards(d, "bob", "graveyard")) == (["Forest"], ["Island"])


def test_701_9a_each_player_discards_their_hand_then_draws() -> None:
    d = position({"alice": {"hand": ["Test Verbs Wheel", "Swamp"], "library": _LIBRARY},
                  "bob": {"hand": ["Forest", "Island", "Plains"], "library": _LIBRARY}})
    cast(d, "alice", "Test Verbs Wheel")
    assert sorted(cards(d, "bob", "graveyard")) == ["Forest", "Island", "Plains"]
    assert cards(d, "alice", "graveyard") == ["Swamp", "Test Verbs Wheel"]
    assert len(cards(d, "alice", "hand")) == len(cards(d, "bob", "hand")) == 2


def test_701_17a_target_player_mills_the_top_cards() -> None:
    d = position({"alice": {"hand": ["Test Verbs Mill"]}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Verbs Mill", targets=["bob"])
    assert cards(d, "bob", "graveyard") == _LIBRARY[:2] and cards(d, "bob", "library") == _LIBRARY[2:]


def test_701_22a_scry_puts_any_number_on_the_bottom() -> None:
    d = position({"alice": {"hand": ["Test Verbs Scry"], "library": ["Forest", "Island", "Swamp"]}})
    d.act("alice", "casts", "Test Verbs Scry", choices=["keep Forest on top", "put Island on the bottom"])
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Forest", "Swamp", "Island"]


@pytest.mark.parametrize(("card", "zone"), [("Test Verbs Murder", "graveyard"), ("Test Verbs Swords", "exile")])
def test_701_8a_destroy_and_701_13a_exile_move_the_target(card: str, zone: str) -> None:
    d = position({"alice": {"hand": [card]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", card, targets=["Grizzly Bears"])
    assert cards(d, "bob", zone) == ["Grizzly Bears"]


@pytest.mark.parametrize("card", ["Test Verbs Murder", "Test Verbs Swords"])
def test_115_1_a_creature_the_caster_controls_isnt_a_legal_target(card: str) -> None:
    d = position({"alice": {"hand": [card], "battlefield": ["Savannah Lions"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", card, targets=["Savannah Lions"])


def test_701_8a_destroy_all_artifacts_and_enchantments_leaves_the_rest() -> None:
    d = position({"alice": {"hand": ["Test Verbs Shatterstorm"]},
                  "bob": {"battlefield": ["Ornithopter", "Propaganda", "Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Shatterstorm")
    assert sorted(cards(d, "bob", "graveyard")) == ["Ornithopter", "Propaganda"]
    assert [d.game.chars(o).name for o in d.game.state.battlefield] == ["Grizzly Bears"]


def test_701_26_tap_then_untap_target_creature() -> None:
    d = position({"alice": {"hand": ["Test Verbs Frost", "Test Verbs Thaw"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = d.object("Grizzly Bears")
    cast(d, "alice", "Test Verbs Frost", targets=["Grizzly Bears"])
    assert d.game.state.objects[bears].tapped
    cast(d, "alice", "Test Verbs Thaw", targets=["Grizzly Bears"])
    assert not d.game.state.objects[bears].tapped


def test_120_3_damage_to_a_player_and_to_a_creature() -> None:
    d = position({"alice": {"hand": ["Test Verbs Bolt", "Test Verbs Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Bolt", targets=["bob"])
    assert life(d, "bob") == 17
    cast(d, "alice", "Test Verbs Bolt", targets=["Grizzly Bears"])
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]  # 120.3e, 704.5g


def test_120_3_damage_to_each_creature_and_each_player() -> None:
    d = position({"alice": {"hand": ["Test Verbs Pyroclasm"], "battlefield": ["Kalonian Tusker"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Pyroclasm")
    assert (life(d, "alice"), life(d, "bob")) == (18, 18)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    assert d.game.state.objects[d.object("Kalonian Tusker")].damage == 2


compiled_card("Test Verbs Ambusher", "Whenever Test Verbs Ambusher is dealt damage, draw that many cards.", ("Creature",),
              power="4", toughness="5")


def test_120_3_draw_that_many_cards_is_the_damage_dealt() -> None:
    """603.2, 120.3: "that many" in a damage trigger is the amount of damage dealt (Illusory Ambusher)."""
    d = position({"alice": {"battlefield": ["Test Verbs Ambusher"], "library": _LIBRARY},
                  "bob": {"hand": ["Test Verbs Bolt"], "library": _LIBRARY}, "active": "bob", "step": "main1"})
    d.act("bob", "casts", "Test Verbs Bolt", targets=["Test Verbs Ambusher"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == _LIBRARY[:3]
