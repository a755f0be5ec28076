"""Players that answer decisions from what they may see (`game.view(player)`).  An agent's
`needs_view` says whether it reads the view; one that doesn't is given None instead, so that
no view is built for it.  An agent whose `needs_game` is true (the search agent) is also given
a `Determinizer` for its seat, from which it deals determinized games (engine/determinize.py);
`decide` hands each agent what it needs.

The levels (issue 18): `easy` is the heuristic answering a quarter of its decisions at random,
`medium` the heuristic, `hard` the search agent.  The search agent is `search` (its default
mode), or by mode `search-tree` (MCTS) and `search-flat` (the one-level paired search).  An
agent is named by a spec: a name or a level, optionally with a budget for the search agent,
`search:0.5s` (seconds per decision, at most 3) or `hard:200it` (iterations per decision: the
same games for the same seeds)."""

from __future__ import annotations

import re

from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.random_agent import RandomAgent
from manastack.agents.search import DEFAULT_MODE, DEFAULT_THINK, MAX_THINK, SearchAgent
from manastack.engine.decision import Decision, Option
from manastack.engine.determinize import Determinizer, determinize

AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent, "search": SearchAgent}
SEARCH_MODES = {"search": DEFAULT_MODE, "search-tree": "tree", "search-flat": "flat"}  # by name
LEVELS = {"easy": "heuristic", "medium": "heuristic", "hard": "search"}
EASY_NOISE = 0.25
_BUDGET = re.compile(r"(?P<think>\d+(\.\d+)?)s|(?P<iterations>\d+)it")


def names() -> list[str]:
    """Every agent name and level, for help texts and errors."""
    return sorted(AGENTS) + list(LEVELS)


def spec_problem(spec: object) -> str | None:
    """What is wrong with an agent spec, or None if it names an agent."""
    if not isinstance(spec, str):
        return f"an agent is named by a string, not {type(spec).__name__}"
    name, _, budget = spec.strip().partition(":")
    if name not in AGENTS and name not in LEVELS and name not in SEARCH_MODES:
        return f"unknown agent {name!r}; agents: {', '.join(names())}"
    if budget:
        if LEVELS.get(name, name) not in SEARCH_MODES:
            return f"only the search agent ({', '.join(SEARCH_MODES)}, hard) takes a budget, not {name!r}"
        found = _BUDGET.fullmatch(budget)
        if found is None:
            return f"a search budget is seconds (such as 0.5s) or iterations (such as 200it), not {budget!r}"
        if found["think"] is not None and not 0 < float(found["think"]) <= MAX_THINK:
            return f"the search agent thinks more than 0 and at most {MAX_THINK:g} seconds, not {budget!r}"
        if found["iterations"] is not None and int(found["iterations"]) < 1:
            return f"the search agent needs at least 1 iteration, not {budget!r}"
    return None


def searches(spec: str) -> bool:
    """Whether a spec names the search agent (search, search-tree, search-flat, hard, with or
    without a budget)."""
    name = spec.strip().partition(":")[0]
    return LEVELS.get(name, name) in SEARCH_MODES


def with_think(spec: str, think: float) -> str:
    """A search agent's spec with a time budget of `think` seconds, unless it has a budget."""
    spec = spec.strip()
    if not searches(spec) or ":" in spec:
        return spec
    return f"{spec}:{think:g}s"


def make_agent(spec: str, seed: int = 0, think: float | None = None, iterations: int | None = None):
    """The agent a spec names (see the module's text), with its own generator seeded by
    `seed`.  `think` and `iterations` give the search agent its budget when the spec doesn't."""
    problem = spec_problem(spec)
    if problem is not None:
        raise ValueError(problem)
    name, _, budget = spec.strip().partition(":")
    if name == "easy":
        return HeuristicAgent(seed, noise=EASY_NOISE)
    name = LEVELS.get(name, name)
    if name not in SEARCH_MODES:
        return AGENTS[name](seed)
    if budget:
        found = _BUDGET.fullmatch(budget)
        think = float(found["think"]) if found["think"] is not None else None
        iterations = int(found["iterations"]) if found["iterations"] is not None else None
    elif think is None and iterations is None:
        think = DEFAULT_THINK
    return SearchAgent(seed, think=think, iterations=iterations, mode=SEARCH_MODES[name])


def decide(agent, game, decision: Decision) -> Option:
    """The agent's answer to `decision`: given the deciding player's view if it reads views,
    and a Determinizer for that player if it searches.  A searching agent with a `clock` (the
    search agent) is told its reading from here, so that its time budget covers building its
    view and its Determinizer (which reads the player's whole log)."""
    if not getattr(agent, "needs_game", False):
        return agent.pick(game.view(decision.player) if agent.needs_view else None, decision)
    clock = getattr(agent, "clock", None)
    start = clock() if clock is not None else None
    view = game.view(decision.player) if agent.needs_view else None
    sampler = Determinizer(game, decision.player)
    if start is None:
        return agent.pick(view, decision, sampler)
    return agent.pick(view, decision, sampler, start=start)


__all__ = [
    "AGENTS",
    "EASY_NOISE",
    "LEVELS",
    "Determinizer",
    "HeuristicAgent",
    "RandomAgent",
    "SEARCH_MODES",
    "SearchAgent",
    "decide",
    "determinize",
    "make_agent",
    "names",
    "searches",
    "spec_problem",
    "with_think",
]
