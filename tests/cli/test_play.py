"""`manastack play`: a game in the terminal against the AI, driven through standard input."""

from __future__ import annotations

import io
import re

import pytest
from click.testing import CliRunner
from rich.console import Console
from support import position

from manastack.agents import make_agent
from manastack.cli import main
from manastack.decks import decklist
from manastack.engine.game import Game
from manastack.play import EventWriter, TerminalGame, render_board


def run_play(*args: str, input: str):
    result = CliRunner().invoke(main, ["play", *args], input=input)
    assert "Traceback" not in result.output
    return result


def session(deck: str, vs: str, seed: int, answer, ai: str = "heuristic"):
    """A TerminalGame (the human is seat 0, "alice") whose input comes from `answer(game,
    decision, output_so_far)`; returns (outcome, output, game)."""
    human, other = decklist.load(deck), decklist.load(vs)
    game = Game.new([human, other], seed=seed, names=["alice", "bob"])
    buffer = io.StringIO()
    console = Console(file=buffer, width=100, color_system=None)
    terminal = TerminalGame(game, 0, make_agent(ai, seed), console, {0: "you", 1: f"AI: {ai}"},
                            reader=lambda prompt: answer(game, game.decision, buffer.getvalue()))
    outcome = terminal.run()
    return outcome, buffer.getvalue(), game


# ---------------------------------------------------------------------------- whole games


def test_a_full_game_against_the_ai_reaches_the_end_and_shows_the_result() -> None:
    """104.3b, 104.2a: a human who always answers 1 (keep, pass, no attack, no blocks) loses
    to the heuristic AI; the game runs to its end and the result is shown."""
    result = run_play("red-aggro", "--vs", "green-stompy", "--seed", "1", input="1\n" * 400)
    assert result.exit_code == 0
    assert "Game over" in result.output
    assert "You lose: bob wins." in result.output
    assert re.search(r"alice loses the game \((life|empty library)\)", result.output)
    assert "── turn 3: " in result.output  # the log scrolled through several turns
    assert "end of input" not in result.output  # the game ended before the input did


def test_concede_ends_the_game_with_the_opponent_winning() -> None:
    """104.3a: a player may concede at any time; the opponent wins (104.2a)."""
    result = run_play("white-weenie", "--vs", "black-midrange", "--ai", "random", input="concede\n")
    assert result.exit_code == 0
    assert "alice concedes" in result.output
    assert "bob wins the game" in result.output
    assert "You lose: bob wins." in result.output


def test_the_random_ai_and_end_of_turn_passing_play_a_whole_game() -> None:
    """500.1, 117.3d: passing priority with `e` (until the turn ends) still asks every real
    decision; a game against the random AI ends (104.2a) or runs out of input cleanly."""
    result = run_play("green-stompy", "--vs", "red-aggro", "--ai", "random", "--seed", "3", input="1\ne\n" * 300)
    assert result.exit_code == 0
    assert "Game over" in result.output or "end of input" in result.output
    assert "── turn 2: " in result.output


# ---------------------------------------------------------------------------- input handling


def test_bad_inputs_get_a_message_and_the_same_decision_again() -> None:
    """A non-number, an out-of-range number, an unknown command and an empty line change
    nothing (an illegal answer leaves the state unchanged, DESIGN.md principle 4): the
    player is asked again, and `concede` (104.3a) still works afterwards."""
    result = run_play("red-aggro", "--vs", "green-stompy", "--seed", "2",
                      input="xyzzy\n0\n99\n-3\n\n1.5\nconcede\n")
    assert result.exit_code == 0
    out = result.output
    assert "unknown command 'xyzzy'" in out
    assert "there is no option 0" in out
    assert "there is no option 99" in out
    assert "there is no option -3" in out
    assert "type the number of an option" in out
    assert "unknown command '1.5'" in out
    assert out.count("> ") >= 7  # each line was a prompt for the same decision
    assert "alice concedes" in out


def test_pass_commands_outside_priority_are_refused() -> None:
    """117.1: only a player with priority can pass it; at a mulligan (103.5) `p`, `n` and `e`
    are refused and the numbered options stay available."""
    result = run_play("red-aggro", "--vs", "green-stompy", "--seed", "0", input="p\nn\ne\nconcede\n")
    assert result.exit_code == 0
    assert result.output.count("there is no priority to pass here") == 3


def test_end_of_input_ends_the_game_cleanly() -> None:
    """Issue 6, `manastack play`: running out of input leaves the game unfinished without an
    error (not a concession, 104.3a)."""
    result = run_play("red-aggro", "--vs", "green-stompy", input="")
    assert result.exit_code == 0
    assert "end of input: the game is left unfinished." in result.output
    assert "Game over" not in result.output


def test_quit_leaves_the_game_unfinished() -> None:
    """Issue 6, `manastack play`: `quit` stops the session without a result (it is not the
    concession of 104.3a)."""
    result = run_play("red-aggro", "--vs", "green-stompy", input="quit\n")
    assert result.exit_code == 0
    assert "you leave the game unfinished." in result.output
    assert "Game over" not in result.output


def test_help_lists_the_commands() -> None:
    """Issue 6, `manastack play`: `help` explains every command, including the ways to pass
    priority (117.3d) and to concede (104.3a)."""
    result = run_play("red-aggro", "--vs", "green-stompy", input="help\nconcede\n")
    assert result.exit_code == 0
    for command in ("pass priority once", "pass until the turn ends", "pass until the next main phase",
                    "show the board again", "show the last N lines of the game log", "concede the game",
                    "leave the game unfinished"):
        assert command in result.output


def test_log_board_and_card_commands() -> None:
    """`log N` repeats the last log lines, `b` the board, `card NAME` a card's Oracle text."""
    result = run_play("red-aggro", "--vs", "green-stompy", "--seed", "0",  # bob plays first: log 3 shows both draws
                      input="log 3\nb\ncard Lightning Bolt\ncard Nonexistent Card\nconcede\n")
    out = result.output
    assert result.exit_code == 0
    assert out.count("draws 7 cards") >= 4  # twice as it happened, twice more from `log 3`
    assert out.count("Your hand (") >= 2
    assert "Lightning Bolt deals 3 damage to any target." in out
    assert "Nonexistent Card" in out


def test_an_unknown_deck_exits_non_zero_with_a_clear_error() -> None:
    """100.2a needs a deck: a name that is neither a bundled deck nor a file is an error
    (exit status 2, no traceback)."""
    result = run_play("no-such-deck", "--vs", "green-stompy", input="")
    assert result.exit_code == 2
    assert "error:" in result.output
    assert "no-such-deck: not a bundled deck" in result.output
    assert isinstance(result.exception, SystemExit)


def test_a_decklist_file_with_an_unsupported_card_is_an_error(tmp_path) -> None:
    """103.1 needs playable decks: a card the engine can't play is reported, not a crash."""
    path = tmp_path / "odd.txt"
    path.write_text("20 Mountain\n40 Definitely Not A Card Name\n", encoding="utf-8")
    result = run_play("red-aggro", "--vs", str(path), input="")
    assert result.exit_code == 2
    assert "error:" in result.output
    assert "Definitely Not A Card Name" in result.output


# ---------------------------------------------------------------------------- hidden information


def test_the_ais_hand_is_shown_only_as_a_count(tmp_path) -> None:
    """402.3: a player may not see an opponent's hand.  The AI plays a decklist file of cards
    that never appear in the human's deck; until one of them becomes public, its name is never
    printed, though the board counts the AI's hand."""
    path = tmp_path / "angels.txt"
    path.write_text("Name Angels\n60 Serra Angel\n", encoding="utf-8")
    result = run_play("red-aggro", "--vs", str(path), "--seed", "4", input="1\n1\n1\nconcede\n")
    assert result.exit_code == 0
    out = result.output
    assert "bob draws 7 cards" in out or "bob draws 6 cards" in out
    public = out.find("bob discards Serra Angel")
    assert "Serra Angel" not in (out if public < 0 else out[:public])
    assert re.search(r"bob \(AI: heuristic\).*\n.*life 20 · hand [1-9]", out)


def test_no_card_of_the_ais_hand_is_named_before_it_becomes_public() -> None:
    """402.3, DESIGN.md principle 8: at every decision of the human, no card that is in the
    AI's hand and has never been in a public zone has been named in the output so far."""
    checked = []

    def answer(game, decision, output):
        state = game.state
        public = {e["card"] for e in game.log if e["type"] == "zone_change"
                  and ({e["from"], e["to"]} & {"battlefield", "stack", "graveyard", "exile"})}
        public |= {e["card"] for e in game.log if e["type"] == "reveal"}
        secret = {state.objects[o].card for o in state.players[1].hand} - public
        assert not [name for name in secret if name in output]
        checked.append(len(secret))
        return "1" if len(checked) < 60 else "concede"

    # the two decks share no card names
    outcome, output, game = session("red-aggro", "white-blue-control", 5, answer)
    assert outcome == "over"
    assert sum(checked) > 0  # the AI did hold unseen cards while the human decided


def test_the_opponents_draws_are_unnamed_and_the_viewers_own_are_named() -> None:
    """402.3, 121.1: a draw by the opponent is "a card"; the viewer's own draw is named."""
    d = position({"alice": {"library": ["Shock"]}, "bob": {"library": ["Giant Growth"]}})
    game = d.game
    start = len(game.log)
    from manastack.engine import zones

    zones.draw(game.kernel, 0)
    zones.draw(game.kernel, 1)
    writer = EventWriter(game, 0)
    writer.learn_view(game.view(0))
    lines = writer.lines([game.log[i] for i in range(start, len(game.log))])
    assert lines == ["alice draws Shock", "bob draws a card"]


# ---------------------------------------------------------------------------- log and board


def test_log_lines_read_as_sentences() -> None:
    """601.2i a spell becomes cast, 608.2 it resolves, 120.3 damage, 704.5g a creature with
    lethal damage dies, 119.3 life loss: each becomes a readable log line."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    game = d.game
    writer = EventWriter(game, 0)
    writer.learn_view(game.view(0))
    start = len(game.log)
    d.act("alice", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    lines = writer.lines([game.log[i] for i in range(start, len(game.log))])
    expected = ["alice casts Lightning Bolt", "  Lightning Bolt targets Grizzly Bears", "Lightning Bolt resolves",
                "Lightning Bolt deals 3 damage to Grizzly Bears", "Grizzly Bears dies", "alice casts Shock",
                "Shock resolves", "Shock deals 2 damage to bob", "bob loses 2 life"]
    found = [line for line in lines if line in expected]
    assert sorted(found, key=expected.index) == found  # in the order they happened
    assert set(found) == set(expected)


def test_the_board_shows_life_hands_permanents_and_the_stack() -> None:
    """The board groups permanents by controller with tapped state, P/T, counters and damage
    (110, 122), shows hands as counts except the viewer's, and lists the stack (405)."""
    d = position({"alice": {"hand": ["Lightning Bolt", "Giant Growth"],
                            "battlefield": ["Mountain", {"card": "Forest", "tapped": True}]},
                  "bob": {"hand": ["Shock", "Shock", "Shock"],
                          "battlefield": [{"card": "Grizzly Bears", "tapped": True, "counters": {"+1/+1": 2}},
                                          {"card": "Grizzly Bears", "damage": 1}]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    buffer = io.StringIO()
    Console(file=buffer, width=100, color_system=None).print(render_board(d.game.view(0), {0: "you", 1: "AI"}))
    out = buffer.getvalue()
    assert "alice (you)" in out and "bob (AI)" in out
    assert "life 20 · hand 3" in out  # bob: a count only
    assert "Shock" not in out
    assert re.search(r"Grizzly Bears #\d+ 4/4 \(tapped, 2 \+1/\+1 counters\)", out)
    assert re.search(r"Grizzly Bears #\d+ 2/2 \(1 damage\)", out)
    assert "Lands: Mountain (tapped), Forest (tapped)" in out or "Forest (tapped)" in out
    assert "Stack (top first)" in out and "1. Lightning Bolt (alice) → bob" in out
    assert "Your hand (1): Giant Growth" in out
    assert "alice has priority" in out


def test_passing_until_end_of_turn_stops_for_every_real_decision() -> None:
    """117.3d: `e` passes priority for the human until the turn ends, but never answers a
    decision other than priority, and stops when a new object is put on the stack (405.1)."""
    seen = []

    def answer(game, decision, output):
        state = game.state
        seen.append((state.turn, decision.kind, tuple(item.id for item in state.stack)))
        if len(seen) > 200:
            return "concede"
        if decision.kind == "priority":
            return "e"
        return "1"

    outcome, output, game = session("green-stompy", "red-aggro", 7, answer)
    assert outcome == "over"
    for before, after in zip(seen, seen[1:], strict=False):
        if before[1] == "priority" and after[1] == "priority" and after[0] == before[0]:
            assert set(after[2]) - set(before[2]), "stopped within the turn without a new stack object"
    assert any(kind != "priority" for _turn, kind, _stack in seen)


@pytest.mark.parametrize("deck", decklist.bundled_names())
def test_every_bundled_deck_can_be_played(deck: str) -> None:
    """103: each bundled deck starts a game at the terminal against the AI."""
    result = run_play(deck, "--vs", "red-aggro", input="1\n" * 5 + "concede\n")
    assert result.exit_code == 0
    assert "bob wins the game" in result.output


def test_auto_skips_only_priority_where_nothing_but_passing_or_mana_is_possible() -> None:
    """117.3: with `auto on` (the default) a priority decision offering only "pass priority"
    and mana abilities (605) is passed for the human; with `auto off` it is asked."""
    only_pass = re.compile(r"you have priority\n\s+1\. pass priority\n(\s+\d+\. activate [^\n]*Add[^\n]*\n)*p pass")
    quiet = run_play("green-stompy", "--vs", "red-aggro", "--seed", "6", input="1\n" * 40 + "concede\n")
    loud = run_play("green-stompy", "--vs", "red-aggro", "--seed", "6", input="auto off\n" + "1\n" * 40 + "concede\n")
    assert "auto is off" in loud.output
    assert not only_pass.search(quiet.output)
    assert only_pass.search(loud.output)


@pytest.mark.parametrize("event, line", [
    ({"type": "poison", "player": 1, "count": 2, "source": None}, "bob gets 2 poison counters"),
    ({"type": "energy", "player": 0, "count": 3}, "alice gets 3 energy"),
    ({"type": "energy", "player": 0, "count": -2}, "alice pays 2 energy"),
    ({"type": "coin_flip", "player": 0, "won": False}, "alice loses a coin flip"),
    ({"type": "clash", "player": 0, "opponent": 1, "won": True}, "alice clashes with bob and wins"),
    ({"type": "spell_copied", "player": 1, "obj": 99, "item": 98, "card": "Shock", "name": "Shock"},
     "bob puts a copy of Shock on the stack"),
])
def test_events_of_later_mechanics_have_log_lines(event: dict, line: str) -> None:
    """122.1f poison, 107.14 energy, 705 coin flips, 701.23 clash, 707.10 copies of spells: each
    event the engine logs for them reads as a sentence in the terminal game's log."""
    d = position({"alice": {"battlefield": ["Mountain"]}})
    writer = EventWriter(d.game, 0)
    writer.learn_view(d.game.view(0))
    assert writer.lines([event]) == [line]


def test_a_renowned_or_regenerated_creature_is_named_in_its_log_line() -> None:
    """702.112 renown, 701.19 regeneration, 701.39 exert: the permanent is named."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"]}})
    writer = EventWriter(d.game, 0)
    writer.learn_view(d.game.view(0))
    bears = d.object("Grizzly Bears")
    assert writer.lines([{"type": "renowned", "obj": bears}]) == ["Grizzly Bears becomes renowned"]
    assert writer.lines([{"type": "regenerate", "obj": bears}]) == ["Grizzly Bears regenerates"]
    assert writer.lines([{"type": "exert", "obj": bears, "player": 0}]) == ["alice exerts Grizzly Bears"]
