"""508.1d, 509.1a-b: "attacks each combat if able", "can't block" and "can't be blocked",
compiled from Oracle text (issue 16's phrase families) and played; a mutated phrase is refused."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.engine.decision import IllegalAction


def _compiled_creature(name: str, line: str) -> None:
    abilities = compile_text(name, line, ("Creature",))
    face = dsl.Face(name=name, mana_cost="{1}{R}", types=("Creature",), subtypes=("Goblin",), power="2",
                    toughness="2", abilities=abilities)
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_compiled_creature("Test Craven Goblin", "Test Craven Goblin can't block.")
_compiled_creature("Test Sneaky Goblin", "Test Sneaky Goblin can't be blocked.")
_compiled_creature("Test Raging Goblin", "Test Raging Goblin attacks each combat if able.")


def test_509_1a_a_creature_that_cant_block_is_not_offered_and_is_refused() -> None:
    """509.1a: Test Craven Goblin can't block Grizzly Bears; Savannah Lions can."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Test Craven Goblin", "Savannah Lions"]}})
    d.attack("alice", ["Grizzly Bears"])
    goblin, bears = d.object("Test Craven Goblin"), d.object("Grizzly Bears")
    assert combat.block_problem(d.game.kernel, goblin, bears) == "Test Craven Goblin can't block (509.1a)"
    assert combat.block_problem(d.game.kernel, d.object("Savannah Lions"), bears) is None
    with pytest.raises(IllegalAction):
        d.block("bob", {"Test Craven Goblin": "Grizzly Bears"})


def test_509_1b_a_creature_that_cant_be_blocked_has_no_blockers() -> None:
    """509.1b: no creature may block Test Sneaky Goblin; it deals its damage to bob."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Sneaky Goblin"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.attack("alice", ["Test Sneaky Goblin"])
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object("Test Sneaky Goblin")) is not None
    d.block("bob", {})
    d.pass_until(lambda: d.game.state.step == "end_of_combat")
    assert d.game.state.players[1].life == 18


def test_508_1d_a_compiled_attacks_each_combat_if_able_must_attack() -> None:
    """508.1d: the declaration isn't complete without Test Raging Goblin, which is able to attack."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Raging Goblin", "Grizzly Bears"]}})
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    assert not any(o.kind == "done" for o in d.decision.options)


@pytest.mark.parametrize("line", ["~ can't block creatures you control.", "~ can't be blocked except by two or more Walls.",
                                  "~ can't block alone this turn.",
                                  "~ attacks each combat if able and blocks each combat if able."])
def test_mutated_restrictions_are_refused(line: str) -> None:
    """One word more changes the restriction; the engine doesn't know these, so they're refused."""
    text = line.replace("~", "Test Card")
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", text, ("Creature",))
    assert refused.value.phrases == [text]


_compiled_creature("Test Bog Goblin", "Swampwalk")


def test_702_14c_landwalk_unblockable_while_the_defender_controls_that_land_type() -> None:
    """702.14c: swampwalk: Grizzly Bears can't block Test Bog Goblin while bob controls a Swamp,
    and can when he doesn't."""
    for lands, blockable in ((["Swamp"], False), (["Forest"], True)):
        d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Bog Goblin"]},
                      "bob": {"battlefield": ["Grizzly Bears", *lands]}})
        d.attack("alice", ["Test Bog Goblin"])
        problem = combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object("Test Bog Goblin"))
        assert (problem is None) == blockable


@pytest.mark.parametrize("line", ["Snow swampwalk", "Nonbasic landwalk", "Legendary landwalk", "Swampwalk 2"])
def test_mutated_landwalk_is_refused(line: str) -> None:
    """702.14a: the landwalk kinds the engine doesn't know are refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Creature",))
