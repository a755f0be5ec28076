"""Poison counters given by an effect (122.1f, 704.5c): "{T}: Add one mana of any color. You get
two poison counters." (Mox Poison), "Target player gets a poison counter."; ten or more and the
player loses.  A mana ability's instructions besides adding mana are carried out as it resolves,
at once (605.3b): a painland's damage, a sphere's draw.  Mutations."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Mox Poison", "{T}: Add one mana of any color. You get two poison counters.", ("Artifact",))
compiled_card("Test Sting", "Target player gets a poison counter.", ("Instant",))
compiled_card("Test Pain Grove", "{T}: Add {G}. Test Pain Grove deals 1 damage to you.", ("Land",))
compiled_card("Test Draw Sphere", "{1}, {T}, Sacrifice Test Draw Sphere: Add one mana of any color. Draw a card.",
              ("Artifact",))


def _poison(d, player: str) -> int:
    return d.game.state.players[d.player(player)].poison


def test_605_3b_a_mana_ability_gives_its_controller_poison_counters_as_it_resolves() -> None:
    """Paying for Grizzly Bears with the Mox and a Forest: its other instruction is carried out
    at once (605.3b), without the stack."""
    d = position({"alice": {"battlefield": ["Test Mox Poison", "Forest"], "hand": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Grizzly Bears")
    assert _poison(d, "alice") == 2
    assert [i.kind for i in d.game.state.stack] == ["spell"]
    d.resolve(None)
    assert _poison(d, "alice") == 2


def test_605_3b_a_painland_deals_its_damage_and_a_sphere_draws() -> None:
    d = position({"alice": {"battlefield": ["Forest", "Test Pain Grove"], "hand": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    assert d.game.state.players[d.player("alice")].life == 19
    d = position({"alice": {"battlefield": ["Forest", "Test Draw Sphere"], "library": ["Island"]}})
    d.act("alice", "activates", "Test Draw Sphere", choices=["W"])
    assert cards(d, "alice", "hand") == ["Island"]
    assert cards(d, "alice", "graveyard") == ["Test Draw Sphere"]


def test_704_5c_ten_poison_counters_lose_the_game() -> None:
    d = position({"alice": {"hand": ["Test Sting"]}, "bob": {"poison": 9}})
    d.act("alice", "casts", "Test Sting", targets=["bob"])
    d.resolve(None)
    assert d.game.over and d.game.winner == d.player("alice")


@pytest.mark.parametrize("text, effect", [
    ("You get two poison counters.", dsl.GetPoison(dsl.You(), 2)),
    ("Target player gets a poison counter.", dsl.GetPoison(dsl.TargetPlayer(0), 1)),
    ("Each opponent gets three poison counters.", dsl.GetPoison(dsl.EachOpponent(), 3)),
])
def test_each_wording_compiles_to_its_tree(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (effect,)


@pytest.mark.parametrize("text", ["You gets two poison counters.", "You get two poison counter.",
                                  "Target player get a poison counter.", "You get two rad counters."])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
