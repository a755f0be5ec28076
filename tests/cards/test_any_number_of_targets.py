""""Any number of target ..." (115.1, 601.2c: any number of targets, none included) and "Draw a card
for each card returned to your hand this way." (Paradoxical Outcome): only the cards that went
to its controller's hand count (a permanent owned by another player goes to its owner's hand,
400.3).  "nonland, nontoken permanents" (a list of "non-" words).  Mutations close the family."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Outcome", "Return any number of target nonland, nontoken permanents you control to their owners' "
              "hands. Draw a card for each card returned to your hand this way.", ("Instant",))
compiled_card("Test Purge", "Destroy any number of target creatures.", ("Sorcery",))


def test_601_2c_any_number_chosen_one_at_a_time_and_counted_in_your_hand() -> None:
    d = position({"alice": {"hand": ["Test Outcome"], "library": ["Island"] * 4,
                            "battlefield": ["Grizzly Bears", "Savannah Lions", "Forest", "Ornithopter"]},
                  "bob": {"battlefield": [{"card": "Elite Vanguard", "controller": "alice"}, "Mountain"]}})
    d.act("alice", "casts", "Test Outcome", targets=["Grizzly Bears", "Savannah Lions", "Elite Vanguard"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "hand")) == ["Grizzly Bears", "Island", "Island", "Savannah Lions"]
    assert cards(d, "bob", "hand") == ["Elite Vanguard"]  # 400.3: its owner's hand; not counted
    assert sorted(battlefield(d, "alice")) == ["Forest", "Ornithopter"]


def test_none_is_a_choice() -> None:
    d = position({"alice": {"hand": ["Test Outcome"], "library": ["Island"] * 4, "battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Outcome")
    assert d.game.state.stack[-1].targets == [[]]  # 601.2c: no target chosen, and the spell is cast
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"] and cards(d, "alice", "hand") == []


def test_destroy_any_number() -> None:
    d = position({"alice": {"hand": ["Test Purge"], "battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Savannah Lions", "Elite Vanguard"]}})
    d.act("alice", "casts", "Test Purge", targets=["Savannah Lions", "Elite Vanguard"])
    d.resolve(None)
    assert battlefield(d, "bob") == [] and battlefield(d, "alice") == ["Grizzly Bears"]


def test_compiles_to_its_tree() -> None:
    (spell,) = compile_text("Test Card", "Return any number of target nonland, nontoken permanents you control to their "
                            "owners' hands. Draw a card for each card returned to your hand this way.", ("Instant",))
    assert spell.targets == (dsl.TargetSpec(filter=dsl.Filter(not_types=("Land",), controller="you", token=False),
                                            up_to=True, min_count=dsl.ANY_NUMBER, max_count=dsl.ANY_NUMBER),)
    assert spell.effects == (dsl.ReturnToHand(dsl.Target(0)), dsl.Draw(dsl.ReturnedToHandThisWay()))


@pytest.mark.parametrize("text", [
    "Return any number of target creatures you control to its owner's hand.",
    "Return any number of target creature you control to their owners' hands.",
    "Draw a card for each card returned to your hand this way.",
    "Destroy target creature. Draw a card for each card returned to your hand this way.",
    "Return any number of target creatures to their owners' hands. Draw a card for each card exiled this way.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
