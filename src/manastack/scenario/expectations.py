"""Checking a scenario's `expect` mapping against the game (docs/scenarios.md).
Each problem says what was expected, what was found, and for which object."""

from __future__ import annotations

from collections import Counter

from manastack.cards import dsl
from manastack.engine.decision import GameSetupError
from manastack.engine.mana import could_produce, mana_abilities, ordered_productions, pool_text
from manastack.engine.state import BATTLEFIELD, MANA_TYPES
from manastack.scenario.driver import Driver
from manastack.scenario.position import pool_counts

ACTION_CHECKS = {"can_cast": "casts", "cannot_cast": "casts", "can_activate": "activates",
                 "cannot_activate": "activates", "can_play": "plays", "cannot_play": "plays"}
PLAYER_KEYS = {"life", "hand", "library", "graveyard", "exile", "battlefield", "mana_pool", "poison", "lost", "won",
               "tapped", "untapped", *ACTION_CHECKS}
PERMANENT_KEYS = {"power", "toughness", "tapped", "damage", "counters", "mana_cost", "mana_value", "abilities",
                  "controller", "name", "types", "subtypes", "supertypes", "attached_to", "attacking", "blocking"}
TYPE_KEYS = ("types", "subtypes", "supertypes")
COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


def check(driver: Driver, expect) -> list[str]:
    if not isinstance(expect, dict):
        return [f"expect must be a mapping, not {expect!r}"]
    problems: list[str] = []
    game = driver.game
    for key, value in expect.items():
        if key in driver.position.players:
            problems += _player(driver, key, value)
        elif key == "permanents":
            problems += _permanents(driver, value)
        elif key == "could_produce":
            problems += _could_produce(driver, value)
        elif key == "could_make":
            problems += _could_make(driver, value)
        elif key == "stack":
            problems += _stack(driver, value)
        elif key == "turn":
            if game.state.turn != value:
                problems.append(f"turn: expected {value}, got {game.state.turn}")
        elif key == "active":
            actual = game.player_name(game.state.active)
            if actual != value:
                problems.append(f"active: expected {value}, got {actual}")
        elif key == "step":
            if game.state.step != value:
                problems.append(f"step: expected {value}, got {game.state.step}")
        else:
            problems.append(f"unknown expectation {key!r}")
    return problems


def _names(game, ids) -> list[str]:
    return [game.chars(o).name for o in ids]


def _zone(driver: Driver, label: str, ids: list[int], expected) -> list[str]:
    """A zone (or the tapped or untapped permanents) against a count, a list of names or a
    mapping {name: count}; in a mapping, an alias counts its objects that are there now."""
    game = driver.game
    names = _names(game, ids)
    if isinstance(expected, int) and not isinstance(expected, bool):
        return [] if len(names) == expected else [f"{label}: expected {expected} cards, got {len(names)} ({_fmt(names)})"]
    if isinstance(expected, list):
        if Counter(_norm(n) for n in names) == Counter(_norm(str(n)) for n in expected):
            return []
        return [f"{label}: expected {_fmt(expected)}, got {_fmt(names)}"]
    if isinstance(expected, dict):
        problems = []
        counts = Counter(_norm(n) for n in names)
        for name, count in expected.items():
            members = _alias_members(driver, str(name))
            actual = counts[_norm(str(name))] if members is None else len(set(members) & set(ids))
            if actual != count:
                problems.append(f"{label}: expected {count} {name}, got {actual}")
        return problems
    return [f"{label}: can't compare with {expected!r}"]


def _alias_members(driver: Driver, name: str) -> list[int] | None:
    """The current ids of the objects an alias names (a group, for an alias given with a
    count), or None when `name` is not an alias (400.7: an alias follows its object)."""
    position = driver.position
    if name in position.aliases:
        return [driver.follow(position.aliases[name])]
    if name in position.groups:
        return [driver.follow(oid) for oid in position.groups[name]]
    return None


def _norm(name: str) -> str:
    n = name.strip().lower()
    return n[: -len(" token")] if n.endswith(" token") else n


def _fmt(names) -> str:
    return "[" + ", ".join(map(str, names)) + "]"


def _player(driver: Driver, key: str, expected) -> list[str]:
    game = driver.game
    index = driver.player(key)
    p = game.state.players[index]
    if not isinstance(expected, dict):
        return [f"{key}: expected a mapping"]
    problems = []
    for field, value in expected.items():
        label = f"{key}.{field}"
        if field not in PLAYER_KEYS:
            problems.append(f"{label}: unknown expectation")
        elif field in ("life", "poison"):
            actual = getattr(p, field)
            if actual != value:
                problems.append(f"{label}: expected {value}, got {actual}")
        elif field in ("lost", "won"):
            actual = getattr(p, field)
            if actual != bool(value):
                problems.append(f"{label}: expected {value}, got {actual}")
        elif field == "mana_pool":
            try:
                want = pool_counts(str(value), label) if value else {}
            except GameSetupError as err:
                problems.append(str(err))
                continue
            if want != {t: n for t, n in p.mana_pool.items() if n}:
                problems.append(f"{label}: expected {str(value)!r}, got {pool_text(p.mana_pool)!r}")
        elif field in ("battlefield", "tapped", "untapped"):
            ids = [o for o in game.state.battlefield if game.chars(o).controller == index]
            if field != "battlefield":
                ids = [o for o in ids if game.state.objects[o].tapped == (field == "tapped")]
            problems += _zone(driver, label, ids, value)
        elif field == "exile":
            ids = [o for o in game.state.exile if game.state.objects[o].owner == index]
            problems += _zone(driver, label, ids, value)
        elif field in ACTION_CHECKS:
            problems += _actions(driver, key, field, value)
        else:
            problems += _zone(driver, label, list(getattr(p, field)), value)
    return problems


def _actions(driver: Driver, player: str, field: str, entries) -> list[str]:
    """`can_cast: [...]`, `cannot_activate: [...]` and the like: whether each action could be
    taken the next time the player receives priority (117.1), without taking it."""
    problems = []
    for entry in entries if isinstance(entries, list) else [entries]:
        spec = entry if isinstance(entry, dict) else {"card": entry}
        what = str(spec["card"])
        problem = driver.action_problem(player, ACTION_CHECKS[field], what, from_zone=spec.get("from"),
                                        ability=spec.get("ability"), face=spec.get("face"))
        if field.startswith("can_") and problem is not None:
            problems.append(f"{player}.{field}: {what}: {problem}")
        elif field.startswith("cannot_") and problem is None:
            problems.append(f"{player}.{field}: {what}: {player} could {ACTION_CHECKS[field].removesuffix('s')} it")
    return problems


def _mana(symbol: str) -> str:
    s = symbol.strip().upper()
    return COLOR_NAMES.get(symbol.strip().lower(), s)


def _object(driver: Driver, name: str) -> int | None:
    try:
        return driver.object(str(name))
    except GameSetupError:
        # `permanents` and `could_produce` name permanents: when the name also names cards
        # elsewhere (the other face of a modal double-faced card in a graveyard), the one
        # permanent that has that name now is meant.
        game = driver.game
        hits = [o for o in game.state.battlefield if _norm(game.chars(o).name) == _norm(str(name))]
        return hits[0] if len(hits) == 1 else None


def ability_descriptor(ability) -> str:
    if isinstance(ability, dsl.Keyword):
        if ability.name == "protection":
            return "protection from " + " and from ".join(ability.qualities)
        if ability.name == "enchant":
            return "enchant " + " ".join(ability.qualities)
        return f"{ability.name} {ability.cost}".strip()
    return getattr(ability, "text", "") or type(ability).__name__


def _abilities_match(actual: list[str], expected: list) -> bool:
    if len(actual) != len(expected):
        return False
    remaining = list(actual)
    for want in expected:
        w = str(want).lower()
        hit = next((a for a in remaining if a.lower() == w or a.lower().startswith(w)), None)
        if hit is None:
            return False
        remaining.remove(hit)
    return True


def _permanents(driver: Driver, expected) -> list[str]:
    """Each named permanent's properties; an alias given with a count checks each of its
    objects (`bears#1`, `bears#2`, ...)."""
    if not isinstance(expected, dict):
        return ["permanents: expected a mapping of name: properties"]
    problems = []
    for name, props in expected.items():
        members = driver.position.groups.get(str(name))
        if members is None:
            problems += _permanent(driver, str(name), _object(driver, name), props)
        else:
            for n, oid in enumerate(members, start=1):
                problems += _permanent(driver, f"{name}#{n}", driver.follow(oid), props)
    return problems


def _permanent(driver: Driver, name: str, oid: int | None, props) -> list[str]:
    game = driver.game
    if oid is None or game.state.objects.get(oid) is None or game.state.objects[oid].zone != BATTLEFIELD:
        return [f"permanents.{name}: no such permanent on the battlefield"]
    if not isinstance(props, dict):
        return [f"permanents.{name}: expected a mapping of properties"]
    obj = game.state.objects[oid]
    chars = game.chars(oid)
    problems = []
    for key, value in props.items():
        label = f"permanents.{name}.{key}"
        if key not in PERMANENT_KEYS:
            problems.append(f"{label}: unknown property")
            continue
        actual = _property(game, obj, chars, key)
        if key == "abilities":
            if not isinstance(value, list) or not _abilities_match(actual, value):
                problems.append(f"{label}: expected {value}, got {actual}")
        elif key == "counters":
            want = {str(k): v for k, v in (value or {}).items() if v}
            if actual != want:
                problems.append(f"{label}: expected {want}, got {actual}")
        elif key in TYPE_KEYS:
            if sorted(str(v).lower() for v in value) != [a.lower() for a in actual]:
                problems.append(f"{label}: expected {_fmt(sorted(map(str, value)))}, got {_fmt(actual)}")
        elif actual != value:
            problems.append(f"{label}: expected {value!r}, got {actual!r}")
    return problems


def _property(game, obj, chars, key: str):
    """The current value of one permanent property an expectation names."""
    if key == "power":
        return chars.power
    if key == "toughness":
        return chars.toughness
    if key == "tapped":
        return obj.tapped
    if key == "damage":
        return obj.damage
    if key == "counters":
        return {k: v for k, v in obj.counters.items() if v}
    if key == "mana_cost":
        return str(chars.mana_cost) if chars.mana_cost is not None else ""
    if key == "mana_value":
        return chars.mana_value
    if key == "controller":
        return game.player_name(chars.controller)
    if key == "name":
        return chars.name
    if key in TYPE_KEYS:
        return sorted(getattr(chars, key), key=str.lower)
    if key == "attacking":
        return game.state.combat is not None and obj.id in game.state.combat.attackers  # 506.3
    if key == "blocking":
        return game.state.combat is not None and obj.id in game.state.combat.blockers  # 506.3
    if key == "attached_to":
        return game.chars(obj.attached_to).name if obj.attached_to in game.state.objects else None
    return [ability_descriptor(a) for a in chars.abilities]


def _could_produce(driver: Driver, expected) -> list[str]:
    game = driver.game
    problems = []
    for name, types in (expected or {}).items():
        oid = _object(driver, name)
        if oid is None or game.state.objects[oid].zone != BATTLEFIELD:
            problems.append(f"could_produce.{name}: no such permanent on the battlefield")
            continue
        want = sorted({_mana(str(t)) for t in (types or [])}, key=MANA_TYPES.index)
        have = sorted(could_produce(game.kernel, oid), key=MANA_TYPES.index)
        if want != have:
            problems.append(f"could_produce.{name}: expected {want}, got {have}")
    return problems


def _could_make(driver: Driver, expected) -> list[str]:
    """The mana each of a permanent's mana abilities would add if it resolved now, each
    result written as mana symbols (`{G}{G}`), in any order; costs are ignored (106.7)."""
    game = driver.game
    problems = []
    for name, results in (expected or {}).items():
        oid = _object(driver, name)
        if oid is None or game.state.objects.get(oid) is None or game.state.objects[oid].zone != BATTLEFIELD:
            problems.append(f"could_make.{name}: no such permanent on the battlefield")
            continue
        try:
            want = sorted({_symbols(pool_counts(str(r), f"could_make.{name}")) for r in (results or [])})
        except GameSetupError as err:
            problems.append(str(err))
            continue
        have = sorted(could_make(game, oid))
        if want != have:
            problems.append(f"could_make.{name}: expected {_fmt(want)}, got {_fmt(have)}")
    return problems


def could_make(game, oid: int) -> set[str]:
    """Every amount of mana a mana ability of `oid` could add now (replacement effects in any
    order), as symbols: {"{C}", "{W}", "{B}"} for a land with "{T}: Add {C}" and "{T}: Add {W}
    or {B}"."""
    controller = game.chars(oid).controller
    return {_symbols(Counter(prod)) for _, ability in mana_abilities(game.kernel, oid)
            for prod, _, _ in ordered_productions(game.kernel, oid, ability, controller) if prod}


def _symbols(counts) -> str:
    return "".join(f"{{{t}}}" * counts.get(t, 0) for t in MANA_TYPES)


def _stack(driver: Driver, expected) -> list[str]:
    game = driver.game
    names = []
    for item in reversed(game.state.stack):
        if item.obj is not None:
            names.append(game.chars(item.obj).name)
        elif item.source_lki and item.source_lki.get("name"):
            names.append(item.source_lki["name"])
        elif item.source is not None and item.source in game.state.objects:
            names.append(game.chars(item.source).name)  # an ability is named by its source
        else:
            names.append("ability")
    if isinstance(expected, int) and not isinstance(expected, bool):
        return [] if len(names) == expected else [f"stack: expected {expected} objects, got {len(names)} ({_fmt(names)})"]
    if [str(n).lower() for n in expected] != [n.lower() for n in names]:
        return [f"stack: expected {_fmt(expected)}, got {_fmt(names)}"]
    return []
