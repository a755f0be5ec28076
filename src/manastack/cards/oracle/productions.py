"""Which grammar productions read a card's text: the measurement behind issue 16's honesty
criterion ("every supported card goes through families with behaviour tests").

A production is one point of the compiler where one form of text is recognised, named
"KIND: NAME":

* ``clause: MODULE.HANDLER``: a clause handler of oracle/effects.py's table (`effects.clause`),
  in effects.py or a family module;
* ``sentences: MODULE.READER``: a reader of several sentences (`effects.SENTENCE_GROUPS`) or of a
  sentence referring to the ones before it (`effects.FOLLOWING_SENTENCES`);
* ``sentence: FORM``: a sentence form read by effects.py itself ("you may ...", "if you do", "...
  for each ...");
* ``ir: NODE``: a clause of the typed pipeline (oracle/pipeline.py), by its IR node type;
* ``keyword: NAME``: a keyword ability of a keyword line (702);
* ``line: FORM``, ``triggered: EVENT``, ``activated: ...``, ``cost: PART``, ``static: EFFECT``,
  ``replacement: EFFECT``: the forms of a line the compiler (oracle/compiler.py) reads, named by
  what it compiled to.

A production is recorded when it reads text that stays in the compiled tree: one whose result
is thrown away as the compiler backtracks (`position`, `backtrack`: `Scope.mark`/`reset` and the
readers that try another reading) is not.  A clause handler whose form matched a text it then
refused is recorded apart (`Recording.refused`): what a mutation test exercises when the
changed text is refused.

Nothing is recorded unless someone listens (`listening`): a card compiles as it always does,
with one context-variable read per production.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import wraps
from typing import ParamSpec, Protocol, TypeVar

__all__ = ["Listener", "Recording", "active", "backtrack", "backtracking", "compiling", "compiled", "listening", "looked_up", "position",
           "record", "refusing"]


P = ParamSpec("P")
T = TypeVar("T")


@dataclass
class Recording:
    """The productions of one card as it compiles: those whose reading is in its tree (`used`), and
    those whose form matched a text they refused (`refused`)."""

    used: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)


class Listener(Protocol):
    """Who wants the productions of the cards compiled (scripts/production_audit.py, the test
    recorder of tests/conftest.py)."""

    def compiled(self, result: object, recording: Recording) -> None:
        """A card compiled: `result` is its definition or its abilities, or None when refused."""

    def looked_up(self, definition: object) -> None:
        """The card registry handed out `definition` (a game is using the card)."""


_RECORDING: ContextVar[Recording | None] = ContextVar("productions", default=None)
_LISTENER: ContextVar[Listener | None] = ContextVar("production_listener", default=None)


@contextmanager
def listening(listener: Listener) -> Iterator[Listener]:
    """Inside the block each card compiled is reported to `listener` with its productions."""
    token = _LISTENER.set(listener)
    try:
        yield listener
    finally:
        _LISTENER.reset(token)


@contextmanager
def compiling() -> Iterator[Recording | None]:
    """One card compiles inside the block, with a recording of its own when someone listens (a
    card compiled meanwhile, a conjured card's definition, gets another); None otherwise."""
    if _LISTENER.get() is None:
        yield None
        return
    found = Recording()
    token = _RECORDING.set(found)
    try:
        yield found
    finally:
        _RECORDING.reset(token)


def compiled(result: object, found: Recording | None) -> None:
    """The card of `found` compiled to `result` (None: it was refused)."""
    listener = _LISTENER.get()
    if listener is not None and found is not None:
        listener.compiled(result, found)


def looked_up(definition: object) -> None:
    """The registry handed out `definition`."""
    listener = _LISTENER.get()
    if listener is not None:
        listener.looked_up(definition)


def active() -> bool:
    """Whether the card compiling is being recorded (a name worth building)."""
    return _RECORDING.get() is not None


def record(name: str) -> None:
    """Production `name` read text of the card compiling."""
    found = _RECORDING.get()
    if found is not None:
        found.used.append(name)


def refusing(name: str) -> None:
    """Production `name` matched a text of the card compiling and refused it."""
    found = _RECORDING.get()
    if found is not None:
        found.refused.append(name)


def position() -> int:
    """Where the recording is, for `backtrack` (-1 when nothing is recorded)."""
    found = _RECORDING.get()
    return -1 if found is None else len(found.used)


def backtrack(at: int) -> None:
    """Forget the productions recorded since `position` gave `at`: the compiler threw their
    reading away."""
    found = _RECORDING.get()
    if found is not None and at >= 0:
        del found.used[at:]


def backtracking(reader: Callable[P, T]) -> Callable[P, T]:
    """`reader`'s productions are forgotten when it refuses its text (raises): the compiler then
    tries another reading."""

    @wraps(reader)
    def read(*args: P.args, **kwargs: P.kwargs) -> T:
        found = _RECORDING.get()
        if found is None:
            return reader(*args, **kwargs)
        at = len(found.used)
        try:
            return reader(*args, **kwargs)
        except Exception:
            del found.used[at:]
            raise

    return read
