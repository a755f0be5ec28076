"""614.11, 608.2c: a draw replaced by an effect whose instructions ask something ("you may put a
study counter on ~ instead"; "put the rest on the bottom of your library in any order").  The
question comes after the replacement is applied (the draw_replaced event) and the game must pause
there and resume where it stopped, for the draw step's draw (504.1) and for a spell's draws
alike (fuzz seed 9233: Pursuit of Knowledge in the draw step)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

import manastack as ms
from manastack.cards import registry

PURSUIT = "If you would draw a card, you may put a study counter on Test Pursuit instead."
SAGES = ("If you would draw a card, instead reveal the top three cards of your library. Put all creature cards "
         "revealed this way into your hand and the rest on the bottom of your library in any order.")


@pytest.fixture(autouse=True)
def draw_replacers():
    with registry.scope():
        compiled_card("Test Pursuit", PURSUIT, ("Enchantment",))
        compiled_card("Test Sages", SAGES, ("Creature",), power="1", toughness="4")
        compiled_card("Test Divination", "Draw two cards.", ("Sorcery",))
        yield


def _study_counters(d) -> int:
    pursuit = next(o for o in d.game.state.objects.values() if o.card == "Test Pursuit")
    return pursuit.counters.get("study", 0)


def _answer_may(d, value: bool) -> None:
    assert d.decision.kind == "may" and d.decision.player == 0
    d.choose(next(o for o in d.decision.options if o.value is value))


@pytest.mark.parametrize("put_a_counter", [True, False])
def test_the_draw_steps_draw_may_be_replaced_by_a_study_counter(put_a_counter: bool) -> None:
    """504.1, 614.11: Alice's draw step: she is asked whether to put a study counter instead; yes
    puts one and draws nothing (614.6), no draws the Island."""
    d = position({"turn": 2, "step": "upkeep", "alice": {"battlefield": ["Test Pursuit"], "library": ["Island", "Forest"]},
                  "bob": {}})
    d.pass_until(lambda: d.decision.kind == "may")
    _answer_may(d, put_a_counter)
    d.pass_until(lambda: d.game.state.step == "main1")
    assert _study_counters(d) == (1 if put_a_counter else 0)
    assert cards(d, "alice", "hand") == ([] if put_a_counter else ["Island"])


def test_each_of_a_spells_draws_asks_again() -> None:
    """121.2, 614.11: Divination's two draws are replaced one at a time: yes then no gives one
    study counter and the top card."""
    d = position({"alice": {"battlefield": ["Test Pursuit"], "hand": ["Test Divination"],
                            "library": ["Island", "Forest"]}, "bob": {}})
    d.act("alice", "casts", "Test Divination")
    d.pass_until(lambda: d.decision.kind == "may")
    _answer_may(d, True)
    _answer_may(d, False)
    d.resolve(None)
    assert _study_counters(d) == 1
    assert cards(d, "alice", "hand") == ["Island"]
    assert len(events(d.game, "draw_replaced")) == 1


def test_the_rest_goes_to_the_bottom_in_the_order_chosen_after_the_reveal() -> None:
    """614.11, 401.4: Sages of the Anima's draw step: the top three are revealed once, the
    creature goes to the hand, and Alice orders the other two at the bottom of her library."""
    d = position({"turn": 2, "step": "upkeep", "alice": {"battlefield": ["Test Sages"],
                                                         "library": ["Island", "Grizzly Bears", "Forest", "Swamp"]},
                  "bob": {}})
    d.pass_until(lambda: d.decision.player == 0 and d.decision.kind != "priority")
    first = d.decision.options[-1]
    d.choose(first)
    d.pass_until(lambda: d.game.state.step == "main1")
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    library = cards(d, "alice", "library")
    assert library[0] == "Swamp" and sorted(library[1:]) == ["Forest", "Island"]
    assert len(events(d.game, "reveal")) >= 1 and len(events(d.game, "draw_replaced")) == 1


def test_a_game_saved_at_the_question_resumes_after_the_replacement() -> None:
    """The replaced draw waiting on its instructions' question is part of the saved game: the
    game read back from JSON at the ordering decision reveals nothing twice and ends alike."""
    d = position({"turn": 2, "step": "upkeep", "alice": {"battlefield": ["Test Sages"],
                                                         "library": ["Island", "Grizzly Bears", "Forest", "Swamp"]},
                  "bob": {}})
    d.pass_until(lambda: d.decision.player == 0 and d.decision.kind != "priority")
    restored = ms.Game.from_json(d.game.to_json())
    for game in (d.game, restored):
        game.choose(game.decision.options[0])
    assert restored.to_json() == d.game.to_json()
    assert len([e for e in restored.log if e["type"] == "reveal"]) == 3
