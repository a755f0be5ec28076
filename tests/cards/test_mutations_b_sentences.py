"""Mutations of readers of several sentences and of mana clauses the audit found exercised by no
mutation test: a delayed trigger written first ("At the beginning of your next upkeep, pay ...
If you don't, you lose the game.", 603.7), an exile returned at the next end step (603.7a),
"add N mana in any combination of colors" (106.4), "one mana of any color in your commander's
color identity" (903.4f), Temporary Truce (121.1), Demonic Consultation (201.4, 701.20),
"for each card returned to your hand this way" (608.2c), Karn's "from outside the game or ... in
exile" (400.11), "cast ... from your sideboard" (400.11b) and "deals N damage instead if" (608.2c).
One word changed compiles to a different node (asserted on its field) or is refused, quoting
the text."""

from __future__ import annotations

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text

PACT = "Counter target spell.\nAt the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game."
FLICKER = ("Exile target creature you control. Return that card to the battlefield under its owner's control at the "
           "beginning of the next end step.")
YORION = ("Exile any number of other nonland permanents you own and control. Return those cards to the battlefield at "
          "the beginning of the next end step.")
COMBINATION = "{T}: Add two mana in any combination of colors. Spend this mana only to cast Dragon spells."
SIGNET = "{T}: Add one mana of any color in your commander's color identity."
TRUCE = ("Each player may draw up to two cards. For each card less than two a player draws this way, that player gains "
         "2 life.")
CONSULT = ("Choose a card name. Exile the top six cards of your library, then reveal cards from the top of your library "
           "until you reveal a card with the chosen name. Put that card into your hand and exile all other cards "
           "revealed this way.")
OUTCOME = ("Return any number of target nonland, nontoken permanents you control to their owners' hands. Draw a card for "
           "each card returned to your hand this way.")
KARN = ("You may reveal an artifact card you own from outside the game or choose a face-up artifact card you own in "
        "exile. Put that card into your hand.")
WISH = ("You may cast an instant or sorcery spell from your sideboard. If you cast a modal spell this way, you may choose "
        "an additional mode.")
HEAT = ("~ deals 2 damage to target creature or planeswalker.\nDelirium — ~ deals 6 damage instead if there are four or "
        "more card types among cards in your graveyard.")

TYPES = {PACT: "Instant", FLICKER: "Instant", YORION: "Sorcery", COMBINATION: "Artifact", SIGNET: "Artifact",
         TRUCE: "Sorcery", CONSULT: "Instant", OUTCOME: "Instant", KARN: "Sorcery", WISH: "Sorcery", HEAT: "Instant"}


def _effects(original: str, text: str | None = None) -> tuple:
    (ability,) = compile_text("Test Sentences", original if text is None else text, (TYPES[original],))
    return ability.effects


def _mutated(original: str, old: str, new: str) -> tuple:
    assert old in original
    return _effects(original, original.replace(old, new))


def test_delayed_first_mutations_another_step_or_outcome() -> None:
    """603.7, 608.2c: the step of the delayed trigger and whether the effect follows the payment
    or its refusal are read; another mana cost is paid."""
    _, delayed = _effects(PACT)
    assert (delayed.trigger.step, delayed.trigger.whose) == ("upkeep", "you")
    assert delayed.effects == (dsl.MayPay("{3}{U}{U}"), dsl.IfYouDo(dsl.LoseGame(dsl.You()), False))
    _, end_step = _mutated(PACT, "upkeep", "end step")
    assert (end_step.trigger.step, end_step.trigger.whose) == ("end", "you")
    _, anyones = _mutated(PACT, "your next upkeep", "the next turn's upkeep")
    assert (anyones.trigger.step, anyones.trigger.whose) == ("upkeep", "any")
    _, did = _mutated(PACT, "If you don't", "If you do")
    assert did.effects[1] == dsl.IfYouDo(dsl.LoseGame(dsl.You()), True)
    _, dearer = _mutated(PACT, "{3}{U}{U}", "{4}{U}{U}")
    assert dearer.effects[0] == dsl.MayPay("{4}{U}{U}")
    _, win = _mutated(PACT, "you lose the game", "you win the game")
    assert win.effects[1] != delayed.effects[1]


def test_delayed_first_mutation_a_plain_effect_without_payment() -> None:
    """603.7: "At the beginning of the next end step, draw a card." is a delayed trigger with the
    effect itself (no payment)."""
    _, delayed = _effects(PACT, "Counter target spell.\nAt the beginning of the next end step, draw a card.")
    assert (delayed.trigger.step, delayed.effects) == ("end", (dsl.Draw(1, dsl.You()),))


def test_return_at_end_step_mutations_under_your_control_or_another_group() -> None:
    """603.7a, 610.3: "under your control" for "under its owner's control" is read; Yorion's
    group of permanents ("creatures" for "nonland permanents") is read."""
    _, returning = _effects(FLICKER)
    assert returning.effects == (dsl.ReturnExiledThisWay(under_yours=False),) and returning.trigger.step == "end"
    _, yours = _mutated(FLICKER, "its owner's control", "your control")
    assert yours.effects == (dsl.ReturnExiledThisWay(under_yours=True),)
    chosen, _ = _effects(YORION)
    creatures, _ = _mutated(YORION, "nonland permanents", "creatures")
    assert chosen.filter.not_types == ("Land",) and creatures.filter.types == ("Creature",)


def test_add_combination_mutations_another_number_or_restriction() -> None:
    """106.4, 106.6: the number of mana and what it may be spent on are read."""
    (original,) = _effects(COMBINATION)
    (three,) = _mutated(COMBINATION, "two mana", "three mana")
    (elves,) = _mutated(COMBINATION, "Dragon", "Elf")
    (free,) = _mutated(COMBINATION, " Spend this mana only to cast Dragon spells.", "")
    assert (original.combination, three.combination) == (2, 3)
    assert elves.spend != original.spend and original.spend is not None and free.spend is None


def test_commander_identity_mana_mutation_any_color_adds_mana() -> None:
    """903.4f: without a commander, "any color in your commander's color identity" adds nothing;
    one word fewer ("one mana of any color") adds one mana of a chosen color (106.4)."""
    assert _effects(SIGNET) == (dsl.AddMana(commander_identity=True),)
    assert _mutated(SIGNET, " in your commander's color identity", "") == (dsl.AddMana(any_color=1),)
    with registry.scope():
        compiled_card("Test Signet", SIGNET, ("Artifact",), cost="{2}")
        compiled_card("Test Talisman", SIGNET.replace(" in your commander's color identity", ""), ("Artifact",),
                      cost="{2}")
        d = position({"alice": {"battlefield": ["Test Signet", "Test Talisman"]}})
        d.act("alice", "activates", "Test Signet")
        assert pool(d, "alice") == {}
        d.act("alice", "activates", "Test Talisman", choices=["G"])
        assert pool(d, "alice") == {"G": 1}


def test_truce_mutations_another_number_life_or_player() -> None:
    """121.1, 119.3: how many cards, how much life, and who may draw are read."""
    assert _effects(TRUCE) == (dsl.DrawUpTo(dsl.EachPlayer(), 2, 2),)
    assert _mutated(TRUCE, "two", "three") == (dsl.DrawUpTo(dsl.EachPlayer(), 3, 2),)
    assert _mutated(TRUCE, "2 life", "3 life") == (dsl.DrawUpTo(dsl.EachPlayer(), 2, 3),)
    assert _mutated(TRUCE, "Each player may", "Each opponent may") == (dsl.DrawUpTo(dsl.EachOpponent(), 2, 2),)


def test_consult_mutations_another_number_or_no_exile() -> None:
    """701.20: the number of cards exiled first is read; without the exile, only the reveal."""
    original = _effects(CONSULT)
    assert isinstance(original[0], dsl.ChooseCardName) and original[1] == dsl.ExileTopOfLibrary(dsl.You(), 6)
    assert _mutated(CONSULT, "six", "five")[1] == dsl.ExileTopOfLibrary(dsl.You(), 5)
    unexiled = _mutated(CONSULT, "Exile the top six cards of your library, then reveal", "Reveal")
    assert not any(isinstance(e, dsl.ExileTopOfLibrary) for e in unexiled)


def test_return_then_count_mutations_another_amount_or_effect() -> None:
    """608.2c: the count of cards returned multiplies another amount or feeds another effect."""
    _, draw = _effects(OUTCOME)
    assert draw == dsl.Draw(dsl.ReturnedToHandThisWay(), dsl.You())
    _, two = _mutated(OUTCOME, "Draw a card", "Draw two cards")
    assert two.count == dsl.Times(dsl.ReturnedToHandThisWay(), 2)
    _, gain = _mutated(OUTCOME, "Draw a card", "You gain 1 life")
    assert gain == dsl.GainLife(dsl.ReturnedToHandThisWay(), dsl.You())


def test_outside_or_exile_mutation_creature_cards() -> None:
    """400.11: the kind of card fetched (from outside the game or from exile) is read."""
    (original,) = _effects(KARN)
    (creature,) = _effects(KARN, KARN.replace("an artifact card", "a creature card").replace("face-up artifact",
                                                                                              "face-up creature"))
    assert (original.filter.types, original.exile) == (("Artifact",), True)
    assert creature.filter.types == ("Creature",)


def test_cast_from_sideboard_mutations_another_type_or_no_extra_mode() -> None:
    """400.11b, 700.2: the spell type and the additional mode are read."""
    (original,) = _effects(WISH)
    (instant,) = _mutated(WISH, "an instant or sorcery spell", "an instant spell")
    (plain,) = _mutated(WISH, " If you cast a modal spell this way, you may choose an additional mode.", "")
    assert (original.filter.any_types, original.additional_mode) == (("Instant", "Sorcery"), True)
    assert instant.filter.types == ("Instant",) and not plain.additional_mode


def test_instead_if_mutations_another_amount_or_condition() -> None:
    """608.2c: the amount dealt instead and the condition are read."""
    (original,) = _effects(HEAT)
    assert (original.amount.then, original.amount.otherwise, original.amount.condition.amount) == (6, 2, 4)
    (five,) = _mutated(HEAT, "6 damage", "5 damage")
    (three,) = _mutated(HEAT, "four or more", "three or more")
    (creatures,) = _mutated(HEAT, "there are four or more card types among cards in your graveyard",
                            "you control four or more creatures")
    assert five.amount.then == 5 and three.amount.condition.amount == 3
    assert creatures.amount.condition == dsl.YouControl(creatures.amount.condition.filter, 4)


@pytest.mark.parametrize(("original", "old", "new"), [
    (PACT, "your next upkeep", "your next draw step"),
    (PACT, "pay {3}{U}{U}", "pay 3 life"),
    (PACT, "you lose the game", "an opponent loses the game"),
    (PACT, " If you don't, you lose the game.", ""),
    (PACT, "your next upkeep", "each upkeep"),
    (PACT, "{3}{U}{U}", "{X}"),
    (FLICKER, "the next end step", "your next upkeep"),
    (FLICKER, "the next end step", "your next end step"),
    (FLICKER, "to the battlefield", "to the hand"),
    (FLICKER, "that card", "those cards"),
    (FLICKER, "to the battlefield", "to the battlefield tapped"),
    (FLICKER, "Exile target", "Destroy target"),
    (YORION, "you own and control", "you control"),
    (YORION, "you own and control", "an opponent owns and controls"),
    (YORION, "any number of", "up to two"),
    (YORION, "those cards", "that card"),
    (COMBINATION, "two mana", "one mana"),
    (COMBINATION, "two mana", "X mana"),
    (COMBINATION, "combination of colors", "combination of colorless"),
    (COMBINATION, "in any combination of colors", "in any one color"),
    (SIGNET, "one mana", "two mana"),
    (SIGNET, "your commander's", "your opponent's commander's"),
    (SIGNET, "color identity", "colors"),
    (SIGNET, "any color", "any type"),
    (TRUCE, "less than two", "less than three"),
    (TRUCE, "less than", "more than"),
    (TRUCE, "that player gains", "that player loses"),
    (TRUCE, "that player gains", "you gain"),
    (TRUCE, "Each player may", "Target player may"),
    (TRUCE, "may draw up to two cards. For each card less than two a player draws",
     "may discard up to two cards. For each card less than two a player discards"),
    (CONSULT, "into your hand", "into your graveyard"),
    (CONSULT, "exile all other", "mill all other"),
    (CONSULT, "from the top of your library until", "from the bottom of your library until"),
    (CONSULT, "Choose a card name", "Choose a creature card name"),
    (CONSULT, "six cards of your library", "six cards of target player's library"),
    (CONSULT, "a card with the chosen name", "a creature card"),
    (OUTCOME, "returned to your hand", "returned to your graveyard"),
    (OUTCOME, "card returned to your hand", "card exiled"),
    (OUTCOME, "each card returned", "each creature card returned"),
    (OUTCOME, "nontoken", "token"),
    (KARN, "face-up artifact", "face-up creature"),
    (KARN, "face-up", "face-down"),
    (KARN, "in exile", "in your graveyard"),
    (KARN, "into your hand", "onto the battlefield"),
    (KARN, "into your hand", "into your graveyard"),
    (KARN, "card you own from outside", "card an opponent owns from outside"),
    (KARN, "an artifact card you own", "two artifact cards you own"),
    (WISH, "from your sideboard", "from your graveyard"),
    (WISH, "an additional mode", "two additional modes"),
    (WISH, "an additional mode", "an additional target"),
    (WISH, "an instant or sorcery spell", "two instant or sorcery spells"),
    (HEAT, "cards in your graveyard", "cards in your hand"),
    (HEAT, "your graveyard", "an opponent's graveyard"),
    (HEAT, "6 damage", "6 life"),
    (HEAT, "6 damage instead if", "6 damage if"),
    (HEAT, "instead if", "instead unless"),
    (HEAT, "four or more", "four or fewer"),
])
def test_sentences_one_word_changed_is_refused(original: str, old: str, new: str) -> None:
    """603.7, 106.4, 903.4f, 121.1, 701.20, 608.2c, 400.11: one word the reader doesn't know
    (another step, another zone, another player, another number, another verb) is refused."""
    assert _effects(original)
    assert old in original
    mutated = original.replace(old, new)
    with pytest.raises(UncompilableText) as refusal:
        compile_text("Test Sentences", mutated, (TYPES[original],))
    assert mutated.split("\n")[-1] in str(refusal.value)
