"""What a player may see (DESIGN.md principle 8): public zones in full, their own hand, and
only the sizes of hidden zones (libraries, opponents' hands, face-down exiled cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.mana import pool_text
from manastack.engine.state import BATTLEFIELD

if TYPE_CHECKING:
    from manastack.engine.game import Game


def describe_object(game: Game, oid: int) -> dict:
    obj = game.state.objects[oid]
    chars = game.chars(oid)
    info = {"id": oid, "name": chars.name, "types": sorted(chars.types), "subtypes": sorted(chars.subtypes), "owner": obj.owner,
            "mana_value": chars.mana_value}
    if obj.zone == BATTLEFIELD:
        info.update(controller=chars.controller, tapped=obj.tapped, counters=dict(obj.counters), damage=obj.damage,
                    token=obj.token, attached_to=obj.attached_to)
    if chars.power is not None:
        info.update(power=chars.power, toughness=chars.toughness)
    info["keywords"] = sorted(chars.keywords)
    return info


def player_view(game: Game, viewer: int) -> dict:
    state = game.state
    if not 0 <= viewer < len(state.players):
        raise ValueError(f"no player {viewer}")
    players = []
    for p in state.players:
        entry = {"index": p.index, "name": p.name, "life": p.life, "poison": p.poison, "library": len(p.library),
                 "hand_size": len(p.hand), "graveyard": [describe_object(game, o) for o in p.graveyard],
                 "mana_pool": pool_text(p.mana_pool), "lost": p.lost, "lands_played": p.lands_played}
        if p.index == viewer:
            entry["hand"] = [describe_object(game, o) for o in p.hand]
        players.append(entry)
    exile = []
    for oid in state.exile:
        obj = state.objects[oid]
        if obj.face_down:  # 406.3: no player may examine it (Bomat Courier: "You can't look at it.")
            exile.append({"id": oid, "face_down": True})
        else:
            exile.append(describe_object(game, oid))
    stack = [{"id": item.id, "kind": item.kind, "controller": item.controller,
              "name": game.chars(item.obj).name if item.obj is not None else _ability_name(game, item),
              "targets": item.targets} for item in reversed(state.stack)]
    decision = state.decision
    return {
        "viewer": viewer, "turn": state.turn, "active": state.active, "step": state.step, "priority": state.priority,
        "players": players, "battlefield": [describe_object(game, o) for o in state.battlefield], "exile": exile,
        "stack": stack, "over": state.over, "winner": state.winner,
        "combat": None if state.combat is None else {"attackers": {str(k): v for k, v in state.combat.attackers.items()},
                                                      "blockers": {str(k): v for k, v in state.combat.blockers.items()}},
        "decision": None if decision is None or decision.player != viewer else
        {"kind": decision.kind, "prompt": decision.prompt, "options": [o.label for o in decision.options]},
    }


def _ability_name(game: Game, item) -> str:
    if item.source is not None and item.source in game.state.objects:
        return f"ability of {game.chars(item.source).name}"
    if item.source_lki:
        return f"ability of {item.source_lki.get('name', '?')}"
    return "ability"
