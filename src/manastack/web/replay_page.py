"""What the browser's replay page is sent: one position of a saved game, as one player saw it.

The page steps through a saved game (the `Replay` of `manastack replay`: the game played again
from its save file's setup and actions), forwards and back and by turn, from either player's
view.  Each frame is built from `game.view(player)` and `game.events_for(player)` at that
position alone (DESIGN.md principle 8): the other player's hand and library stay hidden, and
the page can't ask for a position beyond the end of the save (there is no future to see).

No web framework here: the server (`manastack.web.server`) serves the frames, and the tests
build them directly too.
"""

from __future__ import annotations

from manastack.play import EventWriter
from manastack.web.replay import Replay
from manastack.web.savefile import SavedGame, SaveFileError
from manastack.web.session import circled_options, note_arrivals, summoning_sick

RESULT_WORDS = (" loses the game ", " concedes", "the game is a draw")


class ReplayPage:
    """A saved game opened for the replay page: its replay, seats and deck names."""

    def __init__(self, saved: SavedGame) -> None:
        self.replay = Replay(saved)  # raises SaveFileError for actions that don't reach the position
        self.seats = [dict(seat) for seat in saved.seats]
        self.deck_names = list(saved.setup["deck_names"])

    @property
    def length(self) -> int:
        return self.replay.length

    def check(self, position: object, player: object) -> tuple[int, int]:
        """The position and player a page asked for, as numbers; SaveFileError names a bad one."""
        players = len(self.replay.names)
        if not _whole(player) or not 0 <= int(player) < players:
            raise SaveFileError(f"player is 0 to {players - 1}, the seat whose view is shown")
        if not _whole(position) or not 0 <= int(position) <= self.length:
            raise SaveFileError(
                f"position is a whole number from 0 to {self.length} (the saved game's actions); "
                "a replay shows nothing beyond the end of the save"
            )
        return int(position), int(player)

    def frame(self, position: int, player: int) -> dict:
        """The game after its first `position` actions, as `player` saw it: their view, their
        log up to then (the lines since the step before marked new), and where the steps and
        turns around it are."""
        replay = self.replay
        game = replay.at(position)
        view = game.view(player)
        view.pop("log", None)  # the log comes as lines, below
        events = game.events_for(player)
        since = replay.log_sizes[replay.previous_step(position)] if position else 0
        writer = EventWriter(game, player)
        writer.learn_view(view)
        earlier = writer.lines(events[:since])
        lines = earlier + writer.lines(events[since:])
        arrived: dict[int, int] = {}
        turn_began: dict[int, int] = {}
        note_arrivals(events, arrived, turn_began)
        steps = replay.steps
        return {
            "type": "replay",
            "position": position,
            "length": self.length,
            "player": player,
            "step": sum(1 for k in steps if k <= position) - 1,
            "steps": len(steps) - 1,
            "previous": replay.previous_step(position),
            "next": replay.next_step(position),
            "turns": sorted(replay.turn_starts.items()),
            "view": view,
            "sick": sorted(summoning_sick(view, arrived, turn_began)),
            "circled": circled_options(view),
            "log": {"lines": lines, "new_from": len(earlier)},
            "players": [
                {
                    "name": name,
                    "kind": seat["kind"],
                    "level": seat.get("level", ""),
                    "deck": self.deck_names[index],
                }
                for index, (name, seat) in enumerate(zip(replay.names, self.seats, strict=True))
            ],
            "result": _result(view, lines) if view["over"] else None,
        }


def _whole(value: object) -> bool:
    """A whole number, or its decimal digits (as a query string has it)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return True
    return isinstance(value, str) and value.isdigit() and len(value) <= 9


def _result(view: dict, lines: list[str]) -> dict:
    winner = view["winner"]
    names = [p["name"] for p in view["players"]]
    headline = "The game is a draw." if winner is None else f"{names[winner]} wins."
    reasons = [line for line in lines if any(word in line for word in RESULT_WORDS)]
    return {"winner": winner, "headline": headline, "reasons": reasons[-4:], "turn": view["turn"]}
