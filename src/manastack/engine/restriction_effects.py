"""The effect nodes that begin the restrictions of engine/restrictions.py: "target creature
can't block this turn" (508.1c, 509.1b-c) and "that creature doesn't untap during its
controller's next untap step" (502.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.restrictions import DETAINED
from manastack.engine.state import BATTLEFIELD, COMBAT_RESTRICTION, DOESNT_UNTAP_NEXT, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.CombatRestriction)
def _combat_restriction(game: Kernel, ctx: Ctx, node: dsl.CombatRestriction, task: Task) -> bool:
    """508.1c, 509.1b-c: the objects it names are restricted until end of turn (514.2)."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, COMBAT_RESTRICTION, ids, {"restriction": node.restriction}, "end_of_turn")
    return True


@handles(dsl.Detain)
def _detain(game: Kernel, ctx: Ctx, node: dsl.Detain, task: Task) -> bool:
    """701.35a: until the next turn of this effect's controller, the permanents can't attack or
    block and their activated abilities can't be activated."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, COMBAT_RESTRICTION, ids, {"restriction": "cant_attack_or_block"}, "your_next_turn")
        add_effect(game, ctx, DETAINED, ids, {}, "your_next_turn")
    return True


@handles(dsl.DoesntUntapNext)
def _doesnt_untap_next(game: Kernel, ctx: Ctx, node: dsl.DoesntUntapNext, task: Task) -> bool:
    """502.3: the objects stay tapped during the next untap step of the player who controls each
    then ("its controller's next untap step"), or of `player` ("your next untap step")."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        player = ctx.controller if node.whose == "you" else None
        add_effect(game, ctx, DOESNT_UNTAP_NEXT, ids, {"player": player}, "permanent")  # ends once used
    return True
