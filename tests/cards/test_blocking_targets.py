"""509.1, 608.2b, 608.2h: "{R}, Sacrifice ~: It deals 2 damage to target creature it's blocking."
(Tinder Wall: sacrificed as a cost, the target stays legal by its last known information, which
records whom it blocked), "{T}: ~ deals 1 damage to target creature it's blocking." (Goblin
Snowman), "{R}: ~ deals 1 damage to target creature blocking it." (Godo's Irregulars).  Mutations:
"it" that isn't the source."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.errors import IllegalAction

compiled_card("Blocking Test Wall", "Defender\n{R}, Sacrifice Blocking Test Wall: It deals 2 damage to target creature "
              "it's blocking.", ("Creature",), "{G}", power="0", toughness="3")
compiled_card("Blocking Test Snowman", "{T}: Blocking Test Snowman deals 1 damage to target creature it's blocking.",
              ("Creature",), "{3}{R}", power="1", toughness="1")
compiled_card("Blocking Test Irregulars", "{R}: Blocking Test Irregulars deals 1 damage to target creature blocking "
              "it.", ("Creature",), "{R}", power="1", toughness="1")
_LIBRARY = ["Forest"] * 6


def _blocked(blocker: str, attackers: list[str]):
    d = position({"active": "bob", "step": "beginning_of_combat",
                  "alice": {"battlefield": [blocker, "Mountain"], "library": _LIBRARY},
                  "bob": {"battlefield": attackers, "library": _LIBRARY}})
    d.attack("bob", attackers)
    d.block("alice", {blocker: attackers[0]})
    return d


def test_608_2h_sacrificed_as_a_cost_it_still_damages_the_creature_it_blocked() -> None:
    d = _blocked("Blocking Test Wall", ["Grizzly Bears", "Savannah Lions"])
    d.act("alice", "activates", "Blocking Test Wall", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Blocking Test Wall"]
    assert "Grizzly Bears" in cards(d, "bob", "graveyard") and "Savannah Lions" not in cards(d, "bob", "graveyard")


def test_only_the_creature_it_is_blocking_is_a_legal_target() -> None:
    d = _blocked("Blocking Test Snowman", ["Grizzly Bears", "Savannah Lions"])
    d.act("alice", "activates", "Blocking Test Snowman", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1
    d = _blocked("Blocking Test Snowman", ["Grizzly Bears", "Savannah Lions"])
    with pytest.raises(IllegalAction):  # Savannah Lions attacks, unblocked by it
        d.act("alice", "activates", "Blocking Test Snowman", targets=["Savannah Lions"])
    d = position({"alice": {"battlefield": ["Blocking Test Snowman"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    assert d.action_problem("alice", "activates", "Blocking Test Snowman") is not None  # no combat: no target


def test_509_1_target_creature_blocking_it() -> None:
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Blocking Test Irregulars", "Mountain"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": _LIBRARY}})
    d.attack("alice", ["Blocking Test Irregulars"])
    d.block("bob", {"Grizzly Bears": "Blocking Test Irregulars"})
    d.act("alice", "activates", "Blocking Test Irregulars", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1
    with pytest.raises(IllegalAction):  # Savannah Lions isn't blocking it
        d.act("alice", "activates", "Blocking Test Irregulars", targets=["Savannah Lions"])


def test_the_trees() -> None:
    (ability,) = compile_text("Test Card", "{T}: ~ deals 1 damage to target creature it's blocking.", ("Creature",))
    assert ability.targets[0].filter == dsl.Filter(types=("Creature",), blocked_by_source=True)
    (ability,) = compile_text("Test Card", "{R}: ~ deals 1 damage to target creature blocking it.", ("Creature",))
    assert ability.targets[0].filter == dsl.Filter(types=("Creature",), blocking_source=True)


@pytest.mark.parametrize("text", [
    "Whenever a Goblin you control becomes blocked, it deals 4 damage to target creature blocking it.",
    "{T}: ~ deals 1 damage to target creatures it's blocking.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
