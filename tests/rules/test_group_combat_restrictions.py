"""508.1c, 509.1b: restrictions a permanent's static ability puts on groups of creatures,
compiled from Oracle text and played: "Creatures with power greater than the number of cards in
your hand can't attack" (Ensnaring Bridge), "Creatures without flying can't attack" (Moat),
"Creatures with flying can block only creatures with flying", "Enchanted creature can block only
creatures with flying".  Mutations compile to other trees that play as written, or are refused."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat


def _card(name: str, text: str, types: tuple, power: str | None = None, toughness: str | None = None,
          subtypes: tuple = ()) -> None:
    face = dsl.Face(name=name, mana_cost="{3}", types=types, subtypes=subtypes, power=power, toughness=toughness,
                    abilities=compile_text(name, text, types, subtypes=subtypes) if text else ())
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_card("Group Bridge", "Creatures with power greater than the number of cards in your hand can't attack.", ("Artifact",))
_card("Group Moat", "Creatures without flying can't attack.", ("Enchantment",))
_card("Group Sky Law", "Creatures with flying can block only creatures with flying.", ("Enchantment",))
_card("Group Sky Tether", "Enchant creature\nEnchanted creature can block only creatures with flying.",
      ("Enchantment",), subtypes=("Aura",))
_card("Group Squire", "", ("Creature",), "1", "1", ("Human",))
_card("Group Bird", "Flying", ("Creature",), "1", "1", ("Bird",))


def _attack_problem(alice: dict, bob: dict, name: str) -> str | None:
    d = position({"step": "beginning_of_combat", "alice": alice, "bob": bob})
    return combat.attack_problem(d.game.kernel, d.object(name))


def test_508_1c_power_greater_than_cards_in_your_hand_cant_attack() -> None:
    """508.1c: bob controls Group Bridge with one card in hand: alice's Grizzly Bears (power 2)
    can't attack, Group Squire (power 1) can; with two cards in bob's hand the Bears can."""
    bob = {"battlefield": ["Group Bridge"], "hand": ["Forest"]}
    alice = {"battlefield": ["Grizzly Bears", "Group Squire"]}
    assert _attack_problem(alice, bob, "Grizzly Bears") is not None
    assert _attack_problem(alice, bob, "Group Squire") is None
    assert _attack_problem(alice, {"battlefield": ["Group Bridge"], "hand": ["Forest", "Island"]}, "Grizzly Bears") is None
    d = position({"step": "beginning_of_combat", "alice": alice, "bob": bob})
    d.attack("alice", ["Group Squire"])
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.players[1].life == 19


def test_508_1c_the_bridge_counts_its_controllers_hand() -> None:
    """"your hand" is the Bridge's controller's: alice's own Bridge with an empty hand stops her
    Group Squire (power 1 > 0)."""
    assert _attack_problem({"battlefield": ["Group Bridge", "Group Squire"]}, {}, "Group Squire") is not None


def test_508_1c_creatures_without_flying_cant_attack() -> None:
    """508.1c: with Group Moat out, Grizzly Bears can't attack; Group Bird (flying) can."""
    alice = {"battlefield": ["Grizzly Bears", "Group Bird"]}
    assert _attack_problem(alice, {"battlefield": ["Group Moat"]}, "Grizzly Bears") is not None
    assert _attack_problem(alice, {"battlefield": ["Group Moat"]}, "Group Bird") is None
    assert _attack_problem(alice, {}, "Grizzly Bears") is None


def test_509_1b_creatures_with_flying_can_block_only_creatures_with_flying() -> None:
    """509.1b: Group Bird can't block Grizzly Bears while Group Sky Law is out; Group Squire
    (no flying) can."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Group Sky Law", "Group Bird", "Group Squire"]}})
    d.attack("alice", ["Grizzly Bears"])
    bears = d.object("Grizzly Bears")
    assert combat.block_problem(d.game.kernel, d.object("Group Bird"), bears) is not None
    assert combat.block_problem(d.game.kernel, d.object("Group Squire"), bears) is None


def test_509_1b_enchanted_creature_can_block_only_creatures_with_flying() -> None:
    """509.1b: the enchanted Group Squire can't block Grizzly Bears; Savannah Lions, not
    enchanted, can."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Group Squire", {"card": "Group Sky Tether", "attached_to": "Group Squire"},
                                          "Savannah Lions"]}})
    d.attack("alice", ["Grizzly Bears"])
    bears = d.object("Grizzly Bears")
    assert combat.block_problem(d.game.kernel, d.object("Group Squire"), bears) is not None
    assert combat.block_problem(d.game.kernel, d.object("Savannah Lions"), bears) is None


@pytest.mark.parametrize(("line", "node"), [
    ("Creatures with flying can't block.", dsl.CreaturesCant(dsl.Filter(types=("Creature",), keywords=("flying",)),
                                                            block=True)),
    ("Creatures your opponents control can't attack.",
     dsl.CreaturesCant(dsl.Filter(types=("Creature",), controller="opponent"), attack=True)),
    ("Creatures without flying can block only creatures without flying.",
     dsl.CreaturesCanBlockOnly(dsl.Filter(types=("Creature",), without_keywords=("flying",)),
                               dsl.Filter(types=("Creature",), without_keywords=("flying",)))),
])
def test_mutations_compile_to_their_own_restriction(line: str, node: object) -> None:
    assert [a.effect for a in compile_text("Test Card", line, ("Enchantment",))] == [node]


@pytest.mark.parametrize("line", [
    "Creatures can't attack you.",
    "Creatures with power greater than the number of cards in your hand can't attack you.",
    "Another creature can't attack.",
    "Creatures with flying or reach can't attack.",
])
def test_mutated_wordings_the_engine_doesnt_know_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", line, ("Enchantment",))
    assert refused.value.phrases == [line]
