"""The AI levels (issue 18 item 4): easy (the heuristic with mistakes), medium (the heuristic),
hard (the search agent), made by `make_agent` from a spec and offered by `manastack play` and
`manastack sim` (`--ai`, `--think`)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from support import bundled

from manastack.agents import EASY_NOISE, HeuristicAgent, SearchAgent, decide, make_agent, spec_problem
from manastack.cli import main
from manastack.engine.determinize import Determinizer
from manastack.engine.game import Game
from manastack.sim.runner import SimError, simulate


def test_the_levels_are_the_heuristic_with_noise_the_heuristic_and_the_search() -> None:
    easy, medium, hard = make_agent("easy", 1), make_agent("medium", 1), make_agent("hard", 1)
    assert isinstance(easy, HeuristicAgent) and easy.noise == EASY_NOISE > 0
    assert isinstance(medium, HeuristicAgent) and medium.noise == 0
    assert isinstance(hard, SearchAgent) and hard.think == 1.0 and hard.iterations is None


@pytest.mark.parametrize(
    "spec,think,iterations",
    [
        ("hard:0.5s", 0.5, None),
        ("search:3s", 3.0, None),
        ("hard:40it", None, 40),
        ("search", 1.0, None),
    ],
)
def test_a_search_spec_carries_its_budget(spec: str, think, iterations) -> None:
    agent = make_agent(spec, 0)
    assert isinstance(agent, SearchAgent)
    assert (agent.think, agent.iterations) == (think, iterations)


@pytest.mark.parametrize(
    "spec,message",
    [
        ("genius", "unknown agent 'genius'"),
        ("heuristic:1s", "only the search agent"),
        ("hard:4s", "at most 3 seconds"),
        ("hard:0s", "at most 3 seconds"),
        ("hard:0it", "at least 1 iteration"),
        ("hard:fast", "seconds (such as 0.5s) or iterations"),
    ],
)
def test_bad_specs_are_refused_with_the_reason(spec: str, message: str) -> None:
    assert message in spec_problem(spec)
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        make_agent(spec, 0)


def test_easy_makes_mistakes_that_medium_does_not() -> None:
    """The easy level answers some decisions at random; the medium one answers every decision
    as a fresh heuristic would."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=4)
    easy, medium, judge = make_agent("easy", 9), make_agent("medium", 9), HeuristicAgent(0)
    differs = same = 0
    for _ in range(300):
        if game.over:
            break
        decision = game.decision
        if len(decision.options) > 1:
            view = game.view(decision.player)
            right = judge.pick(view, decision)
            assert medium.pick(view, decision) == right
            if easy.pick(view, decision) != right:
                differs += 1
            else:
                same += 1
        game.choose(decide(judge, game, decision))
    assert differs > 0 and same > differs


def test_decide_gives_a_searching_agent_a_determinizer_for_its_seat() -> None:
    class Recorder:
        needs_view = True
        needs_game = True

        def pick(self, view, decision, sampler):
            self.seen = (view["viewer"], type(sampler), sampler.player)
            return decision.options[0]

    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=4)
    recorder = Recorder()
    decide(recorder, game, game.decision)
    assert recorder.seen == (game.decision.player, Determinizer, game.decision.player)


def test_sim_plays_the_levels_and_a_search_budget_of_iterations_repeats_exactly() -> None:
    """A search agent with an iteration budget plays the same games for the same seeds."""
    first = simulate(bundled("red-aggro"), bundled("white-weenie"), 2, seed=5, agents=("hard:2it", "easy"))
    again = simulate(bundled("red-aggro"), bundled("white-weenie"), 2, seed=5, agents=("hard:2it", "easy"))
    assert first.results == again.results
    assert first.wins[0] + first.wins[1] + first.draws == 2
    with pytest.raises(SimError, match="at most 3 seconds"):
        simulate(bundled("red-aggro"), bundled("white-weenie"), 1, seed=5, agents=("hard:9s", "easy"))


def run(*args: str, input: str | None = None):
    result = CliRunner().invoke(main, list(args), input=input)
    assert "Traceback" not in result.output
    return result


def test_sim_ai_and_think_options() -> None:
    """`--ai LEVEL` plays both decks with that level; `--think` is refused above 3 seconds and
    for a sim without a search agent."""
    result = run("sim", "red-aggro", "white-weenie", "-n", "2", "--seed", "1", "--ai", "easy")
    assert result.exit_code == 0, result.output
    assert "(easy)" in result.output
    too_long = run("sim", "red-aggro", "white-weenie", "-n", "1", "--ai", "hard", "--think", "5")
    assert too_long.exit_code == 2 and "--think" in too_long.output
    no_search = run("sim", "red-aggro", "white-weenie", "-n", "1", "--ai", "medium", "--think", "0.5")
    assert no_search.exit_code == 2 and "--think is the search agent's time" in no_search.output


def test_play_against_the_hard_ai() -> None:
    """`manastack play --ai hard --think S` plays against the search agent; conceding ends it."""
    result = run(
        "play",
        "white-weenie",
        "--vs",
        "black-midrange",
        "--ai",
        "hard",
        "--think",
        "0.05",
        "--seed",
        "2",
        input="concede\n",
    )
    assert result.exit_code == 0, result.output
    assert "hard" in result.output
    assert "You lose: bob wins." in result.output
    refused = run(
        "play", "white-weenie", "--vs", "black-midrange", "--ai", "easy", "--think", "1", input="concede\n"
    )
    assert refused.exit_code == 2 and "--think" in refused.output
