"""Reading scenario files (docs/scenarios.md) safely, with line numbers.

YAML is read with a safe loader only: tags that would build Python objects are refused, and
size and nesting are bounded.  Every problem is a ScenarioFileError naming the file, the
line where it is known, and what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from manastack.cards.registry import card_def, resolve_name, validate_legacy
from manastack.engine.decision import ManastackError
from manastack.engine.steps import STEPS

MAX_BYTES = 256 * 1024
MAX_DEPTH = 12
MAX_NODES = 100_000  # values in the file, counting what aliases stand for
MAX_PLAYERS = 8
MAX_ENTRIES = 1000  # entries in one zone
MAX_NUMBER = 10**9  # life, poison, counters, damage, turn: anything larger is not a position
MAX_NAME = 200
ZONE_KEYS = ("hand", "library", "graveyard", "exile", "battlefield", "sideboard")
PLAYER_KEYS = {"life", "poison", "mana_pool", *ZONE_KEYS}
ENTRY_KEYS = {"card", "count", "as", "legacy", "token", "tapped", "sick", "counters", "damage", "attached_to", "controller",
              "copy_of", "until_leaves"}
LINK_ZONES = {"copy_of": "battlefield", "until_leaves": "exile"}  # where an entry may carry each
STATE_KEYS = {"turn", "active", "step"}
TOP_KEYS = {"name", "ruling", "rules", "state", "do", "expect", "players"}
ACTION_VERBS = {"casts", "plays", "activates", "attacks", "blocks", "chooses", "assigns"}
PLAIN_ACTIONS = {"pass", "resolve", "expect"}
ACTION_OPTIONS = {"targets", "x", "modes", "face", "choices", "pay", "expect_error", "from", "ability", "assign"}
CASTING_OPTIONS = ACTION_OPTIONS - {"assign"}
VERB_OPTIONS = {"casts": CASTING_OPTIONS, "plays": CASTING_OPTIONS, "activates": CASTING_OPTIONS,
                "attacks": {"choices", "assign", "expect_error"}, "blocks": {"expect_error"}, "assigns": {"expect_error"}}
ACTION_CHECKS = {"can_cast": "casts", "cannot_cast": "casts", "can_activate": "activates",
                 "cannot_activate": "activates", "can_play": "plays", "cannot_play": "plays"}
CHECK_ENTRY_KEYS = {"casts": {"card", "from", "face"}, "plays": {"card", "from", "face"}, "activates": {"card", "ability"}}
TYPE_KEYS = ("types", "subtypes", "supertypes")


class ScenarioFileError(ManastackError):
    def __init__(self, path: str, line: int | None, problem: str) -> None:
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {problem}")
        self.path = path
        self.line = line
        self.problem = problem


class LineDict(dict):
    """A mapping that remembers the line it started on, and each key's line."""

    line: int = 0
    key_lines: dict


class LineList(list):
    line: int = 0
    item_lines: list


class _Loader(yaml.SafeLoader):
    pass


def _mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise yaml.constructor.ConstructorError(None, None, "a mapping key must be plain text", key_node.start_mark)
        if key in result:
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _sequence(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


@dataclass
class Scenario:
    path: str
    name: str
    data: dict
    ruling: str = ""
    rules: list = field(default_factory=list)


def line_of(value, default: int | None = None) -> int | None:
    return getattr(value, "line", default)


def _check_shape(text: str, path: str) -> None:
    """Nesting depth and size, from the parser's events (no recursion, and aliases are
    counted as what they stand for, so an alias bomb is refused before it is built)."""
    depth = 0
    nodes = 0
    sizes: dict[str, int] = {}  # anchor -> values in its subtree
    open_nodes: list[list] = []  # [anchor, values so far]
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            size = sizes.get(event.anchor)
            if size is None:
                raise ScenarioFileError(path, event.start_mark.line + 1, f"bad YAML: found undefined alias {event.anchor!r}")
        elif isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            size = 1
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            anchor, size = open_nodes.pop()
            depth -= 1
            if anchor is not None:
                sizes[anchor] = size
            if open_nodes:
                open_nodes[-1][1] += size
            continue
        else:
            continue
        nodes += size
        if nodes > MAX_NODES:
            raise ScenarioFileError(path, event.start_mark.line + 1, f"more than {MAX_NODES} values (counting what aliases stand for)")
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            depth += 1
            if depth > MAX_DEPTH + 1:
                raise ScenarioFileError(path, event.start_mark.line + 1, f"nested more than {MAX_DEPTH} levels deep")
            open_nodes.append([event.anchor, 1])
            continue
        if isinstance(event, yaml.ScalarEvent) and event.anchor is not None:
            sizes[event.anchor] = 1
        if open_nodes:
            open_nodes[-1][1] += size


def parse(text: str, path: str = "<scenario>") -> Scenario:
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ScenarioFileError(path, None, f"file is larger than {MAX_BYTES // 1024} KiB")
    try:
        _check_shape(text, path)
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except ScenarioFileError:
        raise
    except RecursionError:
        raise ScenarioFileError(path, None, f"nested more than {MAX_DEPTH} levels deep") from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        raise ScenarioFileError(path, line, f"bad YAML: {' '.join(str(err.problem or err.context).split())}") from None
    except yaml.YAMLError as err:
        raise ScenarioFileError(path, None, f"bad YAML: {' '.join(str(err).split())}") from None
    if not isinstance(data, dict):
        raise ScenarioFileError(path, 1, "a scenario must be a mapping with at least 'name'")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioFileError(path, line_of(data), f"unknown key(s): {', '.join(sorted(map(str, unknown)))}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioFileError(path, line_of(data), "'name' is required and must be text")
    ruling = data.get("ruling", "")
    if not isinstance(ruling, str):
        raise ScenarioFileError(path, line_of(data), "'ruling' must be text")
    rules = data.get("rules", [])
    if not isinstance(rules, list) or not all(isinstance(r, (str, int, float)) for r in rules):
        raise ScenarioFileError(path, line_of(data), "'rules' must be a list of rule numbers")
    players = _check_players(path, data)
    if "state" in data and data["state"] is not None:
        if not isinstance(data["state"], dict):
            raise ScenarioFileError(path, _key_line(data, "state"), "'state' must be a mapping")
        _check_state(path, data["state"], players)
    steps = data.get("do", [])
    if steps is None:
        steps = []
    if not isinstance(steps, list):
        raise ScenarioFileError(path, line_of(data), "'do' must be a list of steps")
    step_lines = getattr(steps, "item_lines", [])
    for i, step in enumerate(steps):
        validate_step(path, step, step_lines[i] if i < len(step_lines) else line_of(steps))
    if "expect" in data and not isinstance(data["expect"], dict):
        raise ScenarioFileError(path, line_of(data), "'expect' must be a mapping")
    if "expect" in data:
        _check_expect(path, data["expect"], "expect")
    if not steps and not data.get("expect"):
        raise ScenarioFileError(path, line_of(data), "nothing to check: a scenario needs steps ('do') or an 'expect'")
    return Scenario(path, name.strip(), data, ruling, [str(r) for r in rules])


def action_key(step: dict) -> tuple[str | None, str]:
    """The step's action: (player or None, verb)."""
    keys = [k for k in step if k not in ACTION_OPTIONS]
    if len(keys) != 1:
        return None, ""
    key = str(keys[0])
    if key in PLAIN_ACTIONS:
        return None, key
    player, _, verb = key.rpartition(" ")
    return (player or None), verb


def validate_step(path: str, step, line: int | None = None) -> None:
    if not isinstance(step, dict):
        raise ScenarioFileError(path, line_of(step, line), f"a step must be a mapping with one action, got {_shown(step)}")
    keys = [k for k in step if k not in ACTION_OPTIONS]
    if len(keys) != 1:
        raise ScenarioFileError(path, line_of(step), f"a step needs exactly one action key, found {', '.join(map(str, keys)) or 'none'}")
    player, verb = action_key(step)
    if verb not in PLAIN_ACTIONS and (verb not in ACTION_VERBS or not player):
        raise ScenarioFileError(path, line_of(step), f"unknown action {_shown(keys[0])}; use '<player> casts|plays|activates|attacks|blocks|assigns|chooses', 'pass', 'resolve' or 'expect'")
    value = step[keys[0]]
    line = _key_line(step, keys[0])
    problem = _action_problem(verb, value)
    if problem:
        raise ScenarioFileError(path, line, f"{keys[0]}: {problem}")
    if verb == "expect":
        _check_expect(path, value, "expect")
    for option in ACTION_OPTIONS & set(step):
        problem = _option_problem(option, step[option])
        if option not in VERB_OPTIONS.get(verb, ()):
            takes = [v for v, options in VERB_OPTIONS.items() if option in options]
            problem = f"'{keys[0]}' doesn't take it (it is an option of {', '.join(takes)})"
            if option == "choices":
                problem += "; elsewhere, answers are given as '<player> chooses: [...]'"
        if problem:
            raise ScenarioFileError(path, _key_line(step, option), f"{option}: {problem}")


def _action_problem(verb: str, value) -> str | None:
    """What is wrong with an action's value, if anything."""
    if verb in ("casts", "plays", "activates"):
        return None if _is_name(value) else f"takes a card name, not {_shown(value)}"
    if verb == "attacks":
        if isinstance(value, list) and all(_is_name(v) for v in value):
            return None
        if isinstance(value, dict) and all(_is_name(k) and _is_name(v) for k, v in value.items()):
            return None
        return f"takes a list of attackers or a mapping attacker: defender, not {_shown(value)}"
    if verb == "blocks":
        if value is None or (isinstance(value, dict) and all(_is_name(k) and _is_name(v) for k, v in value.items())):
            return None
        return f"takes a mapping blocker: attacker ({{}} for no blocks), not {_shown(value)}"
    if verb == "assigns":
        return _assignment_problem(value)
    if verb == "chooses":
        values = value if isinstance(value, list) else [value]
        return None if all(_is_answer(v) for v in values) else f"takes an answer or a list of answers, not {_shown(value)}"
    if verb == "pass":
        ok = isinstance(value, str) and (value == "once" or value.startswith("until "))
        return None if ok else f"takes 'once' or 'until STEP', not {_shown(value)}"
    if verb == "resolve":
        ok = value == "all" or (_is_int(value) and 0 <= value <= MAX_NUMBER)
        return None if ok else f"takes a number or 'all', not {_shown(value)}"
    if verb == "expect":
        return None if isinstance(value, dict) else f"takes a mapping of expectations, not {_shown(value)}"
    return None


def _assignment_problem(value) -> str | None:
    """510.1c-d: combat damage assigned to creatures, planeswalkers or players by name."""
    if isinstance(value, dict) and value and all(_is_name(k) and _is_int(n) and 0 <= n <= MAX_NUMBER for k, n in value.items()):
        return None
    return f"takes a mapping of who is dealt damage to how much (whole numbers >= 0), not {_shown(value)}"


def _option_problem(option: str, value) -> str | None:
    if option == "assign":
        return _assignment_problem(value)
    if option == "pay":
        values = value if isinstance(value, list) else [value]
        return None if all(_is_name(v) for v in values) else f"takes a list of permanents' names, not {_shown(value)}"
    if option in ("targets", "modes", "choices"):
        values = value if isinstance(value, list) else [value]
        if all(_is_answer(v) for v in values):
            return None
        return f"takes a value or a list of values, not {_shown(value)}"
    if option == "x":
        return None if _is_int(value) and 0 <= value <= MAX_NUMBER else f"takes a whole number >= 0, not {_shown(value)}"
    if option == "ability":
        ok = _is_name(value) or (_is_int(value) and 1 <= value <= MAX_NUMBER)
        return None if ok else f"takes a number from 1 or the text the ability starts with, not {_shown(value)}"
    if option in ("face", "from", "expect_error"):
        return None if _is_name(value) or (option == "expect_error" and isinstance(value, str)) else f"takes text, not {_shown(value)}"
    return None


# ------------------------------------------------------------------ the position's shape


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_name(value) -> bool:
    return isinstance(value, str) and 0 < len(value.strip()) <= MAX_NAME


def _is_answer(value) -> bool:
    return _is_name(value) or isinstance(value, bool) or (_is_int(value) and abs(value) <= MAX_NUMBER)


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _key_line(mapping, key) -> int | None:
    return getattr(mapping, "key_lines", {}).get(key) or line_of(mapping)


def _check_players(path: str, data: dict) -> list[str] | None:
    players = data.get("players")
    if players is None:
        return None
    line = _key_line(data, "players")
    if not isinstance(players, list) or not all(_is_name(p) for p in players):
        raise ScenarioFileError(path, line, f"'players' must be a list of player names, not {_shown(players)}")
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise ScenarioFileError(path, line, f"'players' names {len(players)} players; a game has 2 to {MAX_PLAYERS}")
    if len(set(players)) != len(players):
        raise ScenarioFileError(path, line, f"'players' names a player twice: {_shown(players)}")
    reserved = [p for p in players if p in STATE_KEYS]
    if reserved:
        raise ScenarioFileError(path, line, f"{reserved[0]!r} can't be a player's name")
    return list(players)


def _check_state(path: str, state: dict, players: list[str] | None) -> None:
    """The types and ranges of everything in `state`, and that its cards exist (what the names
    in it refer to is checked when the position is built)."""
    for key in state:
        if not isinstance(key, str):
            raise ScenarioFileError(path, _key_line(state, key), f"state: {_shown(key)} is not a player name or turn/active/step")
    names = players if players is not None else [k for k in state if k not in STATE_KEYS]
    if players is not None:
        unknown = [k for k in state if k not in STATE_KEYS and k not in players]
        if unknown:
            raise ScenarioFileError(path, _key_line(state, unknown[0]),
                                    f"state: {unknown[0]!r} is not one of the players ({', '.join(players)})")
    if len(names) > MAX_PLAYERS:
        raise ScenarioFileError(path, line_of(state), f"state names {len(names)} players; a game has 2 to {MAX_PLAYERS}")
    if "turn" in state and not (_is_int(state["turn"]) and 1 <= state["turn"] <= MAX_NUMBER):
        raise ScenarioFileError(path, _key_line(state, "turn"), f"turn must be a whole number from 1, not {_shown(state['turn'])}")
    for key in ("active", "step"):
        if key in state and not isinstance(state[key], str):
            raise ScenarioFileError(path, _key_line(state, key), f"{key} must be text, not {_shown(state[key])}")
    if "step" in state and state["step"] not in STEPS:
        raise ScenarioFileError(path, _key_line(state, "step"), f"step: unknown step {state['step']!r}; steps are {', '.join(STEPS)}")
    total = 0
    for name in names:
        pdata = state.get(name)
        if pdata is None:
            continue
        line = _key_line(state, name)
        if not isinstance(pdata, dict):
            raise ScenarioFileError(path, line, f"{name}: expected a mapping of life, poison, mana_pool and zones, not {_shown(pdata)}")
        unknown = [k for k in pdata if k not in PLAYER_KEYS]
        if unknown:
            raise ScenarioFileError(path, _key_line(pdata, unknown[0]),
                                    f"{name}: unknown key(s) {', '.join(map(str, unknown))}; use {', '.join(sorted(PLAYER_KEYS))}")
        if "life" in pdata and not (_is_int(pdata["life"]) and abs(pdata["life"]) <= MAX_NUMBER):
            raise ScenarioFileError(path, _key_line(pdata, "life"), f"{name}.life must be a whole number, not {_shown(pdata['life'])}")
        if "poison" in pdata and not (_is_int(pdata["poison"]) and 0 <= pdata["poison"] <= MAX_NUMBER):
            raise ScenarioFileError(path, _key_line(pdata, "poison"),
                                    f"{name}.poison must be a whole number >= 0, not {_shown(pdata['poison'])}")
        if "mana_pool" in pdata and pdata["mana_pool"] is not None:
            problem = _mana_problem(pdata["mana_pool"])
            if problem:
                raise ScenarioFileError(path, _key_line(pdata, "mana_pool"), f"{name}.mana_pool: {problem}")
        for zone in ZONE_KEYS:
            entries = pdata.get(zone)
            if entries is None:
                continue
            where = f"{name}.{zone}"
            if not isinstance(entries, list):
                raise ScenarioFileError(path, _key_line(pdata, zone), f"{where}: expected a list of cards, not {_shown(entries)}")
            if len(entries) > MAX_ENTRIES:
                raise ScenarioFileError(path, _key_line(pdata, zone), f"{where}: more than {MAX_ENTRIES} entries")
            item_lines = getattr(entries, "item_lines", [])
            for i, entry in enumerate(entries):
                entry_line = item_lines[i] if i < len(item_lines) else _key_line(pdata, zone)
                total += _check_entry(path, entry_line, f"{where}[{i}]", zone, entry, names)
    if total > 5000:
        raise ScenarioFileError(path, line_of(state), f"the position has {total} cards; at most 5000")


def _check_expect(path: str, expect: dict, where: str) -> None:
    """The shapes the expectations need (their meaning is checked when they are compared)."""
    for key, value in expect.items():
        line = _key_line(expect, key)
        if not isinstance(key, str):
            raise ScenarioFileError(path, line, f"{where}: {_shown(key)} is not a player's name or an expectation")
        problem = None
        if key == "stack":
            if not ((_is_int(value) and value >= 0) or (isinstance(value, list) and all(_is_name(v) for v in value))):
                problem = f"a count or a list of names, top first, not {_shown(value)}"
        elif key == "turn":
            if not _is_int(value):
                problem = f"a turn number, not {_shown(value)}"
        elif key in ("active", "step"):
            if not isinstance(value, str):
                problem = f"text, not {_shown(value)}"
        elif key in ("permanents", "could_produce", "could_make"):
            if not (isinstance(value, dict) and all(_is_name(k) for k in value)):
                problem = f"a mapping from names, not {_shown(value)}"
            elif key == "permanents":
                for name, props in value.items():
                    _check_permanent(path, _key_line(value, name), f"{where}.permanents.{name}", props)
            elif key == "could_make":
                for name, results in value.items():
                    _check_could_make(path, _key_line(value, name), f"{where}.could_make.{name}", results)
        elif isinstance(value, dict):
            _check_player_expect(path, value, f"{where}.{key}")
        if problem:
            raise ScenarioFileError(path, line, f"{where}.{key}: expected {problem}")


def _check_permanent(path: str, line: int | None, where: str, props) -> None:
    if not isinstance(props, dict):
        raise ScenarioFileError(path, line, f"{where}: expected a mapping of properties, not {_shown(props)}")
    for key, value in props.items():
        key_line = _key_line(props, key)
        if key in TYPE_KEYS and not (isinstance(value, list) and all(_is_name(v) for v in value)):
            raise ScenarioFileError(path, key_line, f"{where}.{key}: expected a list of names ([] for none), not {_shown(value)}")
        if key in ("attacking", "blocking", "tapped") and not isinstance(value, bool):
            raise ScenarioFileError(path, key_line, f"{where}.{key}: expected true or false, not {_shown(value)}")


def _check_could_make(path: str, line: int | None, where: str, results) -> None:
    """A list of amounts of mana, each written as mana symbols ("{C}", "{G}{G}")."""
    if not isinstance(results, list):
        raise ScenarioFileError(path, line, f"{where}: expected a list of mana such as ['{{C}}', '{{W}}'], not {_shown(results)}")
    for result in results:
        if not (isinstance(result, str) and result.strip()):
            raise ScenarioFileError(path, line, f"{where}: {_shown(result)} is not mana such as '{{G}}{{G}}'")
        problem = _mana_problem(result)
        if problem:
            raise ScenarioFileError(path, line, f"{where}: {_shown(result)}: {problem}")


def _check_player_expect(path: str, expect: dict, where: str) -> None:
    """A player's counts of tapped and untapped permanents and "could this be done now?" lists."""
    for key, value in expect.items():
        line = _key_line(expect, key)
        if key in ("tapped", "untapped"):
            if not ((_is_int(value) and value >= 0) or (isinstance(value, list) and all(_is_name(v) for v in value))
                    or (isinstance(value, dict) and all(_is_name(k) and _is_int(n) and n >= 0 for k, n in value.items()))):
                raise ScenarioFileError(path, line, f"{where}.{key}: expected a count, a list of names or a mapping "
                                                    f"{{name: count}}, not {_shown(value)}")
        elif key in ACTION_CHECKS:
            entries = value if isinstance(value, list) else [value]
            allowed = CHECK_ENTRY_KEYS[ACTION_CHECKS[key]]
            for entry in entries:
                problem = None
                if isinstance(entry, dict):
                    unknown = [k for k in entry if k not in allowed]
                    if unknown:
                        problem = f"unknown key(s) {', '.join(map(str, unknown))}; use {', '.join(sorted(allowed))}"
                    elif not _is_name(entry.get("card")):
                        problem = f"an entry needs 'card: NAME', not {_shown(entry.get('card'))}"
                    elif any(k in entry and not _is_name(entry[k]) for k in ("from", "face")):
                        problem = f"'from' and 'face' take text, not {_shown(entry)}"
                    elif "ability" in entry:
                        problem = _option_problem("ability", entry["ability"])
                elif not _is_name(entry):
                    problem = f"expected a card name or a mapping with 'card', not {_shown(entry)}"
                if problem:
                    raise ScenarioFileError(path, line_of(entry, line), f"{where}.{key}: {problem}")


MANA_NAMES = {"white", "blue", "black", "red", "green", "colorless", "colourless"}
MAX_MANA = 1000


def _mana_problem(pool) -> str | None:
    """A mana pool is mana symbols or colour names: `{G}{G}`, `GG`, `green`, `{2}` (colorless)."""
    if not isinstance(pool, str):
        return f"must be mana symbols such as '{{G}}{{G}}', not {_shown(pool)}"
    amount = 0
    for part in pool.replace("}", "{").replace(",", "{").split("{"):
        for word in part.split():
            if word.isascii() and word.isdigit():
                amount += int(word) if len(word) <= 6 else MAX_MANA + 1
            elif word.lower() in MANA_NAMES:
                amount += 1
            elif all(ch in "WUBRGC" for ch in word.upper()) and word.isascii():
                amount += len(word)
            else:
                return f"{_shown(word)} is not a mana type (W, U, B, R, G, C or a colour's name)"
    if amount > MAX_MANA:
        return f"more than {MAX_MANA} mana"
    return None


def _check_entry(path: str, line: int | None, where: str, zone: str, entry, names: list) -> int:
    """One zone entry; returns how many cards it stands for."""
    if isinstance(entry, str):
        if not _is_name(entry):
            raise ScenarioFileError(path, line, f"{where}: {_shown(entry)} is not a card name")
        _check_card(path, line, where, entry, None)
        return 1
    if not isinstance(entry, dict):
        raise ScenarioFileError(path, line, f"{where}: expected a card name or a mapping with 'card', not {_shown(entry)}")
    line = line_of(entry, line)
    unknown = [k for k in entry if k not in ENTRY_KEYS]
    if unknown:
        raise ScenarioFileError(path, line, f"{where}: unknown key(s) {', '.join(map(str, unknown))}; use {', '.join(sorted(ENTRY_KEYS))}")
    if not _is_name(entry.get("card")):
        raise ScenarioFileError(path, line, f"{where}: an entry needs 'card: NAME', not {_shown(entry.get('card'))}")
    count = entry.get("count", 1)
    if not (_is_int(count) and 1 <= count <= 250):
        raise ScenarioFileError(path, line, f"{where}: count must be a whole number from 1 to 250, not {_shown(count)}")
    for key in ("token", "tapped", "sick"):
        if key in entry and not isinstance(entry[key], bool):
            raise ScenarioFileError(path, line, f"{where}: {key} must be true or false, not {_shown(entry[key])}")
    if entry.get("token") and zone != "battlefield":
        raise ScenarioFileError(path, line, f"{where}: a token exists only on the battlefield (111.8, 704.5d)")
    for key in ("as", "attached_to", "controller"):
        if key in entry and not _is_name(entry[key]):
            raise ScenarioFileError(path, line, f"{where}: {key} must be a name, not {_shown(entry[key])}")
    if "controller" in entry and entry["controller"] not in names:
        raise ScenarioFileError(path, line, f"{where}: controller {entry['controller']!r} is not a player ({', '.join(names)})")
    legacy = entry.get("legacy")
    if legacy is not None and not (isinstance(legacy, list) and all(_is_name(o) for o in legacy)):
        raise ScenarioFileError(path, line, f"{where}: legacy must be a list of option names, not {_shown(legacy)}")
    counters = entry.get("counters")
    if counters is not None and not (isinstance(counters, dict) and all(
            _is_name(k) and _is_int(v) and 0 <= v <= MAX_NUMBER for k, v in counters.items())):
        raise ScenarioFileError(path, line, f"{where}: counters must map a counter kind to a whole number >= 0, not {_shown(counters)}")
    damage = entry.get("damage", 0)
    if not (_is_int(damage) and 0 <= damage <= MAX_NUMBER):
        raise ScenarioFileError(path, line, f"{where}: damage must be a whole number >= 0, not {_shown(damage)}")
    for key, home in LINK_ZONES.items():
        if key in entry and not _is_name(entry[key]):
            raise ScenarioFileError(path, line, f"{where}: {key} must be a name or an alias, not {_shown(entry[key])}")
        if key in entry and zone != home:
            raise ScenarioFileError(path, line, f"{where}: {key} is for an entry in {home}, not in {zone}")
    _check_card(path, line, where, entry["card"], legacy)
    return count


def _check_card(path: str, line: int | None, where: str, name: str, legacy) -> None:
    """The card exists and its circled options are its own (the registry's own messages)."""
    try:
        definition = card_def(resolve_name(name))
        if legacy:
            validate_legacy(definition, legacy)
    except ManastackError as err:
        raise ScenarioFileError(path, line, f"{where}: {err}") from None


def load(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise ScenarioFileError(str(path), None, f"can't read the file: {err}") from None
    return parse(text, str(path))


def discover(paths: list[str]) -> list[Path]:
    """Scenario files: the files given, and every *.yaml / *.yml under the folders given."""
    found: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found.extend(sorted(list(p.rglob("*.yaml")) + list(p.rglob("*.yml"))))
        else:
            found.append(p)
    return found
