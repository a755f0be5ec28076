"""701.39a-b: "You may exert ~ as it attacks. When you do, EFFECT": its controller chooses as it
attacks; an exerted creature won't untap during its controller's next untap step, and the
reflexive ability (603.12) triggers.  Not exerting it changes nothing.  Mutation: "When you do"
missing or another verb is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat
from manastack.engine.game import Game

BRAWLER = "You may exert Test Brawler as it attacks. When you do, it gets +2/+2 until end of turn."
compiled_card("Test Brawler", BRAWLER, ("Creature",), power="3", toughness="2")
compiled_card("Test Crasher", "You may exert Test Crasher as it attacks. When you do, target creature can't block "
              "this turn.", ("Creature",), power="3", toughness="3")

_LIBRARY = ["Forest"] * 10


def _pt(d, name: str) -> tuple[int, int]:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def test_701_39_an_exerted_creature_gets_its_bonus_and_stays_tapped_next_untap_step() -> None:
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Brawler"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.attack("alice", ["Test Brawler"], choices=["yes"])
    assert [e for e in d.game.log if e["type"] == "exert"]
    d.resolve(None)
    assert _pt(d, "Test Brawler") == (5, 4)
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    d.pass_to_step("main2")
    assert d.game.state.players[d.player("bob")].life == 15
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert d.game.state.objects[d.object("Test Brawler")].tapped  # 701.39b
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert not d.game.state.objects[d.object("Test Brawler")].tapped


def test_701_39_not_exerting_it_changes_nothing() -> None:
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Brawler"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.attack("alice", ["Test Brawler"], choices=["no"])
    d.resolve(None)
    assert _pt(d, "Test Brawler") == (3, 2)
    assert not [e for e in d.game.log if e["type"] == "exert"]
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert not d.game.state.objects[d.object("Test Brawler")].tapped


def test_603_12_the_reflexive_trigger_targets_as_it_is_put_on_the_stack() -> None:
    """Exerted, Test Crasher's ability says bob's Grizzly Bears can't block it this turn."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Test Crasher"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    d.attack("alice", ["Test Crasher"], choices=["yes", "Grizzly Bears"])
    d.resolve(None)
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object("Test Crasher")) is not None


@pytest.mark.parametrize("line", [
    "You may exert Test Card as it attacks.",
    "You may exert Test Card as it blocks. When you do, it gets +2/+2 until end of turn.",
    "You may exert Test Card. When you do, it gets +2/+2 until end of turn.",
])
def test_mutated_exert_lines_are_refused(line: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", line, ("Creature",))
