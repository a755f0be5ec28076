"""205.1b, 613.1d (layer 4): "{1}: ~ becomes the creature type of your choice until end of turn",
compiled from Oracle text and played: the type is chosen as the ability resolves (608.2d) and
replaces the creature's other creature types (its card types stay); it ends in the cleanup step
(514.2).  Mutations: a group ("creatures you control become ...") or the wrong agreement is
refused; the enchanted creature gives another tree."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game

compiled_card("Test Mimic", "{1}: Test Mimic becomes the creature type of your choice until end of turn.",
              ("Creature",), subtypes=("Shapeshifter",), power="2", toughness="2")

_LIBRARY = ["Forest"] * 8


def test_613_1d_the_chosen_type_replaces_its_creature_types_until_end_of_turn() -> None:
    d = position({"alice": {"battlefield": ["Test Mimic", "Forest"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    d.act("alice", "activates", "Test Mimic")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "creature_type")
    d.choose(next(o for o in d.decision.options if o.label == "Goblin"))
    d.resolve(None)
    chars = d.game.chars(d.object("Test Mimic"))
    assert set(chars.subtypes) == {"Goblin"} and "Creature" in chars.types
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    d.pass_to_step("upkeep", d.player("bob"))
    assert set(d.game.chars(d.object("Test Mimic")).subtypes) == {"Shapeshifter"}


@pytest.mark.parametrize("text", [
    "{1}: Creatures you control become the creature type of your choice until end of turn.",
    "{1}: Test Card become the creature type of your choice until end of turn.",
    "{1}: Test Card becomes the creature type of your choice.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


def test_mutations_change_the_tree() -> None:
    (own,) = compile_text("Test Card", "{1}: Test Card becomes the creature type of your choice until end of turn.",
                          ("Creature",))
    (attached,) = compile_text("Test Card", "{1}: Enchanted creature becomes the creature type of your choice until "
                               "end of turn.", ("Enchantment",))
    assert own.effects == (dsl.BecomeChosenCreatureType(dsl.Self()),)
    assert attached.effects == (dsl.BecomeChosenCreatureType(dsl.Attached()),)
