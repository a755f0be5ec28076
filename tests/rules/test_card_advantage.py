"""Card advantage as manastack defines it for Toofer, Keeper of the Full Grip
(docs/playtest-cards.md; the card's rulings, seed 003)."""

from __future__ import annotations

from support import position

from manastack.engine.card_advantage import CARD_ADVANTAGE, gained_card_advantage


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


def test_a_spell_records_the_card_counts_only_while_a_card_advantage_trigger_is_in_play() -> None:
    """Issue 15 item 8: the before-counts are kept in the spell's `observed` data under the
    trigger's kind, and only when a card-advantage trigger is on the battlefield as it is cast."""
    for watcher, expected in (([], {}), (["Toofer, Keeper of the Full Grip"], {CARD_ADVANTAGE: [1 + 3 + 1, 1]})):
        d = position({"alice": {"hand": ["Divination"], "battlefield": [{"card": "Island", "count": 3}, *watcher],
                                "library": ["Island", "Island"]},
                      "bob": {"battlefield": ["Grizzly Bears"]}})
        d.act("alice", "casts", "Divination")
        (item,) = d.game.state.stack
        # alice: Divination still counted in her hand, 3 Islands, Toofer; bob: Grizzly Bears
        assert item.observed == expected


def test_toofer_sees_the_card_advantage_of_a_spell_cast_while_it_was_in_play() -> None:
    """Toofer's rulings (seed 003): Divination is card advantage (+1 against 0); bob loses 2."""
    d = position({"alice": {"hand": ["Divination"], "battlefield": [{"card": "Island", "count": 3},
                                                                  "Toofer, Keeper of the Full Grip"],
                            "library": ["Island", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Divination")
    d.resolve(None)
    d.resolve(None)
    assert d.game.state.players[1].life == 18
