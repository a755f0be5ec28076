"""Power and toughness defined by a count (604.3, 613.4a): "~'s power and toughness are each
equal to the number of creatures you control" is a characteristic-defining ability, applied
in layer 7a and in every zone, with the count taken as it is now."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

SQUADRON = "Test Squadron's power and toughness are each equal to the number of creatures you control."
LIBRARIAN = "Test Librarian's power and toughness are each equal to the number of cards in your hand."


@pytest.fixture(autouse=True)
def defined_cards():
    with registry.scope():
        compiled_card("Test Squadron", SQUADRON, ("Creature",), cost="{3}", power="*", toughness="*")
        compiled_card("Test Librarian", LIBRARIAN, ("Creature",), cost="{3}", power="*", toughness="*")
        compiled_card("Test Rival Squadron", SQUADRON.replace("Test Squadron", "Test Rival Squadron")
                      .replace("you control", "your opponents control"), ("Creature",), cost="{3}",
                      power="*", toughness="*")
        yield


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_the_count_includes_itself_and_follows_the_battlefield() -> None:
    """613.4a: the value is computed whenever the characteristics are: it counts the creature
    itself, and changes as creatures come and go."""
    d = position({"alice": {"battlefield": ["Test Squadron", "Grizzly Bears", "Forest", "Forest"],
                            "hand": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    assert _pt(d, "Test Squadron") == (2, 2)
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(1)
    assert _pt(d, "Test Squadron") == (3, 3)


def test_it_counts_in_every_zone_for_its_owner() -> None:
    """604.3: a characteristic-defining ability works in every zone; in a hand, "you" is the
    card's owner."""
    d = position({"alice": {"hand": ["Test Librarian", "Forest", "Forest"]}})
    assert _pt(d, "Test Librarian") == (3, 3)
    d = position({"alice": {"hand": ["Test Squadron"], "battlefield": ["Grizzly Bears"]}})
    assert _pt(d, "Test Squadron") == (1, 1)


def test_a_creature_that_dies_shrinks_it_at_once() -> None:
    """613.4a: Shock kills a creature; the count drops right after, with no event of its own."""
    d = position({"alice": {"battlefield": ["Test Squadron", "Grizzly Bears", "Mountain"], "hand": ["Shock"]}})
    assert _pt(d, "Test Squadron") == (2, 2)
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(1)
    assert _pt(d, "Test Squadron") == (1, 1)


def test_one_word_changed_counts_other_creatures() -> None:
    """Mutation: "your opponents control" compiles to another count and plays as written."""
    assert compile_text("Test Squadron", SQUADRON, ("Creature",)) != compile_text(
        "Test Squadron", SQUADRON.replace("you control", "your opponents control"), ("Creature",))
    d = position({"alice": {"battlefield": ["Test Rival Squadron", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Grizzly Bears"] * 3}})
    assert _pt(d, "Test Rival Squadron") == (3, 3)


def test_what_it_cant_define_is_refused() -> None:
    """A noncreature can't have this ability, and a value defined by itself isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test Squadron", SQUADRON, ("Artifact",))
    with pytest.raises(UncompilableText):
        compile_text("Test Squadron", "Test Squadron's power and toughness are each equal to its power.", ("Creature",))
    ability = compile_text("Test Squadron", SQUADRON, ("Creature",))[0]
    assert isinstance(ability.effect, dsl.CharacteristicDefiningPT)
