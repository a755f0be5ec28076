"""508.1c, 509.1b-c: "target creature can't block this turn", "... can't attack this turn", "...
can't attack or block this turn", "... can't be blocked this turn" from a resolved spell or
ability, compiled from Oracle text and played: the restricted declaration isn't offered and is
refused (IllegalAction), and the restriction ends with the turn (514.2).  Mutation: "can't block"
and "can't attack" compile to different trees that each play as written."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.engine.decision import IllegalAction
from manastack.engine.game import Game

JAVELINEER = "When Test Javelineer enters the battlefield, target creature can't block this turn."
compiled_card("Test Javelineer", JAVELINEER, ("Creature",), power="2", toughness="1")
compiled_card("Test Distraction", "Target creature can't be blocked this turn.", ("Instant",))
compiled_card("Test Stun", "Target creature can't attack or block this turn.", ("Instant",))
compiled_card("Test Craven Rite", "Target creature can't attack this turn.", ("Instant",))
compiled_card("Test Cowed Rite", "Target creature can't block this turn.", ("Instant",))

_LIBRARY = ["Forest"] * 8


def _block_refused(d, blocker: str, attacker: str) -> None:
    """The block isn't among bob's options, and declaring it is refused."""
    d.advance_to_declaration(d.player("bob"), "blockers")
    b, a = d.object(blocker), d.object(attacker)
    assert not any(o.kind == "block" and tuple(o.value) == (b, a) for o in d.decision.options)
    with pytest.raises(IllegalAction):
        d.block("bob", {blocker: attacker})


def test_509_1c_an_enters_trigger_says_target_creature_cant_block_this_turn() -> None:
    d = position({"alice": {"hand": ["Test Javelineer"], "battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions", "Llanowar Elves"], "library": _LIBRARY}})
    cast(d, "alice", "Test Javelineer", choices=["Savannah Lions"])
    lions, bears = d.object("Savannah Lions"), d.object("Grizzly Bears")
    assert combat.block_problem(d.game.kernel, lions, bears) == "Savannah Lions can't block this turn (509.1c)"
    assert combat.block_problem(d.game.kernel, d.object("Llanowar Elves"), bears) is None
    d.attack("alice", ["Grizzly Bears"])
    _block_refused(d, "Savannah Lions", "Grizzly Bears")


def test_514_2_the_restriction_ends_with_the_turn() -> None:
    """Next turn the Lions may block again; the effect is gone after the cleanup step, and
    a saved game keeps the effect until then."""
    d = position({"alice": {"hand": ["Test Javelineer"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions"], "library": _LIBRARY}})
    cast(d, "alice", "Test Javelineer", choices=["Savannah Lions"])
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    assert d.game.clone().to_json() == d.game.to_json()
    d.pass_to_step("upkeep", d.player("bob"))
    assert combat.block_problem(d.game.kernel, d.object("Savannah Lions"), d.object("Test Javelineer")) is None


def test_509_1b_target_creature_cant_be_blocked_this_turn() -> None:
    d = position({"alice": {"hand": ["Test Distraction"], "battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions"], "library": _LIBRARY}})
    cast(d, "alice", "Test Distraction", targets=["Grizzly Bears"])
    d.attack("alice", ["Grizzly Bears"])
    _block_refused(d, "Savannah Lions", "Grizzly Bears")
    d.block("bob", {})
    d.pass_to_step("main2")
    assert life(d, "bob") == 18


def test_508_1c_cant_attack_or_block_this_turn() -> None:
    """Cast in bob's upkeep on his Lions: they can't attack in his turn (and couldn't block)."""
    d = position({"alice": {"hand": ["Test Stun"], "battlefield": ["Island"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Savannah Lions"], "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("bob"))
    cast(d, "alice", "Test Stun", targets=["Savannah Lions"])
    lions = d.object("Savannah Lions")
    assert combat.attack_problem(d.game.kernel, lions) == "Savannah Lions can't attack this turn (508.1c)"
    assert combat.block_problem(d.game.kernel, lions, lions) is not None
    d.pass_to_step("beginning_of_combat", d.player("bob"))
    with pytest.raises(IllegalAction):
        d.attack("bob", ["Savannah Lions"])


def test_mutation_cant_attack_and_cant_block_are_different_trees_that_play_as_written() -> None:
    """"Can't attack": the Lions may still block; "can't block": they may still attack."""
    (attack,) = compile_text("Test Craven Rite", "Target creature can't attack this turn.", ("Instant",))[0].effects
    (block,) = compile_text("Test Cowed Rite", "Target creature can't block this turn.", ("Instant",))[0].effects
    assert (attack.restriction, block.restriction) == ("cant_attack", "cant_block")
    d = position({"alice": {"hand": ["Test Craven Rite"], "battlefield": ["Llanowar Elves"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    cast(d, "alice", "Test Craven Rite", targets=["Grizzly Bears"])
    bears, elves = d.object("Grizzly Bears"), d.object("Llanowar Elves")
    assert combat.block_problem(d.game.kernel, bears, elves) is None
    d.attack("alice", ["Llanowar Elves"])
    d.block("bob", {"Grizzly Bears": "Llanowar Elves"})
    assert d.game.state.combat.blockers == {bears: [elves]}
    d.pass_to_step("upkeep", d.player("bob"))
    assert combat.attack_problem(d.game.kernel, bears) is None  # it ended with alice's turn
    d2 = position({"alice": {"hand": ["Test Cowed Rite"], "battlefield": ["Island"], "library": _LIBRARY},
                   "bob": {"battlefield": ["Savannah Lions"], "library": _LIBRARY}})
    d2.pass_to_step("upkeep", d2.player("bob"))
    cast(d2, "alice", "Test Cowed Rite", targets=["Savannah Lions"])
    d2.pass_to_step("beginning_of_combat", d2.player("bob"))
    d2.attack("bob", ["Savannah Lions"])
    assert list(d2.game.state.combat.attackers) == [d2.object("Savannah Lions")]


@pytest.mark.parametrize("line", [
    "Creatures can't block next turn.",
    "Target creature can't block this combat.",
    "Target creature can't block next turn.",
    "Up to two target creatures can't block this turn.",
    "Target player can't block this turn.",
])
def test_mutated_restrictions_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Instant",))


def test_the_restriction_renders_as_it_reads() -> None:
    from manastack.cards.registry import card_def
    from manastack.cards.render import render_card

    assert "target creature can't be blocked this turn" in " ".join(render_card(card_def("Test Distraction"))).lower()
    assert isinstance(compile_text("Test Card", "Target creature can't block this turn.", ("Instant",))[0].effects[0],
                      dsl.CombatRestriction)


SERPENT = "Test Sea Serpent can't attack unless defending player controls an Island."
compiled_card("Test Sea Serpent", SERPENT, ("Creature",), power="5", toughness="5")
compiled_card("Test Bog Serpent", SERPENT.replace("Sea", "Bog").replace("an Island", "a Swamp"), ("Creature",),
              power="5", toughness="5")


def test_508_1c_cant_attack_unless_defending_player_controls_an_island() -> None:
    """Bob controls an Island: the Serpent attacks him.  Without one it isn't offered and is refused."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Sea Serpent"]},
                  "bob": {"battlefield": ["Island"]}})
    d.attack("alice", ["Test Sea Serpent"])
    assert list(d.game.state.combat.attackers) == [d.object("Test Sea Serpent")]
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Sea Serpent"]},
                  "bob": {"battlefield": ["Forest"]}})
    assert "can't attack any defender" in combat.attack_problem(d.game.kernel, d.object("Test Sea Serpent"))
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Test Sea Serpent"])


def test_506_2_the_defending_player_is_the_one_it_would_attack() -> None:
    """With two opponents, the Serpent may attack the one who controls an Island, not the other."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Sea Serpent"]},
                  "bob": {"battlefield": ["Forest"]}, "carol": {"battlefield": ["Island"]}})
    serpent = d.object("Test Sea Serpent")
    d.advance_to_declaration(d.player("alice"), "attackers")
    offered = {tuple(o.value[1]) for o in d.decision.options if o.kind == "attack" and o.value[0] == serpent}
    assert offered == {("player", d.player("carol"))}
    with pytest.raises(IllegalAction):
        d.attack("alice", {"Test Sea Serpent": "bob"})


def test_mutation_an_island_and_a_swamp_are_different_restrictions() -> None:
    """Bob controls an Island but no Swamp: the Bog Serpent can't attack him."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Bog Serpent"]},
                  "bob": {"battlefield": ["Island"]}})
    with pytest.raises(IllegalAction):
        d.attack("alice", ["Test Bog Serpent"])


@pytest.mark.parametrize("line", ["~ can't attack unless defending player controls two Islands.",
                                  "~ can't attack unless defending player controls an Island you control.",
                                  "~ can't attack unless defending player controls Islands."])
def test_mutated_defender_restrictions_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line.replace("~", "Test Card"), ("Creature",))
