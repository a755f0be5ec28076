"""Restrictions a resolved spell or ability puts on a group of creatures until end of turn:
"Creatures without flying can't block this turn" (508.1c, 509.1b).  The effect isn't locked in
to the creatures there as it resolved (611.2c: it changes no characteristic), so each
declaration checks the description again; the effect keeps a reference to its node (the
creating ability and the path to it, as a delayed trigger does), which stays plain data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import queries
from manastack.engine.context import Ctx
from manastack.engine.effects import add_effect, handles
from manastack.engine.state import Task
from manastack.engine.triggers import node_place, resolve_ability_ref

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

GROUP_COMBAT_RESTRICTION = "group_combat_restriction"
_FORBIDS = {"cant_attack": ("attack",), "cant_block": ("block",), "cant_attack_or_block": ("attack", "block")}


@handles(dsl.GroupCombatRestriction)
def _group_combat_restriction(game: Kernel, ctx: Ctx, node: dsl.GroupCombatRestriction, task: Task) -> bool:
    """508.1c, 509.1b: the restriction applies until end of turn (514.2)."""
    ref, path = node_place(game, ctx, node)
    add_effect(game, ctx, GROUP_COMBAT_RESTRICTION, [], {"ability": ref, "path": path}, "end_of_turn")
    return True


def forbidden(game: Kernel, oid: int, action: str) -> bool:
    """Whether such an effect says this creature can't `action` ("attack" or "block") now."""
    for effect in game.state.effects:
        if effect.kind != GROUP_COMBAT_RESTRICTION:
            continue
        node = resolve_ability_ref(tuple(effect.params["ability"]))
        for step in effect.params["path"]:
            node = node[step] if isinstance(step, int) else getattr(node, step)
        if action in _FORBIDS[node.restriction] and queries.matches(game, node.filter, oid, effect.source,
                                                                     effect.controller):
            return True
    return False
