"""303.4f-g: an Aura put onto the battlefield other than by resolving as an Aura spell (Show and
Tell, a return from the graveyard): as it enters, the player it enters under chooses what it will
enchant, among what its enchant ability allows and nothing forbids (702.16c: protection; not
hexproof, as the choice doesn't target, 115.1); a permanent entering at the same time can't be
chosen; with nothing to enchant it stays where it is (303.4g)."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_SHOW = "Each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield."
compiled_card("Test Show and Tell", _SHOW, ("Sorcery",))
compiled_card("Test Recall", "Return target enchantment card from your graveyard to the battlefield.", ("Sorcery",),
              cost="{1}{W}")
compiled_card("Test Knight", "Protection from green", ("Creature",), cost="{2}", power="2", toughness="2")
compiled_card("Test Shrouded", "Hexproof", ("Creature",), cost="{2}", power="1", toughness="1")
compiled_card("Test Hex", "Enchant player", ("Enchantment",), cost="{1}{R}", subtypes=("Aura", "Curse"))
_LIBRARY = ["Plains"] * 5


def _show(alice: dict, bob: dict):
    alice = {"library": _LIBRARY, **alice, "hand": ["Test Show and Tell", *alice.get("hand", [])]}
    return position({"alice": alice, "bob": {"library": _LIBRARY, **bob}})


def _cast_show(d, alice_pick: str, bob_pick: str | None) -> None:
    d.act("alice", "casts", "Test Show and Tell")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "card")
    d.choose(next(o for o in d.decision.options if o.label == alice_pick))
    bob = d.decision
    if bob.kind == "card" and bob.player == d.player("bob"):
        d.choose(next(o for o in bob.options if o.label == (bob_pick or "put nothing")))


def test_303_4f_the_controller_chooses_what_the_aura_enchants_as_it_enters() -> None:
    d = _show({"hand": ["Rancor"], "battlefield": ["Grizzly Bears"]},
              {"battlefield": ["Test Knight", "Test Shrouded"]})
    _cast_show(d, "Rancor", None)
    choice = d.decision
    assert choice.kind == "choose" and choice.player == d.player("alice")
    # 702.16c: not the creature with protection from green; 115.1: hexproof doesn't matter
    assert sorted(o.label for o in choice.options) == ["Grizzly Bears", "Test Shrouded"]
    d.choose(next(o for o in choice.options if o.label == "Test Shrouded"))
    rancor = d.object("Rancor")
    assert d.on_battlefield(rancor) and d.game.state.objects[rancor].attached_to == d.object("Test Shrouded")
    assert d.game.chars(d.object("Test Shrouded")).power == 3  # Rancor's +2/+0


def test_303_4f_a_creature_entering_at_the_same_time_cant_be_chosen() -> None:
    """Show and Tell's ruling: the choices are made after all players choose their card, before
    any enters; with no creature on the battlefield the Aura stays in its owner's hand (303.4g)."""
    d = _show({"hand": ["Rancor"]}, {"hand": ["Grizzly Bears"]})
    _cast_show(d, "Rancor", "Grizzly Bears")
    d.resolve(None)
    assert battlefield(d, "bob") == ["Grizzly Bears"] and battlefield(d, "alice") == []
    assert cards(d, "alice", "hand") == ["Rancor"]


def test_303_4f_an_aura_that_enchants_a_player_gets_a_player() -> None:
    d = _show({"hand": ["Test Hex"]}, {})
    _cast_show(d, "Test Hex", None)
    choice = d.decision
    assert sorted(o.label for o in choice.options) == ["alice", "bob"]
    d.choose(next(o for o in choice.options if o.label == "bob"))
    hex_id = d.object("Test Hex")
    assert d.on_battlefield(hex_id) and d.game.state.objects[hex_id].chosen["attached_player"] == d.player("bob")


def test_303_4f_returned_from_a_graveyard_too() -> None:
    d = position({"alice": {"hand": ["Test Recall"], "graveyard": ["Rancor"], "battlefield": ["Grizzly Bears", "Plains",
                                                                                              "Plains"]}})
    d.act("alice", "casts", "Test Recall", targets=["Rancor"])
    d.resolve(None)  # the only creature: chosen
    rancor = d.object("Rancor")
    assert d.on_battlefield(rancor) and d.game.state.objects[rancor].attached_to == d.object("Grizzly Bears")


def test_303_4g_with_nothing_to_enchant_it_stays_in_the_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Recall"], "graveyard": ["Rancor"], "battlefield": ["Plains", "Plains"]}})
    d.act("alice", "casts", "Test Recall", targets=["Rancor"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == ["Rancor", "Test Recall"]
    assert battlefield(d, "alice") == ["Plains", "Plains"]


def test_show_and_tell_puts_non_auras_as_before() -> None:
    d = _show({"hand": ["Grizzly Bears"]}, {"hand": ["Forest"]})
    _cast_show(d, "Grizzly Bears", "Forest")
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"] and battlefield(d, "bob") == ["Forest"]


@pytest.mark.parametrize("text", [
    "Each player may put an artifact, creature, enchantment, or land card from your hand onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or land cards from their hand onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or plane card from their hand onto the battlefield.",
    "Each player may put an artifact, creature, enchantment, or land card from their graveyard onto the battlefield.",
])
def test_show_and_tell_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_a_mutated_list_compiles_to_other_card_types() -> None:
    (spell,) = compile_text("Test Card", _SHOW.replace("enchantment", "planeswalker"), ("Sorcery",))
    assert set(spell.effects[0].filter.any_types) == {"Artifact", "Creature", "Planeswalker", "Land"}
