"""Haunt (702.55) on a creature card: "When this creature dies, exile it haunting target
creature" (dsl.ExileHaunting; the link is kept in state.extra[HAUNTING] as [exiled card,
creature]); its "When ~ enters or the creature it haunts dies" abilities (702.55c) trigger from the
battlefield as it enters (engine/triggers.py) and from exile when the haunted creature dies (here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, PendingTrigger, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: state.extra key: [exiled card, haunted creature] for each card haunting a creature (702.55b).
HAUNTING = "haunting"
#: The trigger event of "When ~ enters or the creature it haunts dies" (702.55c).
ENTERS_OR_HAUNTED_DIES = "enters_or_haunted_dies"


@handles(dsl.ExileHaunting)
def _exile_haunting(game: Kernel, ctx: Ctx, node: dsl.ExileHaunting, task: Task) -> bool:
    """702.55a: the card that died, if still in the graveyard (400.7), is exiled haunting the
    target creature (a target gone, the ability doesn't resolve: 608.2b)."""
    creatures = ctx.resolve_objects(dsl.Target(0))
    cards = [o for o in ctx.resolve_objects(dsl.Triggering()) if game.state.objects[o].zone == GRAVEYARD]
    if not creatures or not cards:
        return True
    exiled = zones.move(game, cards[0], EXILE, cause="haunt")
    game.state.extra[HAUNTING] = [*game.state.extra.get(HAUNTING, []), [exiled, creatures[0]]]
    game.changed(Aspect.EFFECTS)
    return True


def _haunted_dies(game: Kernel, event: dict) -> None:
    """702.55c: "When ... the creature it haunts dies": the card haunting it, still exiled, triggers."""
    links = game.state.extra.get(HAUNTING)
    if not links or event.get("from") != BATTLEFIELD or event["to"] != GRAVEYARD \
            or "Creature" not in event.get("lki", {}).get("types", ()):
        return
    died = event["obj"]
    objects = game.state.objects
    for card, creature in links:
        if creature != died or card not in objects or objects[card].zone != EXILE:
            continue
        chars = game.chars(card)
        for ref, ability in chars.table.triggered:
            if ability.trigger.event == ENTERS_OR_HAUNTED_DIES:
                game.state.pending_triggers.append(PendingTrigger(objects[card].owner, card, tuple(ref), dict(event),
                                                                  None, chars.name))
    game.state.extra[HAUNTING] = [link for link in links if link[1] != died]
    game.changed(Aspect.EFFECTS)


RULES.listen(("zone_change",), _haunted_dies)
