"""The instructions of a mana ability besides adding mana (605.3b: it resolves at once, without
the stack): "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.", "{1}, {T}, Sacrifice
Chromatic Sphere: Add one mana of any color. Draw a card."  The mana ability procedure
(engine/mana.py) adds the mana, then pushes this procedure, which carries out the others in order
with the ability's source (or its last known information, if it was sacrificed) as their source."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import ability_from_ref
from manastack.engine.context import Ctx
from manastack.engine.effects import run
from manastack.engine.kernel import procedure
from manastack.engine.state import EffectProgress, Progress, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

_HANDLED_BY_MANA = (dsl.AddMana,)  # added by the mana ability procedure itself
_STAYS_TAPPED = dsl.DoesntUntapNext(dsl.Self(), whose="you")  # ditto (605.3b)


def other_effects(ability: dsl.Activated) -> tuple:
    """A mana ability's instructions other than those the mana procedure carries out itself."""
    return tuple(e for e in ability.effects if not isinstance(e, _HANDLED_BY_MANA) and e != _STAYS_TAPPED)


@dataclass(slots=True)
class ManaEffectsProgress(Progress):
    """The effect context and the effect it is at."""

    ctx: dict = field(default_factory=dict)
    effect: int = 0


@procedure("mana_ability_effects", progress=ManaEffectsProgress)
def mana_ability_effects(game: Kernel, task: Task) -> None:
    """args: player, source, ability (the ability's reference)."""
    args = task.args
    progress = task.data
    effects = other_effects(ability_from_ref(tuple(args["ability"])))
    if not progress.ctx:
        progress.ctx = {"controller": args["player"], "source": args["source"], "targets": [],
                        "ability": list(args["ability"]), "scratch": EffectProgress()}
    ctx = Ctx(game, progress.ctx)
    while progress.effect < len(effects):
        if not run(game, ctx, effects[progress.effect], task):
            game.checkpoint(task)
            return
        progress.effect += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)
    game.finish(task)
