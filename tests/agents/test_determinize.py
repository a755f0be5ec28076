"""Determinization (issue 18 item 1): `determinize(game, player, rng)` is a full Game that agrees
with everything `player` knows (400.2 public and hidden zones, 401.2, 402.3, 406.3), with the
cards they haven't seen dealt again at random; known cards stay where they are known to be."""

from __future__ import annotations

import random

import pytest
from support import bundled, position

from manastack.agents import HeuristicAgent, decide
from manastack.engine.decision import IllegalAction
from manastack.engine.determinize import Determinizer, Knowledge, determinize
from manastack.engine.game import Game


def names(game: Game, ids) -> list[str]:
    return [game.state.objects[o].card for o in ids]


def hand(game: Game, player: int) -> list[str]:
    return names(game, game.state.players[player].hand)


def library(game: Game, player: int) -> list[str]:
    return names(game, game.state.players[player].library)


def midgame(seed: int = 3, decisions: int = 250) -> Game:
    """A heuristic game between two bundled decks, `decisions` choices in."""
    game = Game.new([bundled("white-blue-control"), bundled("black-midrange")], seed=seed)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    for _ in range(decisions):
        decision = game.decision
        game.choose(decide(agents[decision.player], game, decision))
    return game


# ---------------------------------------------------------------------------- agreement


def test_every_determinized_game_shows_the_player_the_same_view_and_log() -> None:
    """400.2, 402.3: at decisions all through a game, for both players and several
    generators, the determinized game's view and per-player log for that player are exactly
    the real ones: the battlefield, graveyards, exile, stack, their hand, every zone's size,
    the pending decision and every event as they may know it."""
    game = Game.new([bundled("white-blue-control"), bundled("black-midrange")], seed=3)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    checked = 0
    while not game.over and game.state.turn < 12:
        decision = game.decision
        if len(decision.options) > 1 and game.log.size % 9 == 0:
            for player in (0, 1):
                view, log = game.view(player), game.events_for(player)
                for seed in range(2):
                    other = determinize(game, player, random.Random(seed))
                    assert other.view(player) == view
                    assert other.events_for(player) == log
                    checked += 1
        game.choose(decide(agents[decision.player], game, decision))
    assert checked >= 20


def test_game_determinize_is_the_facades_determinizer() -> None:
    """`game.determinize(player, rng)` (the facade, issue 18 item 1) deals the same game as
    the determinizer for the same generator, agrees with the player's view and log (400.2,
    402.3), deals different hidden cards for different generators, and refuses a player who
    isn't one."""
    game = midgame()
    view, log = game.view(1), game.events_for(1)
    first = game.determinize(1, random.Random(4))
    assert first.view(1) == view and first.events_for(1) == log
    assert first.to_json() == determinize(game, 1, random.Random(4)).to_json()
    deals = {tuple(hand(game.determinize(1, random.Random(seed)), 0)) for seed in range(6)}
    assert len(deals) > 1
    with pytest.raises(IllegalAction):
        game.determinize(2, random.Random(0))
    with pytest.raises(IllegalAction):
        game.determinize("0", random.Random(0))


def test_determinizing_and_playing_on_leaves_the_real_game_as_it_was() -> None:
    """The determinized game shares with the real one only what the engine never changes
    (`Game.fork`): dealing its hidden cards and playing it on change nothing of the real game."""
    game = midgame()
    before = game.to_json(), game.events_for(0), game.events_for(1)
    other = game.determinize(0, random.Random(9))
    agents = [HeuristicAgent(5), HeuristicAgent(6)]
    for _ in range(300):
        if other.over:
            break
        decision = other.decision
        other.choose(decide(agents[decision.player], other, decision))
    assert (game.to_json(), game.events_for(0), game.events_for(1)) == before


def test_the_determinized_game_plays_on_to_the_end() -> None:
    """A determinized game is a full Game: it can be played to its end (104.2a)."""
    game = determinize(midgame(), 0, random.Random(5))
    agents = [HeuristicAgent(3), HeuristicAgent(4)]
    for _ in range(20_000):
        if game.over:
            break
        decision = game.decision
        game.choose(decide(agents[decision.player], game, decision))
    assert game.over


def test_the_hidden_cards_are_dealt_again_from_the_cards_not_seen() -> None:
    """401.2, 402.3: the opponent's hand and both libraries are dealt again: different
    generators give different hidden cards, each player's hidden cards are the same cards
    (each deck less what is public, as open decklists tell), and the player's own hand, the
    zone sizes and everything public are kept."""
    game = midgame()
    opponents_cards = sorted(hand(game, 1) + library(game, 1))
    own_library = sorted(library(game, 0))
    deals = set()
    for seed in range(8):
        other = determinize(game, 0, random.Random(seed))
        assert hand(other, 0) == hand(game, 0)
        assert len(other.state.players[1].hand) == len(game.state.players[1].hand)
        assert sorted(hand(other, 1) + library(other, 1)) == opponents_cards
        assert sorted(library(other, 0)) == own_library
        assert names(other, other.state.battlefield) == names(game, game.state.battlefield)
        deals.add((tuple(hand(other, 1)), tuple(library(other, 1)), tuple(library(other, 0))))
    assert len(deals) == 8
    same = determinize(game, 0, random.Random(3))
    again = determinize(game, 0, random.Random(3))
    assert (hand(same, 1), library(same, 1)) == (hand(again, 1), library(again, 1))


def test_the_games_own_generator_is_replaced() -> None:
    """103.3: the determinized game shuffles with a generator drawn from the rng, so its
    shuffles foretell nothing of the real game's."""
    game = midgame()
    states = {tuple(determinize(game, 0, random.Random(seed)).state.rng) for seed in range(4)}
    assert len(states) == 4
    assert tuple(game.state.rng) not in states


def test_the_determinized_log_names_no_card_the_player_did_not_see() -> None:
    """The determinized game's full log is the player's own log: the opponent's draws are
    unnamed in it, for every seat, so no view of the determinized game tells the real ones."""
    game = midgame()
    other = determinize(game, 0, random.Random(1))
    assert other.events == game.events_for(0)
    draws = [
        e
        for e in other.events_for(1)
        if e["type"] == "zone_change" and e.get("cause") == "draw" and e["owner"] == 1
    ]
    assert draws and all(e["card"] is None for e in draws)


def test_two_games_the_player_cannot_tell_apart_determinize_alike() -> None:
    """401.2, 402.3: exchanging cards between the opponent's hand and library, and reordering
    the libraries, changes nothing the player sees, so the determinized games are the same."""
    game = midgame()
    swapped = game.clone()
    state = swapped.state
    opponent = state.players[1]
    card = state.objects[opponent.hand[0]].card
    other = next(o for o in opponent.library if state.objects[o].card != card)
    first, other = swapped.edit_object(opponent.hand[0]), swapped.edit_object(other)  # the clone's own copies
    first.card, other.card = other.card, first.card
    opponent.library.reverse()
    state.players[0].library.reverse()
    assert swapped.view(0) == game.view(0)
    assert swapped.events_for(0) == game.events_for(0)
    for seed in range(3):
        assert (
            determinize(swapped, 0, random.Random(seed)).to_json()
            == determinize(game, 0, random.Random(seed)).to_json()
        )


def test_a_player_not_in_the_game_is_refused() -> None:
    with pytest.raises(IllegalAction):
        determinize(midgame(decisions=10), 2, random.Random(0))


# ---------------------------------------------------------------------------- known cards


def test_a_card_returned_to_the_opponents_hand_stays_there() -> None:
    """402.3, 701.20: after Unsummon returns bob's Grizzly Bears to his hand, alice knows it is
    there: it is in bob's hand in every determinized game; his other hand cards vary."""
    d = position(
        {
            "alice": {"hand": ["Unsummon"], "battlefield": ["Island"], "library": ["Island"] * 3},
            "bob": {
                "hand": ["Lightning Bolt", "Shock"],
                "battlefield": ["Grizzly Bears"],
                "library": ["Forest", "Mountain", "Llanowar Elves", "Swamp"],
            },
        }
    )
    d.act("alice", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    others = set()
    for seed in range(12):
        other = determinize(d.game, 0, random.Random(seed))
        assert "Grizzly Bears" in hand(other, 1)
        others.add(tuple(sorted(c for c in hand(other, 1) if c != "Grizzly Bears")))
    assert len(others) > 1


def test_cards_put_back_on_top_stay_on_top_in_order() -> None:
    """Brainstorm: alice draws three and puts two back, the last chosen on top; she knows her
    library's top two cards, in order, until it is shuffled."""
    d = position(
        {
            "alice": {
                "hand": ["Brainstorm"],
                "battlefield": ["Island"],
                "library": ["Forest", "Mountain", "Plains", "Swamp", "Island", "Island"],
            },
            "bob": {"library": ["Island"] * 3},
        }
    )
    d.act("alice", "casts", "Brainstorm", choices=["Forest", "Mountain"])
    d.resolve(None)
    assert library(d.game, 0)[:2] == ["Mountain", "Forest"]
    rests = set()
    for seed in range(12):
        other = determinize(d.game, 0, random.Random(seed))
        assert library(other, 0)[:2] == ["Mountain", "Forest"]
        rests.add(tuple(library(other, 0)[2:]))
    assert len(rests) > 1


@pytest.mark.parametrize("top,where", [("Lightning Bolt", "library"), ("Mountain", "hand")])
def test_a_revealed_top_card_is_known_where_it_goes(top: str, where: str) -> None:
    """701.20a, Goblin Guide: the defending player reveals their top card and puts it into
    their hand if it's a land.  A revealed Lightning Bolt stays on top of bob's library, a
    revealed Mountain is in his hand, in every determinized game of alice's."""
    d = position(
        {
            "alice": {"battlefield": ["Goblin Guide"], "library": ["Forest"]},
            "bob": {
                "hand": ["Shock", "Shock"],
                "library": [top, "Forest", "Llanowar Elves", "Swamp", "Swamp"],
            },
        }
    )
    d.attack("alice", ["Goblin Guide"])
    d.resolve(None)
    for seed in range(8):
        other = determinize(d.game, 0, random.Random(seed))
        if where == "library":
            assert library(other, 1)[0] == top
        else:
            assert top in hand(other, 1)


@pytest.mark.parametrize("reordering", ["shuffle", "scry", "surveil"])
def test_a_shuffle_forgets_the_order_but_not_the_cards(reordering: str) -> None:
    """701.20a, 701.22a, 701.25a: after a shuffle, a scry or a surveil, a card known on top is
    only known to be in the library."""
    events = [
        {
            "type": "zone_change",
            "obj": None,
            "new": None,
            "card": "Forest",
            "from": "hand",
            "to": "library",
            "owner": 0,
            "cause": "put_back",
        },
        {"type": reordering, "player": 0},
    ]
    knowledge = Knowledge.from_events(events, 2, 0)
    assert knowledge.players[0].top == []
    assert knowledge.players[0].inside == {"Forest": 1}


def test_an_unseen_card_leaving_a_hand_forgets_what_was_known_of_it() -> None:
    """402.3: when a card alice didn't see leaves bob's hand for his library, the card she knew
    was there may be the one that left: she no longer counts on it."""
    events = [
        {
            "type": "zone_change",
            "obj": 1,
            "new": None,
            "card": "Grizzly Bears",
            "from": "battlefield",
            "to": "hand",
            "owner": 1,
        },
        {
            "type": "zone_change",
            "obj": None,
            "new": None,
            "card": None,
            "from": "hand",
            "to": "library",
            "owner": 1,
            "cause": "put_back",
        },
    ]
    knowledge = Knowledge.from_events(events, 2, 0)
    assert not +knowledge.players[1].hand
    assert knowledge.players[1].top == [None]


def test_the_cards_a_search_shows_keep_their_names() -> None:
    """701.19: while alice searches her library (Rampant Growth), the options name cards of it;
    in every determinized game those objects are still those cards, so her answer means the
    same there."""
    d = position(
        {
            "alice": {
                "hand": ["Rampant Growth"],
                "battlefield": ["Forest", "Forest"],
                "library": ["Grizzly Bears", "Plains", "Lightning Bolt", "Mountain", "Shock"],
            },
            "bob": {"library": ["Island"] * 3},
        }
    )
    d.act("alice", "casts", "Rampant Growth")
    d.pass_once()
    decision = d.game.decision
    assert decision.kind == "search"
    shown = {o.value: o.label for o in decision.options if o.kind == "card"}
    assert set(shown.values()) == {"Plains", "Mountain"}
    for seed in range(8):
        other = determinize(d.game, 0, random.Random(seed))
        assert {oid: other.state.objects[oid].card for oid in shown} == shown
        assert other.decision.options == decision.options


def test_a_determinizer_deals_many_games_from_one_reading_of_the_log() -> None:
    """The Determinizer reads the log once and deals each game from it: the same games as
    `determinize` for the same generators."""
    game = midgame()
    sampler = Determinizer(game, 1)
    for seed in range(3):
        assert (
            sampler.sample(random.Random(seed)).to_json()
            == determinize(game, 1, random.Random(seed)).to_json()
        )


def test_the_cards_an_effect_has_shown_stay_while_it_asks_more() -> None:
    """401.5, Augur of Bolas: alice looks at her top three cards, reveals Lightning Bolt, and is
    asked to order the other two for the bottom while the Bolt is still on top of her library.
    In every determinized game all three keep their places, and answering there finishes the
    effect as in the real game (the engine replays the answers of the effect's stage: a card
    chosen earlier must still be where it was)."""
    d = position(
        {
            "alice": {
                "hand": ["Augur of Bolas"],
                "battlefield": ["Island", "Island"],
                "library": ["Lightning Bolt", "Forest", "Mountain", "Shock", "Plains", "Swamp", "Island"],
            },
            "bob": {"library": ["Island"] * 3},
        }
    )
    d.act("alice", "casts", "Augur of Bolas")
    while d.game.decision.kind == "priority":
        d.pass_once()
    d.game.choose(next(o for o in d.game.decision.options if o.label == "Lightning Bolt"))
    assert d.game.decision.kind == "order"
    rests = set()
    for seed in range(8):
        other = determinize(d.game, 0, random.Random(seed))
        assert library(other, 0)[:3] == ["Lightning Bolt", "Forest", "Mountain"]
        rests.add(tuple(library(other, 0)[3:]))
        other.choose(other.decision.options[0])
        assert hand(other, 0) == ["Lightning Bolt"]
        assert library(other, 0)[-2:] == ["Forest", "Mountain"]
    assert len(rests) > 1
