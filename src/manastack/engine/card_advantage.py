"""Card advantage (Toofer, Keeper of the Full Grip; its rulings, seed 003).

manastack's definition (docs/playtest-cards.md): a player's cards are the cards in their hand
plus the nontoken permanents they control.  As a spell is cast, each player's count is
recorded, with the spell still counted in its caster's hand (it is the card spent).  After the
spell resolves, the counts are taken again.  The counts are taken only while a card-advantage
trigger is on the battlefield as the spell is cast (`observe_cast`), and kept in the spell's
`observed` data under that trigger's kind: a permanent that enters while a spell is on the stack
doesn't see that spell's card advantage.  The spell's controller gains card advantage if
their gain minus the average gain of their opponents is greater than zero.  Abilities and
combat never count: only a resolving spell is compared.  A permanent that left the
battlefield during the resolution (Toofer under its controller's Wrath of God) sees the event,
as leaves-the-battlefield abilities look back (603.10a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.queries import is_token
from manastack.engine.state import StackItem
from manastack.engine.triggers import battlefield_triggers

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


CARD_ADVANTAGE = "card_advantage"  # the trigger kind (and event type) that watches for it


def observe_cast(game: Kernel) -> dict:
    """What a spell being cast records for the triggers that compare before and after it: each
    player's cards, when a card-advantage trigger is on the battlefield."""
    if CARD_ADVANTAGE not in battlefield_triggers(game):
        return {}
    return {CARD_ADVANTAGE: card_counts(game)}


def card_counts(game: Kernel) -> list[int]:
    """Each player's cards: hand plus nontoken permanents they control (tokens aren't cards)."""
    state = game.state
    counts = [len(p.hand) for p in state.players]
    permanents = game.permanents_chars()
    for oid in state.battlefield:
        if not is_token(game, oid):
            counts[permanents[oid].controller] += 1
    return counts


def gained_card_advantage(before: list[int], after: list[int], player: int, opponents: list[int]) -> bool:
    """Relative to your opponents: your gain minus their average gain is positive."""
    mine = after[player] - before[player]
    if not opponents:
        return mine > 0
    theirs = sum(after[o] - before[o] for o in opponents) / len(opponents)
    return mine - theirs > 0


def after_resolution(game: Kernel, item: StackItem) -> None:
    """Emit a card_advantage event when a resolved spell gave its controller card advantage."""
    before = item.observed.get(CARD_ADVANTAGE)
    if before is None:
        return
    after = card_counts(game)
    opponents = [p for p in game.opponents(item.controller)]
    if gained_card_advantage(before, after, item.controller, opponents):
        game.emit({"type": "card_advantage", "player": item.controller, "item": item.id,
                   "before": list(before), "after": after, "left": _left_while_resolving(game, item)})


def _left_while_resolving(game: Kernel, item: StackItem) -> list[dict]:
    """Last known information of the permanents that left the battlefield while the spell
    resolved (they look back at the card advantage it caused)."""
    left: list[dict] = []
    for index in range(len(game.log) - 1, -1, -1):
        event = game.log[index]
        if event["type"] == "resolve_begin" and event.get("item") == item.id:
            break
        if event["type"] == "zone_change" and event.get("from") == "battlefield" and event.get("lki"):
            left.append(event["lki"])
    return left
