"""Auras that enchant players (303.4, 702.5a, 704.5m) and moving one (701.3): "Enchant player /
Whenever enchanted player casts a noncreature spell, roll a d6. ~ deals damage to that player
equal to the result. Then attach ~ to another one of your opponents chosen at random." (Maddening
Hex: with one opponent it stays attached to that player, its ruling), "At the beginning of
enchanted player's upkeep, that player loses 1 life.".  Mutations: plurals, no "at random"."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.enchant import enchanted_player
from manastack.engine.game import Game
from manastack.hidden_info import Watcher

_HEX = ("Enchant player\nWhenever enchanted player casts a noncreature spell, roll a d6. Enchant Test Hex deals damage "
        "to that player equal to the result. Then attach Enchant Test Hex to another one of your opponents chosen at "
        "random.")
compiled_card("Enchant Test Hex", _HEX, ("Enchantment",), "{0}", subtypes=("Aura", "Curse"))
compiled_card("Enchant Test Tome", "Enchant player\nAt the beginning of enchanted player's upkeep, that player loses 1 "
              "life.", ("Enchantment",), "{0}", subtypes=("Aura", "Curse"))
_LIBRARY = ["Mountain"] * 6


def _hexed(players: tuple = ("alice", "bob")):
    state = {name: {"library": _LIBRARY} for name in players}
    state["alice"] = {"hand": ["Enchant Test Hex"], "library": _LIBRARY}
    state["bob"] = {"hand": ["Shock", "Grizzly Bears"], "battlefield": ["Mountain", "Mountain", "Forest"],
                    "library": _LIBRARY}
    d = position(state)
    d.act("alice", "casts", "Enchant Test Hex", targets=["bob"])
    d.resolve(None)
    return d


def test_303_4_the_aura_spell_targets_a_player_and_enchants_them() -> None:
    d = _hexed()
    hexed = d.object("Enchant Test Hex")
    assert enchanted_player(d.game, hexed) == d.player("bob")
    assert [e["player"] for e in events(d.game, "attach_player")] == [d.player("bob")]
    assert d.game.view(d.player("bob"))  # the view is built
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.on_battlefield(hexed)  # 704.5m: legally attached, it stays


def test_the_enchanted_players_noncreature_spell_rolls_and_deals_the_result() -> None:
    d = _hexed()
    watcher = Watcher(d.game)
    d.act("bob", "casts", "Shock", targets=["alice"])
    d.resolve(None)
    assert watcher.problem() is None
    (roll,) = events(d.game, "die_roll")
    assert life(d, "bob") == 20 - roll["result"] and life(d, "alice") == 18
    assert enchanted_player(d.game, d.object("Enchant Test Hex")) == d.player("bob")  # no other opponent


def test_a_creature_spell_or_another_players_spell_doesnt_trigger() -> None:
    d = _hexed()
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "casts", "Grizzly Bears")
    d.resolve(None)
    assert not events(d.game, "die_roll") and life(d, "bob") == 20
    d = position({"alice": {"hand": ["Enchant Test Hex", "Shock"], "battlefield": ["Mountain"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.act("alice", "casts", "Enchant Test Hex", targets=["bob"])
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert not events(d.game, "die_roll") and life(d, "bob") == 18


def test_701_3_with_another_opponent_it_moves_to_them() -> None:
    d = _hexed(("alice", "bob", "carol"))
    d.act("bob", "casts", "Shock", targets=["alice"])
    d.resolve(None)
    assert enchanted_player(d.game, d.object("Enchant Test Hex")) == d.player("carol")
    assert [e["player"] for e in events(d.game, "attach_player")] == [d.player("bob"), d.player("carol")]


def test_704_5m_an_aura_enchanting_a_player_who_left_the_game_goes_to_the_graveyard() -> None:
    d = _hexed(("alice", "bob", "carol"))
    d.game.concede(d.player("bob"))
    d.pass_once()  # 704.3: checked before a player next gets priority
    assert cards(d, "alice", "graveyard") == ["Enchant Test Hex"]


def test_at_the_beginning_of_enchanted_players_upkeep() -> None:
    d = position({"alice": {"hand": ["Enchant Test Tome"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    d.act("alice", "casts", "Enchant Test Tome", targets=["bob"])
    d.resolve(None)
    d.pass_to_step("draw", d.player("bob"))
    assert life(d, "bob") == 19 and life(d, "alice") == 20
    d.pass_to_step("draw", d.player("alice"))
    assert life(d, "alice") == 20


def test_the_trees() -> None:
    keyword, trigger = compile_text("Enchant Test Hex", _HEX, ("Enchantment",), subtypes=("Aura", "Curse"))
    assert keyword == dsl.Keyword("enchant", qualities=("player",), text="Enchant player")
    assert trigger.trigger.who == "enchanted" and trigger.trigger.event == "cast"
    assert trigger.effects[0] == dsl.RollDie(6) and trigger.effects[-1] == dsl.AttachToAnotherOpponent()


@pytest.mark.parametrize("text", [
    "Enchant players",
    "Enchant player\nWhenever enchanted players casts a noncreature spell, you draw a card.",
    "Enchant player\nWhenever enchanted player casts a noncreature spell, attach ~ to another one of your opponents.",
    "Enchant player\nAt the beginning of enchanted players' upkeep, that player loses 1 life.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Enchantment",), subtypes=("Aura",))
