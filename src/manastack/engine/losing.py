"""An effect that says a player loses the game (104.3e), or half their life (107.1a, 119.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import sba, zones
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


@handles(dsl.LoseHalfLife)
def _lose_half_life(game: Kernel, ctx: Ctx, node: dsl.LoseHalfLife, task: Task) -> bool:
    """107.1a, 119.3: each player loses half of their life total, rounded up (nothing at 0 or less)."""
    for player in ctx.resolve_players(node.who):
        life = game.state.players[player].life
        if life > 0:
            zones.lose_life(game, player, (life + 1) // 2, ctx.source)
    return True
