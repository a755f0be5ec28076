"""701.6b: "This spell can't be countered." / "~ can't be countered.": a spell with this static
ability can be targeted by a counterspell, which resolves and does nothing to it; the spell
resolves.  It works on the stack (113.6), for instants and for permanent spells alike; the older wording
"can't be countered by spells or abilities" is the same.  Mutation:
"can't be copied" isn't read."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Sure Bolt", "This spell can't be countered.\nTest Sure Bolt deals 3 damage to any target.", ("Instant",))
compiled_card("Test Sure Bear", "Test Sure Bear can't be countered.", ("Creature",), power="2", toughness="2")
compiled_card("Test Older Sure Bolt", "Test Older Sure Bolt can't be countered by spells or abilities.\nTest Older Sure Bolt "
              "deals 3 damage to any target.", ("Instant",))


@pytest.mark.parametrize("bolt", ["Test Sure Bolt", "Test Older Sure Bolt"])  # the older wording: "by spells or abilities"
def test_701_6b_the_counterspell_resolves_and_the_spell_too(bolt: str) -> None:
    d = position({"alice": {"hand": [bolt], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]}})
    d.act("alice", "casts", bolt, targets=["bob"])
    d.act("bob", "casts", "Counterspell", targets=[bolt])
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


@pytest.mark.parametrize("line", ["This spell can't be copied.", "This spell can't be countered by spells.",
                                  "Test Card can't be countered by abilities or spells."])
def test_mutation_is_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line + "\nDraw a card.", ("Instant",))
