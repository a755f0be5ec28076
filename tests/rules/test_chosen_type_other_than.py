"""205.1b, 613.1d, 608.2c: "{1}: Choose a creature type other than Wall. Target creature becomes
that type until end of turn." (Unnatural Selection; Mistform Mutant with "~ becomes that type"):
the type is chosen as the ability resolves, from every creature type but the excluded one, and
replaces the target's creature types until end of turn.  Mutations: a word that isn't a creature
type, no "becomes that type" sentence, the wrong agreement."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_TEXT = "{1}: Choose a creature type other than Wall. Target creature becomes that type until end of turn."
compiled_card("Chosen Type Test Selection", _TEXT, ("Enchantment",))
compiled_card("Chosen Type Test Mutant", "{1}{U}: Choose a creature type other than Wall. Chosen Type Test Mutant "
              "becomes that type until end of turn.", ("Creature",), subtypes=("Shapeshifter",), power="3",
              toughness="4")
_LIBRARY = ["Forest"] * 8


def test_613_1d_the_target_becomes_the_chosen_type_and_wall_isnt_offered() -> None:
    d = position({"alice": {"battlefield": ["Chosen Type Test Selection", "Forest"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    d.act("alice", "activates", "Chosen Type Test Selection", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "creature_type")
    labels = {o.label for o in d.decision.options}
    assert "Wall" not in labels and {"Elf", "Bear", "Goblin"} <= labels
    d.choose(next(o for o in d.decision.options if o.label == "Elf"))
    d.resolve(None)
    assert set(d.game.chars(d.object("Grizzly Bears")).subtypes) == {"Elf"}
    d.pass_to_step("upkeep", d.player("bob"))
    assert set(d.game.chars(d.object("Grizzly Bears")).subtypes) == {"Bear"}


def test_the_permanent_itself_becomes_that_type() -> None:
    d = position({"alice": {"battlefield": ["Chosen Type Test Mutant", "Island", "Island"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.act("alice", "activates", "Chosen Type Test Mutant")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "creature_type")
    d.choose(next(o for o in d.decision.options if o.label == "Goblin"))
    d.resolve(None)
    assert set(d.game.chars(d.object("Chosen Type Test Mutant")).subtypes) == {"Goblin"}


def test_the_tree() -> None:
    (ability,) = compile_text("Chosen Type Test Selection", _TEXT, ("Enchantment",))
    assert ability.effects == (dsl.BecomeChosenCreatureType(dsl.Target(0), ("Wall",)),)
    (plain,) = compile_text("Test Card", "{1}: Choose a creature type. Target creature becomes that type until end "
                            "of turn.", ("Enchantment",))
    assert plain.effects == (dsl.BecomeChosenCreatureType(dsl.Target(0), ()),)


@pytest.mark.parametrize("text", [
    "{1}: Choose a creature type other than Island. Target creature becomes that type until end of turn.",
    "{1}: Choose a creature type other than Wall.",
    "{1}: Choose a creature type other than Wall. Target creature become that type until end of turn.",
    "{1}: Choose a creature type other than Wall. Target creature becomes that type.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Enchantment",))
