"""`MagicEnv`: a Gymnasium environment for one agent against a manastack agent (docs/env.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from manastack.engine.decision import IllegalAction
from manastack.env import text
from manastack.env.encoding import Encoder
from manastack.env.options import DEFAULT_MAX_OPTIONS, EnvError, Presenter
from manastack.env.session import DEFAULT_DECKS, DEFAULT_MAX_TURNS, PLAYER_NAMES, Session, load_decks

OBSERVATIONS = ("vector", "text")
ILLEGAL_ACTIONS = ("count", "raise")
SEED_BOUND = 2**63  # game seeds drawn from the environment's generator lie below this

# reward_shaping(previous view, view, seat) -> a number added to the step's reward
Shaping = Callable[[dict, dict, int], float]


def check_choice(name: str, value, allowed: Sequence[str]) -> None:
    if value not in allowed:
        raise EnvError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")


class MagicEnv(gym.Env):
    """One agent (seat `seat`) against `opponent`, a manastack agent.

    An action is an index into the options offered at the pending decision (`action_masks()`
    marks them); the reward is +1 for a win, -1 for a loss, 0 for a draw, plus
    `reward_shaping(previous_view, view, seat)` if given.  A game that reaches `max_turns` ends
    as a draw with `truncated` set.  An action that isn't offered changes nothing: it is counted
    (info["illegal_actions"]) and the same observation comes back, or with
    illegal_action="raise" it raises IllegalAction."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        decks: Sequence = DEFAULT_DECKS,
        opponent: Any = "random",
        seat: int = 0,
        observation: str = "vector",
        max_options: int = DEFAULT_MAX_OPTIONS,
        skip_trivial: bool = True,
        mana: str = "auto",
        max_turns: int | None = DEFAULT_MAX_TURNS,
        table_sizes: Mapping[str, int] | None = None,
        reward_shaping: Shaping | None = None,
        illegal_action: str = "count",
        render_mode: str | None = "ansi",
    ) -> None:
        check_choice("observation", observation, OBSERVATIONS)
        check_choice("illegal_action", illegal_action, ILLEGAL_ACTIONS)
        if render_mode is not None:
            check_choice("render_mode", render_mode, self.metadata["render_modes"])
        if seat not in (0, 1):
            raise EnvError(f"seat must be 0 or 1, not {seat!r}")
        if reward_shaping is not None and not callable(reward_shaping):
            raise EnvError("reward_shaping must be a function (previous view, view, seat) -> number")
        self.decks = load_decks(decks)
        self.opponent = opponent
        self.seat = seat
        self.observation_mode = observation
        self.presenter = Presenter(mana, max_options)
        self.skip_trivial = skip_trivial
        self.max_turns = max_turns
        self.reward_shaping = reward_shaping
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.encoder = Encoder(table_sizes, max_options)
        self.action_space = spaces.Discrete(max_options)
        self.observation_space = self.encoder.space if observation == "vector" else text.text_space()
        self.session: Session | None = None
        self._texts = text.LogReader()
        self._shaping_view: dict | None = None

    # ------------------------------------------------------------ the Gymnasium API

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, SEED_BOUND))
        agents = Session.seeded_agents({1 - self.seat: self.opponent}, game_seed)
        self.session = Session.new(
            self.decks,
            game_seed,
            (self.seat,),
            agents,
            self.presenter,
            self.skip_trivial,
            self.max_turns,
            PLAYER_NAMES,
        )
        self.encoder.reset()
        self._texts = text.LogReader()
        self._shaping_view = self.session.game.view(self.seat) if self.reward_shaping else None
        return self._observe(), self._info(illegal=False)

    def step(self, action):
        session = self._running()
        if session.over:
            raise EnvError("the game is over: call reset() to start another")
        index = _index(action)
        if not session.legal(index):
            if self.illegal_action == "raise":
                session.act(index)  # raises IllegalAction and counts it
            session.illegal[self.seat] += 1
            return self._observe(), 0.0, False, False, self._info(illegal=True)
        session.act(index)
        reward = session.outcome(self.seat)
        if self.reward_shaping is not None:
            view = session.game.view(self.seat)
            reward += float(self.reward_shaping(self._shaping_view, view, self.seat))
            self._shaping_view = view
        truncated = session.over and session.truncated
        terminated = session.over and not truncated
        return self._observe(), reward, terminated, truncated, self._info(illegal=False)

    def action_masks(self) -> np.ndarray:
        """Which actions are offered now (bool, one per action): for maskable PPO."""
        mask = np.zeros(self.action_space.n, bool)
        session = self.session
        if session is not None and session.offer is not None:
            mask[: len(session.offer.options)] = True
        return mask

    def render(self) -> str | None:
        """The seat's view, recent log and numbered options as text."""
        if self.render_mode is None:
            return None
        session = self._running()
        return text.render(session.game, self.seat, session.offer, None)

    def close(self) -> None:
        self.session = None

    # ------------------------------------------------------------ helpers

    def _running(self) -> Session:
        if self.session is None:
            raise EnvError("call reset() before step() or render()")
        return self.session

    def _observe(self):
        session = self._running()
        if self.observation_mode == "text":
            return text.observation_text(session.game, self.seat, session.offer, self._texts)
        return self.encoder.encode(session.game, self.seat, session.offer, session.moves)

    def _info(self, illegal: bool) -> dict:
        session = self._running()
        info = {
            "action_mask": self.action_masks().astype(np.int8),
            "illegal_actions": session.illegal[self.seat],
            "illegal": illegal,
            "skipped": session.skipped,
        }
        if session.over:
            info["winner"] = session.game.winner
            info["end_reason"] = session.end_reason()
        return info


def _index(action) -> int | object:
    """An action as a Python int (numpy integers included); anything else is kept, and refused."""
    if isinstance(action, (int, np.integer)) and not isinstance(action, (bool, np.bool_)):
        return int(action)
    if isinstance(action, np.ndarray) and action.shape == () and np.issubdtype(action.dtype, np.integer):
        return int(action)
    return action


__all__ = ["MagicEnv", "IllegalAction"]
