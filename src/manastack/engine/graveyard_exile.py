"""Exiling chosen cards from graveyards (406.2): "target player exiles a card from their
graveyard" (whole graveyards: engine/player_zones.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileFromOwnGraveyard)
def _exile_from_own_graveyard(game: Kernel, ctx: Ctx, node: dsl.ExileFromOwnGraveyard, task: Task) -> bool:
    """Each named player chooses that many cards in their own graveyard (all of them if they have
    no more), in APNAP order (101.4); the chosen cards are exiled together."""
    players = ctx.resolve_players(node.who)
    picks: list[int] = []
    for p in players:
        graveyard = game.state.players[p].graveyard
        count = min(node.count, len(graveyard))
        chosen: list[int] = []
        for _ in range(count):
            options = [Option("card", game.chars(c).name, c) for c in graveyard if c not in chosen]
            chosen.append(game.ask(p, "exile", options, "choose a card in your graveyard to exile").value)
        picks.extend(chosen)
    zones.move_together(game, [(oid, EXILE, "exile") for oid in picks])
    return True

