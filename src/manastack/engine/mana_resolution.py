"""The rest of a mana ability's effects (605.3b): a mana ability doesn't use the stack, so
everything it does happens as it is activated, right after its mana is added and before the
triggered mana abilities it triggered (605.4a).  "{T}: Add {W} or {U}. ~ deals 1 damage to you."
deals its damage; "Add one mana of any color. Draw a card." draws; a delayed trigger is created.

`engine/mana.py` adds the mana and pushes this procedure by name, since the effect interpreter
(engine/effects.py) sits above it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.engine.context import Ctx
from manastack.engine.effects import run
from manastack.engine.kernel import procedure
from manastack.engine.mana import other_effects
from manastack.engine.state import EffectProgress, Progress
from manastack.engine.triggers import resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel
    from manastack.engine.state import Task


@dataclass(slots=True)
class ManaEffectsProgress(Progress):
    """The effect context (engine/context.py) and the index of the effect being carried out."""

    ctx: dict = field(default_factory=dict)
    effect: int = 0


@procedure("mana_ability_effects", progress=ManaEffectsProgress)
def mana_ability_effects(game: Kernel, task: Task) -> None:
    """605.3b, 608.2c: carry out a mana ability's other effects in order.  args: source,
    player, ability (the ability's stable reference: its source may be gone, sacrificed to pay
    for it)."""
    args = task.args
    progress = task.data
    if not progress.ctx:
        progress.ctx = {"controller": args["player"], "source": args["source"], "x": 0, "event": None,
                        "targets": [], "paid": {}, "ability": list(args["ability"]), "scratch": EffectProgress()}
    effects = other_effects(resolve_ability_ref(tuple(args["ability"])))
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
