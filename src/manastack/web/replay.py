"""`manastack replay FILE`: step through a finished or saved game, forwards and back, from
either player's view.

The game is played again from its save file's setup and actions (the same seed and choices
give the same game, DESIGN.md principle 7).  Position k is the game after its first k actions;
the steps are the positions after which something other than passing priority and moving to
the next step happened.  What is shown at each step is that player's view and their log
(`game.view(player)`, `game.events_for(player)`); switching players shows the other's.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from manastack.engine.game import Game
from manastack.play import EventWriter, render_board
from manastack.web.savefile import SavedGame, SaveFileError, apply_action, read_save, start_from_setup

CHECKPOINT_EVERY = 50  # actions between the copies kept for going back
BOOKKEEPING = frozenset({"pass", "step", "step_begin", "phase_begin"})

HELP = """[bold]Replay commands[/bold]
  [bold]n[/bold], next, Enter   the next step (something happened)
  [bold]b[/bold], back          the step before
  [bold]t[/bold], turn          the start of the next turn;  [bold]t N[/bold]  the start of turn N
  [bold]start[/bold], [bold]end[/bold]       the first or last position
  [bold]v[/bold] [N]           see the game as player N (or the other player)
  [bold]log[/bold]              the whole log so far, as this player saw it
  [bold]q[/bold], quit          leave the replay"""


class Replay:
    """A saved game played again from its setup; `at(k)` is the game after k actions."""

    def __init__(self, saved: SavedGame) -> None:
        self.actions = list(saved.actions)
        game = start_from_setup(saved.setup)
        game.resume()  # run it to its first decision: the shuffles and opening hands are position 0
        self.names = [p.name for p in game.state.players]
        self._checkpoints: dict[int, Game] = {0: game.clone()}
        self.steps = [0]  # positions worth stopping at
        self.turn_starts: dict[int, int] = {}  # turn -> first position in it
        self.log_sizes = [len(game.log)]  # the number of events at each position
        seen = len(game.log)
        for number, action in enumerate(self.actions, start=1):
            apply_action(game, action, number)
            events = game.log.since(seen)
            seen = len(game.log)
            self.log_sizes.append(seen)
            if any(e["type"] not in BOOKKEEPING for e in events):
                self.steps.append(number)
            for e in events:
                if e["type"] == "turn_begin":
                    self.turn_starts.setdefault(e["turn"], number)
            if number % CHECKPOINT_EVERY == 0:
                self._checkpoints[number] = game.clone()
        if self.steps[-1] != len(self.actions):
            self.steps.append(len(self.actions))
        if game.to_json() != saved.game.to_json():
            raise SaveFileError(
                "the recorded actions don't lead to the saved position (the file was edited, or "
                "saved by another version of manastack)"
            )
        self.final = game

    @property
    def length(self) -> int:
        return len(self.actions)

    def at(self, position: int) -> Game:
        """The game after its first `position` actions (a fresh copy)."""
        position = max(0, min(position, self.length))
        if position == self.length:
            return self.final.clone()
        start = max(k for k in self._checkpoints if k <= position)
        game = self._checkpoints[start].clone()
        for number in range(start + 1, position + 1):
            apply_action(game, self.actions[number - 1], number)
        return game

    def next_step(self, position: int) -> int:
        return next((k for k in self.steps if k > position), self.length)

    def previous_step(self, position: int) -> int:
        return next((k for k in reversed(self.steps) if k < position), 0)


def log_lines(game: Game, player: int, start: int, end: int) -> list[str]:
    """`player`'s log lines for the events from `start` to `end`, named as they knew them."""
    writer = EventWriter(game, player)
    events = game.events_for(player)
    writer.lines(events[:start])  # learn the names known before
    writer.learn_view(game.view(player))
    return writer.lines(events[start:end])


def run_replay(
    path: str, player: int = 0, console: Console | None = None, reader: Callable[[str], str] | None = None
) -> None:
    """The replay loop in the terminal; raises SaveFileError for a file that can't be replayed."""
    console = console or Console()
    read = reader or (lambda prompt: console.input(prompt))
    saved = read_save(path)
    if not 0 <= player < len(saved.setup["names"]):
        raise SaveFileError(
            f"there is no player {player}: the players are 0 to {len(saved.setup['names']) - 1}"
        )
    replay = Replay(saved)
    names = replay.names
    console.print(
        f"Replay of {escape(' vs '.join(names))}: {replay.length} actions, {len(replay.steps) - 1} steps. "
        "Type help for the commands."
    )
    position, shown_from = 0, 0
    while True:
        game = replay.at(position)
        labels = {
            i: _seat_label(saved.seats[i]) + (", whose view this is" if i == player else "")
            for i in range(len(names))
        }
        console.print(render_board(game.view(player), labels))
        end = len(game.log)
        for line in log_lines(game, player, shown_from, end):
            console.print(Text("  · " + line, style="cyan"))
        over = " · game over" if game.over else ""
        console.print(
            f"[dim]position {position}/{replay.length} · seen by {escape(names[player])}{over}[/dim]"
        )
        while True:
            try:
                line = read("replay> ").strip()
            except (EOFError, KeyboardInterrupt):
                return
            word, _, rest = line.partition(" ")
            word = word.lower()
            target = _move(replay, position, word, rest.strip())
            if target is not None:
                # forwards: what happened since; backwards: what led to that step
                shown_from = end if target > position else replay.log_sizes[replay.previous_step(target)]
                position = target
                break
            if word in ("v", "view"):
                if rest.strip().isdigit() and int(rest) < len(names):
                    player = int(rest)
                elif rest.strip():
                    console.print(
                        f"[red]there is no player {escape(rest.strip())}[/red]: 0 to {len(names) - 1}"
                    )
                    continue
                else:
                    player = (player + 1) % len(names)
                shown_from = replay.log_sizes[replay.previous_step(position)]
                break
            if word == "log":
                for entry in log_lines(game, player, 0, end):
                    console.print(Text("  · " + entry, style="cyan"))
                continue
            if word in ("q", "quit", "exit"):
                return
            if word in ("h", "help", "?"):
                console.print(HELP)
                continue
            console.print(f"[red]unknown command {escape(word)!r}[/red]: type help for the commands")


def _seat_label(seat: dict) -> str:
    return f"AI: {seat['level']}" if seat["kind"] == "ai" else "human"


def _move(replay: Replay, position: int, word: str, rest: str) -> int | None:
    """Where a movement command goes (None if `word` isn't one)."""
    if word in ("", "n", "next"):
        return replay.next_step(position)
    if word in ("b", "back"):
        return replay.previous_step(position)
    if word == "start":
        return 0
    if word == "end":
        return replay.length
    if word in ("t", "turn"):
        if rest.isdigit():
            return replay.turn_starts.get(int(rest), position)
        later = [k for k in replay.turn_starts.values() if k > position]
        return min(later) if later else replay.length
    return None
