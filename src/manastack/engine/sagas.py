"""Saga cards (714): lore counters and chapter abilities.

- 714.2b: a chapter ability "{rN}—[Effect]" triggers when one or more lore counters are put onto
  the Saga, if the number of lore counters on it was less than N and became at least N; counters
  it enters with count as put onto it (122.6).  The compiled ability's trigger is
  `dsl.Trigger("chapter", chapter=N)`: this module puts it on the way to the stack.
- 714.3a: a Saga enters with a lore counter (the compiler gives it that replacement effect).
- 714.3c: as its controller's precombat main phase begins, a lore counter is put on each Saga
  with chapter abilities (a turn-based action, engine/turn.py).
- 714.4: a Saga with chapter abilities whose lore counters reach its final chapter number is
  sacrificed (a state-based action, engine/sba.py) once no chapter ability of it has triggered
  and not yet left the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine import triggers, zones
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD, PendingTrigger

if TYPE_CHECKING:
    from manastack.engine.characteristics import Characteristics
    from manastack.engine.kernel import Kernel

LORE = "lore"


def chapter_abilities(chars: Characteristics) -> list[tuple]:
    """(reference, ability) of each chapter ability (714.2)."""
    return [(ref, a) for ref, a in chars.table.triggered if a.trigger.event == "chapter"]


def final_chapter(chars: Characteristics) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 without any)."""
    return max((a.trigger.chapter for _ref, a in chapter_abilities(chars)), default=0)


def _put_onto(game: Kernel, event: dict) -> None:
    """714.2b: the chapter abilities whose number the lore counters just reached trigger."""
    state = game.state
    if event["type"] == "counters":
        oid = event["obj"]
        if event["kind"] != LORE or oid not in state.objects or state.objects[oid].zone != BATTLEFIELD:
            return
        after = state.objects[oid].counters.get(LORE, 0)
        before = after - event["count"]
    else:
        oid = event.get("new")
        if event.get("to") != BATTLEFIELD or oid is None or oid not in state.objects:
            return
        before, after = 0, state.objects[oid].counters.get(LORE, 0)  # 122.6: it entered with them
    if after <= before:
        return
    chars = game.chars(oid)
    for ref, ability in chapter_abilities(chars):
        if before < ability.trigger.chapter <= after:
            state.pending_triggers.append(PendingTrigger(chars.controller, oid, ref, dict(event), None, chars.name))


def add_lore_counters(game: Kernel, player: int) -> None:
    """714.3c: as `player`'s precombat main phase begins, a lore counter on each Saga they
    control with one or more chapter abilities."""
    permanents = game.permanents_chars()
    for oid in [o for o in game.state.battlefield if permanents[o].controller == player
                and "Saga" in permanents[o].subtypes and chapter_abilities(permanents[o])]:
        zones.put_counters(game, oid, LORE, 1)


def _chapter_pending(game: Kernel, oid: int) -> bool:
    """Whether a chapter ability of `oid` has triggered and not yet left the stack (714.4)."""
    state = game.state
    for pending in state.pending_triggers:
        if pending.source == oid and _is_chapter(pending.ability):
            return True
    return any(item.kind == "triggered" and item.source == oid and _is_chapter(item.ability) for item in state.stack)


def _is_chapter(ref) -> bool:
    ability = triggers.resolve_ability_ref(tuple(ref))
    return getattr(getattr(ability, "trigger", None), "event", "") == "chapter"


def finished(game: Kernel) -> list[int]:
    """714.4: the Sagas whose controllers sacrifice them now."""
    permanents = game.permanents_chars()
    done = []
    for oid in game.state.battlefield:
        chars = permanents[oid]
        if "Saga" not in chars.subtypes:
            continue
        last = final_chapter(chars)
        if last and game.state.objects[oid].counters.get(LORE, 0) >= last and not _chapter_pending(game, oid):
            done.append(oid)
    return done


def waiting(game: Kernel) -> bool:
    """Whether a Saga has reached its final chapter and waits for a chapter ability to leave
    the stack: the state-based action check must look again then (its cache doesn't follow the
    stack)."""
    permanents = game.permanents_chars()
    return any("Saga" in permanents[oid].subtypes and final_chapter(permanents[oid])
               and game.state.objects[oid].counters.get(LORE, 0) >= final_chapter(permanents[oid])
               for oid in game.state.battlefield)


RULES.listen(("counters", "zone_change"), _put_onto)
