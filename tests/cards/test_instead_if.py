"""608.2c: later text modifies earlier text: "Add {B}{B}{B}. Threshold — Add {B}{B}{B}{B}{B}
instead if seven or more cards are in your graveyard." (Cabal Ritual): the larger amount if the
condition holds as the spell resolves, otherwise the first.  Mutations: another amount or
threshold is another tree; an "instead" with nothing before it, of another kind, or inside a
mana ability is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_RITUAL = "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard."
compiled_card("Test Ritual", _RITUAL, ("Instant",), cost="{1}{B}")


def _cast_with_graveyard(count: int) -> dict:
    d = position({"alice": {"hand": ["Test Ritual"], "mana_pool": "{B}{1}",
                            "graveyard": [{"card": "Forest", "count": count}] if count else []}})
    d.act("alice", "casts", "Test Ritual")
    d.resolve(None)
    return pool(d, "alice")


def test_608_2c_seven_cards_in_the_graveyard_add_five() -> None:
    assert _cast_with_graveyard(7) == {"B": 5}


def test_six_cards_add_three() -> None:
    """The spell itself isn't in the graveyard yet as it resolves (608.2n)."""
    assert _cast_with_graveyard(6) == {"B": 3}


def test_the_tree() -> None:
    (spell,) = compile_text("Test Ritual", _RITUAL, ("Instant",))
    assert spell.effects == (dsl.InsteadIf(dsl.AtLeast(dsl.CardsIn("graveyard"), 7), dsl.AddMana("{B}{B}{B}{B}{B}"),
                                           dsl.AddMana("{B}{B}{B}")),)


@pytest.mark.parametrize("text, condition, mana", [
    (_RITUAL.replace("seven", "six"), dsl.AtLeast(dsl.CardsIn("graveyard"), 6), "{B}{B}{B}{B}{B}"),
    (_RITUAL.replace("{B}{B}{B}{B}{B}", "{R}{R}{R}{R}"), dsl.AtLeast(dsl.CardsIn("graveyard"), 7), "{R}{R}{R}{R}"),
])
def test_mutations(text: str, condition: object, mana: str) -> None:
    (spell,) = compile_text("Test Ritual", text, ("Instant",))
    assert spell.effects[0].condition == condition and spell.effects[0].effect == dsl.AddMana(mana)


@pytest.mark.parametrize("text, types", [
    ("Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.", ("Instant",)),
    ("Draw a card.\nAdd {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.", ("Instant",)),
    ("Add {B}{B}{B}.\nAdd {B}{B}{B} instead if seven or more cards are in your graveyard.", ("Instant",)),
    ("{T}: Add {B}. Add {B}{B} instead if seven or more cards are in your graveyard.", ("Land",)),
])
def test_mutations_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, types)
