"""A spell whose whole text is a target ("Target permanent.", Indicate): it targets (601.2c) and
does nothing else; its target gone, it doesn't resolve (608.2b).  A target inside other text
("Exile ~ and target permanent") is never read this way."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Indicate", "Target permanent.", ("Sorcery",))


def test_601_2c_it_targets_and_changes_nothing() -> None:
    d = position({"alice": {"hand": ["Test Indicate"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Indicate", targets=["Grizzly Bears"])
    assert d.game.state.stack[-1].targets == [[["obj", d.object("Grizzly Bears")]]]
    d.resolve(None)
    assert battlefield(d, "bob") == ["Grizzly Bears"]
    assert [e["type"] for e in events(d.game, "resolved")] == ["resolved"]


def test_compiles_to_a_target_and_no_effect() -> None:
    (spell,) = compile_text("Test Card", "Target permanent.", ("Sorcery",))
    assert spell.effects == () and spell.targets == (dsl.TargetSpec(),)


@pytest.mark.parametrize("text, types", [
    ("Target permanents.", ("Sorcery",)),
    ("Target creature. Draw a card.", ("Sorcery",)),
    ("{T}: Exile Test Card and target permanent.", ("Creature",)),
])
def test_mutations_are_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, types)
