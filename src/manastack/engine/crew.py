"""Crew (702.122): "Crew N" means "Tap any number of untapped creatures you control with total
power N or greater: This Vehicle becomes an artifact creature until end of turn."  The cost
(dsl.Cost.crew) is paid here for engine/costs.py; a creature tapped to pay it "crews" the Vehicle
(702.122b).  A summoning-sick creature may crew: the cost isn't its own {T} ability (302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine import zones
from manastack.engine.decision import Option
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def _power(game: Kernel, oid: int) -> int:
    """A creature's contribution to the total power: its power, 0 if less (107.1b)."""
    return max(game.chars(oid).power or 0, 0)


def crew_candidates(game: Kernel, player: int) -> list[int]:
    """The untapped creatures `player` controls."""
    objects = game.state.objects
    return [o for o in game.state.battlefield if game.chars(o).controller == player and "Creature" in game.chars(o).types
            and not objects[o].tapped]


def available_power(game: Kernel, player: int) -> int:
    return sum(_power(game, o) for o in crew_candidates(game, player))


def ask_crew(game: Kernel, player: int, needed: int) -> list[int]:
    """702.122a: the creatures to tap, one at a time, until their total power is N or greater;
    then more may be added or the choice ended.  Only choices that can still reach N are offered."""
    pool = crew_candidates(game, player)
    chosen: list[int] = []
    while True:
        total = sum(_power(game, o) for o in chosen)
        rest = [o for o in pool if o not in chosen]
        if total >= needed:
            if not rest:
                return chosen
            options = [Option("done", f"crew with these ({total} power)", None)]
        else:  # any creature may come next: all of them together have the power (non_mana_problem)
            options = []
        options += [Option("object", f"{game.chars(o).name} ({_power(game, o)} power)", o) for o in rest]
        pick = game.ask(player, "choose", options, f"crew {needed}: tap an untapped creature you control").value
        if pick is None:
            return chosen
        chosen.append(pick)


def tap_crew(game: Kernel, creatures: list[int]) -> None:
    """601.2h: the chosen creatures are tapped as the cost is paid (702.122b: they crew it)."""
    for oid in creatures:
        if oid in game.state.objects and game.state.objects[oid].zone == BATTLEFIELD and not game.state.objects[oid].tapped:
            zones.tap(game, oid)
