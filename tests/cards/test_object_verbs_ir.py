"""The verbs that act on one object or a group, on the compiler's pipeline (issue 16 items 1-2):
"counter REF [unless its controller pays {N}]" (701.6a, 118.12), "return REF to its owner's
hand / your hand / their owners' hands" (400.3), "return REF to the battlefield [tapped]", "put
REF on top of / on the bottom of its owner's library / your library" (401.4), "REF fights REF"
(701.14a), "copy REF" (707.10), "gain control of REF [DURATION]" (108.4, 613.1b), "regenerate
REF" (701.19a) and "prevent the next N damage that would be dealt to RECIPIENT this turn" (615.7).  Each is tested by its IR and round trip through text,
its refusals, the nodes it lowers to, mutations (one word changed: another tree, or a refusal)
and scenarios that play it through a compiled card."""

from __future__ import annotations

import pytest
from support import (
    assert_refused_naming,
    battlefield,
    cards,
    cast,
    compiled_card,
    compiled_effects,
    compiled_tree,
    life,
    position,
)

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, pipeline
from manastack.cards.oracle.grammar import Refused

TARGET_SPELL = ir.ObjectRef("target", "spell")
TARGET_CREATURE = ir.ObjectRef("target", "creature")


# ------------------------------------------------------------------------------ IR and round trips

ROUND_TRIPS = [
    (grammar.counter, "counter target spell", ir.Counter(TARGET_SPELL)),
    (grammar.counter, "counter target noncreature spell unless its controller pays {2}",
     ir.Counter(ir.ObjectRef("target", "noncreature spell"), "{2}")),
    (grammar.counter, "counter target spell unless its controller pays {X}", ir.Counter(TARGET_SPELL, "{X}")),
    (grammar.return_to_hand, "return target creature to its owner's hand", ir.ReturnToHand(TARGET_CREATURE, "its owner's hand")),
    (grammar.return_to_hand, "return target creature card from your graveyard to your hand",
     ir.ReturnToHand(ir.ObjectRef("target", "creature card from your graveyard"), "your hand")),
    (grammar.return_to_hand, "return all creatures to their owners' hands",
     ir.ReturnToHand(ir.ObjectRef("all", "creatures"), "their owners' hands")),
    (grammar.return_to_hand, "return up to two target creatures to their owners' hands",
     ir.ReturnToHand(ir.ObjectRef("target", "creatures", count=("up to", 2)), "their owners' hands")),
    (grammar.gain_control, "gain control of target creature", ir.GainControl(TARGET_CREATURE)),
    (grammar.gain_control, "gain control of target creature until end of turn",
     ir.GainControl(TARGET_CREATURE, ir.Duration("until end of turn"))),
    (grammar.return_to_battlefield, "return target creature card from your graveyard to the battlefield tapped",
     ir.ReturnToBattlefield(ir.ObjectRef("target", "creature card from your graveyard"), tapped=True)),
    (grammar.return_to_battlefield, "return up to two target creature cards from your graveyard to the battlefield",
     ir.ReturnToBattlefield(ir.ObjectRef("target", "creature cards from your graveyard", count=("up to", 2)))),
    (grammar.put_into_library, "put target creature on top of its owner's library", ir.PutIntoLibrary(TARGET_CREATURE, "top")),
    (grammar.put_into_library, "put it on the bottom of its owner's library", ir.PutIntoLibrary(ir.ObjectRef("it"), "the bottom")),
    (grammar.put_into_library, "put target creature card from your graveyard on top of your library",
     ir.PutIntoLibrary(ir.ObjectRef("target", "creature card from your graveyard"), "top", "your library")),
    (grammar.fight, "target creature you control fights target creature you don't control",
     ir.Fight(ir.ObjectRef("target", "creature you control"), ir.ObjectRef("target", "creature you don't control"))),
    (grammar.fight, "it fights another target creature", ir.Fight(ir.ObjectRef("it"), ir.ObjectRef("target", "creature", other="another"))),
    (grammar.copy_spell, "copy target instant or sorcery spell", ir.CopySpell(ir.ObjectRef("target", "instant or sorcery spell"))),
    (grammar.regenerate, "regenerate ~", ir.Regenerate(ir.ObjectRef("~"))),
    (grammar.prevent_next_damage, "prevent the next 3 damage that would be dealt to any target this turn",
     ir.PreventNextDamage(ir.Quantity(3), ir.ObjectRef("any target"), ir.Duration("this turn"))),
    (grammar.prevent_next_damage, "prevent the next 1 damage that would be dealt to you this turn",
     ir.PreventNextDamage(ir.Quantity(1), ir.PlayerRef("you"), ir.Duration("this turn"))),
    (grammar.regenerate, "regenerate each creature you control", ir.Regenerate(ir.ObjectRef("each", "creature you control"))),
]


@pytest.mark.parametrize(("production", "text", "expected"), ROUND_TRIPS, ids=[t for _, t, _ in ROUND_TRIPS])
def test_a_clause_parses_to_its_ir_and_reads_back_as_the_same_text(production, text: str, expected) -> None:
    found = grammar.parse(production, text)
    assert found == expected
    assert found.text() == text
    assert grammar.parse(production, found.text()) == found


@pytest.mark.parametrize("make", [
    lambda: ir.Counter(TARGET_SPELL, "{U}"),  # 118.12: only a generic amount is read
    lambda: ir.Counter(TARGET_SPELL, "{0}"),
    lambda: ir.ReturnToHand(TARGET_CREATURE, "its owner's library"),
    lambda: ir.ReturnToHand(TARGET_CREATURE, "their hand"),
    lambda: ir.PutIntoLibrary(TARGET_CREATURE, "the middle"),
    lambda: ir.PutIntoLibrary(TARGET_CREATURE, "top", "their library"),
])
def test_object_verb_clauses_refuse_values_outside_their_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


@pytest.mark.parametrize(("production", "text", "word"), [
    (grammar.counter, "counters target spell", '"counters"'),
    (grammar.counter, "counter", "the end of the text"),
    (grammar.return_to_hand, "return it to its owner's library", '"library"'),
    (grammar.return_to_hand, "return it to its controller's hand", '"controller\'s"'),
    (grammar.return_to_hand, "return it to your hands", '"hands"'),  # the noun agrees with whose
    (grammar.gain_control, "gain command of target creature", '"command"'),
    (grammar.regenerate, "regenerate", "the end of the text"),
    (grammar.return_to_battlefield, "return it to the battlefield untapped", '"untapped"'),
    (grammar.put_into_library, "put it on the top of its owner's library", '"top"'),  # "on top of", 401.4
    (grammar.put_into_library, "put it on top of its controller's library", '"controller\'s"'),
    (grammar.fight, "it fight target creature", '"fight"'),  # the verb agrees with one object
    (grammar.copy_spell, "copies target instant spell", '"copies"'),
    (grammar.prevent_next_damage, "prevent the next 3 damage that would be dealt to you", "the end of the text"),
    (grammar.prevent_next_damage, "prevent the first 3 damage that would be dealt to you this turn", '"first"'),
])
def test_a_clause_not_understood_is_refused_naming_the_word(production, text: str, word: str) -> None:
    assert_refused_naming(production, text, word)


# ------------------------------------------------------------------------------ lowering


@pytest.mark.parametrize(("text", "effects"), [
    ("Counter target spell.", (dsl.CounterSpell(dsl.Target(0)),)),
    ("Counter target spell unless its controller pays {3}.", (dsl.CounterUnlessPays(mana=3, what=dsl.Target(0)),)),
    ("Return target creature to its owner's hand.", (dsl.ReturnToHand(dsl.Target(0)),)),
    ("Return all creatures to their owners' hands.", (dsl.ReturnToHand(dsl.Each(dsl.Filter(types=("Creature",)))),)),
    ("Return target creature card from your graveyard to your hand.", (dsl.ReturnToHand(dsl.Target(0)),)),
    ("Gain control of target creature until end of turn.", (dsl.GainControl(dsl.Target(0), until_end_of_turn=True),)),
    ("Gain control of target artifact.", (dsl.GainControl(dsl.Target(0), until_end_of_turn=False),)),
    ("Regenerate target creature.", (dsl.Regenerate(dsl.Target(0)),)),
    ("Return target creature card from your graveyard to the battlefield tapped.",
     (dsl.PutOntoBattlefield(dsl.Target(0), tapped=True),)),
    ("Put target creature on the bottom of its owner's library.", (dsl.PutIntoLibrary(dsl.Target(0), "bottom"),)),
    ("Put target creature card from your graveyard on top of your library.", (dsl.PutIntoLibrary(dsl.Target(0), "top"),)),
    ("Target creature you control fights target creature you don't control.", (dsl.Fight(dsl.Target(0), dsl.Target(1)),)),
    ("Copy target instant or sorcery spell.", (dsl.CopySpell(dsl.Target(0)),)),
    ("Prevent the next 3 damage that would be dealt to any target this turn.", (dsl.PreventNextDamage(3, dsl.Target(0)),)),
    ("Prevent the next 1 damage that would be dealt to you this turn.", (dsl.PreventNextDamage(1, dsl.You()),)),
])
def test_a_clause_lowers_to_its_effect_nodes(text: str, effects: tuple) -> None:
    assert compiled_effects(text) == effects


def test_each_clause_is_traced_with_its_ir() -> None:
    with pipeline.tracing() as traced:
        compile_text("Test Card", "Counter target spell unless its controller pays {1}.", ("Instant",))
        compile_text("Test Card", "Return target creature to its owner's hand.", ("Instant",))
    found = [(family, clause) for family, _, clause in traced if family in ("counter", "return to hand")]
    assert found == [("counter", ir.Counter(TARGET_SPELL, "{1}")),
                     ("return to hand", ir.ReturnToHand(TARGET_CREATURE, "its owner's hand"))]


# ------------------------------------------------------------------------------ mutations


@pytest.mark.parametrize(("original", "mutated"), [
    ("Counter target spell.", "Counter target creature spell."),
    ("Counter target spell.", "Counter target spell unless its controller pays {1}."),
    ("Counter target spell unless its controller pays {2}.", "Counter target spell unless its controller pays {3}."),
    ("Counter target spell unless its controller pays {2}.", "Counter target spell unless its controller pays {1}."),
    ("Return target creature to its owner's hand.", "Return target artifact to its owner's hand."),
    ("Return target creature to its owner's hand.", "Return target creature an opponent controls to its owner's hand."),
    ("Return target creature to its owner's hand.", "Return up to two target creatures to their owners' hands."),
    ("Return all creatures to their owners' hands.", "Return all artifacts to their owners' hands."),
    ("Return target creature card from your graveyard to your hand.",
     "Return target artifact card from your graveyard to your hand."),
    ("Gain control of target creature until end of turn.", "Gain control of target creature."),
    ("Gain control of target creature.", "Gain control of target artifact."),
    ("Regenerate target creature.", "Regenerate each creature you control."),
    ("Regenerate target creature.", "Regenerate target artifact."),
    ("Return target creature card from your graveyard to the battlefield.",
     "Return target creature card from your graveyard to the battlefield tapped."),
    ("Return target creature card from your graveyard to the battlefield.",
     "Return target artifact card from your graveyard to the battlefield."),
    ("Put target creature on top of its owner's library.", "Put target creature on the bottom of its owner's library."),
    ("Put target creature on top of its owner's library.", "Put target nonland permanent on top of its owner's library."),
    ("Put target creature card from your graveyard on top of your library.",
     "Put target creature card from your graveyard on the bottom of your library."),
    ("Target creature you control fights target creature you don't control.",
     "Target creature fights target creature you don't control."),
    ("Target creature you control fights target creature you don't control.",
     "Target creature you control fights another target creature."),
    ("Copy target instant or sorcery spell.", "Copy target instant or sorcery spell you control."),
    ("Prevent the next 3 damage that would be dealt to any target this turn.",
     "Prevent the next 2 damage that would be dealt to any target this turn."),
    ("Prevent the next 3 damage that would be dealt to any target this turn.",
     "Prevent the next 3 damage that would be dealt to target creature this turn."),
    ("Prevent the next 1 damage that would be dealt to you this turn.",
     "Prevent the next 1 damage that would be dealt to target player this turn."),
])
def test_one_word_changed_is_anothercompiled_tree(original: str, mutated: str) -> None:
    assert compiled_tree(original) != compiled_tree(mutated)


def test_one_word_changed_to_a_colored_payment_is_the_general_unless_payment() -> None:
    """118.12: "unless its controller pays {U}" is not CounterUnlessPays's generic amount; it is
    the general "unless [player] pays" reading, which plays as written: the spell's controller
    may pay {U}, and the spell is countered if they don't."""
    assert compiled_effects("Counter target spell unless its controller pays {U}.") == (
        dsl.MayPay("{U}", dsl.ControllerOf(dsl.Target(0))), dsl.IfYouDo(dsl.CounterSpell(dsl.Target(0)), did=False))


@pytest.mark.parametrize("text", [
    "Counter target spell unless its controller pays {X}.",  # 107.3: no X is defined here
    "Counter target creature.",  # 701.6a: a spell or an ability is countered, not a permanent
    "Return target creature to their owners' hands.",  # one object, several hands
    "Return all creatures to its owner's hand.",  # several objects, one hand
    "Return target creature to your hand.",  # a permanent goes to its owner's hand
    "Return target creature card from your graveyard to its owner's hand.",
    "Gain control of target creature until your next turn.",  # not how long control is taken for here
    "Gain control of target player.",
    "Regenerate target player.",
    "Return target creature to the battlefield.",  # a permanent is already there: a card in your graveyard returns
    "Return target creature card from a graveyard to the battlefield.",
    "Put up to two target creature cards from your graveyard on top of your library.",  # in which order?
    "Target creature you control fight target creature you don't control.",
    "Copy target creature spell.",  # 707.10f: a copy of a permanent spell is not supported
    "Copy another target instant or sorcery spell.",
    "Prevent the next 3 damage that would be dealt to any target until your next turn.",  # this turn only
    "Prevent the next a damage that would be dealt to any target this turn.",
])
def test_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


# ------------------------------------------------------------------------------ playing them

compiled_card("Test Verbs Leak", "Counter target spell unless its controller pays {2}.", ("Instant",), "{U}")
compiled_card("Test Verbs Unsummon", "Return target creature to its owner's hand.", ("Instant",))
compiled_card("Test Verbs Evacuation", "Return all creatures to their owners' hands.", ("Instant",))
compiled_card("Test Verbs Raise Dead", "Return target creature card from your graveyard to your hand.", ("Sorcery",))
compiled_card("Test Verbs Threaten", "Gain control of target creature until end of turn.", ("Sorcery",))
compiled_card("Test Verbs Regenerate", "Regenerate target creature.", ("Instant",))
compiled_card("Test Verbs Doom", "Destroy target creature.", ("Instant",))
compiled_card("Test Verbs Reanimate", "Return target creature card from your graveyard to the battlefield tapped.", ("Sorcery",))
compiled_card("Test Verbs Condemn", "Put target creature on top of its owner's library.", ("Instant",))
compiled_card("Test Verbs Fight", "Target creature you control fights target creature you don't control.", ("Sorcery",))
compiled_card("Test Verbs Bolt", "Test Verbs Bolt deals 3 damage to any target.", ("Instant",))
compiled_card("Test Verbs Twincast", "Copy target instant or sorcery spell.", ("Instant",))
compiled_card("Test Verbs Shield", "Prevent the next 2 damage that would be dealt to any target this turn.", ("Instant",))


def _leaked(pay: bool):
    d = position({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 4},
                  "bob": {"hand": ["Test Verbs Leak"], "battlefield": ["Island"]}})
    d.act("alice", "casts", "Grizzly Bears")
    d.act("bob", "casts", "Test Verbs Leak", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision is not None and d.game.decision.kind == "pay_mana" or not d.game.state.stack)
    if d.game.state.stack:
        assert d.game.decision.player == d.player("alice")  # 118.12: the spell's controller decides
        d.choose(next(o for o in d.game.decision.options if o.kind == ("pay" if pay else "decline")))
    d.resolve(None)
    return d


def test_701_6a_118_12_the_spells_controller_pays_and_the_spell_resolves() -> None:
    d = _leaked(pay=True)
    assert "Grizzly Bears" in battlefield(d, "alice")


def test_701_6a_118_12_declining_to_pay_counters_the_spell() -> None:
    d = _leaked(pay=False)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]


def test_400_3_a_creature_returns_to_its_owners_hand() -> None:
    d = position({"alice": {"hand": ["Test Verbs Unsummon"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Unsummon", targets=["Grizzly Bears"])
    assert cards(d, "bob", "hand") == ["Grizzly Bears"] and battlefield(d, "bob") == []


def test_400_3_all_creatures_return_to_their_owners_hands_and_lands_stay() -> None:
    d = position({"alice": {"hand": ["Test Verbs Evacuation"], "battlefield": ["Savannah Lions", "Forest"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Evacuation")
    assert cards(d, "alice", "hand") == ["Savannah Lions"] and cards(d, "bob", "hand") == ["Grizzly Bears"]
    assert battlefield(d, "alice") == ["Forest"]


def test_400_3_a_creature_card_returns_from_your_graveyard_to_your_hand() -> None:
    d = position({"alice": {"hand": ["Test Verbs Raise Dead"], "graveyard": ["Grizzly Bears"]}, "bob": {}})
    cast(d, "alice", "Test Verbs Raise Dead", targets=["Grizzly Bears"])
    assert cards(d, "alice", "hand") == ["Grizzly Bears"] and cards(d, "alice", "graveyard") == ["Test Verbs Raise Dead"]


def test_613_1b_control_gained_until_end_of_turn_returns_at_cleanup() -> None:
    d = position({"alice": {"hand": ["Test Verbs Threaten"], "library": ["Forest"] * 3},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}})
    cast(d, "alice", "Test Verbs Threaten", targets=["Grizzly Bears"])
    assert battlefield(d, "alice") == ["Grizzly Bears"] and battlefield(d, "bob") == []
    d.pass_to_step("upkeep", player=d.player("bob"))
    assert battlefield(d, "bob") == ["Grizzly Bears"] and battlefield(d, "alice") == []


def test_701_19a_a_regenerated_creature_is_tapped_instead_of_destroyed() -> None:
    d = position({"alice": {"hand": ["Test Verbs Regenerate", "Test Verbs Doom"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Regenerate", targets=["Grizzly Bears"])
    cast(d, "alice", "Test Verbs Doom", targets=["Grizzly Bears"])
    assert battlefield(d, "bob") == ["Grizzly Bears"]
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped


def test_a_creature_card_returns_from_your_graveyard_to_the_battlefield_tapped() -> None:
    d = position({"alice": {"hand": ["Test Verbs Reanimate"], "graveyard": ["Grizzly Bears"]}, "bob": {}})
    cast(d, "alice", "Test Verbs Reanimate", targets=["Grizzly Bears"])
    assert battlefield(d, "alice") == ["Grizzly Bears"]
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped


def test_401_4_a_creature_is_put_on_top_of_its_owners_library() -> None:
    d = position({"alice": {"hand": ["Test Verbs Condemn"]}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest"]}})
    cast(d, "alice", "Test Verbs Condemn", targets=["Grizzly Bears"])
    assert cards(d, "bob", "library") == ["Grizzly Bears", "Forest"] and battlefield(d, "bob") == []


def test_701_14a_each_fighting_creature_deals_damage_equal_to_its_power_to_the_other() -> None:
    d = position({"alice": {"hand": ["Test Verbs Fight"], "battlefield": ["Serra Angel"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Fight", targets=["Serra Angel", "Grizzly Bears"])
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    assert d.game.state.objects[d.object("Serra Angel")].damage == 2


def test_707_10_a_copy_of_an_instant_resolves_as_well() -> None:
    d = position({"alice": {"hand": ["Test Verbs Bolt", "Test Verbs Twincast"]}, "bob": {}})
    d.act("alice", "casts", "Test Verbs Bolt", targets=["bob"])
    d.act("alice", "casts", "Test Verbs Twincast", targets=["Test Verbs Bolt"])
    d.resolve(None)
    assert life(d, "bob") == 14


compiled_card("Test Verbs Reclaim", "Put target card from your graveyard on top of your library.", ("Instant",))
compiled_card("Test Verbs Bauble", "Put up to one target card from your graveyard on the bottom of your library. Draw a card.",
              ("Sorcery",))


def test_401_4_any_card_of_your_graveyard_is_put_on_top_of_your_library() -> None:
    """Reclaim's wording, "target card from your graveyard" (no card type: read since session 12)."""
    d = position({"alice": {"hand": ["Test Verbs Reclaim"], "graveyard": ["Lightning Bolt"], "library": ["Forest"]}, "bob": {}})
    cast(d, "alice", "Test Verbs Reclaim", targets=["Lightning Bolt"])
    assert cards(d, "alice", "library") == ["Lightning Bolt", "Forest"]


@pytest.mark.parametrize(("targets", "library"), [(["Lightning Bolt"], ["Forest", "Lightning Bolt"]), ([], ["Forest"])])
def test_115_1_up_to_one_target_card_goes_to_the_bottom_and_the_card_is_drawn_either_way(targets, library) -> None:
    """Conjurer's Bauble's wording: with no target chosen (601.2c: "up to one"), the rest still happens."""
    d = position({"alice": {"hand": ["Test Verbs Bauble"], "graveyard": ["Lightning Bolt"],
                            "library": ["Island", "Forest"]}, "bob": {}})
    cast(d, "alice", "Test Verbs Bauble", targets=targets)
    assert cards(d, "alice", "library") == library
    assert cards(d, "alice", "hand") == ["Island"]


def test_615_7_the_next_damage_to_the_shielded_player_is_prevented_up_to_the_amount() -> None:
    d = position({"alice": {"hand": ["Test Verbs Shield", "Test Verbs Bolt"]}, "bob": {}})
    cast(d, "alice", "Test Verbs Shield", targets=["bob"])
    cast(d, "alice", "Test Verbs Bolt", targets=["bob"])
    assert life(d, "bob") == 19  # 3 damage, 2 of it prevented


# ------------------------------------------------------------------------------ life equal to an amount (119.3)


@pytest.mark.parametrize(("text", "gain", "who"), [
    ("you gain life equal to the number of creatures you control", True, ir.PlayerRef("you")),
    ("target player loses life equal to the number of cards in your hand", False, ir.PlayerRef("target player")),
    ("lose life equal to its power", False, None),
])
def test_life_equal_to_parses_and_reads_back(text: str, gain: bool, who) -> None:
    found = grammar.parse(grammar.life_equal_to, text)
    assert (found.gain, found.who) == (gain, who)
    assert found.text() == text and grammar.parse(grammar.life_equal_to, found.text()) == found


@pytest.mark.parametrize(("text", "word"), [
    ("you gains life equal to its power", '"gains"'),  # the verb agrees with its subject
    ("you gain life equal to its widgets", '"widgets"'),
])
def test_life_equal_to_not_understood_is_refused_naming_the_word(text: str, word: str) -> None:
    with pytest.raises(Refused) as refused:
        grammar.parse(grammar.life_equal_to, text)
    assert refused.value.word == word


@pytest.mark.parametrize(("original", "mutated"), [
    ("You gain life equal to the number of creatures you control.", "You lose life equal to the number of creatures you control."),
    ("You gain life equal to the number of creatures you control.", "You gain life equal to the number of artifacts you control."),
    ("You gain life equal to the number of creatures you control.",
     "Each opponent loses life equal to the number of creatures you control."),
])
def test_life_equal_to_one_word_changed_is_anothercompiled_tree(original: str, mutated: str) -> None:
    assert compiled_tree(original) != compiled_tree(mutated)


compiled_card("Test Verbs Life Count", "You gain life equal to the number of creatures you control.", ("Sorcery",))


def test_119_3_life_equal_to_the_number_counted_as_it_resolves() -> None:
    d = position({"alice": {"hand": ["Test Verbs Life Count"], "battlefield": ["Grizzly Bears", "Savannah Lions", "Forest"]},
                  "bob": {"battlefield": ["Serra Angel"]}})
    cast(d, "alice", "Test Verbs Life Count")
    assert life(d, "alice") == 22


# ------------------------------------------------------------------------------ damage equal to an amount (120.3)

DAMAGE_ROUND_TRIPS = [
    "~ deals damage equal to its power to any target",
    "target creature you control deals damage equal to its power to target creature you don't control",
    "~ deals damage equal to the number of creatures you control to each creature and each player",
    "~ deals 4 damage to each opponent and each creature and planeswalker they control",
    "it deals damage equal to its power to its controller",
]


@pytest.mark.parametrize("text", DAMAGE_ROUND_TRIPS)
def test_damage_equal_to_and_damage_to_their_permanents_read_back_as_the_same_text(text: str) -> None:
    found = grammar.parse(grammar.deal_damage, text)
    assert found.text() == text and grammar.parse(grammar.deal_damage, found.text()) == found


def test_damage_is_a_number_or_an_amount_never_both() -> None:
    with pytest.raises(ValueError):
        ir.DealDamage(ir.ObjectRef("~"), ir.Quantity(2), ir.ObjectRef("any target"), equal_to=ir.Quantity(x=True))
    with pytest.raises(ValueError):
        ir.DealDamage(ir.ObjectRef("~"), ir.Quantity(2), ir.PlayerRef("you"), and_theirs="creature")


@pytest.mark.parametrize(("text", "effects"), [
    ("Target creature you control deals damage equal to its power to target creature you don't control.",
     (dsl.DealDamage(dsl.PowerOf(dsl.Target(0)), dsl.Target(1), dsl.Target(0)),)),
    ("Test Card deals 4 damage to each opponent and each creature and planeswalker they control.",
     (dsl.DamageEach(4, players=dsl.EachOpponent(),
                     permanents=dsl.Filter(any_types=("Creature", "Planeswalker"), controller="opponent")),)),
])
def test_damage_equal_to_lowers_to_its_effect_nodes(text: str, effects: tuple) -> None:
    assert compiled_effects(text) == effects


@pytest.mark.parametrize(("original", "mutated"), [
    ("Target creature you control deals damage equal to its power to target creature you don't control.",
     "Target creature you control deals damage equal to its toughness to target creature you don't control."),
    ("Target creature you control deals damage equal to its power to target creature you don't control.",
     "Target creature you control deals damage equal to its power to any target."),
    ("Test Card deals 4 damage to each opponent and each creature and planeswalker they control.",
     "Test Card deals 4 damage to each opponent and each creature they control."),
])
def test_damage_equal_to_one_word_changed_is_anothercompiled_tree(original: str, mutated: str) -> None:
    assert compiled_tree(original) != compiled_tree(mutated)


@pytest.mark.parametrize("text", [
    "Target creature you control deal damage equal to its power to target creature.",  # the verb agrees
    "Target creature you control deals damage equal to its widgets to target creature.",
    "Target creature deals 4 damage to each opponent and each creature they control.",  # dealt by ~ alone
])
def test_damage_equal_to_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


compiled_card("Test Verbs Bite", "Target creature you control deals damage equal to its power to target creature you "
              "don't control.", ("Instant",))


def test_120_3_a_creature_deals_damage_equal_to_its_power() -> None:
    d = position({"alice": {"hand": ["Test Verbs Bite"], "battlefield": ["Serra Angel"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Verbs Bite", targets=["Serra Angel", "Grizzly Bears"])
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    assert d.game.state.objects[d.object("Serra Angel")].damage == 0  # one-sided: not a fight (701.14)


@pytest.mark.parametrize(("text", "to"), [
    ("~ deals damage to target creature equal to the number of Mountains you control", ir.ObjectRef("target", "creature")),
    ("target creature deals damage to itself equal to its power", None),
    ("~ deals damage to target player equal to the number of cards in that player's hand", ir.PlayerRef("target player")),
])
def test_damage_to_a_recipient_equal_to_an_amount_reads_back(text: str, to) -> None:
    found = grammar.parse(grammar.damage_to_equal_to, text)
    assert found.to == to and found.text() == text
    assert grammar.parse(grammar.damage_to_equal_to, found.text()) == found


@pytest.mark.parametrize(("text", "effects"), [
    ("Test Card deals damage to target creature equal to the number of Mountains you control.",
     (dsl.DealDamage(dsl.CountOf(dsl.Filter(types=("Land",), subtypes=("Mountain",), controller="you")), dsl.Target(0),
                     dsl.Self()),)),
    ("Target creature deals damage to itself equal to its power.",
     (dsl.DealDamage(dsl.PowerOf(dsl.Target(0)), dsl.Target(0), dsl.Target(0)),)),
    ("Test Card deals damage to target player equal to the number of cards in that player's hand.",
     (dsl.DealDamage(dsl.CardsInHandOf(dsl.TargetPlayer(0)), dsl.TargetPlayer(0), dsl.Self()),)),
])
def test_damage_to_a_recipient_equal_to_an_amount_lowers_to_its_node(text: str, effects: tuple) -> None:
    assert compiled_effects(text) == effects


@pytest.mark.parametrize(("original", "mutated"), [
    ("Test Card deals damage to target creature equal to the number of Mountains you control.",
     "Test Card deals damage to target creature equal to the number of Forests you control."),
    ("Test Card deals damage to target creature equal to the number of Mountains you control.",
     "Test Card deals damage to any target equal to the number of Mountains you control."),
    ("Target creature deals damage to itself equal to its power.", "Target creature deals damage to itself equal to its toughness."),
])
def test_damage_to_a_recipient_equal_to_one_word_changed_is_anothercompiled_tree(original: str, mutated: str) -> None:
    assert compiled_tree(original) != compiled_tree(mutated)


@pytest.mark.parametrize("text", [
    "Test Card deals damage to target creature equal to the number of cards in that player's hand.",  # no such player
    "Test Card deals damage to itself equal to its power.",  # 120.3: a spell has no power
    "Each creature deals damage to itself equal to its power.",
])
def test_damage_to_a_recipient_equal_to_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


compiled_card("Test Verbs Mind Burn", "Test Verbs Mind Burn deals damage to target player equal to the number of cards "
              "in that player's hand.", ("Sorcery",))


def test_120_3_damage_equal_to_the_cards_in_the_target_players_hand() -> None:
    d = position({"alice": {"hand": ["Test Verbs Mind Burn"]}, "bob": {"hand": ["Forest", "Island", "Swamp"]}})
    cast(d, "alice", "Test Verbs Mind Burn", targets=["bob"])
    assert life(d, "bob") == 17


# ------------------------------------------------------------------------------ chosen returns, putting from hand


@pytest.mark.parametrize(("production", "text", "expected"), [
    (grammar.return_chosen, "return a land you control to its owner's hand",
     ir.ReturnChosen(ir.Quantity(1, article=True), "land", "its")),
    (grammar.return_chosen, "return two Islands you control to their owner's hands",
     ir.ReturnChosen(ir.Quantity(2), "Islands", "their", hands=True)),
    (grammar.put_from_hand, "put a creature card from your hand onto the battlefield",
     ir.PutFromHand("a", "creature card")),
    (grammar.put_from_hand, "put a land card from your hand onto the battlefield tapped",
     ir.PutFromHand("a", "land card", tapped=True)),
])
def test_chosen_returns_and_puts_from_hand_read_back(production, text: str, expected) -> None:
    found = grammar.parse(production, text)
    assert found == expected and found.text() == text


@pytest.mark.parametrize(("text", "effects"), [
    ("Return a land you control to its owner's hand.", (dsl.ReturnChosen(dsl.Filter(types=("Land",), controller="you"), 1),)),
    ("Put a creature card from your hand onto the battlefield.",
     (dsl.PutFromHand(dsl.Filter(types=("Creature",)), optional=False),)),
])
def test_chosen_returns_and_puts_from_hand_lower_to_their_nodes(text: str, effects: tuple) -> None:
    assert compiled_effects(text) == effects


@pytest.mark.parametrize(("original", "mutated"), [
    ("Return a land you control to its owner's hand.", "Return a creature you control to its owner's hand."),
    ("Return a land you control to its owner's hand.", "Return two lands you control to their owner's hands."),
    ("Put a creature card from your hand onto the battlefield.", "Put a land card from your hand onto the battlefield."),
    ("Put a land card from your hand onto the battlefield.", "Put a land card from your hand onto the battlefield tapped."),
])
def test_chosen_return_or_put_one_word_changed_is_another_tree(original: str, mutated: str) -> None:
    assert compiled_tree(original) != compiled_tree(mutated)


@pytest.mark.parametrize("text", [
    "Return a land you control to their owner's hands.",  # one permanent, several hands
    "Return two lands you control to its owner's hand.",
    "Return a lands you control to its owner's hand.",  # the noun agrees with the number
    "Return a land an opponent controls to its owner's hand.",
    "Put a creature from your hand onto the battlefield.",  # a card is in a hand
    "Put a creature card from your graveyard onto the battlefield.",
])
def test_chosen_return_or_put_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


compiled_card("Test Verbs Boomerang Land", "Return a land you control to its owner's hand.", ("Instant",))
compiled_card("Test Verbs Sneak", "Put a creature card from your hand onto the battlefield.", ("Sorcery",))


def test_400_3_a_land_of_yours_chosen_as_it_resolves_returns_to_your_hand() -> None:
    d = position({"alice": {"hand": ["Test Verbs Boomerang Land"], "battlefield": ["Forest", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Island"]}})
    cast(d, "alice", "Test Verbs Boomerang Land")
    assert cards(d, "alice", "hand") == ["Forest"] and battlefield(d, "alice") == ["Grizzly Bears"]
    assert battlefield(d, "bob") == ["Island"]


def test_a_creature_card_is_put_from_your_hand_onto_the_battlefield_without_casting_it() -> None:
    d = position({"alice": {"hand": ["Test Verbs Sneak", "Serra Angel"]}, "bob": {}})
    cast(d, "alice", "Test Verbs Sneak")
    assert battlefield(d, "alice") == ["Serra Angel"]
    assert not any(e["type"] == "cast" and e.get("card") == "Serra Angel" for e in d.game.log)


# ------------------------------------------------------------------------------ "that much" (603.7c, 120.3)


@pytest.mark.parametrize(("production", "text"), [
    (grammar.deal_damage, "it deals that much damage to any target"),
    (grammar.gain_life, "you gain that much life"),
    (grammar.lose_life, "target opponent loses that much life"),
])
def test_that_much_damage_or_life_reads_back(production, text: str) -> None:
    found = grammar.parse(production, text)
    assert found.amount == ir.Quantity(that_much=True) and found.text() == text


@pytest.mark.parametrize(("production", "text", "word"), [
    (grammar.deal_damage, "it deals that many damage to any target", '"many"'),  # damage is a mass noun
    (grammar.gain_life, "you gain that many life", '"many"'),
])
def test_that_many_damage_or_life_is_refused_naming_the_word(production, text: str, word: str) -> None:
    assert_refused_naming(production, text, word)


@pytest.mark.parametrize(("text", "effects"), [
    ("Whenever Test Card is dealt damage, it deals that much damage to any target.",
     (dsl.DealDamage(dsl.EventAmount(), dsl.Target(0), dsl.Self()),)),
    ("Whenever Test Card deals damage, you gain that much life.", (dsl.GainLife(dsl.EventAmount(), dsl.You()),)),
])
def test_that_much_is_the_amount_of_the_triggering_event(text: str, effects: tuple) -> None:
    assert compiled_effects(text, ("Creature",)) == effects


@pytest.mark.parametrize("text", [
    "Test Card deals that much damage to any target.",  # 603.7c: no event to have an amount
    "Whenever Test Card deals damage, you gain that many life.",
])
def test_that_much_without_an_event_or_that_many_life_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


compiled_card("Test Verbs Lifelinked", "Whenever Test Verbs Lifelinked deals damage, you gain that much life.", ("Creature",),
              power="3", toughness="3")


def test_603_7c_that_much_life_is_the_combat_damage_dealt() -> None:
    d = position({"alice": {"battlefield": ["Test Verbs Lifelinked"], "library": ["Forest"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    d.attack("alice", ["Test Verbs Lifelinked"])
    d.block("bob", {})
    d.pass_to_step("main2")
    assert life(d, "bob") == 17 and life(d, "alice") == 23
