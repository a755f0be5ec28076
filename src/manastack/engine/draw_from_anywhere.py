"""Drawing from anywhere in one's library (Heart of a Duelist: "You may draw cards from anywhere
in your library. (You don't get to look at them or reorder them while doing so.)"): a player
with this rule chooses, for each card they draw (121.2), which position of their library it comes
from, counted from the top, without seeing the cards (the options name positions only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.decision import Option
from manastack.engine.player_rules import has_rule

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel

DRAW_FROM_ANYWHERE = "draw_from_anywhere"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def draw_position(game: Kernel, player: int) -> int:
    """The library position (0: the top) the player's next draw takes its card from."""
    size = len(game.state.players[player].library)
    if size < 2 or not has_rule(game, player, DRAW_FROM_ANYWHERE):
        return 0
    options = [Option("number", "the top card" if i == 0 else f"the {_ordinal(i + 1)} card from the top", i)
               for i in range(size)]
    return game.ask(player, "number", options, "draw which card of your library (by its place)?").value
