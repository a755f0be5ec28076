"""614.1a, 122.6: replacement effects that change how many counters are put on a creature (issue
16 item 2: Hardened Scales compiles from its text).  "That many plus one" (Hardened Scales),
"twice that many" (Corpsejack Menace), "on a creature" of any player (Primal Vigor's wording),
"that many ... minus one" (Vizier of Remedies).  Mutations: another counter kind, "twice" for
"plus one", "a creature" for "a creature you control" compile to other trees that play as
written; two different kinds, counters of any kind, another kind of permanent, an opponent's
creatures and "that many" alone are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

SCALES = ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters "
          "are put on it instead.")
compiled_card("Test Doubler", SCALES.replace("that many plus one", "twice that many"), ("Enchantment",))
compiled_card("Test Vigor", "If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters "
              "are put on that creature instead.", ("Enchantment",))
compiled_card("Test Remedies", "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 "
              "counters minus one are put on it instead.", ("Enchantment",))
compiled_card("Test Wilt Scales", SCALES.replace("+1/+1", "-1/-1"), ("Enchantment",))
compiled_card("Test Growth", "Put two +1/+1 counters on target creature.", ("Instant",))
compiled_card("Test Blight", "Put two -1/-1 counters on target creature.", ("Instant",))


def _counters(d, name: str) -> dict:
    return d.game.state.objects[d.object(name)].counters


def _cast_on(d, spell: str, target: str) -> None:
    d.act("alice", "casts", spell, targets=[target])
    d.resolve(None)


def test_twice_that_many_on_a_creature_you_control() -> None:
    """"Twice that many": two +1/+1 counters become four on alice's creature, bob's gets two."""
    d = position({"alice": {"battlefield": ["Test Doubler", "Grizzly Bears"], "hand": ["Test Growth", "Test Growth"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    _cast_on(d, "Test Growth", "Grizzly Bears")
    _cast_on(d, "Test Growth", "Savannah Lions")
    assert _counters(d, "Grizzly Bears") == {"+1/+1": 4}
    assert _counters(d, "Savannah Lions") == {"+1/+1": 2}


def test_a_creature_of_any_player() -> None:
    """"On a creature" (no "you control"): bob's creature gets twice as many too."""
    d = position({"alice": {"battlefield": ["Test Vigor"], "hand": ["Test Growth"]},
                  "bob": {"battlefield": ["Savannah Lions"]}})
    _cast_on(d, "Test Growth", "Savannah Lions")
    assert _counters(d, "Savannah Lions") == {"+1/+1": 4}


def test_that_many_minus_one_and_none_left() -> None:
    """"That many -1/-1 counters minus one": two become one; a creature given one gets none (a
    replacement that leaves none puts none, 614.1a), and other kinds are untouched."""
    d = position({"alice": {"battlefield": ["Test Remedies", "Grizzly Bears", "Savannah Lions"],
                            "hand": ["Test Blight", "Test Growth"]}})
    _cast_on(d, "Test Blight", "Grizzly Bears")
    assert _counters(d, "Grizzly Bears") == {"-1/-1": 1}
    _cast_on(d, "Test Growth", "Savannah Lions")
    assert _counters(d, "Savannah Lions") == {"+1/+1": 2}


def test_another_kind_changes_only_that_kind() -> None:
    """Mutation: the same text with -1/-1 counters adds one to -1/-1 counters only."""
    d = position({"alice": {"battlefield": ["Test Wilt Scales", "Grizzly Bears", "Savannah Lions"],
                            "hand": ["Test Blight", "Test Growth"]}})
    _cast_on(d, "Test Growth", "Savannah Lions")
    assert _counters(d, "Savannah Lions") == {"+1/+1": 2}
    _cast_on(d, "Test Blight", "Grizzly Bears")
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]  # three -1/-1 on a 2/2


def test_the_trees() -> None:
    (scales,) = compile_text("Test Card", SCALES, ("Enchantment",))
    assert scales.effect == dsl.ExtraCounters("+1/+1", 1)
    (twice,) = compile_text("Test Card", SCALES.replace("that many plus one", "twice that many"), ("Enchantment",))
    assert twice.effect == dsl.ExtraCounters("+1/+1", 0, factor=2)
    (anyone,) = compile_text("Test Card", SCALES.replace("a creature you control", "a creature"), ("Enchantment",))
    assert anyone.effect == dsl.ExtraCounters("+1/+1", 1, yours=False)


@pytest.mark.parametrize("text", [
    SCALES.replace("that many plus one +1/+1", "that many plus one -1/-1"),
    SCALES.replace("one or more +1/+1 counters", "one or more counters"),
    SCALES.replace("a creature you control", "a land you control"),
    SCALES.replace("a creature you control", "a creature an opponent controls"),
    SCALES.replace("that many plus one", "that many"),
    SCALES.replace("that many plus one", "three times that many"),
    SCALES.replace("+1/+1", "finality"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Enchantment",))
