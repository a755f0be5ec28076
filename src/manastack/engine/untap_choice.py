"""502.3: in the untap step the active player determines which permanents they control will
untap, then untaps them all at once; "You may choose not to untap ~ during your untap step"
(dsl.MayChooseNotToUntap) lets them keep one tapped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import untap_limits, zones
from manastack.engine.decision import Option
from manastack.engine.kernel import procedure
from manastack.engine.queries import static_effects
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def optional(game: Kernel, untapping: list[int]) -> list[int]:
    """The permanents among `untapping` whose controller may choose not to untap them."""
    chosen = {perm for perm, _controller, _effect in static_effects(game, dsl.MayChooseNotToUntap)}
    return [oid for oid in untapping if oid in chosen]


@procedure("untap_choices")
def untap_choices(game: Kernel, task: Task) -> None:
    """args: player, untap (the permanents that untap), optional (those the player may keep
    tapped).  The player answers each, then they all untap simultaneously (502.3)."""
    player = task.args["player"]
    kept = []
    for oid in [o for o in task.args["optional"] if o in game.state.objects]:
        name = game.chars(oid).name
        answer = game.ask(player, "may", [Option("yes", f"untap {name}", True),
                                          Option("no", f"keep {name} tapped", False)], f"untap {name}? (502.3)")
        if not answer.value:
            kept.append(oid)
    remaining = [oid for oid in task.args["untap"] if oid not in kept and oid in game.state.objects]
    for oid in untap_limits.within_limits(game, player, remaining):  # then any limit on untapping (502.3)
        zones.untap(game, oid)
    game.finish(task)
