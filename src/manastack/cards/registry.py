"""The registry of playable card definitions, by name.

Definitions come from the hand-written set modules in `cards/sets/` (each loaded on first use).
A card whose definition is missing is unsupported, and the engine refuses it by name.
"""

from __future__ import annotations

import difflib
import importlib
import pkgutil
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from manastack.caching import memo
from manastack.cards import dsl
from manastack.cards.mana_cost import add_generic, parse_mana_cost
from manastack.errors import ManastackError


class UnsupportedCardError(ManastackError):
    """A card the engine can't play: unknown, or known but not fully implemented."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(f"{name!r}: {reason}")
        self.name = name
        self.reason = reason


class LegacyError(ManastackError):
    """An unknown or repeated Built Bear option."""


_DEFS: dict[str, dsl.CardDef] = {}
_FACE_INDEX: dict[str, str] = {}
_UNSUPPORTED: dict[str, list[str]] = {}  # card name -> the phrases the compiler couldn't read
_UNSUPPORTED_FACES: dict[str, str] = {}
_LOADED = False
_ON_CHANGE: list[Callable[[], None]] = []  # what forgets values computed from definitions


def on_change(hook: Callable[[], None]) -> Callable[[], None]:
    """Call `hook` whenever a definition is added or replaced: the one invalidation point of
    every cache of values computed from card definitions."""
    _ON_CHANGE.append(hook)
    return hook


def card_cache(maxsize: int) -> Callable:
    """`functools.lru_cache` for a function of card definitions, cleared whenever a definition
    changes (register); none with caching switched off (manastack.caching)."""

    def decorate(function: Callable) -> Callable:
        cached = memo(maxsize)(function)
        on_change(cached.cache_clear)
        return cached

    return decorate


def _changed() -> None:
    for hook in _ON_CHANGE:
        hook()


def register(definition: dsl.CardDef) -> dsl.CardDef:
    """Add a definition (replacing one of the same name)."""
    _DEFS[definition.name] = definition
    _FACE_INDEX[definition.name.lower()] = definition.name
    for face in definition.faces:
        _FACE_INDEX.setdefault(face.name.lower(), definition.name)
    _changed()
    return definition


def register_records(records: Iterable) -> list[str]:
    """Compile and register card records (from an MTGJSON or database file) for this process;
    a card already defined keeps its definition, and one the compiler can't read is refused by
    name as unsupported.  Returns the names of the records' supported cards."""
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    _load()
    supported = []
    for record in records:
        if record.name not in _DEFS:
            if record.name in _UNSUPPORTED:
                continue
            try:
                register(compile_record(record))
            except (UncompilableText, ValueError) as err:
                _refuse(record, list(getattr(err, "phrases", None) or [str(err)]))
                continue
        supported.append(record.name)
    return supported


@contextmanager
def scope() -> Iterator[None]:
    """The registry as it is now comes back on leaving: definitions registered inside are
    forgotten (tests that import cards leave the others' registry alone)."""
    _load()
    saved = (dict(_DEFS), dict(_FACE_INDEX), dict(_UNSUPPORTED), dict(_UNSUPPORTED_FACES))
    try:
        yield
    finally:
        for live, kept in zip((_DEFS, _FACE_INDEX, _UNSUPPORTED, _UNSUPPORTED_FACES), saved, strict=True):
            live.clear()
            live.update(kept)
        _changed()


def _load() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    import manastack.cards.sets as sets_pkg

    for module in sorted(m.name for m in pkgutil.iter_modules(sets_pkg.__path__)):
        importlib.import_module(f"manastack.cards.sets.{module}")
    from manastack.cards.db import load_database
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    for record in load_database():
        if record.name in _DEFS:
            continue
        try:
            register(compile_record(record))
        except UncompilableText as err:
            _refuse(record, list(err.phrases))


def _refuse(record, phrases: list[str]) -> None:
    """Remember a card the compiler can't read, by its name and its faces' names."""
    _UNSUPPORTED[record.name] = phrases
    for name in (record.name, *(face.name for face in record.faces)):
        _UNSUPPORTED_FACES[name.lower()] = record.name


def all_definitions() -> dict[str, dsl.CardDef]:
    _load()
    return dict(_DEFS)


def resolve_name(name: str) -> str:
    """The registered card name for a card or face name (case-insensitive)."""
    _load()
    key = name.strip().lower()
    if key in _FACE_INDEX:
        return _FACE_INDEX[key]
    if key.endswith(" token") and key[: -len(" token")] in _FACE_INDEX:
        return _FACE_INDEX[key[: -len(" token")]]
    if key in _UNSUPPORTED_FACES:
        card = _UNSUPPORTED_FACES[key]
        raise UnsupportedCardError(card, "not supported: the engine can't play this text yet: " + "; ".join(_UNSUPPORTED[card]))
    suggestions = difflib.get_close_matches(name, sorted({d.name for d in _DEFS.values()}), n=3, cutoff=0.6)
    hint = f" (did you mean {', '.join(suggestions)}?)" if suggestions else ""
    raise UnsupportedCardError(name, f"no such supported card{hint}")


def unsupported() -> dict[str, list[str]]:
    """Known cards the engine refuses, with the text it can't play."""
    _load()
    return dict(_UNSUPPORTED)


def is_supported(name: str) -> bool:
    try:
        resolve_name(name)
    except UnsupportedCardError:
        return False
    return True


@card_cache(maxsize=4096)
def card_def(name: str, legacy: tuple = ()) -> dsl.CardDef:
    """The definition of `name`; for a card with legacy options (Built Bear), the variant with
    those options circled: they are printed characteristics (Built Bear's rulings)."""
    _load()
    definition = _DEFS.get(name)
    if definition is None:
        definition = _DEFS[resolve_name(name)]
    if not legacy:
        return definition
    return _legacy_variant(definition, tuple(legacy))


def legacy_points(definition: dsl.CardDef, legacy: tuple) -> int:
    options = {o.name: o for o in definition.legacy}
    return sum(options[name].points for name in legacy)


def validate_legacy(definition: dsl.CardDef, legacy) -> tuple:
    """Check circled options: each known and circled at most once.  Returns them in the
    printed order."""
    if not definition.legacy:
        raise LegacyError(f"{definition.name} has no legacy options to circle")
    known = [o.name for o in definition.legacy]
    seen: set[str] = set()
    for raw in legacy:
        name = str(raw).strip().lower()
        if name not in known:
            raise LegacyError(f"{definition.name}: unknown legacy option {raw!r}; the options are {', '.join(known)}")
        if name in seen:
            raise LegacyError(f"{definition.name}: legacy option {raw!r} is circled twice; each may be circled once")
        seen.add(name)
    return tuple(n for n in known if n in seen)


def _legacy_variant(definition: dsl.CardDef, legacy: tuple) -> dsl.CardDef:
    legacy = validate_legacy(definition, legacy)
    options = {o.name: o for o in definition.legacy}
    face = definition.front
    points = legacy_points(definition, legacy)
    extra = max(0, points - 1)
    cost = add_generic(parse_mana_cost(face.mana_cost), (extra + 1) // 2)
    power = int(face.power or 0) + sum(options[n].power for n in legacy)
    toughness = int(face.toughness or 0) + sum(options[n].toughness for n in legacy)
    abilities = tuple(face.abilities) + tuple(options[n].ability for n in legacy if options[n].ability is not None)
    new_face = replace(face, mana_cost=str(cost), power=str(power), toughness=str(toughness), abilities=abilities)
    return replace(definition, faces=(new_face,) + definition.faces[1:])


def ability_from_ref(ref: tuple):
    """The ability a stack item or trigger refers to: (card, legacy, face, index) for a printed
    ability, or a keyword-generated one."""
    if ref[0] == "keyword":
        return dsl.Keyword(ref[1])
    if ref[0] == "madness":
        return dsl.Keyword("madness", cost=ref[1])
    card, legacy, face, index = ref
    return card_def(card, tuple(legacy)).faces[face].abilities[index]
