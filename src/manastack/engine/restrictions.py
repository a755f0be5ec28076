"""Restrictions a resolved spell or ability puts on objects for a while (611.2): "target
creature can't block this turn" and the like (508.1c, 509.1b-c), and "that creature doesn't
untap during its controller's next untap step" (502.3).

Each is a continuous effect (state.ContinuousEffect) on the objects named as it resolved; an
object that changes zones is a new object (400.7) the effect doesn't apply to.  The effects
begin in engine/restriction_effects.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.aspects import Aspect
from manastack.engine.state import BATTLEFIELD, COMBAT_RESTRICTION, DOESNT_UNTAP_NEXT, ContinuousEffect

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

#: What each restriction forbids: "attack" (508.1c), "block" (509.1c), "be_blocked" (509.1b).
_FORBIDS = {"cant_attack": ("attack",), "cant_block": ("block",), "cant_attack_or_block": ("attack", "block"),
            "cant_be_blocked": ("be_blocked",)}


def forbidden(game: Kernel, oid: int, action: str) -> bool:
    """Whether a resolved effect says this object can't `action` ("attack", "block" or
    "be_blocked") this turn."""
    return any(effect.kind == COMBAT_RESTRICTION and oid in effect.affected
               and action in _FORBIDS[effect.params["restriction"]] for effect in game.state.effects)


#: 701.35a: the continuous effect detain leaves on permanents until its controller's next turn:
#: their activated abilities can't be activated (the attack and block part is a COMBAT_RESTRICTION).
DETAINED = "detained"


def detained(game: Kernel, oid: int) -> bool:
    """701.35a: whether this permanent is detained (its activated abilities can't be activated)."""
    return any(effect.kind == DETAINED and oid in effect.affected for effect in game.state.effects)


def exert(game: Kernel, oid: int, player: int) -> None:
    """701.39a-b: `player` exerts this creature as it attacks: it won't untap during their next
    untap step."""
    stays_tapped_next_untap_step(game, oid, player)
    game.emit({"type": "exert", "obj": oid, "player": player})


def stays_tapped_next_untap_step(game: Kernel, oid: int, player: int) -> None:
    """502.3: the permanent doesn't untap during `player`'s next untap step (its own effect:
    exert, or a mana ability's "~ doesn't untap during your next untap step", 605.3b)."""
    game.state.effects.append(ContinuousEffect(
        id=game.new_id(), kind=DOESNT_UNTAP_NEXT, source=oid, controller=player, timestamp=game.new_timestamp(),
        affected=[oid], params={"player": player}, duration="permanent", began_turn_of=game.state.active))
    game.changed(Aspect.EFFECTS)


def kept_tapped_this_untap_step(game: Kernel) -> set[int]:
    """502.3: the permanents a "doesn't untap during its controller's next untap step" effect
    keeps tapped in the active player's untap step that begins now.  That step is the effect's
    next untap step for each such permanent, so the effect stops applying to it; an effect with
    nothing left to apply to ends."""
    state = game.state
    active = state.active
    kept: set[int] = set()
    changed = False
    for effect in [e for e in state.effects if e.kind == DOESNT_UNTAP_NEXT]:
        still: list[int] = []
        for oid in effect.affected:
            if oid not in state.objects or state.objects[oid].zone != BATTLEFIELD:
                continue  # 400.7: a new object
            whose = effect.params["player"]
            if (game.chars(oid).controller if whose is None else whose) == active:
                kept.add(oid)
            else:
                still.append(oid)
        if still != effect.affected:
            effect.affected = still
            changed = True
    if changed:
        state.effects = [e for e in state.effects if e.kind != DOESNT_UNTAP_NEXT or e.affected]
        game.changed(Aspect.EFFECTS)
    return kept
