"""Manifest (701.34a): the effect that puts the top cards of a library onto the battlefield face
down; how a manifested permanent is turned face up is in engine/morph.py (701.34b-c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import morph, zones
from manastack.engine.aspects import Aspect
from manastack.engine.effects import handles

if TYPE_CHECKING:
    from manastack.engine.context import Ctx
    from manastack.engine.kernel import Kernel
    from manastack.engine.state import Task


@handles(dsl.Manifest)
def _manifest(game: Kernel, ctx: Ctx, node: dsl.Manifest, task: Task) -> bool:
    """701.34a: one card at a time from the top, each put onto the battlefield face down under
    the manifesting player's control (its own abilities don't apply: it has none, 708.2a)."""
    state = game.state
    count = ctx.value(node.count)
    for player in ctx.resolve_players(node.who):
        for _ in range(count):
            library = state.players[player].library
            if not library:
                break
            new = zones.put_onto_battlefield(game, library[0], player, morph.face_down_entry_plan(), face_down=True)
            manifested = [oid for oid in state.extra.get(morph.MANIFESTED, ()) if oid in state.objects
                          and state.objects[oid].face_down]
            state.extra[morph.MANIFESTED] = [*manifested, new]
            game.changed(Aspect.EFFECTS)
    return True
