"""Permanents that become creatures (205.1b, 613.1d-f, 613.4b): "~ becomes a 1/1 Blinkmoth
artifact creature with flying until end of turn. It's still a land."  The land keeps its types
and gains the new ones (layer 4), its colors are set if named (layer 5), it gains the keywords
(layer 6) and its base power and toughness are set (layer 7b, so counters still count, 7c).  It
can attack if its controller has controlled it since the turn began (302.6)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

NEXUS = ("{1}: Test Nexus becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land.")
COLONNADE = ("{1}: Until end of turn, Test Colonnade becomes a 4/4 white and blue Elemental creature with vigilance. "
             "It's still a land.")


@pytest.fixture(autouse=True)
def lands():
    with registry.scope():
        compiled_card("Test Nexus", NEXUS, ("Land",), cost=None)
        compiled_card("Test Colonnade", COLONNADE, ("Land",), cost=None)
        yield


def _animated(d, name: str):
    d.act("alice", "activates", name)
    d.resolve(1)
    return d.game.chars(d.object(name))


def test_the_land_becomes_a_creature_and_stays_a_land() -> None:
    """205.1b, 613.1d, 613.4b: types added to its own, the subtype, flying, and 1/1."""
    d = position({"alice": {"battlefield": ["Test Nexus", "Mountain"]}})
    assert "Creature" not in d.game.chars(d.object("Test Nexus")).types
    chars = _animated(d, "Test Nexus")
    assert {"Land", "Artifact", "Creature"} <= set(chars.types)
    assert "Blinkmoth" in chars.subtypes and chars.has("flying")
    assert (chars.power, chars.toughness) == (1, 1)


def test_it_stops_being_a_creature_at_cleanup() -> None:
    """514.2: "until end of turn" effects end in the cleanup step."""
    d = position({"alice": {"battlefield": ["Test Nexus", "Mountain"], "library": ["Forest"] * 3},
                  "bob": {"library": ["Forest"] * 3}})
    _animated(d, "Test Nexus")
    d.pass_until(lambda: d.game.state.turn == 2)
    chars = d.game.chars(d.object("Test Nexus"))
    assert "Creature" not in chars.types and chars.power is None and not chars.has("flying")


def test_colors_are_set_in_layer_5() -> None:
    """613.1e: "white and blue" replaces the land's colorlessness until end of turn."""
    d = position({"alice": {"battlefield": ["Test Colonnade", "Mountain"]}})
    assert d.game.chars(d.object("Test Colonnade")).colors == frozenset()
    chars = _animated(d, "Test Colonnade")
    assert chars.colors == frozenset({"W", "U"}) and (chars.power, chars.toughness) == (4, 4)
    assert chars.has("vigilance") and "Elemental" in chars.subtypes


def test_counters_apply_on_top_of_the_set_power() -> None:
    """613.4b-c: the base 1/1 is set in 7b; a +1/+1 counter adds in 7c."""
    d = position({"alice": {"battlefield": [{"card": "Test Nexus", "counters": {"+1/+1": 1}}, "Mountain"]}})
    chars = _animated(d, "Test Nexus")
    assert (chars.power, chars.toughness) == (2, 2)


def test_an_animated_land_can_attack_and_dies_to_damage() -> None:
    """302.6: controlled since the turn began, it attacks the turn it becomes a creature;
    704.5g: as a 1/1 it dies to 1 damage and goes to the graveyard as a land card."""
    d = position({"alice": {"battlefield": ["Test Nexus", "Mountain"]}, "bob": {"battlefield": ["Mountain"],
                                                                               "hand": ["Shock"]}})
    _animated(d, "Test Nexus")
    d.attack("alice", ["Test Nexus"])
    assert d.game.state.combat is not None and d.object("Test Nexus") in d.game.state.combat.attackers
    nexus = d.object("Test Nexus")
    d.act("bob", "casts", "Shock", targets=["Test Nexus"])
    d.resolve(1)
    assert nexus not in d.game.state.battlefield
    assert "Test Nexus" in [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard]


@pytest.mark.parametrize("text", [
    "{1}: Test Nexus becomes a 1/1 creature until end of turn.",  # no "It's still a land.": types replaced
    "{1}: Test Nexus becomes a 1/1 Forest creature until end of turn. It's still a land.",  # not a creature type
    "{1}: Test Nexus becomes a 1/1 creature until end of turn. It's still a land. It's still a land.",
])
def test_animations_it_cant_play_as_written_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Nexus", text, ("Land",))


def test_one_word_changed_is_another_tree() -> None:
    """Mutation: "until end of turn" dropped makes the animation last indefinitely (611.2)."""
    lasting = compile_text("Test Nexus", NEXUS.replace(" until end of turn", ""), ("Land",))[0].effects[0]
    brief = compile_text("Test Nexus", NEXUS, ("Land",))[0].effects[0]
    assert (lasting.duration, brief.duration) == ("permanent", "end_of_turn")
