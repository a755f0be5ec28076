"""The monarch (725): a designation one player at most has (725.3).  "You become the monarch"
gives it (dsl.BecomeMonarch); its two inherent triggered abilities, which have no source and are
controlled by the player who was the monarch as they triggered (725.2), are "At the beginning of
the monarch's end step, that player draws a card" and "Whenever a creature deals combat damage to
the monarch, its controller becomes the monarch".  If the monarch leaves the game, the active
player (or the next player in turn order) becomes the monarch (725.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.queries import lki
from manastack.engine.state import BATTLEFIELD, PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The references of the monarch's inherent triggered abilities (725.2), made in engine/abilities.py.
DRAW_REF = ("kwtrig", "the monarch's end step", "")
STEAL_REF = ("kwtrig", "the monarch's combat damage", "")
#: The name a trigger of the monarch is shown with (it has no source, 725.2).
SOURCE_NAME = "the monarch"


def monarch(game: Kernel) -> int | None:
    """The player who is the monarch, or None (725.1: no monarch until an effect makes one)."""
    return next((p.index for p in game.state.players if p.monarch), None)


def become_monarch(game: Kernel, player: int) -> None:
    """725.3: as a player becomes the monarch, the current monarch ceases to be the monarch.  A
    player who has left the game can't become it (725.4)."""
    state = game.state
    if state.players[player].monarch or state.players[player].lost:
        return
    previous = monarch(game)
    for p in state.players:
        p.monarch = p.index == player
    game.changed(Aspect.PLAYERS)
    game.emit({"type": "monarch", "player": player, "previous": previous})


@handles(dsl.BecomeMonarch)
def _become(game: Kernel, ctx: Ctx, node: dsl.BecomeMonarch, task: Task) -> bool:
    for player in ctx.resolve_players(node.who)[:1]:
        become_monarch(game, player)
    return True


@handles(dsl.DamagingCreatureControllerBecomesMonarch)
def _steal(game: Kernel, ctx: Ctx, node: dsl.DamagingCreatureControllerBecomesMonarch, task: Task) -> bool:
    """725.2: "its controller": the creature's controller now, or as it last existed (608.2h)."""
    event = ctx.event or {}
    source = event.get("source")
    if source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD:
        controller = game.chars(source).controller
    else:
        controller = (lki(game, source) or {}).get("controller", event.get("source_controller")) if source is not None \
            else event.get("source_controller")
    if controller is not None:
        become_monarch(game, controller)
    return True


def _at_end_step(game: Kernel, event: dict) -> None:
    """725.2: "At the beginning of the monarch's end step, that player draws a card"."""
    if event["step"] != "end":
        return
    active = game.state.active
    if game.state.players[active].monarch:
        game.state.pending_triggers.append(PendingTrigger(active, None, DRAW_REF, dict(event), None, SOURCE_NAME))


def _on_damage(game: Kernel, event: dict) -> None:
    """725.2: "Whenever a creature deals combat damage to the monarch, ..." (controlled by the
    monarch as it triggered)."""
    target = event["target"]
    if not event.get("combat") or target[0] != "player" or not game.state.players[target[1]].monarch:
        return
    source = event["source"]
    if source is None:
        return
    if source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD:
        creature = "Creature" in game.chars(source).types
    else:
        creature = "Creature" in (lki(game, source) or {}).get("types", [])
    if creature:
        game.state.pending_triggers.append(PendingTrigger(target[1], None, STEAL_REF, dict(event), None, SOURCE_NAME))


def _on_lose(game: Kernel, event: dict) -> None:
    """725.4: if the monarch leaves the game, the active player becomes the monarch; if that is
    the player leaving, the next player in turn order who can."""
    state = game.state
    leaving = state.players[event["player"]]
    if not leaving.monarch:
        return
    leaving.monarch = False
    game.changed(Aspect.PLAYERS)
    for player in game.players_in_turn_order():
        if not state.players[player].lost:
            become_monarch(game, player)
            return


RULES.listen(("step_begin",), _at_end_step)
RULES.listen(("damage",), _on_damage)
RULES.listen(("lose",), _on_lose)
