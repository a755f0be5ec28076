"""The events of a game (DESIGN.md principle 5): a closed set of typed records (issue 15 item 5).

Each event the engine records is a plain dict, so its JSON in saves and logs is the dict itself,
and its shape is declared here as a TypedDict: which keys it has, which may be left out, and
what each holds.  `EVENT_TYPES` is the whole vocabulary, keyed by the event's "type"; every
event also has "n", its index in the log.  `event_problem` checks an event against its
declaration (the fuzzer does, for every event of every game; tests/rules/test_events.py).
"""

from __future__ import annotations

import types
import typing
from typing import Any, NotRequired, TypedDict, Union

Obj = int  # an object id (400.7)
Player = int  # a player's index
Target = list  # ["obj", id] or ["player", index]


def _event(name: str, fields: dict[str, Any]) -> type:
    return TypedDict(name, {"type": str, "n": NotRequired[int], **fields})  # type: ignore[operator]


# Starting and ending the game (103, 104).
GameStart = _event("GameStart", {"starting_player": Player, "chooser": Player | None, "players": list})
Keep = _event("Keep", {"player": Player, "cards": int})
Mulligan = _event("Mulligan", {"player": Player, "count": int})
MulliganBottom = _event("MulliganBottom", {"player": Player, "count": int})
Concede = _event("Concede", {"player": Player})
Lose = _event("Lose", {"player": Player, "reason": str})
GameOver = _event("GameOver", {"winner": Player | None, "reason": str})
# Turn structure (500-514).
TurnBegin = _event("TurnBegin", {"turn": int, "active": Player})
PhaseBegin = _event("PhaseBegin", {"phase": str, "active": Player})
Step = _event("Step", {"step": str, "active": Player, "turn": int})
StepBegin = _event("StepBegin", {"step": str, "active": Player, "turn": int})
SequentialPhases = _event("SequentialPhases", {"begins": bool})
AdditionalPhasesAdded = _event("AdditionalPhasesAdded", {"phases": list, "after": str})  # 500.8
Cleanup = _event("Cleanup", {"player": Player, "effects_ended": int})
Pass = _event("Pass", {"player": Player})
# Objects and zones (400.7, 111, 701).
ZoneChange = _event("ZoneChange", {
    "obj": Obj | None, "new": Obj, "card": str, "from": str | None, "to": str, "owner": Player, "controller": Player,
    "token": bool, "cause": NotRequired[str], "lki": NotRequired[dict], "face_down": NotRequired[bool],
    "tapped": NotRequired[bool]})
CeaseToExist = _event("CeaseToExist", {"obj": Obj})
Draw = _event("Draw", {"player": Player, "obj": Obj})
DrawEmpty = _event("DrawEmpty", {"player": Player})
DrawReplaced = _event("DrawReplaced", {"player": Player, "by": Obj})
Discard = _event("Discard", {"player": Player, "obj": Obj, "card": str, "madness": NotRequired[str]})
Shuffle = _event("Shuffle", {"player": Player})
LibraryReorder = _event("LibraryReorder", {"player": Player})
Scry = _event("Scry", {"player": Player, "count": int, "bottom": int})
Search = _event("Search", {"player": Player})  # 701.23: a player searched their library
Surveil = _event("Surveil", {"player": Player, "count": int, "graveyard": int})
Reveal = _event("Reveal", {"player": Player, "obj": Obj, "card": str})
Companion = _event("Companion", {"player": Player, "card": str})  # 103.2b: the revealed card is their companion
Clash = _event("Clash", {"player": Player, "opponent": Player, "won": bool})  # 701.23
CoinFlip = _event("CoinFlip", {"player": Player, "won": bool})  # 705
DieRoll = _event("DieRoll", {"player": Player, "sides": int, "result": int})  # 706
PlayLand = _event("PlayLand", {"player": Player, "obj": Obj, "card": str, "from": str})
Tap = _event("Tap", {"obj": Obj})
Untap = _event("Untap", {"obj": Obj})
Regenerate = _event("Regenerate", {"obj": Obj})  # 701.19c: a destruction replaced
Transform = _event("Transform", {"obj": Obj, "face": int})
Flip = _event("Flip", {"obj": Obj})  # 710, 110.5: a permanent becomes flipped
TurnedFaceUp = _event("TurnedFaceUp", {"player": Player, "obj": Obj, "card": str})  # 702.37e, 708.8
Attach = _event("Attach", {"obj": Obj, "to": Obj})
AttachPlayer = _event("AttachPlayer", {"obj": Obj, "player": Player})  # 303.4, 701.3: an Aura attached to a player
Unattach = _event("Unattach", {"obj": Obj})
Counters = _event("Counters", {"obj": Obj, "kind": str, "count": int})
CountersRemoved = _event("CountersRemoved", {"obj": Obj, "count": int, "kind": NotRequired[str]})
LoyaltyCost = _event("LoyaltyCost", {"obj": Obj, "amount": int})
# Life and damage (119, 120, 615).
GainLife = _event("GainLife", {"player": Player, "amount": int, "source": Obj | None})
LoseLife = _event("LoseLife", {"player": Player, "amount": int, "source": Obj | None, "cause": str})
Poison = _event("Poison", {"player": Player, "count": int, "source": Obj | None})  # 120.3b, 122.1f
Energy = _event("Energy", {"player": Player, "count": int})  # 107.14: energy counters got (+) or paid (-)
Damage = _event("Damage", {"source": Obj | None, "target": Target, "amount": int, "combat": bool, "source_controller": Player,
                           "batch": NotRequired[int]})  # damage dealt at the same time (120.3): engine/damage_events.py
DamagePrevented = _event("DamagePrevented", {"source": Obj | None, "target": Target, "amount": int})
# Mana and costs (106, 118, 605).
AddMana = _event("AddMana", {"player": Player, "mana": list, "source": Obj | None, "restricted": NotRequired[bool]})
ManaEmpties = _event("ManaEmpties", {"player": Player})
TappedForMana = _event("TappedForMana", {"player": Player, "source": Obj, "mana": list, "land": bool})
Payment = _event("Payment", {"player": Player, "purpose": str | None, "source": Obj | None, "mana": list, "amount": int,
                             "life": NotRequired[int], "tax_sources": NotRequired[list]})
DeclinePayment = _event("DeclinePayment", {"player": Player, "source": Obj | None, "purpose": str | None, "mana": str})
# Spells, abilities and the stack (601-608).
Cast = _event("Cast", {"player": Player, "obj": Obj, "card": str, "name": str, "from": str, "item": int, "x": int,
                       "noncreature_count": int})
Activate = _event("Activate", {"player": Player, "source": Obj, "item": int, "ability": list})
Cycle = _event("Cycle", {"player": Player, "obj": Obj, "new": NotRequired[Obj]})
TargetEvent = _event("Target", {"obj": Obj, "item": int, "by_controller": Player, "by_obj": Obj | None,
                                 "first_this_turn": bool})
Trigger = _event("Trigger", {"item": int, "source": Obj | None, "controller": Player, "name": str, "targets": list})
TriggerRemoved = _event("TriggerRemoved", {"source": Obj | None, "reason": str})
TriggerNoEffect = _event("TriggerNoEffect", {"item": int})
DelayedTriggerCreated = _event("DelayedTriggerCreated", {"controller": Player})
ResolveBegin = _event("ResolveBegin", {"item": int})
Resolved = _event("Resolved", {"item": int, "obj": NotRequired[Obj]})
Fizzle = _event("Fizzle", {"item": int, "obj": Obj | None})
Countered = _event("Countered", {"item": int, "obj": Obj | None})
SpellCopied = _event("SpellCopied", {"player": Player, "obj": Obj, "item": int, "card": str, "name": str})  # 707.10
Effect = _event("Effect", {"kind": str, "affected": list, "params": dict, "duration": str})
CardAdvantage = _event("CardAdvantage", {"player": Player, "item": int, "before": list, "after": list, "left": list})
# Combat (506-511).
Attack = _event("Attack", {"obj": Obj, "defender": Target, "defender_player": Player})
AttackersDeclared = _event("AttackersDeclared", {"attackers": list})
Exert = _event("Exert", {"obj": Obj, "player": Player})  # 701.39a: exerted as it attacks
Renowned = _event("Renowned", {"obj": Obj})  # 702.112b
Block = _event("Block", {"obj": Obj, "attacker": Obj, "defender_player": Player})
BlockersDeclared = _event("BlockersDeclared", {"blocks": list})
# A state trigger's condition became true (603.8): the event a state-triggered ability carries.
State = _event("State", {})
# A reflexive triggered ability triggered (603.12): the event it carries; `obj`, the permanent
# the instruction before it sacrificed ("that creature", 608.2h).
Reflexive = _event("Reflexive", {"obj": NotRequired[Obj]})
# Designations of players: the monarch (725.3), the city's blessing (702.131a-b).
Monarch = _event("Monarch", {"player": Player, "previous": Player | None})
CitysBlessing = _event("CitysBlessing", {"player": Player})
Exploit = _event("Exploit", {"obj": Obj, "sacrificed": Obj})  # 702.110b: it exploited a creature
Monstrous = _event("Monstrous", {"obj": Obj})  # 701.37b: it became monstrous
# A player looks at a card in another player's hand ("look at target player's hand"): only that
# player is told which card (engine/player_log.py); the others see that a card was looked at.
Look = _event("Look", {"player": Player, "owner": Player, "obj": Obj | None, "card": str | None})
Emblem = _event("Emblem", {"player": Player, "obj": Obj, "card": str})  # 114.1: a player got an emblem
# 115.7a: a spell's target was changed ("change the target of target spell").
TargetsChanged = _event("TargetsChanged", {"item": int, "target": Target})
NameChosen = _event("NameChosen", {"player": Player, "name": str})  # 201.4: a player chose a card name

EVENT_TYPES: dict[str, type] = {
    "game_start": GameStart, "keep": Keep, "mulligan": Mulligan, "mulligan_bottom": MulliganBottom, "concede": Concede,
    "lose": Lose, "game_over": GameOver, "turn_begin": TurnBegin, "phase_begin": PhaseBegin, "step": Step,
    "step_begin": StepBegin, "sequential_phases": SequentialPhases, "cleanup": Cleanup, "pass": Pass,
    "zone_change": ZoneChange, "cease_to_exist": CeaseToExist, "draw": Draw, "draw_empty": DrawEmpty,
    "draw_replaced": DrawReplaced, "discard": Discard, "shuffle": Shuffle, "library_reorder": LibraryReorder,
    "scry": Scry, "search": Search, "surveil": Surveil, "reveal": Reveal, "companion": Companion, "clash": Clash, "coin_flip": CoinFlip, "die_roll": DieRoll, "play_land": PlayLand, "tap": Tap, "untap": Untap, "regenerate": Regenerate, "transform": Transform,
    "turned_face_up": TurnedFaceUp, "flip": Flip,
    "attach": Attach, "attach_player": AttachPlayer, "unattach": Unattach, "counters": Counters, "counters_removed": CountersRemoved,
    "loyalty_cost": LoyaltyCost, "gain_life": GainLife, "lose_life": LoseLife, "poison": Poison, "energy": Energy, "damage": Damage,
    "damage_prevented": DamagePrevented, "add_mana": AddMana, "mana_empties": ManaEmpties,
    "tapped_for_mana": TappedForMana, "payment": Payment, "decline_payment": DeclinePayment, "cast": Cast,
    "activate": Activate, "cycle": Cycle, "target": TargetEvent, "trigger": Trigger, "trigger_removed": TriggerRemoved,
    "trigger_no_effect": TriggerNoEffect, "delayed_trigger_created": DelayedTriggerCreated,
    "resolve_begin": ResolveBegin, "resolved": Resolved, "fizzle": Fizzle, "countered": Countered, "effect": Effect,
    "spell_copied": SpellCopied,
    "card_advantage": CardAdvantage, "attack": Attack, "attackers_declared": AttackersDeclared, "exert": Exert, "block": Block, "renowned": Renowned,
    "blockers_declared": BlockersDeclared, "state": State, "reflexive": Reflexive, "look": Look, "additional_phases": AdditionalPhasesAdded,
    "monarch": Monarch, "city_blessing": CitysBlessing, "exploit": Exploit, "monstrous": Monstrous,
    "targets_changed": TargetsChanged, "emblem": Emblem, "name_chosen": NameChosen,
}


def _allowed(hint) -> tuple[type, ...]:
    """The runtime types a field's declared type admits."""
    if typing.get_origin(hint) is NotRequired:
        return _allowed(typing.get_args(hint)[0])
    if typing.get_origin(hint) in (Union, types.UnionType):
        return tuple(t for arg in typing.get_args(hint) for t in _allowed(arg))
    if hint is None or hint is type(None):
        return (type(None),)
    return (typing.get_origin(hint) or hint,)


_SHAPES: dict[str, tuple[frozenset[str], dict[str, tuple[type, ...]]]] = {
    name: (frozenset(kind.__required_keys__),
           {key: _allowed(hint) for key, hint in typing.get_type_hints(kind, include_extras=True).items()})
    for name, kind in EVENT_TYPES.items()
}


def event_problem(event: dict) -> str | None:
    """What is wrong with an event against its declaration, or None."""
    kind = event.get("type")
    shape = _SHAPES.get(kind) if isinstance(kind, str) else None
    if shape is None:
        return f"an event of unknown type {kind!r}"
    required, fields = shape
    missing = required - set(event)
    if missing:
        return f"a {kind} event without {', '.join(sorted(missing))}"
    for key, value in event.items():
        allowed = fields.get(key)
        if allowed is None:
            return f"a {kind} event with the undeclared key {key!r}"
        if not isinstance(value, allowed) or (isinstance(value, bool) and bool not in allowed):
            return f"a {kind} event whose {key!r} is {type(value).__name__} {value!r}"
    return None
