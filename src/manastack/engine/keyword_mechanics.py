"""The one-shot effects of more abilities keywords stand for (engine/abilities.py): transmute's
search (702.53a), ingest's exile (702.115a) and living weapon's Germ (702.92a).  Installed in the
effect interpreter (engine/effects.py) like every other effect node."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import effects, zones
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import BATTLEFIELD, EXILE, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: 702.92a: the token living weapon creates, "a 0/0 black Phyrexian Germ creature token"
#: (cards/sets/keyword_tokens.py).
GERM = "Phyrexian Germ"


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
            zones.move(game, oid, EXILE, cause="exile")
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
