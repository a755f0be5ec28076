"""Card advantage as manastack defines it for Toofer, Keeper of the Full Grip
(docs/playtest-cards.md; the card's rulings, seed 003)."""

from __future__ import annotations

from manastack.engine.card_advantage import gained_card_advantage


def test_your_gain_beats_the_single_opponents_gain() -> None:
    """Divination: you go from 5 to 6 cards, the opponent stays at 5."""
    assert gained_card_advantage([5, 5], [6, 5], 0, [1])


def test_equal_gains_are_not_card_advantage() -> None:
    """Annihilate on an indestructible creature: both players' net gain is zero."""
    assert not gained_card_advantage([5, 5], [5, 5], 0, [1])


def test_relative_to_several_opponents_is_against_their_average() -> None:
    """Two opponents: one loses a card, the other gains nothing; their average gain is -1/2,
    yours is 0, so you are ahead relative to your opponents."""
    assert gained_card_advantage([5, 5, 5], [5, 4, 5], 0, [1, 2])
    assert not gained_card_advantage([5, 5, 5], [5, 6, 4], 0, [1, 2])
    assert not gained_card_advantage([5, 5, 5], [6, 7, 7], 0, [1, 2])
