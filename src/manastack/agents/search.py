"""The search agent (issue 18): determinized Monte Carlo tree search over `Game.clone()`.

Each iteration deals a determinized game (agents/determinize.py: the cards the agent hasn't
seen dealt at random, consistent with its view and log), walks the search tree from the
decision to answer, adds one node, then plays on with the heuristic agent for both players as
the fast rollout policy until the horizon (by default the start of the turn after next),
where `evaluate` scores the position from the agent's view.  The tree is single-observer
information-set MCTS: nodes are reached by the labels of the options chosen, shared by every
determinization, and an option's exploration term counts the iterations in which it was
available (Cowling, Powley and Whitehouse 2012).  Only priority, attack and block decisions
branch in the tree; the others (targets, payments, ordering) are left to the heuristic, at
the root too.

It is anytime: it searches until its time budget (`think` seconds, 1 by default, never more
than 3) or its iteration budget runs out, whichever comes first, and answers with the most
visited option, keeping the heuristic's own choice unless another did clearly better (by
MARGIN plus CONFIDENCE standard errors of the difference of their mean rewards).  A
decision with one option, or with nothing to do but pass (mana abilities aside), is answered
at once without searching.  With only an iteration budget (`think=None`) it plays the same way
for the same seed and inputs, which is what the tests use.

It reads only its view, its per-player log (through the determinizer) and the determinized
games it plays on (their turn number too, to stop at the horizon); never the real game's
state."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from manastack.agents import combat
from manastack.agents.determinize import Determinizer
from manastack.agents.heuristic import HeuristicAgent, _abilities
from manastack.engine.decision import Decision, Option
from manastack.engine.game import Game

DEFAULT_THINK = 1.0
MAX_THINK = 3.0
SEARCHED = frozenset({"priority", "attackers", "blockers"})
ROLLOUT_DECISIONS = 400  # a rollout stops after this many decisions even before its horizon
EXPLORATION = 0.7
MARGIN = 0.02  # how much better than the heuristic's choice another must score to be chosen,
CONFIDENCE = 1.0  # plus this many standard errors of the difference of their mean rewards


def _mana_ability(option: Option) -> bool:
    """Whether a priority option activates a mana ability (605): never worth searching."""
    if option.kind != "activate" or not option.label.startswith("activate "):
        return False
    name = option.label[len("activate ") :].split(": ", 1)[0]
    index = option.value[1] if isinstance(option.value, tuple) and len(option.value) > 1 else -1
    abilities = _abilities(name)
    if not isinstance(index, int) or not 0 <= index < len(abilities):
        return False
    return bool(getattr(abilities[index], "mana", False))


def candidates(decision: Decision) -> list[Option]:
    """The options worth comparing: at priority, all but mana abilities."""
    if decision.kind == "priority":
        return [o for o in decision.options if not _mana_ability(o)]
    return list(decision.options)


def evaluate(view: dict, me: int) -> float:
    """How good a position is for `me`, from 0 (lost) to 1 (won): life (each point worth more
    the lower it is), the worth of the permanents (creatures by `combat.creature_value`), cards
    in hand, and the danger of facing lethal power."""
    if view["over"]:
        return 0.5 if view["winner"] is None else float(view["winner"] == me)
    opponent = next((p["index"] for p in view["players"] if p["index"] != me and not p["lost"]), 1 - me)
    score = 0.0
    for player, sign in ((me, 1.0), (opponent, -1.0)):
        entry = view["players"][player]
        total = 1.6 * math.sqrt(max(0, entry["life"])) + 0.8 * entry["hand_size"]
        lands = 0
        for o in view["battlefield"]:
            if o.get("controller") != player:
                continue
            if "Land" in o["types"]:
                lands += 1
            elif "Creature" in o["types"]:
                total += combat.creature_value(o) / 4
            else:
                total += 0.5 + 0.4 * o.get("mana_value", 0)
        total += 0.3 * min(lands, 7)
        score += sign * total
    for player, sign in ((me, -1.0), (opponent, 1.0)):
        foes = [
            o
            for o in view["battlefield"]
            if o.get("controller") not in (player, None) and "Creature" in o["types"]
        ]
        if sum(o.get("power") or 0 for o in foes) >= view["players"][player]["life"] > 0:
            score += sign * 1.5
    return 1.0 / (1.0 + math.exp(-score / 3.0))


@dataclass
class Node:
    """A node of the search tree: the iterations through it, their total reward for the
    searching player, its children by option key and how often each option was available."""

    visits: int = 0
    total: float = 0.0
    squares: float = 0.0  # the sum of the squared rewards
    children: dict = field(default_factory=dict)
    available: dict = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def spread(self) -> float:
        """The variance of the mean reward (0 before two visits)."""
        if self.visits < 2:
            return 0.0
        variance = max(0.0, self.squares / self.visits - self.mean() ** 2)
        return variance / (self.visits - 1)


@dataclass
class SearchStats:
    """What the agent did: decisions searched and answered at once, iterations, and the time
    spent on searched decisions."""

    searched: int = 0
    immediate: int = 0
    iterations: int = 0
    seconds: float = 0.0
    times: list = field(default_factory=list)  # seconds per searched decision


class SearchAgent:
    name = "search"
    needs_view = True
    needs_game = True  # given a Determinizer for its seat (agents.decide)

    def __init__(
        self,
        seed: int = 0,
        think: float | None = DEFAULT_THINK,
        iterations: int | None = None,
        horizon: int = 2,
    ) -> None:
        if think is None and iterations is None:
            raise ValueError("the search agent needs a time budget (think) or an iteration budget")
        if think is not None and not (isinstance(think, (int, float)) and 0 < think <= MAX_THINK):
            raise ValueError(
                f"think is the seconds per decision, more than 0 and at most {MAX_THINK:g}, not {think!r}"
            )
        if iterations is not None and not (isinstance(iterations, int) and iterations >= 1):
            raise ValueError(f"iterations must be a whole number of at least 1, not {iterations!r}")
        if not (isinstance(horizon, int) and horizon >= 1):
            raise ValueError(f"the horizon is a number of turns, at least 1, not {horizon!r}")
        self.rng = random.Random(seed)
        self.think = think
        self.iterations = iterations
        self.horizon = horizon
        self.heuristic = HeuristicAgent(self.rng.getrandbits(64))
        self.stats = SearchStats()

    def pick(self, view: dict, decision: Decision, sampler: Determinizer | None = None) -> Option:
        """The option to answer `decision` with, searching determinizations from `sampler`
        (without one, the heuristic's choice)."""
        options = candidates(decision)
        if len(decision.options) == 1 or len(options) == 1:
            self.stats.immediate += 1
            return options[0] if options else decision.options[0]
        prior = self.heuristic.pick(view, decision)
        if sampler is None or decision.kind not in SEARCHED:
            return prior
        if decision.kind == "priority" and all(o.kind == "pass" for o in options):
            self.stats.immediate += 1
            return options[0]
        return self._search(view, decision, options, prior, sampler)

    # ------------------------------------------------------------ the search

    def _search(
        self, view: dict, decision: Decision, options: list[Option], prior: Option, sampler: Determinizer
    ) -> Option:
        me = view["viewer"]
        start = time.perf_counter()
        deadline = None if self.think is None else start + self.think
        root = Node()
        labels = {o.label: o for o in options}
        done = 0
        while (self.iterations is None or done < self.iterations) and (
            deadline is None or time.perf_counter() < deadline
        ):
            game = sampler.sample(self.rng)
            self._iterate(game, me, len(view["players"]), root, prior.label)
            done += 1
        elapsed = time.perf_counter() - start
        self.stats.searched += 1
        self.stats.iterations += done
        self.stats.seconds += elapsed
        self.stats.times.append(elapsed)
        choice = labels[self._choice(root, me, decision, prior)]
        self.heuristic.expect(view, choice)
        return choice

    def _choice(self, root: Node, me: int, decision: Decision, prior: Option) -> str:
        key = (me, decision.kind, prior.label)
        children = root.children
        if not children:
            return prior.label
        best = max(children, key=lambda k: (children[k].visits, children[k].mean(), k == key))
        if key in children and best != key:
            chosen, own = children[best], children[key]
            if chosen.mean() - own.mean() < MARGIN + CONFIDENCE * math.sqrt(chosen.spread() + own.spread()):
                best = key  # not clearly better than the heuristic's choice
        return best[2]

    def _iterate(self, game: Game, me: int, seats: int, root: Node, prior_label: str) -> None:
        """One iteration on a determinized game: selection in the tree and the expansion of
        one node, then the rollout to the horizon, then the reward backed up the path."""
        end_turn = game.state.turn + self.horizon  # (the determinized game is the agent's own)
        policies = [HeuristicAgent(self.rng.getrandbits(32)) for _ in range(seats)]
        node: Node | None = root
        path = [root]
        steps = 0
        first = True
        while not game.over and game.state.turn < end_turn and steps < ROLLOUT_DECISIONS:
            d = game.decision
            if len(d.options) == 1:
                game.choose(d.options[0])
                continue
            steps += 1
            if d.kind == "priority" and _only_pass(d):
                game.choose(next(o for o in d.options if o.kind == "pass"))
                continue
            view = game.view(d.player)
            policy = policies[d.player]
            if node is not None and d.kind in SEARCHED:
                options = candidates(d)
                if len(options) > 1:
                    choice, child, expanded = self._tree_step(
                        node, d, options, policy, view, prior_label if first else None, me
                    )
                    first = False
                    path.append(child)
                    node = None if expanded else child
                    policy.expect(view, choice)
                    game.choose(choice)
                    continue
            game.choose(policy.pick(view, d))
        reward = evaluate(game.view(me), me)
        for n in path:
            n.visits += 1
            n.total += reward
            n.squares += reward * reward

    def _tree_step(
        self,
        node: Node,
        d: Decision,
        options: list[Option],
        policy: HeuristicAgent,
        view: dict,
        prior_label: str | None,
        me: int,
    ) -> tuple[Option, Node, bool]:
        """Choose at a tree node: an option not tried yet (the heuristic's first), whose new
        node ends the walk in the tree; else the best by UCB1 over availability.  Returns the
        option, the node reached and whether it is new."""
        keyed = {(d.player, d.kind, o.label): o for o in options}
        for key in keyed:
            node.available[key] = node.available.get(key, 0) + 1
        untried = [key for key in keyed if key not in node.children]
        if untried:
            label = prior_label if prior_label is not None else policy.pick(view, d).label
            key = (d.player, d.kind, label)
            if key not in untried:
                key = untried[self.rng.randrange(len(untried))]
            child = node.children[key] = Node()
            return keyed[key], child, True
        mine = d.player == me

        def ucb(key: tuple) -> float:
            child = node.children[key]
            mean = child.mean() if mine else 1.0 - child.mean()
            return mean + EXPLORATION * math.sqrt(math.log(node.available[key]) / child.visits)

        key = max(keyed, key=ucb)
        return keyed[key], node.children[key], False


def _only_pass(decision: Decision) -> bool:
    """A priority decision whose only choices are passing and mana abilities."""
    return all(o.kind == "pass" or _mana_ability(o) for o in decision.options)
