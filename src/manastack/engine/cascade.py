"""Cascade (702.85): a triggered ability of a spell on the stack, put among the pending triggers
as the spell becomes cast (`casting.cast_triggers`); this is what it does as it resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import casting, rng, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.state import EXILE, LIBRARY, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _spell_mana_value(game: Kernel, ctx: Ctx) -> int:
    """"This spell's mana value": the spell's now, or as it was cast if it has left the stack."""
    event = ctx.event or {}
    spell = event.get("obj")
    if spell is not None and spell in game.state.objects and game.state.objects[spell].zone == "stack":
        return game.chars(spell).mana_value
    return event.get("mana_value", 0)


@handles(dsl.Cascade)
def cascade(game: Kernel, ctx: Ctx, node: dsl.Cascade, task: Task) -> bool:
    """702.85a, in three steps kept in the resolution's context: exile until a hit; the choice
    to cast it (pushed as a cast without paying its mana cost); the rest on the bottom."""
    player = ctx.controller
    data = ctx.data.setdefault("cascade", {"exiled": [], "hit": None, "cast": False})
    scratch = ctx.scratch
    if not scratch.started:
        value = _spell_mana_value(game, ctx)
        library = game.state.players[player].library
        while library:
            new = zones.move(game, library[0], EXILE, cause="cascade")
            data["exiled"].append(new)
            chars = game.chars(new)
            if not chars.is_land and chars.mana_value < value:
                data["hit"] = new
                break
        scratch.started = True
        return False  # the cards are exiled: the question comes next (checkpoint)
    hit = data["hit"]
    if not scratch.accepted and hit is not None and game.state.objects.get(hit) is not None \
            and game.state.objects[hit].zone == EXILE and casting.can_cast_now_free(game, player, hit):
        name = game.chars(hit).name
        answer = game.ask(player, "may", [Option("yes", f"cast {name} without paying its mana cost", True),
                                          Option("no", "don't cast it", False)], f"cascade: cast {name}?")
        scratch.accepted = True
        if answer.value:
            data["cast"] = True
            game.push("cast", player=player, obj=hit, face=0, method="free", during_resolution=True)
            return False
    rest = [oid for oid in data["exiled"] if oid in game.state.objects and game.state.objects[oid].zone == EXILE
            and not (data["cast"] and oid == hit)]
    game.state.rng = rng.shuffle(game.state.rng, rest)  # "in a random order"
    for oid in rest:
        zones.move(game, oid, LIBRARY, position="bottom", cause="cascade")
    del ctx.data["cascade"]
    return True
