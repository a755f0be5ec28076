"""606.2, 606.4: loyalty abilities as MTGJSON prints them, "[+2]: Each player draws a card.",
"[−1]: Target player draws a card.", "[−10]: Target player mills twenty cards." (Jace
Beleren): the bracketed symbol is the loyalty cost, paid by putting on or removing loyalty
counters.  Mutations: another sign or amount is another cost; a loyalty cost on a
non-planeswalker is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_JACE = "[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n[−10]: Target player mills twenty cards."
compiled_card("Test Beleren", _JACE, ("Planeswalker",), cost="{1}{U}{U}", loyalty=3)


def test_bracketed_costs_compile_to_loyalty_costs() -> None:
    plus, minus, ultimate = compile_text("Test Beleren", _JACE, ("Planeswalker",))
    assert (plus.cost.loyalty, minus.cost.loyalty, ultimate.cost.loyalty) == (2, -1, -10)
    assert ultimate.effects == (dsl.Mill(20, dsl.TargetPlayer(0)),)


def _walker(loyalty: int) -> dict:
    return {"card": "Test Beleren", "counters": {"loyalty": loyalty}}


def test_606_4_plus_two_adds_loyalty_and_each_player_draws() -> None:
    d = position({"alice": {"battlefield": [_walker(3)], "library": ["Island"]}, "bob": {"library": ["Forest"]}})
    d.act("alice", "activates", "Test Beleren", ability=1)
    assert d.game.state.objects[d.object("Test Beleren")].counters["loyalty"] == 5
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Island"] and cards(d, "bob", "hand") == ["Forest"]


def test_606_4_minus_ten_removes_loyalty_and_mills_twenty() -> None:
    d = position({"alice": {"battlefield": [_walker(10)]},
                  "bob": {"library": [{"card": "Forest", "count": 25}]}})
    d.act("alice", "activates", "Test Beleren", ability=3, targets=["bob"])
    d.resolve(None)
    assert len(cards(d, "bob", "graveyard")) == 20 and len(cards(d, "bob", "library")) == 5
    assert "Test Beleren" in cards(d, "alice", "graveyard")  # 0 loyalty: 704.5i


def test_a_minus_cost_needs_that_much_loyalty() -> None:
    d = position({"alice": {"battlefield": [_walker(3)]}, "bob": {}})
    assert d.action_problem("alice", "activates", "Test Beleren", ability=3) is not None


@pytest.mark.parametrize("text, loyalty", [("[−2]: Each player draws a card.", -2),
                                           ("[+1]: Each player draws a card.", 1),
                                           ("[0]: Each player draws a card.", 0)])
def test_mutations_another_cost(text: str, loyalty: int) -> None:
    (ability,) = compile_text("Test Walker", text, ("Planeswalker",))
    assert ability.cost.loyalty == loyalty


def test_a_loyalty_cost_on_a_creature_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Creature", "[+2]: Each player draws a card.", ("Creature",))
