"""Effects on a player's zones as a whole (400.1): exiling a graveyard (406.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileGraveyard)
def _exile_graveyard(game: Kernel, ctx: Ctx, node: dsl.ExileGraveyard, task: Task) -> bool:
    """406.2: all the cards of each named player's graveyard are exiled in one event."""
    for player in ctx.resolve_players(node.who):
        cards = list(game.state.players[player].graveyard)
        zones.move_together(game, [(oid, EXILE, "exile") for oid in cards])
    return True
