"""Auras that enchant players (303.4, 702.5a: "Enchant player"): which player an Aura is
attached to is kept on the Aura itself (`GameObject.chosen["attached_player"]`, public like its
other records, and gone with the object when it leaves the battlefield, 400.7), and checked by
the state-based actions (704.5m).  "Enchanted player" (dsl.EnchantedPlayer) is that player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import rng
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.enchant import ATTACHED_PLAYER, can_enchant_player, enchanted_player
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def attach_to_player(game: Kernel, aura: int, player: int) -> None:
    """701.3a: attach the Aura to a player; it gets a new timestamp (613.7e)."""
    obj = game.state.objects[aura]
    if obj.chosen.get(ATTACHED_PLAYER) == player:
        return
    obj.chosen[ATTACHED_PLAYER] = player
    obj.timestamp = game.new_timestamp()
    game.changed(Aspect.PERMANENTS)
    game.emit({"type": "attach_player", "obj": aura, "player": player})


@handles(dsl.AttachToAnotherOpponent)
def _attach_to_another_opponent(game: Kernel, ctx: Ctx, node: dsl.AttachToAnotherOpponent, task: Task) -> bool:
    """701.3b: the Aura moves to an opponent of its controller other than the enchanted player,
    chosen at random (the game's seeded generator) among those it can enchant; with none it stays
    attached where it is."""
    aura = ctx.source
    current = enchanted_player(game, aura)
    if current is None:
        return True
    others = [p for p in game.opponents(ctx.controller) if p != current and can_enchant_player(game, aura, p)]
    if not others:
        return True
    game.state.rng, pick = rng.below(game.state.rng, len(others))
    attach_to_player(game, aura, others[pick])
    return True
