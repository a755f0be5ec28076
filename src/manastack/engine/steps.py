"""The phases and steps of a turn (500.1, 501-514), as data: the turn structure procedures
(engine/turn.py) and anything that asks "which step is it?" read them from here."""

from __future__ import annotations

PHASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("beginning", ("untap", "upkeep", "draw")),  # 501
    ("main1", ("main1",)),  # 505
    ("combat", ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")),  # 506
    ("main2", ("main2",)),
    ("ending", ("end", "cleanup")),  # 512
)

STEPS = tuple(step for _, steps in PHASES for step in steps)
STEPS_OF = dict(PHASES)
PHASE_OF = {step: phase for phase, steps in PHASES for step in steps}
PHASE_NAMES = tuple(phase for phase, _ in PHASES)
NO_PRIORITY = frozenset({"untap", "cleanup"})  # 502.4, 514.3
MAIN_PHASES = frozenset({"main1", "main2"})  # 505.1: each main phase is its own single step
