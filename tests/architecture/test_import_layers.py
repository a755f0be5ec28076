"""The import layers (issue 15 item 1; DESIGN.md, "Layers"): errors and the cache switch at the
bottom, then cards, then the engine's data, its kernel, its rules modules and the `Game` facade,
then everything that plays games.  Every import counts: at the top of a module, inside a
function, and under TYPE_CHECKING.  No module of manastack is in an import cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import manastack

SOURCE = Path(manastack.__file__).parent
# The engine's layers, bottom up (docs/architecture.md): a module may import only modules of its
# own layer or of the layers below it.  Every other module of engine/ is a rules module.
ENGINE_DATA = {f"manastack.engine.{name}" for name in (
    "abilities", "aspects", "characteristics", "codec", "decision", "eventlog", "events", "rng", "state")}
KERNEL = "manastack.engine.kernel"
FACADE = "manastack.engine.game"


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


def test_no_module_is_in_an_import_cycle() -> None:
    """Issue 15 item 1: the whole package, the engine included, is free of import cycles."""
    assert modules_in_cycles(import_graph()) == set()


def _engine_layer(module: str) -> int:
    if module in ENGINE_DATA:
        return 0
    if module == KERNEL:
        return 1
    if module == FACADE:
        return 3
    return 2  # a rules module


def test_the_engine_imports_only_downward_data_kernel_rules_facade() -> None:
    """The engine's data (state, decisions, the log, characteristics before the layers) knows
    no kernel; the kernel knows no rule; no rules module knows the facade.  Rules modules may
    import each other (without cycles)."""
    graph = import_graph()
    upward = {(m, i) for m, imports in graph.items() if m.startswith("manastack.engine.")
              for i in imports if i.startswith("manastack.engine.") and _engine_layer(i) > _engine_layer(m)}
    assert upward == set()


def test_the_layer_lists_name_modules_that_exist() -> None:
    """A module renamed or removed leaves no stale name in the layer lists."""
    modules = {m for m in import_graph() if m.startswith("manastack.engine.")}
    assert ENGINE_DATA | {KERNEL, FACADE} <= modules
