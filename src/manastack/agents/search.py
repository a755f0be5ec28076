"""The search agent (issue 18): determinized Monte Carlo tree search over `Game.fork()`.

Each iteration deals a determinized game (engine/determinize.py, `Game.determinize`: the cards
the agent hasn't seen dealt at random, consistent with its view and log) and plays options of
the decision on forks of it (`Game.fork`, the search's cheap copy): the option, then the agent's own later decisions by the search tree below it
while the tree reaches, then the heuristic agent for every player as the fast rollout policy
until the horizon (by default the start of the turn after next), where `evaluate` scores the
position from the agent's view.

Two searches share this (`mode`):

* `tree` (determinized open-loop MCTS): below each option of the decision grows a tree of the
  agent's own later searched decisions (priority, attacks, blocks), its nodes reached by the
  options chosen (the same node for every determinization: an information-set tree of the
  agent's own moves, the other players played by the rollout policy).  A walk selects by PUCT
  with the heuristic's choice as the prior (PRIOR of the probability on it, the rest shared),
  the exploration counting the walks in which an option was available (Cowling, Powley and
  Whitehouse 2012); it adds one node, then the rollout plays on.  At the decision itself every
  iteration plays the heuristic's option and one challenger chosen by UCB1 on its gain, on
  the same determinized game and rollout seed (common random numbers).
* `flat`: every option still in the race is played every iteration by the rollout policy alone,
  on the same determinized game and seed; after a few iterations an option clearly worse than
  the heuristic's is dropped.

Either way, the agent compares each option with the heuristic's own choice by the mean of the
paired differences of their rewards and its standard error, and answers with the option of
the largest mean difference if that is more than MARGIN plus CONFIDENCE standard errors over
at least OVERRULE_AFTER paired games, else with the heuristic's choice.  Priority, attack,
block and target decisions are searched (a target: which creature a removal spell or burn
takes, or the player; 115.1, 601.2c); the others (payments, ordering) are the heuristic's,
and inside the tree targets are the rollout policy's too.  Attacks and blocks, declared one creature at a time (508.1a, 509.1a), are
searched at the declaration's first decision as whole plans (`HeuristicAgent.combat_plans`:
the heuristic's own, none, all, one fewer or one more), the one chosen then declared at the
next decisions without searching them; in the tree too, a later declaration's children are
plans.

It is anytime: it searches until its time budget (`think` seconds, 1 by default, never more
than 3) or its iteration budget runs out, whichever comes first, or sooner once the search is
settled (`_settled`: no other option can overrule the heuristic's soon).  The clock is read
before every decision of a rollout: at the deadline the iteration in progress is abandoned
(its rollouts discarded, nothing backed up), so a decision overruns its budget by one engine
step at most.  The time a settled search saves is banked (at most BANK seconds), and a
search not settled may draw up to another `think` from the bank, never more than MAX_THINK
less RESERVE in all: the decisions in doubt get the time the clear ones didn't need.  A decision with one option, or with nothing to do but pass (mana abilities aside),
is answered at once without searching, and so is the heuristic's land drop (the spells to cast
after it are searched at the next decision) and its pass at a quiet moment (`_quiet`).  With only an iteration budget (`think=None`) it
plays the same way for the same seed and inputs, which is what the tests use.

It reads only its view, its per-player log (through the determinizer) and the determinized
games it plays on (their turn number too, to stop at the horizon); never the real game's
state."""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from manastack.agents import combat
from manastack.agents.heuristic import HeuristicAgent, _abilities, _recurs
from manastack.engine.decision import Decision, Option
from manastack.engine.determinize import Determinizer
from manastack.engine.game import Game
from manastack.engine.steps import MAIN_PHASES

DEFAULT_THINK = 1.0
MAX_THINK = 3.0
MODES = ("tree", "flat")
DEFAULT_MODE = "tree"
TREE = frozenset({"priority", "attackers", "blockers"})  # the agent's later decisions that are tree nodes
SEARCHED = TREE | {"target"}  # the decisions searched (a target: removal or burn on which creature, or the player)
COMBAT = frozenset({"attackers", "blockers"})  # searched as whole declarations (`combat_plans`)
ROLLOUT_DECISIONS = 400  # a rollout stops after this many decisions even before its horizon
MARGIN = 0.01  # how much better than the heuristic's choice another must score to be chosen,
CONFIDENCE = 1.5  # plus this many standard errors of the mean difference of their rewards,
OVERRULE_AFTER = 4  # measured on at least this many paired games (a standard error of fewer is no guide)
PRUNE_AFTER = 4  # flat: after this many iterations, an option clearly worse than the heuristic's
PRUNE = 2.0  # (worse by this many standard errors) is no longer played
PRIOR = 0.6  # tree: PUCT's prior probability on the heuristic's choice (the rest shared evenly)
EXPLORATION = 0.5  # tree: PUCT's exploration constant (rewards are from 0 to 1)
CHALLENGE = 0.1  # tree: UCB1's exploration constant for the challengers' gains at the decision
SETTLE_AFTER = 8  # a search may end early after this many iterations once it is settled (`_settled`),
SETTLED = 2.0  # every other option short of MARGIN by this many standard errors of its gain
BANK = 3.0  # seconds saved by settled searches kept for contested ones (each may take another think from it)
RESERVE = 0.05  # seconds of MAX_THINK kept for the engine step in progress at the deadline and the answer


def _mana_ability(option: Option) -> bool:
    """Whether a priority option activates a mana ability (605): never worth searching.  By the
    card's abilities, or else by the option's text ("{T}: Add ..."): a Built Bear with its mana
    option circled has an ability its card name alone doesn't tell."""
    if option.kind != "activate" or not option.label.startswith("activate "):
        return False
    name, _, text = option.label[len("activate ") :].partition(": ")
    index = option.value[1] if isinstance(option.value, tuple) and len(option.value) > 1 else -1
    abilities = _abilities(name)
    if isinstance(index, int) and 0 <= index < len(abilities) and getattr(abilities[index], "mana", False):
        return True
    return ": Add " in text and "target" not in text


def candidates(decision: Decision) -> list[Option]:
    """The options worth comparing: at priority, all but mana abilities."""
    if decision.kind == "priority":
        return [o for o in decision.options if not _mana_ability(o)]
    return list(decision.options)


#: The weight of each feature of a position (`evaluation_features`) in its evaluation: the
#: logistic regression of who won on the features of the positions at each turn's start in 720
#: heuristic games (20 for each ordered pair of bundled decks), both players' views, fitted by
#: `python benchmarks/evaluation.py` (docs/agents.md, "The evaluation"); `returning` fitted in
#: session 16 on the same games, the others kept.
EVALUATION_WEIGHTS = {"life": 0.94, "hand": 0.44, "creatures": 0.51, "returning": 0.29, "other": 0.21,
                      "lands": 0.10, "lethal": 0.27, "turn": 0.36}


def evaluation_features(view: dict, me: int) -> dict[str, float]:
    """The features of a position for `me`, each theirs less the opponent's: the square root of
    life (each point worth more the lower it is), cards in hand, creatures' worth
    (`combat.creature_value`, a quarter of it), creature cards in the graveyard that can return
    themselves (113.6m: Gutterbones; a quarter of their worth, weighed apart: they come back,
    but not at once), other nonland permanents (by mana value), lands (up to 7); facing lethal
    power (the opponent's creatures' power at least their life: 1 for the opponent, -1 for
    `me`, 0 for neither or both); and whose turn it is (1 theirs, -1 not)."""
    opponent = next((p["index"] for p in view["players"] if p["index"] != me and not p["lost"]), 1 - me)
    features = dict.fromkeys(EVALUATION_WEIGHTS, 0.0)
    power = {me: 0, opponent: 0}
    for player, sign in ((me, 1.0), (opponent, -1.0)):
        entry = view["players"][player]
        features["life"] += sign * math.sqrt(max(0, entry["life"]))
        features["hand"] += sign * entry["hand_size"]
        lands = 0
        for o in view["battlefield"]:
            if o.get("controller") != player:
                continue
            if "Land" in o["types"]:
                lands += 1
            elif "Creature" in o["types"]:
                features["creatures"] += sign * combat.creature_value(o) / 4
                power[player] += o.get("power") or 0
            else:
                features["other"] += sign * (0.5 + 0.4 * o.get("mana_value", 0))
        features["lands"] += sign * min(lands, 7)
        for o in entry["graveyard"]:
            if "Creature" in o["types"] and _recurs(o["name"]):
                features["returning"] += sign * combat.creature_value(o) / 4
    for player, attacker, sign in ((opponent, me, 1.0), (me, opponent, -1.0)):
        if power[attacker] >= view["players"][player]["life"] > 0:
            features["lethal"] += sign
    features["turn"] = 1.0 if view["active"] == me else -1.0
    return features


def evaluate(view: dict, me: int) -> float:
    """How good a position is for `me`, from 0 (lost) to 1 (won): the chance of winning that
    its features (`evaluation_features`) give by EVALUATION_WEIGHTS."""
    if view["over"]:
        return 0.5 if view["winner"] is None else float(view["winner"] == me)
    features = evaluation_features(view, me)
    score = sum(EVALUATION_WEIGHTS[name] * value for name, value in features.items())
    return 1.0 / (1.0 + math.exp(-score))


def answer_by(policy: HeuristicAgent, view: dict, decision: Decision, label: str,
              plans: dict[str, object] | None = None) -> Option:
    """The option labelled `label` (or the first decision of the combat plan of `plans` so
    labelled), told to `policy`, the heuristic that plays on after it: it sees the decision
    first, as the agent's own heuristic did (an attack is planned at the declaration's first
    decision and followed at the next ones), then follows the plan or expects the option (a
    spell's targets are the heuristic's to choose)."""
    if plans is not None:
        policy.combat_plans(view, decision)
        policy.follow(view, decision, plans[label])
        return policy.pick(view, decision)
    choice = next(o for o in decision.options if o.label == label)
    policy.pick(view, decision)
    policy.expect(view, choice)
    return choice


@dataclass
class Node:
    """A node of the tree below an option: the walks through it, their total reward, its
    children by (decision kind, option label) and how many walks each option was available in."""

    visits: int = 0
    total: float = 0.0
    children: dict = field(default_factory=dict)
    available: dict = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def size(self) -> int:
        """The nodes in this subtree, itself included."""
        return 1 + sum(child.size() for child in self.children.values())


@dataclass
class Arm:
    """One option of the decision searched: its rewards, the differences between its reward
    and the heuristic's option's reward on the same determinized games (paired samples), and
    in tree mode the tree of the agent's later decisions below it."""

    rewards: list = field(default_factory=list)
    differences: list = field(default_factory=list)
    node: Node = field(default_factory=Node)

    def mean(self) -> float:
        return statistics.fmean(self.rewards) if self.rewards else 0.0

    def gain(self) -> float:
        """How much better than the heuristic's option it did on average (0 before a sample)."""
        return statistics.fmean(self.differences) if self.differences else 0.0

    def error(self) -> float:
        """The standard error of `gain` (infinite before two samples)."""
        if len(self.differences) < 2:
            return math.inf
        return statistics.stdev(self.differences) / math.sqrt(len(self.differences))


@dataclass
class SearchStats:
    """What the agent did: decisions searched and answered at once, iterations (determinized
    games dealt), rollouts (one per option played an iteration), tree nodes made, the searched
    decisions where it overruled the heuristic, and the time spent on searched decisions."""

    searched: int = 0
    immediate: int = 0
    iterations: int = 0
    rollouts: int = 0
    nodes: int = 0
    overruled: int = 0  # searched decisions answered otherwise than the heuristic would have
    settled: int = 0  # searched decisions ended before their budget (`SearchAgent._settled`)
    abandoned: int = 0  # iterations cut at the deadline, their rollouts discarded (not backed up)
    overrun: float = 0.0  # the most seconds a search ran past its deadline (the engine step in progress)
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
        mode: str = DEFAULT_MODE,
        clock: Callable[[], float] | None = None,
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
        if mode not in MODES:
            raise ValueError(f"the search mode is one of {', '.join(MODES)}, not {mode!r}")
        self.rng = random.Random(seed)
        self.think = think
        self.bank = 0.0  # seconds saved by settled searches (`_settled`), at most BANK times think
        self.iterations = iterations
        self.horizon = horizon
        self.mode = mode
        self.heuristic = HeuristicAgent(self.rng.getrandbits(64))
        self.stats = SearchStats()
        self.clock = clock or time.perf_counter  # seconds; a test gives a clock of its own

    def pick(
        self, view: dict, decision: Decision, sampler: Determinizer | None = None, start: float | None = None
    ) -> Option:
        """The option to answer `decision` with, searching determinizations from `sampler`
        (without one, the heuristic's choice).  `start`: the clock's reading when the decision
        came (`decide` reads it before building the view and the Determinizer, whose time then
        counts in the budget); by default, now."""
        if start is None:
            start = self.clock()
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
        if prior.kind == "play":  # the land drop first (305.1): the spells are searched after it
            self.stats.immediate += 1
            return prior
        if decision.kind == "priority" and prior.kind == "pass" and _quiet(view):
            self.stats.immediate += 1
            return prior
        if decision.kind in COMBAT:
            if _declaring(view):  # the declaration searched at its first decision goes on as chosen
                self.stats.immediate += 1
                return prior
            plans = self.heuristic.combat_plans(view, decision)
            if len(plans) == 1:
                self.stats.immediate += 1
                return prior
            return self._search(view, decision, list(plans), next(iter(plans)), sampler, start, plans)
        return self._search(view, decision, [o.label for o in options], prior.label, sampler, start)

    # ------------------------------------------------------------ the search

    def _search(
        self,
        view: dict,
        decision: Decision,
        labels: list[str],
        prior: str,
        sampler: Determinizer,
        start: float,
        plans: dict[str, object] | None = None,
    ) -> Option:
        """Search the options (or, with `plans`, the combat plans) named by `labels`, `prior`
        being the heuristic's, from `start` (the clock's reading when the decision came); the
        option to answer with."""
        me = view["viewer"]
        seats = len(view["players"])
        deadline = None if self.think is None else start + self.budget()
        arms = {label: Arm() for label in labels}
        if prior not in arms:  # the heuristic chose a mana ability: compare with it too
            arms[prior] = Arm()
        racing = list(arms)
        done = 0
        while (self.iterations is None or done < self.iterations) and (
            deadline is None or self.clock() < deadline
        ):
            game = sampler.sample(self.rng)
            seed = self.rng.getrandbits(64)
            if self.mode == "tree":
                played = [prior, self._challenger(arms, prior, done)]
            else:
                played = racing
            walks = {}
            for i, label in enumerate(played):
                copy = game if i == len(played) - 1 else game.fork()
                tree = arms[label].node if self.mode == "tree" else None
                walk = self._play(copy, me, seats, label, seed, tree, plans, deadline)
                if walk is None:
                    break
                walks[label] = walk
            if len(walks) < len(played):  # the deadline came mid-iteration: none of it counts
                self.stats.abandoned += 1
                break
            rewards = {label: walk.back_up() for label, walk in walks.items()}
            for label in played:
                arm = arms[label]
                arm.rewards.append(rewards[label])
                if label != prior:
                    arm.differences.append(rewards[label] - rewards[prior])
            arms[prior].differences.append(0.0)
            done += 1
            self.stats.rollouts += len(played)
            if self.mode == "flat" and done >= PRUNE_AFTER:
                racing = [
                    label
                    for label in racing
                    if label == prior or arms[label].gain() + PRUNE * arms[label].error() >= 0
                ]
            if (
                done >= SETTLE_AFTER
                and (self.iterations is None or done < self.iterations)  # (else the budget ends it)
                and self._settled(arms, prior, done, racing)
            ):
                self.stats.settled += 1
                break
        now = self.clock()
        elapsed = now - start
        if deadline is not None:
            self.stats.overrun = max(self.stats.overrun, now - deadline)
        if self.think is not None:  # the time a settled search saved, for a contested one
            self.bank = min(BANK, max(0.0, self.bank + self.think - elapsed))
        self.stats.searched += 1
        self.stats.iterations += done
        self.stats.seconds += elapsed
        self.stats.times.append(elapsed)
        if self.mode == "tree":
            self.stats.nodes += sum(arm.node.size() - 1 for arm in arms.values())
        best = self._choice(arms, prior)
        self.stats.overruled += best != prior
        if plans is not None:
            self.heuristic.follow(view, decision, plans[best])
            return self.heuristic.pick(view, decision)
        choice = next(o for o in decision.options if o.label == best)
        self.heuristic.expect(view, choice)
        return choice

    def budget(self) -> float:
        """The seconds this decision may take: `think`, plus up to another `think` from the bank
        if the search isn't settled, never more than MAX_THINK less RESERVE (the search stops at
        the first engine decision past it, abandoning the iteration in progress)."""
        return min(MAX_THINK - RESERVE, self.think + min(self.bank, self.think))

    def _challenger(self, arms: dict[str, Arm], prior_label: str, done: int) -> str:
        """Tree mode: the option to play against the heuristic's this iteration, each once
        first (in the decision's order), then by UCB1 on its paired gain."""
        others = [label for label in arms if label != prior_label]
        untried = [label for label in others if not arms[label].differences]
        if untried:
            return untried[0]
        log = math.log(done + 1)
        return max(
            others,
            key=lambda label: arms[label].gain() + CHALLENGE * math.sqrt(log / len(arms[label].differences)),
        )

    def _settled(self, arms: dict[str, Arm], prior: str, done: int, racing: list[str]) -> bool:
        """Whether more iterations can't change the answer soon, so the search ends before its
        budget, the heuristic's choice standing: in flat mode every other option has left the
        race; in tree mode every other option has been played, and each is short of MARGIN by
        SETTLED standard errors of its gain once it has OVERRULE_AFTER paired games (an option
        whose games all came out as the heuristic's, a standard error of 0, is as good as it
        and no better), or before that even with UCB1's optimism (its mean gain plus the
        exploration bonus by which `_challenger` would play it again)."""
        if self._choice(arms, prior) != prior:
            return False
        if self.mode == "flat":
            return racing == [prior]
        log = math.log(done + 1)
        for label, arm in arms.items():
            n = len(arm.differences)
            if label == prior:
                continue
            if n == 0:
                return False
            bound = SETTLED * arm.error() if n >= OVERRULE_AFTER else CHALLENGE * math.sqrt(log / n)
            if arm.gain() + bound >= MARGIN:
                return False
        return True

    def _choice(self, arms: dict[str, Arm], prior: str) -> str:
        """The option that did best against the heuristic's on the same games, if it did
        clearly better (by MARGIN plus CONFIDENCE standard errors, over at least OVERRULE_AFTER
        games: two or three rewards that happen to agree give a standard error near 0); else
        the heuristic's."""
        tried = [label for label in arms if label == prior or len(arms[label].differences) >= OVERRULE_AFTER]
        best = max(tried, key=lambda label: (arms[label].gain(), label == prior))
        arm = arms[best]
        if best != prior and arm.gain() > MARGIN + CONFIDENCE * arm.error():
            return best
        return prior

    def _play(
        self,
        game: Game,
        me: int,
        seats: int,
        label: str,
        seed: int,
        tree: Node | None,
        plans: dict[str, object] | None = None,
        deadline: float | None = None,
    ) -> Walk | None:
        """Answer the decision with the option labelled `label` (or declare the combat plan of
        `plans` so labelled) in a determinized game, then play on until the horizon: the
        agent's own searched decisions by PUCT in `tree` (the tree below the option) while the
        walk is in it, adding one node, everything else by the heuristic for every player
        (seeded by `seed`, the same for every option of an iteration).  The walk, with the
        position's worth for `me` there, to back up; None if the clock reached `deadline`
        first (checked before every decision: the walk is abandoned and changes nothing)."""
        end_turn = game.state.turn + self.horizon  # (the determinized game is the agent's own)
        policies = [HeuristicAgent(seed + seat) for seat in range(seats)]
        d = game.decision
        view = game.view(d.player, log=False)  # (the rollout policy and `evaluate` read no log)
        game.choose(answer_by(policies[d.player], view, d, label, plans))
        walk = Walk(path=[] if tree is None else [tree])
        node = tree
        steps = 0
        while not game.over and game.state.turn < end_turn and steps < ROLLOUT_DECISIONS:
            if deadline is not None and self.clock() >= deadline:
                return None
            d = game.decision
            if len(d.options) == 1:
                game.choose(d.options[0])
                continue
            steps += 1
            if d.kind == "priority" and _only_pass(d):
                game.choose(next(o for o in d.options if o.kind == "pass"))
                continue
            view = game.view(d.player, log=False)
            policy = policies[d.player]
            if node is not None and d.player == me and d.kind in TREE and not _declaring(view):
                combat_plans = policy.combat_plans(view, d) if d.kind in COMBAT else None
                labels = list(combat_plans) if combat_plans else [o.label for o in candidates(d)]
                if len(labels) > 1:
                    if node.visits == 0:  # a node added by this walk: the rollout begins here
                        node = None
                    else:
                        heuristic = policy.pick(view, d)
                        if heuristic.kind == "play" or (heuristic.kind == "pass" and _quiet(view)):
                            game.choose(heuristic)  # as the agent itself: answered without a search
                            continue
                        prior = next(iter(combat_plans)) if combat_plans else heuristic.label
                        label = self._select(node, d.kind, labels, prior)
                        node = walk.step(node, list(dict.fromkeys((d.kind, each) for each in labels)), (d.kind, label))
                        if combat_plans:
                            policy.follow(view, d, combat_plans[label])
                            game.choose(policy.pick(view, d))
                        else:
                            choice = next(o for o in d.options if o.label == label)
                            policy.expect(view, choice)
                            game.choose(choice)
                        continue
            game.choose(policy.pick(view, d))
        walk.reward = evaluate(game.view(me, log=False), me)
        return walk

    @staticmethod
    def _select(node: Node, kind: str, labels: list[str], prior: str) -> str:
        """PUCT at a tree node: the option (or combat plan) maximizing its mean reward (the
        node's own for one not tried) plus EXPLORATION times its prior probability (PRIOR on
        the heuristic's choice, the rest shared) times the square root of the walks it was
        available in (this one too) over one plus its visits."""
        keyed = {(kind, label): label for label in labels}
        prior_key = (kind, prior)
        share = (1.0 - PRIOR) / max(1, len(keyed) - (prior_key in keyed))

        def score(key: tuple) -> float:
            child = node.children.get(key)
            visits = child.visits if child is not None else 0
            mean = child.mean() if visits else node.mean()
            p = PRIOR if key == prior_key else share
            return mean + EXPLORATION * p * math.sqrt(node.available.get(key, 0) + 1) / (1 + visits)

        return keyed[max(keyed, key=score)]


@dataclass
class Walk:
    """One rollout's way down the tree below an option, kept apart from the tree until it is
    backed up (a walk abandoned at the deadline leaves the tree as it was): the nodes walked
    through, the options available at each node walked from, the node it adds, its reward."""

    path: list = field(default_factory=list)
    available: list = field(default_factory=list)  # (node, the keys of the options available there)
    added: tuple | None = None  # (parent, key, new node)
    reward: float = 0.0

    def step(self, node: Node, keys: list[tuple], chosen: tuple) -> Node:
        """Walk from `node` to its child by `chosen`, `keys` being the options available there;
        the child (new, and added to the tree only when backed up, if it wasn't there)."""
        self.available.append((node, keys))
        child = node.children.get(chosen)
        if child is None:
            child = Node()
            self.added = (node, chosen, child)
        self.path.append(child)
        return child

    def back_up(self) -> float:
        """Put the walk into the tree (availability counts, the node added, the visits and the
        reward of every node walked through); its reward."""
        for node, keys in self.available:
            for key in keys:
                node.available[key] = node.available.get(key, 0) + 1
        if self.added is not None:
            parent, key, child = self.added
            parent.children[key] = child
        for node in self.path:
            node.visits += 1
            node.total += self.reward
        return self.reward


COMBAT_STEPS = frozenset({"declare_attackers", "declare_blockers", "combat_damage"})


def _quiet(view: dict) -> bool:
    """A moment with nothing at stake for an instant when the heuristic would pass: the stack
    empty (117.3), and neither the viewer's own main phase (505.1: its sorcery-speed moment),
    nor a combat with attackers after they are declared (508-510: pumps, tricks), nor the
    opponent's end step (513: the last moment before the viewer's turn).  Upkeeps, draw steps,
    the beginning and end of combat and the opponent's main phases: the search agent passes
    there as the heuristic does, without searching (a player holding an instant used to search
    every step of every turn, about ten searched decisions a turn in a long game)."""
    if view["stack"]:
        return False
    step, mine = view["step"], view["active"] == view["viewer"]
    if step in MAIN_PHASES:
        return not mine
    if step == "end":
        return mine
    if step in COMBAT_STEPS:
        return not (view.get("combat") or {}).get("attackers")
    return True


def _declaring(view: dict) -> bool:
    """Whether the viewer is declaring attackers or blockers and has declared some already
    (508.1a, 509.1a): the declaration's plan was chosen at its first decision."""
    return bool((view.get("decision") or {}).get("declared"))


def _only_pass(decision: Decision) -> bool:
    """A priority decision whose only choices are passing and mana abilities."""
    return all(o.kind == "pass" or _mana_ability(o) for o in decision.options)
