"""Each player may put a card from their hand onto the battlefield (dsl.EachPlayerMayPutFromHand,
101.4): in APNAP order each player chooses one matching card of their hand or none (101.4a: a
choice from a hidden zone, named to its chooser only); then the chosen cards enter the
battlefield together, under their owners' control; then each opponent of the effect's
controller who put none draws (Kynaios and Tiro of Meletis)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import draw_cards, handles
from manastack.engine.state import Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.EachPlayerMayPutFromHand)
def _each_player_may_put(game: Kernel, ctx: Ctx, node: dsl.EachPlayerMayPutFromHand, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.started:
        chosen = []
        for p in game.players_in_turn_order():
            eligible = [o for o in game.state.players[p].hand if queries.matches(game, node.filter, o, ctx.source, p)]
            pick = None
            if eligible:
                options = [Option("card", game.chars(o).name, o) for o in eligible] + [Option("none", "put nothing", None)]
                pick = game.ask(p, "card", options, "you may put a land card from your hand onto the battlefield").value
            chosen.append([p, pick])
        objects = game.state.objects
        plans = {pick: zones.etb_plan(game, objects[pick].card, objects[pick].legacy, 0, p, 0, pick)
                 for p, pick in chosen if pick is not None}  # 614.12: every "as ~ enters" choice first
        for p, pick in chosen:
            if pick is not None:
                zones.put_onto_battlefield(game, pick, p, plans[pick], face=0)
        ctx.data["each_put"] = chosen
        scratch.started = True
    if node.opponents_who_didnt_draw:
        for p, pick in ctx.data["each_put"]:
            if pick is None and p != ctx.controller:
                draw_cards(game, p, node.opponents_who_didnt_draw, task, scratch.drawn)
    return True
