"""205.3: subtypes in a description (issue 16): "Demon or Dragon" is either subtype; "Goblin
Wizards" is a creature with both, which the engine's filters can't say yet, so the text is
refused by name rather than read as either (Broodwarden's mistake).  Mutation tests."""

from __future__ import annotations

import pytest

from manastack.cards.oracle import UncompilableText, compile_text

TEMPLATE = "{who} you control get +1/+1."


def test_one_subtype_is_read() -> None:
    """A bare creature type on the battlefield means creatures of that type."""
    (ability,) = compile_text("Test Lord", TEMPLATE.format(who="Goblins"), ("Creature",))
    assert ability.effect.affects.subtypes == ("Goblin",)
    assert ability.effect.affects.types == ("Creature",)


def test_either_subtype_is_read_as_either() -> None:
    """"Demons or Dragons": either subtype."""
    (ability,) = compile_text("Test Lord", TEMPLATE.format(who="Demons or Dragons"), ("Creature",))
    assert ability.effect.affects.subtypes == ("Demon", "Dragon")


@pytest.mark.parametrize("who", ["Goblin Wizards", "Elf Warriors", "Eldrazi Spawn creatures"])
def test_two_subtypes_together_are_refused(who: str) -> None:
    """205.3: "Goblin Wizards" must be both; refused, quoting the line."""
    text = TEMPLATE.format(who=who)
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Lord", text, ("Creature",))
    assert refused.value.phrases == [text]
