"""Changing the target of a spell (115.7a): "Change the target of target spell with a single
target"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import casting, targets
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.spell_copy import _target_specs
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ChangeTarget)
def _change_target(game: Kernel, ctx: Ctx, node: dsl.ChangeTarget, task: Task) -> bool:
    """115.7a: the effect's controller changes the target to another target legal for that
    spell (from its controller's point of view, 115.1); if there is none, it stays unchanged."""
    for oid in ctx.resolve_objects(node.what):
        item = next((i for i in game.state.stack if i.obj == oid), None)
        if item is None:
            continue
        slots = [index for index, slot in enumerate(item.targets) if slot]
        if len(slots) != 1 or len(item.targets[slots[0]]) != 1:
            continue
        index = slots[0]
        specs = _target_specs(casting.spell_copy_record(game, item))
        if index >= len(specs):
            continue
        current = tuple(item.targets[index][0])
        legal = [t for t in targets.candidates(game, specs[index], item.obj, item.controller)
                 if tuple(t) != current and tuple(t) != ("obj", oid)]
        if not legal:
            continue
        options = [Option("target", targets.describe(game, tuple(t)), tuple(t)) for t in legal]
        chosen = game.ask(ctx.controller, "target", options, f"{game.chars(oid).name}: choose its new target")
        item.targets[index] = [list(chosen.value)]
        game.changed(Aspect.STACK_ITEMS)
        game.emit({"type": "targets_changed", "item": item.id, "target": list(chosen.value)})
    return True
