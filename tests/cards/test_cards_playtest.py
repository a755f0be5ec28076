"""The Mystery Booster 2 playtest cards played through the engine (their full rulings run as
scenarios in tests/rulings/built_bear, runed_terror, tax_taker and toofer)."""

from __future__ import annotations

from support import events, position


def test_built_bear_cast_with_draw_option_draws_on_entering() -> None:
    """Built Bear [draw, vigilance]: "When this creature enters the battlefield, draw a card."
    and vigilance are printed on it; 5 points make its cost {3}{G}."""
    d = position({"alice": {"hand": [{"card": "Built Bear", "legacy": ["draw", "vigilance"]}],
                            "battlefield": [{"card": "Forest", "count": 4}], "library": ["Island"]}})
    d.act("alice", "casts", "Built Bear")
    d.resolve(None)
    game = d.game
    bear = d.object("Built Bear")
    assert game.chars(bear).has("vigilance")
    assert str(game.chars(bear).mana_cost) == "{3}{G}"
    assert [game.chars(o).name for o in game.state.players[0].hand] == ["Island"]


def test_runed_terror_makes_the_next_player_take_the_same_phase() -> None:
    """Runed Terror: "Instead of taking turns as normal, players take their phases
    sequentially."  After alice's first main phase, bob takes his first main phase."""
    d = position({"turn": 3, "alice": {"hand": ["Runed Terror"], "battlefield": [{"card": "Plains", "count": 6}]},
                  "bob": {"library": ["Forest"]}})
    d.act("alice", "casts", "Runed Terror")
    d.resolve(None)
    d.pass_once()
    state = d.game.state
    assert (state.active, state.step) == (1, "main1")
    assert events(d.game, "sequential_phases")[0]["begins"] is True


def test_tax_taker_makes_a_treasure_per_mana_of_an_opponents_tax() -> None:
    """Tax Taker: "Whenever an opponent pays a tax from a spell or permanent you control,
    create a number of Treasure tokens equal to the amount of mana they paid." (Ghostly
    Prison: {2} for one attacker.)"""
    d = position({"active": "bob", "alice": {"battlefield": ["Ghostly Prison", "Tax Taker"]},
                  "bob": {"battlefield": [{"card": "Mountain", "count": 2}, "Grizzly Bears"]}})
    d.attack("bob", ["Grizzly Bears"])
    d.resolve(None)
    game = d.game
    treasures = [o for o in game.state.battlefield if game.chars(o).name == "Treasure Token"]
    assert len(treasures) == 2
    assert all(game.chars(o).controller == 0 for o in treasures)


def test_toofer_makes_each_opponent_lose_two_life_on_card_advantage() -> None:
    """Toofer: "Whenever a spell you control causes you to gain card advantage, each opponent
    loses 2 life." (Divination: -1 card, +2 cards.)"""
    d = position({"alice": {"hand": ["Divination"], "library": ["Island", "Island"],
                            "battlefield": ["Toofer, Keeper of the Full Grip", {"card": "Island", "count": 3}]}})
    d.act("alice", "casts", "Divination")
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert d.game.state.players[0].life == 20
    assert [e["player"] for e in events(d.game, "card_advantage")] == [0]
