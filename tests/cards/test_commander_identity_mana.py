"""903.4f: "{T}: Add one mana of any color in your commander's color identity." (Command Tower,
Arcane Signet): a player without a commander has no color in a commander's color identity, so
that part of the ability does nothing.  The engine's games have no commander: the ability can
be activated (its cost is paid) and adds no mana; no payment counts on it, and a land that
could produce what it produces (106.7) sees nothing.  Mutations: "one mana of any color" is
another ability; "two mana" is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_TOWER = "{T}: Add one mana of any color in your commander's color identity."
compiled_card("Test Tower", _TOWER, ("Land",), cost=None)


def test_903_4f_it_adds_no_mana() -> None:
    d = position({"alice": {"battlefield": ["Test Tower"]}})
    d.act("alice", "activates", "Test Tower")
    assert pool(d, "alice") == {}
    assert d.game.state.objects[d.object("Test Tower")].tapped  # the cost was paid (602.2h)


def test_it_pays_for_nothing() -> None:
    d = position({"alice": {"battlefield": ["Test Tower", "Forest"], "hand": ["Grizzly Bears"]}})
    assert d.action_problem("alice", "casts", "Grizzly Bears") is not None


def test_106_7_a_land_that_could_produce_its_mana_sees_none() -> None:
    d = position({"alice": {"battlefield": ["Exotic Orchard"]}, "bob": {"battlefield": ["Test Tower"]}})
    d.act("alice", "activates", "Exotic Orchard")
    assert pool(d, "alice") == {}


def test_the_tree() -> None:
    (ability,) = compile_text("Test Tower", _TOWER, ("Land",))
    assert ability.mana and ability.effects == (dsl.AddMana(commander_identity=True),)


def test_mutation_any_color() -> None:
    (ability,) = compile_text("Test Land", "{T}: Add one mana of any color.", ("Land",))
    assert ability.effects == (dsl.AddMana(any_color=1),)


@pytest.mark.parametrize("text", ["{T}: Add two mana of any color in your commander's color identity.",
                                  "{T}: Add one mana of any color in your opponent's color identity."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Land", text, ("Land",))
