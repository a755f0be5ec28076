"""The options at priority (117.1) are remembered from step to step of a turn while nothing but
priority passing and steps beginning happens, unless a rule asked which step it is while they
were computed (`Kernel.momentary_over_steps`, `Kernel.step`): 602.5b's "activate only during
combat" and 506.7b's "cast only before blockers are declared" are asked again in each step.
For that, the rules read the step only through `Kernel.step`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from support import bundled, compiled_card, play_random, position

import manastack
from manastack.cards import registry
from manastack.engine import casting
from manastack.engine.game import Game

_LIBRARY = ["Island"] * 8


@pytest.fixture(autouse=True)
def step_cards():
    with registry.scope():
        compiled_card("Test Panic", "Cast Test Panic only during combat before blockers are declared.\nDraw a card.",
                      ("Instant",), cost="{U}")
        compiled_card("Test Opt", "Draw a card.", ("Instant",), cost="{U}")
        compiled_card("Test Shu Farmer", "{T}: You gain 1 life. Activate this ability only during your turn, before "
                      "attackers are declared.", ("Creature",), power="1", toughness="1")
        yield


def _bob_priority(d) -> list[str]:
    """Alice, the active player, passes; bob's options at priority (117.3d)."""
    assert d.game.decision.player == d.player("alice") and d.game.decision.kind == "priority"
    d.game.choose("pass priority")
    decision = d.game.decision
    assert decision.player == d.player("bob") and decision.kind == "priority"
    return [o.label for o in decision.options]


def _counting(monkeypatch) -> list[tuple[int, str]]:
    """Record each computation of the priority options: (player, step)."""
    computed: list[tuple[int, str]] = []
    compute = casting._priority_options

    def counted(game, player, timing):
        computed.append((player, game.state.step))
        return compute(game, player, timing)

    monkeypatch.setattr(casting, "_priority_options", counted)
    return computed


def test_117_1_options_no_rule_asked_the_step_for_are_kept_over_steps(monkeypatch) -> None:
    """Bob holds an instant with no casting time of its own: his options, computed in alice's
    second main phase, are those of her end step too, not computed again (nothing happened
    but priority passing and a step beginning)."""
    d = position({"alice": {"library": _LIBRARY},
                  "bob": {"hand": ["Test Opt"], "battlefield": ["Island"], "library": _LIBRARY}})
    d.pass_to_step("main2")
    computed = _counting(monkeypatch)
    in_main = _bob_priority(d)
    d.game.choose("pass priority")  # both passed: the end step begins (500.2)
    assert d.game.state.step == "end"
    in_end = _bob_priority(d)
    assert "cast Test Opt" in in_main
    assert in_end == in_main
    bob = d.player("bob")
    assert [step for player, step in computed if player == bob] == ["main2"]


def test_506_7b_a_casting_time_is_asked_again_in_each_step() -> None:
    """"Cast only during combat before blockers are declared": bob may cast it in the declare
    attackers step, and not in the declare blockers step that follows, though nothing happened
    between them but passing and his declaring no blockers."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"hand": ["Test Panic"], "battlefield": ["Island"], "library": _LIBRARY}})
    d.attack("alice", ["Grizzly Bears"])
    assert d.game.state.step == "declare_attackers"
    assert "cast Test Panic" in _bob_priority(d)
    d.block("bob", {})
    assert d.game.state.step == "declare_blockers"
    assert "cast Test Panic" not in _bob_priority(d)


def test_602_5b_an_activation_time_is_asked_again_in_each_step() -> None:
    """"Activate only during your turn, before attackers are declared": alice may activate it
    at the beginning of combat, and not in the declare attackers step that follows, in which
    she declared no attackers (508.8)."""
    d = position({"alice": {"battlefield": ["Test Shu Farmer"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})

    def may_activate() -> bool:
        decision = d.game.decision
        assert decision.player == d.player("alice") and decision.kind == "priority"
        return any(o.label.startswith("activate Test Shu Farmer") for o in decision.options)

    d.pass_to_step("beginning_of_combat")
    assert may_activate()
    d.attack("alice", [])
    assert d.game.state.step == "declare_attackers"
    assert not may_activate()


# Where the state's step may be read other than through `Kernel.step`: the turn structure that
# moves it (engine/turn.py), the kernel's own accessor and cache, sorcery timing (the options'
# key says whether it is a main phase), and what no option reads (views, saves, the aspects'
# check).
_DIRECT_READS = {
    "turn.py": None, "view.py": None, "savegame.py": None, "aspects.py": None,
    "kernel.py": {"step", "momentary_over_steps"}, "casting.py": {"sorcery_timing", "priority_options"},
}


def _direct_step_reads(path: Path) -> list[tuple[str, int]]:
    """(function, line) of each read of `state.step` (or `x.state.step`) in a module."""
    found = []

    def visit(node: ast.AST, function: str) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node.name
        if (isinstance(node, ast.Attribute) and node.attr == "step" and isinstance(node.ctx, ast.Load)
                and ((isinstance(node.value, ast.Name) and node.value.id == "state")
                     or (isinstance(node.value, ast.Attribute) and node.value.attr == "state"))):
            found.append((function, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def test_the_rules_read_the_step_through_the_kernel() -> None:
    """Every rule that asks which step it is asks `Kernel.step`, which notes it: a read of
    `state.step` elsewhere would let options computed in one step be offered in another."""
    engine = Path(manastack.__file__).parent / "engine"
    stray = []
    for path in sorted(engine.glob("*.py")):
        allowed = _DIRECT_READS.get(path.name, set())
        if allowed is None:
            continue
        stray += [f"{path.name}:{line} in {function or 'the module'}"
                  for function, line in _direct_step_reads(path) if function not in allowed]
    assert stray == []
    assert _direct_step_reads(engine / "casting.py"), "the scan finds the reads it allows"


def test_307_1_sorcery_timing_is_asked_only_for_the_player_whose_options_they_are(monkeypatch) -> None:
    """The options at priority are kept by their player's sorcery timing (307.1), which reads the
    step unnoted: while they are computed it must be asked for that player only.  Checked over
    every priority decision of two random games of bundled decks."""
    asked: list[tuple[int, int]] = []
    timing, compute = casting.sorcery_timing, casting._priority_options
    computing: list[int] = []

    def noted_timing(game, player):
        if computing:
            asked.append((computing[-1], player))
        return timing(game, player)

    def noted_options(game, player, at_sorcery_speed):
        computing.append(player)
        try:
            return compute(game, player, at_sorcery_speed)
        finally:
            computing.pop()

    monkeypatch.setattr(casting, "sorcery_timing", noted_timing)
    monkeypatch.setattr(casting, "_priority_options", noted_options)
    for seed, decks in ((1, ("red-aggro", "white-blue-control")), (2, ("green-stompy", "black-midrange"))):
        game = Game.new([bundled(decks[0]), bundled(decks[1])], seed=seed, max_turns=8)
        play_random(game, seed)
    assert asked, "the options were computed and asked for sorcery timing"
    assert all(options_player == player for options_player, player in asked)
