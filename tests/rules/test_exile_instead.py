"""614.1a: instructions followed by a replacement of where their object goes, compiled from
Oracle text and played: "Counter target spell. If that spell is countered this way, exile it
instead of putting it into its owner's graveyard." (701.6a) and "~ deals 5 damage to target
creature. If that creature would die this turn, exile it instead." (700.4; the replacement lasts
the turn whatever kills the creature).  Mutations: the rider after a counterspell with a tax,
after damage to any target, or alone is refused; "Counter target creature spell" keeps its
filter."""

from __future__ import annotations

import pytest
from support import cards, cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.state import EXILE_INSTEAD

compiled_card("Test Dissipate", "Counter target spell. If that spell is countered this way, exile it instead of "
              "putting it into its owner's graveyard.", ("Instant",))
compiled_card("Test Memory Slip", "Counter target spell. If that spell is countered this way, put it on top of its "
              "owner's library instead of into that player's graveyard.", ("Instant",))
compiled_card("Test Purge", "Test Purge deals 3 damage to any target. If a creature dealt damage this way would die "
              "this turn, exile it instead.", ("Instant",))
compiled_card("Test Sweep", "Test Sweep deals 2 damage to each creature. If a creature dealt damage this way would "
              "die this turn, exile it instead.", ("Sorcery",))
compiled_card("Test Exile Shelter", "Prevent all damage that would be dealt to target creature this turn.", ("Instant",))
compiled_card("Test Scorch", "Test Scorch deals 2 damage to target creature. If that creature would die this turn, "
              "exile it instead.", ("Instant",))


def test_701_6a_the_countered_spell_is_exiled() -> None:
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"hand": ["Test Dissipate"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("bob", "casts", "Test Dissipate", targets=["Shock"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Shock"]
    assert cards(d, "alice", "graveyard") == []


def test_701_6a_the_countered_spell_goes_on_top_of_its_owners_library() -> None:
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": ["Forest", "Forest"]},
                  "bob": {"hand": ["Test Memory Slip"]}})
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.act("bob", "casts", "Test Memory Slip", targets=["Shock"])
    d.resolve(None)
    assert cards(d, "alice", "library")[0] == "Shock"
    assert cards(d, "alice", "graveyard") == []


def test_614_1a_a_creature_dealt_lethal_damage_is_exiled() -> None:
    d = position({"alice": {"hand": ["Test Scorch"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Scorch", targets=["Grizzly Bears"])
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    assert cards(d, "bob", "graveyard") == []


def test_614_1a_the_replacement_lasts_the_turn_whatever_kills_it() -> None:
    """The Tusker survives 2 damage; a Shock later this turn kills it: it is exiled too."""
    d = position({"alice": {"hand": ["Test Scorch", "Shock"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Kalonian Tusker"]}})
    cast(d, "alice", "Test Scorch", targets=["Kalonian Tusker"])
    assert cards(d, "bob", "exile") == []
    cast(d, "alice", "Shock", targets=["Kalonian Tusker"])
    assert cards(d, "bob", "exile") == ["Kalonian Tusker"]


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled() -> None:
    d = position({"alice": {"hand": ["Test Purge"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(d, "alice", "Test Purge", targets=["Grizzly Bears"])
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]


def test_615_6_a_creature_whose_damage_was_prevented_wasnt_dealt_damage_this_way() -> None:
    """The Sweep deals 2 to each creature: the Bears are exiled; the sheltered Lions are dealt
    nothing, so the replacement doesn't apply to them (the Bears and the Tusker, dealt 2, get it)."""
    d = position({"alice": {"hand": ["Test Sweep", "Test Exile Shelter"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Kalonian Tusker"]}})
    cast(d, "alice", "Test Exile Shelter", targets=["Savannah Lions"])
    cast(d, "alice", "Test Sweep")
    assert cards(d, "bob", "exile") == ["Grizzly Bears"]
    lions, tusker = d.object("Savannah Lions"), d.object("Kalonian Tusker")
    (replacement,) = [e for e in d.game.state.effects if e.kind == EXILE_INSTEAD]
    assert tusker in replacement.affected and lions not in replacement.affected


@pytest.mark.parametrize("text", [
    "Target creature deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it "
    "instead.",
    "Counter target spell unless its controller pays {4}. If that spell is countered this way, exile it instead of "
    "putting it into its owner's graveyard.",
    "Test Card deals 3 damage to any target. If that creature would die this turn, exile it instead.",
    "Test Card deals 3 damage to each creature. If that creature would die this turn, exile it instead.",
    "If that creature would die this turn, exile it instead.",
    "Counter target spell unless its controller pays {2}. If that spell is countered this way, put it on top of its "
    "owner's library instead of into that player's graveyard.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    (creature_spell,) = compile_text("Test Card", "Counter target creature spell. If that spell is countered this way, "
                                     "exile it instead of putting it into its owner's graveyard.", ("Instant",))
    assert creature_spell.effects == (dsl.CounterAndExile(dsl.Target(0)),)
    assert creature_spell.targets[0].filter.types == ("Creature",)
    (plain,) = compile_text("Test Card", "Counter target spell.", ("Instant",))
    assert plain.effects == (dsl.CounterSpell(dsl.Target(0)),)
