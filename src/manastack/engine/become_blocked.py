"""An effect makes this creature block the unblocked creatures attacking its controller
(dsl.BlockUnblockedAttackers, Noble Ox): once blockers are declared (509.1h: before that no
attacker is blocked or unblocked), each creature attacking that player (not a planeswalker) that
is unblocked becomes blocked by it, and it becomes a blocking creature (509.1g) if it is still a
creature on the battlefield under that player's control.  Each new block is a "block" event:
"becomes blocked" abilities trigger (509.3c, the attacker was unblocked), as do "blocks" ones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.queries import BLOCKERS_DECLARED
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.BlockUnblockedAttackers)
def _block_unblocked(game: Kernel, ctx: Ctx, node: dsl.BlockUnblockedAttackers, task: Task) -> bool:
    state = game.state
    combat, blocker, you = state.combat, ctx.source, ctx.controller
    if combat is None or game.step() not in BLOCKERS_DECLARED or blocker not in state.objects:
        return True
    obj = state.objects[blocker]
    if obj.zone != BATTLEFIELD or not game.chars(blocker).is_creature or game.chars(blocker).controller != you:
        return True
    attackers = [a for a, defender in combat.attackers.items()
                 if tuple(defender) == ("player", you) and a not in combat.blocked and a in state.objects]
    for a in attackers:
        combat.blockers.setdefault(blocker, []).append(a)
        combat.blocked_by.setdefault(a, []).append(blocker)
        combat.blocked.append(a)  # 509.1h
    if attackers:
        game.changed(Aspect.COMBAT)
    for a in attackers:
        game.emit({"type": "block", "obj": blocker, "attacker": a, "defender_player": you})
    return True
