"""605.3a: a mana ability resolves at once, with all its effects: besides the mana it adds
(engine/mana.py), "Adarkar Wastes deals 1 damage to you", "If you don't have the city's
blessing, you lose 1 life".  The mana ability's procedure pushes this one for the effects that
aren't mana; they are carried out in order like a resolving ability's (608.2c), outside the stack."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.context import Ctx
from manastack.engine.effects import run
from manastack.engine.kernel import procedure
from manastack.engine.state import EffectProgress, Progress, Task
from manastack.engine.triggers import resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def other_effects(ability: dsl.Activated) -> tuple:
    """The effects of a mana ability beyond adding mana and keeping its source tapped (605.3b)."""
    return tuple(e for e in ability.effects
                 if not isinstance(e, dsl.AddMana) and e != dsl.DoesntUntapNext(dsl.Self(), whose="you"))


@dataclass(slots=True)
class ManaEffectsProgress(Progress):
    """The effects' context (engine/context.py) and the effect they are at."""

    ctx: dict = field(default_factory=dict)
    effect: int = 0


@procedure("mana_ability_effects", progress=ManaEffectsProgress)
def mana_ability_effects(game: Kernel, task: Task) -> None:
    """605.3a: the mana ability's other effects, `source` its source (it may have left: 608.2h)."""
    args = task.args
    effects = other_effects(resolve_ability_ref(tuple(args["ref"])))
    progress = task.data
    if not progress.ctx:
        progress.ctx = {"controller": args["player"], "source": args["source"], "x": 0, "event": None, "targets": [],
                        "orig_targets": [], "paid": {}, "scratch": EffectProgress()}
    ctx = Ctx(game, progress.ctx)
    while progress.effect < len(effects):
        if not run(game, ctx, effects[progress.effect], task):
            game.checkpoint(task)
            return
        progress.effect += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)
    game.finish(task)
