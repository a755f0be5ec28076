"""615.1: prevention effects that prevent all damage to or from some objects, players or groups,
compiled from Oracle text and played through the replacement pipeline (616.1).

One-shot effects last this turn (514.2): "Prevent all damage that would be dealt to target
creature this turn", "... to you this turn by attacking creatures", "... this turn to creatures
you control" (a group read at each damage event: 615.1, not locked in), "Prevent all combat
damage that would be dealt by target attacking creature this turn", "... to players this turn",
"... to and dealt by that creature this turn".  Static abilities: "Prevent all damage that would
be dealt to ~ (by creatures)", "Prevent all combat damage that would be dealt to ~", "Prevent all
damage that would be dealt by enchanted creature", "... combat damage that would be dealt to and
dealt by enchanted creature", and 615.5 "If damage would be dealt to ~, prevent that damage.
Remove a +1/+1 counter from ~." (the prevention, then the counter removed right after); and
615.10: "If a red source would deal damage to you, prevent 2 of that damage" (each damage event).
Mutations: without "this turn" on an instant, or with a source the compiler can't read, the text
is refused; "combat", "to"/"by", the counter kind change the tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game

compiled_card("Test Shelter", "Prevent all damage that would be dealt to target creature this turn.", ("Instant",))
compiled_card("Test Holy Day Rite", "Prevent all damage that would be dealt to you this turn by attacking creatures.",
              ("Instant",))
compiled_card("Test Mass Shelter", "Prevent all damage that would be dealt this turn to creatures you control.",
              ("Instant",))
compiled_card("Test Muzzle", "Prevent all combat damage that would be dealt by target attacking creature this turn.",
              ("Instant",))
compiled_card("Test Player Fog", "Prevent all combat damage that would be dealt to players this turn.", ("Instant",))
compiled_card("Test Maze", "Untap target attacking creature. Prevent all combat damage that would be dealt to and "
              "dealt by that creature this turn.", ("Instant",))
compiled_card("Test Invulnerable", "Prevent all damage that would be dealt to Test Invulnerable.", ("Creature",),
              power="1", toughness="1")
compiled_card("Test Spell Soaker", "Prevent all damage that would be dealt to Test Spell Soaker by creatures.",
              ("Creature",), power="0", toughness="2")
compiled_card("Test Combat Wall", "Prevent all combat damage that would be dealt to Test Combat Wall.",
              ("Creature",), power="0", toughness="2")
compiled_card("Test Pacifier", "Enchant creature\nPrevent all damage that would be dealt by enchanted creature.",
              ("Enchantment",), subtypes=("Aura",))
compiled_card("Test Truce", "Enchant creature\nPrevent all combat damage that would be dealt to and dealt by "
              "enchanted creature.", ("Enchantment",), subtypes=("Aura",))
compiled_card("Test Phantom", "Test Phantom enters with three +1/+1 counters on it.\nIf damage would be dealt to "
              "Test Phantom, prevent that damage. Remove a +1/+1 counter from Test Phantom.", ("Creature",),
              power="0", toughness="0")

_LANDS = ["Mountain"] * 4
_LIBRARY = ["Forest"] * 8


def _damage(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].damage


def _to_main2(d) -> None:
    d.pass_until(lambda: d.game.state.step == "main2")


def test_615_1_all_damage_to_target_creature_is_prevented_this_turn_only() -> None:
    """Two Bolts on the sheltered Tusker deal nothing; a Shock to the Bears still deals 2; the
    next turn (514.2) a Shock damages the Tusker again."""
    d = position({"alice": {"hand": ["Test Shelter", "Lightning Bolt", "Lightning Bolt", "Shock"],
                            "battlefield": ["Kalonian Tusker", "Grizzly Bears", *_LANDS], "library": _LIBRARY},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": _LIBRARY}})
    cast(d, "alice", "Test Shelter", targets=["Kalonian Tusker"])
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    assert d.game.clone().to_json() == d.game.to_json()
    cast(d, "alice", "Lightning Bolt", targets=["Kalonian Tusker"])
    cast(d, "alice", "Lightning Bolt", targets=["Kalonian Tusker"])
    assert _damage(d, "Kalonian Tusker") == 0
    assert [e["amount"] for e in events(d.game, "damage_prevented")] == [3, 3]
    cast(d, "alice", "Shock", targets=["Grizzly Bears"])
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]
    d.pass_to_step("upkeep", d.player("bob"))
    cast(d, "bob", "Shock", targets=["Kalonian Tusker"])
    assert _damage(d, "Kalonian Tusker") == 2


def test_615_1_damage_to_you_by_attacking_creatures_only() -> None:
    """The attacking Bears deal bob nothing; a Shock (not an attacking creature) still does."""
    d = position({"step": "beginning_of_combat", "alice": {"hand": ["Shock"], "battlefield": ["Grizzly Bears",
                                                                                              "Mountain"]},
                  "bob": {"hand": ["Test Holy Day Rite"]}})
    d.attack("alice", ["Grizzly Bears"])
    cast(d, "bob", "Test Holy Day Rite")
    _to_main2(d)
    assert life(d, "bob") == 20
    cast(d, "alice", "Shock", targets=["bob"])
    assert life(d, "bob") == 18


def test_615_1_a_group_is_read_at_each_damage_event_not_locked_in() -> None:
    """"Creatures you control": bob's Lions are spared; alice's Bears (not bob's) are not."""
    d = position({"alice": {"hand": ["Shock", "Shock"], "battlefield": ["Grizzly Bears", "Mountain", "Mountain"]},
                  "bob": {"hand": ["Test Mass Shelter"], "battlefield": ["Savannah Lions"]}})
    cast(d, "bob", "Test Mass Shelter")
    cast(d, "alice", "Shock", targets=["Savannah Lions"])
    assert _damage(d, "Savannah Lions") == 0
    cast(d, "alice", "Shock", targets=["Grizzly Bears"])
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_615_1_combat_damage_dealt_by_the_target_only() -> None:
    """The muzzled Tusker deals the blocking Bears nothing; the Bears still deal it 2."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Kalonian Tusker"]},
                  "bob": {"hand": ["Test Muzzle"], "battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Kalonian Tusker"])
    cast(d, "bob", "Test Muzzle", targets=["Kalonian Tusker"])
    d.block("bob", {"Grizzly Bears": "Kalonian Tusker"})
    _to_main2(d)
    assert _damage(d, "Grizzly Bears") == 0
    assert _damage(d, "Kalonian Tusker") == 2


def test_615_1_combat_damage_to_players_but_not_to_creatures() -> None:
    """The unblocked Bears deal bob nothing; the blocked Tusker and the Lions damage each other."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Kalonian Tusker"]},
                  "bob": {"hand": ["Test Player Fog"], "battlefield": ["Savannah Lions"]}})
    d.attack("alice", ["Grizzly Bears", "Kalonian Tusker"])
    cast(d, "bob", "Test Player Fog")
    d.block("bob", {"Savannah Lions": "Kalonian Tusker"})
    _to_main2(d)
    assert life(d, "bob") == 20
    assert _damage(d, "Kalonian Tusker") == 2
    assert "Savannah Lions" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_615_1_to_and_dealt_by_that_creature() -> None:
    """Maze: the Tusker is untapped, and neither it nor its blocker is dealt combat damage."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Kalonian Tusker"]},
                  "bob": {"hand": ["Test Maze"], "battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Kalonian Tusker"])
    d.block("bob", {"Grizzly Bears": "Kalonian Tusker"})
    cast(d, "bob", "Test Maze", targets=["Kalonian Tusker"])
    assert not d.game.state.objects[d.object("Kalonian Tusker")].tapped
    _to_main2(d)
    assert (_damage(d, "Grizzly Bears"), _damage(d, "Kalonian Tusker")) == (0, 0)


def test_615_1_static_all_damage_to_itself() -> None:
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Test Invulnerable"]}})
    cast(d, "alice", "Lightning Bolt", targets=["Test Invulnerable"])
    assert _damage(d, "Test Invulnerable") == 0
    assert "Test Invulnerable" in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_615_1_static_by_creatures_lets_a_spell_through() -> None:
    """The Soaker takes no combat damage from the Bears, but a Shock (not a creature) kills it."""
    d = position({"step": "beginning_of_combat", "alice": {"hand": ["Shock"], "battlefield": ["Grizzly Bears",
                                                                                              "Mountain"]},
                  "bob": {"battlefield": ["Test Spell Soaker"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Test Spell Soaker": "Grizzly Bears"})
    _to_main2(d)
    assert _damage(d, "Test Spell Soaker") == 0
    cast(d, "alice", "Shock", targets=["Test Spell Soaker"])
    assert "Test Spell Soaker" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_615_1_static_combat_damage_only() -> None:
    """The Wall takes no combat damage, but noncombat damage (Shock) kills it."""
    d = position({"step": "beginning_of_combat", "alice": {"hand": ["Shock"], "battlefield": ["Kalonian Tusker",
                                                                                              "Mountain"]},
                  "bob": {"battlefield": ["Test Combat Wall"]}})
    d.attack("alice", ["Kalonian Tusker"])
    d.block("bob", {"Test Combat Wall": "Kalonian Tusker"})
    _to_main2(d)
    assert _damage(d, "Test Combat Wall") == 0
    cast(d, "alice", "Shock", targets=["Test Combat Wall"])
    assert "Test Combat Wall" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_615_1_damage_dealt_by_enchanted_creature() -> None:
    """The enchanted Bears deal bob no combat damage; the Lions, unenchanted, deal 2."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions",
                                            {"card": "Test Pacifier", "attached_to": "Grizzly Bears"}]},
                  "bob": {}})
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    _to_main2(d)
    assert life(d, "bob") == 18


def test_615_1_combat_damage_to_and_dealt_by_enchanted_creature() -> None:
    """The enchanted Bears and the Tusker blocking them: neither is dealt damage."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Grizzly Bears", {"card": "Test Truce", "attached_to": "Grizzly Bears"}]},
                  "bob": {"battlefield": ["Kalonian Tusker"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Kalonian Tusker": "Grizzly Bears"})
    _to_main2(d)
    assert (_damage(d, "Grizzly Bears"), _damage(d, "Kalonian Tusker")) == (0, 0)


def test_615_5_prevent_that_damage_then_remove_a_counter() -> None:
    """A Bolt and a Shock on the Phantom (3 counters): no damage, one counter per damage event;
    the damage of both events is prevented."""
    d = position({"alice": {"hand": ["Test Phantom"], "library": _LIBRARY},
                  "bob": {"hand": ["Lightning Bolt", "Shock"], "battlefield": _LANDS, "library": _LIBRARY}})
    cast(d, "alice", "Test Phantom")
    phantom = d.object("Test Phantom")
    cast(d, "bob", "Lightning Bolt", targets=["Test Phantom"])
    assert d.game.state.objects[phantom].counters == {"+1/+1": 2}
    assert d.game.state.objects[phantom].damage == 0
    cast(d, "bob", "Shock", targets=["Test Phantom"])
    assert d.game.state.objects[phantom].counters == {"+1/+1": 1}
    assert [e["amount"] for e in events(d.game, "damage_prevented")] == [3, 2]


def _tree(text: str, types=("Instant",), name: str = "Test Card") -> tuple:
    return compile_text(name, text, types)


@pytest.mark.parametrize("text", [
    "Prevent all damage that would be dealt to target creature.",  # an instant without a duration
    "Prevent all damage that would be dealt to target creature this turn this turn.",
    "Prevent all damage that would be dealt to target creature this turn by creatures it's blocking.",
    "Prevent all damage that would be dealt to target creature this turn by sources of the color of your choice.",
    "Prevent all damage that would be dealt to you and creatures you control this turn.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        _tree(text)


@pytest.mark.parametrize("text", [
    "Prevent all damage that would be dealt to Test Card by creatures it's fighting.",
    "Prevent all damage that would be dealt to Test Card by artifact sources.",
    "Prevent all combat damage that would be dealt to and dealt by creatures you control.",
    "If damage would be dealt to Test Card, prevent that damage. Put a +1/+1 counter on Test Card.",
    "If damage would be dealt to Test Card, prevent that damage. Remove two +1/+1 counters from Test Card.",
])
def test_static_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        _tree(text, ("Creature",))


def test_mutations_change_the_tree() -> None:
    """"combat", "to" for "by", "you" for "target player", the counter kind: each its own tree."""
    (all_damage,) = _tree("Prevent all damage that would be dealt to target creature this turn.")
    (combat,) = _tree("Prevent all combat damage that would be dealt to target creature this turn.")
    (by,) = _tree("Prevent all damage that would be dealt by target creature this turn.")
    assert all_damage.effects == (dsl.PreventAllDamage(False, to=dsl.Target(0)),)
    assert combat.effects == (dsl.PreventAllDamage(True, to=dsl.Target(0)),)
    assert by.effects == (dsl.PreventAllDamage(False, by=dsl.Target(0)),)
    (you,) = _tree("Prevent all damage that would be dealt to you this turn.")
    (player,) = _tree("Prevent all damage that would be dealt to target player this turn.")
    assert you.effects[0].to == dsl.You() and player.effects[0].to == dsl.TargetPlayer(0)
    (minus,) = _tree("If damage would be dealt to Test Card, prevent that damage. Remove a -1/-1 counter from "
                     "Test Card.", ("Creature",))
    assert minus.effect == dsl.PreventDamage(to="self", then_remove="-1/-1")
    (to_self,) = _tree("Prevent all damage that would be dealt to Test Card.", ("Creature",))
    (by_self,) = _tree("Prevent all damage that would be dealt by Test Card.", ("Creature",))
    assert (to_self.effect, by_self.effect) == (dsl.PreventDamage(to="self"), dsl.PreventDamage(by="self"))


compiled_card("Test Red Ward Enchantment", "If a red source would deal damage to you, prevent 2 of that damage.",
              ("Enchantment",))
compiled_card("Test Opponents Ward", "If a source an opponent controls would deal damage to you or a creature you "
              "control, prevent 1 of that damage.", ("Enchantment",))


def test_615_10_prevent_2_of_each_red_sources_damage_to_you() -> None:
    """A Bolt deals 1, a Shock 0; the green Bears' combat damage isn't red: 2."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain",
                                                                                 "Grizzly Bears"]},
                  "bob": {"battlefield": ["Test Red Ward Enchantment"]}})
    cast(d, "alice", "Lightning Bolt", targets=["bob"])
    assert life(d, "bob") == 19
    cast(d, "alice", "Shock", targets=["bob"])
    assert life(d, "bob") == 19
    d.attack("alice", ["Grizzly Bears"])
    _to_main2(d)
    assert life(d, "bob") == 17


def test_615_10_sources_an_opponent_controls_to_you_or_your_creatures() -> None:
    """Alice's Bolt deals bob's Tusker 2; bob's own Shock on his Tusker isn't from an opponent: 2 more."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Test Opponents Ward", "Kalonian Tusker", "Mountain"]}})
    cast(d, "alice", "Lightning Bolt", targets=["Kalonian Tusker"])
    assert _damage(d, "Kalonian Tusker") == 2
    cast(d, "bob", "Shock", targets=["Kalonian Tusker"])
    assert "Kalonian Tusker" not in [d.game.chars(o).name for o in d.game.state.battlefield]


@pytest.mark.parametrize("text", [
    "If a mauve source would deal damage to you, prevent 2 of that damage.",
    "If a source would deal damage to creatures you control, prevent 1 of that damage.",
    "If a source would deal damage to you, prevent two of that damage.",
])
def test_615_10_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        _tree(text, ("Enchantment",))


def test_615_10_mutations_change_the_tree() -> None:
    (red,) = _tree("If a red source would deal damage to you, prevent 2 of that damage.", ("Enchantment",))
    (blue,) = _tree("If a blue source would deal damage to you, prevent 1 of that damage.", ("Enchantment",))
    (combat,) = _tree("If a creature would deal combat damage to you, prevent 1 of that damage.", ("Enchantment",))
    assert red.effect == dsl.PreventSomeDamage(2, ("R",), to_you=True)
    assert blue.effect == dsl.PreventSomeDamage(1, ("U",), to_you=True)
    assert combat.effect == dsl.PreventSomeDamage(1, types=("Creature",), combat=True, to_you=True)
