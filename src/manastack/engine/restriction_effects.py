"""The effect nodes that begin the restrictions of engine/restrictions.py: "target creature
can't block this turn" (508.1c, 509.1b-c) and "that creature doesn't untap during its
controller's next untap step" (502.3); and the requirements of engine/requirements.py: "target
creature attacks this turn if able" (508.1d, 509.1c); and what crewing a Vehicle does (702.122a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import zones
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.requirements import COMBAT_REQUIREMENT
from manastack.engine.restrictions import DETAINED
from manastack.engine.state import BATTLEFIELD, COMBAT_RESTRICTION, DOESNT_UNTAP_NEXT, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


@handles(dsl.CombatRestriction)
def _combat_restriction(game: Kernel, ctx: Ctx, node: dsl.CombatRestriction, task: Task) -> bool:
    """508.1c, 509.1b-c: the objects it names are restricted until end of turn (514.2)."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, COMBAT_RESTRICTION, ids, {"restriction": node.restriction}, "end_of_turn")
    return True


@handles(dsl.Detain)
def _detain(game: Kernel, ctx: Ctx, node: dsl.Detain, task: Task) -> bool:
    """701.35a: until the next turn of this effect's controller, the permanents can't attack or
    block and their activated abilities can't be activated."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        add_effect(game, ctx, COMBAT_RESTRICTION, ids, {"restriction": "cant_attack_or_block"}, "your_next_turn")
        add_effect(game, ctx, DETAINED, ids, {}, "your_next_turn")
    return True


@handles(dsl.DoesntUntapNext)
def _doesnt_untap_next(game: Kernel, ctx: Ctx, node: dsl.DoesntUntapNext, task: Task) -> bool:
    """502.3: the objects stay tapped during the next untap step of the player who controls each
    then ("its controller's next untap step"), or of `player` ("your next untap step")."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        player = ctx.controller if node.whose == "you" else None
        add_effect(game, ctx, DOESNT_UNTAP_NEXT, ids, {"player": player}, "permanent")  # ends once used
    return True


@handles(dsl.CombatRequirement)
def _combat_requirement(game: Kernel, ctx: Ctx, node: dsl.CombatRequirement, task: Task) -> bool:
    """508.1d, 509.1c: the objects it names are subject to the requirement until end of turn
    (514.2), or of combat (511.3); "blocks ~" remembers the source as the creature to block."""
    ids = [o for o in ctx.resolve_objects(node.what) if game.state.objects[o].zone == BATTLEFIELD]
    if ids:
        params: dict = {"requirement": node.requirement}
        if node.requirement == "block_source":
            params["attacker"] = ctx.source
        add_effect(game, ctx, COMBAT_REQUIREMENT, ids, params, "end_of_combat" if node.this_combat else "end_of_turn")
    return True


@handles(dsl.RemoveFromCombat)
def _remove_from_combat(game: Kernel, ctx: Ctx, node: dsl.RemoveFromCombat, task: Task) -> bool:
    """506.4: an effect removes the creature from combat."""
    combat = game.state.combat
    for oid in ctx.resolve_objects(node.what):
        if combat is not None and (oid in combat.attackers or oid in combat.blockers):
            zones.remove_from_combat(game, oid)
    return True


@handles(dsl.BecomeArtifactCreature)
def _become_artifact_creature(game: Kernel, ctx: Ctx, node: dsl.BecomeArtifactCreature, task: Task) -> bool:
    """702.122a, 613.1d: the crewed permanent becomes an artifact creature until end of turn,
    with its printed power and toughness (301.7b)."""
    source = ctx.source
    if source is not None and source in game.state.objects and game.state.objects[source].zone == BATTLEFIELD:
        add_effect(game, ctx, "type_change", [source], {"add_types": ["Artifact", "Creature"], "add_subtypes": []},
                   "end_of_turn")
    return True
