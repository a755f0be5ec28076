"""Trading a hand for a new one (dsl.NewHand): each player puts their whole hand away (shuffled
into their library, 701.24, or discarded, 701.9) in APNAP order (101.4), then each draws that many
cards (121.1; a replacement effect may ask between draws, so the counts are kept in the
resolution's context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import draw_cards, handles
from manastack.engine.state import LIBRARY, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.NewHand)
def _new_hand(game: Kernel, ctx: Ctx, node: dsl.NewHand, task: Task) -> bool:
    scratch = ctx.scratch
    if not scratch.started:
        counts = []
        for p in ctx.resolve_players(node.who):
            hand = list(game.state.players[p].hand)
            counts.append([p, max(0, len(hand) + node.plus)])
            if node.how == "shuffle":
                zones.move_together(game, [(oid, LIBRARY, "shuffle_into_library") for oid in hand])
                zones.shuffle_library(game, p)
            else:
                for oid in hand:
                    zones.discard(game, oid)
        ctx.data["that_many"] = counts
        scratch.started = True
    for p, count in ctx.data["that_many"]:
        draw_cards(game, p, count, task, scratch.drawn)
    return True
