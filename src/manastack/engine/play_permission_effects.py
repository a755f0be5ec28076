"""The effects that give lasting permissions to play or cast cards (engine/play_permissions.py):
"you may play that card this turn" (dsl.MayPlay), "until your next turn, you may cast sorcery
spells as though they had flash" (dsl.GrantFlashUntilYourNextTurn), and Expressive Iteration's
look at the top cards, one to each destination (dsl.LookAtTopDistribute)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import effects, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import add_effect, handles
from manastack.engine.play_permissions import PLAY_PERMISSION
from manastack.engine.state import EXILE, GRAVEYARD, HAND, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The kind of continuous effect of "until your next turn, you may cast [spells] as though they had flash" (601.3b).
FLASH_GRANT = "flash_grant"


@handles(dsl.MayPlay)
def _may_play(game: Kernel, ctx: Ctx, node: dsl.MayPlay, task: Task) -> bool:
    """611.2a, 601.3: the permission is a continuous effect that affects the cards as they are
    now (611.2c); it names the zone each is in, where it may be played from."""
    ids = ctx.resolve_objects(node.what)
    by_zone: dict[str, list[int]] = {}
    for oid in ids:
        by_zone.setdefault(game.state.objects[oid].zone, []).append(oid)
    for zone, cards in sorted(by_zone.items()):
        add_effect(game, ctx, PLAY_PERMISSION, cards,
                   {"player": ctx.controller, "zone": zone, "cast_only": node.cast_only, "free": node.free,
                    "any_mana": node.any_mana}, node.duration)
    return True


@handles(dsl.GrantFlashUntilYourNextTurn)
def _grant_flash(game: Kernel, ctx: Ctx, node: dsl.GrantFlashUntilYourNextTurn, task: Task) -> bool:
    """601.3b, 611.2a: a permission for its controller, until their next turn (turn.py ends it)."""
    add_effect(game, ctx, FLASH_GRANT, [], {"player": ctx.controller, "spells": list(node.spells.types)},
               "your_next_turn")
    return True


_PROMPTS = {"hand": "put into your hand", "bottom": "put on the bottom of your library", "exile": "exile",
            "graveyard": "put into your graveyard"}


@handles(dsl.LookAtTopDistribute)
def _look_and_distribute(game: Kernel, ctx: Ctx, node: dsl.LookAtTopDistribute, task: Task) -> bool:
    """401.2, 701.20e-style looking: only the controller sees the cards; they choose the card
    for each destination in order (all asked before any card moves, engine/kernel.py), then the
    cards move: to the hand, to the bottom of the library, to exile (remembered as exiled this
    way for a later instruction), to the graveyard."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: len(node.destinations)])
    chosen: list[tuple[int, str]] = []
    for index, where in enumerate(node.destinations):
        left = [o for o in top if o not in {c for c, _w in chosen}]
        if not left:
            break
        if len(left) == 1 or index == len(node.destinations) - 1:
            pick = left[0]
        else:
            pick = game.ask(player, "card", [Option("card", game.chars(o).name, o) for o in left],
                            f"choose the card to {_PROMPTS[where]}").value
        chosen.append((pick, where))
    for oid, where in chosen:
        if where == "hand":
            zones.move(game, oid, HAND, cause="look")
        elif where == "bottom":
            zones.move(game, oid, "library", position="bottom", cause="put_into_library")
        elif where == "graveyard":
            zones.move(game, oid, GRAVEYARD, cause="look")
        else:
            effects.remember_exiled(ctx, [zones.move(game, oid, EXILE, cause="exile")])
    game.changed(Aspect.HIDDEN)
    return True
