"""A player losing all unspent mana (106.4: the mana in their pool empties) by an effect: "that
player loses all unspent mana" (Mana Short)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.LoseUnspentMana)
def _lose_unspent_mana(game: Kernel, ctx: Ctx, node: dsl.LoseUnspentMana, task: Task) -> bool:
    for p in ctx.resolve_players(node.who):
        player = game.state.players[p]
        if any(player.mana_pool.values()) or player.restricted_mana:
            player.mana_pool.clear()
            player.restricted_mana.clear()  # 106.6: restricted mana is unspent mana too
            game.changed(Aspect.MANA)
            game.emit({"type": "mana_empties", "player": p})
    return True
