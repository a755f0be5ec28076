"""Rolling a die (706): "Whenever ~ attacks or blocks, roll a six-sided die. ~ gets +X/+0 until end
of turn, where X is the result minus 1." (Velukan Dragon), "roll a d20" and "the result" (706.2).
The result comes from the game's seeded generator (same seed, same roll), every face possible
(706.1a), and is public.  Mutations: a die the rules don't name, "the result" with no roll, two
rolls in one ability."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import rng
from manastack.engine.game import Game

_DRAGON = ("Whenever Dice Test Dragon attacks or blocks, roll a six-sided die. Dice Test Dragon gets +X/+0 until end "
           "of turn, where X is the result minus 1.")
compiled_card("Dice Test Dragon", _DRAGON, ("Creature",), power="5", toughness="5")
compiled_card("Dice Test Oracle", "Roll a d20. You gain life equal to the result.", ("Sorcery",))
_LIBRARY = ["Forest"] * 5


def _attack(seed_state: dict | None = None):
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Dice Test Dragon"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}, **(seed_state or {})})
    d.attack("alice", ["Dice Test Dragon"])
    d.resolve(None)
    return d


def test_706_1_706_2_the_attack_trigger_rolls_and_the_bonus_is_the_result_minus_one() -> None:
    d = _attack()
    (roll,) = events(d.game, "die_roll")
    assert roll["sides"] == 6 and 1 <= roll["result"] <= 6 and roll["player"] == d.player("alice")
    assert d.game.chars(d.object("Dice Test Dragon")).power == 5 + roll["result"] - 1
    assert any(e["type"] == "die_roll" for e in d.game.events_for(d.player("bob")))  # public
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()


def test_the_bonus_lasts_until_end_of_turn() -> None:
    d = _attack()
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.game.chars(d.object("Dice Test Dragon")).power == 5


def test_the_block_trigger_rolls_too() -> None:
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Dice Test Dragon"], "library": _LIBRARY}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Dice Test Dragon": "Grizzly Bears"})
    d.resolve(None)
    (roll,) = events(d.game, "die_roll")
    assert roll["player"] == d.player("bob")
    assert d.game.chars(d.object("Dice Test Dragon")).power == 4 + roll["result"]


def test_706_1a_every_result_comes_up_and_the_same_seed_rolls_the_same() -> None:
    seen = set()
    for seed in range(40):
        rolls = []
        for _ in range(2):
            d = position({"alice": {"hand": ["Dice Test Oracle"]}, "bob": {}})
            d.game.state.rng = rng.from_seed(seed)
            d.act("alice", "casts", "Dice Test Oracle")
            d.resolve(None)
            (roll,) = events(d.game, "die_roll")
            assert roll["sides"] == 20 and life(d, "alice") == 20 + roll["result"]
            rolls.append(roll["result"])
        assert rolls[0] == rolls[1]
        seen.add(rolls[0])
    assert len(seen) > 10 and seen <= set(range(1, 21))


def test_the_trees() -> None:
    (trigger,) = compile_text("Dice Test Dragon", _DRAGON, ("Creature",))
    assert trigger.effects == (dsl.RollDie(6), dsl.ModifyPT(dsl.Minus(dsl.DieResult(), 1), 0, dsl.Self()))
    (spell,) = compile_text("Dice Test Oracle", "Roll a d20. You gain life equal to the result.", ("Sorcery",))
    assert spell.effects == (dsl.RollDie(20), dsl.GainLife(dsl.DieResult()))


@pytest.mark.parametrize("text", [
    "Roll a seven-sided die. You gain life equal to the result.",
    "Roll a d7. You gain life equal to the result.",
    "You gain life equal to the result.",
    "Roll a d6. Roll a d20. You gain life equal to the result.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
