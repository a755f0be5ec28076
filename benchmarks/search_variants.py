"""benchmarks/ai.py with the search agent changed for an experiment (session 16): every argument
after the variant goes to ai.py, whose worker processes are forked after the change.

    python benchmarks/search_variants.py VARIANT [ai.py's arguments]

VARIANT is one of:

* `default`: the search as it is (the same as running ai.py);
* `horizon=N`: rollouts to the start of the Nth turn from the decision's (2 by default);
* `next-turn`: every rollout plays the agent's next turn: one from a decision in the agent's own
  turn ends at the start of the turn after next but one (the opponent's), as one from a decision
  in the opponent's turn already does (session 19: a card held at the second main phase stayed in
  hand to the horizon, where the evaluation counted it as a whole card, its worth unspent);
* `wide-attacks`: the attack plans searched also hold back one creature from an attack with
  every creature that can attack, and up to 20 plans are searched instead of 12;
* `margin=M,confidence=C`: overrule the heuristic by a mean paired gain of more than M plus C
  standard errors (0.01 and 1.5 by default);
* `rollout=N`: a rollout stops after N decisions even before its horizon (400 by default);
* `search=KIND,...`: also search the decisions of these kinds (say `mulligan`, `bottom`), which the
  search leaves to the heuristic;
* `peek`: a diagnostic, never an agent to play against: the search deals no determinizations but
  plays on forks of the real game, hidden cards and the order of the libraries included.  It is
  what perfect information would be worth to the search, an upper bound on any better
  determinization;
* `hands`: a diagnostic too: the search's determinizations deal the libraries at random as usual
  but keep every hand as it is, as if all hands were played revealed: what knowing the opponent's
  hand (which inference from their play might approach) is worth, apart from knowing the order of
  the libraries (which nothing can tell);
* `overrules=PATH`: the search as it is, each decision where it overruled the heuristic written to
  PATH as a line of JSON (the decision's kind, the turn, the seat, the heuristic's choice and the
  search's), to read which decisions a variant changes.

Variants combine with `+`: `peek+horizon=99+rollout=5000` plays every rollout to the game's end
with perfect information (the heuristic, the opponent, then answers as it will in the game: what
a perfect evaluation of the positions the rollouts reach would be worth).

Example (the session-16 runs, seed 0 of every ordered deck pair, both seats):

    python benchmarks/search_variants.py peek --a search:1s --b heuristic --games-per-pair 2 --seed 0 --reference --no-clone-figures --workers 2
"""

from __future__ import annotations

import json
import runpy
import sys
from collections.abc import Callable
from pathlib import Path

from manastack.agents import search
from manastack.agents.heuristic import HeuristicAgent
from manastack.engine import determinize


def apply(variants: str) -> None:
    """Change the search agent as `variants` (joined by `+`) say (see the module's text)."""
    for variant in variants.split("+"):
        _apply(variant)


def _apply(variant: str) -> None:
    """Change the search agent as one variant says."""
    if variant == "default":
        return
    if variant == "peek":
        determinize.Determinizer.sample = lambda self, rng: self.game.fork()
        return
    if variant == "hands":
        prepare = determinize.Determinizer._prepare

        def every_hand_shown(self: determinize.Determinizer) -> tuple:
            prepared = prepare(self)
            self._shown_hands = frozenset(range(len(self.game.state.players)))
            return prepared

        determinize.Determinizer._prepare = every_hand_shown
        return
    if variant == "next-turn":
        play = search.SearchAgent._play

        def through_next_turn(self: search.SearchAgent, game, me: int, *args, **kwargs):
            extra = int(game.state.active == me)
            self.horizon += extra
            try:
                return play(self, game, me, *args, **kwargs)
            finally:
                self.horizon -= extra

        search.SearchAgent._play = through_next_turn
        return
    if variant == "wide-attacks":
        _wide_attacks()
        return
    if variant.startswith("overrules="):
        _log_overrules(Path(variant.removeprefix("overrules=")))
        return
    if variant.startswith("search="):
        search.SEARCHED = search.SEARCHED | set(variant.removeprefix("search=").split(","))
        return
    parts = [part.split("=", 1) for part in variant.split(",")]
    if any(len(part) != 2 for part in parts):
        raise ValueError(f"unknown variant {variant!r}")
    settings = dict(parts)
    if set(settings) == {"horizon"}:
        horizon = int(settings["horizon"])  # (a ValueError for a horizon that isn't a number)
        original = search.SearchAgent.__init__

        def with_horizon(self, *args, **kwargs) -> None:
            original(self, *args, **{**kwargs, "horizon": horizon})

        search.SearchAgent.__init__ = with_horizon
    elif set(settings) == {"rollout"}:
        search.ROLLOUT_DECISIONS = int(settings["rollout"])
    elif set(settings) == {"margin", "confidence"}:
        search.MARGIN = float(settings["margin"])
        search.CONFIDENCE = float(settings["confidence"])
    else:
        raise ValueError(f"unknown variant {variant!r}")


def _wide_attacks() -> None:
    """The `wide-attacks` variant: more attack plans (see the module's text)."""
    plans_of = HeuristicAgent.combat_plans
    HeuristicAgent.MAX_PLANS = 20

    def wider(self: HeuristicAgent, view: dict, d) -> dict[str, object]:
        plans = plans_of(self, view, d)
        if d.kind == "attackers":
            able = sorted({o.value[0] for o in d.options if o.kind == "attack"})
            for held in able:
                plan = set(able) - {held}
                plans.setdefault(f"attack with {sorted(plan)}", plan)
        return dict(list(plans.items())[: self.MAX_PLANS])

    HeuristicAgent.combat_plans = wider


def on_overrule(record: Callable[[search.SearchAgent, tuple], None]) -> None:
    """Call `record(agent, (view, decision, heuristic's label, search's label, plans))` at every
    searched decision the search agent answers otherwise than the heuristic."""
    choose, run = search.SearchAgent._choice, search.SearchAgent._search

    def choice(self: search.SearchAgent, arms: dict, prior: str) -> str:
        self.last_choice = choose(self, arms, prior)
        return self.last_choice

    def searched(self: search.SearchAgent, view: dict, decision, labels: list, prior: str, sampler, start,
                 plans: dict | None = None):
        answer = run(self, view, decision, labels, prior, sampler, start, plans)
        if self.last_choice != prior:
            record(self, (view, decision, prior, self.last_choice, plans))
        return answer

    search.SearchAgent._choice, search.SearchAgent._search = choice, searched


def _log_overrules(path: Path) -> None:
    """Append a line of JSON to `path` at every overrule (`on_overrule`)."""

    def write(agent: search.SearchAgent, overrule: tuple) -> None:
        view, decision, prior, chosen, plans = overrule
        line = {"kind": decision.kind, "turn": view.get("turn"), "seat": view["viewer"],
                "heuristic": prior, "search": chosen, "options": len(plans or decision.options)}
        with path.open("a") as out:
            out.write(json.dumps(line) + "\n")

    on_overrule(write)


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    try:
        apply(sys.argv[1])
    except ValueError as err:
        sys.exit(f"error: {err} (see benchmarks/search_variants.py's text)")
    print(f"variant: {sys.argv[1]}", flush=True)
    sys.argv = [str(Path(__file__).with_name("ai.py")), *sys.argv[2:]]
    runpy.run_path(sys.argv[0], run_name="__main__")


if __name__ == "__main__":
    main()
