"""Combat requirements (508.1d, 509.1c): "~ attacks each combat if able", "target creature
attacks this turn if able", "All creatures able to block ~ do so", "~ must be blocked if able",
"~ blocks each combat if able", "target creature blocks ~ this turn if able".

A declaration of blockers is legal only if it obeys as many requirements as any declaration that
disobeys no restriction could (509.1c).  `most_obeyed` finds that number by a search over the
creatures a requirement concerns; each creature's requirements obeyed are counted by `obeyed`.
The effects of resolved spells and abilities are continuous effects on the objects named as they
resolved (611.2c), until end of turn (514.2); they begin in engine/restriction_effects.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine.queries import condition_holds, static_effects

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: The kind of continuous effect (state.ContinuousEffect) a CombatRequirement begins.
COMBAT_REQUIREMENT = "combat_requirement"


def _effects_on(game: Kernel, oid: int, requirement: str) -> list:
    return [e for e in game.state.effects if e.kind == COMBAT_REQUIREMENT and oid in e.affected
            and e.params["requirement"] == requirement]


def must_attack(game: Kernel, oid: int) -> bool:
    """508.1d: "attacks each combat if able" (its own, or an Aura's "enchanted creature attacks
    each combat if able"), or "attacks this turn if able"."""
    chars = game.chars(oid)
    if any(not e.attached and (e.condition is None or condition_holds(game, e.condition, oid, chars.controller))
           for e in chars.table.statics.get(dsl.MustAttack, ())):  # while its condition holds (611.3a)
        return True
    if any(e.attached and game.state.objects[o].attached_to == oid for o, _, e in static_effects(game, dsl.MustAttack)):
        return True
    return bool(_effects_on(game, oid, "attack"))


@dataclass
class BlockRequirements:
    """The requirements on one defending player's declaration of blockers (509.1c)."""

    lure: frozenset = frozenset()  # attackers each creature able to block must block
    must_be_blocked: frozenset = frozenset()  # attackers that must be blocked by some creature
    block_any: frozenset = frozenset()  # creatures that block if able
    block_these: dict = field(default_factory=dict)  # creature -> attackers it blocks if able

    def wanted(self, blocker: int, able: set[int]) -> set[int]:
        """The attackers whose block by `blocker` obeys a requirement."""
        if blocker in self.block_any:
            return set(able)
        return able & (self.lure | self.must_be_blocked | self.block_these.get(blocker, frozenset()))


def gather(game: Kernel, attackers: list[int], potential: list[int]) -> BlockRequirements | None:
    """The requirements on these creatures blocking these attackers, None if there are none."""
    lure_auras = {game.state.objects[o].attached_to for o, _, e in static_effects(game, dsl.MustBeBlockedByAll)
                  if e.attached}
    lure = frozenset(a for a in attackers if a in lure_auras or _effects_on(game, a, "lure") or any(
        not e.attached for e in game.chars(a).table.statics.get(dsl.MustBeBlockedByAll, ())))
    must = frozenset(a for a in attackers if game.chars(a).table.statics.get(dsl.MustBeBlocked)
                     or _effects_on(game, a, "must_be_blocked"))
    block_any = frozenset(b for b in potential if game.chars(b).table.statics.get(dsl.BlocksEachCombat)
                          or _effects_on(game, b, "block"))
    block_these = {}
    for b in potential:
        these = frozenset(e.params["attacker"] for e in _effects_on(game, b, "block_source")) & set(attackers)
        if these:
            block_these[b] = these
    if not (lure or must or block_any or block_these):
        return None
    return BlockRequirements(lure, must, block_any, block_these)


def obeyed(req: BlockRequirements, blocks: dict[int, list[int]]) -> int:
    """509.1c: how many requirements these blocks obey: each creature blocking an attacker it
    must block (all creatures able to block it, or it in particular), each creature that blocks
    if able and blocks, and each attacker that must be blocked and is."""
    count = 0
    blocked: set[int] = set()
    for b, attackers in blocks.items():
        if not attackers:
            continue
        blocked.update(attackers)
        count += sum(1 for a in attackers if a in req.lure)
        count += len(set(attackers) & req.block_these.get(b, frozenset()))
        count += b in req.block_any
    return count + len(req.must_be_blocked & blocked)


def most_obeyed(req: BlockRequirements, able: dict[int, set[int]], room: dict[int, int],
                blocks: dict[int, list[int]], legal: Callable[[dict[int, list[int]]], bool]) -> int:
    """509.1c: the most requirements a legal declaration extending `blocks` obeys (-1 if none is
    legal).  Each creature a requirement concerns may add blocks (as many as its `room`) of the
    attackers it is `able` to block whose block would obey one; `legal` says whether a set of
    blocks can be completed without disobeying a restriction (menace, 702.111b; 506.5).  A
    branch is cut when even its best case can't beat the best found."""
    choices: list[tuple[int, list[tuple[int, ...]]]] = []
    for b, attackers in able.items():
        wanted = sorted(req.wanted(b, attackers - set(blocks.get(b, ()))))
        if room.get(b, 0) > 0 and wanted:
            subsets = [s for n in range(min(room[b], len(wanted)), 0, -1) for s in combinations(wanted, n)]
            choices.append((b, subsets + [()]))
    ceiling = [_gain_ceiling(req, b, subsets) for b, subsets in choices]
    left = [sum(ceiling[i:]) for i in range(len(choices))] + [0]
    best = -1
    current = {b: list(v) for b, v in blocks.items()}

    def search(i: int) -> None:
        nonlocal best
        if obeyed(req, current) + left[i] <= best:
            return
        if i == len(choices):
            if legal(current):
                best = obeyed(req, current)
            return
        b, subsets = choices[i]
        for subset in subsets:
            before = current.get(b)
            if subset:
                current[b] = (before or []) + list(subset)
            search(i + 1)
            if before is None:
                current.pop(b, None)
            else:
                current[b] = before

    search(0)
    return best


def _gain_ceiling(req: BlockRequirements, b: int, subsets: list[tuple[int, ...]]) -> int:
    """The most requirements creature `b`'s added blocks could obey (each attacker it blocks: its
    own requirement and the attacker's "must be blocked"; "blocks if able" once)."""
    most = 0
    for subset in subsets:
        gain = sum((a in req.lure) + (a in req.block_these.get(b, frozenset())) + (a in req.must_be_blocked)
                   for a in subset) + (bool(subset) and b in req.block_any)
        most = max(most, gain)
    return most
