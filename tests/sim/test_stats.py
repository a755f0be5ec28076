"""Deck-tuning statistics of `manastack sim` (issue 20 item 1) against values computed by hand:
small fixed-seed runs whose outcome the rules decide (two decks of lands deck out; a burn deck
against a player who only passes), a player's own record of what it saw in its views, and
made-up results for the arithmetic of the per-card rates."""

from __future__ import annotations

import csv
import json

import pytest
from click.testing import CliRunner

from manastack.agents import AGENTS
from manastack.cli import main
from manastack.engine.decision import Decision, Option
from manastack.sim.runner import GameResult, simulate
from manastack.sim.stats import Z95, Rate, compute, wilson

LANDS_A, LANDS_B = ["Forest"] * 40, ["Island"] * 40


class FirstOption:
    """Always the first option: keeps its hand, passes priority, declares nothing."""

    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        pass

    def pick(self, view, decision: Decision) -> Option:
        return decision.options[0]


class MulliganOnce(FirstOption):
    """Takes one mulligan (103.5), then keeps and passes."""

    def __init__(self, seed: int = 0) -> None:
        self.mulligans = 0

    def pick(self, view, decision: Decision) -> Option:
        if decision.kind == "mulligan" and self.mulligans == 0:
            self.mulligans += 1
            return next(o for o in decision.options if o.kind == "mulligan")
        return decision.options[0]


class Burner:
    """Plays a land, casts what it can and aims at the opponent; notes from its views the cards
    of its opening hand, every card it ever held, and the own turn it first cast each card."""

    needs_view = True
    seen: list[dict] = []  # one record per game, in the order played

    def __init__(self, seed: int = 0) -> None:
        self.record = {"opening": None, "held": set(), "first_cast": {}}
        Burner.seen.append(self.record)
        self.own_turn, self.last_turn = 0, 0

    def pick(self, view, decision: Decision) -> Option:
        me = view["viewer"]
        hand = {o["id"]: o["name"] for o in view["players"][me]["hand"]}
        if view["turn"] != self.last_turn:
            self.last_turn = view["turn"]
            self.own_turn += view["active"] == me
        if decision.kind == "mulligan":
            self.record["opening"] = set(hand.values())
        self.record["held"] |= set(hand.values())
        for kind in ("play", "cast"):
            for option in decision.options:
                if option.kind == kind:
                    self.record["first_cast"].setdefault(hand[option.value[0]], self.own_turn)
                    return option
        if decision.kind == "target":
            return next(o for o in decision.options if o.value == ("player", 1 - me))
        return decision.options[0]


@pytest.fixture
def test_agents(monkeypatch):
    for name, agent in (("first", FirstOption), ("mulligan-once", MulliganOnce), ("burner", Burner)):
        monkeypatch.setitem(AGENTS, name, agent)
    Burner.seen = []


# ---------------------------------------------------------------------------- decking


def test_lands_against_lands_the_player_on_the_play_wins_by_decking(test_agents) -> None:
    """704.5b, 103.8a, 504.1: with 40 lands each and no one doing anything, the player on the
    draw draws its 33 cards on its turns 1-33 and loses drawing from an empty library on its
    turn 34, game turn 68; the player on the play has had 34 turns.  So each deck wins exactly
    the games it plays first: 2 of 2 on the play, 0 of 2 on the draw."""
    summary = simulate(LANDS_A, LANDS_B, 4, seed=0, agents=("first", "first"), turn_cap=100)
    stats = summary.statistics()
    assert [r.winner for r in summary.results] == [0, 1, 0, 1]
    assert [r.reason for r in summary.results] == ["decking"] * 4
    assert stats.turns == {68: 4}
    for deck in stats.decks:
        assert deck.overall == Rate(2, 4) and deck.on_play == Rate(2, 2) and deck.on_draw == Rate(0, 2)
        assert deck.wins_by == {"decking": 2}
        assert deck.own_turns == {34: 4} and deck.mean_own_turns == 34
        assert deck.mulligans == {0: 4} and deck.mean_mulligans == 0
        assert deck.by_hand_size == {7: Rate(2, 4)}
    low, high = stats.decks[0].on_play.interval  # 2 of 2: Wilson's interval is [n / (n + z^2), 1]
    assert low == pytest.approx(2 / (2 + Z95 * Z95)) and high == 1.0
    forest = stats.decks[0].cards[0]
    assert (forest.card, forest.copies) == ("Forest", 40)
    assert forest.drawn == Rate(2, 4) and forest.not_drawn == Rate(0, 0) and forest.difference is None
    assert forest.opening_hand == Rate(2, 4)
    assert forest.games_cast == 0 and forest.mean_first_cast is None  # passing, it never plays a land
    assert [c.card for c in stats.decks[1].cards] == ["Island"]


def test_one_mulligan_each_gives_six_card_hands_and_a_later_decking(test_agents) -> None:
    """103.5: after one mulligan each player keeps 6 cards and has 34 in its library, so the
    player on the draw decks on its 35th turn, game turn 70."""
    summary = simulate(LANDS_A, LANDS_B, 2, seed=6, agents=("mulligan-once", "mulligan-once"), turn_cap=100)
    stats = summary.statistics()
    assert [r.mulligans for r in summary.results] == [[1, 1], [1, 1]]
    assert stats.turns == {70: 2}
    for deck in stats.decks:
        assert deck.mulligans == {1: 2} and deck.mean_mulligans == 1
        assert deck.by_hand_size == {6: Rate(1, 2)}
        assert deck.own_turns == {35: 2}


def test_a_turn_cap_makes_every_game_a_draw_after_each_deck_took_half_the_turns(test_agents) -> None:
    """104.4: a game the simulation stops at its turn cap of 10 is a draw, counted as such; each
    deck took 5 of the 10 turns."""
    stats = simulate(LANDS_A, LANDS_B, 3, seed=1, agents=("first", "first"), turn_cap=10).statistics()
    assert stats.draws_by == {"turn cap": 3}
    assert stats.turns == {10: 3}
    for deck in stats.decks:
        assert deck.overall == Rate(0, 3) and deck.wins_by == {} and deck.own_turns == {5: 3}


# ---------------------------------------------------------------------------- damage and cards


BURN = ["Mountain"] * 20 + ["Shock"] * 19 + ["Lightning Bolt"]


def test_burn_wins_by_damage_and_the_cards_match_what_the_player_saw(test_agents) -> None:
    """704.5a: Shock and Lightning Bolt at the face of a player who never acts win every game by
    damage.  The cards in the opening hand, the cards drawn and the own turn each was first cast
    or played are what the burning player saw in its own views; Lightning Bolt's win rate is
    100% both when drawn and when not, a difference of 0."""
    summary = simulate(BURN, LANDS_B, 6, seed=40, agents=("burner", "first"))
    assert [r.winner for r in summary.results] == [0] * 6
    assert {r.reason for r in summary.results} == {"damage"}
    by_seed = dict(zip(range(40, 46), Burner.seen, strict=True))
    for result in summary.results:
        saw = by_seed[result.seed]
        assert set(result.opening[0]) == saw["opening"]
        assert set(result.opening[0]) | set(result.drawn[0]) == saw["held"]
        assert result.first_cast[0] == saw["first_cast"]
    bolt = next(c for c in summary.statistics().decks[0].cards if c.card == "Lightning Bolt")
    drawn = sum("Lightning Bolt" in saw["held"] for saw in Burner.seen)
    assert bolt.drawn == Rate(drawn, drawn) and bolt.not_drawn == Rate(6 - drawn, 6 - drawn)
    if 0 < drawn < 6:
        assert bolt.difference == 0.0
    casts = [saw["first_cast"]["Shock"] for saw in Burner.seen]
    shock = next(c for c in summary.statistics().decks[0].cards if c.card == "Shock")
    assert shock.games_cast == 6 and shock.mean_first_cast == pytest.approx(sum(casts) / 6)


def _result(
    seed: int,
    winner: int | None,
    opening: list[str],
    drawn: list[str],
    cast: dict[str, int],
    first: int = 0,
    hand: int = 7,
) -> GameResult:
    return GameResult(
        seed,
        first,
        winner,
        10,
        100,
        "damage" if winner is not None else "turn cap",
        [5, 5],
        [7 - hand, 0],
        [hand, 7],
        [opening, []],
        [drawn, []],
        [cast, {}],
    )


def test_per_card_rates_and_the_difference_are_the_hand_computed_ones() -> None:
    """17lands' measures from engine games: "Bear" is in hand in games 1-3 (won 2: 66.7%) and
    not in games 4-5 (won 1: 50%), a difference of +16.7 points; in the opening hand in games
    1-2 (won 1); first cast on turns 2 and 4 (mean 3).  A draw counts as a game not won."""
    results = [
        _result(1, 0, ["Bear"], [], {"Bear": 2}),
        _result(2, 1, ["Bear"], [], {}),
        _result(3, 0, [], ["Bear"], {"Bear": 4}),
        _result(4, 0, [], [], {}),
        _result(5, None, [], [], {}),
    ]
    stats = compute(
        list(reversed(results)), [[("Bear", 4)], []]
    )  # read in seed order whatever the order given
    bear = stats.decks[0].cards[0]
    assert bear.drawn == Rate(2, 3) and bear.not_drawn == Rate(1, 2) and bear.opening_hand == Rate(1, 2)
    assert bear.difference == pytest.approx(2 / 3 - 1 / 2)
    low, high = bear.difference_interval  # Newcombe: the two Wilson intervals combined
    (l1, u1), (l2, u2) = wilson(2, 3), wilson(1, 2)
    assert low == pytest.approx(bear.difference - ((2 / 3 - l1) ** 2 + (u2 - 1 / 2) ** 2) ** 0.5)
    assert high == pytest.approx(bear.difference + ((u1 - 2 / 3) ** 2 + (1 / 2 - l2) ** 2) ** 0.5)
    assert bear.games_cast == 2 and bear.mean_first_cast == 3.0
    assert stats.decks[0].overall == Rate(3, 5) and stats.decks[1].overall == Rate(1, 5)
    assert stats.draws_by == {"turn cap": 1}


def test_win_rate_by_opening_hand_size_groups_the_games_by_the_hand_kept() -> None:
    """103.5: a hand of 6 after one mulligan, of 5 after two; each size's games and wins."""
    results = [
        _result(1, 0, [], [], {}, hand=7),
        _result(2, 1, [], [], {}, hand=6),
        _result(3, 0, [], [], {}, hand=6),
        _result(4, 0, [], [], {}, hand=5),
    ]
    deck = compute(results, [[], []]).decks[0]
    assert deck.by_hand_size == {7: Rate(1, 1), 6: Rate(1, 2), 5: Rate(1, 1)}
    assert deck.mulligans == {0: 1, 1: 2, 2: 1} and deck.mean_mulligans == 1.0


def test_on_the_play_and_on_the_draw_follow_who_played_first() -> None:
    """103.1: deck A is on the play in the games it plays first, on the draw in the others."""
    results = [
        _result(1, 0, [], [], {}, first=0),
        _result(2, 0, [], [], {}, first=1),
        _result(3, 1, [], [], {}, first=1),
        _result(4, 1, [], [], {}, first=0),
    ]
    a, b = compute(results, [[], []]).decks
    assert a.on_play == Rate(1, 2) and a.on_draw == Rate(1, 2)
    assert b.on_play == Rate(1, 2) and b.on_draw == Rate(1, 2)


# ---------------------------------------------------------------------------- the files and the text


def test_sim_csv_has_one_row_per_game_and_json_has_the_statistics(tmp_path, test_agents) -> None:
    """`--csv` writes a header and one row per game in seed order; `--out` the statistics."""
    table, data = tmp_path / "games.csv", tmp_path / "games.json"
    result = CliRunner().invoke(
        main,
        [
            "sim",
            "red-aggro",
            "green-stompy",
            "-n",
            "3",
            "--seed",
            "8",
            "--agents",
            "first,first",
            "--turn-cap",
            "8",
            "--csv",
            str(table),
            "--out",
            str(data),
        ],
    )
    assert result.exit_code == 0, result.output
    rows = list(csv.reader(table.open()))
    assert rows[0] == list(GameResult.CSV_COLUMNS)
    assert [row[0] for row in rows[1:]] == ["8", "9", "10"]
    assert [row[1] for row in rows[1:]] == ["0", "1", "0"]  # deck A plays first on even seeds
    assert all(row[2] == "" and row[3] == "turn cap" and row[4] == "8" for row in rows[1:])
    written = json.loads(data.read_text())
    assert written["statistics"]["draws_by"] == {"turn cap": 3}
    assert written["statistics"]["decks"][0]["own_turns"]["games_by_count"] == {"4": 3}


def test_sim_prints_the_richer_statistics(test_agents) -> None:
    """The command prints each deck's win rate on the play and on the draw, how it won, its
    mulligans and opening-hand sizes, game length in its own turns, and a per-card table."""
    result = CliRunner().invoke(
        main, ["sim", "red-aggro", "green-stompy", "-n", "4", "--seed", "3", "--agents", "burner,first"]
    )
    assert result.exit_code == 0, result.output
    output = result.output
    assert "red-aggro (burner): 4 wins, 100.0%" in output
    assert "  on the play: 2 of 2, 100.0% (95% CI 34.2%-100.0%)" in output
    assert "  on the draw: 0 of 2, 0.0% (95% CI 0.0%-65.8%)" in output.split("green-stompy (first)")[1]
    assert "  won by: damage 4" in output
    assert "  mulligans: 0.00 a game (none in 4 games)" in output
    assert "red-aggro's own turns per game: mean" in output
    assert "red-aggro: cards" in output and "Lightning Bolt" in output and "first" in output
