"""Exiling a card from a hand as an ability resolves, linked to its source (607.2a): Isochron
Scepter's imprint, "When ~ enters, you may exile an instant card with mana value 2 or less from
your hand."  The card is then "the exiled card" of the object's other abilities
(dsl.ExiledWith, engine/context.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles, remember_exiled
from manastack.engine.state import EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileFromHand)
def _exile_from_hand(game: Kernel, ctx: Ctx, node: dsl.ExileFromHand, task: Task) -> bool:
    """The controller chooses a matching card in their hand (608.2d), if they have one, and exiles
    it face up; a linked exile remembers its source as it is now (607.2a, 400.7)."""
    player = ctx.controller
    eligible = [o for o in game.state.players[player].hand
                if queries.matches(game, node.filter, o, ctx.source, player)]
    if not eligible:
        return True
    card = game.ask(player, "card", [Option("card", game.chars(o).name, o) for o in eligible],
                    "exile a card from your hand").value
    new = zones.move(game, card, EXILE, cause="exile")
    remember_exiled(ctx, [new])
    if node.linked and ctx.source is not None and new is not None and game.state.objects[new].zone == EXILE:
        game.state.objects[new].linked_to = ctx.source
        game.changed(Aspect.PUBLIC)
    return True
