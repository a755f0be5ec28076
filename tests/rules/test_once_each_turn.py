"""602.5b: "Activate only once each turn": the ability can't be activated again this turn (the
same object; another object with the ability can), and can again in the next turn.  A new object
(400.7) is a different object.  Mutation: a mana ability with the restriction is refused (it would
be activated outside the stack, where the record isn't kept)."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game

LINE = "{G}: Test Rootwalla gets +2/+2 until end of turn. Activate only once each turn."
registry.register(dsl.CardDef(name="Test Rootwalla", faces=(dsl.Face(
    name="Test Rootwalla", mana_cost="{2}{G}", types=("Creature",), power="2", toughness="2",
    abilities=compile_text("Test Rootwalla", LINE, ("Creature",))),), source="test"))

_LANDS = ["Forest"] * 6


def _pt(d, oid: int) -> tuple[int, int]:
    chars = d.game.chars(oid)
    return chars.power, chars.toughness


def test_602_5b_once_each_turn() -> None:
    d = position({"alice": {"battlefield": ["Test Rootwalla", "Forest", "Forest"], "library": _LANDS},
                  "bob": {"library": _LANDS}})
    walla = d.object("Test Rootwalla")
    d.act("alice", "activates", "Test Rootwalla")
    d.resolve(None)
    assert _pt(d, walla) == (4, 4)
    assert "once each turn" in d.action_problem("alice", "activates", "Test Rootwalla")
    loaded = Game.from_json(d.game.to_json())  # the record is saved with the game
    assert loaded.to_json() == d.game.to_json()
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert d.action_problem("alice", "activates", "Test Rootwalla") is None


def test_each_object_has_its_own_once() -> None:
    d = position({"alice": {"battlefield": [{"card": "Test Rootwalla", "as": "A"},
                                            {"card": "Test Rootwalla", "as": "B"}, "Forest", "Forest"]}})
    d.act("alice", "activates", "A")
    d.resolve(None)
    assert d.action_problem("alice", "activates", "B") is None
    assert d.action_problem("alice", "activates", "A") is not None


def test_the_restriction_is_part_of_the_tree() -> None:
    (once,) = compile_text("Test Rootwalla", LINE, ("Creature",))
    (free,) = compile_text("Test Rootwalla", "{G}: Test Rootwalla gets +2/+2 until end of turn.", ("Creature",))
    assert once.once_each_turn and not free.once_each_turn


def test_a_mana_ability_with_the_restriction_is_refused() -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "{T}: Add {G}. Activate only once each turn.", ("Creature",))
