"""manastack: a Magic: The Gathering rules engine that plays real games by the Comprehensive
Rules.

`manastack.Game` is imported on first use (PEP 562), with every rules module (engine/game.py), so
that a command that needs no game (`manastack --help`) doesn't pay for the engine."""

from manastack.engine.decision import Decision, GameSetupError, IllegalAction, ManastackError, Option

__all__ = ["Game", "Decision", "Option", "IllegalAction", "GameSetupError", "ManastackError"]
__version__ = "0.1.0"


def __getattr__(name: str):
    if name == "Game":
        from manastack.engine.game import Game

        return Game
    raise AttributeError(f"module 'manastack' has no attribute {name!r}")
