"""Effects on whole graveyards: "exile all graveyards" (Rest in Peace, 406.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileGraveyards)
def _exile_graveyards(game: Kernel, ctx: Ctx, node: dsl.ExileGraveyards, task: Task) -> bool:
    """406.2: each card in each graveyard is put into exile, face up."""
    for player in game.players_in_turn_order(game.state.active):
        for oid in list(game.state.players[player].graveyard):
            zones.move(game, oid, EXILE, cause="effect")
    return True
