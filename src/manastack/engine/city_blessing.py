"""Ascend and the city's blessing (702.131).  Ascend on an instant or sorcery is a spell ability
(702.131a): as the spell resolves, before its other effects, its controller gets the city's
blessing if they control ten or more permanents.  Ascend on a permanent is a static ability
(702.131b): any time its controller controls ten or more permanents, they get the city's
blessing.  The blessing is a designation kept for the rest of the game (702.131c, Player.city_blessing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.aspects import Aspect
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: 702.131a-b: how many permanents its controller must control.
PERMANENTS_NEEDED = 10


def permanents_controlled(game: Kernel, player: int) -> int:
    return sum(1 for oid in game.state.battlefield if game.chars(oid).controller == player)


def get_blessing(game: Kernel, player: int) -> None:
    """702.131c: the player gets the city's blessing for the rest of the game."""
    p = game.state.players[player]
    if p.city_blessing or p.lost:
        return
    p.city_blessing = True
    game.changed(Aspect.PLAYERS)
    game.emit({"type": "city_blessing", "player": player})


def ascend(game: Kernel, player: int) -> None:
    """702.131a-b: "If you control ten or more permanents and you don't have the city's
    blessing, you get the city's blessing for the rest of the game." """
    if not game.state.players[player].city_blessing and permanents_controlled(game, player) >= PERMANENTS_NEEDED:
        get_blessing(game, player)


def _check_permanents(game: Kernel, event: dict) -> None:
    """702.131b: any time a player without the blessing controls ten or more permanents, one of
    them with ascend, they get it.  Checked as permanents enter, leave, change control or gain
    abilities (the events that can make it true)."""
    state = game.state
    waiting = [p.index for p in state.players if not p.city_blessing and not p.lost]
    if not waiting or len(state.battlefield) < PERMANENTS_NEEDED:
        return
    counts: dict[int, int] = {}
    with_ascend: set[int] = set()
    for oid in state.battlefield:
        chars = game.chars(oid)
        counts[chars.controller] = counts.get(chars.controller, 0) + 1
        if chars.has("ascend"):
            with_ascend.add(chars.controller)
    for player in waiting:
        if player in with_ascend and counts.get(player, 0) >= PERMANENTS_NEEDED:
            get_blessing(game, player)


def _spell_resolves(game: Kernel, event: dict) -> None:
    """702.131a: ascend on an instant or sorcery spell, as it resolves (before its other
    effects: it is printed first, 608.2c)."""
    item = next((i for i in game.state.stack if i.id == event["item"]), None)
    if item is None or item.kind != "spell" or item.obj is None or game.state.objects[item.obj].zone == BATTLEFIELD:
        return
    chars = game.chars(item.obj)
    if chars.has("ascend") and not chars.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}:
        ascend(game, item.controller)


RULES.listen(("zone_change", "effect", "attach", "step_begin"), _check_permanents)
RULES.listen(("resolve_begin",), _spell_resolves)
