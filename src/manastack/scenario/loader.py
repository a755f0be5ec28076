"""Reading scenario files (shared/spec/scenario-format.md) safely, with line numbers.

YAML is read with a safe loader only: tags that would build Python objects are refused, and
size and nesting are bounded.  Every problem is a ScenarioFileError naming the file, the
line where it is known, and what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from manastack.engine.decision import ManastackError

MAX_BYTES = 256 * 1024
MAX_DEPTH = 12
TOP_KEYS = {"name", "ruling", "rules", "state", "do", "expect", "players"}
ACTION_VERBS = {"casts", "plays", "activates", "attacks", "blocks", "chooses"}
PLAIN_ACTIONS = {"pass", "resolve", "expect"}
ACTION_OPTIONS = {"targets", "x", "modes", "face", "choices", "pay", "expect_error", "from", "ability"}


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


def _too_deep(node, depth: int = 0):
    """The first node nested more than MAX_DEPTH levels deep, or None."""
    if depth > MAX_DEPTH:
        return node
    children = [v for _, v in node.value] if isinstance(node, yaml.MappingNode) else (
        node.value if isinstance(node, yaml.SequenceNode) else [])
    for child in children:
        found = _too_deep(child, depth + 1)
        if found is not None:
            return found
    return None


def parse(text: str, path: str = "<scenario>") -> Scenario:
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ScenarioFileError(path, None, f"file is larger than {MAX_BYTES // 1024} KiB")
    try:
        node = yaml.compose(text, Loader=_Loader)
        deep = _too_deep(node) if node is not None else None
        if deep is not None:
            raise ScenarioFileError(path, deep.start_mark.line + 1, f"nested more than {MAX_DEPTH} levels deep")
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except ScenarioFileError:
        raise
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        raise ScenarioFileError(path, line, f"bad YAML: {err.problem or err.context}") from None
    except yaml.YAMLError as err:
        raise ScenarioFileError(path, None, f"bad YAML: {err}") from None
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
    if "state" in data and not isinstance(data["state"], dict):
        raise ScenarioFileError(path, line_of(data), "'state' must be a mapping")
    steps = data.get("do", [])
    if not isinstance(steps, list):
        raise ScenarioFileError(path, line_of(data), "'do' must be a list of steps")
    for step in steps:
        validate_step(path, step)
    if "expect" in data and not isinstance(data["expect"], dict):
        raise ScenarioFileError(path, line_of(data), "'expect' must be a mapping")
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


def validate_step(path: str, step) -> None:
    if not isinstance(step, dict):
        raise ScenarioFileError(path, line_of(step), f"a step must be a mapping with one action, got {step!r}")
    keys = [k for k in step if k not in ACTION_OPTIONS]
    if len(keys) != 1:
        raise ScenarioFileError(path, line_of(step), f"a step needs exactly one action key, found {', '.join(map(str, keys)) or 'none'}")
    player, verb = action_key(step)
    if verb in PLAIN_ACTIONS:
        return
    if verb not in ACTION_VERBS or not player:
        raise ScenarioFileError(path, line_of(step), f"unknown action {keys[0]!r}; use '<player> casts|plays|activates|attacks|blocks|chooses', 'pass', 'resolve' or 'expect'")


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
