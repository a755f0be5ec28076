"""Protections that last the turn (Veil of Summer): "You and permanents you control gain hexproof
from blue and from black until end of turn" (702.11d) and "Spells you control can't be countered
this turn" (101.2, 701.6b).  Their rules are read where targets are chosen and checked
(engine/targets.py, engine/player_rules.py) and where a spell would be countered
(effects.counter_object)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.player_rules import PLAYER_HEXPROOF_FROM, SPELLS_CANT_BE_COUNTERED
from manastack.engine.state import BATTLEFIELD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.GainHexproofFrom)
def _gain_hexproof_from(game: Kernel, ctx: Ctx, node: dsl.GainHexproofFrom, task: Task) -> bool:
    """702.11d, 613.1f: the keyword granted to the permanents as it resolves (611.2c), and the
    players' hexproof, until end of turn (514.2)."""
    if node.players is not None:
        players = ctx.resolve_players(node.players)
        if players:
            add_effect(game, ctx, PLAYER_HEXPROOF_FROM, [], {"players": list(players), "qualities": list(node.qualities)},
                       "end_of_turn")
    if node.what is not None:
        ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
        if ids:
            add_effect(game, ctx, "grant", ids, {"keywords": [["hexproof", *node.qualities]]}, "end_of_turn")
    return True


@handles(dsl.SpellsCantBeCountered)
def _spells_cant_be_countered(game: Kernel, ctx: Ctx, node: dsl.SpellsCantBeCountered, task: Task) -> bool:
    for player in ctx.resolve_players(node.who):
        add_effect(game, ctx, SPELLS_CANT_BE_COUNTERED, [], {"player": player}, "end_of_turn")
    return True
