"""Static restrictions on who may block whom (509.1b) and on attacking or blocking alone
(506.5): "~ can't be blocked by Walls", "~ can't be blocked except by creatures with flying or
reach", "Creatures with power less than ~'s power can't block it", "~ can't block creatures
with power 2 or greater", "~ can't be blocked as long as defending player controls an
artifact", "~ can't attack or block alone"; and the restrictions of groups of creatures: "Creatures without
flying can't attack", "Creatures with flying can block only creatures with flying" (cards/oracle/blocking.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries

if TYPE_CHECKING:
    from manastack.engine.characteristics import Characteristics
    from manastack.engine.kernel import Kernel


def restrictions_allow(game: Kernel, blocker: int, attacker: int, b: Characteristics, a: Characteristics) -> bool:
    """509.1b: whether the attacker's and the blocker's restrictions let `blocker` block
    `attacker` (their characteristics `b` and `a` as blockers are declared)."""
    for restriction in a.table.statics.get(dsl.CantBeBlockedBy, ()):
        fits = any(queries.matches(game, flt, blocker, attacker, a.controller, chars=b) for flt in restriction.filters)
        if fits != restriction.only:
            return False
    if a.table.statics.get(dsl.CantBeBlockedByLesserPower) and (b.power or 0) < (a.power or 0):
        return False
    for restriction in a.table.statics.get(dsl.CantBeBlockedWhileDefenderControls, ()):
        # 506.2: the defending player is the player who controls the creatures that would block
        if any(game.chars(o).controller == b.controller and queries.matches(game, restriction.filter, o, attacker,
                                                                             a.controller)
               for o in game.state.battlefield):
            return False
    for restriction in b.table.statics.get(dsl.CantBlockCreatures, ()):
        if queries.matches(game, restriction.filter, attacker, blocker, b.controller, chars=a):
            return False
    for source, controller, restriction in queries.static_effects(game, dsl.CreaturesCanBlockOnly):
        if restriction.attached:
            applies = game.state.objects[source].attached_to == blocker
        else:
            applies = queries.matches(game, restriction.blockers, blocker, source, controller, chars=b)
        if applies and not queries.matches(game, restriction.attackers, attacker, source, controller, chars=a):
            return False
    return True


def group_forbids(game: Kernel, oid: int, action: str) -> bool:
    """508.1c, 509.1b: whether a static ability says creatures like this one can't `action`
    ("attack" or "block"): "Creatures without flying can't attack", "Creatures with power greater
    than the number of cards in your hand can't attack" (the value as its controller sees it)."""
    for source, controller, restriction in queries.static_effects(game, dsl.CreaturesCant):
        if not getattr(restriction, action) or not queries.matches(game, restriction.filter, oid, source, controller):
            continue
        if restriction.power_greater_than is None:
            return True
        power = game.chars(oid).power
        if power is not None and power > queries.evaluate(game, restriction.power_greater_than, source, controller):
            return True
    return False


def additional_blocks(game: Kernel, blocker: int) -> int:
    """509.1a: how many additional creatures the permanents' "each creature you control can block
    an additional creature each combat" let this creature block."""
    return sum(e.count for source, controller, e in queries.static_effects(game, dsl.CreaturesCanBlockAdditional)
               if queries.matches(game, e.filter, blocker, source, controller))


def one_blocker_at_most(game: Kernel, attacker: int) -> bool:
    """509.1b: "~ can't be blocked by more than one creature", its own or from "each creature you
    control can't be blocked by more than one creature"."""
    if game.chars(attacker).table.statics.get(dsl.CantBeBlockedByMoreThanOne):
        return True
    return any(queries.matches(game, e.filter, attacker, source, controller)
               for source, controller, e in queries.static_effects(game, dsl.CreaturesCantBeBlockedByMoreThanOne))


def landwalk_ignored(game: Kernel, walk: str) -> bool:
    """702.14c: "creatures with islandwalk can be blocked as though they didn't have islandwalk"."""
    return any(e.walk == walk for _, _, e in queries.static_effects(game, dsl.BlockableDespiteLandwalk))


def cant_attack_alone(game: Kernel, oid: int) -> bool:
    """506.5: "~ can't attack alone" (or "attack or block alone")."""
    return any(r.attack for r in game.chars(oid).table.statics.get(dsl.CantAttackOrBlockAlone, ()))


def cant_block_alone(game: Kernel, oid: int) -> bool:
    """506.5: "~ can't block alone" (or "attack or block alone")."""
    return any(r.block for r in game.chars(oid).table.statics.get(dsl.CantAttackOrBlockAlone, ()))
