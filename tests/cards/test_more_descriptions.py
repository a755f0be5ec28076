"""Descriptions (109.2): "with mana value N or greater", "with mana value N" (exactly), "a
permanent card" (110.4a: an artifact, battle, creature, enchantment, land or planeswalker card),
"all Sliver creatures" as an anthem's subject.  Each plays; mutations give other trees or are
refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Big Kill", "Destroy target creature with mana value 3 or greater.", ("Instant",))
compiled_card("Test Exact Kill", "Destroy target creature with mana value 2.", ("Instant",))
compiled_card("Test Permanent Tutor", "Search your library for a permanent card with mana value 1 or less, reveal it, put it "
                              "into your hand, then shuffle.", ("Sorcery",))
compiled_card("Test Bear Lord", "All Bear creatures get +1/+1.", ("Creature",), power="1", toughness="1")


def _targets(d, spell: str) -> set[str]:
    """The creatures the spell may target: the target decision's options, or the one target
    chosen at once when only one is legal."""
    d.act("alice", "casts", spell)
    decision = d.game.decision
    if decision is not None and decision.kind == "target":
        return {o.label for o in decision.options if o.kind == "target"}
    (item,) = d.game.state.stack
    return {d.game.chars(t[1]).name for slot in item.targets for t in slot}


def test_mana_value_or_greater_and_exactly() -> None:
    """Savannah Lions (1), Grizzly Bears (2), Kalonian Tusker (2), Serra Angel (5)."""
    board = {"bob": {"battlefield": ["Savannah Lions", "Grizzly Bears", "Serra Angel"]}}
    assert _targets(position({"alice": {"hand": ["Test Big Kill"]}, **board}), "Test Big Kill") == {"Serra Angel"}
    assert _targets(position({"alice": {"hand": ["Test Exact Kill"]}, **board}), "Test Exact Kill") == {"Grizzly Bears"}


def test_110_4a_a_permanent_card_is_any_permanent_type() -> None:
    """Mana value 1 or less: Ornithopter (artifact creature, 0) and Forest (land, 0) are found;
    Shock (an instant, 1) and Grizzly Bears (2) aren't."""
    d = position({"alice": {"hand": ["Test Permanent Tutor"], "library": ["Shock", "Grizzly Bears", "Ornithopter", "Forest"]}})
    d.act("alice", "casts", "Test Permanent Tutor")
    d.pass_until(lambda: d.game.decision.kind == "search")
    assert {o.label for o in d.game.decision.options if o.kind == "card"} == {"Ornithopter", "Forest"}


def test_all_subtype_creatures_get() -> None:
    d = position({"alice": {"battlefield": ["Test Bear Lord", "Grizzly Bears"]}, "bob": {"battlefield": ["Savannah Lions"]}})
    bears, lions = d.object("Grizzly Bears"), d.object("Savannah Lions")
    assert d.game.chars(bears).power == 3 and d.game.chars(lions).power == 2


@pytest.mark.parametrize("one, other", [
    ("Destroy target creature with mana value 3 or greater.", "Destroy target creature with mana value 3 or less."),
    ("Destroy target creature with mana value 3 or greater.", "Destroy target creature with mana value 3."),
])
def test_mutations_are_other_trees(one: str, other: str) -> None:
    first = compile_text("Test Card", one, ("Instant",))[0].targets[0].filter
    second = compile_text("Test Card", other, ("Instant",))[0].targets[0].filter
    assert first != second


def test_a_typed_permanent_card_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "Search your library for a creature permanent card, put it into your hand, then "
                                  "shuffle.", ("Sorcery",))
