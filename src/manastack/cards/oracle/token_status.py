"""Token status given by a static ability (111.1, 111.7-111.8): "All creatures are tokens."
(Intangible Vibes): engine/queries.py `is_token`; a creature that leaves the battlefield while it
is a token stays one and ceases to exist (704.5d)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle.phrases import fullmatch


def token_status_static(text: str) -> dsl.CreaturesAreTokens | None:
    """The effect of the line (without its final period), or None."""
    return dsl.CreaturesAreTokens() if fullmatch(r"all creatures are tokens", text) else None
