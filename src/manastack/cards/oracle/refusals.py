"""How the compiler says it doesn't understand a piece of text: every reader of Oracle text, the
pipeline's grammar (oracle/grammar.py) and the older phrase readers (oracle/phrases.py), raises
NoMatch, and a line that raises it refuses its card, quoted."""

from __future__ import annotations

__all__ = ["NoMatch"]


class NoMatch(Exception):
    """The compiler doesn't understand a piece of text."""
