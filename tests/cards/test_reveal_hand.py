"""701.20a and 701.9: "Target opponent reveals their hand. You choose a nonland card from it.
That player discards that card." (and "... and exile that card").  The hand is revealed to every
player first; the caster chooses among the matching cards only; with none, nothing is discarded.
Mutations: a plural, the wrong article, or another consequence is refused.  A hand revealed
alone ("Target player reveals their hand.") is only seen."""

from __future__ import annotations

from functools import partial

import pytest
from support import cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))

_sorcery("Test Duress", "Target opponent reveals their hand. You choose a nonland card from it. That player discards "
                        "that card.")
_sorcery("Test Exile Peek", "Target opponent reveals their hand. You choose a creature card from it and exile that card.")


def test_the_chosen_nonland_card_is_discarded() -> None:
    d = position({"alice": {"hand": ["Test Duress"]}, "bob": {"hand": ["Forest", "Shock", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Duress", targets=["bob"])
    d.pass_until(lambda: d.game.decision.kind == "card")
    assert d.game.decision.player == d.player("alice")
    assert sorted(o.label for o in d.game.decision.options) == ["Grizzly Bears", "Shock"]
    revealed = {e["card"] for e in d.game.events_for(d.player("alice")) if e["type"] == "reveal"}
    assert revealed == {"Forest", "Shock", "Grizzly Bears"}  # seen before the choice
    d.choose(next(o for o in d.game.decision.options if o.label == "Shock"))
    d.resolve(None)
    assert sorted(cards(d, "bob", "hand")) == ["Forest", "Grizzly Bears"] and cards(d, "bob", "graveyard") == ["Shock"]


def test_nothing_matching_nothing_discarded() -> None:
    d = position({"alice": {"hand": ["Test Duress"]}, "bob": {"hand": ["Forest", "Island"]}})
    d.act("alice", "casts", "Test Duress", targets=["bob"])
    d.resolve(None)
    assert sorted(cards(d, "bob", "hand")) == ["Forest", "Island"]


def test_and_exile_that_card() -> None:
    d = position({"alice": {"hand": ["Test Exile Peek"]}, "bob": {"hand": ["Shock", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Exile Peek", targets=["bob"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Shock"] and cards(d, "bob", "exile") == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "Target opponent reveals their hand. You choose a nonland cards from it. That player discards that card.",
    "Target opponent reveals their hand. You choose an creature card from it. That player discards that card.",
    "Target opponent reveals their hand. You choose a nonland card from it. That player shuffles that card.",
    "Target opponent reveals your hand.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


_sorcery("Test Inquisition", "Target player reveals their hand. You choose a nonland card from it with mana value 3 "
                             "or less. That player discards that card.")
compiled_card("Test Big Beast", "", ("Creature",), cost="{4}{G}", power="5", toughness="5")


def test_a_with_clause_after_from_it_describes_the_card() -> None:
    """"You choose a nonland card from it with mana value 3 or less": only Grizzly Bears (2) may
    be chosen, not the five-mana creature nor the land."""
    d = position({"alice": {"hand": ["Test Inquisition"]}, "bob": {"hand": ["Forest", "Grizzly Bears", "Test Big Beast"]}})
    d.act("alice", "casts", "Test Inquisition", targets=["bob"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    assert sorted(cards(d, "bob", "hand")) == ["Forest", "Test Big Beast"]


def test_the_with_clause_is_part_of_the_tree() -> None:
    low, high = (compile_text("T", "Target player reveals their hand. You choose a nonland card from it with mana value "
                                   f"3 or {w}. That player discards that card.", ("Sorcery",))[0].effects[0]
                 for w in ("less", "greater"))
    assert (low.filter.mana_value_le, high.filter.mana_value_ge) == (3, 3)


_sorcery("Test Peek Reveal", "Target player reveals their hand. Draw a card.")


def test_a_hand_revealed_alone_is_seen_and_nothing_else_happens_to_it() -> None:
    """701.20a: "Target player reveals their hand." as a sentence of its own."""
    d = position({"alice": {"hand": ["Test Peek Reveal"], "library": ["Island"]}, "bob": {"hand": ["Forest", "Shock"]}})
    d.act("alice", "casts", "Test Peek Reveal", targets=["bob"])
    d.resolve(None)
    revealed = sorted(e["card"] for e in d.game.events_for(d.player("alice")) if e["type"] == "reveal")
    assert revealed == ["Forest", "Shock"] and sorted(cards(d, "bob", "hand")) == ["Forest", "Shock"]
    assert cards(d, "alice", "hand") == ["Island"]
