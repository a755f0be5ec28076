"""Keyword actions compiled from Oracle text and played through the engine: proliferate
(701.34a), populate (701.36a) and support (701.41a)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

GROWTH = "Test Spread the Growth"
compiled_card(GROWTH, "Proliferate.", ("Sorcery",), "{G}")
POPULATE = "Test Growing Ranks"
compiled_card(POPULATE, "Populate.", ("Sorcery",), "{G}")
SOLDIERS = "Test Raise Soldiers"
compiled_card(SOLDIERS, "Create a 1/1 white Soldier creature token.", ("Sorcery",), "{W}")
SUPPORTER = "Test Supporter"
compiled_card(SUPPORTER, "When Test Supporter enters the battlefield, support 2.", ("Creature",), "{G}",
              power="1", toughness="1")
SUPPORT_SPELL = "Test Support Spell"
compiled_card(SUPPORT_SPELL, "Support 1.", ("Instant",), "{G}")
LIBRARY = ["Plains"] * 6


def _counters(d, oid: int) -> dict:
    return dict(d.game.state.objects[oid].counters)


def test_701_34a_proliferate_adds_a_counter_of_each_kind_to_the_chosen() -> None:
    """701.34a: alice chooses the Bears and bob (poison counters), not the Elves: each chosen gets
    one more counter of each kind it has."""
    d = position({"alice": {"hand": [GROWTH], "battlefield": ["Forest",
                                                              {"card": "Grizzly Bears", "counters": {"+1/+1": 2}},
                                                              {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}],
                            "library": LIBRARY},
                  "bob": {"poison": 3, "library": LIBRARY}})
    d.act("alice", "casts", GROWTH, choices=["Grizzly Bears", "bob", "done"])
    d.resolve(None)
    assert _counters(d, d.object("Grizzly Bears")) == {"+1/+1": 3}
    assert _counters(d, d.object("Llanowar Elves")) == {"+1/+1": 1}
    assert d.game.state.players[1].poison == 4


def test_701_34a_proliferate_may_choose_nothing() -> None:
    """701.34a: "any number": none chosen, nothing changes."""
    d = position({"alice": {"hand": [GROWTH], "battlefield": ["Forest", {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", GROWTH, choices=["done"])
    d.resolve(None)
    assert _counters(d, d.object("Grizzly Bears")) == {"+1/+1": 2}


def test_701_36a_populate_copies_a_creature_token_you_control() -> None:
    """701.36a: alice's Soldier token is copied: two 1/1 white Soldiers."""
    d = position({"alice": {"hand": [SOLDIERS, POPULATE], "battlefield": ["Plains", "Forest"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SOLDIERS)
    d.resolve(None)
    d.act("alice", "casts", POPULATE)
    d.resolve(None)
    tokens = [o for o in d.game.state.battlefield if d.game.state.objects[o].token]
    assert len(tokens) == 2
    for oid in tokens:
        chars = d.game.chars(oid)
        assert (chars.power, chars.toughness, chars.colors, chars.subtypes) == (1, 1, frozenset("W"), frozenset({"Soldier"}))


def test_701_36b_populate_without_a_creature_token_creates_nothing() -> None:
    """701.36b: no creature token (a nontoken creature doesn't count): nothing is created."""
    d = position({"alice": {"hand": [POPULATE], "battlefield": ["Forest", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", POPULATE)
    d.resolve(None)
    assert not [o for o in d.game.state.battlefield if d.game.state.objects[o].token]


def test_701_41a_support_on_a_permanent_puts_counters_on_up_to_n_other_creatures() -> None:
    """701.41a: "Support 2" on a permanent: up to two other target creatures get a +1/+1 counter;
    the Supporter itself can't be chosen."""
    d = position({"alice": {"hand": [SUPPORTER], "battlefield": ["Forest", "Grizzly Bears", "Llanowar Elves"],
                            "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SUPPORTER, choices=["Grizzly Bears", "Llanowar Elves"])
    d.resolve(None)
    assert _counters(d, d.object("Grizzly Bears")) == {"+1/+1": 1}
    assert _counters(d, d.object("Llanowar Elves")) == {"+1/+1": 1}
    assert _counters(d, d.object(SUPPORTER)) == {}


def test_701_41a_support_on_a_spell_targets_up_to_n_creatures() -> None:
    """701.41a: "Support 1" on an instant: one target creature gets a counter."""
    d = position({"alice": {"hand": [SUPPORT_SPELL], "battlefield": ["Forest", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SUPPORT_SPELL, targets=["Grizzly Bears"])
    d.resolve(None)
    assert _counters(d, d.object("Grizzly Bears")) == {"+1/+1": 1}


@pytest.mark.parametrize("text", ["Proliferate twice.", "Populate two.", "Support.", "Support X."])
def test_keyword_action_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
