"""Hands played revealed: "Your opponents play with their hands revealed" (Telepathy),
"Players play with their hands revealed" (Revelation).  402.3 keeps a hand private to its
owner; while such a static ability applies, that player's hand is public, as a revealed card
is (701.20a), so every player's view shows it (engine/view.py).  When the ability stops
applying, the hand is private again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.player_rules import has_rule

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

HAND_REVEALED = "hand_revealed"


def hand_revealed(game: Kernel, player: int) -> bool:
    """Whether `player` plays with their hand revealed now."""
    return has_rule(game, player, HAND_REVEALED)


def sees_hand(game: Kernel, viewer: int, owner: int) -> bool:
    """402.3: a player sees their own hand, and any hand played revealed."""
    return viewer == owner or hand_revealed(game, owner)
