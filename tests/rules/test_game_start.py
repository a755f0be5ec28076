"""Starting the game (103): the starting player (103.1), shuffled libraries (103.3), opening
hands and the London mulligan (103.5), the first turn (103.8), and the errors Game.new gives
for a malformed game."""

from __future__ import annotations

import pytest
from support import events

import manastack as ms
from manastack.engine import rng

# Twenty-five cards per deck, so that the order of a library tells cards apart.
DECK_A = ["Forest"] * 10 + ["Grizzly Bears"] * 5 + ["Giant Growth"] * 5 + ["Llanowar Elves"] * 5
DECK_B = ["Mountain"] * 10 + ["Lightning Bolt"] * 5 + ["Goblin Guide"] * 5 + ["Shock"] * 5


def new_game(seed: int = 3, starting_player: int | None = 0, decks=(DECK_A, DECK_B)) -> ms.Game:
    game = ms.Game.new(list(decks), seed=seed, starting_player=starting_player)
    assert game.decision is not None  # runs the game to its first decision
    return game


def option(decision: ms.Decision, kind: str) -> ms.Option:
    return next(o for o in decision.options if o.kind == kind)


def keep_all(game: ms.Game) -> None:
    while game.decision.kind == "mulligan":
        game.choose(option(game.decision, "keep"))


def uids(game: ms.Game, player: int, zone: str) -> list[int]:
    return [game.state.objects[o].uid for o in getattr(game.state.players[player], zone)]


def pass_until(game: ms.Game, predicate, limit: int = 2000) -> None:
    """Pass priority and declare nothing until `predicate()` holds."""
    for _ in range(limit):
        if game.over or predicate():
            return
        d = game.decision
        game.choose(option(d, "pass" if d.kind == "priority" else "done"))
    raise AssertionError("never reached")


# ---------------------------------------------------------------------------- 103.1


def test_a_random_player_chooses_who_plays_first() -> None:
    """103.1: a player chosen at random (with the game's seeded generator) decides who takes
    the first turn: a "starting_player" decision offering every player."""
    choosers = set()
    for seed in range(16):
        game = new_game(seed=seed, starting_player=None)
        d = game.decision
        assert d.kind == "starting_player"
        assert sorted(o.value for o in d.options) == [0, 1]
        _, expected = rng.below(rng.from_seed(seed), 2)  # the generator's first draw picks the chooser
        assert d.player == expected
        choosers.add(d.player)
    assert choosers == {0, 1}


@pytest.mark.parametrize("first", [0, 1])
def test_the_chosen_player_takes_the_first_turn(first: int) -> None:
    """103.1 / 103.8: the player chosen becomes the starting player and takes turn 1."""
    game = new_game(seed=5, starting_player=None)
    game.choose(next(o for o in game.decision.options if o.value == first))
    assert game.decision.kind == "mulligan"
    assert game.decision.player == first  # 103.5: the starting player declares first
    keep_all(game)
    assert game.state.starting_player == first
    assert events(game, "turn_begin")[0] == {**events(game, "turn_begin")[0], "turn": 1, "active": first}
    assert game.state.active == first


# ---------------------------------------------------------------------------- 103.3


def test_libraries_are_shuffled_with_the_games_seeded_generator() -> None:
    """103.3: each deck is shuffled into a random order, by the game's own seeded generator:
    the result is exactly its Fisher-Yates shuffle, after the draw that picks the chooser."""
    seed = 12345
    game = new_game(seed=seed, starting_player=1)
    state, _chooser = rng.below(rng.from_seed(seed), 2)
    expected = []
    for _player in (0, 1):  # 103.3: each player's deck in turn
        deck = list(range(len(DECK_A)))
        state = rng.shuffle(state, deck)
        expected.append(deck)
    for player in (0, 1):
        order = uids(game, player, "hand") + uids(game, player, "library")  # top first, as drawn
        deck_order = sorted(order)  # uids were given in deck order
        assert [deck_order.index(u) for u in order] == expected[player]
        assert order != deck_order
    shuffles = events(game, "shuffle")
    assert [e["player"] for e in shuffles] == [0, 1]
    assert shuffles[-1]["n"] < events(game, "draw")[0]["n"]  # shuffled before the opening hands


def test_same_seed_shuffles_alike_and_different_seeds_differ() -> None:
    """103.3: the shuffle depends only on the seed."""
    a, b, c = new_game(seed=77), new_game(seed=77), new_game(seed=78)
    assert uids(a, 0, "library") == uids(b, 0, "library")
    assert uids(a, 1, "hand") == uids(b, 1, "hand")
    assert uids(a, 0, "hand") + uids(a, 0, "library") != uids(c, 0, "hand") + uids(c, 0, "library")


# ---------------------------------------------------------------------------- 103.5


def test_each_player_draws_a_seven_card_opening_hand() -> None:
    """103.5 / 103.4: each player draws seven cards and starts at 20 life."""
    game = new_game()
    for p in game.state.players:
        assert len(p.hand) == 7
        assert len(p.library) == len(DECK_A) - 7
        assert p.life == 20
    assert len(events(game, "draw")) == 14


def test_every_player_declares_before_any_mulligan_is_taken() -> None:
    """103.5: the starting player declares, then each other player in turn order; once all
    have declared, the mulligans are taken at the same time."""
    game = new_game(starting_player=1)
    assert (game.decision.kind, game.decision.player) == ("mulligan", 1)
    hand_before = list(game.state.players[1].hand)
    game.choose(option(game.decision, "mulligan"))
    assert (game.decision.kind, game.decision.player) == ("mulligan", 0)
    assert game.state.players[1].hand == hand_before  # not taken yet
    assert not events(game, "mulligan")
    game.choose(option(game.decision, "keep"))
    assert events(game, "mulligan")[0]["player"] == 1


def test_london_mulligan_shuffles_back_draws_seven_then_bottoms_one() -> None:
    """103.5: to take a mulligan, a player shuffles their hand into their library, draws seven
    new cards, then puts one card per mulligan taken on the bottom of their library."""
    game = new_game()
    old_hand = list(game.state.players[0].hand)
    game.choose(option(game.decision, "mulligan"))
    game.choose(option(game.decision, "keep"))  # player 1 keeps
    p = game.state.players[0]
    d = game.decision
    assert (d.kind, d.player) == ("bottom", 0)
    assert len(p.hand) == 7
    assert not set(p.hand) & set(old_hand)  # the old cards went back: new objects (400.7)
    assert [e["player"] for e in events(game, "shuffle")] == [0, 1, 0]
    assert sorted(o.value for o in d.options) == sorted(p.hand)
    chosen = d.options[3]
    chosen_uid = game.state.objects[chosen.value].uid
    game.choose(chosen)
    assert len(p.hand) == 6
    assert len(p.library) == len(DECK_A) - 6
    assert game.state.objects[p.library[-1]].uid == chosen_uid
    assert (game.decision.kind, game.decision.player) == ("mulligan", 0)  # may mulligan again
    game.choose(option(game.decision, "keep"))
    assert game.state.turn == 1
    assert len(p.hand) == 6
    assert len(game.state.players[1].hand) == 7


def test_second_mulligan_puts_two_cards_on_the_bottom_in_the_chosen_order() -> None:
    """103.5: after the second mulligan, two of the seven new cards go on the bottom, in an
    order the player chooses."""
    game = new_game()
    game.choose(option(game.decision, "mulligan"))
    game.choose(option(game.decision, "keep"))
    game.choose(game.decision.options[0])  # first mulligan: one card to the bottom
    game.choose(option(game.decision, "mulligan"))
    p = game.state.players[0]
    assert len(p.hand) == 7
    picked = []
    for i in (2, 4):
        d = game.decision
        assert (d.kind, d.player) == ("bottom", 0)
        o = d.options[min(i, len(d.options) - 1)]
        picked.append(game.state.objects[o.value].uid)
        game.choose(o)
    assert game.decision.kind == "mulligan"
    assert len(p.hand) == 5
    assert [game.state.objects[o].uid for o in p.library[-2:]] == picked
    assert p.mulligans == 2


def test_no_mulligan_once_the_hand_would_be_zero_cards() -> None:
    """103.5: a player can take mulligans until their opening hand would be zero cards, after
    which they may not take further mulligans."""
    game = new_game()
    game.choose(option(game.decision, "mulligan"))
    game.choose(option(game.decision, "keep"))
    for taken in range(1, 8):
        for _ in range(min(taken, 6)):  # the seventh card is the only choice left: taken at once
            assert game.decision.kind == "bottom"
            game.choose(game.decision.options[0])
        if taken < 7:
            d = game.decision
            assert (d.kind, d.player) == ("mulligan", 0)
            assert {o.kind for o in d.options} == {"keep", "mulligan"}
            game.choose(option(d, "mulligan"))
    assert game.state.players[0].hand == []
    assert game.state.players[0].mulligans == 7
    assert game.decision.kind == "priority"  # no further mulligan was offered
    assert game.state.turn == 1


def test_a_player_who_concedes_during_mulligans_is_not_asked_again() -> None:
    """104.3a / 103.5: a player who concedes during the mulligans leaves the game: the others
    finish their declarations and the game begins without them."""
    game = ms.Game.new([DECK_A, DECK_B, DECK_A], seed=4, starting_player=0)
    game.choose(option(game.decision, "keep"))
    assert (game.decision.kind, game.decision.player) == ("mulligan", 1)
    game.concede(1)
    asked = []
    while game.decision.kind == "mulligan":
        asked.append(game.decision.player)
        game.choose(option(game.decision, "keep"))
    assert 1 not in asked
    assert game.state.turn == 1 and game.state.active == 0


def test_the_game_begins_with_the_next_player_if_the_starting_player_concedes() -> None:
    """104.3a / 103.8: if the chosen starting player leaves during the mulligans, the next
    player in turn order takes the first turn."""
    game = ms.Game.new([DECK_A, DECK_B, DECK_A], seed=4, starting_player=1)
    assert (game.decision.kind, game.decision.player) == ("mulligan", 1)
    game.concede(1)
    keep_all(game)
    assert game.state.turn == 1 and game.state.active == 2
    assert events(game, "turn_begin")[0]["active"] == 2


# ---------------------------------------------------------------------------- 103.8


def test_starting_player_skips_the_draw_step_of_their_first_turn() -> None:
    """103.8a: in a two-player game, the player who plays first skips the draw step of their
    first turn; the other player draws in their first turn."""
    game = new_game()
    keep_all(game)
    pass_until(game, lambda: game.state.turn == 1 and game.state.step == "main1")
    turn1_steps = [e["step"] for e in events(game, "step") if e["turn"] == 1]
    assert turn1_steps == ["untap", "upkeep", "main1"]
    assert len(game.state.players[0].hand) == 7
    assert not events(game, "draw")[14:]
    pass_until(game, lambda: game.state.turn == 2 and game.state.step == "main1")
    turn2_steps = [e["step"] for e in events(game, "step") if e["turn"] == 2]
    assert turn2_steps[:4] == ["untap", "upkeep", "draw", "main1"]
    assert len(game.state.players[1].hand) == 8
    assert [e["player"] for e in events(game, "draw")[14:]] == [1]


def test_in_a_three_player_game_nobody_skips_their_first_draw() -> None:
    """103.8c: in multiplayer games other than Two-Headed Giant, no player skips the draw step
    of their first turn."""
    game = ms.Game.new([DECK_A, DECK_B, DECK_A], seed=4, starting_player=2)
    keep_all(game)
    pass_until(game, lambda: game.state.turn == 1 and game.state.step == "main1")
    assert "draw" in [e["step"] for e in events(game, "step") if e["turn"] == 1]
    assert len(game.state.players[2].hand) == 8


# ---------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(("decks", "words"), [
    ([["Lightnig Bolt"] * 5, DECK_B], ["deck 1", "Lightnig Bolt", "did you mean", "Lightning Bolt"]),
    ([DECK_A, []], ["deck 2", "empty"]),
    ([DECK_A, DECK_B[:5] + ["Treasure"]], ["deck 2", "Treasure", "token"]),
    ([DECK_A], ["two decks"]),
    ([DECK_A, [42]], ["deck entry 1", "42"]),
])
def test_bad_decks_raise_game_setup_error_naming_the_problem(decks, words) -> None:
    """103.2a / 100.2: a game starts from decks of real (supported) cards; Game.new refuses
    anything else with a GameSetupError that names the problem."""
    with pytest.raises(ms.GameSetupError) as err:
        ms.Game.new(decks, seed=1)
    for word in words:
        assert word.lower() in str(err.value).lower()


@pytest.mark.parametrize(("kwargs", "word"), [
    ({"seed": "7"}, "seed"),
    ({"seed": 1.5}, "seed"),
    ({"seed": True}, "seed"),
    ({"seed": -1}, "seed"),
    ({"seed": 2**256}, "seed"),
    ({"max_turns": 0}, "max_turns"),
    ({"max_turns": "10"}, "max_turns"),
    ({"starting_player": 2}, "starting_player"),
    ({"starting_player": "0"}, "starting_player"),
    ({"names": ["ann"]}, "name"),
    ({"names": ["ann", "ann"]}, "name"),
])
def test_bad_game_options_raise_game_setup_error(kwargs, word) -> None:
    """103.1: Game.new validates its seed (the source of every random choice, 103.3), turn
    cap, starting player and player names."""
    with pytest.raises(ms.GameSetupError, match=word):
        ms.Game.new([DECK_A, DECK_B], **kwargs)


def test_illegal_answer_raises_and_changes_nothing() -> None:
    """103.5: a decision accepts only its own options; anything else raises IllegalAction and
    leaves the game exactly as it was."""
    game = new_game(starting_player=None)
    before = game.to_json()
    for bad in ("nobody plays first", 7, -1, ms.Option("player", "x", 5), 2.5):
        with pytest.raises(ms.IllegalAction):
            game.choose(bad)
        assert game.to_json() == before
    game.choose(game.decision.options[0])
    before = game.to_json()
    with pytest.raises(ms.IllegalAction):
        game.choose("bottom")
    assert game.to_json() == before
