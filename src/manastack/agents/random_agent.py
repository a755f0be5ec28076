"""The random agent: picks uniformly among the legal options, with its own seeded generator."""

from __future__ import annotations

import random

from manastack.engine.decision import Decision, Option


class RandomAgent:
    name = "random"
    needs_view = False  # it looks only at the decision's options, so no view is built for it

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def pick(self, view: dict | None, decision: Decision) -> Option:
        return decision.options[self.rng.randrange(len(decision.options))]
