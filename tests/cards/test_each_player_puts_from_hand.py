"""101.4: "Each player may put an artifact, creature, or land card from their hand onto the
battlefield." (Show and Tell without enchantments; with them: tests/rules/test_aura_entering.py): each player
chooses, in APNAP order, a card of those types from their own hand (or none); then the chosen cards enter, each under its owner's control.  Also
"A, B, C, or D card" lists (a comma list ending in "card").  Mutations: "your hand", a plural, a
card type that isn't one."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.hidden_info import Watcher

_TEXT = "Each player may put an artifact, creature, or land card from their hand onto the battlefield."
compiled_card("Show Test Tell", _TEXT, ("Sorcery",))
_LIBRARY = ["Plains"] * 5


def _position(alice_hand: list[str], bob_hand: list[str]):
    return position({"alice": {"hand": ["Show Test Tell", *alice_hand], "library": _LIBRARY},
                     "bob": {"hand": bob_hand, "library": _LIBRARY}})


def test_101_4_each_player_puts_a_card_in_apnap_order() -> None:
    d = _position(["Grizzly Bears", "Shock"], ["Forest", "Lightning Bolt"])
    watcher = Watcher(d.game)
    d.act("alice", "casts", "Show Test Tell")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "card")
    assert d.decision.player == d.player("alice")
    assert sorted(o.label for o in d.decision.options) == ["Grizzly Bears", "put nothing"]
    d.choose(next(o for o in d.decision.options if o.label == "Grizzly Bears"))
    assert watcher.problem() is None
    bob = d.game.decision
    assert bob.player == d.player("bob") and bob.kind == "card"
    assert sorted(o.label for o in bob.options) == ["Forest", "put nothing"]
    assert cards(d, "alice", "hand") == ["Grizzly Bears", "Shock"] and battlefield(d, "alice") == []  # not yet
    d.queued[d.player("bob")] = ["Forest"]
    d.resolve(None)
    assert watcher.problem() is None
    assert battlefield(d, "alice") == ["Grizzly Bears"] and battlefield(d, "bob") == ["Forest"]
    assert cards(d, "bob", "hand") == ["Lightning Bolt"]


def test_a_player_may_put_nothing() -> None:
    d = _position(["Grizzly Bears"], ["Forest"])
    d.queued[d.player("bob")] = ["Forest"]
    d.act("alice", "casts", "Show Test Tell", choices=["no"])
    d.resolve(None)
    assert battlefield(d, "alice") == [] and battlefield(d, "bob") == ["Forest"]
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]


def test_the_tree_and_the_comma_list_ending_in_card() -> None:
    (spell,) = compile_text("Show Test Tell", _TEXT, ("Sorcery",))
    (effect,) = spell.effects
    assert effect.who == dsl.EachPlayer() and effect.optional
    assert set(effect.filter.any_types) == {"Artifact", "Creature", "Land"}
    (mine,) = compile_text("Test Card", "You may put an artifact, creature, or land card from your hand onto the "
                           "battlefield.", ("Sorcery",))
    assert mine.effects[0].who is None and set(mine.effects[0].filter.any_types) == {"Artifact", "Creature", "Land"}


@pytest.mark.parametrize("text", [
    "Each player may put an artifact, creature, enchantment, or land card from their library onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or land card from your hand onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or land cards from their hand onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or lands card from their hand onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or plane card from their hand onto the battlefield.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
