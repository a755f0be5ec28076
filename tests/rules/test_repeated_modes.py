"""700.2d: "Choose three. You may choose the same mode more than once." (the Confluences): a
mode chosen several times is followed that many times, in sequence, each instance with its own
targets, which may be the same object."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.game import Game

FIERY = ("Choose three. You may choose the same mode more than once.\n"
         "• Test Confluence deals 1 damage to each creature.\n"
         "• Test Confluence deals 2 damage to each opponent.\n"
         "• Destroy target artifact.")


@pytest.fixture(autouse=True)
def confluence():
    with registry.scope():
        compiled_card("Test Confluence", FIERY, ("Sorcery",), cost="{R}")
        yield


def test_the_same_mode_three_times() -> None:
    """700.2d: the second mode three times: bob loses 6."""
    d = position({"alice": {"hand": ["Test Confluence"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Confluence", modes=[2, 2, 2])
    assert d.game.state.stack[-1].modes == [1, 1, 1]
    d.resolve(None)
    assert d.game.state.players[1].life == 14


def test_two_instances_add_up_and_each_has_its_own_target() -> None:
    """700.2d: 1 damage to each creature twice kills Grizzly Bears (2/2); the artifact mode's
    target is Ornithopter."""
    d = position({"alice": {"hand": ["Test Confluence"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Ornithopter", "Leatherback Baloth"]}})
    d.act("alice", "casts", "Test Confluence", modes=[1, 1, 3], targets=["Ornithopter"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Grizzly Bears"))
    assert not d.on_battlefield(d.object("Ornithopter"))
    assert d.on_battlefield(d.object("Leatherback Baloth"))
    assert d.game.state.objects[d.object("Leatherback Baloth")].damage == 2


def test_a_repeated_targeted_mode_may_target_two_objects_or_the_same_one() -> None:
    """700.2d: two instances of "destroy target artifact" destroy Ornithopter and Mox Pearl."""
    d = position({"alice": {"hand": ["Test Confluence"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Ornithopter", "Mox Pearl", "Pili-Pala"]}})
    d.act("alice", "casts", "Test Confluence", modes=[2, 3, 3], targets=["Ornithopter", "Mox Pearl"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Ornithopter")) and not d.on_battlefield(d.object("Mox Pearl"))
    assert d.on_battlefield(d.object("Pili-Pala"))
    d = position({"alice": {"hand": ["Test Confluence"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Ornithopter"]}})
    d.act("alice", "casts", "Test Confluence", modes=[3, 3, 3], targets=["Ornithopter", "Ornithopter", "Ornithopter"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Ornithopter"))


def test_a_spell_with_repeated_modes_is_saved_and_loaded() -> None:
    """The stack item's repeated modes are valid in a saved game."""
    d = position({"alice": {"hand": ["Test Confluence"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Confluence", modes=[2, 2, 2])
    again = Game.from_json(d.game.to_json())
    assert again.state.stack[-1].modes == [1, 1, 1]


def test_without_the_sentence_a_mode_is_chosen_once() -> None:
    """Mutation: "Choose three —" alone: no repeats."""
    (plain,) = compile_text("Test Confluence", FIERY.replace(" You may choose the same mode more than once.", "")
                            .replace("Choose three.", "Choose three —"), ("Sorcery",))
    assert not plain.repeat_modes and plain.choose_modes == 3
    (confluence,) = compile_text("Test Confluence", FIERY, ("Sorcery",))
    assert confluence.repeat_modes and confluence.choose_modes == 3
    (two,) = compile_text("Test Confluence", FIERY.replace("Choose three.", "Choose two."), ("Sorcery",))
    assert two.repeat_modes and two.choose_modes == 2


def test_other_sentences_are_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Confluence", FIERY.replace("the same mode", "a mode"), ("Sorcery",))
