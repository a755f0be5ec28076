"""Totem armor (702.89a, now "umbra armor"): "If enchanted permanent would be destroyed,
instead remove all damage marked on it and destroy this Aura."  A replacement effect of the
Aura (614.1a) on the destruction of the permanent it enchants, by an effect or by lethal damage
(704.5g); "can't be regenerated" doesn't stop it (it isn't regeneration).  With more than one,
the affected permanent's controller chooses which applies (616.1); engine/zones.py carries it
out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.engine.replacement import Candidate, WouldBeDestroyed, finds

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

KEY = "totem_armor"


@finds(WouldBeDestroyed)
def _totem_armor(game: Kernel, event: WouldBeDestroyed) -> Iterable[Candidate]:
    if event.instead is not None:
        return
    state = game.state
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.attached_to == event.obj and oid != event.obj and game.chars(oid).has("totem armor"):
            yield Candidate((KEY, oid), game.chars(oid).name, lambda _game, e: replace(e, instead="totem armor"))
