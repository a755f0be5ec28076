"""615: prevention effects compiled from Oracle text and played through the replacement
pipeline.  615.7: "prevent the next N damage that would be dealt to any target this turn" is a
shield that prevents up to N damage to that object or player, used up by what it prevents, and
gone at the end of the turn (514.2).  615.1: "prevent all combat damage that would be dealt this
turn" prevents combat damage only.  Mutations: without "this turn", or "all damage" for "all
combat damage", the text is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Salve", "Prevent the next 3 damage that would be dealt to any target this turn.", ("Instant",))
compiled_card("Test Fog", "Prevent all combat damage that would be dealt this turn.", ("Instant",))

_LANDS = ["Mountain"] * 6


def _damage(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].damage


def test_615_7_a_shield_prevents_up_to_its_amount_then_is_used_up() -> None:
    """Salve on the Tusker (3/3): a Shock is prevented (1 left), the next Shock deals 1."""
    d = position({"alice": {"hand": ["Test Salve", "Shock", "Shock"], "battlefield": ["Kalonian Tusker"] + _LANDS[:4]}})
    d.act("alice", "casts", "Test Salve", targets=["Kalonian Tusker"])
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["Kalonian Tusker"])
    d.resolve(None)
    assert _damage(d, "Kalonian Tusker") == 0
    assert [e["amount"] for e in events(d.game, "damage_prevented")] == [2]
    d.act("alice", "casts", "Shock", targets=["Kalonian Tusker"])
    d.resolve(None)
    assert _damage(d, "Kalonian Tusker") == 1
    assert [e.kind for e in d.game.state.effects] == []


def test_a_shield_on_a_player() -> None:
    d = position({"alice": {"hand": ["Test Salve", "Lightning Bolt", "Shock"], "battlefield": _LANDS[:3]}, "bob": {}})
    d.act("alice", "casts", "Test Salve", targets=["bob"])
    d.resolve(None)
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 20
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 18


def test_514_2_the_shield_ends_with_the_turn() -> None:
    d = position({"alice": {"hand": ["Test Salve"], "library": _LANDS}, "bob": {"hand": ["Shock"],
                                                                               "battlefield": ["Mountain"], "library": _LANDS}})
    d.act("alice", "casts", "Test Salve", targets=["bob"])
    d.resolve(None)
    d.pass_to_step("upkeep", d.player("bob"))
    d.act("bob", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert life(d, "bob") == 18


def test_615_1_fog_prevents_combat_damage_only() -> None:
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"hand": ["Test Fog", "Shock"], "battlefield": ["Mountain"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.act("bob", "casts", "Test Fog")
    d.resolve(None)
    d.pass_until(lambda: d.game.state.step == "main2")
    assert life(d, "bob") == 20
    assert [e["amount"] for e in events(d.game, "damage_prevented")] == [2]  # the Bears' combat damage
    d.act("bob", "casts", "Shock", targets=["alice"])
    d.resolve(None)
    assert life(d, "alice") == 18


@pytest.mark.parametrize("text", [
    "Prevent the next 3 damage that would be dealt to any target.",
    "Prevent all damage that would be dealt this turn.",
    "Prevent the next 3 damage that would be dealt to any targets this turn.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_the_amount_and_recipient_are_part_of_the_tree() -> None:
    (you,) = compile_text("T", "Prevent the next 2 damage that would be dealt to you this turn.", ("Instant",))
    (creature,) = compile_text("T", "Prevent the next 1 damage that would be dealt to target creature this turn.",
                               ("Instant",))
    assert you.effects == (dsl.PreventNextDamage(2, dsl.You()),)
    assert creature.effects == (dsl.PreventNextDamage(1, dsl.Target(0)),) and creature.targets[0].kind == "permanent"


def test_616_1_510_2_combat_damage_asks_every_order_before_any_damage_is_dealt() -> None:
    """616.1, 510.2 (corpus fuzz seed 5142, Phantom Centaur): combat damage is dealt at once, so
    the order of two prevention effects on one creature's damage (protection from black, and
    "if damage would be dealt to ~, prevent that damage; remove a +1/+1 counter") is asked
    before any damage is dealt, even when another creature's damage comes first in the list."""
    from support import compiled_card

    compiled_card("Test Black Knight", "", ("Creature",), cost="{B}", power="2", toughness="2", colors=("B",))
    compiled_card("Test Centaur", "Protection from black\nIf damage would be dealt to Test Centaur, prevent that "
                  "damage. Remove a +1/+1 counter from Test Centaur.", ("Creature",), cost="{2}{G}", power="2",
                  toughness="2")
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", "Test Black Knight"]},
                  "bob": {"battlefield": ["Savannah Lions", {"card": "Test Centaur", "counters": {"+1/+1": 2}}]}})
    d.attack("alice", ["Grizzly Bears", "Test Black Knight"])
    d.block("bob", {"Savannah Lions": "Grizzly Bears", "Test Centaur": "Test Black Knight"})
    orders = []

    def past_damage() -> bool:
        if d.decision is not None and d.decision.kind == "replacement_order":
            orders.append(d.decision)
            d.choose(d.decision.options[0])
        return d.game.state.step == "end_of_combat"

    d.pass_until(past_damage)
    assert orders, "the order of the two prevention effects was asked"
    assert "Test Centaur" in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Savannah Lions" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_616_1_120_3_damage_to_each_asks_every_order_before_any_damage_is_dealt() -> None:
    """616.1, 120.3 (corpus fuzz seed 30117, Magma Giant: "engine bug: resolve asks
    'replacement_order' after changing the game in the same stage"): "deals 1 damage to each
    creature and each player" is dealt at once, so the order of the two prevention effects on the
    Centaur is asked before any damage is dealt, though the players and the Lions come first."""
    compiled_card("Test Black Pyre", "Test Black Pyre deals 1 damage to each creature and each player.", ("Sorcery",),
                  cost="{B}")
    compiled_card("Test Centaur", "Protection from black\nIf damage would be dealt to Test Centaur, prevent that "
                  "damage. Remove a +1/+1 counter from Test Centaur.", ("Creature",), cost="{2}{G}", power="2",
                  toughness="2")
    d = position({"alice": {"battlefield": ["Swamp"], "hand": ["Test Black Pyre"]},
                  "bob": {"battlefield": ["Savannah Lions", {"card": "Test Centaur", "counters": {"+1/+1": 2}}]}})
    d.act("alice", "casts", "Test Black Pyre")
    orders = []

    def resolved() -> bool:
        if d.decision is not None and d.decision.kind == "replacement_order":
            orders.append(d.decision)
            assert life(d, "alice") == 20 and life(d, "bob") == 20  # nothing dealt before the order is chosen
            d.choose(d.decision.options[0])
        return not d.game.state.stack and "Test Black Pyre" in [d.game.state.objects[o].card for o in
                                                               d.game.state.players[d.player("alice")].graveyard]

    d.pass_until(resolved)
    assert orders, "the order of the two prevention effects was asked"
    assert life(d, "alice") == 19 and life(d, "bob") == 19
    names = [d.game.chars(o).name for o in d.game.state.battlefield]
    assert "Test Centaur" in names and "Savannah Lions" not in names
