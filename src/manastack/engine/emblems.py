"""Emblems (114): "you get an emblem with "..."" makes an object in the command zone (408.1),
owned and controlled by that player (114.5), whose abilities function there (114.4) and which
nothing removes (114.1: no effect or rule moves an emblem).  Its abilities are found with the
permanents' (queries.static_effects, triggers.battlefield_triggers): the command zone's objects
are indexed after the battlefield's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import COMMAND, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.GetEmblem)
def _get_emblem(game: Kernel, ctx: Ctx, node: dsl.GetEmblem, task: Task) -> bool:
    """114.1, 114.5: one emblem for each player who gets one."""
    for player in ctx.resolve_players(node.who):
        oid = zones.create_object(game, node.emblem, player, COMMAND, controller=player)
        game.changed(Aspect.PERMANENTS)  # its abilities join the permanents' (the derived indexes)
        game.emit({"type": "emblem", "player": player, "obj": oid, "card": node.emblem})
    return True
