"""Library instructions (401, 701.20 reveal, 701.24 shuffle, 701.40 explore): looking at and putting back the top cards,
revealing the top cards and sorting them, exploring, and shuffling an object into its owner's
library.  Each handler asks its questions before it moves anything (engine/kernel.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries, rng, zones
from manastack.engine.aspects import Aspect
from manastack.engine.characteristics import CREATURE_TYPES
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.queries import lki
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _card_options(game: Kernel, ids: list[int]) -> list[Option]:
    return [Option("card", game.chars(o).name, o) for o in ids]


def _ordered(game: Kernel, player: int, cards: list[int], prompt: str) -> list[int]:
    """The player orders `cards` ("in any order"): each pick is the next from the top."""
    cards = list(cards)
    ordered: list[int] = []
    while len(cards) > 1:
        pick = game.ask(player, "order", _card_options(game, cards), prompt).value
        ordered.append(pick)
        cards.remove(pick)
    return ordered + cards


@handles(dsl.LookAtTopPutBack)
def _look_put_back(game: Kernel, ctx: Ctx, node: dsl.LookAtTopPutBack, task: Task) -> bool:
    """401.4: the controller looks at the top N cards of their library (no one else sees them)
    and puts them back on top in an order of their choice."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: ctx.value(node.count)])
    if not top:
        return True
    ordered = _ordered(game, player, top, "choose the next card from the top")
    library[: len(top)] = ordered
    game.changed(Aspect.HIDDEN)
    game.emit({"type": "library_reorder", "player": player})
    return True


@handles(dsl.LookPayAgain)
def _look_pay_again(game: Kernel, ctx: Ctx, node: dsl.LookPayAgain, task: Task) -> bool:
    """Each round: the player, looking at the top N cards, either pays the life (119.4: only with
    that much life) and puts them on the bottom in the order they choose, then looks again (a new
    round: the effect goes on after a checkpoint), or stops: the rest of the library is shuffled
    and those cards go back on top in the order they choose.  Every question of a round comes
    before its changes."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[:node.count])
    if not top:
        zones.shuffle_library(game, player)
        return True
    p = game.state.players[player]
    again = p.life >= node.life and game.ask(
        player, "may", [Option("yes", f"pay {node.life} life and put them on the bottom", True),
                        Option("no", "keep these", False)],
        "look at: " + ", ".join(game.chars(o).name for o in top)).value
    if again:
        ordered = _ordered(game, player, top, "choose the next card to put on the bottom")
        zones.lose_life(game, player, node.life, ctx.source, cause="cost")
        for oid in ordered:
            library.remove(oid)
            library.append(oid)
        game.changed(Aspect.HIDDEN)
        game.emit({"type": "library_reorder", "player": player})
        return False  # the next round, after a checkpoint
    ordered = _ordered(game, player, top, "choose the next card from the top")
    for oid in top:
        library.remove(oid)
    zones.shuffle_library(game, player)
    library[:0] = ordered
    game.changed(Aspect.HIDDEN)
    game.emit({"type": "library_reorder", "player": player})
    return True


@handles(dsl.RevealTopPutMatching)
def _reveal_top_put_matching(game: Kernel, ctx: Ctx, node: dsl.RevealTopPutMatching, task: Task) -> bool:
    """701.20a: the top N cards are revealed (every player sees each); those matching go into the
    hand, the rest on the bottom in an order the controller chooses, or into the graveyard."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: ctx.value(node.count)])
    if not top:
        return True
    if not ctx.scratch.started:  # the reveal first, so that the ordering names only seen cards
        ctx.scratch.started = True
        for oid in top:
            game.emit({"type": "reveal", "player": player, "obj": oid, "card": game.state.objects[oid].card})
        return False
    found = [o for o in top if queries.matches(game, node.filter, o, ctx.source, player)]
    rest = [o for o in top if o not in found]
    if node.rest == "bottom":
        rest = _ordered(game, player, rest, "choose the next card to put on the bottom")
    zones.move_together(game, [(oid, HAND, "reveal") for oid in found])
    if node.rest == "graveyard":
        zones.move_together(game, [(oid, GRAVEYARD, "reveal") for oid in rest])
        return True
    for oid in rest:
        library.remove(oid)
        library.append(oid)
    if rest:
        game.changed(Aspect.HIDDEN)
        game.emit({"type": "library_reorder", "player": player})
    return True


def _creature_types(types, subtypes) -> frozenset[str]:
    """205.3m: creature types are the subtypes of creature and kindred (tribal) objects."""
    if not {"Creature", "Tribal", "Kindred"} & set(types):
        return frozenset()
    return frozenset(subtypes) & CREATURE_TYPES


@handles(dsl.RevealTopSharingType)
def _reveal_top_sharing_type(game: Kernel, ctx: Ctx, node: dsl.RevealTopSharingType, task: Task) -> bool:
    """Kinship: the controller looks at the top card of their library (the decision shows it to
    them alone); if it shares a creature type with the source (its last known information if
    it has left, 608.2h), they may reveal it (701.20a).  "If you do" follows the reveal."""
    ctx.data["done"] = False
    library = game.state.players[ctx.controller].library
    if not library:
        return True
    top = library[0]
    if ctx.source in game.state.objects:
        mine = _creature_types(game.chars(ctx.source).types, game.chars(ctx.source).subtypes)
    else:
        known = (lki(game, ctx.source) if ctx.source is not None else None) or {}
        mine = _creature_types(known.get("types", ()), known.get("subtypes", ()))
    if not mine & _creature_types(game.chars(top).types, game.chars(top).subtypes):
        return True
    name = game.chars(top).name
    answer = game.ask(ctx.controller, "may", [Option("yes", f"reveal {name}", True), Option("no", "don't reveal", False)],
                      f"the top card of your library is {name}, which shares a creature type: reveal it?")
    if answer.value:
        game.emit({"type": "reveal", "player": ctx.controller, "obj": top, "card": game.state.objects[top].card})
        ctx.data["done"] = True
    return True


@handles(dsl.RevealHand)
def _reveal_hand(game: Kernel, ctx: Ctx, node: dsl.RevealHand, task: Task) -> bool:
    """701.20a: each card of the hand is revealed to every player."""
    for player in ctx.resolve_players(node.who):
        for oid in game.state.players[player].hand:
            game.emit({"type": "reveal", "player": player, "obj": oid, "card": game.state.objects[oid].card})
    return True


@handles(dsl.Explore)
def _explore(game: Kernel, ctx: Ctx, node: dsl.Explore, task: Task) -> bool:
    """701.40a: reveal the top card of your library; a land card is put into your hand;
    otherwise put a +1/+1 counter on the exploring creature, then you may put the revealed
    card into your graveyard.  701.40b: a creature that left the battlefield still explores,
    but gets no counter."""
    player = ctx.controller
    library = game.state.players[player].library
    explorer = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if not library:
        return True
    top = library[0]
    name = game.chars(top).name
    if not ctx.scratch.started:
        ctx.scratch.started = True
        game.emit({"type": "reveal", "player": player, "obj": top, "card": game.state.objects[top].card})
        return False
    land = "Land" in game.chars(top).types
    graveyard = False
    if not land:
        answer = game.ask(player, "may", [Option("yes", f"put {name} into your graveyard", True),
                                          Option("no", f"leave {name} on top", False)],
                          f"explore: put {name} into your graveyard?")
        graveyard = bool(answer.value)
    if land:
        zones.move(game, top, HAND, cause="explore")
        return True
    for oid in explorer:
        zones.put_counters(game, oid, "+1/+1", 1)
    if graveyard:
        zones.move(game, top, GRAVEYARD, cause="explore")
    return True


@handles(dsl.ShuffleZonesIntoLibrary)
def _shuffle_zones_into_library(game: Kernel, ctx: Ctx, node: dsl.ShuffleZonesIntoLibrary, task: Task) -> bool:
    """701.24: each player's graveyard (and hand) is put into their library at once, then that
    library is shuffled."""
    for player in ctx.resolve_players(node.who):
        p = game.state.players[player]
        cards = (list(p.hand) if node.hand else []) + (list(p.graveyard) if node.graveyard else [])
        zones.move_together(game, [(oid, LIBRARY, "shuffle_into_library") for oid in cards])
        zones.shuffle_library(game, player)
    return True


@handles(dsl.ExileLibrary)
def _exile_library(game: Kernel, ctx: Ctx, node: dsl.ExileLibrary, task: Task) -> bool:
    """406.3: every card of that player's library is exiled, face up."""
    for player in ctx.resolve_players(node.who):
        zones.move_together(game, [(oid, EXILE, "exile") for oid in game.state.players[player].library])
    return True


@handles(dsl.RevealTopCardSort)
def _reveal_top_card_sort(game: Kernel, ctx: Ctx, node: dsl.RevealTopCardSort, task: Task) -> bool:
    """701.20a: the top card of `who`'s library is revealed; if it matches it goes `to`, otherwise
    `otherwise` (or it stays on top); that player moves it.  A permanent put onto the battlefield
    enters under their control with its entry plan (614.1c)."""
    players = ctx.resolve_players(node.who)
    if not players or not game.state.players[players[0]].library:
        return True
    player = players[0]
    top = game.state.players[player].library[0]
    if not ctx.scratch.started:
        ctx.scratch.started = True
        game.emit({"type": "reveal", "player": player, "obj": top, "card": game.state.objects[top].card})
        return False
    to = node.to if queries.matches(game, node.filter, top, ctx.source, ctx.controller) else node.otherwise
    if not to:
        return True
    if to == BATTLEFIELD:
        obj = game.state.objects[top]
        plan = zones.etb_plan(game, obj.card, obj.legacy, 0, player, 0, top)
        zones.put_onto_battlefield(game, top, player, plan)
    else:
        zones.move(game, top, to, cause="reveal")
    return True


@handles(dsl.ShuffleIntoLibrary)
def _shuffle_into_library(game: Kernel, ctx: Ctx, node: dsl.ShuffleIntoLibrary, task: Task) -> bool:
    """701.24: the object is put into its owner's library, then that library is shuffled; 701.24c:
    the library is shuffled even if the object has left the zone it was expected in."""
    ids = ctx.resolve_objects(node.what)
    for oid in ids:
        owner = game.state.objects[oid].owner
        zones.move(game, oid, LIBRARY, cause="shuffle_into_library")
        zones.shuffle_library(game, owner)
    if not ids:
        zones.shuffle_library(game, _owner_of_gone(game, ctx, node.what))
    return True


def _owner_of_gone(game: Kernel, ctx: Ctx, ref: object) -> int:
    """The owner of an object no longer found: the triggering event's, or the source's last known
    information; the controller if neither is known."""
    if isinstance(ref, dsl.Triggering) and (ctx.event or {}).get("owner") is not None:
        return ctx.event["owner"]
    known = (lki(game, ctx.source) if ctx.source is not None else None) or {}
    return known.get("owner", ctx.controller)


@handles(dsl.LookAtTopKeepOnTop)
def _look_keep_on_top(game: Kernel, ctx: Ctx, node: dsl.LookAtTopKeepOnTop, task: Task) -> bool:
    """401.4: the controller looks at the top N cards of their library (no one else sees them),
    keeps up to `keep` of them on top and puts the rest on the bottom in a random order (the
    game's seeded generator).  Nothing moves until every choice is made."""
    player = ctx.controller
    library = game.state.players[player].library
    top = list(library[: ctx.value(node.count)])
    if not top:
        return True
    kept: list[int] = []
    while len(kept) < node.keep:
        options = _card_options(game, [o for o in top if o not in kept]) + [Option("none", "no more", None)]
        pick = game.ask(player, "card", options, "put a card on top of your library?").value
        if pick is None:
            break
        kept.append(pick)
    rest = [o for o in top if o not in kept]
    game.state.rng = rng.shuffle(game.state.rng, rest)
    library[:] = kept + [o for o in library if o not in top] + rest
    game.changed(Aspect.HIDDEN)
    game.emit({"type": "library_reorder", "player": player})
    return True
