"""Damage as trigger events (120.3, 603.2c): damage dealt at the same time (combat damage,
510.2; one instruction dealing damage to several things) is one event for "whenever ~ deals
damage" and "whenever ~ is dealt damage", whose "that much" is the total; and the record of
which creatures each source dealt damage to this turn ("a creature dealt damage by ~ this turn
dies").  The record and the current batch are plain data in `state.extra`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from manastack.engine.kernel import RULES

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@contextmanager
def simultaneous(game: Kernel) -> Iterator[None]:
    """The damage dealt inside this block is dealt at the same time: its events share a batch."""
    extra = game.state.extra
    extra["damage_batches"] = extra.get("damage_batches", 0) + 1
    extra["damage_batch"] = extra["damage_batches"]
    try:
        yield
    finally:
        extra.pop("damage_batch", None)


def current_batch(game: Kernel) -> int | None:
    return game.state.extra.get("damage_batch")


def dealt_damage_this_turn(game: Kernel, source: int, target: int) -> bool:
    """Whether `source` dealt damage to the permanent `target` this turn."""
    record = game.state.extra.get("damaged_by")
    return record is not None and record[0] == game.state.turn_serial and [source, target] in record[1]


def _record(game: Kernel, event: dict) -> None:
    if event["target"][0] != "obj" or event.get("source") is None:
        return
    record = game.state.extra.get("damaged_by")
    if record is None or record[0] != game.state.turn_serial:
        record = game.state.extra["damaged_by"] = [game.state.turn_serial, []]
    pair = [event["source"], event["target"][1]]
    if pair not in record[1]:
        record[1].append(pair)


RULES.listen(("damage",), _record)
