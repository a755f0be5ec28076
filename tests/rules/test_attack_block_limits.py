"""Limits on how many creatures attack or block (508.1c, 509.1b): "No more than one creature can
attack each combat." / "... can block each combat." (Silent Arbiter), "No more than two
creatures can attack you each combat." (Crawlspace), and Mirri, Weatherlight Duelist's "Whenever
~ attacks, each opponent can't block with more than one creature this combat." and "As long as ~
is tapped, no more than one creature can attack you each combat." (not its planeswalkers).  A
creature that must attack keeps its place under the limit (508.1d)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

MIRRI = ("First strike\nWhenever Test Mirri attacks, each opponent can't block with more than one creature this combat.\n"
         "As long as Test Mirri is tapped, no more than one creature can attack you each combat.")
LIBRARY = ["Plains"] * 6


@pytest.fixture(autouse=True)
def limit_cards():
    with registry.scope():
        compiled_card("Test Mirri", MIRRI, ("Creature",), cost="{1}{G}{W}", power="3", toughness="2")
        compiled_card("Test Arbiter", "No more than one creature can attack each combat.\nNo more than one creature "
                      "can block each combat.", ("Artifact", "Creature"), cost="{4}", power="1", toughness="5")
        compiled_card("Test Berserker", "Test Berserker attacks each combat if able.", ("Creature",), cost="{1}{R}",
                      power="2", toughness="1")
        yield


def _attack_labels(d) -> list[str]:
    return sorted(o.label for o in d.decision.options if o.kind == "attack")


def test_tapped_mirri_lets_only_one_creature_attack_its_controller() -> None:
    d = position({"active": "bob", "step": "main1",
                  "alice": {"battlefield": [{"card": "Test Mirri", "tapped": True}], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"], "library": LIBRARY}})
    with pytest.raises(IllegalAction):
        d.attack("bob", ["Grizzly Bears", "Llanowar Elves"])


def test_untapped_mirri_limits_nothing() -> None:
    d = position({"active": "bob", "step": "main1", "alice": {"battlefield": ["Test Mirri"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"], "library": LIBRARY}})
    d.attack("bob", ["Grizzly Bears", "Llanowar Elves"])
    assert len(d.game.state.combat.attackers) == 2


def test_when_mirri_attacks_each_opponent_blocks_with_one_creature_at_most() -> None:
    d = position({"alice": {"battlefield": ["Test Mirri", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel", "Llanowar Elves"], "library": LIBRARY}})
    d.attack("alice", ["Test Mirri", "Grizzly Bears"])
    d.resolve(None)
    with pytest.raises(IllegalAction):
        d.block("bob", {"Serra Angel": "Test Mirri", "Llanowar Elves": "Grizzly Bears"})


def test_one_blocker_is_still_allowed() -> None:
    d = position({"alice": {"battlefield": ["Test Mirri", "Grizzly Bears"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel", "Llanowar Elves"], "library": LIBRARY}})
    d.attack("alice", ["Test Mirri", "Grizzly Bears"])
    d.resolve(None)
    d.block("bob", {"Serra Angel": "Grizzly Bears"})
    assert list(d.game.state.combat.blockers) == [d.object("Serra Angel")]


def test_arbiter_one_attacker_and_one_blocker_in_all() -> None:
    d = position({"alice": {"battlefield": ["Test Arbiter", "Grizzly Bears", "Llanowar Elves"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel", "Ornithopter"], "library": LIBRARY}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Grizzly Bears", "Llanowar Elves"])


def test_a_creature_that_must_attack_keeps_its_place() -> None:
    """508.1d: with one attacker allowed, it is the Berserker (the Bears can't take the place)."""
    d = position({"alice": {"battlefield": ["Test Arbiter", "Grizzly Bears", "Test Berserker"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Grizzly Bears"])
    d = position({"alice": {"battlefield": ["Test Arbiter", "Grizzly Bears", "Test Berserker"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.advance_to_declaration(d.player("alice"), "attackers")  # the one legal declaration is made at once
    assert list(d.game.state.combat.attackers) == [d.object("Test Berserker")]


def test_readings() -> None:
    static = compile_text("Test", "As long as Test is tapped, no more than one creature can attack you each combat.",
                          ("Creature",))[0]
    assert static.effect == dsl.AttackLimit(1, "you", while_tapped=True)
    trigger = compile_text("Test", "Whenever Test attacks, each opponent can't block with more than one creature this "
                           "combat.", ("Creature",))[0]
    assert trigger.effects == (dsl.BlockLimitThisCombat(dsl.EachOpponent(), 1),)


@pytest.mark.parametrize("text", [
    "No more than one creatures can attack each combat.",
    "No more than two creature can attack each combat.",
    "As long as Test is tapped, no more than one creature can block you each combat.",
    "Whenever Test attacks, each opponent can't block with more than two creatures this combat.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
