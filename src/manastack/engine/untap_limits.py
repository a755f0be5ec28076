"""Limits on untapping in the untap step (502.3): "Players can't untap more than one creature
during their untap steps", "As long as Static Orb is untapped, players can't untap more than two
permanents during their untap steps".  The active player chooses which of the permanents a limit
covers untap (`untap_step`), then those and the others untap at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, zones
from manastack.engine.decision import Option
from manastack.engine.kernel import procedure
from manastack.engine.player_rules import affects
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def limits(game: Kernel, player: int) -> list[tuple[int, int, dsl.UntapLimit]]:
    """The untap limits that apply to `player`'s untap step now."""
    return [(perm, controller, effect) for perm, controller, effect in queries.static_effects(game, dsl.UntapLimit)
            if affects(effect.who, controller, player)
            and not (effect.while_untapped and game.state.objects[perm].tapped)]


@procedure("untap_step")
def untap_step(game: Kernel, task: Task) -> None:
    """502.3: the active player untaps their permanents (`task.args["untap"]`), choosing, for
    each limit in turn, at most its number of the permanents it covers; then all untap."""
    player = task.args["player"]
    untapping = list(task.args["untap"])
    for perm, controller, effect in limits(game, player):
        covered = [o for o in untapping if queries.matches(game, effect.filter, o, perm, controller)]
        if len(covered) <= effect.count:
            continue
        chosen: list[int] = []
        while len(chosen) < effect.count:
            options = [Option("object", game.chars(o).name, o) for o in covered if o not in chosen]
            chosen.append(game.ask(player, "choose", options,
                                   f"{game.chars(perm).name}: choose a permanent to untap ({len(chosen) + 1} of "
                                   f"{effect.count})").value)
        untapping = [o for o in untapping if o not in covered or o in chosen]
    for oid in untapping:
        zones.untap(game, oid)
    game.finish(task)
