"""Encoding the game state as JSON-safe data and back (DESIGN.md principle 2).

Dataclasses carry their class name; tuples and dicts with non-string keys are tagged, so a
decoded state is equal to the original, value for value.
"""

from __future__ import annotations

import dataclasses

from manastack.engine import state as state_module
from manastack.engine.decision import Decision, Option

CLASSES = {cls.__name__: cls for cls in (
    state_module.GameState, state_module.GameObject, state_module.Player, state_module.StackItem,
    state_module.Combat, state_module.ContinuousEffect, state_module.PendingTrigger, state_module.DelayedTrigger,
    state_module.Task, state_module.EffectProgress, Decision, Option,
)}


def _encode_object(o: state_module.GameObject) -> dict:
    out = {"$c": "GameObject"}
    for name in _OBJECT_FIELDS:
        out[name] = getattr(o, name)
    out["legacy"] = {"$t": list(o.legacy)}
    out["counters"] = dict(o.counters)
    return out


_OBJECT_FIELDS = tuple(f.name for f in dataclasses.fields(state_module.GameObject))
_OBJECT_CLASSES = (state_module.GameObject, state_module.FrozenGameObject)


def encode(value):
    if type(value) is state_module.LastKnown:  # the record it holds, as it was before it was kept as text
        return encode(value.read())
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if type(value) in _OBJECT_CLASSES:  # a frozen one (shared with copies of the game) as any other
        return _encode_object(value)
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$t": [encode(v) for v in value]}
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$d": [[encode(k), encode(v)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value):
        out = {"$c": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = encode(getattr(value, f.name))
        return out
    raise TypeError(f"cannot encode {type(value).__name__} in the game state")


def decode(value):
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [decode(v) for v in value]
    if isinstance(value, dict):
        if ("$t" in value or "$d" in value) and len(value) != 1:
            raise ValueError(f"a tagged value has other keys: {', '.join(sorted(map(str, value)))}")
        if "$t" in value:
            return tuple(decode(v) for v in value["$t"])
        if "$d" in value:
            return {_key(decode(k)): decode(v) for k, v in value["$d"]}
        if "$c" in value:
            name = value["$c"]
            cls = CLASSES.get(name)
            if cls is None:
                raise ValueError(f"unknown state class {name!r}")
            names = {f.name for f in dataclasses.fields(cls)}
            unknown = set(value) - names - {"$c"}
            if unknown:
                raise ValueError(f"{name} has unknown fields: {', '.join(sorted(unknown))}")
            return cls(**{k: decode(v) for k, v in value.items() if k != "$c"})
        return {k: decode(v) for k, v in value.items()}
    raise ValueError(f"unexpected JSON value {value!r}")


def _key(k):
    return tuple(k) if isinstance(k, list) else k
