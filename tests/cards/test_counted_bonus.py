"""Bonuses counted continuously (613.4c, 611.3a): "~ gets +1/+0 for each other Rat you control"
(Rat Colony), "Enchanted creature gets +1/+1 for each Forest you control and has trample", "~ gets
+1/+1 for each age counter on it": the count is taken whenever the characteristics are, with the
types and abilities of the earlier layers.  Mutations close the family."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Rat Colony", "Test Rat Colony gets +1/+0 for each other Rat you control.", ("Creature",),
              power="2", toughness="1", subtypes=("Rat",))
compiled_card("Test Rat", "", ("Creature",), power="1", toughness="1", subtypes=("Rat",))
compiled_card("Test Armor", "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control and has trample.",
              ("Enchantment",), subtypes=("Aura",))
compiled_card("Test Goo", "Test Goo gets +1/+1 for each age counter on it.", ("Creature",), power="2", toughness="2")
compiled_card("Test Bane", "Destroy target creature.", ("Instant",))


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_613_4c_each_other_rat_you_control_counts_not_itself_nor_theirs() -> None:
    d = position({"alice": {"battlefield": ["Test Rat Colony", "Test Rat", "Test Rat", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Test Rat"]}})
    assert _pt(d, "Test Rat Colony") == (4, 1)


def test_611_3a_the_count_follows_the_battlefield() -> None:
    d = position({"alice": {"battlefield": ["Test Rat Colony", "Test Rat"], "hand": ["Test Bane"]}})
    assert _pt(d, "Test Rat Colony") == (3, 1)
    d.act("alice", "casts", "Test Bane", targets=["Test Rat"])
    d.resolve(None)
    assert _pt(d, "Test Rat Colony") == (2, 1)


def test_two_colonies_count_each_other() -> None:
    d = position({"alice": {"battlefield": ["Test Rat Colony", "Test Rat Colony"]}})
    assert [d.game.chars(o).power for o in d.game.state.battlefield] == [3, 3]


def test_an_aura_counts_its_controllers_forests_and_grants_trample() -> None:
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Test Armor", "attached_to": "Grizzly Bears"},
                                            "Forest", "Forest", "Forest"]},
                  "bob": {"battlefield": ["Forest"]}})
    assert _pt(d, "Grizzly Bears") == (5, 5)
    assert "trample" in d.game.chars(d.object("Grizzly Bears")).keywords


def test_counters_on_itself() -> None:
    d = position({"alice": {"battlefield": [{"card": "Test Goo", "counters": {"age": 3}}]}})
    assert _pt(d, "Test Goo") == (5, 5)


@pytest.mark.parametrize("text, per", [
    ("~ gets +1/+0 for each other Rat you control.",
     dsl.CountOf(dsl.Filter(types=("Creature",), subtypes=("Rat",), controller="you", other=True))),
    ("~ gets +1/+0 for each Rat you control.", dsl.CountOf(dsl.Filter(types=("Creature",), subtypes=("Rat",), controller="you"))),
    ("~ gets +1/+0 for each Rat on the battlefield.", dsl.CountOf(dsl.Filter(types=("Creature",), subtypes=("Rat",)))),
    ("~ gets +1/+0 for each artifact your opponents control.",
     dsl.CountOf(dsl.Filter(types=("Artifact",), controller="opponent"))),
    ("~ gets +1/+1 for each +1/+1 counter on it.", dsl.CountersOn(dsl.Self(), "+1/+1")),
])
def test_each_count_compiles_to_its_own_tree(text: str, per: object) -> None:
    (static,) = compile_text("Test Card", text, ("Creature",))
    assert static.effect.per == per


def test_the_bonus_is_kept_per_count() -> None:
    (static,) = compile_text("Test Card", "~ gets +2/+0 for each Rat you control.", ("Creature",))
    assert (static.effect.power, static.effect.toughness, static.effect.affects) == (2, 0, "self")


@pytest.mark.parametrize("text", [
    "~ gets +1/+0 for each other Rat.",  # whose Rats isn't said
    "~ gets +1/+0 for each other Rats you control.",
    "~ get +1/+0 for each other Rat you control.",
    "~ gets +1/+0 for each creature you control with power 2 or greater.",  # counted in the same layer
    "~ gets +1/+0 for each bounty counter on it.",
    "~ gets +1/+0 for each age counter on target creature.",
    "~ gets +1/+0 for each card in your hand and each card in your graveyard.",
    "A deck can have any number of cards named Grizzly Bears.",
    "A deck can have up to seven cards named ~.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
