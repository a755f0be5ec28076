"""Looking at a hidden card (401.2, 402.3): the player who looks learns the card, no other player
does; the card doesn't move.  Each look is a "look" event, named in that player's log only
(engine/player_log.py): "look at the top card of target player's library" (Mishra's Bauble),
"look at a card at random in target player's hand" (Urza's Bauble)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import rng as rng_module
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _look(game: Kernel, looker: int, owner: int, oid: int) -> None:
    game.emit({"type": "look", "player": looker, "owner": owner, "obj": oid, "card": game.state.objects[oid].card})


@handles(dsl.LookAtTopCard)
def _look_at_top(game: Kernel, ctx: Ctx, node: dsl.LookAtTopCard, task: Task) -> bool:
    """401.2: the top card of each player's library (one with no cards shows nothing)."""
    for player in ctx.resolve_players(node.who):
        library = game.state.players[player].library
        if library:
            _look(game, ctx.controller, player, library[0])
    return True


@handles(dsl.LookAtRandomCardInHand)
def _look_at_random(game: Kernel, ctx: Ctx, node: dsl.LookAtRandomCardInHand, task: Task) -> bool:
    """402.3: a card the game picks at random from the hand (an empty hand shows nothing)."""
    for player in ctx.resolve_players(node.who):
        hand = game.state.players[player].hand
        if hand:
            game.state.rng, index = rng_module.below(game.state.rng, len(hand))
            _look(game, ctx.controller, player, hand[index])
    return True
