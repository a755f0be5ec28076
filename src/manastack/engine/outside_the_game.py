"""Cards outside the game (400.11): a player's sideboard (400.11b), and Wish's permission to play
one of them.

400.11a: a card outside the game is in no zone of the game, and nothing affects it but what brings
it into the game.  Its owner may look at their sideboard at any time; no other player may (the
engine keeps its cards as objects in the "sideboard" zone, hidden like a hand: engine/player_log.py).
"You may play a card you own from outside the game this turn" (Wish) is a permission of its
controller until the turn ends, used up by the one card played with it (its rulings: the card is
chosen as it is played, its costs paid and the normal timing followed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.aspects import Aspect

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The kind of the continuous effect "you may play a card you own from outside the game this turn"
#: (its controller the player who may; it ends with the turn, 514.2, or once used).
PLAY_FROM_OUTSIDE = "play_from_outside"


def may_play_from_outside(game: Kernel, player: int) -> bool:
    """Whether `player` may now play a card of their sideboard (an unused permission of Wish)."""
    return bool(game.state.players[player].sideboard) and any(
        e.kind == PLAY_FROM_OUTSIDE and e.controller == player for e in game.state.effects)


def use_play_from_outside(game: Kernel, player: int) -> None:
    """A card was played from outside the game: the oldest such permission of `player` is used."""
    for effect in game.state.effects:
        if effect.kind == PLAY_FROM_OUTSIDE and effect.controller == player:
            game.state.effects.remove(effect)
            game.changed(Aspect.EFFECTS)
            return
