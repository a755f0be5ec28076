"""608.2c, 110.5: "{0}: If ~ is tapped, exile target creature card from a graveyard and untap ~."
(Eater of the Dead): the condition is checked once as the instruction begins; if the source is
tapped both things happen in order, otherwise neither.  Mutations: "untapped" is the opposite
condition; "you may" with two effects, and a condition that isn't one, are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_EATER = "{0}: If Test Eater is tapped, exile target creature card from a graveyard and untap Test Eater."
compiled_card("Test Eater", _EATER, ("Creature",), cost="{4}{B}", power="4", toughness="4")


def test_tapped_exiles_and_untaps() -> None:
    d = position({"alice": {"battlefield": [{"card": "Test Eater", "tapped": True}]},
                  "bob": {"graveyard": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Eater", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    assert not d.game.state.objects[d.object("Test Eater")].tapped


def test_untapped_does_neither() -> None:
    d = position({"alice": {"battlefield": ["Test Eater"]}, "bob": {"graveyard": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Eater", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"] and cards(d, "bob", "exile") == []


def test_the_tree() -> None:
    (ability,) = compile_text("Test Eater", _EATER, ("Creature",))
    assert ability.effects == (dsl.ConditionalAll(dsl.SourceTapped(True), (dsl.Exile(dsl.Target(0)),
                                                                            dsl.Untap(dsl.Self()))),)


def test_mutation_untapped() -> None:
    (ability,) = compile_text("Test Eater", _EATER.replace("is tapped", "is untapped"), ("Creature",))
    assert ability.effects[0].condition == dsl.SourceTapped(False)


@pytest.mark.parametrize("text", [
    "{0}: If Test Eater is tapped, you may exile target creature card from a graveyard and untap Test Eater.",
    "{0}: If Test Eater is sideways, exile target creature card from a graveyard and untap Test Eater.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Eater", text, ("Creature",))


compiled_card("Test Tapped Looter", "{0}: If Test Tapped Looter is tapped, discard a card and untap Test Tapped Looter.",
              ("Creature",), cost="{1}", power="1", toughness="1")


def test_an_effect_that_asks_then_the_next_one() -> None:
    """The discard asks which card; the untap still follows, once (the answer isn't replayed)."""
    d = position({"alice": {"battlefield": [{"card": "Test Tapped Looter", "tapped": True}],
                            "hand": ["Forest", "Island"]}})
    d.act("alice", "activates", "Test Tapped Looter", choices=["Island"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Island"] and cards(d, "alice", "hand") == ["Forest"]
    assert not d.game.state.objects[d.object("Test Tapped Looter")].tapped
