"""Mutations (issue 16) of triggered abilities (603.2) and of clauses read inside them: "enters
the battlefield or attacks", "at the beginning of your precombat main phase" (505.1), "at end of
combat" (511.1), the next cleanup step's sacrifice (514.3), "when enchanted creature becomes the
target of a spell or ability" (603.2), "whenever a creature deals damage to you" (120.3),
"return the exiled card" (607.2a), "put a Goblin permanent card from your hand onto the
battlefield", "untap it and remove it from combat" (506.4) and "destroy that creature and ~"
(509.3).  One word changed compiles to another tree, or is refused quoting the phrase."""

from __future__ import annotations

import pytest
from mutations import assert_refused, mutated, other_tree
from support import battlefield, cards, compiled_card, life, position

from manastack.cards.oracle import compile_text

TITAN = ("Test Titan", ("Creature",), (), "Whenever Test Titan enters the battlefield or attacks, tap target permanent.")
ALTAR = ("Test Altar", ("Artifact",), (), "At the beginning of your precombat main phase, add {B} for each charge "
                                          "counter on Test Altar.")
END_OF_COMBAT = ("Test Combat End", ("Enchantment",), (), "At end of combat, each opponent loses 1 life.")
PARAPET = ("Test Parapet", ("Enchantment",), (),
           "You may cast Test Parapet as though it had flash. If you cast it any time a sorcery couldn't have been "
           "cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.")
POTION = ("Test Potion", ("Enchantment",), ("Aura",),
          "Enchant creature\nWhen enchanted creature becomes the target of a spell or ability, sacrifice Test Potion.")
DREAD = ("Test Dread", ("Enchantment",), (), "Whenever a creature deals damage to you, destroy it.")
RELIC = ("Test Relic", ("Creature",), (), "When Test Relic enters the battlefield, exile target creature.\n"
                                          "When Test Relic leaves the battlefield, return the exiled card to the "
                                          "battlefield under its owner's control.")
LACKEY = ("Test Lackey", ("Creature",), (), "Whenever Test Lackey deals damage to a player, you may put a Goblin "
                                            "permanent card from your hand onto the battlefield.")
RUNNER = ("Test Runner", ("Creature",), (), "Whenever Test Runner becomes blocked, you may untap it and remove it "
                                            "from combat.")
SENTRY = ("Test Sentry", ("Creature",), (), "When Test Sentry blocks a creature, destroy that creature and Test Sentry.")


REFUSED = {
    "enters or attacks, another event": mutated(TITAN, "attacks", "blocks"),
    "enters or attacks, leaves": mutated(TITAN, "enters", "leaves"),
    "enters or attacks, and": mutated(TITAN, " or ", " and "),
    "enters or attacks, another zone": mutated(TITAN, "the battlefield", "the graveyard"),
    "enters or attacks, alone": mutated(TITAN, "attacks,", "attacks alone,"),
    "enters or attacks, another creature": mutated(TITAN, "Whenever Test Titan", "Whenever another creature"),
    "enters or attacks, when": mutated(TITAN, "Whenever", "When"),
    "precombat main, postcombat": mutated(ALTAR, "precombat", "postcombat"),
    "precombat main, another phase": mutated(ALTAR, "main phase", "combat phase"),
    "end of combat, end of turn": mutated(END_OF_COMBAT, "combat", "turn"),
    "end of combat, beginning": mutated(END_OF_COMBAT, "end", "beginning"),
    "end of combat, your combat": mutated(END_OF_COMBAT, "of combat", "of your combat"),
    "end of combat, the end": mutated(END_OF_COMBAT, "At end", "At the end"),
    "cleanup, the next end step": mutated(PARAPET, "cleanup step", "end step"),
    "cleanup, the next upkeep": mutated(PARAPET, "cleanup step", "upkeep"),
    "cleanup, your next": mutated(PARAPET, "the next cleanup", "your next cleanup"),
    "cleanup, exiles it": mutated(PARAPET, "sacrifices it", "exiles it"),
    "cleanup, an instant": mutated(PARAPET, "a sorcery", "an instant"),
    "cleanup, could have": mutated(PARAPET, "couldn't", "could"),
    "cleanup, haste": mutated(PARAPET, "had flash", "had haste"),
    "targeted, a spell": mutated(POTION, "a spell or ability", "a spell"),
    "targeted, an ability": mutated(POTION, "a spell or ability", "an ability"),
    "targeted, an opponent controls": mutated(POTION, "or ability,", "or ability an opponent controls,"),
    "targeted, becomes blocked": mutated(POTION, "becomes the target of a spell or ability", "becomes blocked"),
    "targeted, equipped": mutated(POTION, "When enchanted", "When equipped"),
    "targeted, enchanted land": mutated(POTION, "When enchanted creature", "When enchanted land"),
    "targeted, sacrifice enchanted creature": mutated(POTION, "sacrifice Test Potion", "sacrifice enchanted creature"),
    "damage to you, a number": mutated(DREAD, "deals damage", "deals 2 damage"),
    "return the exiled, your control": mutated(RELIC, "its owner's control", "your control"),
    "return the exiled, its owner's hand": mutated(RELIC, "to the battlefield under its owner's control",
                                                    "to its owner's hand"),
    "return the exiled, tapped": mutated(RELIC, "battlefield under", "battlefield tapped under"),
    "return the exiled, revealed": mutated(RELIC, "the exiled card", "the revealed card"),
    "return the exiled, controller's": mutated(RELIC, "its owner's control", "its controller's control"),
    "return the exiled, becomes tapped": mutated(RELIC, "leaves the battlefield", "becomes tapped"),
    "return the exiled, their owners'": mutated(RELIC, "its owner's control", "their owners' control"),
    "return the exiled, cards": mutated(RELIC, "the exiled card", "the exiled cards"),
    "goblin from hand, graveyard": mutated(LACKEY, "from your hand", "from your graveyard"),
    "goblin from hand, tapped": mutated(LACKEY, "battlefield.", "battlefield tapped."),
    "goblin from hand, two": mutated(LACKEY, "a Goblin permanent card", "two Goblin permanent cards"),
    "goblin from hand, into your graveyard": mutated(LACKEY, "onto the battlefield", "into your graveyard"),
    "goblin from hand, spell card": mutated(LACKEY, "permanent card", "spell card"),
    "remove from combat, the game": mutated(RUNNER, "from combat", "from the game"),
    "remove from combat, exile": mutated(RUNNER, "remove it", "exile it"),
    "remove from combat, them": mutated(RUNNER, "remove it", "remove them"),
    "destroy both, exile": mutated(SENTRY, "destroy that", "exile that"),
    "destroy both, plural": mutated(SENTRY, "and Test Sentry.", "and Test Sentries."),
    "destroy both, becomes blocked by": mutated(SENTRY, "blocks a creature", "becomes blocked by a creature"),
    "destroy both, another": mutated(SENTRY, "and Test Sentry", "and another Test Sentry"),
    "destroy both, that player": mutated(SENTRY, "that creature", "that player"),
    "destroy both, or": mutated(SENTRY, "creature and", "creature or"),
}


#: 201.5: a card refers to itself by its name; another card's name in its place isn't read.
REFUSED |= {f"{card[0]}, another name": mutated(card, card[0], card[0].replace("Test", "Other"))
            for card in (TITAN, ALTAR, PARAPET, POTION, RELIC, LACKEY, RUNNER, SENTRY)}


@pytest.mark.parametrize("case", REFUSED.values(), ids=REFUSED.keys())
def test_trigger_mutations_are_refused(case: tuple) -> None:
    """603.2: a trigger event, a step or a clause the compiler can't read refuses the card,
    quoting the line."""
    name, types, subtypes, original, changed = case
    assert_refused(name, original, changed, types, subtypes)


OTHER_TREES = {
    "precombat main, each": (mutated(ALTAR, "your precombat", "each precombat"), {"0.trigger.whose": ("you", "any")}),
    "precombat main, upkeep": (mutated(ALTAR, "precombat main phase", "upkeep"), {"0.trigger.step": ("main1", "upkeep")}),
    "precombat main, red": (mutated(ALTAR, "{B}", "{R}"), {"0.effects.0.mana": ("{B}", "{R}")}),
    "precombat main, time counter": (mutated(ALTAR, "charge", "time"), {"0.effects.0.count.kind": ("charge", "time")}),
    "end of combat, 2 life": (mutated(END_OF_COMBAT, "1 life", "2 life"), {"0.effects.0.amount": (1, 2)}),
    "targeted, destroy": (mutated(POTION, "sacrifice Test Potion", "destroy Test Potion"),
                          {"1.effects.0": ("Sacrifice", "Destroy")}),
    "targeted, exile that creature": (mutated(POTION, "sacrifice Test Potion", "exile that creature"),
                                      {"1.effects.0": ("Sacrifice", "Exile")}),
    "damage to you, an opponent": (mutated(DREAD, "to you", "to an opponent"),
                                   {"0.trigger.event": ("damage_to_you", "damage_to_opponent")}),
    "damage to you, combat damage": (mutated(DREAD, "deals damage", "deals combat damage"),
                                     {"0.trigger.event": ("damage_to_you", "combat_damage_to_you")}),
    "damage to you, a Human": (mutated(DREAD, "a creature", "a Human"), {"0.trigger.subject.subtypes": ((), ("Human",))}),
    "damage to you, an artifact": (mutated(DREAD, "a creature", "an artifact"),
                                   {"0.trigger.subject.types.0": ("Creature", "Artifact")}),
    "damage to you, you control": (mutated(DREAD, "a creature deals", "a creature you control deals"),
                                   {"0.trigger.subject.controller": (None, "you")}),
    "damage to you, exile it": (mutated(DREAD, "destroy it", "exile it"), {"0.effects.0": ("Destroy", "Exile")}),
    "return the exiled, dies": (mutated(RELIC, "When Test Relic leaves the battlefield", "When Test Relic dies"),
                                {"1.trigger.event": ("leaves", "dies")}),
    "goblin from hand, Faerie": (mutated(LACKEY, "Goblin", "Faerie"),
                                 {"0.effects.0.filter.subtypes.0": ("Goblin", "Faerie")}),
    "goblin from hand, creature card": (mutated(LACKEY, "permanent card", "creature card"),
                                        {"0.effects.0.filter.types": ((), ("Creature",)),
                                         "0.effects.0.filter.not_types": (("Instant", "Sorcery"), ())}),
    "goblin from hand, not may": (mutated(LACKEY, "you may put", "put"), {"0.optional": (True, False)}),
    "remove from combat, tap": (mutated(RUNNER, "untap it", "tap it"), {"0.effects.0": ("Untap", "Tap")}),
    "remove from combat, blocks": (mutated(RUNNER, "becomes blocked", "blocks"),
                                   {"0.trigger.event": ("becomes_blocked", "blocks")}),
    "remove from combat, attacks": (mutated(RUNNER, "becomes blocked", "attacks"),
                                    {"0.trigger.event": ("becomes_blocked", "attacks")}),
    "remove from combat, not may": (mutated(RUNNER, "you may untap", "untap"), {"0.optional": (True, False)}),
}


@pytest.mark.parametrize(("case", "changes"), OTHER_TREES.values(), ids=OTHER_TREES.keys())
def test_trigger_mutations_compile_to_another_tree(case: tuple, changes: dict) -> None:
    """603.2: another step, player, event, subject or effect is another triggered ability."""
    name, types, subtypes, original, changed = case
    assert other_tree(name, original, changed, types, subtypes) == changes


def test_destroy_both_mutation_a_goblin_is_a_blocks_trigger_with_a_subject() -> None:
    """509.3b: "blocks a Goblin" is the same trigger restricted to a Goblin attacker."""
    name, types, _, original, changed = mutated(SENTRY, "blocks a creature", "blocks a Goblin")
    assert other_tree(name, original, changed, types) == {"0.trigger.subject": (None, "Filter")}
    (ability,) = compile_text(name, changed, types)
    assert ability.trigger.subject.subtypes == ("Goblin",)


# ---------------------------------------------------------------------------- played as written

compiled_card("Test A Dying Keeper", "When Test A Dying Keeper enters the battlefield, exile target creature an "
              "opponent controls.\nWhen Test A Dying Keeper dies, return the exiled card to the battlefield under its "
              "owner's control.", ("Creature",), "{0}", power="1", toughness="1")
compiled_card("Test A Keeper", "When Test A Keeper enters the battlefield, exile target creature an opponent controls."
              "\nWhen Test A Keeper leaves the battlefield, return the exiled card to the battlefield under its owner's "
              "control.", ("Creature",), "{0}", power="1", toughness="1")
compiled_card("Test A Bounce", "Return target creature to its owner's hand.", ("Instant",), "{0}")
compiled_card("Test A Kill", "Destroy target creature.", ("Instant",), "{0}")


@pytest.mark.parametrize(("keeper", "returned"), [("Test A Keeper", True), ("Test A Dying Keeper", False)])
def test_607_2a_the_dies_mutation_doesnt_return_the_card_when_it_leaves_otherwise(keeper: str, returned: bool) -> None:
    """603.6c, 700.4: the mutation "When ~ dies" plays as written: bounced to its owner's hand, the
    keeper didn't die, and the exiled card stays exiled; "leaves the battlefield" returns it."""
    d = position({"alice": {"hand": [keeper]}, "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Test A Bounce"]}})
    d.act("alice", "casts", keeper)
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    d.act("bob", "casts", "Test A Bounce", targets=[keeper])
    d.resolve(None)
    assert cards(d, "alice", "hand") == [keeper]
    assert ("Grizzly Bears" in battlefield(d, "bob")) == returned
    assert cards(d, "bob", "exile") == ([] if returned else ["Grizzly Bears"])


def test_the_mutated_dies_trigger_returns_the_card_when_it_dies() -> None:
    """The mutation's own event: destroyed, Test A Dying Keeper died, and the card returns."""
    d = position({"alice": {"hand": ["Test A Dying Keeper"]},
                  "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Test A Kill"]}})
    d.act("alice", "casts", "Test A Dying Keeper")
    d.resolve(None)
    d.act("bob", "casts", "Test A Kill", targets=["Test A Dying Keeper"])
    d.resolve(None)
    assert "Grizzly Bears" in battlefield(d, "bob") and cards(d, "bob", "exile") == []


compiled_card("Test A Skittish Runner", "Whenever Test A Skittish Runner attacks, you may untap it and remove it from "
              "combat.", ("Creature",), "{0}", power="2", toughness="2")
compiled_card("Test A Tapping Runner", "Whenever Test A Tapping Runner becomes blocked, you may tap it and remove it "
              "from combat.", ("Creature",), "{0}", power="2", toughness="2")


def test_506_4_the_attacks_mutation_leaves_combat_as_it_attacks() -> None:
    """506.4: the mutation "Whenever ~ attacks" plays as written: unblocked, it still leaves combat
    as it attacks, untapped, and deals no combat damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test A Skittish Runner"]},
                  "bob": {"library": ["Plains"] * 3}})
    d.attack("alice", ["Test A Skittish Runner"], choices=["yes"])
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 20 and not d.game.state.objects[d.object("Test A Skittish Runner")].tapped


def test_506_4_the_tap_mutation_leaves_combat_tapped() -> None:
    """506.4: the mutation "tap it" plays as written: blocked, it leaves combat (no damage either
    way) and stays tapped."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test A Tapping Runner"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Test A Tapping Runner"], choices=["yes"])
    d.block("bob", {"Grizzly Bears": "Test A Tapping Runner"})
    d.pass_until(lambda: d.game.state.step == "main2")
    runner, bears = d.object("Test A Tapping Runner"), d.object("Grizzly Bears")
    assert d.game.state.objects[runner].tapped
    assert d.game.state.objects[runner].damage == 0 and d.game.state.objects[bears].damage == 0


compiled_card("Test A Each Altar", "At the beginning of each precombat main phase, add {B} for each charge counter on "
              "Test A Each Altar.", ("Artifact",), "{0}")
compiled_card("Test A Your Altar", "At the beginning of your precombat main phase, add {B} for each charge counter on "
              "Test A Your Altar.", ("Artifact",), "{0}")


@pytest.mark.parametrize(("altar", "mana"), [("Test A Each Altar", 2), ("Test A Your Altar", 0)])
def test_505_1_the_each_mutation_triggers_in_the_opponents_main_phase_too(altar: str, mana: int) -> None:
    """505.1, 603.2b: the mutation "each precombat main phase" plays as written: it triggers in
    bob's precombat main phase and adds {B}{B} (two charge counters) to alice's pool; "your
    precombat main phase" doesn't."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep",
                  "alice": {"battlefield": [{"card": altar, "counters": {"charge": 2}}]},
                  "bob": {"library": ["Plains"] * 3}})
    d.pass_until(lambda: d.game.state.step == "main1" and not d.game.state.stack and d.game.decision.player == 0)
    assert d.game.state.players[0].mana_pool.get("B", 0) == mana
