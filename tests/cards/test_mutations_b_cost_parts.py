"""Mutations of activation-cost parts (602.1a, 118) the audit found exercised by no mutation
test: "Exile ~ from your graveyard" / "from your hand" (113.6: the zone the ability works from),
"Put a COUNTER counter on ~" (122.1) and "Discard X cards" (602.2b, 107.3).  One word changed is
either another cost part (another zone, another counter kind) or refused."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text


def _activated(text: str) -> dsl.Activated:
    (ability,) = compile_text("Test Coster", text, ("Creature",))
    assert isinstance(ability, dsl.Activated)
    return ability


def _refusal(text: str) -> str:
    with pytest.raises(UncompilableText) as refusal:
        compile_text("Test Coster", text, ("Creature",))
    return str(refusal.value)


GRAVEYARD = "{2}{B}, Exile ~ from your graveyard: Draw a card."
HAND = "Exile ~ from your hand: Add {G}."


def test_exile_from_graveyard_mutation_from_your_hand_is_another_zone() -> None:
    """113.6: the ability of "Exile ~ from your graveyard" works in the graveyard; "hand" for
    "graveyard" is the spirit-guide cost, working in the hand (602.2: activated where it works)."""
    original, mutated = _activated(GRAVEYARD), _activated(GRAVEYARD.replace("graveyard", "hand"))
    assert (original.zone, original.cost.exile_self_from_graveyard, original.cost.exile_self_from_hand) == \
        ("graveyard", True, False)
    assert (mutated.zone, mutated.cost.exile_self_from_graveyard, mutated.cost.exile_self_from_hand) == \
        ("hand", False, True)


def test_exile_from_hand_mutation_from_your_graveyard_is_another_zone() -> None:
    """113.6: "graveyard" for "hand" moves the ability (and its cost) to the graveyard."""
    original, mutated = _activated(HAND), _activated(HAND.replace("hand", "graveyard"))
    assert (original.zone, original.cost.exile_self_from_hand, original.mana) == ("hand", True, True)
    assert (mutated.zone, mutated.cost.exile_self_from_graveyard) == ("graveyard", True)


@pytest.mark.parametrize(("mutated", "phrase"), [
    (GRAVEYARD.replace("your graveyard", "your library"), "Exile ~ from your library"),
    (GRAVEYARD.replace("your graveyard", "an opponent's graveyard"), "Exile ~ from an opponent's graveyard"),
    (GRAVEYARD.replace("Exile", "Reveal"), "Reveal ~ from your graveyard"),
    (HAND.replace("your hand", "your library"), "Exile ~ from your library"),
    (HAND.replace("Exile", "Reveal"), "Reveal ~ from your hand"),
])
def test_exile_self_from_a_zone_one_word_changed_is_refused(mutated: str, phrase: str) -> None:
    """113.6, 406: only the owner's graveyard or hand is a zone a card's cost exiles it from;
    another zone or another verb is refused."""
    assert _activated(GRAVEYARD).cost.exile_self_from_graveyard and _activated(HAND).cost.exile_self_from_hand
    assert phrase in _refusal(mutated)


@pytest.mark.parametrize(("kind", "counter"), [("-1/-1", "-1/-1"), ("charge", "charge"), ("+1/+1", "+1/+1")])
def test_put_counter_cost_mutations_are_another_counter_kind(kind: str, counter: str) -> None:
    """122.1: "Put a +1/+1 counter on ~" as a cost puts that kind; another kind is read."""
    assert _activated("Put a +1/+1 counter on ~: Draw a card.").cost.put_counter == "+1/+1"
    assert _activated(f"Put a {kind} counter on ~: Draw a card.").cost.put_counter == counter


@pytest.mark.parametrize(("mutated", "phrase"), [
    ("Put a -1/-1 counter on target creature: Draw a card.", "Put a -1/-1 counter on target creature"),
    ("Put two -1/-1 counters on ~: Draw a card.", "Put two -1/-1 counters on ~"),
    ("Put a bounty counter on ~: Draw a card.", "Put a bounty counter on ~"),
])
def test_put_counter_cost_one_word_changed_is_refused(mutated: str, phrase: str) -> None:
    """118.3, 122.1: the cost puts one counter on the source; a target (a cost has none, 601.2c
    is for the ability), a number or a counter kind without a rules meaning is refused."""
    assert _activated("Put a -1/-1 counter on ~: Draw a card.").cost.put_counter == "-1/-1"
    assert phrase in _refusal(mutated)


def test_discard_x_mutation_discard_two_is_a_fixed_number() -> None:
    """602.2b, 107.3: "Discard X cards" announces X as it is activated; "two" for "X" is a fixed
    discard of two and leaves no X."""
    original = _activated("{1}, Discard X cards: Draw X cards.")
    mutated = _activated("{1}, Discard two cards: Draw two cards.")
    assert (original.cost.discard_x, original.cost.discard) == (True, 0)
    assert (mutated.cost.discard_x, mutated.cost.discard) == (False, 2)


@pytest.mark.parametrize(("mutated", "phrase"), [
    ("{1}, Discard X creature cards: Draw X cards.", "Discard X creature cards"),
    ("{X}, Discard X cards: Draw X cards.", "{X}, Discard X cards"),
    ("{1}, Exile X cards: Draw X cards.", "Exile X cards"),
])
def test_discard_x_one_word_changed_is_refused(mutated: str, phrase: str) -> None:
    """107.3, 602.2b: X is the number of cards discarded; a kind of card, a second X in the mana
    cost or another verb is refused."""
    assert _activated("{1}, Discard X cards: Draw X cards.").cost.discard_x
    assert phrase in _refusal(mutated)
