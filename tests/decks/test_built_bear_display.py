"""Built Bear's circled options in the terminal client (issue 20 item 5): copies with different
options are told apart in the hand, on the board and in the options, from what the player's own
view and log show (Built Bear's rulings: the options are printed characteristics)."""

from __future__ import annotations

import io

from rich.console import Console
from support import position

from manastack.agents import make_agent
from manastack.decks import decklist
from manastack.engine.game import Game
from manastack.play import TerminalGame, circled_options, render_board

BEARS = decklist.parse(
    "Deck\n16 Forest\n8 Built Bear [flash, +1/+1]\n8 Built Bear [draw]\n"
    "8 Built Bear [reach, ward]\n8 Built Bear\n",
    "bears",
)


def test_a_bear_put_onto_the_battlefield_without_being_cast_shows_its_options() -> None:
    """Built Bear's rulings: the circled options are printed characteristics, so every Built
    Bear the player sees shows them, however it got where it is (here: set up in play)."""
    d = position({"alice": {"battlefield": [{"card": "Built Bear", "legacy": ["reach", "ward"]},
                                            {"card": "Built Bear", "legacy": []}, "Grizzly Bears"]},
                  "bob": {}})
    shown = sorted(circled_options(o) for o in d.game.view(1)["battlefield"])
    assert shown == ["", " [nothing circled]", " [reach, ward]"]


def play_until(stop, seed: int = 4, turns: int = 30) -> Game:
    """Both players play a land and cast what they can until `stop(game)` holds."""
    game = Game.new([BEARS, BEARS], seed=seed, names=["alice", "bob"])
    while not game.over and game.state.turn < turns and not stop(game):
        d = game.decision
        eager = [o for o in d.options if o.kind in ("play", "cast")]
        game.choose(eager[0] if eager else d.options[0])
    return game


def bears_to_cast(game: Game) -> list:
    """Alice's options to cast Built Bears, when they are of at least two builds."""
    d = game.decision
    if d is None or d.player != 0 or game.state.turn < 7:
        return []
    casts = [o for o in d.options if o.kind == "cast" and o.label.startswith("cast Built Bear")]
    builds = {game.state.objects[o.value[0]].legacy for o in casts}
    return casts if len(builds) >= 2 else []


def test_hand_board_and_options_show_each_bears_options() -> None:
    """The human's hand and both players' Built Bears on the board are shown with their options
    (from the view: printed characteristics), exactly those the engine gave each copy; casting options for bears with different options say which is which."""
    game = play_until(bears_to_cast)
    casts = bears_to_cast(game)
    assert casts, "no two builds of Built Bear to cast"
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None)
    terminal = TerminalGame(game, 0, make_agent("random", 1), console, {0: "you", 1: "AI"})
    terminal.flush_log()
    view = game.view(0)
    truth = {oid: obj.legacy for oid, obj in game.state.objects.items() if obj.card == "Built Bear"}
    shown = [o for o in view["battlefield"] + view["players"][0]["hand"] if o["name"] == "Built Bear"]
    assert {o.get("controller", 0) for o in shown if "controller" in o} == {
        0,
        1,
    }  # bears of both players in play
    for o in shown:
        legacy = truth[o["id"]]
        assert circled_options(o) == (
            f" [{', '.join(legacy)}]" if legacy else " [nothing circled]"
        )
    console.print(render_board(view, {0: "you", 1: "AI"}))
    board = buffer.getvalue()
    hand_line = next(line for line in board.splitlines() if line.startswith("Your hand"))
    for o in view["players"][0]["hand"]:
        assert o["name"] + circled_options(o) in hand_line
    for o in view["battlefield"]:
        if o["name"] == "Built Bear":
            assert "Built Bear" + circled_options(o) in board
    buffer.truncate(0)
    buffer.seek(0)
    terminal.show_decision(game.decision)
    for option in casts:
        legacy = truth[option.value[0]]
        line = next(x for x in buffer.getvalue().splitlines() if option.label in x)
        assert line.endswith("[" + ", ".join(legacy) + "]" if legacy else "[nothing circled]")


def test_a_card_without_legacy_options_shows_nothing_more() -> None:
    game = play_until(lambda g: g.state.turn >= 3)
    for o in game.view(0)["players"][0]["hand"] + game.view(0)["battlefield"]:
        if o["name"] != "Built Bear":
            assert circled_options(o) == ""
