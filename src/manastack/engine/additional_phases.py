"""Additional phases (500.8): "After this main phase, there is an additional combat phase
followed by an additional main phase" (Relentless Assault), "After this phase, there is an
additional combat phase".  The phases still to come are plain data in `state.extra`
("additional_phases": {"queue": phases, "resume": the phase after which the turn's usual order
goes on}); the turn structure (engine/turn.py) asks `next_phase` as each phase ends.  Records of
the turn ("attacked_this_turn") are forgotten as a turn begins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.aspects import Aspect
from manastack.engine.context import Ctx
from manastack.engine.effects import handles
from manastack.engine.state import TO_GRAVEYARD_FROM_BATTLEFIELD, Task
from manastack.engine.steps import MAIN_PHASES, PHASE_OF

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

ADDITIONAL_PHASES = "additional_phases"
ATTACKED_THIS_TURN = "attacked_this_turn"


@handles(dsl.AdditionalPhases)
def _add_phases(game: Kernel, ctx: Ctx, node: dsl.AdditionalPhases, task: Task) -> bool:
    """500.8: the phases come directly after the current one, the most recently created first;
    "after this main phase" adds nothing if it isn't a main phase."""
    state = game.state
    current = PHASE_OF[game.step()]
    if node.after_main and current not in MAIN_PHASES:
        return True
    added = state.extra.setdefault(ADDITIONAL_PHASES, {"queue": [], "resume": current})
    added["queue"] = [*node.phases, *added["queue"]]
    game.changed(Aspect.TURN)
    game.emit({"type": "additional_phases", "phases": list(node.phases), "after": current})
    return True


def next_phase(game: Kernel) -> tuple[str, str] | None:
    """As a phase ends: ("phase", P) to begin the added phase P next; ("after", P) when the added
    phases are over, the turn going on as after its phase P; None without added phases."""
    state = game.state
    added = state.extra.get(ADDITIONAL_PHASES)
    if not added:
        return None
    game.changed(Aspect.TURN)
    if added["queue"]:
        return "phase", added["queue"].pop(0)
    del state.extra[ADDITIONAL_PHASES]
    return "after", added["resume"]


def new_turn(game: Kernel) -> None:
    """A turn begins: the last turn's added phases and attackers are forgotten."""
    extra = game.state.extra
    if ADDITIONAL_PHASES in extra or ATTACKED_THIS_TURN in extra:
        extra.pop(ADDITIONAL_PHASES, None)
        extra.pop(ATTACKED_THIS_TURN, None)
        game.changed(Aspect.TURN, Aspect.COMBAT)
    if TO_GRAVEYARD_FROM_BATTLEFIELD in extra:
        del extra[TO_GRAVEYARD_FROM_BATTLEFIELD]
        game.changed(Aspect.PUBLIC)
