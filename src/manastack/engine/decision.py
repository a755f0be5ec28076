"""Decisions (DESIGN.md principle 4): whenever a player may choose, the engine stops with one."""

from __future__ import annotations

from dataclasses import dataclass, field


class ManastackError(Exception):
    """Base class of every error manastack raises on purpose."""


class IllegalAction(ManastackError):
    """An answer that the pending decision does not allow.  The state is left unchanged."""


class GameSetupError(ManastackError):
    """A malformed deck or starting state given to the API."""


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: `kind` says what it does, `label` reads well, `value` is plain data."""

    kind: str
    label: str
    value: object = None

    def __str__(self) -> str:
        return self.label


@dataclass(slots=True)
class Decision:
    """Who decides, what kind of decision, and the complete list of legal options."""

    player: int
    kind: str
    options: list
    prompt: str = ""
    context: dict = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.kind} for player {self.player}: {self.prompt}"


class NeedDecision(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside the engine when a procedure must stop for a decision."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision
