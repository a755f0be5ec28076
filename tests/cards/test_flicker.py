"""400.7, 111.8: "Avoidance — Whenever you cast a noncreature spell, exile up to one target nonland
permanent you control, then return that card to the battlefield under its owner's control."
(Displacer Kitten; "Avoidance" is a flavor word, 207.2d): the permanent leaves and comes back as
a new object (untapped, its enters-the-battlefield ability triggers again, its counters gone); a
token exiled this way doesn't come back.  Mutations: "under your control" (an opponent's card
comes back as yours), plural forms agree; "return it" after a plural is refused."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_KITTEN = ("Avoidance — Whenever you cast a noncreature spell, exile up to one target nonland permanent you control, "
           "then return that card to the battlefield under its owner's control.")
compiled_card("Test Kitten", _KITTEN, ("Creature",), cost="{3}{U}", power="2", toughness="2")
compiled_card("Test Blink", "Exile target creature, then return that card to the battlefield under your control.",
              ("Instant",), cost="{0}")
compiled_card("Test Cantrip", "Draw a card.", ("Instant",), cost="{0}")
compiled_card("Test Entering Gainer", "When Test Entering Gainer enters, you gain 2 life.", ("Creature",), cost="{1}",
              power="1", toughness="1")


def _cast_and_target(d, spell: str, target: str) -> None:
    """Cast `spell` by hand (601.2) and choose the triggered ability's target as it is put on the
    stack (603.3d)."""
    d.until_priority(d.player("alice"))
    d.choose(next(o for o in d.game.decision.options if o.kind == "cast" and spell in o.label))
    while d.game.decision.kind != "target":
        d.choose(d.game.decision.options[0])
    d.choose(next(o for o in d.game.decision.options if o.label.startswith(target)))
    d.resolve(None)


def test_400_7_the_permanent_returns_as_a_new_object() -> None:
    d = position({"alice": {"battlefield": ["Test Kitten", {"card": "Grizzly Bears", "tapped": True,
                                                              "counters": {"+1/+1": 2}}],
                            "hand": ["Test Cantrip"], "library": ["Island"]}})
    old = d.object("Grizzly Bears")
    _cast_and_target(d, "Test Cantrip", "Grizzly Bears")
    new = d.object("Grizzly Bears")
    obj = d.game.state.objects[new]
    assert new != old and not obj.tapped and obj.counters == {}
    assert sorted(battlefield(d, "alice")) == ["Grizzly Bears", "Test Kitten"]


def test_its_enters_ability_triggers_again() -> None:
    d = position({"alice": {"battlefield": ["Test Kitten", "Test Entering Gainer"], "hand": ["Test Cantrip"],
                            "library": ["Island"]}})
    _cast_and_target(d, "Test Cantrip", "Test Entering Gainer")
    assert d.game.state.players[d.player("alice")].life == 22


def test_111_8_a_token_doesnt_return() -> None:
    d = position({"alice": {"battlefield": ["Test Kitten", {"card": "Grizzly Bears", "token": True}],
                            "hand": ["Test Cantrip"], "library": ["Island"]}})
    _cast_and_target(d, "Test Cantrip", "Grizzly Bears")
    assert battlefield(d, "alice") == ["Test Kitten"]


def test_mutation_under_your_control_takes_an_opponents_creature() -> None:
    d = position({"alice": {"hand": ["Test Blink"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Blink", targets=["Grizzly Bears"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"] and battlefield(d, "bob") == []


def test_the_tree() -> None:
    (kitten,) = compile_text("Test Kitten", _KITTEN, ("Creature",))
    assert kitten.effects == (dsl.Flicker(dsl.Target(0)),)
    spec = kitten.targets[0]
    assert spec.up_to and spec.filter == dsl.Filter(not_types=("Land",), controller="you")


@pytest.mark.parametrize("text", [
    "Exile up to two target creatures you control, then return it to the battlefield under its owner's control.",
    "Exile target creature you control, then return those cards to the battlefield under their owners' control.",
    "Exile target creature card from your graveyard, then return that card to the battlefield under your control.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
