"""Additional phases (500.8): "After this main phase, there is an additional combat phase
followed by an additional main phase." (Relentless Assault), "After this phase, there is an
additional combat phase." (engine/additional_phases.py)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import Scope


@clause(r"after this (?P<main>main )?phase, there is an additional combat phase"
        r"(?P<then> followed by an additional main phase)?")
def _additional_phases(scope: Scope, m: re.Match) -> tuple:
    phases = ("combat", "main2") if m["then"] else ("combat",)
    return (dsl.AdditionalPhases(phases, after_main=bool(m["main"])),)
