"""What a player may see (DESIGN.md principle 8, 400.2): `Game.view(player)`.

A view is plain data built afresh at each call, sharing nothing with the game (editing it
changes nothing).  It holds:

- "viewer", "turn", "active", "step", "priority", "over", "winner";
- "players": each player's name, life, poison and energy counters, mana pool, lands played, whether they
  are the monarch (725) and have the city's blessing (702.131c), whether they
  lost, the sizes of their library, hand and sideboard, and their graveyard in order; the viewer's
  own hand in full ("hand", 402.3), and a hand played revealed (engine/revealed_hands.py), no
  other; the viewer's own cards outside the game ("sideboard", 400.11b), no other player's; each
  player's revealed companion ("companion", 702.139a, 103.2b: it remains revealed outside the
  game), or None; the top card of a library that a static ability lets the viewer see
  ("library_top", without its id: Future Sight's "play with the top card of your library
  revealed", Bolas's Citadel's "you may look at the top card of your library any time");
- "command": the emblems in the command zone (114), each with its id, owner, controller and
  the text of its abilities;
- "battlefield", "exile" and "stack": every object there with its id, name, types, owner,
  mana value, power and toughness, keywords, a Built Bear's circled options ("legacy": printed
  characteristics), and on the battlefield its controller, tapped, counters, damage, token and
  attachment (and "chosen": what it chose as it entered, 614.12c; "monstrous", "paired_with"; in
  exile "encoded_on", "championed_by"); a card exiled face down is
  only {"face_down": True, "owner": ...}: no id, no name (406.3); a face-down spell or permanent
  (708.2a) is a nameless 2/2 with "face_down": True, and only its controller's view names its
  card ("card", 708.5);
- "stack" top first: each spell or ability's id, kind, controller, the spell's object ("obj",
  None for an ability), name and targets (a target the viewer can't see is ["obj", None]);
- "combat": the attackers and what each attacks, the blockers and what each blocks;
- "decision": the pending decision if the viewer must answer it (kind, prompt, option labels),
  and while they declare attackers or blockers one at a time, those declared so far
  ("declared", 508.1a, 509.1a);
- "log": the last LOG_EVENTS events of the game as the viewer may know them (see
  engine/player_log.py; `Game.events_for(player)` has all of them), or None for a view asked
  without its log (`Game.view(player, log=False)`).

A view never holds the shuffler's state, a library's order or contents, another player's hand,
or the id of an object in one of those zones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.cards.registry import card_def
from manastack.engine import restricted_mana
from manastack.engine.mana import pool_text
from manastack.engine.play_permissions import seen_library_tops
from manastack.engine.player_log import check_player, recent_events_for
from manastack.engine.queries import is_token
from manastack.engine.revealed_hands import sees_hand
from manastack.engine.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK, GameState

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

LOG_EVENTS = 20  # events of the log in a view; `Game.events_for(player, since)` gives any others
_SEEN_ZONES = frozenset({BATTLEFIELD, STACK, GRAVEYARD, EXILE})


def _designations(game: Kernel, oid: int) -> dict:
    """Public designations and links of a permanent or exiled card: "monstrous" (701.37b),
    "paired_with" (702.95a), "encoded_on" (702.99b), "championed_by" (702.72c), "haunting" (702.55b)."""
    extra = game.state.extra
    found: dict = {}
    if oid in extra.get("monstrous", ()):
        found["monstrous"] = True
    for a, b, _controller in extra.get("paired", ()):
        if oid in (a, b):
            found["paired_with"] = b if oid == a else a
    for key, name in (("encoded", "encoded_on"), ("championed", "championed_by"), ("haunting", "haunting")):
        for card, other in extra.get(key, ()):
            if card == oid:
                found[name] = other
    return found


def describe_object(game: Kernel, oid: int) -> dict:
    obj = game.state.objects[oid]
    chars = game.chars(oid)
    info = {"id": oid, "name": chars.name, "types": sorted(chars.types), "subtypes": sorted(chars.subtypes), "owner": obj.owner,
            "mana_value": chars.mana_value}
    if obj.zone == BATTLEFIELD:
        info.update(controller=chars.controller, tapped=obj.tapped, counters=dict(obj.counters), damage=obj.damage,
                    token=is_token(game, oid), attached_to=obj.attached_to)
        if obj.chosen:  # 614.12c: a choice made as it entered is public ("chosen": {"color": "R"})
            info["chosen"] = dict(obj.chosen)
        info.update(_designations(game, oid))
    if chars.power is not None:
        info.update(power=chars.power, toughness=chars.toughness)
    info["keywords"] = sorted(chars.keywords)
    if obj.face_down and obj.zone in (BATTLEFIELD, STACK):
        info["face_down"] = True  # 708.2a: its characteristics are those of a face-down 2/2
    if card_def(obj.card).legacy:  # Built Bear's circled options: printed characteristics (its rulings)
        info["legacy"] = list(obj.legacy)
    return info


def player_view(game: Kernel, viewer: object, log: bool = True) -> dict:
    """What `viewer` may see (see the module's text); without `log`, "log" is None: the
    per-player logs are then not brought up to date (a search's rollouts, whose policy reads no log)."""
    viewer = check_player(game, viewer)
    state = game.state
    seen_tops = set(seen_library_tops(game, viewer))
    players = []
    for p in state.players:
        entry = {"index": p.index, "name": p.name, "life": p.life, "poison": p.poison, "energy": p.energy, "library": len(p.library),
                 "hand_size": len(p.hand), "graveyard": [describe_object(game, o) for o in p.graveyard],
                 "mana_pool": pool_text(p.mana_pool), "restricted_mana": restricted_mana.text(game, p.index),
                 "restricted_pool": "".join(f"{{{entry['mana']}}}" for entry in p.restricted_mana), "lost": p.lost, "lands_played": p.lands_played,
                 "monarch": p.monarch, "city_blessing": p.city_blessing}  # 725.1, 702.131c: public designations
        if sees_hand(game, viewer, p.index):  # 402.3: their own, or one played revealed
            entry["hand"] = [describe_object(game, o) for o in p.hand]
        if p.index == viewer:
            entry["sideboard"] = [describe_object(game, o) for o in p.sideboard]  # 400.11b: theirs to look at
        if p.library and p.library[0] in seen_tops:  # Future Sight, Bolas's Citadel: the top card, not its id (401.2)
            entry["library_top"] = {k: v for k, v in describe_object(game, p.library[0]).items() if k != "id"}
        entry["sideboard_size"] = len(p.sideboard)
        entry["companion"] = describe_object(game, p.companion) if p.companion is not None else None  # 103.2b: revealed
        players.append(entry)
    exile = []
    for oid in state.exile:
        obj = state.objects[oid]
        if obj.face_down:  # 406.3: no player may examine it (Bomat Courier: "You can't look at it.")
            exile.append({"face_down": True, "owner": obj.owner})
        else:
            exile.append({**describe_object(game, oid), **_designations(game, oid)})
    stack = [{"id": item.id, "kind": item.kind, "controller": item.controller, "obj": item.obj,
              "name": game.chars(item.obj).name if item.obj is not None else _ability_name(game, item),
              "targets": [[_target(game, t, viewer) for t in slot] for slot in item.targets],
              **({"face_down": True} if item.obj is not None and state.objects[item.obj].face_down else {}),
              **({"card": state.objects[item.obj].card} if item.obj is not None and state.objects[item.obj].face_down
                 and item.controller == viewer else {})}  # 708.5
             for item in reversed(state.stack)]
    combat = state.combat
    decision = state.decision
    return {
        "viewer": viewer, "turn": state.turn, "active": state.active, "step": state.step, "priority": state.priority,
        "players": players, "battlefield": [_described(game, o, viewer) for o in state.battlefield], "exile": exile,
        "command": [_emblem(game, o) for o in state.command],
        "stack": stack, "over": state.over, "winner": state.winner,
        "combat": None if combat is None else {
            "attackers": {str(k): list(v) for k, v in combat.attackers.items()},
            "blockers": {str(k): list(v) for k, v in combat.blockers.items()}},
        "decision": None if decision is None or decision.player != viewer else
        {"kind": decision.kind, "prompt": decision.prompt, "options": [o.label for o in decision.options],
         **_declared_so_far(state, decision.kind)},
        "log": recent_events_for(game, viewer, LOG_EVENTS) if log else None,
    }


def _described(game: Kernel, oid: int, viewer: int) -> dict:
    """A permanent as `viewer` sees it: 708.5, the controller of a face-down permanent may look
    at it (its card is "card"); no other player may."""
    info = describe_object(game, oid)
    if info.get("face_down") and info["controller"] == viewer:
        info["card"] = game.state.objects[oid].card
    return info


def _declared_so_far(state: GameState, kind: str) -> dict:
    """508.1a, 509.1a: while a player declares attackers or blockers one at a time, the ones
    they have declared so far, [attacker, what it attacks] or [blocker, attacker] each (their
    own choices: shown with their decision only)."""
    declared = _DECLARING.get(kind)
    if declared is None or not state.agenda:
        return {}
    return {"declared": [[o.value[0], _as_list(o.value[1])] for o in state.agenda[-1].answers if o.kind == declared]}


def _as_list(value):
    return list(value) if isinstance(value, tuple) else value


_DECLARING = {"attackers": "attack", "blockers": "block"}  # decision kind -> the kind of its declaring options


def _target(game: Kernel, target, viewer: int) -> list:
    """A target as data: ["player", i], or ["obj", id] (None for an object the viewer can't see)."""
    kind, value = target[0], target[1]
    if kind == "obj":
        obj = game.state.objects.get(value)
        exiled_face_down = obj is not None and obj.face_down and obj.zone == EXILE  # 406.3 (708.2: others are seen)
        if obj is not None and not (obj.zone in _SEEN_ZONES and not exiled_face_down
                                    or obj.zone == HAND and sees_hand(game, viewer, obj.owner)):
            return [kind, None]
    return [kind, value]


def _emblem(game: Kernel, oid: int) -> dict:
    """114: an emblem in the command zone: public, with its owner (its controller, 114.5) and
    the text of its abilities (it has no other characteristics, 114.3)."""
    obj = game.state.objects[oid]
    return {"id": oid, "emblem": True, "owner": obj.owner, "controller": obj.controller,
            "text": [a.text for a in card_def(obj.card).faces[0].abilities]}


def _ability_name(game: Kernel, item) -> str:
    if item.source is not None and item.source in game.state.objects:
        if game.state.objects[item.source].zone == "command":
            return "ability of an emblem"
        return f"ability of {game.chars(item.source).name}"
    if item.source_lki:
        return f"ability of {item.source_lki.get('name', '?')}"
    return "ability"
