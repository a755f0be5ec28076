"""The one-shot effects of more abilities keywords stand for (engine/abilities.py): transmute's
search (702.53a), ingest's exile (702.115a), living weapon's Germ (702.92a), ripple's reveal
(702.60a), exploit's sacrifice (702.110a-b), a crewed Vehicle's becoming a creature (702.122a),
monstrosity (701.37a-b), proliferate (701.34a) and populate (701.36a).  Installed in the
effect interpreter (engine/effects.py) like every other effect node."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import casting, effects, queries, zones
from manastack.engine.aspects import Aspect
from manastack.engine.characteristics import copiable_values
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import handles
from manastack.engine.queries import lki_snapshot
from manastack.engine.state import BATTLEFIELD, EXILE, PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: 702.92a: the token living weapon creates, "a 0/0 black Phyrexian Germ creature token"
#: (cards/sets/keyword_tokens.py).
GERM = "Phyrexian Germ"
#: 702.110b: the trigger event of "When ~ exploits a creature".
EXPLOITS = "exploits"


@handles(dsl.SearchSameManaValue)
def _transmute(game: Kernel, ctx: Ctx, node: dsl.SearchSameManaValue, task: Task) -> bool:
    """702.53a: search for a card with the same mana value as the discarded card (as it last
    existed in the hand, 608.2h: a card's {X} is 0 there, 202.3e), reveal it, put it into your
    hand, then shuffle."""
    discarded = ctx.data.get("paid", {}).get("discarded")
    if discarded is None:
        return True
    value = discarded["mana_value"]
    search = dsl.SearchLibrary(dsl.Filter(mana_value_ge=value, mana_value_le=value), reveal=True)
    return effects.run(game, ctx, search, task)


@handles(dsl.ExileTopOfLibrary)
def _exile_top(game: Kernel, ctx: Ctx, node: dsl.ExileTopOfLibrary, task: Task) -> bool:
    """702.115a: "that player exiles the top card of their library" (face up, 406.3); a player
    whose library is empty exiles nothing."""
    for player in ctx.resolve_players(node.who):
        library = game.state.players[player].library
        for oid in list(library[: ctx.value(node.count)]):
            effects.remember_exiled(ctx, [zones.move(game, oid, EXILE, cause="exile")])
    return True


@handles(dsl.CreateGermAndAttach)
def _living_weapon(game: Kernel, ctx: Ctx, node: dsl.CreateGermAndAttach, task: Task) -> bool:
    """702.92a: create the Germ, then attach this Equipment to it (701.3a); an Equipment that
    has left the battlefield stays where it is (701.3b), and the 0/0 Germ dies (704.5f)."""
    germ = zones.create_token(game, GERM, ctx.controller)
    source = ctx.source
    if source is None or source not in game.state.objects or game.state.objects[source].zone != BATTLEFIELD:
        return True
    if game.state.objects[germ].zone == BATTLEFIELD and "Equipment" in game.chars(source).subtypes \
            and "Creature" in game.chars(germ).types:  # 301.5c: an Equipment is attached only to a creature
        effects.attach(game, source, germ)
    return True


@handles(dsl.Ripple)
def _ripple(game: Kernel, ctx: Ctx, node: dsl.Ripple, task: Task) -> bool:
    """702.60a, in steps kept in the resolution's context: the reveal (if its controller wants
    it); each revealed card with the spell's name may be cast without paying its mana cost (608.2g,
    one at a time); then the revealed cards not cast go to the bottom in the order its controller
    chooses."""
    player = ctx.controller
    library = game.state.players[player].library
    data = ctx.data.setdefault("ripple", {"revealed": [], "asked": []})
    if not ctx.scratch.started:
        top = list(library[: node.amount])
        if top:
            answer = game.ask(player, "may", [Option("yes", f"reveal the top {len(top)} cards of your library", True),
                                              Option("no", "don't reveal", False)], f"ripple {node.amount}: reveal?")
            if answer.value:
                data["revealed"] = top
                for oid in top:
                    game.emit({"type": "reveal", "player": player, "obj": oid, "card": game.state.objects[oid].card})
        ctx.scratch.started = True
        return False
    name = (ctx.event or {}).get("name")
    for oid in data["revealed"]:
        if oid in data["asked"] or oid not in library or game.chars(oid).name != name:
            continue
        if not casting.can_cast_now_free(game, player, oid):
            continue
        answer = game.ask(player, "may", [Option("yes", f"cast {name} without paying its mana cost", True),
                                          Option("no", "don't cast it", False)], f"ripple: cast {name}?")
        data["asked"].append(oid)
        if answer.value:
            game.push("cast", player=player, obj=oid, face=0, method="free", during_resolution=True)
        return False  # one card at a time: the next question comes after a checkpoint
    rest = _bottom_order(game, player, [oid for oid in data["revealed"] if oid in library])
    for oid in rest:
        library.remove(oid)
        library.append(oid)
    if rest:
        game.changed(Aspect.HIDDEN)
        game.emit({"type": "library_reorder", "player": player})
    del ctx.data["ripple"]
    return True


def _bottom_order(game: Kernel, player: int, cards: list[int]) -> list[int]:
    """"On the bottom of your library in any order": the player picks each next card down."""
    cards = list(cards)
    ordered: list[int] = []
    while len(cards) > 1:
        pick = game.ask(player, "order", [Option("card", game.chars(o).name, o) for o in cards],
                        "choose the next card to put on the bottom").value
        ordered.append(pick)
        cards.remove(pick)
    return ordered + cards


@handles(dsl.Exploit)
def _exploit(game: Kernel, ctx: Ctx, node: dsl.Exploit, task: Task) -> bool:
    """702.110a: "you may sacrifice a creature" (the creature with exploit itself too); 702.110b:
    if one is sacrificed, the creature with exploit "exploits a creature": its "When ~ exploits a
    creature" abilities trigger, provided it is still on the battlefield as this resolves (they
    trigger even if it sacrificed itself, seen as it was before)."""
    player = ctx.controller
    creatures = [o for o in game.state.battlefield
                 if game.chars(o).controller == player and "Creature" in game.chars(o).types]
    if not creatures:
        return True
    options = [Option("object", game.chars(o).name, o) for o in creatures] + [Option("none", "sacrifice nothing", None)]
    pick = game.ask(player, "sacrifice", options, "exploit: you may sacrifice a creature").value
    if pick is None:
        return True
    source = ctx.source
    triggered: list = []
    if source is not None and source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD:
        chars = game.chars(source)
        triggered = [(ref, chars.controller, chars.name, lki_snapshot(game, source))
                     for ref, ability in chars.table.triggered if ability.trigger.event == EXPLOITS]
    sacrificed = zones.sacrifice(game, pick)
    if source is None or not triggered:
        return True
    event = {"type": "exploit", "obj": source, "sacrificed": sacrificed}
    game.emit(event)
    for ref, controller, name, info in triggered:
        game.state.pending_triggers.append(PendingTrigger(controller, source, tuple(ref), dict(event), info, name))
    return True


#: state.extra key: the permanents that are monstrous (701.37b), by id.
MONSTROUS = "monstrous"
#: 701.37b: the trigger event of "When ~ becomes monstrous".
BECOMES_MONSTROUS = "becomes_monstrous"


@handles(dsl.Monstrosity)
def _monstrosity(game: Kernel, ctx: Ctx, node: dsl.Monstrosity, task: Task) -> bool:
    """701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
    monstrous"; 701.37b: its "When ~ becomes monstrous" abilities trigger.  A permanent that left
    (a new object, 400.7) gets nothing."""
    source = ctx.source
    state = game.state
    if source is None or source not in state.objects or state.objects[source].zone != BATTLEFIELD \
            or source in state.extra.get(MONSTROUS, ()):
        return True
    zones.put_counters(game, source, "+1/+1", max(ctx.value(node.amount), 0))
    battlefield = set(state.battlefield)
    state.extra[MONSTROUS] = sorted({o for o in state.extra.get(MONSTROUS, ()) if o in battlefield} | {source})
    game.changed(Aspect.EFFECTS)
    if state.objects[source].zone != BATTLEFIELD:
        return True
    game.emit({"type": "monstrous", "obj": source})
    chars = game.chars(source)
    for ref, ability in chars.table.triggered:
        if ability.trigger.event == BECOMES_MONSTROUS:
            state.pending_triggers.append(PendingTrigger(chars.controller, source, tuple(ref),
                                                         {"type": "monstrous", "obj": source}, None, chars.name))
    return True


@handles(dsl.Proliferate)
def _proliferate(game: Kernel, ctx: Ctx, node: dsl.Proliferate, task: Task) -> bool:
    """701.34a: the player chooses, one at a time, any number of permanents and players with a
    counter; then each gets one more counter of each kind it has (poison and energy for players,
    122.1f, 107.14)."""
    state = game.state
    permanents = [o for o in state.battlefield if any(n > 0 for n in state.objects[o].counters.values())]
    players = [p.index for p in state.players if not p.lost and (p.poison > 0 or p.energy > 0)]
    chosen: list = []
    while True:
        options = [Option("done", "done", None)]
        options += [Option("object", game.chars(o).name, ("obj", o)) for o in permanents if ("obj", o) not in chosen]
        options += [Option("player", state.players[p].name, ("player", p)) for p in players if ("player", p) not in chosen]
        if len(options) == 1:
            break
        pick = game.ask(ctx.controller, "choose", options, "proliferate: choose a permanent or player with a counter").value
        if pick is None:
            break
        chosen.append(pick)
    for kind, what in chosen:
        if kind == "obj":
            for counter in sorted(k for k, n in state.objects[what].counters.items() if n > 0):
                zones.put_counters(game, what, counter, 1)
            continue
        player = state.players[what]
        if player.poison > 0:
            player.poison += 1
            game.changed(Aspect.PLAYERS)
            game.emit({"type": "poison", "player": what, "count": 1, "source": ctx.source})
        if player.energy > 0:
            zones.change_energy(game, what, 1)
    return True


@handles(dsl.Populate)
def _populate(game: Kernel, ctx: Ctx, node: dsl.Populate, task: Task) -> bool:
    """701.36a: a token that's a copy of a creature token its controller controls (its copiable
    values, 707.2); 701.36b: none, no token."""
    tokens = [o for o in game.state.battlefield if queries.is_token(game, o)
              and game.chars(o).controller == ctx.controller and "Creature" in game.chars(o).types]
    if not tokens:
        return True
    pick = game.ask(ctx.controller, "choose", [Option("object", game.chars(o).name, o) for o in tokens],
                    "populate: choose a creature token you control").value
    copied = copiable_values(game.state, game.state.objects[pick])
    zones.create_token_copy(game, copied.card, tuple(copied.legacy), ctx.controller, dict(copied.exceptions or {}))
    return True


#: state.extra key: [exiled card, champion] for each card a champion ability exiled (702.72b-c).
CHAMPIONED = "championed"


def _championable(game: Kernel, oid: int, quality: str) -> bool:
    chars = game.chars(oid)
    if quality == "creature":
        return "Creature" in chars.types
    return not chars.subtypes.isdisjoint(quality.split("|"))


@handles(dsl.ChampionExile)
def _champion_exile(game: Kernel, ctx: Ctx, node: dsl.ChampionExile, task: Task) -> bool:
    """702.72a: "sacrifice it unless you exile another [object] you control": its controller may
    exile one (linked to this permanent, 702.72b); if they don't, the permanent is sacrificed."""
    source = ctx.source
    state = game.state
    present = source is not None and source in state.objects and state.objects[source].zone == BATTLEFIELD
    candidates = [o for o in state.battlefield if o != source and game.chars(o).controller == ctx.controller
                  and _championable(game, o, node.quality)]
    pick = None
    if candidates:
        options = [Option("object", game.chars(o).name, o) for o in candidates]
        options.append(Option("none", "exile nothing" + (" (sacrifice it)" if present else ""), None))
        pick = game.ask(ctx.controller, "choose", options, "champion: exile another permanent you control?").value
    if pick is None:
        if present:
            zones.sacrifice(game, source)
        return True
    exiled = zones.move(game, pick, EXILE, cause="champion")
    if source is not None:
        state.extra[CHAMPIONED] = [*state.extra.get(CHAMPIONED, []), [exiled, source]]
        game.changed(Aspect.EFFECTS)
    return True


@handles(dsl.ReturnChampioned)
def _return_championed(game: Kernel, ctx: Ctx, node: dsl.ReturnChampioned, task: Task) -> bool:
    """702.72a: the card the linked ability exiled returns to the battlefield under its owner's
    control; a card that has left exile is a new object and stays where it is (400.7)."""
    state = game.state
    mine = [pair for pair in state.extra.get(CHAMPIONED, []) if pair[1] == ctx.source]
    if not mine:
        return True
    state.extra[CHAMPIONED] = [pair for pair in state.extra[CHAMPIONED] if pair[1] != ctx.source]
    game.changed(Aspect.EFFECTS)
    returning = [card for card, _champion in mine if card in state.objects and state.objects[card].zone == EXILE]
    plans = [zones.etb_plan(game, state.objects[card].card, state.objects[card].legacy, 0, state.objects[card].owner,
                            0, card) for card in returning]  # 614.12: every "as ~ enters" choice first
    for card, plan in zip(returning, plans, strict=True):
        zones.put_onto_battlefield(game, card, state.objects[card].owner, plan)
    return True
