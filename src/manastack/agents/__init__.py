"""Players that answer decisions from what they may see (`game.view(player)`).  An agent's
`needs_view` says whether it reads the view; one that doesn't is given None instead, so that
no view is built for it."""

from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.random_agent import RandomAgent

AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent}


def make_agent(name: str, seed: int = 0):
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r}; agents: {', '.join(sorted(AGENTS))}")
    return AGENTS[name](seed)


__all__ = ["AGENTS", "HeuristicAgent", "RandomAgent", "make_agent"]
