"""The Enduring cycle's two abilities (issue 16 item 2: Enduring Innocence compiles from its
text).  603.2c, 603.2h: "Whenever one or more other creatures you control with power 2 or less
enter, draw a card. This ability triggers only once each turn." (read on one creature: the first
to enter triggers it, no other that turn); 400.7, 614.1c: "When ~ dies, if it was a creature,
return it to the battlefield under its owner's control. It's an enchantment." Mutations: another
description gives another tree that plays as written; "one or more" without "only once each
turn", another card type and another zone are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

WATCH = ("Whenever one or more other creatures you control with power 2 or less enter, draw a card. This ability "
         "triggers only once each turn.")
RETURN = ("When Test Enduring dies, if it was a creature, return it to the battlefield under its owner's control. It's "
          "an enchantment.")
compiled_card("Test Enduring", WATCH + "\n" + RETURN, ("Enchantment", "Creature"), power="2", toughness="1")
compiled_card("Test Elf Watch", WATCH.replace("creatures you control with power 2 or less", "Elves you control"),
              ("Enchantment",))
compiled_card("Test Twins", "Create two 1/1 white Soldier creature tokens.", ("Sorcery",))


def test_two_entering_at_once_draw_one_card_and_none_later() -> None:
    d = position({"alice": {"battlefield": ["Test Enduring"], "hand": ["Test Twins", "Test Twins"],
                            "library": ["Island", "Forest", "Plains"]}})
    d.act("alice", "casts", "Test Twins")
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Forest", "Plains"]  # one card for the two Soldiers
    d.act("alice", "casts", "Test Twins")
    d.resolve(None)
    assert cards(d, "alice", "library") == ["Forest", "Plains"]  # only once each turn


def test_another_description() -> None:
    """Mutation: "Elves you control": an Elf entering draws, a Soldier doesn't."""
    d = position({"alice": {"battlefield": ["Test Elf Watch", "Forest"], "hand": ["Test Twins", "Llanowar Elves"],
                            "library": ["Island", "Forest"]}})
    d.act("alice", "casts", "Test Twins")
    d.resolve(None)
    assert len(cards(d, "alice", "library")) == 2
    d.act("alice", "casts", "Llanowar Elves")
    d.resolve(None)
    assert len(cards(d, "alice", "library")) == 1


def test_it_returns_as_an_enchantment_only_once() -> None:
    d = position({"alice": {"battlefield": ["Test Enduring"]},
                  "bob": {"hand": ["Lightning Bolt", "Disenchant"], "battlefield": ["Mountain", "Plains", "Plains"]},
                  "active": "bob"})
    d.act("bob", "casts", "Lightning Bolt", targets=["Test Enduring"])
    d.resolve(None)
    chars = d.game.chars(d.object("Test Enduring"))
    assert set(chars.types) == {"Enchantment"} and chars.power is None
    d.act("bob", "casts", "Disenchant", targets=["Test Enduring"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Test Enduring"]  # "if it was a creature": it wasn't


def test_the_trees() -> None:
    watch, back = compile_text("Test Enduring", WATCH + "\n" + RETURN, ("Enchantment", "Creature"))
    assert watch.once_each_turn and watch.trigger.one_or_more
    assert watch.trigger.subject == dsl.Filter(types=("Creature",), controller="you", other=True, power_le=2)
    assert back.condition == dsl.TriggeringWasCreature() and back.effects[0].as_non_creature_enchantment


@pytest.mark.parametrize("text", [
    WATCH.replace(" This ability triggers only once each turn.", ""),
    RETURN.replace("It's an enchantment.", "It's an artifact."),
    RETURN.replace("if it was a creature", "if it was an artifact"),
    RETURN.replace("to the battlefield under its owner's control", "to its owner's hand"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Enduring", text, ("Enchantment", "Creature"))
