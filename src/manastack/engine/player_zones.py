"""Effects on players' zones (400.1): exiling a graveyard (406.2), putting cards from the top of a
library onto the battlefield (401.5), revealing the top card (701.20a), looking at another
player's hand (402.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, rng, zones
from manastack.engine.aspects import Aspect
from manastack.engine.card_names import CHOSEN_NAME
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.keywords import source_info
from manastack.engine.state import EXILE, GRAVEYARD, HAND, LIBRARY, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.ExileGraveyard)
def _exile_graveyard(game: Kernel, ctx: Ctx, node: dsl.ExileGraveyard, task: Task) -> bool:
    """406.2: all the cards of each named player's graveyard are exiled in one event."""
    for player in ctx.resolve_players(node.who):
        cards = list(game.state.players[player].graveyard)
        zones.move_together(game, [(oid, EXILE, "exile") for oid in cards])
    return True


@handles(dsl.LookAtTopPutOntoBattlefield)
def _look_put_onto_battlefield(game: Kernel, ctx: Ctx, node: dsl.LookAtTopPutOntoBattlefield, task: Task) -> bool:
    """401.5: look at the top N cards; choose up to `up_to` matching cards, which enter the
    battlefield together (their entry plans asked first, 614.12); the rest go where the effect
    says, in the order chosen ("in any order") or a random one."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: node.count])
    picks: list[int] = []
    while len(picks) < node.up_to:
        eligible = [o for o in top if o not in picks and queries.matches(game, node.filter, o, ctx.source, player)]
        if not eligible:
            break
        options = [Option("card", game.chars(o).name, o) for o in eligible] + [Option("done", "put no more", None)]
        pick = game.ask(player, "card", options, "put a card onto the battlefield").value
        if pick is None:
            break
        picks.append(pick)
    rest = [o for o in top if o not in picks]
    ordered: list[int] = []
    if node.rest == "bottom":
        while len(rest) > 1:
            nxt = game.ask(player, "order", [Option("card", game.chars(o).name, o) for o in rest],
                           "choose the next card to put on the bottom").value
            ordered.append(nxt)
            rest.remove(nxt)
    ordered.extend(rest)
    plans = [zones.etb_plan(game, game.state.objects[o].card, game.state.objects[o].legacy, 0, player, 0, o)
             for o in picks]
    for oid, plan in zip(picks, plans, strict=True):
        zones.put_onto_battlefield(game, oid, player, plan)
    if node.rest == "graveyard":
        zones.move_together(game, [(oid, GRAVEYARD, "look") for oid in ordered])
        return True
    if node.rest == "random":
        game.state.rng = rng.shuffle(game.state.rng, ordered)
    for oid in ordered:
        library.remove(oid)
        library.append(oid)
    if ordered:
        game.changed(Aspect.HIDDEN)
    return True


@handles(dsl.RevealTopOfLibrary)
def _reveal_top(game: Kernel, ctx: Ctx, node: dsl.RevealTopOfLibrary, task: Task) -> bool:
    """701.20a: the top card is revealed to every player and stays on top; with no card, nothing
    is revealed (608.2c: "if you do" sees it wasn't)."""
    library = game.state.players[ctx.controller].library
    if not library:
        ctx.data["done"] = False
        return True
    top = library[0]
    game.emit({"type": "reveal", "player": ctx.controller, "obj": top, "card": game.state.objects[top].card})
    ctx.data["revealed_top"] = top
    return True


@handles(dsl.LookAtHand)
def _look_at_hand(game: Kernel, ctx: Ctx, node: dsl.LookAtHand, task: Task) -> bool:
    """402.3: the controller looks at each card of another player's hand: a "look" event per card,
    named to the looker only (engine/player_log.py); their own hand they already see."""
    for player in ctx.resolve_players(node.who):
        if player == ctx.controller:
            continue
        for oid in game.state.players[player].hand:
            game.emit({"type": "look", "player": ctx.controller, "owner": player, "obj": oid,
                       "card": game.state.objects[oid].card})
    return True


@handles(dsl.KeepFromLibraryAndGraveyard)
def _keep_from_library_and_graveyard(game: Kernel, ctx: Ctx, node: dsl.KeepFromLibraryAndGraveyard,
                                     task: Task) -> bool:
    """701.23: the controller chooses that many cards from their library and graveyard (all of
    them if there are fewer; no quality is stated, so the search finds them); every other card
    of both zones is exiled at once; the chosen go on top of the library, the first chosen on
    top (the order chosen is "any order")."""
    player = game.state.players[ctx.controller]
    pool = list(player.library) + list(player.graveyard)
    picks: list[int] = []
    while len(picks) < min(node.count, len(pool)):
        options = [Option("card", f"{game.chars(o).name}" + (" (graveyard)" if o in player.graveyard else ""), o)
                   for o in pool if o not in picks]
        picks.append(game.ask(ctx.controller, "search", options, "choose a card to keep").value)
    game.emit({"type": "search", "player": ctx.controller})  # 701.23: after the choices (a decision changes nothing)
    zones.move_together(game, [(oid, EXILE, "exile") for oid in pool if oid not in picks])
    from_graveyard = [oid for oid in picks if oid in player.graveyard]
    moved = dict(zip(from_graveyard, zones.move_together(game, [(oid, LIBRARY, "search") for oid in from_graveyard]),
                     strict=True))
    order = [moved.get(oid, oid) for oid in picks]
    player.library[:] = [oid for oid in order if oid in player.library] + [o for o in player.library if o not in order]
    game.changed(Aspect.HIDDEN)
    return True


@handles(dsl.RevealUntilDamage)
def _reveal_until_damage(game: Kernel, ctx: Ctx, node: dsl.RevealUntilDamage, task: Task) -> bool:
    """701.20a: cards are revealed from the top until one matches `until` (or the library runs
    out); then the damage (doubled if that card matches `doubled_if`) is dealt (120.3) and the
    revealed cards go to the bottom in the order the controller chooses."""
    player = ctx.controller
    library = game.state.players[player].library
    if not ctx.scratch.started:
        _reveal_until(game, ctx, node.until, player)
        return False
    revealed = [o for o in ctx.data.get("revealed_until", ()) if o in game.state.objects]
    last = revealed[-1] if revealed else None
    stopper = last if last is not None and queries.matches(game, node.until, last, ctx.source, player) else None
    others = len(revealed) - (1 if stopper is not None else 0)
    rest, ordered = list(revealed), []
    while len(rest) > 1:  # "in any order": asked before anything changes
        nxt = game.ask(player, "order", [Option("card", game.chars(o).name, o) for o in rest],
                       "choose the next card to put on the bottom").value
        ordered.append(nxt)
        rest.remove(nxt)
    ordered.extend(rest)
    doubled = stopper is not None and queries.matches(game, node.doubled_if, stopper, ctx.source, player)
    amount = others * (2 if doubled else 1)
    source, info = ctx.source, _source_info(game, ctx)
    for target in ctx.slot(node.to.index) if isinstance(node.to, dsl.Target) else []:
        if target[0] == "player" or target[1] in game.state.objects:
            zones.deal_damage(game, source, tuple(target), amount, source_info=info)
    for oid in ordered:
        if oid in library:
            library.remove(oid)
            library.append(oid)
    game.changed(Aspect.HIDDEN)
    ctx.data.pop("revealed_until", None)
    return True


@handles(dsl.RevealUntil)
def _reveal_until(game: Kernel, ctx: Ctx, node: dsl.RevealUntil, task: Task) -> bool:
    """701.20a: the player reveals cards from the top of their library until one matches (or the
    library runs out); that card goes where the text says, then the rest (ordered by that player
    first, asked before anything changes, when they go to the bottom "in any order")."""
    players = ctx.resolve_players(node.who)
    if len(players) != 1:
        return True
    player = players[0]
    library = game.state.players[player].library
    until = node.until
    if node.named:  # 201.4: a card with the chosen name (none chosen: no card has it)
        until = replace(until, name=ctx.data.get(CHOSEN_NAME) or "")
    if not ctx.scratch.started:
        _reveal_until(game, ctx, until, player)
        return False
    revealed = [o for o in ctx.data.get("revealed_until", ()) if o in library]
    found = revealed[-1] if revealed and queries.matches(game, until, revealed[-1], ctx.source, player) else None
    rest = [o for o in revealed if o != found]
    plan = None
    if found is not None and node.found_to == "battlefield":
        obj = game.state.objects[found]
        plan = zones.etb_plan(game, obj.card, obj.legacy, 0, player, 0, found)
    if node.rest_to == "bottom":
        ordered, left = [], list(rest)
        while len(left) > 1:  # "in any order"
            nxt = game.ask(player, "order", [Option("card", game.chars(o).name, o) for o in left],
                           "choose the next card to put on the bottom").value
            ordered.append(nxt)
            left.remove(nxt)
        rest = ordered + left
    elif node.rest_to == "random":  # 401.4: in a random order, the game's generator
        shuffled = []
        while rest:
            game.state.rng, index = rng.below(game.state.rng, len(rest))
            shuffled.append(rest.pop(index))
        rest = shuffled
    if found is not None:
        if node.found_to == "battlefield":
            zones.put_onto_battlefield(game, found, player, plan, face=0)
        else:
            zones.move(game, found, HAND if node.found_to == "hand" else GRAVEYARD, cause="reveal_until")
    if node.rest_to in ("bottom", "random"):
        for oid in rest:
            if oid in library:
                library.remove(oid)
                library.append(oid)
        game.changed(Aspect.HIDDEN)
    else:
        zones.move_together(game, [(o, GRAVEYARD if node.rest_to == "graveyard" else EXILE, "reveal_until")
                                   for o in rest if o in library])
    ctx.data.pop("revealed_until", None)
    return True


def _source_info(game: Kernel, ctx: Ctx) -> dict:
    """The damage source's characteristics (it may have left: last known information, 608.2h)."""
    return source_info(game, ctx.source) if ctx.source is not None else {"keywords": [], "controller": ctx.controller,
                                                                          "colors": []}


def _reveal_until(game: Kernel, ctx: Ctx, until: dsl.Filter, player: int) -> None:
    """701.20a: `player` reveals cards from the top of their library until one matches `until`
    (or the library runs out); the revealed cards are remembered for the next stage."""
    revealed = []
    for oid in list(game.state.players[player].library):
        revealed.append(oid)
        game.emit({"type": "reveal", "player": player, "obj": oid, "card": game.state.objects[oid].card})
        if queries.matches(game, until, oid, ctx.source, player):
            break
    ctx.data["revealed_until"] = revealed
    ctx.scratch.started = True
