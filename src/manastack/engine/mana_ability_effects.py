"""605.3b: a mana ability doesn't use the stack: it resolves at once, all of it.  Besides the
mana it adds, its other instructions ("{T}: Add {C}. ~ deals 1 damage to you.") are carried out
right then, by the same effect interpreter as spells and abilities (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.engine.context import Ctx
from manastack.engine.effects import run
from manastack.engine.kernel import procedure
from manastack.engine.mana import other_effects
from manastack.engine.state import EffectProgress, Progress, Task
from manastack.engine.triggers import ref_from_data, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@dataclass(slots=True)
class ManaEffectsProgress(Progress):
    """The effect context (engine/context.py) and the instruction it is at."""

    ctx: dict = field(default_factory=dict)
    effect: int = 0


@procedure("mana_ability_effects", progress=ManaEffectsProgress)
def mana_ability_effects(game: Kernel, task: Task) -> None:
    """Carry out a mana ability's instructions other than adding mana.  args: source, player,
    ability (its reference), paid (what its costs paid: "the sacrificed creature")."""
    args = task.args
    progress = task.data
    if not progress.ctx:
        progress.ctx = {"controller": args["player"], "source": args["source"], "event": None, "targets": [],
                        "paid": args.get("paid") or {}, "ability": list(args["ability"]), "scratch": EffectProgress()}
    effects = other_effects(resolve_ability_ref(ref_from_data(args["ability"])))
    ctx = Ctx(game, progress.ctx)
    while progress.effect < len(effects):
        ctx.data["effect_index"] = progress.effect
        if not run(game, ctx, effects[progress.effect], task):
            game.checkpoint(task)
            return
        progress.effect += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)
    game.finish(task)
