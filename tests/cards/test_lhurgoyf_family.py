"""604.3, 613.4a, 208.2: characteristic-defining abilities that count cards in all graveyards
(issue 16 item 2: Tarmogoyf compiles from its text).  "~'s power is equal to the number of card
types among cards in all graveyards and its toughness is equal to that number plus 1."
(Tarmogoyf, */1+*), "... the number of creature cards in all graveyards ..." (Lhurgoyf),
"~'s power and toughness are each equal to the number of creature cards in all graveyards."
(Mortivore), "... the number of cards in all graveyards." (Lord of Extinction).  The engine adds
the ability's number to the printed "1+*" (engine/characteristics.parse_pt), so the compiler
reads "plus 1" against the printed toughness.  Mutations: a "*" toughness (the ability then adds
the 1), "plus 2", "your graveyard" and another card type give other trees that play as written;
"minus 1", a toughness below the printed one and card types in your graveyard are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

GOYF = ("Test Goyf's power is equal to the number of card types among cards in all graveyards and its toughness is "
        "equal to that number plus 1.")
compiled_card("Test Goyf", GOYF, ("Creature",), power="*", toughness="1+*")
compiled_card("Test Star Goyf", GOYF.replace("Test Goyf", "Test Star Goyf"), ("Creature",), power="*", toughness="*")
compiled_card("Test Lhurgoyf", "Test Lhurgoyf's power is equal to the number of creature cards in all graveyards and "
              "its toughness is equal to that number plus 2.", ("Creature",), power="*", toughness="1+*")
compiled_card("Test Vore", "Test Vore's power and toughness are each equal to the number of creature cards in all "
              "graveyards.", ("Creature",), power="*", toughness="*")
compiled_card("Test Land Vore", "Test Land Vore's power and toughness are each equal to the number of land cards in "
              "all graveyards.", ("Creature",), power="*", toughness="*")
compiled_card("Test Extinction", "Test Extinction's power and toughness are each equal to the number of cards in all "
              "graveyards.", ("Creature",), power="*", toughness="*")
compiled_card("Test Own Vore", "Test Own Vore's power and toughness are each equal to the number of creature cards in "
              "your graveyard.", ("Creature",), power="*", toughness="*")

GRAVEYARDS = {"alice": {"graveyard": ["Grizzly Bears", "Forest"]},
              "bob": {"graveyard": ["Lightning Bolt", "Savannah Lions", "Ornithopter"]}}


def _pt(creature: str) -> tuple:
    state = {player: dict(zones) for player, zones in GRAVEYARDS.items()}
    state["alice"]["battlefield"] = [creature]
    d = position(state)
    chars = d.game.chars(d.object(creature))
    return chars.power, chars.toughness


def test_card_types_among_cards_in_all_graveyards_plus_one() -> None:
    """Creature, land, instant and artifact (Ornithopter is an artifact creature): four types,
    a 4/5 (205.2a: each card type once)."""
    assert _pt("Test Goyf") == (4, 5)


def test_a_star_toughness_reads_the_same() -> None:
    """Mutation: printed "*" instead of "1+*": the ability adds the 1 itself, the same 4/5."""
    assert _pt("Test Star Goyf") == (4, 5)


def test_creature_cards_in_all_graveyards_plus_two() -> None:
    """Mutation "plus 2": three creature cards (alice's one, bob's two): 3/5."""
    assert _pt("Test Lhurgoyf") == (3, 5)


def test_each_equal_to_a_kind_of_card_in_all_graveyards() -> None:
    assert _pt("Test Vore") == (3, 3)
    assert _pt("Test Land Vore") == (1, 1)  # another card type: alice's Forest only
    assert _pt("Test Extinction") == (5, 5)
    assert _pt("Test Own Vore") == (1, 1)  # "your graveyard": alice's own creature card only


def test_the_count_follows_the_graveyards() -> None:
    """604.3, 611.3a: the value is taken whenever it's looked at: a creature dying adds to it."""
    d = position({"alice": {"battlefield": ["Test Vore", "Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"]},
                  "bob": {"graveyard": ["Savannah Lions"]}})
    assert d.game.chars(d.object("Test Vore")).power == 1
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.chars(d.object("Test Vore")).power == 2  # and Grizzly Bears; Lightning Bolt isn't a creature


def test_the_tree_of_tarmogoyfs_text() -> None:
    (ability,) = compile_text("Test Goyf", GOYF, ("Creature",), toughness="1+*")
    assert ability.effect == dsl.CharacteristicDefiningPT(dsl.CardTypesInGraveyards(), dsl.CardTypesInGraveyards())


@pytest.mark.parametrize("text, toughness", [
    (GOYF.replace("plus 1", "minus 1"), "1+*"),
    (GOYF.replace(" plus 1", ""), "1+*"),  # "that number" on a 1+* toughness: the printed 1 isn't reached
    (GOYF.replace("all graveyards", "your graveyard"), "1+*"),
    (GOYF.replace("card types among cards", "card colors among cards"), "1+*"),
])
def test_mutations_are_refused(text: str, toughness: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Goyf", text, ("Creature",), toughness=toughness)
