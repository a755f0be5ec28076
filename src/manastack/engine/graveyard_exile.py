"""Exiling cards from graveyards (406.2): "exile target player's graveyard", "exile all
graveyards", "target player exiles a card from their graveyard"; and a player losing the game by
an effect (104.3e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import sba, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileGraveyard)
def _exile_graveyard(game: Kernel, ctx: Ctx, node: dsl.ExileGraveyard, task: Task) -> bool:
    """406.2: every card in each named player's graveyard is exiled, in one event."""
    moves = [(oid, EXILE, "exile") for p in ctx.resolve_players(node.who) for oid in game.state.players[p].graveyard]
    zones.move_together(game, moves)
    return True


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


@handles(dsl.LoseGame)
def _lose_game(game: Kernel, ctx: Ctx, node: dsl.LoseGame, task: Task) -> bool:
    """104.3e: the player loses the game at once (not a state-based action); 104.2a: the last
    player left wins."""
    for p in ctx.resolve_players(node.who):
        player = game.state.players[p]
        if not player.lost:
            player.lost = True
            game.changed(Aspect.PLAYERS)
            game.emit({"type": "lose", "player": p, "reason": "an effect"})
    sba.check_game_over(game)
    return True
