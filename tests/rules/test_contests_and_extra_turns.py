"""Clash (701.23), coin flips (705) and extra turns (500.7), played from compiled Oracle text.

701.23a-d: both players reveal their top cards, each may put theirs on the bottom, and you win
with the higher mana value ("If you win, X. Otherwise, Y.").  705.2: a flip is won or lost with
chance one half, from the game's own generator ("If you win the flip" / "If you lose the flip").
500.7: an extra turn comes directly after this one, the most recent first; then the turns go on
in turn order from the player whose turn they followed.  Mutations are refused or change the
tree."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import rng

compiled_card("Test Clasher", "Draw a card. Clash with an opponent. If you win, you gain 5 life. Otherwise, you lose "
                              "1 life.", ("Sorcery",))
compiled_card("Test Flipper", "Flip a coin. If you win the flip, you gain 3 life. If you lose the flip, you lose 2 "
                              "life.", ("Sorcery",))
compiled_card("Test Time Walk", "Take an extra turn after this one.", ("Sorcery",))
compiled_card("Test Time Warp", "Target player takes an extra turn after this one.", ("Sorcery",))
compiled_card("Test Time Stretch", "Target player takes two extra turns after this one.", ("Sorcery",))


def _clash(alice_library: list[str], bob_library: list[str], alice_answer: str, bob_answer: str):
    d = position({"alice": {"hand": ["Test Clasher"], "library": alice_library},
                  "bob": {"library": bob_library}})
    d.queued.setdefault(d.player("bob"), []).append(bob_answer)
    d.act("alice", "casts", "Test Clasher", choices=[alice_answer])
    d.resolve(None)
    return d


def test_the_higher_mana_value_wins_the_clash() -> None:
    """701.23d: alice reveals Grizzly Bears (2) against bob's Shock (1): she wins."""
    d = _clash(["Forest", "Grizzly Bears", "Island"], ["Shock", "Plains"], "on top", "on top")
    assert life(d, "alice") == 25
    assert [e["won"] for e in events(d.game, "clash")] == [True]
    assert cards(d, "alice", "library") == ["Grizzly Bears", "Island"]  # kept on top
    seen = {e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"}
    assert seen == {"Grizzly Bears", "Shock"}  # 701.23c: both cards are revealed to all


def test_a_tie_is_not_a_win_and_each_player_chooses_bottom_for_their_own_card() -> None:
    """701.23d: equal mana values: nobody wins ("Otherwise"); 701.23a: each player decides where
    their own card goes."""
    d = _clash(["Forest", "Shock", "Island"], ["Lightning Bolt", "Plains"], "on the bottom", "on top")
    assert life(d, "alice") == 19
    assert cards(d, "alice", "library") == ["Island", "Shock"]
    assert cards(d, "bob", "library") == ["Lightning Bolt", "Plains"]


def test_a_lower_mana_value_loses() -> None:
    d = _clash(["Forest", "Forest", "Island"], ["Grizzly Bears", "Plains"], "on top", "on the bottom")
    assert life(d, "alice") == 19
    assert cards(d, "bob", "library") == ["Plains", "Grizzly Bears"]


def _flip(won: bool):
    """A position whose next coin flip (the generator's next number below 2) is `won`."""
    d = position({"alice": {"hand": ["Test Flipper"]}})
    seed = next(k for k in range(100) if (rng.below(rng.from_seed(k), 2)[1] == 1) == won)
    d.game.state.rng = rng.from_seed(seed)
    d.act("alice", "casts", "Test Flipper")
    d.resolve(None)
    return d


@pytest.mark.parametrize("won", [True, False])
def test_the_flip_decides_which_outcome_happens(won: bool) -> None:
    d = _flip(won)
    assert life(d, "alice") == (23 if won else 18)
    assert [e["won"] for e in events(d.game, "coin_flip")] == [won]


def test_flips_are_fair_over_many_seeds() -> None:
    """705.2: each outcome has chance one half (400 flips: between 160 and 240 wins)."""
    wins = sum(rng.below(rng.from_seed(k), 2)[1] for k in range(400))
    assert 160 <= wins <= 240


def _turns(d) -> list[tuple[int, str]]:
    return [(e["turn"], d.game.player_name(e["active"])) for e in events(d.game, "turn_begin")]


def _play_to_turn(d, turn: int) -> None:
    d.pass_until(lambda: d.game.state.turn >= turn and d.game.state.step == "main1")


def test_take_an_extra_turn_after_this_one() -> None:
    d = position({"alice": {"hand": ["Test Time Walk"], "library": ["Plains"] * 5},
                  "bob": {"library": ["Plains"] * 5}})
    start = d.game.state.turn
    d.act("alice", "casts", "Test Time Walk")
    d.resolve(None)
    _play_to_turn(d, start + 2)
    assert [name for _, name in _turns(d)][-2:] == ["alice", "bob"]
    assert d.game.state.active == d.player("bob") and d.game.state.turn == start + 2
    assert d.game.state.extra.get("extra_turns") is None


def test_an_opponents_extra_turn_comes_before_their_own_turn() -> None:
    """500.7: bob's extra turn is added directly after alice's; his regular turn still follows,
    then alice's."""
    d = position({"alice": {"hand": ["Test Time Warp"], "library": ["Plains"] * 5},
                  "bob": {"library": ["Plains"] * 5}})
    start = d.game.state.turn
    d.act("alice", "casts", "Test Time Warp", targets=["bob"])
    d.resolve(None)
    _play_to_turn(d, start + 3)
    assert [name for _, name in _turns(d)][-3:] == ["bob", "bob", "alice"]


def test_two_extra_turns() -> None:
    d = position({"alice": {"hand": ["Test Time Stretch"], "library": ["Plains"] * 6},
                  "bob": {"library": ["Plains"] * 6}})
    start = d.game.state.turn
    d.act("alice", "casts", "Test Time Stretch", targets=["alice"])
    d.resolve(None)
    _play_to_turn(d, start + 3)
    assert [name for _, name in _turns(d)][-3:] == ["alice", "alice", "bob"]


def test_extra_turns_survive_a_save_and_a_clone() -> None:
    from manastack.engine.game import Game

    d = position({"alice": {"hand": ["Test Time Stretch"], "library": ["Plains"] * 6},
                  "bob": {"library": ["Plains"] * 6}})
    d.act("alice", "casts", "Test Time Stretch", targets=["bob"])
    d.resolve(None)
    loaded = Game.from_json(d.game.to_json())
    assert loaded.state.extra["extra_turns"] == [d.player("bob")] * 2
    clone = d.game.clone()
    clone.state.extra["extra_turns"].pop()
    assert d.game.state.extra["extra_turns"] == [d.player("bob")] * 2


@pytest.mark.parametrize("text", [
    "Clash with an opponent. If you lose, you gain 5 life.",
    "Clash with an opponent. If you win the flip, you gain 5 life.",
    "Flip a coin. If you win, you gain 5 life.",
    "Flip a coin. If you lose the flip, you gain 1 life. If you win the flip, you lose 1 life.",
    "Clash with an opponent. If you win, you may draw a card.",
    "Clash with an opponent.",
    "Take an extra turns after this one.",
    "Take two extra turn after this one.",
    "Take an extra turn before this one.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_win_and_lose_are_different_trees() -> None:
    win, lose = (compile_text("T", f"Flip a coin. If you {w} the flip, you gain 3 life.", ("Sorcery",))[0].effects[1]
                 for w in ("win", "lose"))
    assert isinstance(win, dsl.IfWon) and (win.won, lose.won) == (True, False) and win.contest == "flip"
