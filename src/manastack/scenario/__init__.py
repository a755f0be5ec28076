"""Scenario files: a position, what the players do, and what must then be true."""

from __future__ import annotations

from collections.abc import Iterator

from manastack.scenario.loader import ScenarioFileError, discover, load
from manastack.scenario.runner import Result, run


def check_file(path) -> Result:
    try:
        scenario = load(path)
    except ScenarioFileError as err:
        return Result(str(path), str(path), False, str(err))
    return run(scenario)


def check_paths(paths: list[str]) -> Iterator[Result]:
    files = discover(paths)
    if not files:
        yield Result(", ".join(paths), ", ".join(paths), False, "no scenario files found")
    for path in files:
        if not path.exists():
            yield Result(str(path), str(path), False, f"{path}: no such file")
            continue
        yield check_file(path)


__all__ = ["check_file", "check_paths", "Result"]
