"""701.6b: "This spell can't be countered." / "~ can't be countered.": a spell with this static
ability can be targeted by a counterspell, which resolves and does nothing to it; the spell
resolves.  It works on the stack (113.6), for instants and for permanent spells alike.  Mutation:
"can't be copied" isn't read."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Sure Bolt", "This spell can't be countered.\nTest Sure Bolt deals 3 damage to any target.", ("Instant",))
compiled_card("Test Sure Bear", "Test Sure Bear can't be countered.", ("Creature",), power="2", toughness="2")


def test_701_6b_the_counterspell_resolves_and_the_spell_too() -> None:
    d = position({"alice": {"hand": ["Test Sure Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]}})
    d.act("alice", "casts", "Test Sure Bolt", targets=["bob"])
    d.act("bob", "casts", "Counterspell", targets=["Test Sure Bolt"])
    d.resolve(None)
    assert life(d, "bob") == 17
    assert "Counterspell" in [d.game.state.objects[o].card for o in d.game.state.players[d.player("bob")].graveyard]


def test_a_permanent_spell_that_cant_be_countered() -> None:
    d = position({"alice": {"hand": ["Test Sure Bear"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]}})
    d.act("alice", "casts", "Test Sure Bear")
    d.act("bob", "casts", "Counterspell", targets=["Test Sure Bear"])
    d.resolve(None)
    assert d.game.chars(d.object("Test Sure Bear")).controller == d.player("alice")
    assert d.object("Test Sure Bear") in d.game.state.battlefield


def test_an_ordinary_spell_is_countered() -> None:
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.act("bob", "casts", "Counterspell", targets=["Lightning Bolt"])
    d.resolve(None)
    assert life(d, "bob") == 20


def test_mutation_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "This spell can't be copied.\nDraw a card.", ("Instant",))
