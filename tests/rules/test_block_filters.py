"""509.1b, 506.5: static restrictions on who may block whom, compiled from Oracle text and played:
"~ can't be blocked by creatures with power 2 or less", "~ can't be blocked by Walls", "~ can't
be blocked except by creatures with flying or reach", "Creatures with power less than ~'s power
can't block it", "~ can't block creatures with power 2 or greater", "~ can't be blocked as long
as defending player controls an artifact", "~ can't attack alone", "~ can't attack or block
alone".  Mutations (another number, "greater", "except", another type) compile to other trees
that play as written, or are refused."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.engine.decision import IllegalAction


def _creature(name: str, text: str = "", power: str = "2", toughness: str = "2", subtypes: tuple = ("Goblin",),
              mana_cost: str = "{1}{R}") -> None:
    abilities = compile_text(name, text, ("Creature",), subtypes=subtypes) if text else ()
    face = dsl.Face(name=name, mana_cost=mana_cost, types=("Creature",), subtypes=subtypes, power=power,
                    toughness=toughness, abilities=abilities)
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_creature("Filter Bully", "Filter Bully can't be blocked by creatures with power 2 or less.", "3", "3")
_creature("Filter Giant Bully", "Filter Giant Bully can't be blocked by creatures with power 2 or greater.", "3", "3")
_creature("Filter Ogre", "", "3", "3", ("Ogre",))
_creature("Filter Squire", "", "1", "1", ("Human",), "{W}")
_creature("Filter Wall", "Defender", "0", "4", ("Wall",))
_creature("Filter Wall Dodger", "Filter Wall Dodger can't be blocked by Walls.")
_creature("Filter Wall Seeker", "Filter Wall Seeker can't be blocked except by Walls.")
_creature("Filter Sky Raider", "Filter Sky Raider can't be blocked except by creatures with flying or reach.")
_creature("Filter Spider", "Reach", "1", "3", ("Spider",), "{G}")
_creature("Filter Bird", "Flying", "1", "1", ("Bird",), "{W}")
_creature("Filter Brute", "Creatures with power less than Filter Brute's power can't block it.", "3", "3")
_creature("Filter Meek", "Filter Meek can't block creatures with power 2 or greater.", "1", "1")
_creature("Filter Thief", "Filter Thief can't be blocked as long as defending player controls an artifact.")
_creature("Filter Coward", "Filter Coward can't attack alone.")
_creature("Filter Packling", "Filter Packling can't attack or block alone.")
registry.register(dsl.CardDef(name="Filter Trinket", faces=(dsl.Face(name="Filter Trinket", mana_cost="{1}",
                                                                    types=("Artifact",)),), source="test"))


def _blockable(attacker: str, blocker: str, alice: list[str], bob: list[str]) -> bool:
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": alice}, "bob": {"battlefield": bob}})
    d.attack("alice", [attacker])
    return combat.block_problem(d.game.kernel, d.object(blocker), d.object(attacker)) is None


def test_509_1b_cant_be_blocked_by_creatures_with_power_2_or_less() -> None:
    """509.1b: Grizzly Bears (power 2) can't block Filter Bully; Filter Ogre (power 3) can, and its
    block is played (Filter Bully deals its damage to the Ogre, not to bob)."""
    assert not _blockable("Filter Bully", "Grizzly Bears", ["Filter Bully"], ["Grizzly Bears"])
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Bully"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Filter Ogre"]}})
    d.attack("alice", ["Filter Bully"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Grizzly Bears": "Filter Bully"})
    d.block("bob", {"Filter Ogre": "Filter Bully"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.players[1].life == 20
    assert "Filter Ogre" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_mutation_power_2_or_greater_turns_the_restriction_around() -> None:
    """Mutation "or greater": the tree differs, and now Grizzly Bears can't block while Test
    Squire (power 1) can."""
    less = compile_text("X", "X can't be blocked by creatures with power 2 or less.", ("Creature",))
    more = compile_text("X", "X can't be blocked by creatures with power 2 or greater.", ("Creature",))
    assert less != more
    assert not _blockable("Filter Giant Bully", "Grizzly Bears", ["Filter Giant Bully"], ["Grizzly Bears"])
    assert _blockable("Filter Giant Bully", "Filter Squire", ["Filter Giant Bully"], ["Filter Squire"])


def test_509_1b_cant_be_blocked_by_walls_and_except_by_walls() -> None:
    """509.1b: a Wall can't block Filter Wall Dodger, Grizzly Bears can; mutation "except by
    Walls": only the Wall can block Filter Wall Seeker."""
    assert not _blockable("Filter Wall Dodger", "Filter Wall", ["Filter Wall Dodger"], ["Filter Wall"])
    assert _blockable("Filter Wall Dodger", "Grizzly Bears", ["Filter Wall Dodger"], ["Grizzly Bears"])
    assert _blockable("Filter Wall Seeker", "Filter Wall", ["Filter Wall Seeker"], ["Filter Wall"])
    assert not _blockable("Filter Wall Seeker", "Grizzly Bears", ["Filter Wall Seeker"], ["Grizzly Bears"])


def test_509_1b_cant_be_blocked_except_by_creatures_with_flying_or_reach() -> None:
    """509.1b: a creature with reach or one with flying may block Filter Sky Raider; Grizzly Bears
    may not, and isn't offered in the declaration."""
    assert _blockable("Filter Sky Raider", "Filter Spider", ["Filter Sky Raider"], ["Filter Spider"])
    assert _blockable("Filter Sky Raider", "Filter Bird", ["Filter Sky Raider"], ["Filter Bird"])
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Sky Raider"]},
                  "bob": {"battlefield": ["Grizzly Bears", "Filter Spider"]}})
    d.attack("alice", ["Filter Sky Raider"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    offered = {d.game.chars(o.value[0]).name for o in d.decision.options if o.kind == "block"}
    assert offered == {"Filter Spider"}


def test_509_1b_creatures_with_power_less_than_its_power_cant_block_it() -> None:
    """509.1b: Filter Brute (power 3): Grizzly Bears (power 2) can't block it, Filter Ogre (power 3,
    not less) can."""
    assert not _blockable("Filter Brute", "Grizzly Bears", ["Filter Brute"], ["Grizzly Bears"])
    assert _blockable("Filter Brute", "Filter Ogre", ["Filter Brute"], ["Filter Ogre"])


def test_509_1b_cant_block_creatures_with_power_2_or_greater() -> None:
    """509.1b: Filter Meek can't block Grizzly Bears (power 2) but can block Filter Squire (power 1)."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears", "Filter Squire"]},
                  "bob": {"battlefield": ["Filter Meek"]}})
    d.attack("alice", ["Grizzly Bears", "Filter Squire"])
    meek = d.object("Filter Meek")
    assert combat.block_problem(d.game.kernel, meek, d.object("Grizzly Bears")) is not None
    assert combat.block_problem(d.game.kernel, meek, d.object("Filter Squire")) is None
    d.block("bob", {"Filter Meek": "Filter Squire"})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.players[1].life == 18  # only the Bears' damage


def test_509_1b_cant_be_blocked_as_long_as_defending_player_controls_an_artifact() -> None:
    """509.1b, 506.2: Filter Thief can't be blocked while bob (the defending player) controls an
    artifact; alice's artifact doesn't count."""
    assert not _blockable("Filter Thief", "Grizzly Bears", ["Filter Thief"], ["Grizzly Bears", "Filter Trinket"])
    assert _blockable("Filter Thief", "Grizzly Bears", ["Filter Thief", "Filter Trinket"], ["Grizzly Bears"])
    assert _blockable("Filter Thief", "Grizzly Bears", ["Filter Thief"], ["Grizzly Bears"])


def test_506_5_a_creature_that_cant_attack_alone_needs_another_attacker() -> None:
    """506.5: alone, Filter Coward isn't offered as an attacker; with Grizzly Bears it may attack,
    but the declaration isn't complete ("done" isn't offered) until the Bears attack too."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Coward"]}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Filter Coward"])
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Coward", "Grizzly Bears", "Filter Ogre"]}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    coward = d.object("Filter Coward")
    d.choose(next(o for o in d.decision.options if o.kind == "attack" and o.value[0] == coward))
    assert d.decision.kind == "attackers"
    assert sorted(o.kind for o in d.decision.options) == ["attack", "attack"]  # no "done" yet
    bears = d.object("Grizzly Bears")
    d.choose(next(o for o in d.decision.options if o.kind == "attack" and o.value[0] == bears))
    d.choose(next(o for o in d.decision.options if o.kind == "done"))
    assert sorted(d.game.state.combat.attackers) == sorted([coward, d.object("Grizzly Bears")])


def test_506_5_a_creature_that_cant_block_alone_blocks_only_with_another() -> None:
    """506.5: Filter Packling can't be bob's only blocker; it may block along with Grizzly Bears."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Ogre"]},
                  "bob": {"battlefield": ["Filter Packling"]}})
    d.attack("alice", ["Filter Ogre"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Filter Packling": "Filter Ogre"})
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Ogre"]},
                  "bob": {"battlefield": ["Filter Packling", "Grizzly Bears", "Filter Squire"]}})
    d.attack("alice", ["Filter Ogre"])
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "blockers")
    packling = d.object("Filter Packling")
    d.choose(next(o for o in d.decision.options if o.kind == "block" and o.value[0] == packling))
    assert d.decision.kind == "blockers"
    assert sorted(o.kind for o in d.decision.options) == ["block", "block"]  # no "done" yet
    bears = d.object("Grizzly Bears")
    d.choose(next(o for o in d.decision.options if o.kind == "block" and o.value[0] == bears))
    d.choose(next(o for o in d.decision.options if o.kind == "done"))
    assert sorted(d.game.state.combat.blocked_by[d.object("Filter Ogre")]) == sorted([packling, d.object("Grizzly Bears")])


def test_506_5_cant_attack_alone_with_attacks_each_combat_needs_a_partner() -> None:
    """508.1d, 506.5: a creature that attacks each combat if able but can't attack alone must
    attack when another creature can join it, and the declaration without it isn't offered."""
    _creature("Filter Eager Coward", "Filter Eager Coward attacks each combat if able.\nFilter Eager Coward can't attack alone.")
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Eager Coward", "Grizzly Bears"]}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert not any(o.kind == "done" for o in d.decision.options)
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Filter Eager Coward"]}})
    with pytest.raises(IllegalAction):  # alone it can't: the requirement can't be obeyed (no attack)
        d.attack("alice", ["Filter Eager Coward"])


@pytest.mark.parametrize(("line", "node"), [
    ("~ can't block alone.", dsl.CantAttackOrBlockAlone(block=True)),
    ("~ can't attack alone.", dsl.CantAttackOrBlockAlone(attack=True)),
    ("~ can't be blocked by artifact creatures.", dsl.CantBeBlockedBy((dsl.Filter(types=("Artifact", "Creature")),))),
    ("~ can't be blocked except by black creatures.",
     dsl.CantBeBlockedBy((dsl.Filter(types=("Creature",), colors=("B",)),), only=True)),
    ("~ can't block creatures with power 2 or less.", dsl.CantBlockCreatures(dsl.Filter(types=("Creature",), power_le=2))),
])
def test_mutations_compile_to_their_own_restriction(line: str, node: object) -> None:
    """Each mutated wording compiles to the restriction it states."""
    abilities = compile_text("Test Card", line.replace("~", "Test Card"), ("Creature",))
    assert [a.effect for a in abilities] == [node]


@pytest.mark.parametrize("line", [
    "~ can't be blocked except by three or more creatures.",
    "~ can't be blocked by creatures you control.",
    "~ can't be blocked as long as defending player controls two artifacts.",
    "~ can't block creatures with flying or reach or trample.",
    "Creatures with power greater than ~'s power can't block it.",
])
def test_mutated_wordings_the_engine_doesnt_know_are_refused(line: str) -> None:
    text = line.replace("~", "Test Card")
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", text, ("Creature",))
    assert refused.value.phrases == [text]
