"""205.1a, 613.1d, 613.4b, 608.2h: "Until your next turn, up to one target noncreature artifact
becomes an artifact creature with power and toughness each equal to its mana value." (Karn, the
Great Creator's +1), compiled from its Oracle text and played."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.scenario.driver import Driver

KARN = "Test Animating Karn"
compiled_card(KARN, "[+1]: Until your next turn, up to one target noncreature artifact becomes an artifact creature "
                    "with power and toughness each equal to its mana value.", ("Planeswalker",), "{4}", loyalty=5)
IDOL = "Test Animating Idol"
compiled_card(IDOL, "", ("Artifact",), "{3}")
VAULT = "Test Animating Vault"
compiled_card(VAULT, "{T}: Add {C}.", ("Artifact", "Land"), None)
BLADE = "Test Animating Blade"
compiled_card(BLADE, "Equip {2}", ("Artifact",), "{2}", subtypes=("Equipment",))
LIBRARY = ["Plains"] * 10


def _activate(target: str, extra: list[str] = ()) -> Driver:
    d = position({"alice": {"battlefield": [KARN, target, *extra], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.kind == "activate" and d.game.chars(o.value[0]).name == KARN))
    d.queued[0] = [target]
    d.finish_action(0)
    d.resolve(None)
    return d


def test_613_4b_the_artifact_becomes_a_creature_as_big_as_its_mana_value() -> None:
    d = _activate(IDOL)
    chars = d.game.chars(d.object(IDOL))
    assert chars.types == frozenset({"Artifact", "Creature"}) and (chars.power, chars.toughness) == (3, 3)


def test_205_1a_the_new_card_types_replace_the_old_ones() -> None:
    """No "it's still a land": an artifact land becomes an artifact creature only (0/0, its mana
    value, so it is put into the graveyard, 704.5f)."""
    d = _activate(VAULT)
    assert VAULT not in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert VAULT in [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard]


def test_205_3d_subtypes_of_a_kept_type_stay() -> None:
    d = _activate(BLADE)
    chars = d.game.chars(d.object(BLADE))
    assert chars.subtypes == frozenset({"Equipment"}) and (chars.power, chars.toughness) == (2, 2)


def test_611_2_it_lasts_until_its_controllers_next_turn() -> None:
    d = _activate(IDOL)
    d.pass_to_step("upkeep", player=1)
    assert "Creature" in d.game.chars(d.object(IDOL)).types
    d.pass_to_step("upkeep", player=0)
    assert "Creature" not in d.game.chars(d.object(IDOL)).types


def test_karns_plus_one_compiles_to_its_tree() -> None:
    (ability,) = compile_text("K", "[+1]: Until your next turn, up to one target noncreature artifact becomes an "
                                   "artifact creature with power and toughness each equal to its mana value.",
                              ("Planeswalker",))
    assert ability.effects == (dsl.BecomeWithManaValuePT(dsl.Target(0), ("Artifact", "Creature"), "your_next_turn"),)
    assert ability.targets[0].up_to and ability.targets[0].filter.not_types == ("Creature",)


@pytest.mark.parametrize("text", [
    "Until your next turn, target artifact becomes an artifact creature with power and toughness each equal to its "
    "toughness.",
    "Until your next turn, target artifact becomes an artifact artifact creature with power and toughness each equal "
    "to its mana value.",
    "Until your next turn, target artifact becomes an artifact creature with power and toughness each equal to its "
    "mana value until end of turn.",
    "Until your next turn, target artifact becomes an artifact creature with power equal to its mana value.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Mutant Karn", text, ("Sorcery",))
