"""605.3a: a mana ability resolves at once with all its effects, not only the mana it adds:
"{T}: Add {W} or {U}. ~ deals 1 damage to you." (the pain lands), "{T}: Add {C}. You lose 1 life.",
activated by hand or to pay a cost."""

from __future__ import annotations

from support import compiled_card, events, pool, position

PAIN = "Test Pain Wastes"
compiled_card(PAIN, "{T}: Add {C}.\n{T}: Add {W} or {U}. Test Pain Wastes deals 1 damage to you.", ("Land",), None)
LIFE_LAND = "Test Life Price Land"
compiled_card(LIFE_LAND, "{T}: Add {G}. You lose 1 life.", ("Land",), None)
ONE_DROP = "Test White One Drop"
compiled_card(ONE_DROP, "Vigilance", ("Creature",), "{W}", power="1", toughness="1")
GREEN_DROP = "Test Green Drop"
compiled_card(GREEN_DROP, "Vigilance", ("Creature",), "{G}", power="1", toughness="1")


def test_605_3a_the_damage_of_a_pain_land_is_dealt_as_it_adds_mana() -> None:
    """605.3a: "{T}: Add {W} or {U}. ~ deals 1 damage to you." activated by hand: {W} in the pool
    and 1 damage dealt to alice by the land (120.3a)."""
    d = position({"alice": {"battlefield": [PAIN]}, "bob": {}})
    d.act("alice", "activates", PAIN, ability=2, choices=["white"])
    assert pool(d, "alice") == {"W": 1}
    assert d.game.state.players[0].life == 19
    assert [e["source"] for e in events(d.game, "damage")] == [d.object(PAIN)]


def test_605_3a_its_colorless_ability_costs_nothing_more() -> None:
    """Mutation: the land's other ability, "{T}: Add {C}.", has no other effect."""
    d = position({"alice": {"battlefield": [PAIN]}, "bob": {}})
    d.act("alice", "activates", PAIN, ability=1)
    assert pool(d, "alice") == {"C": 1}
    assert d.game.state.players[0].life == 20


def test_605_3a_paying_a_spell_with_the_land_loses_the_life() -> None:
    """601.2g: a mana ability activated to pay a spell's cost resolves with its life loss."""
    d = position({"alice": {"hand": [GREEN_DROP], "battlefield": [LIFE_LAND]}, "bob": {}})
    d.act("alice", "casts", GREEN_DROP)
    d.resolve(None)
    assert d.game.state.players[0].life == 19
    assert d.on_battlefield(d.object(GREEN_DROP))
