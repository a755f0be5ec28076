"""608.2c: "Each player shuffles their hand and graveyard into their library, then draws seven
cards." (Echo of Eons) and "Target player draws two cards, then discards two cards." (Dack
Fayden): a verb after ", then" with no subject of its own is done by the player of the clause
before it.  Mutations: "you" before a third-person verb is refused; "then discard" (imperative)
is the controller's; "each opponent" is another subject."""

from __future__ import annotations

from functools import partial

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))
_sorcery("Test Echo", "Each player shuffles their hand and graveyard into their library, then draws seven cards.")
_sorcery("Test Loot Target", "Target player draws two cards, then discards two cards.")


def _effects(text: str) -> tuple:
    return compile_text("Test Card", text, ("Sorcery",))[0].effects


def test_701_24_each_player_shuffles_then_draws_seven() -> None:
    d = position({"alice": {"hand": ["Test Echo", "Island"], "graveyard": ["Forest"],
                            "library": [{"card": "Swamp", "count": 6}]},
                  "bob": {"hand": ["Mountain"], "graveyard": ["Plains", "Plains"], "library": [{"card": "Swamp", "count": 5}]}})
    d.act("alice", "casts", "Test Echo")
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 7 and len(cards(d, "bob", "hand")) == 7
    assert len(cards(d, "alice", "library")) == 1 and len(cards(d, "bob", "library")) == 1
    assert cards(d, "bob", "graveyard") == [] and cards(d, "alice", "graveyard") == ["Test Echo"]


def test_the_targeted_player_draws_then_discards() -> None:
    d = position({"alice": {"hand": ["Test Loot Target"], "library": ["Island"]},
                  "bob": {"hand": ["Forest"], "library": ["Swamp", "Mountain"]}})
    d.queued[d.player("bob")] = ["Forest", "Swamp"]
    d.act("alice", "casts", "Test Loot Target", targets=["bob"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Mountain"] and sorted(cards(d, "bob", "graveyard")) == ["Forest", "Swamp"]
    assert cards(d, "alice", "library") == ["Island"]


def test_the_trees() -> None:
    assert _effects("Target player draws two cards, then discards two cards.") == (
        dsl.Draw(2, dsl.TargetPlayer(0)), dsl.Discard(2, dsl.TargetPlayer(0)))
    assert _effects("Each player shuffles their hand and graveyard into their library, then draws seven cards.")[1] == \
        dsl.Draw(7, dsl.EachPlayer())


def test_mutation_imperative_then_is_the_controllers() -> None:
    assert _effects("Target player draws two cards, then discard two cards.")[1] == dsl.Discard(2, dsl.You())


def test_mutation_each_opponent() -> None:
    assert _effects("Each opponent discards a card, then loses 2 life.") == (
        dsl.Discard(1, dsl.EachOpponent()), dsl.LoseLife(2, dsl.EachOpponent()))


@pytest.mark.parametrize("text", ["You draw two cards, then discards a card.",
                                  "Each player draws two cards, then discard two cards, then draws a card."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
