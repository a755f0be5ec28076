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


@handles(dsl.PlayExiledNow)
def _play_exiled_now(game: Kernel, ctx: Ctx, node: dsl.PlayExiledNow, task: Task) -> bool:
    """608.2g: while the ability resolves, its controller may play the cards exiled this way, one
    at a time, as many as they like: a land only if they could play one now (305.2: their turn, a
    land play left; it counts as their land for the turn), a spell without paying its mana cost
    (118.9) whatever its timing.  Each cast or land play runs as its own procedure; the choice is
    asked again when it is done."""
    from manastack.engine import casting, player_rules

    player = ctx.controller
    state = game.state
    exiled = [o for o in ctx.data.get("exiled_this_way", []) if o in state.objects and state.objects[o].zone == EXILE]
    options = []
    p = state.players[player]
    land_play = state.active == player and p.lands_played < player_rules.land_plays_allowed(game, player)
    for oid in exiled:
        obj = state.objects[oid]
        for face, method in casting.permitted_casts(game, oid, "free"):
            if casting.can_cast(game, player, oid, face, method, timing=False):
                name = casting.card_def(obj.card, obj.legacy).faces[face].name
                options.append(Option("cast", f"cast {name} without paying its mana cost", (oid, face, method)))
        if land_play:
            options.extend(Option("play", f"play {name}", (o, face, EXILE)) for o, face, name in casting.land_faces(game, (oid,)))
    if not options:
        return True
    answer = game.ask(player, "may", [*options, Option("no", "play nothing more", None)],
                      "play a card exiled this way?")
    if answer.value is None:
        return True
    oid, face, how = answer.value
    if answer.kind == "play":
        game.push("play_land", player=player, obj=oid, face=face, zone=EXILE)
    else:
        game.push("cast", player=player, obj=oid, face=face, method=how, during_resolution=True)
    return False  # asked again once the card is played (engine/kernel.py: a checkpoint)
