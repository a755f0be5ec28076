"""The registry of playable card definitions, by name.

Definitions come from the hand-written set modules in `cards/sets/` (loaded on first use), from
`register` and `register_records`, and from the card database (`db.load_database`: the bundled
cards and the user card store), whose cards are compiled from their Oracle text one at a time,
the first time each is looked up.  A card whose definition is missing is unsupported, and the
engine refuses it by name.

Compiling a database card on first use adds no card the registry didn't already stand for (every
database card is, logically, compiled or refused), so it changes no value computed from
definitions and calls no `on_change` hook; `register`, a database reload and leaving a `scope`
change what the registry stands for, and do.
"""

from __future__ import annotations

import difflib
import importlib
import pkgutil
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from manastack.caching import memo
from manastack.cards import db, dsl
from manastack.cards.mana_cost import add_generic, parse_mana_cost
from manastack.cards.oracle import conjure, productions
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
_FROM_DATABASE: set[str] = set()  # the database cards compiled (or refused) so far
_LOADED = False
_ALL_COMPILED = False  # every database card is in _DEFS or _UNSUPPORTED
_DATABASE_GENERATION = 0  # counts database reloads (a scope spanning one can't restore those cards)
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
    """Add a definition (replacing one of the same name, which a database reload then keeps)."""
    _DEFS[definition.name] = definition
    _FROM_DATABASE.discard(definition.name)
    _FACE_INDEX[definition.name.lower()] = definition.name
    for face in definition.faces:
        _FACE_INDEX.setdefault(face.name.lower(), definition.name)
    _changed()
    return definition


def register_records(records: Iterable) -> list[str]:
    """Compile and register card records (from an MTGJSON or database file) for this process;
    a card already defined (or in the card database) keeps its definition, and one the compiler
    can't read is refused by name as unsupported.  Returns the names of the records' supported
    cards."""
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    _load()
    database = db.load_database()
    supported = []
    for record in records:
        in_database = database.full_name(record.name) == record.name
        if in_database and record.name not in _DEFS and record.name not in _UNSUPPORTED:
            _compile_from_database(database, record.name)
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


def compiled_from_database() -> frozenset[str]:
    """The database cards compiled (or refused) so far in this process: each is compiled the
    first time it is looked up, not when the database loads."""
    return frozenset(_FROM_DATABASE)


_STATE = (_DEFS, _FACE_INDEX, _UNSUPPORTED, _UNSUPPORTED_FACES, _FROM_DATABASE)


@contextmanager
def scope() -> Iterator[None]:
    """The registry as it is now comes back on leaving: definitions registered inside are
    forgotten (tests that import cards leave the others' registry alone)."""
    global _ALL_COMPILED
    _load()
    saved = tuple(live.copy() for live in _STATE)
    saved_all, generation = _ALL_COMPILED, _DATABASE_GENERATION
    try:
        yield
    finally:
        for live, kept in zip(_STATE, saved, strict=True):
            live.clear()
            live.update(kept)
        _ALL_COMPILED = saved_all
        if generation != _DATABASE_GENERATION:  # the database was reloaded inside
            _forget_database()
        _changed()


def _load() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    import manastack.cards.sets as sets_pkg

    try:
        for module in sorted(m.name for m in pkgutil.iter_modules(sets_pkg.__path__)):
            importlib.import_module(f"manastack.cards.sets.{module}")
    except BaseException:
        _LOADED = False
        raise


def _from_database(name: str) -> str | None:
    """The card or face `name` as a card of the database: its full name once it is compiled
    or refused (on first use), or None when the database has no such card or a definition
    of the same name came first."""
    database = db.load_database()
    full = database.full_name(name)
    if full is None:
        return None
    if full not in _DEFS and full not in _UNSUPPORTED:
        _compile_from_database(database, full)
    return full


def _compile_from_database(database: db.CardDatabase, name: str) -> None:
    from manastack.cards.oracle.compiler import UncompilableText, compile_record

    record = database.get(name)
    _FROM_DATABASE.add(name)
    try:
        definition = compile_record(record)
    except (UncompilableText, ValueError) as err:
        _refuse(record, list(getattr(err, "phrases", None) or [str(err)]))
        return
    _DEFS[definition.name] = definition
    _FACE_INDEX.setdefault(definition.name.lower(), definition.name)


def _compile_all() -> None:
    """Compile every database card not compiled yet (for the callers that want them all)."""
    global _ALL_COMPILED
    _load()
    if _ALL_COMPILED:
        return
    database = db.load_database()
    for name in database.names():
        if name not in _DEFS and name not in _UNSUPPORTED:
            _compile_from_database(database, name)
    _ALL_COMPILED = True


def _forget_database() -> None:
    """Drop what was compiled from the database (it changed)."""
    global _ALL_COMPILED
    for name in _FROM_DATABASE:
        definition = _DEFS.pop(name, None)
        if definition is not None and _FACE_INDEX.get(name.lower()) == name:
            del _FACE_INDEX[name.lower()]
        if _UNSUPPORTED.pop(name, None) is not None:
            for key in [k for k, v in _UNSUPPORTED_FACES.items() if v == name]:
                del _UNSUPPORTED_FACES[key]
    _FROM_DATABASE.clear()
    _ALL_COMPILED = False


@db.on_reload
def _database_reloaded() -> None:
    global _DATABASE_GENERATION
    _DATABASE_GENERATION += 1
    _forget_database()
    _changed()


def _refuse(record, phrases: list[str]) -> None:
    """Remember a card the compiler can't read, by its name and its faces' names."""
    _UNSUPPORTED[record.name] = phrases
    for name in (record.name, *(face.name for face in record.faces)):
        _UNSUPPORTED_FACES.setdefault(name.lower(), record.name)


def all_definitions() -> dict[str, dsl.CardDef]:
    """Every definition: this compiles every card of the database not compiled yet."""
    _compile_all()
    return dict(_DEFS)


def written_definitions() -> dict[str, dsl.CardDef]:
    """The hand-written and token definitions and those registered in this process, with the
    database cards compiled so far: no card is compiled for it."""
    _load()
    return dict(_DEFS)


def resolve_name(name: str) -> str:
    """The registered card name for a card or face name (case-insensitive)."""
    _load()
    key = name.strip().lower()
    if key in _FACE_INDEX:
        return _FACE_INDEX[key]
    token = _token_definition(name)
    if token is not None:
        return token.name
    full = _from_database(name)
    if full is not None and full in _DEFS:
        return full
    if key.endswith(" token") and key[: -len(" token")] in _FACE_INDEX:
        return _FACE_INDEX[key[: -len(" token")]]
    card = full if full in _UNSUPPORTED else _UNSUPPORTED_FACES.get(key)
    if card is not None:
        raise UnsupportedCardError(card, "not supported: the engine can't play this text yet: " + "; ".join(_UNSUPPORTED[card]))
    raise UnsupportedCardError(name, f"no such supported card{_suggestions(name)}")


def card_name(name: str) -> str | None:
    """201.4: the name `name` chooses (case-insensitive), as printed: the name of a card or of
    one face of it (201.4b-f: one half of a split card, a back face, an adventure), of a card
    the engine defines or of the card database; None if no card has it (a token's isn't one)."""
    _load()
    key = name.strip().casefold()
    candidates: list[tuple[str, ...]] = []
    full = _FACE_INDEX.get(name.strip().lower())
    if full is not None and full in _DEFS and _DEFS[full].layout != "token":
        definition = _DEFS[full]
        candidates.append(tuple(face.name for face in definition.faces) if len(definition.faces) > 1 else (full,))
    database = db.load_database()
    found = database.full_name(name.strip())
    if found is not None:
        candidates.append(database.get(found).face_names)
    for names in candidates:
        for printed in names:
            if printed.casefold() == key:
                return printed
    return None


def _token_definition(name: str) -> dsl.CardDef | None:
    """A creature token named by its canonical description (cards/oracle/tokens.py), defined
    the first time it is looked up.  A name never looked up before can't be in any cache, so
    nothing computed from definitions is forgotten."""
    from manastack.cards.oracle.tokens import token_definition

    definition = token_definition(name)
    if definition is not None:
        _DEFS[definition.name] = definition
        _FACE_INDEX[definition.name.lower()] = definition.name
    return definition


def _suggestions(name: str) -> str:
    """The hint of an unknown name: up to three supported cards named like it, or nothing."""
    candidates = {d.name for d in _DEFS.values() if d.layout != "token"}
    candidates.update(db.load_database().suggest(name, n=6))
    close = difflib.get_close_matches(name, sorted(candidates), n=6, cutoff=0.6)
    supported = [c for c in close if is_supported(c)][:3]
    return f" (did you mean {', '.join(supported)}?)" if supported else ""


def unsupported() -> dict[str, list[str]]:
    """Known cards the engine refuses, with the text it can't play (this compiles every card
    of the database not compiled yet)."""
    _compile_all()
    return dict(_UNSUPPORTED)


def _conjurable(name: str) -> bool:
    """A card the engine plays, named exactly so, and not a token: one that may be conjured."""
    try:
        full = resolve_name(name)
    except UnsupportedCardError:
        return False
    return full == name and card_def(full).layout != "token"


conjure.use_card_lookup(_conjurable)


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
    productions.looked_up(definition)
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
    ability, a keyword-generated one, or one a static ability grants in quotes."""
    if ref[0] == "keyword" and ref[1].startswith("protection from "):  # granted with its quality (702.16a)
        return dsl.Keyword("protection", qualities=(ref[1][len("protection from "):],))
    if ref[0] == "keyword":  # ("keyword", name, *qualities): a granted keyword (613.1f)
        return dsl.Keyword(ref[1], qualities=tuple(ref[2:]))
    if ref[0] == "madness":
        return dsl.Keyword("madness", cost=ref[1])
    if ref[0] == "bestowed":  # 702.103b: a bestowed Aura "gains enchant creature"
        return dsl.Keyword("enchant", qualities=("creature",), text="Enchant creature")
    if ref[0] == "protection":  # 702.16a: ("protection", quality, ...) granted by an effect
        return dsl.Keyword("protection", qualities=tuple(ref[1:]))
    if ref[0] == "granted":  # 613.1f: ("granted", *the granting static ability's reference, n)
        return ability_from_ref(tuple(ref[1:-1])).effect.granted[ref[-1]]
    if ref[0] == "gained":  # 613.1f: ("gained", the resolved ability's reference, path to its GainAbilities, n)
        node = ability_from_ref(tuple(ref[1]))
        for step in ref[2]:
            node = node[step] if isinstance(step, int) else getattr(node, step)
        return node.granted[ref[3]]
    card, legacy, face, index = ref
    return card_def(card, tuple(legacy)).faces[face].abilities[index]
