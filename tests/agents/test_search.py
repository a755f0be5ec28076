"""The search agent (issue 18 item 2): determinized MCTS that reads only its view, its log and
determinizations; anytime with a budget; single-option decisions and forced passes cost
nothing.  Every test gives it an iteration budget, never a time budget (no wall clock)."""

from __future__ import annotations

import math
import random

import pytest
from support import bundled, position

from manastack.agents import HeuristicAgent, SearchAgent, decide, make_agent, search
from manastack.agents.search import MAX_THINK, Arm, Node, Walk, candidates, evaluate, evaluation_features
from manastack.engine.decision import Decision, Option
from manastack.engine.determinize import Determinizer
from manastack.engine.game import Game
from manastack.engine.state import replaced_object


class NoSampling:
    """A sampler that fails the test if the agent deals a single determinized game."""

    def sample(self, rng: random.Random) -> Game:
        raise AssertionError("the agent searched a decision that should cost nothing")


class Peeking:
    """A sampler that cheats: the real game itself, hidden cards and all (for the test that
    shows the never-peeks test would catch an agent that peeks)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def sample(self, rng: random.Random) -> Game:
        return self.game.clone()


def searched_positions(count: int) -> list[Game]:
    """Positions of a heuristic game where the search agent (seat 0) would search: its priority,
    attack or block decisions with more than one option worth comparing."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=11)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    probe = SearchAgent(0, think=None, iterations=1)
    found = []
    while not game.over and len(found) < count:
        decision = game.decision
        if (
            decision.player == 0
            and game.state.turn >= 3
            and decision.kind in ("priority", "attackers", "blockers")
        ):
            before = probe.stats.searched
            probe.pick(game.view(0), decision, Determinizer(game, 0))
            if probe.stats.searched > before:
                found.append(game.clone())
        game.choose(decide(agents[decision.player], game, decision))
    assert len(found) == count
    return found


def swap_hidden(game: Game) -> Game:
    """A game that player 0 can't tell from `game`: the opponent's hand exchanged with the
    top of their library (different cards where possible), the libraries reordered."""
    other = game.clone()
    state = other.state
    opponent = state.players[1]
    library = [state.objects[o] for o in opponent.library]
    for oid in opponent.hand:
        obj = state.objects[oid]
        partner = next((c for c in library if c.card != obj.card), None)
        if partner is not None:  # new objects in their places: the clone shares them with `game`
            state.objects[oid] = replaced_object(obj, card=partner.card)
            state.objects[partner.id] = replaced_object(partner, card=obj.card)
            library.remove(partner)
    opponent.library.reverse()
    state.players[0].library.reverse()
    return other


@pytest.mark.parametrize("mode", ["tree", "flat"])
def test_never_peeks_the_same_view_and_seed_give_the_same_decisions(mode: str) -> None:
    """400.2, 402.3: with the view and the seed held, exchanging the opponent's hidden cards
    (hand against library) changes no decision of the search agent, in either mode."""
    for game in searched_positions(3):
        swapped = swap_hidden(game)
        assert swapped.view(0) == game.view(0) and swapped.events_for(0) == game.events_for(0)
        assert [swapped.state.objects[o].card for o in swapped.state.players[1].hand] != [
            game.state.objects[o].card for o in game.state.players[1].hand
        ]
        for seed in (1, 2):
            one = SearchAgent(seed, think=None, iterations=12, mode=mode)
            two = SearchAgent(seed, think=None, iterations=12, mode=mode)
            first = one.pick(game.view(0), game.decision, Determinizer(game, 0))
            second = two.pick(swapped.view(0), swapped.decision, Determinizer(swapped, 0))
            assert first == second
            assert one.stats.iterations == two.stats.iterations  # (12, or fewer once settled)


def test_the_never_peeks_test_catches_an_agent_that_peeks() -> None:
    """The same positions searched on the real game's clones (peeking at the hidden cards) give
    different search results for the swapped games: the test above has teeth."""
    differs = False
    for game in searched_positions(3):
        swapped = swap_hidden(game)
        one = SearchAgent(1, think=None, iterations=12)
        two = SearchAgent(1, think=None, iterations=12)
        visits_one = _root_visits(one, game, Peeking(game))
        visits_two = _root_visits(two, swapped, Peeking(swapped))
        differs = differs or visits_one != visits_two
    assert differs


def _root_visits(agent: SearchAgent, game: Game, sampler) -> list[tuple[str, float]]:
    """The mean reward of each option the agent's search tried at the root."""
    from manastack.agents import search

    seen: list[tuple[str, float]] = []
    original = search.SearchAgent._choice

    def spy(self, arms, prior):
        seen.extend(sorted((label, round(arm.mean(), 6)) for label, arm in arms.items()))
        return original(self, arms, prior)

    search.SearchAgent._choice = spy
    try:
        agent.pick(game.view(0), game.decision, sampler)
    finally:
        search.SearchAgent._choice = original
    return seen


def test_the_same_seed_and_budget_play_the_same() -> None:
    """With an iteration budget the agent is deterministic: the same position and seed give the
    same answer and the same number of simulations."""
    game = searched_positions(1)[0]
    answers, counts = set(), set()
    for _ in range(2):
        agent = SearchAgent(7, think=None, iterations=10)
        answers.add(agent.pick(game.view(0), game.decision, Determinizer(game, 0)))
        counts.add((agent.stats.iterations, agent.stats.rollouts))
        assert agent.stats.searched == 1
    assert len(answers) == 1 and len(counts) == 1


def test_single_option_decisions_and_forced_passes_cost_nothing() -> None:
    """117.3: a priority decision with nothing to do but pass (mana abilities aside), or any
    decision with one option, is answered at once: no determinization is dealt."""
    d = position(
        {
            "alice": {"battlefield": ["Forest", "Forest"], "library": ["Forest"] * 3},
            "bob": {"library": ["Forest"] * 3},
        }
    )
    game = d.game
    agent = SearchAgent(0, think=None, iterations=50)
    for _ in range(6):
        decision = game.decision
        if game.over:
            break
        option = agent.pick(game.view(decision.player), decision, NoSampling())
        assert option.kind == "pass" or len(decision.options) == 1
        game.choose(option)
    assert agent.stats.searched == 0 and agent.stats.immediate >= 6


def test_the_search_blocks_to_survive() -> None:
    """509.1a, 104.3b: at 3 life against Kalonian Tusker (3) and Grizzly Bears (2), the search
    agent blocks the Tusker with its Llanowar Elves (the only way to survive)."""
    d = position(
        {
            "active": "bob",
            "alice": {"life": 3, "battlefield": ["Llanowar Elves"], "library": ["Forest"] * 5},
            "bob": {"battlefield": ["Kalonian Tusker", "Grizzly Bears"], "library": ["Forest"] * 5},
        }
    )
    d.attack("bob", ["Kalonian Tusker", "Grizzly Bears"])
    d.advance_to_declaration(0, "blockers")
    game = d.game
    agent = SearchAgent(0, think=None, iterations=20)
    option = agent.pick(game.view(0), game.decision, Determinizer(game, 0))
    assert option.value == (d.object("Llanowar Elves"), d.object("Kalonian Tusker"))
    assert agent.stats.searched == 1


def test_the_target_of_a_spell_is_searched() -> None:
    """115.1, 601.2c: the target of a spell the search agent casts is searched too (which of
    bob's creatures its Shock kills, or bob), each of bob's two Llanowar Elves an option of its
    own (their labels number them)."""
    d = position(
        {
            "alice": {"battlefield": ["Mountain"], "hand": ["Shock"], "library": ["Mountain"] * 5},
            "bob": {"battlefield": ["Llanowar Elves", "Llanowar Elves"], "library": ["Forest"] * 5},
        }
    )
    game = d.game
    agent = SearchAgent(0, think=None, iterations=12)
    cast = next(o for o in game.decision.options if o.kind == "cast")
    agent.heuristic.expect(game.view(0), cast)
    game.choose(cast)
    decision = game.decision
    assert decision.kind == "target"
    assert len({o.label for o in decision.options}) == len(decision.options) == 4
    option = agent.pick(game.view(0), decision, Determinizer(game, 0))
    assert option in decision.options and agent.stats.searched == 1 and agent.stats.iterations >= 8


def test_evaluate_prefers_life_and_board_and_knows_the_end() -> None:
    """104.2a: a won game is worth 1, a lost one 0, a draw 0.5; otherwise more life and more
    creatures are worth more."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    view = d.game.view(0)
    better = evaluate(view, 0)
    assert 0.5 < better < 1.0 and evaluate(view, 1) == pytest.approx(1.0 - better)
    low = position({"alice": {"life": 3, "battlefield": ["Grizzly Bears"]}, "bob": {}})
    assert evaluate(low.game.view(0), 0) < better
    assert evaluate({**view, "over": True, "winner": 0}, 0) == 1.0
    assert evaluate({**view, "over": True, "winner": 1}, 0) == 0.0
    assert evaluate({**view, "over": True, "winner": None}, 0) == 0.5


def test_evaluation_features_are_each_players_less_the_opponents() -> None:
    """Each feature is the viewer's less the opponent's, so the two players' features are
    opposite: bob at 4 life faces alice's Serra Angel's 4 power (lethal, 1 for alice), alice has
    the turn (whose turn, 1 for alice), one more land and one more card in hand."""
    d = position({"alice": {"battlefield": ["Serra Angel", "Plains"], "hand": ["Plains"]},
                  "bob": {"life": 4}})
    alice, bob = evaluation_features(d.game.view(0), 0), evaluation_features(d.game.view(1), 1)
    assert alice["lethal"] == 1.0 and alice["turn"] == 1.0 and alice["lands"] == 1.0 and alice["hand"] == 1.0
    assert alice["life"] == pytest.approx(math.sqrt(20) - 2) and alice["creatures"] > 0 and alice["other"] == 0.0
    assert bob == {name: -value for name, value in alice.items()}
    assert evaluate(d.game.view(0), 0) > evaluate(position({"alice": {"battlefield": ["Serra Angel", "Plains"],
                                                                      "hand": ["Plains"]}}).game.view(0), 0)


def test_113_6m_a_creature_card_that_can_return_from_the_graveyard_is_worth_something_there() -> None:
    """113.6m: Gutterbones in alice's graveyard ("{1}{B}: Return this card from your graveyard to
    your hand") counts for her in `returning`, a Grizzly Bears there for no one; the feature is
    hers less bob's, and a position with it is worth more to her than one without it."""
    with_it = position({"alice": {"graveyard": ["Gutterbones", "Grizzly Bears"]}, "bob": {"graveyard": ["Grizzly Bears"]}})
    without = position({"alice": {"graveyard": ["Grizzly Bears", "Grizzly Bears"]}, "bob": {"graveyard": ["Grizzly Bears"]}})
    alice, bob = evaluation_features(with_it.game.view(0), 0), evaluation_features(with_it.game.view(1), 1)
    assert alice["returning"] > 0 and bob["returning"] == -alice["returning"]
    assert evaluation_features(without.game.view(0), 0)["returning"] == 0.0
    assert evaluate(with_it.game.view(0), 0) > evaluate(without.game.view(0), 0)


def test_budgets_are_checked() -> None:
    """The time budget is more than 0 and at most 3 seconds; some budget is needed."""
    assert SearchAgent(0).think == 1.0
    assert SearchAgent(0, think=MAX_THINK).think == 3.0
    for bad in (0, -1, 3.5, "1"):
        with pytest.raises(ValueError, match="think"):
            SearchAgent(0, think=bad)
    with pytest.raises(ValueError, match="budget"):
        SearchAgent(0, think=None, iterations=None)
    with pytest.raises(ValueError, match="iterations"):
        SearchAgent(0, think=None, iterations=0)


def test_without_a_determinizer_it_plays_as_the_heuristic() -> None:
    """A driver that gives only the view and the decision gets the heuristic's answers."""
    game = searched_positions(1)[0]
    agent = make_agent("hard:5it", 3)
    assert agent.pick(game.view(0), game.decision) == HeuristicAgent(0).pick(game.view(0), game.decision)
    assert agent.stats.searched == 0


def test_a_rollout_of_the_heuristics_option_plays_as_the_heuristic() -> None:
    """508.1: the rollout policy is shown the decision before the option is played, so an attack
    declared one creature at a time follows the heuristic's plan to the end (the view doesn't
    show the attackers declared so far): from the first attack decision, the rollout of the
    heuristic's option is the game the heuristic plays with the same seeds, all three red
    creatures attacking into Lovestruck Beast."""
    d = position(
        {
            "alice": {
                "battlefield": ["Mountain"] * 3 + ["Fervent Champion", "Ash Zealot", "Ash Zealot"],
                "library": ["Mountain"] * 5,
            },
            "bob": {
                "life": 7,
                "battlefield": ["Forest"] * 3 + ["Lovestruck Beast"],
                "library": ["Forest"] * 5,
            },
        }
    )
    alice = d.player("alice")
    d.advance_to_declaration(alice, "attackers")
    game = d.game
    first = HeuristicAgent(0).pick(game.view(alice), game.decision)
    assert first.kind == "attack"
    agent = SearchAgent(0, think=None, iterations=1, horizon=1)
    seed = 5
    rollout = game.clone()
    agent._play(rollout, alice, 2, first.label, seed, None)
    played = game.clone()
    policies = [HeuristicAgent(seed + seat) for seat in range(2)]
    attackers = 0
    while not played.over and played.state.turn < game.state.turn + 1:
        decision = played.decision
        option = policies[decision.player].pick(played.view(decision.player), decision)
        attackers += option.kind == "attack"
        played.choose(option)
    assert attackers == 3
    assert rollout.view(alice) == played.view(alice) and rollout.events_for(alice) == played.events_for(alice)


@pytest.mark.parametrize(
    "spec, mode", [("hard:4it", "tree"), ("search-tree:4it", "tree"), ("search-flat:4it", "flat")]
)
def test_the_tree_grows_below_the_options_and_the_flat_search_has_none(spec: str, mode: str) -> None:
    """The search agent is MCTS by default (`hard`, `search`, `search-tree`): each walk below an
    option adds a node for the agent's own next searched decision; `search-flat` plays the
    heuristic alone below the options and makes no node."""
    agent = make_agent(spec, 3)
    assert agent.mode == mode
    positions = searched_positions(3)
    for game in positions:
        agent.pick(game.view(0), game.decision, Determinizer(game, 0))
    assert agent.stats.searched == 3 and agent.stats.iterations == 12
    if mode == "tree":  # each iteration plays the heuristic's option and a challenger
        assert agent.stats.nodes > 0 and agent.stats.rollouts == 24
    else:
        assert agent.stats.nodes == 0 and agent.stats.rollouts >= 24


def test_puct_tries_the_heuristics_choice_first_then_the_others() -> None:
    """At a tree node, PUCT gives the heuristic's choice the larger prior: it is chosen first;
    once it has done badly, an option not tried yet (valued at the node's mean) is chosen."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]}, "bob": {}})
    alice = d.player("alice")
    d.advance_to_declaration(alice, "attackers")
    decision = d.game.decision
    labels = [o.label for o in decision.options]
    prior = labels[1]
    node = Node(visits=1, total=0.5)
    assert SearchAgent._select(node, decision.kind, labels, prior) == prior
    node.children[(decision.kind, prior)] = Node(visits=10, total=1.0)
    node.visits, node.total = 11, 1.5
    assert SearchAgent._select(node, decision.kind, labels, prior) != prior


def test_a_walk_changes_the_tree_only_when_backed_up() -> None:
    """A walk down the tree records the options available at each node and the node it adds,
    and puts them into the tree (with its visits and reward) only when backed up: a walk
    abandoned at the deadline leaves the tree as it was."""
    root = Node(visits=3, total=1.5)
    known = root.children[("priority", "pass")] = Node(visits=2, total=1.0)
    keys = [("priority", "pass"), ("priority", "cast Shock")]
    walk = Walk(path=[root])
    assert walk.step(root, keys, ("priority", "pass")) is known
    new = walk.step(known, keys, ("priority", "cast Shock"))
    assert root.available == {} and known.children == {} and new.visits == 0
    assert (root.visits, known.visits) == (3, 2)
    walk.reward = 0.25
    assert walk.back_up() == 0.25
    assert root.available == {key: 1 for key in keys} and known.available == {key: 1 for key in keys}
    assert known.children == {("priority", "cast Shock"): new}
    assert (root.visits, known.visits, new.visits) == (4, 3, 1)
    assert (root.total, known.total, new.total) == (1.75, 1.25, 0.25)


def test_the_search_mode_is_checked() -> None:
    """The search agent's mode is tree or flat."""
    assert SearchAgent(0).mode == "tree"
    with pytest.raises(ValueError, match="mode"):
        SearchAgent(0, mode="deep")


def test_mana_abilities_are_never_searched() -> None:
    """605.1a: a mana ability is not one of the options compared, whether the card's name tells
    it (a Forest) or only the option's text does (a Built Bear with its mana option circled);
    an ability that targets is not a mana ability."""
    forest = Option("activate", "activate Forest: {T}: Add {G}. #1", (7, 0))
    bear = Option("activate", "activate Built Bear: {T}: Add one mana of any color.", (9, 3))
    jace = Option(
        "activate",
        "activate Jace, the Mind Sculptor: +2: Look at the top card of target player's library.",
        (4, 0),
    )
    decision = Decision(0, "priority", (Option("pass", "pass priority"), forest, bear, jace))
    assert [o.label for o in candidates(decision)] == ["pass priority", jace.label]


def three_attackers() -> tuple:
    """Alice's first attack decision with Fervent Champion and two Ash Zealots against bob's
    Lovestruck Beast at 7 life (the heuristic attacks with all three)."""
    d = position(
        {
            "alice": {
                "battlefield": ["Mountain"] * 3 + ["Fervent Champion", "Ash Zealot", "Ash Zealot"],
                "library": ["Mountain"] * 5,
            },
            "bob": {"life": 7, "battlefield": ["Forest"] * 3 + ["Lovestruck Beast"], "library": ["Forest"] * 5},
        }
    )
    alice = d.player("alice")
    d.advance_to_declaration(alice, "attackers")
    return d, alice


def declare(game: Game, player: int, agent) -> set[int]:
    """`agent` answers `player`'s declaration to its end; the attackers declared."""
    declared = set()
    while game.decision.player == player and game.decision.kind == "attackers":
        option = decide(agent, game, game.decision)
        if option.kind == "attack":
            declared.add(option.value[0])
        game.choose(option)
    return declared


def test_combat_plans_are_whole_declarations_the_heuristics_first() -> None:
    """508.1a: at the first decision of a declaration the plans compared are whole sets of
    attackers: the heuristic's own (all three here) first, none, and one fewer of each; and a
    heuristic told to follow one declares exactly that set, one creature at a time."""
    d, alice = three_attackers()
    game = d.game
    creatures = {d.game.state.objects[o].card: o for o in game.state.battlefield}
    able = sorted(o.value[0] for o in game.decision.options if o.kind == "attack")
    assert len(able) == 3
    plans = HeuristicAgent(0).combat_plans(game.view(alice), game.decision)
    assert list(plans.values())[0] == set(able)
    assert set() in plans.values()
    for attacker in able:
        assert set(able) - {attacker} in plans.values()
    agent = HeuristicAgent(0)
    agent.follow(game.view(alice), game.decision, {creatures["Fervent Champion"]})
    assert declare(game.clone(), alice, agent) == {creatures["Fervent Champion"]}


def test_block_plans_add_and_remove_one_block() -> None:
    """509.1a: the block plans are the heuristic's (at 4 life, three of its four small creatures
    block Kalonian Tusker and Grizzly Bears), no block, its plan with one block fewer, and with
    one block more (a creature can't block twice: the blocks added are the free creature's)."""
    d = position(
        {
            "active": "bob",
            "alice": {
                "life": 4,
                "battlefield": ["Llanowar Elves", "Savannah Lions", "Elite Vanguard", "Elite Vanguard"],
                "library": ["Forest"] * 5,
            },
            "bob": {"battlefield": ["Kalonian Tusker", "Grizzly Bears"], "library": ["Forest"] * 5},
        }
    )
    d.attack("bob", ["Kalonian Tusker", "Grizzly Bears"])
    d.advance_to_declaration(0, "blockers")
    game = d.game
    plans = list(HeuristicAgent(0).combat_plans(game.view(0), game.decision).values())
    own = plans[0]
    assert own and [] in plans
    for pair in own:
        assert [p for p in own if p != pair] in plans
    used = {blocker for blocker, _ in own}
    extras = [p for p in plans if len(p) == len(own) + 1]
    assert extras
    for extra in extras:
        assert extra[: len(own)] == own and extra[-1][0] not in used


def test_the_search_declares_a_whole_plan_searching_only_its_first_decision() -> None:
    """508.1a: the search agent searches the declaration's first decision over whole plans and
    answers the next decisions of the declaration at once, declaring the plan it chose."""
    d, alice = three_attackers()
    game = d.game
    plans = HeuristicAgent(0).combat_plans(game.view(alice), game.decision)
    agent = SearchAgent(0, think=None, iterations=4, horizon=1)
    declared = declare(game, alice, agent)
    assert agent.stats.searched == 1 and agent.stats.immediate >= 1
    assert declared in plans.values()


def test_a_rollout_of_a_plan_declares_that_plan() -> None:
    """508.1a: the rollout of the heuristic's plan is the game the heuristic plays (all three
    attack); the rollout of "no attack" declares none."""
    d, alice = three_attackers()
    game = d.game
    plans = HeuristicAgent(0).combat_plans(game.view(alice), game.decision)
    agent = SearchAgent(0, think=None, iterations=1, horizon=1)
    labels = {frozenset(p): label for label, p in plans.items()}
    for plan, attacks in ((next(iter(plans.values())), 3), (set(), 0)):
        rollout = game.clone()
        agent._play(rollout, alice, 2, labels[frozenset(plan)], 5, None, plans)
        declared = [e for e in rollout.log if e["type"] == "attack"]
        assert len(declared) == attacks


def test_an_option_overrules_the_heuristic_only_after_enough_paired_games() -> None:
    """Three paired games that happen to agree (+0.2 each, a standard error of 0) don't overrule
    the heuristic's choice; four do, and a gain within its noise never does."""
    agent = SearchAgent(0, think=None, iterations=1)
    arms = {"heuristic": Arm(differences=[0.0] * 4), "other": Arm(differences=[0.2] * 3)}
    assert agent._choice(arms, "heuristic") == "heuristic"
    arms["other"].differences.append(0.2)
    assert agent._choice(arms, "heuristic") == "other"
    arms["other"].differences[:] = [0.4, -0.3, 0.5, -0.4]
    assert agent._choice(arms, "heuristic") == "heuristic"


def test_a_declarations_plan_outlives_the_forgetting_of_old_plans() -> None:
    """508.1a: the heuristic forgets the combat plans of earlier turns when it holds many; the
    plan it was told to follow in this declaration stays, so the declaration goes on as chosen."""
    d, alice = three_attackers()
    game = d.game
    creatures = {game.state.objects[o].card: o for o in game.state.battlefield}
    agent = HeuristicAgent(0)
    agent.follow(game.view(alice), game.decision, {creatures["Fervent Champion"]})
    for turn in range(70):
        agent._plans[("attack", (-turn - 1,))] = set()
    assert declare(game, alice, agent) == {creatures["Fervent Champion"]}
    assert all(key[1][0] == game.state.turn for key in agent._plans)


@pytest.mark.parametrize(
    "step, mine, attackers, quiet",
    [
        ("upkeep", True, False, True),
        ("draw", False, False, True),
        ("beginning_of_combat", True, False, True),
        ("end_of_combat", False, False, True),
        ("main1", True, False, False),
        ("main2", False, False, True),
        ("declare_attackers", True, False, True),
        ("declare_blockers", False, True, False),
        ("combat_damage", True, True, False),
        ("end", False, False, False),
        ("end", True, False, True),
    ],
)
def test_quiet_moments(step: str, mine: bool, attackers: bool, quiet: bool) -> None:
    """117.3, 505.1, 508-510, 513: with an empty stack, the moments where the search agent passes
    as the heuristic does without searching: not its own main phase, a combat with attackers,
    or the opponent's end step."""
    view = {
        "stack": [],
        "step": step,
        "active": 0 if mine else 1,
        "viewer": 0,
        "combat": {"attackers": {"7": ["player", 1]}} if attackers else None,
    }
    assert search._quiet(view) is quiet
    assert search._quiet({**view, "stack": [{"id": 9}]}) is False


def test_an_instant_held_at_a_quiet_moment_costs_nothing() -> None:
    """117.3: in her upkeep, holding Giant Growth with a Forest and Grizzly Bears, alice's search
    agent passes at once (no determinization dealt), as the heuristic does; at bob's end step,
    holding Lightning Bolt, it searches (the heuristic would bolt bob)."""
    d = position(
        {
            "step": "upkeep",
            "alice": {"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"], "library": ["Forest"] * 5},
            "bob": {"library": ["Forest"] * 5},
        }
    )
    game = d.game
    alice = d.player("alice")
    assert any(o.kind == "cast" for o in game.decision.options)
    agent = SearchAgent(0, think=None, iterations=2)
    assert agent.pick(game.view(alice), game.decision, NoSampling()).kind == "pass"
    assert agent.stats.searched == 0 and agent.stats.immediate == 1
    d = position(
        {
            "active": "bob",
            "step": "end",
            "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Mountain"] * 5},
            "bob": {"library": ["Forest"] * 5},
        }
    )
    game = d.game
    while game.decision.player != alice:
        game.choose(next(o for o in game.decision.options if o.kind == "pass"))
    agent.pick(game.view(alice), game.decision, Determinizer(game, alice))
    assert agent.stats.searched == 1


def test_a_settled_search_ends_before_its_budget() -> None:
    """A search ends early, the heuristic's choice standing, once no other option can overrule
    it soon: every other option played, those with OVERRULE_AFTER paired games short of MARGIN
    by SETTLED standard errors (games that all came out as the heuristic's included), the
    others even with UCB1's optimism; in flat mode, once every other option left the race."""
    agent = SearchAgent(0, think=None, iterations=1)
    same = {"heuristic": Arm(differences=[0.0] * 8), "other": Arm(differences=[0.0] * 4)}
    assert agent._settled(same, "heuristic", 8, [])
    worse = {"heuristic": Arm(differences=[0.0] * 8), "other": Arm(differences=[-0.3])}
    assert agent._settled(worse, "heuristic", 8, [])
    untried = dict(same, third=Arm())
    assert not agent._settled(untried, "heuristic", 8, [])
    promising = {"heuristic": Arm(differences=[0.0] * 8), "other": Arm(differences=[0.2] * 3)}
    assert not agent._settled(promising, "heuristic", 8, [])
    noisy = {"heuristic": Arm(differences=[0.0] * 8), "other": Arm(differences=[0.3, -0.3, 0.2, -0.2])}
    assert not agent._settled(noisy, "heuristic", 8, [])
    flat = SearchAgent(0, think=None, iterations=1, mode="flat")
    assert flat._settled(worse, "heuristic", 8, ["heuristic"])
    assert not flat._settled(worse, "heuristic", 8, ["heuristic", "other"])


def test_searches_that_settle_save_their_iterations() -> None:
    """Of three searched positions given 40 iterations each, a settled search stops early (at
    SETTLE_AFTER iterations at least): fewer than the 120 of the budget in all, each one
    counted."""
    agent = SearchAgent(3, think=None, iterations=40)
    for game in searched_positions(3):
        agent.pick(game.view(0), game.decision, Determinizer(game, 0))
    assert agent.stats.searched == 3 and agent.stats.settled >= 1
    assert search.SETTLE_AFTER * 3 <= agent.stats.iterations < 120


class WorkClock:
    """A stand-in for the search agent's clock that advances `tick` seconds at every engine
    decision answered (`Game.choose`, in every game: the determinized ones, their forks): the
    time a search takes is then the work it does, the same on every machine."""

    def __init__(self, monkeypatch, tick: float = 0.001) -> None:
        self.now = 0.0
        choose = Game.choose

        def counted(game: Game, option: Option) -> None:
            self.now += tick
            choose(game, option)

        monkeypatch.setattr(Game, "choose", counted)

    def __call__(self) -> float:
        return self.now


def timed_search(clock: WorkClock, game: Game, think: float | None, iterations: int | None = None, bank: float = 0.0):
    """A search agent (seed 5) with that budget and bank, having answered `game`'s decision."""
    agent = SearchAgent(5, think=think, iterations=iterations, clock=clock)
    agent.bank = bank
    agent.pick(game.view(0), game.decision, Determinizer(game, 0))
    return agent


def test_the_deadline_cuts_the_iteration_in_progress(monkeypatch) -> None:
    """The clock is read before every decision of a rollout: at the deadline the search stops
    within one engine decision (a tick here; an iteration is about a hundred), and the iteration
    in progress is abandoned: the answer, the tree and the counts are those of a search given
    only the iterations finished as its budget."""
    clock = WorkClock(monkeypatch)
    game = searched_positions(1)[0]
    timed = timed_search(clock, game, think=0.3)
    assert timed.stats.abandoned == 1 and timed.stats.settled == 0
    assert 0.3 <= timed.stats.times[0] <= 0.3 + 0.001 and timed.stats.overrun <= 0.001
    done = timed.stats.iterations
    assert done >= 2
    counted = timed_search(clock, game, think=None, iterations=done)
    assert counted.stats.abandoned == 0
    assert (counted.stats.rollouts, counted.stats.nodes, counted.stats.overruled) == (
        timed.stats.rollouts,
        timed.stats.nodes,
        timed.stats.overruled,
    )


def test_a_decision_never_takes_more_than_max_think(monkeypatch) -> None:
    """With the longest budget (MAX_THINK) and a full bank, a search that isn't settled stops
    RESERVE short of MAX_THINK, and with the step in progress stays under it."""
    clock = WorkClock(monkeypatch, tick=0.01)
    game = searched_positions(1)[0]
    agent = timed_search(clock, game, think=MAX_THINK, bank=search.BANK)
    assert agent.stats.settled == 0 and agent.stats.abandoned == 1
    assert MAX_THINK - search.RESERVE <= agent.stats.times[0] <= MAX_THINK - search.RESERVE + 0.01 < MAX_THINK


def test_the_budget_runs_from_the_decision_building_the_view_and_determinizer_included(monkeypatch) -> None:
    """`decide` reads the search's clock before it builds the view and the Determinizer (which
    reads the whole log, slow in a long game): their time is part of the budget.  Here they
    take (work) longer than the budget itself, so no iteration is played and the heuristic's
    choice is the answer, the decision's time counting them."""
    clock = WorkClock(monkeypatch)
    game = searched_positions(1)[0]
    build = Determinizer.__init__

    def slow(self, *args, **kwargs) -> None:
        clock.now += 0.5
        build(self, *args, **kwargs)

    monkeypatch.setattr(Determinizer, "__init__", slow)
    agent = SearchAgent(5, think=0.3, clock=clock)
    decide(agent, game, game.decision)
    assert agent.stats.searched == 1 and agent.stats.iterations == 0 and agent.stats.overruled == 0
    assert agent.stats.times[0] >= 0.5


def test_the_time_a_settled_search_saves_goes_to_a_search_in_doubt(monkeypatch) -> None:
    """A search that settles before its time budget banks the rest (at most BANK seconds); a
    search not settled at its budget goes on if it has a bank, by up to another budget, and
    then plays more iterations; without a bank it stops at its budget."""
    clock = WorkClock(monkeypatch)
    searches = ((timed_search(clock, position, think=1.0), position) for position in searched_positions(8))
    roomy, game = next((agent, position) for agent, position in searches if agent.stats.settled)
    assert roomy.stats.settled == 1 and roomy.stats.times[0] < 1.0
    assert roomy.bank == pytest.approx(1.0 - roomy.stats.times[0])
    short = timed_search(clock, game, think=roomy.stats.times[0] / 2)
    assert short.stats.settled == 0 and short.stats.iterations < roomy.stats.iterations
    banked = timed_search(clock, game, think=roomy.stats.times[0] / 2, bank=1.0)
    assert banked.stats.iterations > short.stats.iterations
    assert banked.stats.times[0] <= roomy.stats.times[0] + 0.001 and banked.bank <= search.BANK
