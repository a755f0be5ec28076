"""Decisions (DESIGN.md principle 4): whenever a player may choose, the engine stops with one.

Decisions and options are immutable values: an option's value is plain data made of atoms and
tuples, a decision's options are a tuple, its context is read-only where handed out.  The
engine keeps its own decision in the state and hands out a copy (`Game.decision`); `Game.choose`
matches an answer against the engine's own options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from manastack.errors import GameSetupError, IllegalAction, ManastackError

__all__ = ["Decision", "GameSetupError", "IllegalAction", "ManastackError", "NeedDecision", "Option"]


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: `kind` says what it does, `label` reads well and is unique within its
    decision, `value` is plain immutable data (atoms and tuples)."""

    kind: str
    label: str
    value: object = None

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True)
class Decision:
    """Who decides, what kind of decision, and the complete tuple of legal options."""

    player: int
    kind: str
    options: tuple[Option, ...]
    prompt: str = ""
    context: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.kind} for player {self.player}: {self.prompt}"

    def handed_out(self) -> Decision:
        """A copy to hand to a player, with a read-only copy of the context; the options are
        immutable values, shared."""
        return Decision(self.player, self.kind, tuple(self.options), self.prompt,
                        MappingProxyType(dict(self.context)) if self.context else _NO_CONTEXT)

    def __reduce__(self) -> tuple:
        """Copied and pickled with its context as a dict (a read-only view can't be pickled),
        read-only again if it was."""
        return _decision, (self.player, self.kind, self.options, self.prompt, dict(self.context),
                           type(self.context) is MappingProxyType)


def _decision(player: int, kind: str, options: tuple, prompt: str, context: dict, read_only: bool) -> Decision:
    """A Decision rebuilt from `Decision.__reduce__`'s parts."""
    return Decision(player, kind, options, prompt, MappingProxyType(context) if read_only else context)


_NO_CONTEXT: Mapping[str, object] = MappingProxyType({})


class NeedDecision(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside the engine when a procedure must stop for a decision."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind)
        self.decision = decision
