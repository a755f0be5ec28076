"""Saved games that can be resumed and replayed: `manastack play --resume FILE`, the browser's
save button, `manastack replay FILE`.

A save file is JSON:

    {"format": "manastack saved game", "version": 1,
     "setup": {"decks": [[[card, [circled options]], ...], ...], "deck_names": [...], "names": [...],
               "seed": "123" (a decimal string: JSON readers lose the digits of large numbers),
               "max_turns": null, "starting_player": null,
               "sideboards": [[[card, [circled options]], ...], ...] (only when a player has one: 400.11b)},
     "seats": [{"kind": "human"}, {"kind": "ai", "level": "heuristic"}],
     "actions": [0, 3, 1, {"concede": 0}, ...],
     "game": <Game.to_json() of the position>}

`game` is the position to resume from (read with `Game.from_json`, which refuses a damaged or
hostile state).  `setup` and `actions` (every answer given, as the option's index, and every
concession) replay the game from its start: the same seed and the same choices give the same
game (DESIGN.md principle 7), which is how `replay` steps backwards, and a replay that does
not reach `game` is refused as inconsistent.  The file holds the whole state, hidden cards
included: it belongs to whoever may see everything (the machine the game runs on), never to a
player's browser, which is why the browser's save button writes it on the server.

This module needs only the base install (no [web] extra): the terminal client uses it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from manastack.engine import rng
from manastack.engine.decision import IllegalAction, ManastackError, Option
from manastack.engine.game import Game
from manastack.engine.savegame import MAX_SAVE_BYTES

FORMAT = "manastack saved game"
VERSION = 1
SEAT_KINDS = ("human", "ai")
MAX_NAME = 100


class SaveFileError(ManastackError):
    """A save file that can't be read, written or replayed; the message names the problem."""


class RecordedGame(Game):
    """A Game that remembers how it was set up and every answer given to it, so it can be
    saved, resumed and replayed."""

    def __init__(self, state, log) -> None:
        super().__init__(state, log)
        self.setup: dict = {}
        self.actions: list = []

    @classmethod
    def start(
        cls,
        decks: Sequence,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        deck_names: Sequence[str] | None = None,
        max_turns: int | None = None,
        starting_player: int | None = None,
        sideboards: Sequence | None = None,
    ) -> RecordedGame:
        """A new game (Game.new) whose setup is recorded; without a seed, one is drawn from
        the operating system."""
        from manastack.engine.setup import deck_entries, sideboard_entries

        if seed is None:
            seed = rng.new_seed()
        game = cls.new(decks, seed=seed, names=names, max_turns=max_turns, starting_player=starting_player,
                       sideboards=sideboards)
        assert isinstance(game, RecordedGame)
        game.setup = {
            "decks": [[[name, list(legacy)] for name, legacy in deck_entries(deck)] for deck in decks],
            "deck_names": [str(n) for n in (deck_names or [""] * len(decks))],
            "names": [p.name for p in game.state.players],
            "seed": str(seed),
            "max_turns": max_turns,
            "starting_player": starting_player,
        }
        outside = [sideboard_entries(deck, None if sideboards is None else sideboards[i]) for i, deck in enumerate(decks)]
        if any(outside):  # 400.11b: the cards outside the game, which a wish or a companion brings in
            game.setup["sideboards"] = [[[name, list(legacy)] for name, legacy in cards] for cards in outside]
        return game

    @property
    def seed(self) -> int:
        return int(self.setup["seed"])

    def choose(self, option: Option | str | int) -> None:
        """Game.choose, remembering the answer as the index of the option."""
        index = _index_of(self.decision, option)
        super().choose(option)  # refuses an answer that names no option (index None)
        self.actions.append(index)

    def concede(self, player: int) -> None:
        super().concede(player)
        self.actions.append({"concede": player})

    def clone(self) -> RecordedGame:
        copy = super().clone()
        copy.__class__ = RecordedGame
        assert isinstance(copy, RecordedGame)
        copy.setup = dict(self.setup)
        copy.actions = list(self.actions)
        return copy


def _index_of(decision, option) -> int | None:
    """The index of the option an answer names: Game.choose matches an Option by value, and
    labels are unique within a decision, so its label finds it.  None if it names none."""
    if decision is None:
        return None
    options = decision.options
    if isinstance(option, int) and not isinstance(option, bool):
        return option if 0 <= option < len(options) else None
    label = option.label if isinstance(option, Option) else option
    for i, mine in enumerate(options):
        if mine.label == label:  # labels are unique within a decision
            return i
    return None


def agent_seed(game: RecordedGame, seat: int) -> int:
    """The seed of the AI playing `seat`: from the game's seed (rng.derived_seed), and for a
    resumed game also from the actions so far, so that a resumed game is played the same way
    each time it is resumed."""
    purpose = f"agent {seat}" if not game.actions else f"agent {seat} after {len(game.actions)} actions"
    return rng.derived_seed(game.seed, purpose)


# ---------------------------------------------------------------------------- writing


def save_data(game: RecordedGame, seats: Sequence[dict]) -> dict:
    """The save file's content for `game`, whose seats are described by `seats`."""
    if not game.setup:
        raise SaveFileError("this game was not started with its setup recorded, so it can't be saved")
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup,
        "seats": [dict(s) for s in seats],
        "actions": list(game.actions),
        "game": json.loads(game.to_json()),
    }


def write_save(path: str | Path, game: RecordedGame, seats: Sequence[dict]) -> Path:
    """Write the save file; returns its path."""
    path = Path(path)
    text = json.dumps(save_data(game, seats), separators=(",", ":"))
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as err:
        raise SaveFileError(f"{path}: can't write the saved game: {err.strerror or err}") from None
    return path


# ---------------------------------------------------------------------------- reading


@dataclass
class SavedGame:
    """A save file read back: the position to resume and what replays it."""

    game: RecordedGame
    seats: list[dict]

    @property
    def setup(self) -> dict:
        return self.game.setup

    @property
    def actions(self) -> list:
        return self.game.actions

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat["kind"] == "human"]


def read_save(path: str | Path) -> SavedGame:
    """Read a save file; a SaveFileError names the file and what is wrong with it."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as err:
        raise SaveFileError(f"{path}: can't read the file: {err.strerror or err}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError(
            f"{path}: the file is larger than {MAX_SAVE_BYTES} bytes (the saved-game size cap)"
        )
    try:
        return parse_save(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveFileError(f"{path}: the file is not UTF-8 text; it is not a saved game") from None
    except SaveFileError as err:
        raise SaveFileError(f"{path}: {err}") from None


def parse_save(text: str) -> SavedGame:
    """The saved game in `text` (the JSON of a save file)."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as err:
        raise SaveFileError(f"not valid JSON (truncated or damaged?): {err}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        if isinstance(data, dict) and "state" in data and "events" in data:
            raise SaveFileError(
                "this is a bare Game.to_json() position without its setup and choices; "
                "`manastack load` shows it, but only games saved by `manastack play` or "
                "`manastack serve` can be resumed and replayed"
            )
        raise SaveFileError(f'not a manastack saved game (no "format": {FORMAT!r})')
    if data.get("version") != VERSION:
        raise SaveFileError(
            f"saved-game version {data.get('version')!r} is not one this manastack reads ({VERSION})"
        )
    unknown = set(data) - {"format", "version", "setup", "seats", "actions", "game"}
    if unknown:
        raise SaveFileError(f"unknown key(s): {', '.join(sorted(map(str, unknown)))}")
    setup = _check_setup(data.get("setup"))
    seats = _check_seats(data.get("seats"), len(setup["names"]))
    actions = _check_actions(data.get("actions"), len(setup["names"]))
    if not isinstance(data.get("game"), dict):
        raise SaveFileError("'game' must be the position (the JSON object of Game.to_json())")
    try:
        game = RecordedGame.from_json(json.dumps(data["game"]))
    except ManastackError as err:
        raise SaveFileError(f"the saved position is refused: {err}") from None
    assert isinstance(game, RecordedGame)
    if [p.name for p in game.state.players] != setup["names"]:
        raise SaveFileError("the position's players are not the setup's players")
    game.setup = setup
    game.actions = actions
    return SavedGame(game, seats)


def _check_setup(setup) -> dict:
    if not isinstance(setup, dict):
        raise SaveFileError("'setup' must be an object")
    expected = {"decks", "deck_names", "names", "seed", "max_turns", "starting_player"}
    if not expected <= set(setup) <= expected | {"sideboards"}:
        raise SaveFileError(f"'setup' must have exactly the keys {', '.join(sorted(expected))}, and may have 'sideboards'")
    names = setup["names"]
    if not isinstance(names, list) or not 2 <= len(names) <= 8 or not all(_is_name(n) for n in names):
        raise SaveFileError("setup 'names' must be a list of 2 to 8 player names")
    decks = setup["decks"]
    if not isinstance(decks, list) or len(decks) != len(names):
        raise SaveFileError("setup 'decks' must hold one deck per player")
    for d, deck in enumerate(decks):
        if not isinstance(deck, list) or not all(
            isinstance(e, list)
            and len(e) == 2
            and _is_name(e[0])
            and isinstance(e[1], list)
            and all(isinstance(o, str) and len(o) <= MAX_NAME for o in e[1])
            for e in deck
        ):
            raise SaveFileError(f"setup deck {d + 1} must be a list of [card name, [circled options]]")
    sideboards = setup.get("sideboards", [[] for _ in names])
    if not isinstance(sideboards, list) or len(sideboards) != len(names) or not all(
        isinstance(cards, list) and all(isinstance(e, list) and len(e) == 2 and _is_name(e[0]) and isinstance(e[1], list)
                                        and all(isinstance(o, str) and len(o) <= MAX_NAME for o in e[1]) for e in cards)
        for cards in sideboards
    ):
        raise SaveFileError("setup 'sideboards' must hold one list of [card name, [circled options]] per player")
    deck_names = setup["deck_names"]
    if (
        not isinstance(deck_names, list)
        or len(deck_names) != len(names)
        or not all(isinstance(n, str) and len(n) <= 1000 and n.isprintable() for n in deck_names)
    ):
        raise SaveFileError("setup 'deck_names' must hold one deck name per player")
    seed = setup["seed"]
    if not isinstance(seed, str) or not seed.isdigit() or len(seed) > 80 or int(seed) > rng.MAX_SEED:
        raise SaveFileError("setup 'seed' must be a whole number from 0 to 2**256 - 1, written as a string")
    for key in ("max_turns", "starting_player"):
        value = setup[key]
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise SaveFileError(f"setup {key!r} must be null or a whole number")
    return setup


def _check_seats(seats, players: int) -> list[dict]:
    if not isinstance(seats, list) or len(seats) != players:
        raise SaveFileError(
            '\'seats\' must describe each player: {"kind": "human"} or {"kind": "ai", "level": ...}'
        )
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
            raise SaveFileError(f"seat {i}: kind must be one of {', '.join(SEAT_KINDS)}")
        level = seat.get("level")
        if seat["kind"] == "ai" and not (
            isinstance(level, str) and 0 < len(level) <= 40 and level.isprintable()
        ):
            raise SaveFileError(f"seat {i}: an AI seat names its level")
        if set(seat) - {"kind", "level"}:
            raise SaveFileError(
                f"seat {i}: unknown key(s) {', '.join(sorted(set(seat) - {'kind', 'level'}))}"
            )
    return seats


def _check_actions(actions, players: int) -> list:
    if not isinstance(actions, list):
        raise SaveFileError("'actions' must be a list of option indexes and concessions")
    for i, action in enumerate(actions):
        if isinstance(action, int) and not isinstance(action, bool) and action >= 0:
            continue
        if (
            isinstance(action, dict)
            and set(action) == {"concede"}
            and isinstance(action["concede"], int)
            and not isinstance(action["concede"], bool)
            and 0 <= action["concede"] < players
        ):
            continue
        raise SaveFileError(
            f'action {i + 1} ({action!r:.40}) is neither an option index nor {{"concede": player}}'
        )
    return actions


def _is_name(value) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 200 and value.isprintable()


# ---------------------------------------------------------------------------- replaying


def start_from_setup(setup: dict) -> RecordedGame:
    """The game as it began, from a save file's setup."""
    decks = [[(name, tuple(legacy)) for name, legacy in deck] for deck in setup["decks"]]
    sideboards = [[(name, tuple(legacy)) for name, legacy in cards] for cards in setup["sideboards"]] \
        if "sideboards" in setup else None
    try:
        return RecordedGame.start(
            decks,
            sideboards=sideboards,
            seed=int(setup["seed"]),
            names=setup["names"],
            deck_names=setup["deck_names"],
            max_turns=setup["max_turns"],
            starting_player=setup["starting_player"],
        )
    except ManastackError as err:
        raise SaveFileError(f"the setup can't start a game: {err}") from None


def apply_action(game: Game, action, number: int) -> None:
    """Give the game one recorded action (an option index or a concession)."""
    try:
        if isinstance(action, dict):
            game.concede(action["concede"])
        else:
            game.choose(action)
    except IllegalAction as err:
        raise SaveFileError(f"action {number} can't be replayed: {err}") from None


def replay_to_end(saved: SavedGame) -> RecordedGame:
    """Replay a saved game's actions from its setup; it must reach the saved position."""
    game = start_from_setup(saved.setup)
    for number, action in enumerate(saved.actions, start=1):
        apply_action(game, action, number)
    if game.to_json() != saved.game.to_json():
        raise SaveFileError(
            "the recorded actions don't lead to the saved position (the file was edited, or saved "
            "by another version of manastack)"
        )
    return game
