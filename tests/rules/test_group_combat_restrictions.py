"""508.1c, 509.1b: restrictions a permanent's static ability puts on groups of creatures,
compiled from Oracle text and played: "Creatures with power greater than the number of cards in
your hand can't attack" (Ensnaring Bridge), "Creatures without flying can't attack" (Moat),
"Creatures with flying can block only creatures with flying", "Enchanted creature can block only
creatures with flying".  Mutations compile to other trees that play as written, or are refused."""

from __future__ import annotations

import pytest
from support import cast, position

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
    ("Each creature an opponent controls can't be blocked by more than one creature.",
     dsl.CreaturesCantBeBlockedByMoreThanOne(dsl.Filter(types=("Creature",), controller="opponent"))),
    ("Creatures without flying can block only creatures without flying.",
     dsl.CreaturesCanBlockOnly(dsl.Filter(types=("Creature",), without_keywords=("flying",)),
                               dsl.Filter(types=("Creature",), without_keywords=("flying",)))),
])
def test_mutations_compile_to_their_own_restriction(line: str, node: object) -> None:
    assert [a.effect for a in compile_text("Test Card", line, ("Enchantment",))] == [node]


@pytest.mark.parametrize("line", [
    "Creatures with islandwalk can be blocked as though they didn't have swampwalk.",
    "Creatures with flying can be blocked as though they didn't have flying.",
    "Each creature you control can block two additional creatures each combat.",
    "Each creature you control can't be blocked by more than two creatures.",
    "Creatures can't attack you.",
    "Creatures with power greater than the number of cards in your hand can't attack you.",
    "Another creature can't attack.",
    "Creatures with flying or reach can't attack.",
])
def test_mutated_wordings_the_engine_doesnt_know_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", line, ("Enchantment",))
    assert refused.value.phrases == [line]


_card("Group Phalanx", "Each creature you control can block an additional creature each combat.", ("Enchantment",))
_card("Group Duel Law", "Each creature you control can't be blocked by more than one creature.", ("Enchantment",))


def test_509_1a_each_creature_you_control_can_block_an_additional_creature() -> None:
    """509.1a: with Group Phalanx, bob's Group Squire blocks both of alice's attackers;
    alice's creatures (not bob's Phalanx's) don't gain it."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]},
                  "bob": {"battlefield": ["Group Phalanx", "Group Squire"]}})
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    squire, bears, lions = d.object("Group Squire"), d.object("Grizzly Bears"), d.object("Savannah Lions")
    d.choose(next(o for o in d.decision.options if o.kind == "block" and o.value == (squire, bears)))
    d.choose(next(o for o in d.decision.options if o.kind == "block" and o.value == (squire, lions)))
    assert sorted(d.game.state.combat.blockers[squire]) == sorted([bears, lions])
    assert combat.block_capacity(d.game.kernel, bears, 2) == 1


def test_509_1b_each_creature_you_control_cant_be_blocked_by_more_than_one() -> None:
    """509.1b: alice's Grizzly Bears, under her Group Duel Law, can't be blocked by two creatures:
    once Group Squire blocks it, Savannah Lions can't; bob's creatures aren't limited."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Group Duel Law", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Group Squire", "Savannah Lions"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    squire, bears = d.object("Group Squire"), d.object("Grizzly Bears")
    d.choose(next(o for o in d.decision.options if o.kind == "block" and o.value == (squire, bears)))
    if d.decision is not None and d.decision.kind == "blockers":
        assert not any(o.kind == "block" for o in d.decision.options)
    assert d.game.state.combat.blocked_by.get(bears, [squire]) == [squire]


_card("Group Falter", "Creatures without flying can't block this turn.", ("Sorcery",))


def test_509_1b_creatures_without_flying_cant_block_this_turn() -> None:
    """509.1b, 611.2c: after Group Falter, bob's Grizzly Bears can't block; his Group Bird
    (flying) can; the effect ends with the turn (514.2)."""
    d = position({"step": "main1", "alice": {"battlefield": ["Savannah Lions", "Island", "Island", "Island"],
                                             "hand": ["Group Falter"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Group Bird"]}})
    cast(d, "alice", "Group Falter")
    d.attack("alice", ["Savannah Lions"])
    lions = d.object("Savannah Lions")
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), lions) is not None
    assert combat.block_problem(d.game.kernel, d.object("Group Bird"), lions) is None
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.turn == 2)
    assert not [e for e in d.game.state.effects if e.kind == "group_combat_restriction"]


def test_mutations_of_the_turn_restriction() -> None:
    """"with flying" and "target creature" compile to other trees: a group described again at each
    declaration, and one creature locked in as the spell resolves."""
    flying = compile_text("X", "Creatures with flying can't block this turn.", ("Sorcery",))[0].effects
    assert flying == (dsl.GroupCombatRestriction(dsl.Filter(types=("Creature",), keywords=("flying",)), "cant_block"),)
    target = compile_text("X", "Target creature can't block this turn.", ("Sorcery",))[0].effects
    assert target == (dsl.CombatRestriction("cant_block", dsl.Target(0)),)
    with pytest.raises(UncompilableText):
        compile_text("X", "Creatures without flying can't block this combat.", ("Sorcery",))


_card("Group Tide Law", "Creatures with islandwalk can be blocked as though they didn't have islandwalk.",
      ("Enchantment",))
_card("Group Merfolk", "Islandwalk", ("Creature",), "2", "1", ("Merfolk",))
_card("Group Shade", "Shadow", ("Creature",), "2", "1", ("Spirit",))
_card("Group Shadow Watcher", "Group Shadow Watcher can block creatures with shadow as though Group Shadow Watcher had "
      "shadow.", ("Creature",), "1", "3", ("Soldier",))


@pytest.mark.parametrize("law", [False, True])
def test_702_14c_blocked_as_though_it_didnt_have_islandwalk(law: bool) -> None:
    """702.14c: bob controls an Island: Grizzly Bears can block Group Merfolk (islandwalk) only
    while Group Tide Law is on the battlefield."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Group Merfolk"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Island"] + (["Group Tide Law"] if law else [])}})
    d.attack("alice", ["Group Merfolk"])
    problem = combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object("Group Merfolk"))
    assert (problem is None) == law


def test_702_28b_can_block_creatures_with_shadow_as_though_it_had_shadow() -> None:
    """702.28b: Group Shadow Watcher can block Group Shade (shadow); Grizzly Bears can't."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Group Shade"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Group Shadow Watcher"]}})
    d.attack("alice", ["Group Shade"])
    shade = d.object("Group Shade")
    assert combat.block_problem(d.game.kernel, d.object("Group Shadow Watcher"), shade) is None
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), shade) is not None
