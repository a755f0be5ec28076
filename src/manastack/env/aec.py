"""`aec_env()`: a PettingZoo AEC environment for two agents, "player_0" and "player_1"
(docs/env.md).  The agent to act is the player the pending decision belongs to: blocks,
responses and discards by the non-active player are that player's own turns.  Each agent's
observation is {"observation": its array observation, "action_mask": the offered options},
the mask all zero when it is not that agent's turn."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from manastack.env import text
from manastack.env.encoding import Encoder
from manastack.env.gym_env import ILLEGAL_ACTIONS, OBSERVATIONS, SEED_BOUND, check_choice
from manastack.env.options import DEFAULT_MAX_OPTIONS, EnvError, Presenter
from manastack.env.session import DEFAULT_DECKS, DEFAULT_MAX_TURNS, PLAYER_NAMES, Session, load_decks


class MagicAECEnv(AECEnv):
    """Two agents play a game; see the module's text.  An action that isn't offered changes
    nothing and is counted (infos[agent]["illegal_actions"]); with illegal_action="raise" it
    raises IllegalAction."""

    metadata = {"render_modes": ["ansi"], "name": "manastack_v0", "is_parallelizable": False}

    def __init__(
        self,
        decks: Sequence = DEFAULT_DECKS,
        observation: str = "vector",
        max_options: int = DEFAULT_MAX_OPTIONS,
        skip_trivial: bool = True,
        mana: str = "auto",
        max_turns: int | None = DEFAULT_MAX_TURNS,
        table_sizes: Mapping[str, int] | None = None,
        illegal_action: str = "count",
        render_mode: str | None = "ansi",
    ) -> None:
        super().__init__()
        check_choice("observation", observation, OBSERVATIONS)
        check_choice("illegal_action", illegal_action, ILLEGAL_ACTIONS)
        if render_mode is not None:
            check_choice("render_mode", render_mode, self.metadata["render_modes"])
        self.decks = load_decks(decks)
        self.observation_mode = observation
        self.presenter = Presenter(mana, max_options)
        self.skip_trivial = skip_trivial
        self.max_turns = max_turns
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.encoder = Encoder(table_sizes, max_options)
        self.possible_agents = list(PLAYER_NAMES)
        inner = self.encoder.space if observation == "vector" else text.text_space()
        mask = spaces.Box(0, 1, (max_options,), np.int8)
        self._observation_spaces = {
            a: spaces.Dict({"observation": inner, "action_mask": mask}) for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(max_options) for a in self.possible_agents}
        self._np_random, _ = seeding.np_random()
        self.session: Session | None = None
        self._texts = {seat: text.LogReader() for seat in range(len(PLAYER_NAMES))}

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    # ------------------------------------------------------------ the AEC API

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
        game_seed = int(self._np_random.integers(0, SEED_BOUND))
        self.session = Session.new(
            self.decks, game_seed, (0, 1), {}, self.presenter, self.skip_trivial, self.max_turns, PLAYER_NAMES
        )
        self.encoder.reset()
        self._texts = {seat: text.LogReader() for seat in range(len(PLAYER_NAMES))}
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._after_choice(illegal=None)

    def observe(self, agent: str) -> dict:
        session = self._running()
        seat = self.possible_agents.index(agent)
        offer = session.offer if session.deciding == seat else None
        if self.observation_mode == "text":
            inner = text.observation_text(session.game, seat, offer, self._texts[seat])
        else:
            inner = self.encoder.encode(session.game, seat, offer, session.moves)
        mask = np.zeros(self._action_spaces[agent].n, np.int8)
        if offer is not None:
            mask[: len(offer.options)] = 1
        return {"observation": inner, "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        session = self._running()
        seat = self.possible_agents.index(agent)
        index = (
            int(action) if isinstance(action, (int, np.integer)) and not isinstance(action, bool) else action
        )
        self._cumulative_rewards[agent] = 0.0
        if not session.legal(index):
            if self.illegal_action == "raise":
                session.act(index)  # raises IllegalAction and counts it
            session.illegal[seat] += 1
            self._clear_rewards()
            self._after_choice(illegal=agent)
            return
        session.act(index)
        self._clear_rewards()
        if session.over:
            truncated = session.truncated
            for other in self.agents:
                self.rewards[other] = 0.0 if truncated else session.outcome(self.possible_agents.index(other))
                self.truncations[other] = truncated
                self.terminations[other] = not truncated
        self._after_choice(illegal=None)
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        session = self._running()
        seat = session.deciding if session.deciding is not None else 0
        return text.render(session.game, seat, session.offer, None)

    def close(self) -> None:
        self.session = None

    # ------------------------------------------------------------ helpers

    def _running(self) -> Session:
        if self.session is None:
            raise EnvError("call reset() first")
        return self.session

    def _after_choice(self, illegal: str | None) -> None:
        session = self._running()
        if session.deciding is not None:
            self.agent_selection = self.possible_agents[session.deciding]
        for seat, agent in enumerate(self.possible_agents):
            if agent in self.infos:
                info = {"illegal_actions": session.illegal[seat], "illegal": agent == illegal}
                if session.over:
                    info["winner"] = session.game.winner
                    info["end_reason"] = session.end_reason()
                self.infos[agent] = info


def aec_env(**settings) -> MagicAECEnv:
    """The PettingZoo AEC environment (settings as MagicAECEnv's)."""
    return MagicAECEnv(**settings)
