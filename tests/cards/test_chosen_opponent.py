"""614.12c: "As ~ enters, choose an opponent." and 603.2: "At the beginning of the chosen player's
upkeep, ~ deals X damage to that player, where X is the number of cards in their hand minus 4."
(Black Vise): the choice is made as it enters and remembered; only the chosen player's upkeep
triggers it; 107.1b: a hand of four or fewer cards deals no damage.  Mutations: "your upkeep",
"minus 3"; "the chosen player" with no choice made is refused."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_VISE = ("As Test Vise enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, Test Vise deals X "
         "damage to that player, where X is the number of cards in their hand minus 4.")
compiled_card("Test Vise", _VISE, ("Artifact",), cost="{0}")


def _vise_game(bob_hand: int):
    d = position({"alice": {"hand": ["Test Vise"], "library": ["Island"] * 5},
                  "bob": {"hand": ["Forest"] * bob_hand, "library": ["Island"] * 5}})
    cast(d, "alice", "Test Vise")
    return d


def test_614_12c_the_opponent_is_chosen_as_it_enters() -> None:
    d = _vise_game(6)
    assert d.game.state.objects[d.object("Test Vise")].chosen == {"opponent": d.player("bob")}


def test_the_chosen_players_upkeep_deals_hand_minus_four() -> None:
    d = _vise_game(7)
    d.pass_to_step("upkeep", d.player("bob"))
    d.resolve(None)
    assert life(d, "bob") == 17 and life(d, "alice") == 20


def test_107_1b_four_cards_or_fewer_no_damage() -> None:
    d = _vise_game(3)
    d.pass_to_step("upkeep", d.player("bob"))
    d.resolve(None)
    assert life(d, "bob") == 20


def test_its_controllers_upkeep_doesnt_trigger_it() -> None:
    d = _vise_game(6)
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    d.resolve(None)
    assert life(d, "alice") == 20 and life(d, "bob") == 18  # only bob's upkeep (six cards) dealt damage


def test_the_tree() -> None:
    choose, trigger = compile_text("Test Vise", _VISE, ("Artifact",))
    assert choose.effect == dsl.ChooseAsEnters("opponent")
    assert trigger.trigger == dsl.Trigger("step", step="upkeep", whose="chosen")
    assert trigger.effects == (dsl.DealDamage(dsl.Minus(dsl.CardsInHandOf(dsl.TriggeringPlayer()), 4),
                                              dsl.TriggeringPlayer()),)


def test_mutation_your_upkeep_and_minus_three() -> None:
    text = _VISE.replace("the chosen player's upkeep", "your upkeep").replace("their hand", "your hand").replace(
        "to that player", "to you")
    _choose, trigger = compile_text("Test Vise", text.replace("minus 4", "minus 3"), ("Artifact",))
    assert trigger.trigger.whose == "you"
    assert trigger.effects[0].amount == dsl.Minus(dsl.CardsIn("hand"), 3)


@pytest.mark.parametrize("text", [
    _VISE.split("\n")[1],  # no choice made
    _VISE.replace("choose an opponent", "choose a color"),
    _VISE.replace("choose an opponent", "choose a opponent"),
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Vise", text, ("Artifact",))
