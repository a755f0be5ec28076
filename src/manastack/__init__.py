"""manastack: a Magic: The Gathering rules engine that plays real games by the Comprehensive
Rules."""

from manastack.engine import casting, combat, mana, priority, setup, turn  # noqa: F401  (register procedures)
from manastack.engine.decision import Decision, GameSetupError, IllegalAction, ManastackError, Option
from manastack.engine.game import Game

__all__ = ["Game", "Decision", "Option", "IllegalAction", "GameSetupError", "ManastackError"]
__version__ = "0.1.0"
