"""Effects that bring cards into the game from outside it (400.11): "you may reveal an instant card
you own from outside the game and put it into your hand" (Cunning Wish), "... or choose a face-up
artifact card you own in exile" (Karn, the Great Creator), and "you may play a card you own from
outside the game this turn" (Wish, engine/outside_the_game.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import casting, queries, zones
from manastack.engine.context import Ctx
from manastack.engine.decision import Option
from manastack.engine.effects import add_effect, handles
from manastack.engine.outside_the_game import PLAY_FROM_OUTSIDE
from manastack.engine.state import EXILE, HAND, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _distinct_sideboard_cards(game: Kernel, ctx: Ctx, card_filter: object) -> list[int]:
    """The controller's cards outside the game (400.11) matching the filter, one of each card:
    identical cards are one choice."""
    player = ctx.controller
    objects = game.state.objects
    found: dict[tuple, int] = {}
    for oid in game.state.players[player].sideboard:
        key = (objects[oid].card, objects[oid].legacy)
        if key not in found and queries.matches(game, card_filter, oid, ctx.source, player):
            found[key] = oid
    return list(found.values())


@handles(dsl.FromOutsideToHand)
def _from_outside_to_hand(game: Kernel, ctx: Ctx, node: dsl.FromOutsideToHand, task: Task) -> bool:
    """400.11: the controller chooses a card matching the filter among their cards outside the
    game (and, with `exile`, their face-up cards in exile: 406.3, a face-down one can't be chosen);
    the choice is theirs alone until the card is revealed (701.20a) or, unrevealed, it is only a
    card that goes to their hand.  With no such card, or "you may" declined, nothing happens."""
    player = ctx.controller
    state = game.state
    objects = state.objects
    found = [Option("card", f"{game.chars(oid).name} (outside the game)", oid)
             for oid in _distinct_sideboard_cards(game, ctx, node.filter)]
    if node.exile:
        found += [Option("card", f"{game.chars(oid).name} (in exile)", oid) for oid in state.exile
                  if objects[oid].owner == player and not objects[oid].face_down
                  and queries.matches(game, node.filter, oid, ctx.source, player)]
    if not found:
        return True
    if node.optional:
        found.append(Option("none", "choose no card", None))
    chosen = game.ask(player, "card", found, "choose a card you own from outside the game to put into your hand").value
    if chosen is None:
        return True
    if node.reveal and objects[chosen].zone != EXILE:  # 701.20a: shown to every player
        game.emit({"type": "reveal", "player": player, "obj": chosen, "card": objects[chosen].card})
    zones.move(game, chosen, HAND, cause="from_outside_the_game")
    return True


@handles(dsl.CastFromOutside)
def _cast_from_outside(game: Kernel, ctx: Ctx, node: dsl.CastFromOutside, task: Task) -> bool:
    """"You may cast an instant or sorcery spell from your sideboard": one castable card of the
    controller's sideboard (their choice, private until it is cast), cast now paying its costs
    (608.2g: its timing ignored), with the additional mode a modal spell may then have (700.2)."""
    if ctx.scratch.started:
        return True
    player = ctx.controller
    found = [Option("card", f"cast {game.chars(oid).name} from outside the game", oid)
             for oid in _distinct_sideboard_cards(game, ctx, node.filter)
             if casting.can_cast(game, player, oid, 0, "", timing=False)]
    if not found:
        return True
    if node.optional:
        found.append(Option("none", "cast no spell", None))
    chosen = game.ask(player, "card", found, "cast a spell from your sideboard").value
    if chosen is None:
        return True
    ctx.scratch.started = True
    game.push("cast", player=player, obj=chosen, face=0, method="", during_resolution=True,
              additional_modes=1 if node.additional_mode else 0)
    return False


@handles(dsl.PlayFromOutside)
def _play_from_outside(game: Kernel, ctx: Ctx, node: dsl.PlayFromOutside, task: Task) -> bool:
    """"You may play a card you own from outside the game this turn": a permission until the turn
    ends (514.2), for one card (engine/outside_the_game.py)."""
    add_effect(game, ctx, PLAY_FROM_OUTSIDE, [], {}, "end_of_turn")
    return True
