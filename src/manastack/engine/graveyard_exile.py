"""Exiling whole graveyards (406.2): "exile all cards from target player's graveyard"
(dsl.ExileGraveyard)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.effects import handles
from manastack.engine.state import EXILE

if TYPE_CHECKING:
    from manastack.engine.context import Ctx
    from manastack.engine.kernel import Kernel
    from manastack.engine.state import Task


@handles(dsl.ExileGraveyard)
def _exile_graveyard(game: Kernel, ctx: Ctx, node: dsl.ExileGraveyard, task: Task) -> bool:
    """406.2: each card in the graveyards of the players named is exiled, in one event."""
    moves = [(oid, EXILE, "exile") for player in ctx.resolve_players(node.who)
             for oid in list(game.state.players[player].graveyard)]
    if moves:
        zones.move_together(game, moves)
    return True
