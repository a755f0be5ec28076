"""The rest of a mana ability's effects (605.3b: a mana ability doesn't use the stack; it
resolves immediately after it is activated): "{T}: Add {R} or {G}. This land deals 1 damage to
you.", "Add one mana of any color. Draw a card.", "Add {W}, {B}, {G}, or {C}. Scry 1."  The mana
ability procedure (engine/mana.py) adds the mana, then pushes this one, which carries out the
other effects in printed order, before the triggered mana abilities it triggered (605.4a)."""

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


def other_effects(ability: dsl.Activated) -> tuple:
    """A mana ability's effects besides adding its mana (and the "doesn't untap" rider that the
    mana ability procedure applies itself)."""
    return tuple(e for e in ability.effects
                 if not isinstance(e, dsl.AddMana) and e != dsl.DoesntUntapNext(dsl.Self(), whose="you"))


@dataclass(slots=True)
class ManaEffectsProgress(Progress):
    """The effect it is at and the effects' context (engine/context.py)."""

    effect: int = 0
    ctx: dict = field(default_factory=dict)


@procedure("mana_ability_effects", progress=ManaEffectsProgress)
def mana_ability_effects(game: Kernel, task: Task) -> None:
    """605.3b: carry out the other effects of the mana ability `ability` (its reference) of
    `source`, activated by `player`."""
    args = task.args
    progress = task.data
    if not progress.ctx:
        progress.ctx = {"controller": args["player"], "source": args["source"], "targets": [], "x": 0,
                        "scratch": EffectProgress()}
    effects = other_effects(ability_from_ref(tuple(args["ability"])))
    ctx = Ctx(game, progress.ctx)
    while progress.effect < len(effects):
        if not run(game, ctx, effects[progress.effect], task):
            game.checkpoint(task)
            return
        progress.effect += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)
    game.finish(task)
