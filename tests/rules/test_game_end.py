"""Ending the game (104): losing by life (704.5a), by drawing from an empty library (704.5b),
by poison (704.5c), by conceding (104.3a); a draw when all players lose at once (104.4a) or
when the turn cap is reached; `game.over` and `game.winner`."""

from __future__ import annotations

import pytest
from support import events, position

import manastack as ms
from manastack.cards import dsl, registry

registry.register(dsl.CardDef(name="Test Scorching Wind", source="test", faces=(dsl.Face(
    name="Test Scorching Wind", mana_cost="{R}", types=("Sorcery",),
    abilities=(dsl.SpellAbility((dsl.DamageEach(2, players=dsl.EachPlayer()),),
                                text="Test Scorching Wind deals 2 damage to each player."),),
    text="Test Scorching Wind deals 2 damage to each player."),)))

DECK = ["Forest"] * 12 + ["Grizzly Bears"] * 8


def losses(game: ms.Game) -> list[tuple[int, str]]:
    return [(e["player"], e["reason"]) for e in events(game, "lose")]


def game_over(game: ms.Game) -> dict:
    found = events(game, "game_over")
    assert len(found) == 1
    return found[0]


# ---------------------------------------------------------------------------- 104.3b / 704.5a


def test_player_at_zero_life_loses_and_the_opponent_wins() -> None:
    """104.3b / 704.5a: a player with 0 or less life loses the next time a player would
    receive priority; 104.2a: the last player in the game wins."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"life": 3}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    assert not d.game.over
    d.resolve(None)
    game = d.game
    assert game.state.players[1].life == 0
    assert game.over
    assert game.winner == 0
    assert losses(game) == [(1, "life")]
    assert game.state.players[0].won and game.state.players[1].lost
    assert game.decision is None


def test_player_at_one_life_stays_in_the_game() -> None:
    """704.5a: only 0 or less life loses the game."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"life": 4}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == 1
    assert not d.game.over
    assert d.game.winner is None
    assert d.game.decision.kind == "priority"


def test_negative_life_loses_too() -> None:
    """704.5a: life below 0 also loses."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"life": 2}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == -1
    assert d.game.winner == 0


# ---------------------------------------------------------------------------- 104.3c / 704.5b


def test_drawing_from_an_empty_library_in_the_draw_step_loses() -> None:
    """104.3c / 704.5b: a player who attempted to draw from an empty library loses the next
    time a player would receive priority."""
    d = position({"turn": 2, "active": "bob", "step": "upkeep", "alice": {"library": ["Forest"]}, "bob": {}})
    d.pass_once()
    game = d.game
    assert game.over
    assert game.winner == 0
    assert losses(game) == [(1, "empty library")]
    assert events(game, "draw_empty")[0]["player"] == 1


def test_drawing_more_cards_than_the_library_has_draws_the_rest_then_loses() -> None:
    """104.3c: a player required to draw more cards than are left draws the remaining cards,
    then loses the next time a player would receive priority."""
    d = position({"alice": {"hand": ["Divination"], "library": ["Forest"], "battlefield": ["Island"] * 3},
                  "bob": {"library": ["Forest"]}})
    d.act("alice", "casts", "Divination")
    d.resolve(None)
    game = d.game
    assert [game.state.objects[o].card for o in game.state.players[0].hand] == ["Forest"]
    assert game.state.players[0].library == []
    assert game.over and game.winner == 1
    assert losses(game) == [(0, "empty library")]


def test_an_empty_library_alone_does_not_lose() -> None:
    """104.3c: only drawing from an empty library loses, not having one."""
    d = position({"alice": {}, "bob": {}})
    d.pass_until(lambda: d.game.state.step == "end")
    assert not d.game.over


# ---------------------------------------------------------------------------- 104.3d / 704.5c


@pytest.mark.parametrize(("poison", "loses"), [(9, False), (10, True), (12, True)])
def test_ten_or_more_poison_counters_lose(poison: int, loses: bool) -> None:
    """104.3d / 704.5c: a player with ten or more poison counters loses."""
    d = position({"alice": {}, "bob": {"poison": poison}})
    game = d.game
    assert game.over is loses
    if loses:
        assert game.winner == 0
        assert losses(game) == [(1, "poison")]
    else:
        assert game.decision.kind == "priority"


# ---------------------------------------------------------------------------- 104.3a


def test_a_player_may_concede_at_any_time() -> None:
    """104.3a: a player can concede at any time, even with a spell on the stack and the
    opponent holding priority; they leave the game at once and lose."""
    d = position({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}})
    d.act("alice", "casts", "Lightning Bolt", targets=["bob"])
    game = d.game
    assert game.state.stack
    assert game.decision.player == 0
    game.concede(1)
    assert game.over
    assert game.winner == 0
    assert losses(game) == [(1, "concession")]
    assert game_over(game)["winner"] == 0
    assert game.state.players[1].life == 20  # the Bolt never resolved


def test_conceding_at_the_start_of_the_game() -> None:
    """104.3a: conceding during the mulligan decisions ends a two-player game too."""
    game = ms.Game.new([DECK, DECK], seed=2, starting_player=0)
    assert game.decision.kind == "mulligan"
    game.concede(0)
    assert game.over and game.winner == 1


def test_concede_when_the_game_is_over_is_illegal() -> None:
    """104.1: once the game has ended there is nothing left to do: conceding or answering
    raises IllegalAction and changes nothing."""
    game = ms.Game.new([DECK, DECK], seed=2, starting_player=0)
    game.concede(1)
    before = game.to_json()
    with pytest.raises(ms.IllegalAction):
        game.concede(0)
    with pytest.raises(ms.IllegalAction):
        game.choose(0)
    assert game.to_json() == before


def test_in_a_three_player_game_the_others_play_on_after_a_concession() -> None:
    """104.3a / 104.2a: after one of three players concedes, the game continues; the player
    who left takes no more turns (800.4), and the game ends when one player remains."""
    d = position({"alice": {"library": ["Forest"] * 3}, "bob": {"library": ["Forest"] * 3},
                  "carol": {"library": ["Forest"] * 3}})
    game = d.game
    game.concede(1)
    assert not game.over
    assert game.decision.kind == "priority" and game.decision.player == 0
    d.pass_until(lambda: game.state.turn == 2)
    assert game.state.active == 2  # bob's turn is skipped
    game.concede(2)
    assert game.over and game.winner == 0


# ---------------------------------------------------------------------------- 104.4a


def test_all_players_losing_at_once_is_a_draw() -> None:
    """104.4a: if all players remaining in the game lose simultaneously, the game is a draw."""
    d = position({"alice": {"life": 2, "hand": ["Test Scorching Wind"], "battlefield": ["Mountain"]},
                  "bob": {"life": 2}})
    d.act("alice", "casts", "Test Scorching Wind")
    d.resolve(None)
    game = d.game
    assert game.over
    assert game.winner is None
    assert sorted(losses(game)) == [(0, "life"), (1, "life")]
    assert not any(p.won for p in game.state.players)


def test_only_the_player_at_zero_loses_when_damage_is_dealt_to_each() -> None:
    """704.5a / 104.2a: the same damage to each player: only the one at 0 life loses."""
    d = position({"alice": {"life": 3, "hand": ["Test Scorching Wind"], "battlefield": ["Mountain"]},
                  "bob": {"life": 2}})
    d.act("alice", "casts", "Test Scorching Wind")
    d.resolve(None)
    assert d.game.winner == 0
    assert d.game.state.players[0].life == 1


# ---------------------------------------------------------------------------- turn cap


@pytest.mark.parametrize("cap", [1, 3])
def test_the_turn_cap_ends_the_game_in_a_draw(cap: int) -> None:
    """104.4: a game run with `max_turns=N` plays N turns and then ends as a draw (the
    engine's stand-in for an unending game, 104.4b)."""
    game = ms.Game.new([DECK, DECK], seed=9, starting_player=0, max_turns=cap)
    for _ in range(5000):
        if game.over:
            break
        d = game.decision
        wanted = {"priority": "pass", "attackers": "done", "blockers": "done", "mulligan": "keep"}.get(d.kind)
        game.choose(next(o for o in d.options if o.kind == wanted) if wanted else d.options[0])
    assert game.over
    assert game.winner is None
    assert game_over(game)["reason"] == "turn limit"
    assert [e["turn"] for e in events(game, "turn_begin")] == list(range(1, cap + 1))
    assert game.state.turn == cap
    assert events(game, "step")[-1]["step"] == "cleanup"  # the last turn was played to its end
    assert not any(p.lost for p in game.state.players)
