"""Lasting permissions to play cards from zones other than the hand (601.3, 305.1): "you may play
that card this turn" (an effect of a resolved spell or ability, 611.2), "you may play lands and
cast spells from the top of your library" (a static ability, 604.1), "you may cast ~ from your
graveyard" (the card's own static ability), and the top card of a library that a static ability
lets players see ("play with the top card of your library revealed", "you may look at the top
card of your library any time").

A permission from an effect is a continuous effect (state.ContinuousEffect, kind
PLAY_PERMISSION) whose affected objects are the cards it lets a player play, as they are now:
a card that leaves its zone is a new object (400.7), so the permission ends with it ("for as
long as it remains exiled"); "this turn" ends at the cleanup step (514.2).  Its params: the
player who may play them, whether only spells may be cast ("you may cast"), whether they are
cast without paying their mana costs (118.9), and whether mana of any type may be spent on them
(609.4b).

Playing a card this way follows the normal rules for timing and land plays (the rulings of
Future Sight, Expressive Iteration, Urza, Lord High Artificer): the permission changes only the
zone it may be played from, and, with "without paying its mana cost" or Bolas's Citadel's "pay
life equal to its mana value rather than pay its mana cost", the cost (an alternative cost,
118.9: no other alternative cost may be applied with it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.queries import static_effects
from manastack.engine.state import EXILE, GRAVEYARD, LIBRARY

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The kind of continuous effect a "you may play that card" effect creates.
PLAY_PERMISSION = "play_permission"
#: 118.9: the casting method of Bolas's Citadel: life equal to the mana value instead of the mana cost.
PAY_LIFE = "pay_life"


@dataclass(frozen=True)
class Permission:
    """One card a player may play from where it is now: how (`free`: only without paying its
    mana cost; `life`: only for life equal to its mana value; otherwise as usual, alternative
    costs included), whether lands may be played (`lands`), and whether mana of any type may be
    spent on it (`any_mana`)."""

    obj: int
    zone: str
    lands: bool = True
    free: bool = False
    life: bool = False
    any_mana: bool = False


def permissions(game: Kernel, player: int) -> list[Permission]:
    """The cards outside `player`'s hand that they may play now by a permission, in a fixed order
    (the effects' first, by timestamp; then the tops of libraries)."""
    state = game.state
    found: list[Permission] = []
    for effect in state.effects:
        if effect.kind != PLAY_PERMISSION or effect.params["player"] != player:
            continue
        params = effect.params
        for oid in effect.affected:
            obj = state.objects.get(oid)
            if obj is not None and obj.zone == params["zone"]:
                found.append(Permission(oid, obj.zone, lands=not params.get("cast_only", False),
                                        free=params.get("free", False), any_mana=params.get("any_mana", False)))
    library = state.players[player].library
    if library:
        for _perm, controller, effect in static_effects(game, dsl.PlayFromLibraryTop):
            if controller == player:
                found.append(Permission(library[0], LIBRARY, life=effect.life_for_mana))
    return found


def any_mana(game: Kernel, player: int, oid: int) -> bool:
    """609.4b: whether a permission lets `player` spend mana of any type to cast this card."""
    return any(p.any_mana and p.obj == oid for p in permissions(game, player))


def casts_from_graveyard(game: Kernel, oid: int) -> bool:
    """"You may cast ~ from your graveyard." (601.3): the card's own permission, while it is in
    its owner's graveyard."""
    obj = game.state.objects[oid]
    return obj.zone == GRAVEYARD and any(isinstance(a, dsl.Static) and isinstance(a.effect, dsl.CastSelfFromGraveyard)
                                         for a in game.chars(oid).abilities)


def visible_library_tops(game: Kernel) -> dict[int, tuple[bool, set[int]]]:
    """For each player whose library's top card a static ability lets someone see: (whether
    every player sees it, the players who see it).  Future Sight: "play with the top card of
    your library revealed" (every player); Bolas's Citadel: "you may look at the top card of
    your library any time" (its controller)."""
    found: dict[int, tuple[bool, set[int]]] = {}
    playing = _playing_from_top(game)
    for _perm, controller, effect in static_effects(game, dsl.LibraryTopVisible):
        if not game.state.players[controller].library or controller in playing:
            continue
        to_all, seers = found.get(controller, (False, set()))
        seers = seers | ({p.index for p in game.state.players} if effect.to_all else {controller})
        found[controller] = (to_all or effect.to_all, seers)
    return found


def _playing_from_top(game: Kernel) -> set[int]:
    """The players casting a spell or playing a land from the top of their library now: the new
    top card isn't seen until they finish (the rulings of Future Sight and Bolas's Citadel)."""
    found = set()
    for task in game.state.agenda:
        if task.name == "cast" and getattr(task.data, "cast_from", "") == LIBRARY:
            found.add(task.args["player"])
    return found


def seen_library_tops(game: Kernel, viewer: int) -> list[int]:
    """The top cards of libraries `viewer` may see now (visible_library_tops)."""
    game = getattr(game, "kernel", game)  # a view asked of the facade (engine/view.py)
    state = game.state
    return [state.players[owner].library[0] for owner, (_all, seers) in sorted(visible_library_tops(game).items())
            if viewer in seers]


#: The zones a permission from an effect may name.
PERMISSION_ZONES = (EXILE, GRAVEYARD, LIBRARY)
