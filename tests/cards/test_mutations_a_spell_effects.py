"""Mutations (issue 16) of effects and statics read from spells and permanents: "destroy all ...;
you gain N life for each permanent destroyed this way" (701.8), additional phases (500.8), "+X/+X
where X is its power" (608.2h), "choose a creature type other than Wall; target creature becomes
that type" (613.1d), "flip ~" (710), a bare "Target permanent." (601.2c), "an opponent gains
control of ~" (Rainbow Vale, Wishclaw Talisman: 108.4), token doubling (614.1a), Serum Powder
(103.5), companion (702.139a), "you may cast ~ from your graveyard" (601.3), Wish and Your Wish
Is My Command (400.11b), Yorion's return at the next end step (610.3c), Uro's land from the hand,
and Maddening Hex's attachment (303.4).  One word changed compiles to another tree that plays as
written, or is refused quoting the phrase."""

from __future__ import annotations

import pytest
from mutations import assert_refused, mutated, other_tree
from support import cast, compiled_card, life, position

GUST = ("Test Gust", ("Instant",), (), "Destroy all artifacts and enchantments. You gain 2 life for each permanent "
                                      "destroyed this way.")
ASSAULT = ("Test Assault", ("Sorcery",), (), "Untap all creatures that attacked this turn. After this main phase, there "
                                             "is an additional combat phase followed by an additional main phase.")
COLOSSUS = ("Test Colossus", ("Creature",), (), "{2}{G}{G}: Test Colossus gets +X/+X until end of turn, where X is its "
                                                "power.")
MUTANT = ("Test Mutant", ("Creature",), (), "{1}{U}: Choose a creature type other than Wall. Target creature becomes "
                                            "that type until end of turn.")
APPRENTICE = ("Test Apprentice", ("Creature",), (), "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, "
                                                    "flip Test Apprentice.")
INDICATE = ("Test Indicate", ("Sorcery",), (), "Target permanent.")
VALE = ("Test Vale", ("Land",), (), "{T}: Add one mana of any color. An opponent gains control of Test Vale at the "
                                    "beginning of the next end step.")
TALISMAN = ("Test Talisman", ("Artifact",), (), "{1}, {T}: Search your library for a card, put it into your hand, then "
                                                "shuffle. An opponent gains control of Test Talisman. Activate only "
                                                "during your turn.")
PROCESSION = ("Test Procession", ("Enchantment",), (), "If an effect would create one or more tokens under your "
                                                       "control, it creates twice that many of those tokens instead.")
POWDER = ("Test Powder", ("Artifact",), (), "Any time you could mulligan and Test Powder is in your hand, you may exile "
                                            "all the cards from your hand, then draw that many cards.")
REMINDER = "(If this card is your chosen companion, you may put it into your hand from outside the game for {3} as a sorcery.)"
COMPANION = ("Test Companion", ("Creature",), (), "Companion — Your starting deck contains only cards with mana value 3 "
                                                  f"or greater and land cards. {REMINDER}")
HOGAAK = ("Test Hogaak", ("Creature",), (), "You may cast Test Hogaak from your graveyard.")
WISH = ("Test Wish", ("Sorcery",), (), "You may play a card you own from outside the game this turn.")
COMMAND = ("Test Command", ("Sorcery",), (), "You may cast an instant or sorcery spell from your sideboard. If you cast "
                                            "a modal spell this way, you may choose an additional mode.")
NOMAD = ("Test Nomad", ("Creature",), (), "When Test Nomad enters, exile any number of other nonland permanents you own "
                                          "and control. Return those cards to the battlefield at the beginning of the "
                                          "next end step.")
URO = ("Test Uro", ("Creature",), (), "Whenever Test Uro enters or attacks, you gain 3 life and draw a card, then you may "
                                      "put a land card from your hand onto the battlefield.")
HEX = ("Test Hex", ("Enchantment",), ("Aura", "Curse"),
       "Enchant player\nWhenever enchanted player casts a noncreature spell, roll a d6. Test Hex deals damage to that "
       "player equal to the result. Then attach Test Hex to another one of your opponents chosen at random.")


REFUSED = {
    "destroyed this way, exiled": mutated(GUST, "permanent destroyed", "permanent exiled"),
    "destroyed this way, sacrificed": mutated(GUST, "permanent destroyed", "permanent sacrificed"),
    "destroyed this way, your opponents control": mutated(GUST, "enchantments.", "enchantments your opponents control."),
    "additional phases, two": mutated(ASSAULT, "there is an additional combat phase",
                                       "there are two additional combat phases"),
    "additional phases, after combat": mutated(ASSAULT, "After this main phase", "After this combat phase"),
    "additional phases, end phase": mutated(ASSAULT, "additional main phase", "additional end phase"),
    "additional phases, beginning phase": mutated(ASSAULT, "additional combat phase", "additional beginning phase"),
    "additional phases, before": mutated(ASSAULT, "After this", "Before this"),
    "x is its power, until your next turn": mutated(COLOSSUS, "until end of turn", "until your next turn"),
    "x is its power, twice": mutated(COLOSSUS, "X is its power", "X is twice its power"),
    "chosen type, until your next turn": mutated(MUTANT, "until end of turn", "until your next turn"),
    "chosen type, no duration": mutated(MUTANT, " until end of turn", ""),
    "chosen type, land type": mutated(MUTANT, "a creature type", "a land type"),
    "chosen type, color": mutated(MUTANT, "that type", "that color"),
    "chosen type, each creature": mutated(MUTANT, "Target creature", "Each creature"),
    "flip, fewer": mutated(APPRENTICE, "or more", "or fewer"),
    "flip, graveyard": mutated(APPRENTICE, "in hand", "in your graveyard"),
    "flip, target creature": mutated(APPRENTICE, "flip Test Apprentice", "flip target creature"),
    "flip, an opponent": mutated(APPRENTICE, "If you have", "If an opponent has"),
    "bare target, player": mutated(INDICATE, "permanent", "player"),
    "bare target, two": mutated(INDICATE, "Target permanent", "Two target permanents"),
    "bare target, plural": mutated(INDICATE, "permanent", "permanents"),
    "bare target, each": mutated(INDICATE, "Target", "Each"),
    "opponent gains control, upkeep": mutated(VALE, "next end step", "next upkeep"),
    "opponent gains control, target opponent": mutated(VALE, "An opponent", "Target opponent"),
    "opponent gains control, your next": mutated(VALE, "the next end step", "your next end step"),
    "opponent gains control, target land": mutated(VALE, "of Test Vale", "of target land"),
    "opponent gains control, you": mutated(VALE, "An opponent gains", "You gain"),
    "opponent gains control, each": mutated(VALE, "An opponent", "Each opponent"),
    "opponent gains control, target artifact": mutated(TALISMAN, "of Test Talisman", "of target artifact"),
    "opponent gains control, until end of turn": mutated(TALISMAN, "of Test Talisman.",
                                                          "of Test Talisman until end of turn."),
    "tokens, an opponent's control": mutated(PROCESSION, "under your control", "under an opponent's control"),
    "tokens, three times": mutated(PROCESSION, "twice", "three times"),
    "tokens, creature tokens": mutated(PROCESSION, "more tokens", "more creature tokens"),
    "tokens, no instead": mutated(PROCESSION, " instead", ""),
    "tokens, two or more": mutated(PROCESSION, "one or more", "two or more"),
    "powder, plus one": mutated(POWDER, "that many cards", "that many cards plus one"),
    "powder, discard": mutated(POWDER, "exile all", "discard all"),
    "powder, graveyard": mutated(POWDER, "in your hand", "in your graveyard"),
    "powder, seven": mutated(POWDER, "that many cards", "seven cards"),
    "powder, scry": mutated(POWDER, "could mulligan", "could scry"),
    "powder, battlefield": mutated(POWDER, "is in your hand", "is on the battlefield"),
    "companion, or less": mutated(COMPANION, "or greater", "or less"),
    "companion, artifact cards": mutated(COMPANION, "land cards", "artifact cards"),
    "companion, power": mutated(COMPANION, "mana value", "power"),
    "cast from graveyard, exile": mutated(HOGAAK, "from your graveyard", "from exile"),
    "cast from graveyard, library": mutated(HOGAAK, "graveyard", "library"),
    "cast from graveyard, hand": mutated(HOGAAK, "graveyard", "hand"),
    "cast from graveyard, play": mutated(HOGAAK, "cast", "play"),
    "cast from graveyard, an opponent's": mutated(HOGAAK, "your graveyard", "an opponent's graveyard"),
    "cast from graveyard, this turn": mutated(HOGAAK, "graveyard.", "graveyard this turn."),
    "play from outside, cast": mutated(WISH, "play", "cast"),
    "play from outside, graveyard": mutated(WISH, "outside the game", "your graveyard"),
    "play from outside, two": mutated(WISH, "a card", "two cards"),
    "play from outside, don't own": mutated(WISH, "you own", "you don't own"),
    "play from outside, creature card": mutated(WISH, "a card", "a creature card"),
    "play from outside, until your next turn": mutated(WISH, "this turn", "until your next turn"),
    "play from outside, no duration": mutated(WISH, " this turn", ""),
    "additional mode, graveyard": mutated(COMMAND, "your sideboard", "your graveyard"),
    "additional mode, two": mutated(COMMAND, "an additional mode", "two additional modes"),
    "additional mode, target": mutated(COMMAND, "additional mode", "additional target"),
    "additional mode, kicked": mutated(COMMAND, "a modal spell", "a kicked spell"),
    "additional mode, not may": mutated(COMMAND, "this way, you may choose", "this way, choose"),
    "return at end step, up to two": mutated(NOMAD, "any number of", "up to two"),
    "return at end step, you control": mutated(NOMAD, "you own and control", "you control"),
    "return at end step, an opponent controls": mutated(NOMAD, "you own and control", "an opponent controls"),
    "return at end step, upkeep": mutated(NOMAD, "next end step", "next upkeep"),
    "return at end step, hands": mutated(NOMAD, "to the battlefield", "to their owners' hands"),
    "return at end step, your next": mutated(NOMAD, "the next end step", "your next end step"),
    "land from hand, graveyard": mutated(URO, "from your hand", "from your graveyard"),
    "land from hand, two": mutated(URO, "a land card", "two land cards"),
    "land from hand, into your graveyard": mutated(URO, "onto the battlefield", "into your graveyard"),
    "another opponent, of your choice": mutated(HEX, "chosen at random", "of your choice"),
    "another opponent, one of": mutated(HEX, "another one of", "one of"),
    "another opponent, teammates": mutated(HEX, "opponents", "teammates"),
    "another opponent, another player": mutated(HEX, "another one of your opponents", "another player"),
    "another opponent, target Aura": mutated(HEX, "attach Test Hex", "attach target Aura"),
    "another opponent, not at random": mutated(HEX, " chosen at random", ""),
}


#: 201.5: a card refers to itself by its name; another card's name in its place isn't read.
REFUSED |= {f"{card[0]}, another name": mutated(card, card[0], card[0].replace("Test", "Other"))
            for card in (COLOSSUS, APPRENTICE, VALE, TALISMAN, POWDER, HOGAAK, NOMAD, URO, HEX)}


@pytest.mark.parametrize("case", REFUSED.values(), ids=REFUSED.keys())
def test_effect_mutations_are_refused(case: tuple) -> None:
    """A zone, number, player, duration or verb these forms don't read refuses the card."""
    name, types, subtypes, original, changed = case
    assert_refused(name, original, changed, types, subtypes)


OTHER_TREES = {
    "destroyed this way, creatures": (mutated(GUST, "artifacts and enchantments", "artifacts and creatures"),
                                      {"0.effects.0.filter.any_types.1": ("Enchantment", "Creature")}),
    "destroyed this way, 3 life": (mutated(GUST, "gain 2 life", "gain 3 life"), {"0.effects.1.amount.factor": (2, 3)}),
    "destroyed this way, lose": (mutated(GUST, "You gain", "You lose"), {"0.effects.1": ("GainLife", "LoseLife")}),
    "destroyed this way, each artifact": (mutated(GUST, "each permanent", "each artifact"),
                                          {"0.effects.1.amount.value.types": ((), ("Artifact",))}),
    "destroyed this way, each opponent": (mutated(GUST, "You gain", "Each opponent gains"),
                                          {"0.effects.1.who": ("You", "EachOpponent")}),
    "additional phases, combat only": (mutated(ASSAULT, " followed by an additional main phase", ""),
                                       {"0.effects.1.phases": (("combat", "main2"), ("combat",))}),
    "x is its power, +X/+0": (mutated(COLOSSUS, "+X/+X", "+X/+0"), {"0.effects.0.toughness": ("PowerOf", 0)}),
    "x is its power, toughness": (mutated(COLOSSUS, "its power", "its toughness"),
                                  {"0.effects.0.power": ("PowerOf", "ToughnessOf"),
                                   "0.effects.0.toughness": ("PowerOf", "ToughnessOf")}),
    "x is its power, -X/-X": (mutated(COLOSSUS, "+X/+X", "-X/-X"), {"0.effects.0.power": ("PowerOf", "Times"),
                                                                      "0.effects.0.toughness": ("PowerOf", "Times")}),
    "x is its power, mana value": (mutated(COLOSSUS, "its power", "its mana value"),
                                   {"0.effects.0.power": ("PowerOf", "ManaValueOf"),
                                    "0.effects.0.toughness": ("PowerOf", "ManaValueOf")}),
    "chosen type, Goblin": (mutated(MUTANT, "Wall", "Goblin"), {"0.effects.0.excluded.0": ("Wall", "Goblin")}),
    "chosen type, any type": (mutated(MUTANT, " other than Wall", ""), {"0.effects.0.excluded": (("Wall",), ())}),
    "chosen type, artifact": (mutated(MUTANT, "Target creature", "Target artifact"),
                              {"0.targets.0.filter.types.0": ("Creature", "Artifact")}),
    "chosen type, an opponent controls": (mutated(MUTANT, "Target creature", "Target creature an opponent controls"),
                                          {"0.targets.0.filter.controller": (None, "opponent")}),
    "flip, seven": (mutated(APPRENTICE, "nine", "seven"), {"0.effects.1.condition.amount": (9, 7)}),
    "flip, transform": (mutated(APPRENTICE, "flip Test", "transform Test"), {"0.effects.1.effect": ("Flip", "Transform")}),
    "flip, lands": (mutated(APPRENTICE, "you have nine or more cards in hand", "you control nine or more lands"),
                    {"0.effects.1.condition": ("AtLeast", "YouControl")}),
    "bare target, creature": (mutated(INDICATE, "permanent", "creature"), {"0.targets.0.filter.types": ((), ("Creature",))}),
    "bare target, spell": (mutated(INDICATE, "permanent", "spell"), {"0.targets.0.kind": ("permanent", "spell")}),
    "opponent gains control, now": (mutated(VALE, " at the beginning of the next end step", ""),
                                    {"0.effects.1": ("CreateDelayedTrigger", "OpponentGainsControl")}),
    "companion, mana value 2": (mutated(COMPANION, "mana value 3", "mana value 2"),
                                {"0.effect.condition.minimum": (3, 2)}),
    "companion, deck size": (mutated(COMPANION, "only cards with mana value 3 or greater and land cards",
                                      "at least twenty cards more than the minimum deck size"),
                             {"0.effect.condition": ("StartingDeckManaValues", "StartingDeckSize")}),
    "additional mode, creature spell": (mutated(COMMAND, "an instant or sorcery spell", "a creature spell"),
                                        {"0.effects.0.filter.types": ((), ("Creature",)),
                                         "0.effects.0.filter.any_types": (("Instant", "Sorcery"), ())}),
    "additional mode, none": (mutated(COMMAND, " If you cast a modal spell this way, you may choose an additional mode.",
                                       ""), {"0.effects.0.additional_mode": (True, False)}),
    "return at end step, creatures": (mutated(NOMAD, "nonland permanents", "creatures"),
                                      {"0.effects.0.filter.types": ((), ("Creature",)),
                                       "0.effects.0.filter.not_types": (("Land",), ())}),
    "return at end step, not other": (mutated(NOMAD, "other nonland", "nonland"), {"0.effects.0.filter.other": (True, False)}),
    "return at end step, nonartifact": (mutated(NOMAD, "nonland", "nonartifact"),
                                        {"0.effects.0.filter.not_types.0": ("Land", "Artifact")}),
    "return at end step, dies": (mutated(NOMAD, "enters", "dies"), {"0.trigger.event": ("enters", "dies")}),
    "land from hand, creature": (mutated(URO, "a land card", "a creature card"),
                                 {"0.effects.2.filter.types.0": ("Land", "Creature")}),
    "land from hand, tapped": (mutated(URO, "battlefield.", "battlefield tapped."), {"0.effects.2.tapped": (False, True)}),
    "land from hand, not may": (mutated(URO, "then you may put", "then put"), {"0.effects.2.optional": (True, False)}),
    "land from hand, basic": (mutated(URO, "a land card", "a basic land card"), {"0.effects.2.filter.basic": (False, True)}),
}


@pytest.mark.parametrize(("case", "changes"), OTHER_TREES.values(), ids=OTHER_TREES.keys())
def test_effect_mutations_compile_to_another_tree(case: tuple, changes: dict) -> None:
    """Another amount, card type, player, event, condition or value is another tree."""
    name, types, subtypes, original, changed = case
    assert other_tree(name, original, changed, types, subtypes) == changes


# ---------------------------------------------------------------------------- played as written

compiled_card("Test A Gust", "Destroy all artifacts and enchantments. You gain 3 life for each permanent destroyed "
              "this way.", ("Instant",), "{0}")
compiled_card("Test A Trinket", "", ("Artifact",), "{1}")
compiled_card("Test A Charm", "", ("Enchantment",), "{1}")
compiled_card("Test A Wall", "{0}: Test A Wall gets +X/+X until end of turn, where X is its toughness.", ("Creature",),
              "{1}", power="0", toughness="4")


def test_701_8_the_mutated_count_gains_3_life_for_each_permanent_destroyed() -> None:
    """701.8: the mutation "gain 3 life" plays as written: two permanents destroyed, 6 life."""
    d = position({"alice": {"hand": ["Test A Gust"]},
                  "bob": {"battlefield": ["Test A Trinket", "Test A Charm", "Grizzly Bears"]}})
    cast(d, "alice", "Test A Gust")
    assert life(d, "alice") == 26


def test_608_2h_the_toughness_mutation_counts_toughness() -> None:
    """608.2h: the mutation "X is its toughness" plays as written: the 0/4 wall gets +4/+4."""
    d = position({"alice": {"battlefield": ["Test A Wall"]}})
    d.act("alice", "activates", "Test A Wall")
    d.resolve(None)
    chars = d.game.chars(d.object("Test A Wall"))
    assert (chars.power, chars.toughness) == (4, 8)


compiled_card("Test A Combat Assault", "Untap all creatures that attacked this turn. After this main phase, there is an "
              "additional combat phase.", ("Sorcery",), "{0}")


def test_500_8_the_mutation_without_the_main_phase_adds_a_combat_phase_only() -> None:
    """500.8: the mutation dropping "followed by an additional main phase" plays as written: cast
    in the postcombat main phase, one more combat phase follows, then the ending phase."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "hand": ["Test A Combat Assault"],
                            "library": ["Plains"] * 4}, "bob": {"library": ["Plains"] * 4}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_to_step("main2", d.player("alice"))
    cast(d, "alice", "Test A Combat Assault")
    d.attack("alice", ["Grizzly Bears"])
    d.pass_to_step("upkeep", d.player("bob"))
    assert life(d, "bob") == 16
    begun = [e.get("phase", "next turn") for e in d.game.log if e["type"] in ("phase_begin", "turn_begin")]
    assert begun == ["combat", "main2", "combat", "ending", "next turn"]
