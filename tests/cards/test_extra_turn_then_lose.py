"""500.7, 603.7, 104.3e: "Take an extra turn after this one. At the beginning of that turn's end
step, you lose the game." (Final Fortune): the caster takes the next turn; the delayed trigger
waits through this turn's end step and triggers at the extra turn's end step, where its
controller loses.  Mutations: "you win the game" (another effect), a plain "you lose the
game"; "that turn" with no extra turn before it is refused."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_FORTUNE = "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game."
compiled_card("Test Fortune", _FORTUNE, ("Instant",), cost="{0}")
compiled_card("Test Doom Spell", "You lose the game.", ("Sorcery",), cost="{0}")

_LIBRARY = ["Island"] * 6


def _cast_fortune():
    d = position({"alice": {"hand": ["Test Fortune"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Fortune")
    return d


def test_500_7_the_extra_turn_is_the_casters_and_this_end_step_passes() -> None:
    d = _cast_fortune()
    turn = d.game.state.turn
    d.pass_to_step("upkeep", d.player("alice"), turn=turn + 1)
    assert d.game.state.active == d.player("alice") and not d.game.state.over  # survived this turn's end step


def test_603_7_the_caster_loses_at_the_extra_turns_end_step() -> None:
    d = _cast_fortune()
    turn = d.game.state.turn
    d.pass_to_step("end", d.player("alice"), turn=turn + 1)
    d.pass_until(lambda: d.game.state.over, limit=50)
    assert d.game.state.over and d.game.state.winner == d.player("bob")


def test_you_lose_the_game() -> None:
    d = position({"alice": {"hand": ["Test Doom Spell"]}, "bob": {}})
    cast(d, "alice", "Test Doom Spell")
    assert d.game.state.over and d.game.state.winner == d.player("bob")


def test_the_tree() -> None:
    (spell,) = compile_text("Test Fortune", _FORTUNE, ("Instant",))
    assert spell.effects == (dsl.ExtraTurn(), dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end", whose="any"),
                                                                      (dsl.LoseGame(),), that_extra_turn=True))


def test_mutation_win_instead() -> None:
    (spell,) = compile_text("Test Card", _FORTUNE.replace("you lose the game", "you win the game"), ("Instant",))
    assert spell.effects[1].effects == (dsl.WinGame(),)


@pytest.mark.parametrize("text", ["At the beginning of that turn's end step, you lose the game.",
                                  "Draw a card. At the beginning of that turn's end step, you lose the game.",
                                  "You loses the game."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
