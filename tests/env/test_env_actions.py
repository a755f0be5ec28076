"""Actions (issue 17 item 3): an action is an index into the options offered; mana="auto" hides
mana abilities at priority and answers payment with the least wasteful plan, mana="manual"
offers every option; more options than fit are paged, never cut; single-option decisions are
taken without the agent; an action not offered changes nothing."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from support import position

import manastack
from manastack.agents import RandomAgent
from manastack.engine.decision import IllegalAction
from manastack.env import EnvError, MagicEnv
from manastack.env.encoding import TABLE_INDEX, Encoder, card_index
from manastack.env.options import DECISION_KINDS, OPTION_KINDS, Presenter, is_mana_ability, least_waste
from manastack.env.session import Session

BOARD = {
    "alice": {
        "hand": ["Grizzly Bears", "Shock"],
        "battlefield": ["Forest", "Mountain", "Llanowar Elves", "Bonesplitter"],
    },
    "bob": {"battlefield": ["Grizzly Bears"]},
}


def _priority(state: dict):
    d = position(state)
    d.until_priority(0)
    return d


def test_auto_mana_offers_no_mana_ability_at_priority_and_keeps_the_rest() -> None:
    """605.1a: the three mana abilities (Forest, Mountain, Llanowar Elves) are not offered with
    mana="auto" (payment activates them, 605.3a); casting, the equip ability (not a mana
    ability) and passing are; mana="manual" offers all seven options."""
    decision = _priority(BOARD).game.decision
    auto = Presenter("auto").offer(decision)
    manual = Presenter("manual").offer(decision)
    assert manual.options == decision.options and manual.hidden == 0
    hidden = [o for o in decision.options if o not in auto.options]
    assert [o.label for o in hidden] == [
        "activate Forest: {T}: Add {G}.",
        "activate Mountain: {T}: Add {R}.",
        "activate Llanowar Elves: {T}: Add {G}.",
    ]
    assert all(is_mana_ability(o) for o in hidden) and auto.hidden == 3
    assert [o.kind for o in auto.options] == ["pass", "cast", "cast", "activate"]
    assert "Equip" in auto.options[3].label


def test_auto_mana_answers_payment_with_one_plan_and_manual_offers_every_plan() -> None:
    """601.2g-h: of the three ways to pay {1}{G} for Grizzly Bears, mana="auto" offers one, the
    least wasteful in the engine's preferred order; mana="manual" offers all three."""
    d = _priority(BOARD)
    d.choose(next(o for o in d.game.decision.options if o.label == "cast Grizzly Bears"))
    decision = d.game.decision
    assert decision.kind == "pay_mana" and len(decision.options) == 3
    auto = Presenter("auto").offer(decision)
    assert auto.options == (least_waste(decision.options),) and auto.hidden == 2 and auto.trivial
    assert Presenter("manual").offer(decision).options == decision.options


def test_least_waste_spends_the_pool_first() -> None:
    """With {G} already in the pool, paying {G} from the pool makes no new mana: that plan wins
    over tapping a land for it."""
    d = _priority({"alice": {"hand": ["Llanowar Elves"], "battlefield": ["Forest"], "mana_pool": "{G}"}})
    d.choose(next(o for o in d.game.decision.options if o.kind == "cast"))
    decision = d.game.decision
    plans = [o for o in decision.options if o.kind == "pay"]
    assert len(plans) == 2
    best = least_waste(decision.options)
    assert [step[0] for step in best.value] == ["pool"]


def test_many_options_are_paged_and_every_option_is_on_exactly_one_page() -> None:
    """No silent truncation: with max_options=3, seven options come on pages of two, each page
    ending with the entry to the next page; following the pages offers each option once and
    comes back to the first page."""
    decision = _priority(BOARD).game.decision
    presenter = Presenter("manual", max_options=3)
    offer = presenter.offer(decision)
    seen = []
    for _ in range(offer.pages):
        assert len(offer.options) <= 3 and offer.options[-1].kind == "page"
        seen += offer.options[:-1]
        offer = presenter.offer(decision, offer.options[-1].value)
    assert offer.page == 0
    assert seen == list(decision.options)


def test_turning_a_page_in_the_environment_changes_no_game_state() -> None:
    """The paging entry is the environment's own: choosing it shows the next page and leaves
    the game as it was; the observation says which page it is."""
    game = _priority(BOARD).game
    session = Session(game, (0,), {1: RandomAgent(0)}, Presenter("manual", max_options=3))
    before = game.to_json()
    encoder = Encoder(max_options=3)
    assert session.act(2) is False  # the paging entry
    assert game.to_json() == before
    obs = encoder.encode(game, 0, session.offer)
    assert list(obs["decision"][2:4]) == [1, 4]  # page 2 of 4
    assert session.offer.options[0] == game.decision.options[2]


def test_skip_trivial_takes_single_option_decisions_and_can_be_turned_off() -> None:
    """skip_trivial=True: every decision offered has two options or more (or more than one
    page); skip_trivial=False: single-option decisions, such as passing with nothing else to
    do, come to the agent too."""
    for skip in (True, False):
        env = MagicEnv(skip_trivial=skip, mana="manual", max_turns=6)
        env.reset(seed=2)
        rng = np.random.default_rng(2)
        sizes = []
        done = False
        while not done:
            mask = env.action_masks()
            sizes.append(int(mask.sum()))
            _, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(mask))))
            done = terminated or truncated
        assert (min(sizes) >= 2) == skip
        assert env.session.skipped > 0 if skip else env.session.skipped == 0


def test_an_action_not_offered_changes_nothing_and_is_counted() -> None:
    """With illegal_action="count" (the default) a masked-out action leaves the game byte for byte
    as it was, returns the same observation with reward 0, and counts; with "raise" it raises
    IllegalAction, and the game is still unchanged."""
    env = MagicEnv(max_turns=6)
    obs, _ = env.reset(seed=1)
    before = env.session.game.to_json()
    bad = int(np.flatnonzero(~env.action_masks())[0])
    again, reward, terminated, truncated, info = env.step(bad)
    assert env.session.game.to_json() == before
    assert all(np.array_equal(obs[k], again[k]) for k in obs)
    assert (reward, terminated, truncated, info["illegal"], info["illegal_actions"]) == (
        0.0,
        False,
        False,
        True,
        1,
    )
    for wrong in ("0", 1.5, None, True, -1):
        env.step(wrong)
    assert env.session.illegal[0] == 6 and env.session.game.to_json() == before
    strict = MagicEnv(max_turns=6, illegal_action="raise")
    strict.reset(seed=1)
    before = strict.session.game.to_json()
    with pytest.raises(IllegalAction):
        strict.step(63)
    assert strict.session.game.to_json() == before


def test_option_focus_points_at_the_card_the_option_names() -> None:
    """A cast option's focus is the hand row of that card, a block option's focus and second
    focus are the blocker's and the attacker's rows on the battlefield."""
    d = _priority(BOARD)
    game = d.game
    session = Session(game, (0,), {1: RandomAgent(0)}, Presenter())
    obs = Encoder().encode(game, 0, session.offer)
    for row, option in enumerate(session.offer.options):
        if option.kind == "cast":
            table, place = obs["options"][row][2:4]
            assert table == TABLE_INDEX["hand"]
            name = option.label.removeprefix("cast ")
            assert obs["hand_card"][place] == card_index(name)


def test_every_decision_and_option_kind_the_engine_uses_has_an_index() -> None:
    """The kinds in the observation's vocabularies cover those the engine's source asks and
    offers: a new kind fails this test instead of becoming "other" unnoticed."""
    source = "\n".join(p.read_text() for p in (Path(manastack.__file__).parent / "engine").glob("*.py"))
    option_kinds = set(re.findall(r'Option\("([a-z_]+)"', source))
    decision_kinds = set(re.findall(r'ask(?:_or_pause)?\([^,()]+(?:\([^)]*\))?, "([a-z_]+)"', source))
    assert {"pass", "pay", "attack", "block"} <= option_kinds
    assert {"priority", "pay_mana", "blockers"} <= decision_kinds
    assert option_kinds <= set(OPTION_KINDS), option_kinds - set(OPTION_KINDS)
    assert decision_kinds <= set(DECISION_KINDS), decision_kinds - set(DECISION_KINDS)


def test_reward_is_the_result_and_shaping_is_added_when_given() -> None:
    """+1 win, -1 loss, 0 draw and nothing before the end by default; a shaping hook gets the
    previous and the new view of the agent's seat and its value is added."""
    calls = []

    def shaping(before: dict, after: dict, seat: int) -> float:
        calls.append((before["viewer"], after["viewer"], seat))
        return 0.25

    for hook in (None, shaping):
        env = MagicEnv(max_turns=8, reward_shaping=hook)
        env.reset(seed=4)
        rng = np.random.default_rng(4)
        rewards, done = [], False
        while not done:
            _, reward, terminated, truncated, info = env.step(
                int(rng.choice(np.flatnonzero(env.action_masks())))
            )
            rewards.append(reward)
            done = terminated or truncated
        outcome = 0.0 if info["winner"] is None else (1.0 if info["winner"] == 0 else -1.0)
        extra = 0.25 if hook else 0.0
        assert rewards[:-1] == [extra] * (len(rewards) - 1) and rewards[-1] == outcome + extra
    assert calls and set(calls) == {(0, 0, 0)}


def test_decks_by_name_or_list_and_opponents_by_name_or_object() -> None:
    env = MagicEnv(
        decks=(["Forest"] * 20 + ["Grizzly Bears"] * 20, "red-aggro"), opponent="heuristic", max_turns=4
    )
    env.reset(seed=0)
    agent = RandomAgent(3)
    MagicEnv(opponent=agent, max_turns=4).reset(seed=0)
    with pytest.raises(EnvError, match="unknown agent"):
        MagicEnv(opponent="grandmaster").reset(seed=0)
    with pytest.raises(EnvError, match="deck 2"):
        MagicEnv(decks=("red-aggro", "no-such-deck"))
    with pytest.raises(EnvError, match="mana must be one of auto, manual"):
        MagicEnv(mana="sometimes")
    with pytest.raises(EnvError, match="max_options"):
        MagicEnv(max_options=1)
    with pytest.raises(EnvError, match="reset"):
        MagicEnv().step(0)


def _agent_specs() -> list[str]:
    """Every agent and level manastack.agents offers; search agents with a small budget."""
    from manastack import agents

    found = agents.names() if hasattr(agents, "names") else sorted(agents.AGENTS)
    return [f"{name}:5it" if name in ("search", "hard") else name for name in found]


@pytest.mark.parametrize("opponent", _agent_specs())
def test_every_manastack_agent_can_be_the_opponent(opponent: str) -> None:
    """Any agent manastack.agents.make_agent makes plays the other seat, the same way for the
    same seed."""

    def play() -> tuple:
        env = MagicEnv(opponent=opponent, max_turns=4)
        env.reset(seed=7)
        steps, done = 0, False
        while not done:
            _, reward, terminated, truncated, _ = env.step(int(env.action_masks().argmax()))
            steps += 1
            done = terminated or truncated
        return steps, reward, env.session.game.to_json()

    assert play() == play()
