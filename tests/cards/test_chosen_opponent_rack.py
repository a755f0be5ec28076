""""As ~ enters, choose an opponent." (614.12c) and "At the beginning of the chosen player's
upkeep, ~ deals X damage to that player, where X is 3 minus the number of cards in their hand."
(The Rack): the choice is remembered by the permanent; the trigger waits for that player's upkeep
only; a negative difference is 0 (107.1b).  Mutations close the family."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Rack", "As Test Rack enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, "
              "Test Rack deals X damage to that player, where X is 3 minus the number of cards in their hand.",
              ("Artifact",))
compiled_card("Test Vise", "As Test Vise enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, "
              "Test Vise deals X damage to that player, where X is the number of cards in their hand minus 4.",
              ("Artifact",))

_LIBRARY = ["Plains"] * 8


def _cast(card: str, bob_hand: list[str]):
    d = position({"alice": {"hand": [card], "library": _LIBRARY}, "bob": {"hand": bob_hand, "library": _LIBRARY}})
    d.act("alice", "casts", card)
    d.resolve(None)
    assert d.game.state.objects[d.object(card)].chosen == {"opponent": d.player("bob")}
    return d


@pytest.mark.parametrize("hand, damage", [([], 3), (["Forest"], 2), (["Forest"] * 4, 0)])
def test_the_chosen_players_upkeep_three_minus_their_hand(hand: list, damage: int) -> None:
    """Bob draws in his draw step, after the upkeep: his hand as the trigger resolves counts."""
    d = _cast("Test Rack", hand)
    d.pass_to_step("draw", d.player("bob"))
    assert life(d, "bob") == 20 - damage
    assert life(d, "alice") == 20


def test_the_controllers_own_upkeep_doesnt_trigger_it() -> None:
    d = _cast("Test Rack", [])
    d.pass_to_step("draw", d.player("bob"))
    assert life(d, "bob") == 17
    d.pass_to_step("draw", d.player("alice"))
    assert life(d, "alice") == 20 and life(d, "bob") == 17


@pytest.mark.parametrize("hand, damage", [(["Forest"] * 6, 2), (["Forest"] * 3, 0)])
def test_their_hand_minus_four(hand: list, damage: int) -> None:
    d = _cast("Test Vise", hand)
    d.pass_to_step("draw", d.player("bob"))
    assert life(d, "bob") == 20 - damage


def test_the_trigger_and_choice_compile_to_their_trees() -> None:
    choose, trigger = compile_text("Test Rack", "As Test Rack enters, choose an opponent.\nAt the beginning of the chosen "
                                   "player's upkeep, Test Rack deals X damage to that player, where X is 3 minus the "
                                   "number of cards in their hand.", ("Artifact",))
    assert choose.effect == dsl.ChooseAsEnters("opponent")
    assert trigger.trigger == dsl.Trigger("step", step="upkeep", whose="chosen")
    assert trigger.effects == (dsl.DealDamage(dsl.Difference(3, dsl.CardsInHandOf(dsl.TriggeringPlayer())),
                                              dsl.TriggeringPlayer()),)


@pytest.mark.parametrize("text", [
    "At the beginning of the chosen player's upkeep, Test Card deals 1 damage to that player.",  # nothing chosen
    "As Test Card enters, choose a player.",
    "As Test Card enters, choose an opponent.\nAt the beginning of the chosen player's turn, Test Card deals 1 damage to "
    "that player.",
    "As Test Card enters, choose an opponent.\nAt the beginning of your upkeep, Test Card deals X damage to target "
    "creature, where X is 3 minus the number of cards in their hand.",
    "As Test Card enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, Test Card deals X damage "
    "to that player, where X is 3 minus 2.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",))
