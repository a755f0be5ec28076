"""Effects on a player's zones as a whole (400.1): exiling a graveyard (406.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, rng, sba, zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import add_effect, handles, run
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, EffectProgress, Task

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


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@handles(dsl.GainProtectionOfChoice)
def _protection_of_choice(game: Kernel, ctx: Ctx, node: dsl.GainProtectionOfChoice, task: Task) -> bool:
    """702.16a, 611.2c: the color (or colorless) is chosen as it resolves; the permanents
    affected are locked in, and gain protection from it for the duration."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if not ids:
        return True
    options = [Option("color", word, word) for word in _COLOR_WORDS.values()]
    if node.colorless:
        options.append(Option("color", "colorless", "colorless"))
    quality = game.ask(ctx.controller, "color", options, "choose protection from").value
    add_effect(game, ctx, "grant", ids, {"keywords": [f"protection from {quality}"]}, node.duration)
    return True


@handles(dsl.Flicker)
def _flicker(game: Kernel, ctx: Ctx, node: dsl.Flicker, task: Task) -> bool:
    """400.7: the permanents are exiled together; then the cards they became return to the
    battlefield together (their entry plans asked first, 614.12), as new objects.  A token
    exiled doesn't return (111.8); a card a replacement effect put elsewhere isn't in exile."""
    if not ctx.scratch.started:
        ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
        moved = zones.move_together(game, [(oid, EXILE, "exile") for oid in ids])
        ctx.data["flickered"] = [n for n in moved if n is not None]
        ctx.scratch.started = True
        return False
    objects = game.state.objects
    returning = [o for o in ctx.data.get("flickered", ()) if o in objects and objects[o].zone == EXILE
                 and not objects[o].token]
    unders = [objects[o].owner if node.under == "owner" else ctx.controller for o in returning]
    plans = [zones.etb_plan(game, objects[o].card, objects[o].legacy, 0, under, 0, o)
             for o, under in zip(returning, unders, strict=True)]
    for oid, under, plan in zip(returning, unders, plans, strict=True):
        zones.put_onto_battlefield(game, oid, under, plan)
    ctx.data.pop("flickered", None)
    return True


@handles(dsl.LoseGame)
def _lose_game(game: Kernel, ctx: Ctx, node: dsl.LoseGame, task: Task) -> bool:
    """104.3e: the player loses the game; 104.2a: the last player left wins."""
    for player in ctx.resolve_players(node.who):
        if not game.state.players[player].lost:
            game.state.players[player].lost = True
            game.changed(Aspect.PLAYERS)
            game.emit({"type": "lose", "player": player, "reason": "an effect"})
    sba.check_game_over(game)
    return True


def _until_your_next_upkeep(game: Kernel, event: dict) -> None:
    """611.2a: an effect lasting "until your next upkeep" ends as its controller's upkeep begins."""
    if event["step"] != "upkeep":
        return
    state = game.state
    lasting = [e for e in state.effects if not (e.duration == "your_next_upkeep" and e.controller == event["active"])]
    if len(lasting) != len(state.effects):
        state.effects = lasting
        game.changed(Aspect.EFFECTS)


RULES.listen(("step_begin",), _until_your_next_upkeep)


@handles(dsl.ConditionalAll)
def _conditional_all(game: Kernel, ctx: Ctx, node: dsl.ConditionalAll, task: Task) -> bool:
    """608.2c: the condition is checked once, as the instruction begins; if it held, each effect
    happens in order, each with its own progress (as the effects of a resolution do)."""
    branch = ctx.data.get("conditional_all")
    if branch is None:
        holds = queries.condition_holds(game, node.condition, ctx.source, ctx.controller, ctx)
        branch = ctx.data["conditional_all"] = {"next": 0 if holds else len(node.effects)}
    while branch["next"] < len(node.effects):
        if not run(game, ctx, node.effects[branch["next"]], task):
            return False
        branch["next"] += 1
        ctx.data["scratch"] = EffectProgress()
        game.checkpoint(task)
    del ctx.data["conditional_all"]
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


@handles(dsl.LoseKeywords)
def _lose_keywords(game: Kernel, ctx: Ctx, node: dsl.LoseKeywords, task: Task) -> bool:
    """611.2c, 613.1f: the permanents are locked in; layer 6 takes the keywords away after
    everything that grants them, for the duration."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, "lose_keywords", ids, {"keywords": list(node.keywords)}, node.duration)
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
