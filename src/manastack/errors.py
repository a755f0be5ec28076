"""The errors manastack raises on purpose: the bottom layer, imported by every other
(docs/architecture.md)."""

from __future__ import annotations


class ManastackError(Exception):
    """Base class of every error manastack raises on purpose."""


class IllegalAction(ManastackError):
    """An answer that the pending decision does not allow.  The state is left unchanged."""


class GameSetupError(ManastackError):
    """A malformed deck or starting state given to the API."""
