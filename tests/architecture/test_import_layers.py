"""The import layers (issue 15 item 1; DESIGN.md, "Layers"): errors and the cache switch at the
bottom, then cards, then the engine, then everything that plays games.  Every import counts:
at the top of a module, inside a function, and under TYPE_CHECKING.

The engine is still one circle of modules (issue 15 is taking it apart): `ENGINE_CIRCLE` is the
most it may hold, a ratchet that only shrinks, until it is empty and every module is in no
cycle at all."""

from __future__ import annotations

import ast
from pathlib import Path

import manastack

SOURCE = Path(manastack.__file__).parent
# The modules still in the engine's import circle (2026-12-01: 21; cards/ has none any more).
ENGINE_CIRCLE = {f"manastack.engine.{name}" for name in (
    "ability_table", "agenda", "card_advantage", "casting", "costs", "effects", "game", "keywords", "layers",
    "mana", "player_log", "priority", "queries", "savegame", "sba", "setup", "targets", "triggers", "turn",
    "view", "zones")}


def _module_name(path: Path) -> str:
    parts = ("manastack",) + path.relative_to(SOURCE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Each manastack module and the manastack modules it imports, anywhere in its text."""
    modules = {_module_name(path): path for path in SOURCE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                graph[name].update(a.name for a in node.names if a.name in modules)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parent + ([base] if base else []))
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    if full in modules:
                        graph[name].add(full)
                    elif base in modules:
                        graph[name].add(base)
        graph[name].discard(name)
    return graph


def modules_in_cycles(graph: dict[str, set[str]]) -> set[str]:
    """The modules that are in some import cycle (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[str] = set()

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.update(component)

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_the_cycle_finder_finds_a_cycle_and_nothing_else() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert modules_in_cycles(graph) == {"a", "b", "c"}


def test_the_bottom_layer_imports_nothing_of_manastack() -> None:
    graph = import_graph()
    assert graph["manastack.errors"] == set() and graph["manastack.caching"] == set()


def test_cards_import_nothing_above_them() -> None:
    """Card definitions, the database and the Oracle compiler know nothing of games."""
    graph = import_graph()
    upward = {(m, i) for m, imports in graph.items() if m.startswith("manastack.cards")
              for i in imports if not i.startswith(("manastack.cards", "manastack.errors", "manastack.caching"))}
    assert upward == set()


def test_the_engine_imports_nothing_above_it() -> None:
    graph = import_graph()
    allowed = ("manastack.engine", "manastack.cards", "manastack.errors", "manastack.caching")
    upward = {(m, i) for m, imports in graph.items() if m.startswith("manastack.engine")
              for i in imports if not i.startswith(allowed)}
    assert upward == set()


def test_no_import_cycle_outside_the_engines_shrinking_circle() -> None:
    """Issue 15 item 1: no module outside ENGINE_CIRCLE is in a cycle, and the circle holds
    no module that has left it (remove it from ENGINE_CIRCLE then)."""
    cyclic = modules_in_cycles(import_graph())
    assert cyclic - ENGINE_CIRCLE == set()
    assert ENGINE_CIRCLE - cyclic == set()
