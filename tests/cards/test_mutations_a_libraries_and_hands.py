"""Mutations (issue 16) of texts that look at, search and reorder libraries and hands, and replace
draws: kinship (Lorwyn: "look at the top card of your library; if it shares a creature type with
~, you may reveal it"), "look at target player's hand" (402.3), "look at the top card of target
player's library" (701.20e), "search your library for ... and reveal that card; shuffle, then put
the card on top" (701.23), "put target creature into its owner's library second from the top"
(401.7), Expressive Iteration's distribution, "you may pay N life; if you do" (119.4, 608.2c),
"you may play lands and cast spells from the top of your library" (Future Sight, Bolas's Citadel:
601.3) and "if you would draw a card, ... instead" (614.11).  One word changed compiles to another
tree that plays as written, or is refused quoting the phrase."""

from __future__ import annotations

import pytest
from mutations import assert_refused, mutated, other_tree
from support import cards, compiled_card, life, position

CLANGER = ("Test Clanger", ("Creature",), ("Goblin", "Warrior"),
           "Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a "
           "creature type with Test Clanger, you may reveal it. If you do, Test Clanger gets +1/+1 until end of turn.")
PROBE = ("Test Probe", ("Sorcery",), (), "Look at target player's hand.")
SPY = ("Test Spy", ("Sorcery",), (), "Look at the top card of target player's library.")
TUTOR = ("Test Tutor", ("Instant",), (), "Search your library for an instant or sorcery card and reveal that card. "
                                         "Shuffle your library, then put the card on top of it.")
STUTTER = ("Test Stutter", ("Instant",), (), "Put target creature into its owner's library second from the top.")
SPOILS = ("Test Spoils", ("Enchantment",), (), "Whenever a Warrior you control deals combat damage to a player, you may "
                                               "pay 1 life. If you do, draw a card.")
GIX = ("Test Gix", ("Creature",), (), "Whenever a creature deals combat damage to one of your opponents, its controller "
                                      "may pay 1 life. If they do, they draw a card.")
ITERATION = ("Test Iteration", ("Sorcery",), (),
             "Look at the top three cards of your library. Put one of them into your hand, put one of them on the bottom "
             "of your library, and exile one of them. You may play the exiled card this turn.")
SIGHT = ("Test Sight", ("Enchantment",), (), "Play with the top card of your library revealed.\n"
                                             "You may play lands and cast spells from the top of your library.")
CITADEL = ("Test Citadel", ("Artifact",), (),
           "You may look at the top card of your library any time.\nYou may play lands and cast spells from the top of "
           "your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.")
PURSUIT = ("Test Pursuit", ("Enchantment",), (), "If you would draw a card, you may put a study counter on Test Pursuit "
                                                 "instead.")
BREACHER = ("Test Breacher", ("Creature",), (), "If an opponent would draw a card except the first one they draw in each "
                                                "of their draw steps, instead you create a Treasure token.")
SAGES = ("Test Sages", ("Creature",), (),
         "If you would draw a card, instead reveal the top three cards of your library. Put all creature cards revealed "
         "this way into your hand and the rest on the bottom of your library in any order.")


REFUSED = {
    "kinship, card type": mutated(CLANGER, "creature type", "card type"),
    "kinship, color": mutated(CLANGER, "a creature type", "a color"),
    "kinship, bottom": mutated(CLANGER, "the top card", "the bottom card"),
    "kinship, two cards": mutated(CLANGER, "the top card", "the top two cards"),
    "kinship, doesn't share": mutated(CLANGER, "If it shares", "If it doesn't share"),
    "kinship, exile": mutated(CLANGER, "may reveal it", "may exile it"),
    "kinship, target player's": mutated(CLANGER, "of your library", "of target player's library"),
    "hand, graveyard": mutated(PROBE, "hand", "graveyard"),
    "hand, library": mutated(PROBE, "hand", "library"),
    "hand, reveal": mutated(PROBE, "Look at", "Reveal"),
    "hand, each player's": mutated(PROBE, "target player's", "each player's"),
    "hand, twice": mutated(PROBE, "hand.", "hand twice."),
    "hand, your": mutated(PROBE, "target player's", "your"),
    "hand, a creature's": mutated(PROBE, "player's", "creature's"),
    "top card, two": mutated(SPY, "the top card", "the top two cards"),
    "top card, bottom": mutated(SPY, "top", "bottom"),
    "top card, graveyard": mutated(SPY, "library", "graveyard"),
    "top card, reveal": mutated(SPY, "Look at", "Reveal"),
    "top card, each player's": mutated(SPY, "target player's", "each player's"),
    "tutor, bottom": mutated(TUTOR, "on top of it", "on the bottom of it"),
    "tutor, hand": mutated(TUTOR, "on top of it", "into your hand"),
    "tutor, graveyard": mutated(TUTOR, "Search your library", "Search your graveyard"),
    "tutor, two": mutated(TUTOR, "an instant or sorcery card", "two instant or sorcery cards"),
    "tutor, exile": mutated(TUTOR, "and reveal", "and exile"),
    "tutor, target player's": mutated(TUTOR, "Search your", "Search target player's"),
    "tutor, shuffle your graveyard": mutated(TUTOR, "Shuffle your library", "Shuffle your graveyard"),
    "nth, bottom": mutated(STUTTER, "from the top", "from the bottom"),
    "nth, controller's": mutated(STUTTER, "its owner's", "its controller's"),
    "nth, graveyard": mutated(STUTTER, "library", "graveyard"),
    "nth, twentieth": mutated(STUTTER, "second", "twentieth"),
    "nth, creature card": mutated(STUTTER, "target creature", "target creature card"),
    "pay life, don't": mutated(SPOILS, "If you do", "If you don't"),
    "pay life, mana": mutated(SPOILS, "1 life", "1 mana"),
    "pay life, X": mutated(SPOILS, "1 life", "X life"),
    "pay life, they do": mutated(SPOILS, "If you do", "If they do"),
    "pay life, you do for they": mutated(GIX, "If they do", "If you do"),
    "pay life, owner": mutated(GIX, "its controller", "its owner"),
    "pay life, discard": mutated(GIX, "they draw", "they discard"),
    "distribute, four": mutated(ITERATION, "top three", "top four"),
    "distribute, top of your library": mutated(ITERATION, "on the bottom of your library", "on the top of your library"),
    "distribute, until your next turn": mutated(ITERATION, "this turn", "until your next turn"),
    "distribute, two of them": mutated(ITERATION, "Put one of them", "Put two of them"),
    "distribute, target player's": mutated(ITERATION, "of your library. Put", "of target player's library. Put"),
    "play from top, lands only": mutated(SIGHT, "play lands and cast spells", "play lands"),
    "play from top, spells only": mutated(SIGHT, "play lands and cast spells", "cast spells"),
    "play from top, graveyard": mutated(SIGHT, "top of your library.", "top of your graveyard."),
    "play from top, bottom": mutated(SIGHT, "from the top", "from the bottom"),
    "play from top, creature spells": mutated(SIGHT, "cast spells", "cast creature spells"),
    "play from top, target player's": mutated(SIGHT, "top of your library.", "top of target player's library."),
    "play from top, this turn": mutated(SIGHT, "your library.", "your library this turn."),
    "citadel, power": mutated(CITADEL, "its mana value", "its power"),
    "citadel, twice": mutated(CITADEL, "its mana value", "twice its mana value"),
    "replace draw, discard": mutated(PURSUIT, "would draw", "would discard"),
    "replace draw, two cards": mutated(PURSUIT, "draw a card", "draw two cards"),
    "replace draw, target creature": mutated(PURSUIT, "on Test Pursuit", "on target creature"),
    "replace draw, second": mutated(BREACHER, "the first one", "the second one"),
    "replace draw, upkeeps": mutated(BREACHER, "draw steps", "upkeeps"),
    "replace draw, they create": mutated(BREACHER, "instead you create", "instead they create"),
}


#: 201.5: a card refers to itself by its name; another card's name in its place isn't read.
REFUSED |= {f"{card[0]}, another name": mutated(card, card[0], card[0].replace("Test", "Other"))
            for card in (CLANGER, PURSUIT)}


@pytest.mark.parametrize("case", REFUSED.values(), ids=REFUSED.keys())
def test_library_and_hand_mutations_are_refused(case: tuple) -> None:
    """402.3, 401.7, 701.20e, 614.11: a zone, a number, a player or a verb these forms don't read
    refuses the card."""
    name, types, subtypes, original, changed = case
    assert_refused(name, original, changed, types, subtypes)


OTHER_TREES = {
    "kinship, +2/+2": (mutated(CLANGER, "+1/+1", "+2/+2"), {"0.effects.1.effect.power": (1, 2),
                                                            "0.effects.1.effect.toughness": (1, 2)}),
    "kinship, until your next turn": (mutated(CLANGER, "until end of turn", "until your next turn"),
                                      {"0.effects.1.effect.duration": ("end_of_turn", "your_next_turn")}),
    "kinship, end step": (mutated(CLANGER, "your upkeep", "your end step"), {"0.trigger.step": ("upkeep", "end")}),
    "kinship, each upkeep": (mutated(CLANGER, "your upkeep", "each upkeep"), {"0.trigger.whose": ("you", "any")}),
    "hand, opponent's": (mutated(PROBE, "player's", "opponent's"), {"0.targets.0.player": (None, "opponent")}),
    "top card, opponent's": (mutated(SPY, "player's", "opponent's"), {"0.targets.0.player": (None, "opponent")}),
    "top card, your library": (mutated(SPY, "target player's", "your"),
                               {"0.effects.0.who": ("TargetPlayer", "You"), "0.targets": (("TargetSpec",), ())}),
    "tutor, artifact or enchantment": (mutated(TUTOR, "an instant or sorcery", "an artifact or enchantment"),
                                       {"0.effects.0.filter.any_types.0": ("Instant", "Artifact"),
                                        "0.effects.0.filter.any_types.1": ("Sorcery", "Enchantment")}),
    "tutor, creature": (mutated(TUTOR, "an instant or sorcery", "a creature"),
                        {"0.effects.0.filter.types": ((), ("Creature",)),
                         "0.effects.0.filter.any_types": (("Instant", "Sorcery"), ())}),
    "tutor, noninstant": (mutated(TUTOR, "an instant or sorcery", "a noninstant"),
                          {"0.effects.0.filter.any_types": (("Instant", "Sorcery"), ()),
                           "0.effects.0.filter.not_types": ((), ("Instant",))}),
    "nth, third": (mutated(STUTTER, "second", "third"), {"0.effects.0.position": ("second", "third")}),
    "nth, artifact": (mutated(STUTTER, "target creature", "target artifact"),
                      {"0.targets.0.filter.types.0": ("Creature", "Artifact")}),
    "nth, an opponent controls": (mutated(STUTTER, "target creature", "target creature an opponent controls"),
                                  {"0.targets.0.filter.controller": (None, "opponent")}),
    "nth, nonland permanent": (mutated(STUTTER, "target creature", "target nonland permanent"),
                               {"0.targets.0.filter.types": (("Creature",), ()),
                                "0.targets.0.filter.not_types": ((), ("Land",))}),
    "pay life, 2 life": (mutated(SPOILS, "1 life", "2 life"), {"0.effects.0.amount": (1, 2)}),
    "pay life, two cards": (mutated(SPOILS, "draw a card", "draw two cards"), {"0.effects.1.effect.count": (1, 2)}),
    "pay life, gain": (mutated(SPOILS, "may pay", "may gain"), {"0.effects.0": ("MayPayLife", "Optional")}),
    "pay life, 3 life": (mutated(GIX, "1 life", "3 life"), {"0.effects.0.amount": (1, 3)}),
    "distribute, cast": (mutated(ITERATION, "may play", "may cast"), {"0.effects.1.cast_only": (False, True)}),
    "distribute, graveyard": (mutated(ITERATION, "on the bottom of your library", "into your graveyard"),
                              {"0.effects.0.destinations.1": ("bottom", "graveyard")}),
    "replace draw, charge counter": (mutated(PURSUIT, "study", "charge"),
                                     {"0.effect.effects.0.effect.kind": ("study", "charge")}),
    "replace draw, an opponent": (mutated(PURSUIT, "If you would", "If an opponent would"),
                                  {"0.effect.who": ("you", "opponent")}),
    "replace draw, not may": (mutated(PURSUIT, "you may put", "put"), {"0.effect.effects.0": ("Optional", "PutCounters")}),
    "replace draw, two counters": (mutated(PURSUIT, "a study counter", "two study counters"),
                                   {"0.effect.effects.0.effect.count": (1, 2)}),
    "replace draw, Food": (mutated(BREACHER, "Treasure", "Food"), {"0.effect.effects.0.token": ("Treasure", "Food")}),
    "replace draw, two tokens": (mutated(BREACHER, "a Treasure token", "two Treasure tokens"),
                                 {"0.effect.effects.0.count": (1, 2)}),
    "replace draw, a player": (mutated(BREACHER, "If an opponent", "If a player"), {"0.effect.who": ("opponent", "any")}),
    "replace draw, every draw": (mutated(BREACHER, " except the first one they draw in each of their draw steps", ""),
                                 {"0.effect.except_first": (True, False)}),
    "replace draw, four cards": (mutated(SAGES, "top three", "top four"), {"0.effect.effects.0.count": (3, 4)}),
    "replace draw, land cards": (mutated(SAGES, "all creature cards", "all land cards"),
                                 {"0.effect.effects.0.filter.types.0": ("Creature", "Land")}),
    "replace draw, the rest into your graveyard": (
        mutated(SAGES, "on the bottom of your library in any order", "into your graveyard"),
        {"0.effect.effects.0.rest": ("bottom", "graveyard")}),
}


@pytest.mark.parametrize(("case", "changes"), OTHER_TREES.values(), ids=OTHER_TREES.keys())
def test_library_and_hand_mutations_compile_to_another_tree(case: tuple, changes: dict) -> None:
    """Another amount, duration, step, player, card type, position or destination is another tree."""
    name, types, subtypes, original, changed = case
    assert other_tree(name, original, changed, types, subtypes) == changes


# ---------------------------------------------------------------------------- played as written

compiled_card("Test A Every Breacher", "If an opponent would draw a card, instead you create a Treasure token.",
              ("Creature",), "{0}", power="3", toughness="2")
compiled_card("Test A Dear Spoils", "Whenever a Warrior you control deals combat damage to a player, you may pay 2 life. "
              "If you do, draw a card.", ("Enchantment",), "{0}")
compiled_card("Test A Warrior", "", ("Creature",), "{0}", power="2", toughness="2", subtypes=("Warrior",))


def test_614_11_the_mutation_without_except_replaces_the_draw_step_draw_too() -> None:
    """614.11, 504.1: the mutation dropping "except the first one ... draw steps" plays as written:
    bob's draw step draw is replaced by a Treasure for alice."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep", "alice": {"battlefield": ["Test A Every Breacher"]},
                  "bob": {"library": ["Island"] * 5}})
    d.pass_until(lambda: d.game.state.step == "main1")
    state = d.game.state
    assert cards(d, "bob", "hand") == [] and len(cards(d, "bob", "library")) == 5
    assert len([o for o in state.battlefield if state.objects[o].token and state.objects[o].controller == 0]) == 1


def test_119_4_the_mutated_life_payment_pays_2_life() -> None:
    """119.4, 608.2c: the mutation "pay 2 life" plays as written: alice pays 2 and draws."""
    d = position({"alice": {"battlefield": ["Test A Dear Spoils", "Test A Warrior"], "library": ["Island", "Island"]},
                  "bob": {"library": ["Island"] * 3}, "step": "main1"})
    d.attack("alice", ["Test A Warrior"])
    d.queued[d.player("alice")] = ["yes"]
    d.pass_to_step("main2", d.player("alice"))
    assert life(d, "bob") == 18 and life(d, "alice") == 18 and cards(d, "alice", "hand") == ["Island"]
