"""The engine's agenda: named procedures that run one stage at a time.

A procedure is a function `(game, task) -> None` registered under a name.  It runs while its
task is on top of the agenda.  It asks for decisions with `game.ask`, which replays the answers
already given for the current stage; it must ask before it changes the state in a stage (the
engine checks).  It moves on with `game.advance_stage(task)` and ends with `game.finish(task)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.engine.state import Task

Procedure = Callable[["Game", "Task"], None]

PROCEDURES: dict[str, Procedure] = {}


def procedure(name: str) -> Callable[[Procedure], Procedure]:
    def register(fn: Procedure) -> Procedure:
        if name in PROCEDURES:
            raise RuntimeError(f"procedure {name!r} registered twice")
        PROCEDURES[name] = fn
        return fn

    return register
