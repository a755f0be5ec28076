"""Control changes made by static abilities (613.1b): "You control enchanted creature."

The layers give the enchanted permanent to the Aura's controller while the Aura is attached
(engine/layers.py, layer 2).  Each change of controller has the consequences of 302.6 (the
permanent has been under its new controller's control only since now) and 506.4 (it leaves
combat): `attach` compares the controllers before and after the Aura moves, and when the Aura
leaves the battlefield its permanent returns to whoever controls it without it.  The record of
which Aura holds which permanent, and for whom, is state.extra["static_control"]
({aura id: [permanent id, controller]}), so a saved game keeps it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.aspects import Aspect
from manastack.engine.kernel import RULES
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

_RECORD = "static_control"


def changes_control(game: Kernel, aura: int) -> bool:
    """Whether this permanent has "You control enchanted [permanent]" (dsl.ControlAttached)."""
    return bool(game.chars(aura).table.statics.get(dsl.ControlAttached))


def controllers(game: Kernel, ids) -> dict[int, int]:
    """The controllers of those of `ids` that are permanents now."""
    objects = game.state.objects
    return {oid: game.chars(oid).controller for oid in ids
            if oid is not None and oid in objects and objects[oid].zone == BATTLEFIELD}


def after_attach(game: Kernel, aura: int, before: dict[int, int]) -> None:
    """The Aura was attached to another permanent: each permanent whose controller changed
    came under its new controller's control now; the Aura's hold is recorded."""
    _changed(game, before)
    target = game.state.objects[aura].attached_to
    record = game.state.extra.setdefault(_RECORD, {})
    record[str(aura)] = [target, game.chars(aura).controller]
    game.changed(Aspect.PERMANENTS)


def _changed(game: Kernel, before: dict[int, int]) -> None:
    state = game.state
    for oid, controller in before.items():
        if oid in state.objects and state.objects[oid].zone == BATTLEFIELD and game.chars(oid).controller != controller:
            state.objects[oid].control_since = state.turn_serial  # 302.6
            if state.combat is not None:
                zones.remove_from_combat(game, oid)  # 506.4
            game.changed(Aspect.PERMANENTS)


def _aura_left(game: Kernel, event: dict) -> None:
    """603.6c-like bookkeeping when an Aura leaves the battlefield: its permanent goes back."""
    record = game.state.extra.get(_RECORD)
    if not record or event.get("from") != BATTLEFIELD:
        return
    held = record.pop(str(event["obj"]), None)
    if held is None:
        return
    if not record:
        del game.state.extra[_RECORD]
    _changed(game, {held[0]: held[1]})


RULES.listen(("zone_change",), _aura_left)
