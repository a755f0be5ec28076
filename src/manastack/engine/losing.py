"""An effect that says a player loses the game (104.3e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import sba
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.LoseGame)
def _lose_game(game: Kernel, ctx: Ctx, node: dsl.LoseGame, task: Task) -> bool:
    """104.3e: the player loses the game; 104.2a: the last player left wins."""
    for player in ctx.resolve_players(node.who):
        if not game.state.players[player].lost:
            game.state.players[player].lost = True
            game.changed(Aspect.PLAYERS)
            game.emit({"type": "lose", "player": player, "reason": "an effect"})
    sba.check_game_over(game)
    return True
