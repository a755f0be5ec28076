"""One player's permanents as a group ("all lands target player controls", 611.2c), "destroy all
creatures target opponent controls" (701.8), what counts the permanents destroyed this way (a
regenerated or indestructible one wasn't destroyed: 701.19a, 702.12b), and "that player loses all
unspent mana" (106.4).  Mutations close each."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, life, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Daggers", "Destroy all creatures target opponent controls. You lose 2 life for each creature destroyed "
              "this way.", ("Sorcery",))
compiled_card("Test Decree", "Destroy all creatures. They can't be regenerated. Draw a card for each creature destroyed "
              "this way.", ("Sorcery",))
compiled_card("Test Fumigate", "Destroy all creatures. You gain 1 life for each creature destroyed this way.", ("Sorcery",))
compiled_card("Test Gust", "Destroy all artifacts and enchantments. You gain 2 life for each artifact destroyed this way.",
              ("Sorcery",))
compiled_card("Test Short", "Tap all lands target player controls and that player loses all unspent mana.", ("Instant",))
compiled_card("Test Stone Wall", "Indestructible", ("Creature",), power="0", toughness="4")
compiled_card("Test Regenerator", "{0}: Regenerate Test Regenerator.", ("Creature",), power="1", toughness="1")
compiled_card("Test Power Anthem", "Creatures you control get +1/+0.", ("Enchantment",))
compiled_card("Test Blight", "Creatures target player controls get -1/-1 until end of turn.", ("Instant",))


def test_701_8_only_the_target_opponents_creatures_are_destroyed_and_counted() -> None:
    d = position({"alice": {"hand": ["Test Daggers"], "battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Savannah Lions", "Elite Vanguard", "Test Stone Wall", "Forest"]}})
    d.act("alice", "casts", "Test Daggers", targets=["bob"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"]
    assert sorted(battlefield(d, "bob")) == ["Forest", "Test Stone Wall"]  # 702.12b: indestructible stays
    assert life(d, "alice") == 16  # two creatures destroyed, not three
    assert life(d, "bob") == 20


def test_the_target_must_be_an_opponent() -> None:
    d = position({"alice": {"hand": ["Test Daggers"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    with pytest.raises(Exception, match="not a legal target"):
        d.act("alice", "casts", "Test Daggers", targets=["alice"])


def test_701_19a_a_regenerated_creature_wasnt_destroyed() -> None:
    d = position({"alice": {"hand": ["Test Fumigate"], "battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Test Regenerator", "Savannah Lions"]}})
    d.act("bob", "activates", "Test Regenerator")
    d.resolve(None)
    d.act("alice", "casts", "Test Fumigate")
    d.resolve(None)
    assert battlefield(d, "bob") == ["Test Regenerator"]
    assert life(d, "alice") == 22


def test_cant_be_regenerated_then_counted() -> None:
    d = position({"alice": {"hand": ["Test Decree"], "library": ["Island"] * 4},
                  "bob": {"battlefield": ["Test Regenerator", "Savannah Lions"]}})
    d.act("bob", "activates", "Test Regenerator")
    d.resolve(None)
    d.act("alice", "casts", "Test Decree")
    d.resolve(None)
    assert battlefield(d, "bob") == []
    assert cards(d, "alice", "hand") == ["Island", "Island"]


def test_the_noun_counts_only_permanents_of_that_type() -> None:
    """'for each artifact destroyed this way' after destroying artifacts and enchantments."""
    d = position({"alice": {"hand": ["Test Gust"], "battlefield": ["Ornithopter", "Test Power Anthem"]},
                  "bob": {"battlefield": ["Ornithopter"]}})
    d.act("alice", "casts", "Test Gust")
    d.resolve(None)
    assert battlefield(d, "alice") == [] and battlefield(d, "bob") == []
    assert life(d, "alice") == 24


def test_106_4_tap_all_lands_target_player_controls_and_empty_their_pool() -> None:
    d = position({"alice": {"hand": ["Test Short"], "battlefield": ["Forest"], "mana_pool": "{G}"},
                  "bob": {"battlefield": ["Forest", "Island", "Grizzly Bears"], "mana_pool": "{U}{U}"}})
    d.act("alice", "casts", "Test Short", targets=["bob"])
    d.resolve(None)
    state = d.game.state
    assert all(state.objects[o].tapped for o in state.battlefield
               if "Land" in d.game.chars(o).types and d.game.chars(o).controller == d.player("bob"))
    assert not state.objects[d.object("Grizzly Bears")].tapped
    assert not state.objects[next(o for o in state.battlefield if d.game.chars(o).controller == d.player("alice"))].tapped
    assert pool(d, "bob") == {}
    assert pool(d, "alice") == {"G": 1}


def test_a_group_of_one_players_creatures_gets_minus_one() -> None:
    d = position({"alice": {"hand": ["Test Blight"], "battlefield": ["Savannah Lions"]},
                  "bob": {"battlefield": ["Elite Vanguard", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Blight", targets=["bob"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Savannah Lions"]
    assert battlefield(d, "bob") == ["Grizzly Bears"]


@pytest.mark.parametrize("text, effects", [
    ("Destroy all creatures target player controls.",
     (dsl.DestroyAll(dsl.Filter(types=("Creature",)), controlled_by=dsl.TargetPlayer(0)),)),
    ("Destroy all lands target opponent controls.",
     (dsl.DestroyAll(dsl.Filter(types=("Land",)), controlled_by=dsl.TargetPlayer(0)),)),
    ("Destroy all creatures. You lose 2 life for each creature destroyed this way.",
     (dsl.DestroyAll(dsl.Filter(types=("Creature",))), dsl.LoseLife(dsl.Times(dsl.DestroyedThisWay(("Creature",)), 2)))),
    ("Destroy all creatures. Each opponent loses 1 life for each permanent destroyed this way.",
     (dsl.DestroyAll(dsl.Filter(types=("Creature",))), dsl.LoseLife(dsl.DestroyedThisWay(), dsl.EachOpponent()))),
    ("Untap all lands target player controls.", (dsl.Untap(dsl.Each(dsl.Filter(types=("Land",)), dsl.TargetPlayer(0))),)),
    ("Target player loses all unspent mana.", (dsl.LoseUnspentMana(dsl.TargetPlayer(0)),)),
])
def test_each_wording_compiles_to_its_own_tree(text: str, effects: tuple) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == effects


@pytest.mark.parametrize("text", [
    "Destroy all creatures target opponent control.",
    "Destroy all creature target opponent controls.",
    "Destroy all creatures you control target opponent controls.",
    "Destroy all creatures target creature controls.",
    "Destroy all creatures. You gain 1 life for each creature exiled this way.",
    "Destroy all creatures. You gain 1 life for each sorcery destroyed this way.",
    "Destroy target creature. You gain 1 life for each creature destroyed this way.",
    "You gain 1 life for each creature destroyed this way.",
    "Tap all lands target player controls and that player lose all unspent mana.",
    "Target player loses all unspent lands.",
    "You loses all unspent mana.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
