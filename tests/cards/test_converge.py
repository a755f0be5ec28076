"""Converge (207.2c ability word; counted as 702.44b counts): "the number of colors of mana spent
to cast this spell", compared as the spell resolves ("Exile target nonland permanent if its mana
value is less than or equal to ...", Prismatic Ending) or used as X; and "~ deals 6 damage
instead if CONDITION" after "~ deals 2 damage to ..." (Unholy Heat: one amount, decided as it
resolves).  Mutations close each."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Ending", "Converge — Exile target nonland permanent if its mana value is less than or equal to the "
              "number of colors of mana spent to cast this spell.", ("Sorcery",), cost="{1}{W}")
compiled_card("Test Flames", "Converge — Test Flames deals X damage to target player, where X is the number of colors of "
              "mana spent to cast Test Flames.", ("Sorcery",), cost="{2}")
compiled_card("Test Heat", "Test Heat deals 2 damage to target creature or planeswalker.\nDelirium — Test Heat deals 6 "
              "damage instead if there are four or more card types among cards in your graveyard.", ("Instant",))
compiled_card("Test Big", "", ("Creature",), cost="{2}{G}", power="5", toughness="5")


@pytest.mark.parametrize("lands, exiled", [(["Plains", "Island"], True), (["Plains", "Plains"], False)])
def test_converge_two_colors_exile_mana_value_two(lands: list, exiled: bool) -> None:
    d = position({"alice": {"hand": ["Test Ending"], "battlefield": lands}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Ending", targets=["Grizzly Bears"])
    d.resolve(None)
    assert (battlefield(d, "bob") == []) is exiled


def test_converge_counts_colors_not_mana() -> None:
    d = position({"alice": {"hand": ["Test Flames"], "battlefield": ["Plains", "Plains", "Island"]}, "bob": {}})
    d.act("alice", "casts", "Test Flames", targets=["bob"], pay=["Plains#1", "Island"])
    d.resolve(None)
    assert life(d, "bob") == 18


@pytest.mark.parametrize("graveyard, damage_kills", [(["Grizzly Bears", "Shock", "Forest", "Ornithopter"], True),
                                                     (["Grizzly Bears", "Shock", "Forest"], False)])
def test_delirium_six_damage_instead(graveyard: list, damage_kills: bool) -> None:
    d = position({"alice": {"hand": ["Test Heat"], "graveyard": graveyard}, "bob": {"battlefield": ["Test Big"]}})
    d.act("alice", "casts", "Test Heat", targets=["Test Big"])
    d.resolve(None)
    assert (battlefield(d, "bob") == []) is damage_kills
    if not damage_kills:
        assert d.game.state.objects[d.object("Test Big")].damage == 2


def test_each_wording_compiles_to_its_tree() -> None:
    (spell,) = compile_text("Test Card", "Gain control of target creature if its power is less than or equal to the "
                            "number of colors of mana spent to cast this spell.", ("Sorcery",))
    (effect,) = spell.effects
    assert effect.condition == dsl.NoMoreThan(dsl.PowerOf(dsl.Target(0)), dsl.ColorsSpent())
    (heat,) = compile_text("Test Card", "Test Card deals 2 damage to any target.\nTest Card deals 4 damage instead if "
                           "you control a Mountain.", ("Instant",))
    assert heat.effects[0].amount == dsl.ValueIf(dsl.YouControl(dsl.Filter(types=("Land",), subtypes=("Mountain",),
                                                                            controller="you")), 4, 2)


@pytest.mark.parametrize("text", [
    "Exile target nonland permanent if its mana value is less than or equal to the number of colors of mana spent to "
    "cast that spell.",
    "Exile target nonland permanent if its loyalty is less than or equal to the number of colors of mana spent to cast "
    "this spell.",
    "Draw a card if its mana value is less than or equal to 3.",  # no "it"
    "Test Card deals 6 damage instead if you control a Mountain.",  # instead of nothing
    "Test Card deals 2 damage to any target. Test Card deals 6 life instead if you control a Mountain.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
