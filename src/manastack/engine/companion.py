"""Companion (702.139): "Companion — [condition]" is a keyword ability that functions outside the
game.

702.139a, 103.2b: after the starting player is determined and before the decks are shuffled, the
starting player, then each other player in turn order, may reveal one card they own from outside
the game with a companion ability whose condition their starting deck fulfils (702.139b: the deck
after the sideboard is set aside).  It remains revealed outside the game (`Player.companion`).
116.2g: once during the game, any time they could cast a sorcery, they may pay {3} and put it into
their hand: a special action, which doesn't use the stack; the card then stays in the game
(702.139c).  The condition is also a rule of deck building: `unmet` says why a deck doesn't fulfil
it (decks/validation.py refuses a decklist's Companion it doesn't)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import casting, mana, restricted_mana, zones
from manastack.engine.aspects import Aspect
from manastack.engine.characteristics import card_characteristics
from manastack.engine.decision import Option
from manastack.engine.kernel import procedure
from manastack.engine.state import HAND, SIDEBOARD, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: 702.139a, 116.2g: what putting the companion into its owner's hand costs.
COST = "{3}"
#: The minimum deck size when no format says otherwise: 60, constructed (100.2a) and casual
#: freeform play (Yorion, Sky Nomad's rulings); 40 in limited (100.2b).
MINIMUM_DECK_SIZE = 60


def companion_ability(card: str, legacy: tuple = ()) -> dsl.Companion | None:
    """The companion ability of a card's front face, if it has one."""
    for ability in card_def(card, legacy).front.abilities:
        if isinstance(ability, dsl.Static) and isinstance(ability.effect, dsl.Companion):
            return ability.effect
    return None


def unmet(card: str, legacy: tuple, deck: Sequence[tuple[str, tuple]], minimum: int) -> str | None:
    """Why the starting deck `deck` ((name, legacy) per card) doesn't fulfil the companion
    condition of `card` with this minimum deck size; None when it does (or the card has no
    companion ability)."""
    ability = companion_ability(card, legacy)
    if ability is None:
        return None
    condition = ability.condition
    if isinstance(condition, dsl.StartingDeckManaValues):
        for name, options in deck:
            chars = card_characteristics(name, tuple(options))
            if "Land" not in chars.types and chars.mana_value < condition.minimum:
                return (f"{card}'s companion condition needs only cards with mana value {condition.minimum} or "
                        f"greater and land cards in the starting deck, but {name} has mana value {chars.mana_value}")
        return None
    if isinstance(condition, dsl.StartingDeckSize):
        if len(deck) < minimum + condition.more:
            return (f"{card}'s companion condition needs a starting deck of at least {minimum + condition.more} cards "
                    f"({condition.more} more than the minimum deck size, {minimum}), but it has {len(deck)}")
        return None
    raise TypeError(f"unknown companion condition {condition!r}")


def candidates(game: Kernel, player: int, deck: Sequence[tuple[str, tuple]], minimum: int) -> list[int]:
    """The cards of `player`'s sideboard they may reveal as their companion (103.2b): one of each
    card with a companion ability whose condition the starting deck fulfils."""
    found = []
    seen: set = set()
    for oid in game.state.players[player].sideboard:
        obj = game.state.objects[oid]
        key = (obj.card, obj.legacy)
        if key not in seen and companion_ability(*key) is not None and unmet(obj.card, obj.legacy, deck, minimum) is None:
            seen.add(key)
            found.append(oid)
    return found


def reveal_companion(game: Kernel, player: int, offered: Sequence[int]) -> None:
    """103.2b: a player with a card they may reveal as their companion chooses one or none (its
    rulings: the starting player first, then in turn order; once a player has chosen not to,
    they can't change their mind)."""
    state = game.state
    if state.players[player].lost or not offered:
        return
    options = [Option("card", f"reveal {state.objects[oid].card} as your companion", oid) for oid in offered]
    options.append(Option("none", "reveal no companion", None))
    chosen = game.ask(player, "companion", options, "reveal a companion from outside the game? (103.2b)").value
    if chosen is None:
        return
    state.players[player].companion = chosen
    game.changed(Aspect.PLAYERS)
    card = state.objects[chosen].card
    game.emit({"type": "reveal", "player": player, "obj": chosen, "card": card})
    game.emit({"type": "companion", "player": player, "card": card})


@casting.special_action
def companion_options(game: Kernel, player: int, timing: bool) -> list[Option]:
    """116.2g: with sorcery timing, a player whose companion is still outside the game may pay {3}
    to put it into their hand."""
    companion = game.state.players[player].companion
    if not timing or companion is None or not mana.affordable(
            game, player, mana.parse_mana_cost(COST), allowed=restricted_mana.for_other(game, player)):
        return []
    name = game.chars(companion).name
    return [Option("companion", f"put your companion {name} into your hand (pay {COST}, 702.139a)", companion)]


@procedure("companion")
def companion_to_hand(game: Kernel, task: Task) -> None:
    """702.139a: pay {3}, then put the companion from outside the game into its owner's hand."""
    player, oid = task.args["player"], task.args["obj"]
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != SIDEBOARD:
        game.finish(task)
        return
    if task.stage == 0:
        game.push("pay_mana", player=player, req=mana.requirement(COST).to_list(), source=oid,
                  purpose="companion", label=f"put {obj.card} into your hand")
        game.advance_stage(task)
        return
    game.emit({"type": "reveal", "player": player, "obj": oid, "card": obj.card})  # 103.2b: it remains revealed
    zones.move(game, oid, HAND, cause="companion")
    game.finish(task)
