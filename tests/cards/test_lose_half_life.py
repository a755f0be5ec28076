"""107.1a, 119.3: "Draw four cards. You lose half your life, rounded up." (Cruel Bargain) and
"Target opponent loses half their life, rounded up.": each player loses half of their own life
total as it resolves, rounded up (an odd total loses the larger half).  Mutations: "target
opponent" is another player; a verb or possessive that doesn't agree is refused."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Bargain", "Draw four cards. You lose half your life, rounded up.", ("Sorcery",), cost="{0}")
compiled_card("Test Tribute", "Target opponent loses half their life, rounded up.", ("Sorcery",), cost="{0}")


@pytest.mark.parametrize("start, after", [(20, 10), (15, 7), (1, 0)])
def test_107_1a_you_lose_half_rounded_up(start: int, after: int) -> None:
    d = position({"alice": {"hand": ["Test Bargain"], "library": ["Island"] * 4, "life": start}, "bob": {}})
    cast(d, "alice", "Test Bargain")
    assert life(d, "alice") == after and life(d, "bob") == 20


def test_target_opponent_loses_half_their_own_life() -> None:
    d = position({"alice": {"hand": ["Test Tribute"], "life": 4}, "bob": {"life": 9}})
    d.act("alice", "casts", "Test Tribute", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 4 and life(d, "alice") == 4


def test_the_trees() -> None:
    (bargain,) = compile_text("Test Bargain", "Draw four cards. You lose half your life, rounded up.", ("Sorcery",))
    assert bargain.effects == (dsl.Draw(4), dsl.LoseHalfLife(dsl.You()))
    (tribute,) = compile_text("Test Tribute", "Target opponent loses half their life, rounded up.", ("Sorcery",))
    assert tribute.effects == (dsl.LoseHalfLife(dsl.TargetPlayer(0)),) and tribute.targets[0].player == "opponent"


@pytest.mark.parametrize("text", ["You loses half your life, rounded up.", "Target opponent loses half your life, "
                                  "rounded up.", "You lose half your life, rounded down."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
