"""402.3, 701.20a: "Your opponents play with their hands revealed." (Telepathy, Wisedrafter's
Will) and "Players play with their hands revealed." (Revelation): while the ability applies,
those hands are public: every player's view shows them, the hidden-information check finds
no leak, and determinization keeps them as they are.  When the permanent leaves, the hand is
private again.  Mutations: "players" reveals every hand; other wordings are refused."""

from __future__ import annotations

import random

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record
from manastack.hidden_info import Watcher

compiled_card("Revealer Telepathy", "Your opponents play with their hands revealed.", ("Enchantment",), "{U}")
compiled_card("Revealer Revelation", "Players play with their hands revealed.", ("Enchantment",), "{G}")


@pytest.fixture(autouse=True)
def wisedrafters_will():
    """Wisedrafter's Will from Mystery Booster 2, compiled from its Oracle text."""
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Wisedrafter's Will")))
        yield


def _hand_names(view: dict, player: int) -> list[str] | None:
    entry = view["players"][player]
    return sorted(o["name"] for o in entry["hand"]) if "hand" in entry else None


def _game(enchantment: str, owner: str = "alice"):
    other = "bob" if owner == "alice" else "alice"
    return position({owner: {"battlefield": [enchantment], "hand": ["Shock"], "library": ["Island"] * 3},
                     other: {"hand": ["Grizzly Bears", "Disenchant"], "library": ["Forest"] * 3}})


def test_402_3_your_opponents_play_with_their_hands_revealed() -> None:
    """Alice controls it: her view shows bob's hand; bob's view still hides alice's; no leak."""
    d = _game("Revealer Telepathy")
    alice, bob = d.player("alice"), d.player("bob")
    game = d.game
    assert _hand_names(game.view(alice), bob) == ["Disenchant", "Grizzly Bears"]
    assert _hand_names(game.view(bob), alice) is None
    assert _hand_names(game.view(bob), bob) == ["Disenchant", "Grizzly Bears"]
    assert Watcher(game).problem() is None


def test_402_3_without_the_ability_hands_stay_private() -> None:
    """The control: without such a permanent, alice's view holds no hand of bob's."""
    d = position({"alice": {"hand": ["Shock"]}, "bob": {"hand": ["Grizzly Bears"]}})
    assert _hand_names(d.game.view(d.player("alice")), d.player("bob")) is None


def test_402_3_players_play_with_their_hands_revealed() -> None:
    """"Players": both hands are public, each in the other's view too."""
    d = _game("Revealer Revelation")
    alice, bob = d.player("alice"), d.player("bob")
    assert _hand_names(d.game.view(alice), bob) == ["Disenchant", "Grizzly Bears"]
    assert _hand_names(d.game.view(bob), alice) == ["Shock"]
    assert Watcher(d.game).problem() is None


def test_402_3_the_hand_is_private_again_once_the_permanent_leaves() -> None:
    """Bob disenchants alice's Telepathy: from then on alice's view no longer shows bob's hand,
    and nothing leaks at any point."""
    d = position({"alice": {"battlefield": ["Revealer Telepathy"], "library": ["Island"] * 3},
                  "bob": {"battlefield": ["Plains", "Plains"], "hand": ["Grizzly Bears", "Disenchant"],
                          "library": ["Forest"] * 3}, "active": "bob", "step": "main1"})
    watcher = Watcher(d.game)
    d.act("bob", "casts", "Disenchant", targets=["Revealer Telepathy"])
    assert watcher.problem() is None
    d.resolve(None)
    assert "Revealer Telepathy" not in [d.game.chars(o).name for o in d.game.state.battlefield]
    assert _hand_names(d.game.view(d.player("alice")), d.player("bob")) is None
    assert watcher.problem() is None


def test_determinization_keeps_a_revealed_hand() -> None:
    """Determinizing for alice deals bob's library again but keeps his revealed hand as it is;
    without the ability, his hand is dealt again from his unseen cards."""
    d = position({"alice": {"battlefield": ["Revealer Telepathy"]},
                  "bob": {"hand": ["Grizzly Bears", "Disenchant"], "library": ["Forest", "Mountain", "Swamp"]}})
    game, bob = d.game, d.player("bob")
    real = [game.state.objects[o].card for o in game.state.players[bob].hand]
    for seed in range(8):
        sample = game.determinize(d.player("alice"), random.Random(seed))
        assert [sample.state.objects[o].card for o in sample.state.players[bob].hand] == real
    hidden = position({"alice": {"battlefield": []},
                       "bob": {"hand": ["Grizzly Bears", "Disenchant"], "library": ["Forest", "Mountain", "Swamp"]}})
    dealt = {tuple(sorted(hidden.game.determinize(0, random.Random(seed)).state.objects[o].card
                          for o in hidden.game.determinize(0, random.Random(seed)).state.players[1].hand))
             for seed in range(8)}
    assert len(dealt) > 1


def test_wisedrafters_will_reveals_and_keeps_its_other_abilities() -> None:
    """Wisedrafter's Will (MB2): the first line is this family, the others its activated
    abilities (draw a card; counter target spell)."""
    definition = registry.card_def("Wisedrafter's Will")
    first, draw, counter = definition.front.abilities
    assert first.effect == dsl.PlayerRule("hand_revealed", "opponents")
    assert isinstance(draw, dsl.Activated) and isinstance(counter, dsl.Activated)
    d = _game("Wisedrafter's Will")
    assert _hand_names(d.game.view(d.player("alice")), d.player("bob")) == ["Disenchant", "Grizzly Bears"]
    assert _hand_names(d.game.view(d.player("bob")), d.player("alice")) is None


def test_mutations() -> None:
    """"Players" and "Your opponents" compile to different trees; other wordings are refused."""
    def effect(text: str):
        return compile_text("X", text, ("Enchantment",))[0].effect
    assert effect("Players play with their hands revealed.") == dsl.PlayerRule("hand_revealed", "each")
    assert effect("Your opponents play with their hands revealed.") == dsl.PlayerRule("hand_revealed", "opponents")
    for text in ("Your opponents play with their hands hidden.", "Your opponents play with their libraries revealed.",
                 "You play with your hand revealed."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Enchantment",))
