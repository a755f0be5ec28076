"""Mutations of the line forms, clauses and sentence readers the audit (scripts/production_audit.py)
found held by many supported corpus cards and exercised by no mutation test, each written as a
corpus card words it: one word changed compiles to another tree whose changed node is the one the
word names (the engine plays that node as its own behaviour tests show), or is refused."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

NAME = "Test Subject"
AURA = ("Enchantment",)


def _compiled(text: str, types: tuple) -> tuple:
    return compile_text(NAME, text, types, subtypes=("Aura",) if text.startswith("Enchant ") else ())


def _at(node: object, path: str) -> object:
    """The node at a dotted path of attribute names and tuple indexes: "0.trigger.subject"."""
    for part in path.split("."):
        node = node[int(part)] if part.isdigit() else getattr(node, part)
    return node


_CREATURE = dsl.Filter(types=("Creature",))


@pytest.mark.parametrize(("original", "mutated", "types", "path", "before", "after"), [
    # 602.5b: "Activate only ..." riders
    ("{T}: Draw a card. Activate only during combat.", "{T}: Draw a card. Activate only during your upkeep.",
     ("Artifact",), "0.only_during", "combat", "upkeep"),
    ("{T}: Draw a card. Activate only once each turn.", "{T}: Draw a card. Activate no more than twice each turn.",
     ("Artifact",), "0.times_each_turn", 0, 2),
    # 602.2: any player may activate it, at sorcery speed or not
    ("{4}: Return target creature card from a graveyard to its owner's hand. Any player may activate this ability but "
     "only any time they could cast a sorcery.",
     "{4}: Return target creature card from a graveyard to its owner's hand. Any player may activate this ability.",
     ("Artifact",), "0.sorcery_speed", True, False),
    # 118.3: costs that exile from a graveyard or discard a kind of card or at random
    ("{1}, Exile a creature card from your graveyard: Draw a card.",
     "{1}, Exile a land card from your graveyard: Draw a card.", ("Artifact",),
     "0.cost.exile_from_graveyard.0.types", ("Creature",), ("Land",)),
    ("{1}, Discard a land card: Draw a card.", "{1}, Discard a creature card: Draw a card.", ("Artifact",),
     "0.cost.discard_type", "Land", "Creature"),
    ("{1}, Discard a card at random: Draw a card.", "{1}, Discard two cards at random: Draw a card.", ("Artifact",),
     "0.cost.discard_random", 1, 2),
    ("{1}, Discard Test Subject: Draw a card.", "{1}, Discard Test Subject: Draw two cards.", ("Creature",),
     "0.effects.0.count", 1, 2),
    # 603.2: "Whenever ~ or another creature enters under your control"
    ("Whenever Test Subject or another creature enters under your control, you gain 1 life.",
     "Whenever Test Subject or another artifact enters under your control, you gain 1 life.", ("Creature",),
     "0.trigger.subject.types", ("Creature",), ("Artifact",)),
    # 603.7a: a delayed trigger's instruction
    ("{2}{R}: Create a 3/1 red Elemental creature token with haste. Sacrifice it at the beginning of the next end "
     "step.", "{2}{R}: Create a 3/1 red Elemental creature token with haste. Exile it at the beginning of the next end "
     "step.", ("Artifact",), "0.effects.1.effects.0", dsl.Sacrifice(dsl.Self()), dsl.Exile(dsl.Self())),
    # 608.2c: "target player draws a card and loses 1 life": the second verb is the subject's
    ("At the beginning of your upkeep, target player draws a card and loses 1 life.",
     "At the beginning of your upkeep, target player draws a card and gains 1 life.", ("Creature",),
     "0.effects.1", dsl.LoseLife(1, dsl.TargetPlayer(0)), dsl.GainLife(1, dsl.TargetPlayer(0))),
    # 120.3, 119.3: "you gain that much life"
    ("Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
     "Enchant creature\nWhenever enchanted creature deals damage, you lose that much life.", AURA,
     "1.effects.0", dsl.GainLife(dsl.EventAmount(), dsl.You()), dsl.LoseLife(dsl.EventAmount(), dsl.You())),
    # 701.20a: revealed hands
    ("Target opponent reveals their hand. You choose a card from it with mana value 4 or greater and exile that card.",
     "Target opponent reveals their hand. You choose a card from it with mana value 4 or less and exile that card.",
     ("Sorcery",), "0.effects.0.filter.mana_value_le", None, 4),
    # 603.8: a state trigger
    ("When you control no Swamps, sacrifice Test Subject.", "When you control no Islands, sacrifice Test Subject.",
     ("Creature",), "0.condition.value.filter.subtypes", ("Swamp",), ("Island",)),
    # 701.37a monstrosity, 401.4 looking at the top, 701.23 search
    ("{2}{G}: Monstrosity 3.", "{2}{G}: Monstrosity 4.", ("Creature",), "0.effects.0.amount", 3, 4),
    ("When Test Subject enters, look at the top four cards of your library, then put them back in any order.",
     "When Test Subject enters, look at the top three cards of your library, then put them back in any order.",
     ("Creature",), "0.effects.0.count", 4, 3),
    ("Search your library for a basic land card, reveal it, then shuffle and put that card on top of it.",
     "Search your library for a creature card, reveal it, then shuffle and put that card on top of it.",
     ("Sorcery",), "0.effects.0.filter.basic", True, False),
    # 508.1c, 506.2: defending player controls
    ("Test Subject can't attack unless defending player controls an Island.",
     "Test Subject can't attack unless defending player controls a Swamp.", ("Creature",),
     "0.effect.filter.subtypes", ("Island",), ("Swamp",)),
    # 303.4, 509.1: an Aura's restriction
    ("Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
     "Enchant creature\nEnchanted creature can't attack, and its activated abilities can't be activated.", AURA,
     "1.effect.block", True, False),
    # 701.39a: exert's reflexive trigger
    ("You may exert Test Subject as it attacks. When you do, untap all other creatures you control.",
     "You may exert Test Subject as it attacks. When you do, tap all other creatures you control.", ("Creature",),
     "0.effects.0.__class__", dsl.Untap, dsl.Tap),
    # 603.2, 120.3: damage triggers
    ("Whenever Test Subject deals damage to an opponent, you may return target card from your graveyard to your hand.",
     "Whenever Test Subject deals damage to a player, you may return target card from your graveyard to your hand.",
     ("Creature",), "0.trigger.event", "damage_to_opponent", "damage_to_player"),
    ("Whenever Test Subject deals damage to a player, that player discards a card.",
     "Whenever Test Subject deals damage to a player, that player discards two cards.", ("Creature",),
     "0.effects.0.count", 1, 2),
    ("Whenever Test Subject deals damage, exile target creature an opponent controls.",
     "Whenever Test Subject deals damage, exile target creature you control.", ("Creature",),
     "0.targets.0.filter.controller", "opponent", "you"),
    ("Enchant creature\nWhenever enchanted creature is dealt damage, Test Subject deals that much damage to that "
     "creature's controller.", "Enchant creature\nWhenever enchanted creature is dealt damage, Test Subject deals that "
     "much damage to you.", AURA, "1.effects.0.to", dsl.ControllerOf(dsl.Attached()), dsl.You()),
    ("Whenever a creature dealt damage by Test Subject this turn dies, put a +1/+1 counter on Test Subject.",
     "Whenever a creature dealt damage by Test Subject this turn dies, put a -1/-1 counter on Test Subject.",
     ("Creature",), "0.effects.0.kind", "+1/+1", "-1/-1"),
    ("Whenever an opponent discards a card, you gain 2 life.", "Whenever a player discards a card, you gain 2 life.",
     ("Creature",), "0.trigger.who", "opponent", "any"),
    ("When you cycle Test Subject, you gain 2 life.", "When you cycle Test Subject, you gain 3 life.", ("Creature",),
     "0.effects.0.amount", 2, 3),
    # 507.1, 603.2: at the beginning of combat; 118.3: returning it or exiling it as a cost
    ("At the beginning of combat on your turn, target creature you control gets +2/+2 until end of turn.",
     "At the beginning of combat on your turn, target creature you control gets +3/+3 until end of turn.",
     ("Creature",), "0.effects.0.power", 2, 3),
    ("{5}, {T}, Exile Test Subject: Exile target artifact.", "{5}, {T}, Exile Test Subject: Destroy target artifact.",
     ("Artifact",), "0.effects.0.__class__", dsl.Exile, dsl.Destroy),
    ("Return Test Subject to its owner's hand: Draw three cards.", "Return Test Subject to its owner's hand: Draw two "
     "cards.", ("Enchantment",), "0.effects.0.count", 3, 2),
    # 701.35a detain, 701.41a support, 122.8 removing a counter, 119.3 drain
    ("Whenever Test Subject attacks, detain up to two target nonland permanents your opponents control.",
     "Whenever Test Subject attacks, detain up to three target nonland permanents your opponents control.",
     ("Creature",), "0.targets.0.max_count", 2, 3),
    ("When Test Subject enters, support 2.", "When Test Subject enters, support 3.", ("Creature",),
     "0.targets.0.max_count", 2, 3),
    ("Whenever you cast a red spell, remove a -1/-1 counter from Test Subject.",
     "Whenever you cast a red spell, remove a +1/+1 counter from Test Subject.", ("Creature",),
     "0.effects.0.kind", "-1/-1", "+1/+1"),
    ("At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to the life lost this way.",
     "At the beginning of your upkeep, each opponent loses 2 life. You gain life equal to the life lost this way.",
     ("Creature",), "0.effects.0.amount", 1, 2),
])
def test_one_word_changed_is_another_tree(original: str, mutated: str, types: tuple, path: str, before: object,
                                          after: object) -> None:
    """The word changed changes the node it names, and the rest of the tree stays."""
    first, second = _compiled(original, types), _compiled(mutated, types)
    assert (_at(first, path), _at(second, path)) == (before, after)


@pytest.mark.parametrize(("original", "mutated", "types"), [
    ("Test Subject can't block.", "Test Subject can't blocks.", ("Creature",)),
    ("Test Subject can't be blocked.", "Test Subject can't be block.", ("Creature",)),
    ("When Test Subject is turned face up, draw a card.", "When Test Subject is turned face down, draw a card.",
     ("Creature",)),
    ("Whenever Test Subject becomes blocked, draw a card.", "Whenever Test Subject become blocked, draw a card.",
     ("Creature",)),
    ("Whenever Test Subject becomes blocked, draw a card.", "Whenever Test Subject becomes unblocked, draw a card.",
     ("Creature",)),
    ("Whenever Test Subject is dealt damage, draw a card.", "Whenever Test Subject are dealt damage, draw a card.",
     ("Creature",)),
    ("Whenever Test Subject becomes tapped, draw a card.", "Whenever Test Subject becomes untapped, draw a card.",
     ("Creature",)),
    ("Whenever you gain life, draw a card.", "Whenever you gains life, draw a card.", ("Creature",)),
    ("Enchant creature\nWhenever enchanted creature becomes tapped, draw a card.",
     "Enchant creature\nWhenever enchanted creature becomes untapped, draw a card.", AURA),
    ("Whenever Test Subject or another creature enters under your control, you gain 1 life.",
     "Whenever Test Subject or another creature enter under your control, you gain 1 life.", ("Creature",)),
    ("{T}: Draw a card. Activate only during your upkeep.", "{T}: Draw a card. Activate only during your untap step.",
     ("Artifact",)),
    ("{T}: Draw a card. Activate only once each turn.", "{T}: Draw a card. Activate only twice each turn.",
     ("Artifact",)),
    ("{4}: Return target creature card from a graveyard to its owner's hand. Any player may activate this ability but "
     "only any time they could cast a sorcery.",
     "{4}: Return target creature card from a graveyard to its owner's hand. Any opponent may activate this ability "
     "but only any time they could cast a sorcery.", ("Artifact",)),
    ("{1}, Exile a creature card from your graveyard: Draw a card.",
     "{1}, Exile a creature cards from your graveyard: Draw a card.", ("Artifact",)),
    ("{1}, Discard a card at random: Draw a card.", "{1}, Discard a card at randoms: Draw a card.", ("Artifact",)),
    ("{1}, Discard Test Subject: Draw a card.", "{1}, Discards Test Subject: Draw a card.", ("Creature",)),
    ("{2}{R}: Create a 3/1 red Elemental creature token with haste. Sacrifice it at the beginning of the next end "
     "step.", "{2}{R}: Create a 3/1 red Elemental creature token with haste. Sacrifice them at the beginning of the "
     "next end step.", ("Artifact",)),
    ("Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
     "Enchant creature\nWhenever enchanted creature deals damage, you gains that much life.", AURA),
    ("When Test Subject enters, clash with an opponent. If you win, put a +1/+1 counter on Test Subject.",
     "When Test Subject enters, clash with an opponent. If you lose, put a +1/+1 counter on Test Subject.",
     ("Creature",)),
    ("Target opponent reveals their hand. You choose a card from it with mana value 4 or greater and exile that card.",
     "Target opponent reveals their hand. You choose a card from it with mana value 4 or greater and exiles that "
     "card.", ("Sorcery",)),
    ("Enchant creature\nYou control enchanted creature.", "Enchant creature\nYou controls enchanted creature.", AURA),
    ("When you control no Swamps, sacrifice Test Subject.", "When you control no Swamps, sacrifices Test Subject.",
     ("Creature",)),
    ("Prevent all combat damage that would be dealt this turn.",
     "Prevent all combat damage that would be dealt next turn.", ("Instant",)),
    ("When Test Subject enters, look at the top four cards of your library, then put them back in any order.",
     "When Test Subject enters, look at the top four card of your library, then put them back in any order.",
     ("Creature",)),
    ("Search your library for a basic land card, reveal it, then shuffle and put that card on top of it.",
     "Search your library for a basic land card, reveal it, then shuffle and put that card on bottom of it.",
     ("Sorcery",)),
    ("This spell can't be countered.\nDestroy target creature.", "This spell can be countered.\nDestroy target "
     "creature.", ("Instant",)),
    ("You may exert Test Subject as it attacks. When you do, untap all other creatures you control.",
     "You may exerts Test Subject as it attacks. When you do, untap all other creatures you control.", ("Creature",)),
    ("At the beginning of your end step, proliferate.", "At the beginning of your end step, proliferates.",
     ("Creature",)),
    ("Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
     "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can be activated.", AURA),
    ("Test Subject can't attack unless defending player controls an Island.",
     "Test Subject can't attack unless defending player controls Islands.", ("Creature",)),
    ("When Test Subject enters, it explores.", "When Test Subject enters, it explore.", ("Creature",)),
    ("Whenever Test Subject deals damage to an opponent, you may return target card from your graveyard to your hand.",
     "Whenever Test Subject deal damage to an opponent, you may return target card from your graveyard to your hand.",
     ("Creature",)),
    ("Whenever Test Subject deals damage to a player, that player discards a card.",
     "Whenever Test Subject deals damage to a player, that player discard a card.", ("Creature",)),
    ("Whenever Test Subject deals damage, exile target creature an opponent controls.",
     "Whenever Test Subject deal damage, exile target creature an opponent controls.", ("Creature",)),
    ("Create a 3/3 green Centaur creature token, then populate.",
     "Create a 3/3 green Centaur creature token, then populates.", ("Sorcery",)),
    ("{5}, {T}, Exile Test Subject: Exile target artifact.", "{5}, {T}, Exiles Test Subject: Exile target artifact.",
     ("Artifact",)),
    ("{R}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for the copy.",
     "{R}, {T}: Copy target instant or sorcery spell you control. You may choose new target for the copy.",
     ("Artifact",)),
    ("At the beginning of combat on your turn, target creature you control gets +2/+2 until end of turn.",
     "At the beginning of combat on each turn, target creature you control gets +2/+2 until end of turn.",
     ("Creature",)),
    ("At the beginning of each player's draw step, that player draws an additional card.",
     "At the beginning of each player's draw step, that player draw an additional card.", ("Artifact",)),
    ("At the beginning of your draw step, draw an additional card.",
     "At the beginning of your draw steps, draw an additional card.", ("Artifact",)),
    ("Whenever Test Subject attacks, detain up to two target nonland permanents your opponents control.",
     "Whenever Test Subject attacks, detains up to two target nonland permanents your opponents control.",
     ("Creature",)),
    ("Whenever you cast a red spell, remove a -1/-1 counter from Test Subject.",
     "Whenever you cast a red spell, remove a -1/-1 counters from Test Subject.", ("Creature",)),
    ("Test Subject can't be blocked by more than one creature.",
     "Test Subject can't be blocked by more than one creatures.", ("Creature",)),
    ("Whenever a creature dealt damage by Test Subject this turn dies, put a +1/+1 counter on Test Subject.",
     "Whenever a creature dealt damage by Test Subject this turn die, put a +1/+1 counter on Test Subject.",
     ("Creature",)),
    ("At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to the life lost this way.",
     "At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to the life gained this way.",
     ("Creature",)),
    ("Whenever Test Subject or another creature dies, target player loses 1 life and you gain 1 life.",
     "Whenever Test Subject or another creature die, target player loses 1 life and you gain 1 life.", ("Creature",)),
    ("All creatures able to block Test Subject do so.", "All creatures able to block Test Subject does so.",
     ("Creature",)),
    ("Return Test Subject to its owner's hand: Draw three cards.",
     "Return Test Subject to its owners hand: Draw three cards.", ("Enchantment",)),
    ("You may have Test Subject assign its combat damage as though it weren't blocked.",
     "You may have Test Subject assign its combat damage as though it were blocked.", ("Creature",)),
    ("When you cycle Test Subject, you gain 2 life.", "When you cycles Test Subject, you gain 2 life.", ("Creature",)),
    ("When Test Subject enters, support 2.", "When Test Subject enters, supports 2.", ("Creature",)),
    ("Whenever an opponent discards a card, you gain 2 life.", "Whenever an opponent discard a card, you gain 2 life.",
     ("Creature",)),
    ("When Test Subject enters, you become the monarch.", "When Test Subject enters, you becomes the monarch.",
     ("Creature",)),
    ("Creatures with power less than Test Subject's power can't block it.",
     "Creatures with power less than Test Subject's power can't blocks it.", ("Creature",)),
])
def test_mutations_are_refused(original: str, mutated: str, types: tuple) -> None:
    """A verb that disagrees with its subject, a word the form doesn't have: the card is refused."""
    assert _compiled(original, types)
    with pytest.raises(UncompilableText):
        _compiled(mutated, types)
