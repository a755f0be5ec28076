"""`manastack analyze` (issue 20 item 3): goldfishing with the real engine.  Paying costs with
coloured sources, the hypergeometric closed form and the simulated opening hands that it
checks, land drops and casting on curve against values computed by hand, other land counts,
and the same results for any number of workers."""

from __future__ import annotations

import json
import math

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.decks import decklist
from manastack.decks.decklist import Deck, DeckEntry
from manastack.sim import goldfish
from manastack.sim.goldfish import Snapshot, analyze, can_pay, card_facts, hypergeometric, with_lands
from manastack.sim.runner import SimError


def deck(*entries: tuple[int, str], name: str = "test") -> Deck:
    return Deck(name, [DeckEntry(n, card, (), i + 1) for i, (n, card) in enumerate(entries)])


# ---------------------------------------------------------------------------- paying a cost


@pytest.mark.parametrize(
    "cost,sources,payable",
    [
        ("{U}{U}", ["U", "W"], False),  # 601.2g: each coloured symbol needs mana of its colour
        ("{U}{U}", ["U", "U"], True),
        ("{1}{U}", ["W", "U"], True),  # generic mana from any source left
        ("{1}{U}", ["U"], False),
        ("{2}{W}{W}", ["W", "U", "W", "U"], True),
        ("{2}{W}{W}", ["WU", "U", "U", "U"], False),  # a dual source pays one symbol, not two
        ("{W}{U}", ["WU", "W"], True),  # the dual pays U and the Plains W: a matching, not first come
        ("{G/W}{G/W}", ["G", "W"], True),  # a hybrid symbol takes either colour (107.4e)
        ("{2/W}", ["U", "U"], True),  # {2/W}: two generic instead
        ("{W/P}", [], True),  # Phyrexian mana may be paid with 2 life (107.4f)
        ("{X}{R}", ["R"], True),  # X is 0
        ("{C}", ["G"], False),  # {C} needs colourless mana (106.1b)
        (None, ["G", "G"], False),  # no mana cost: it can't be cast (118.6)
    ],
)
def test_can_pay_matches_coloured_symbols_to_sources(cost, sources, payable) -> None:
    assert can_pay(cost, sources) is payable


def test_a_snapshot_may_choose_which_lands_to_have_played() -> None:
    """Karsten's method: with two land drops made (Islands) and a Plains in hand, {W}{W} is out
    of reach, but {1}{W} is castable, having played the Plains instead of an Island."""
    snapshot = Snapshot(2, ("U", "U"), ("W",), ())
    assert snapshot.can_cast("{1}{W}") and snapshot.can_cast("{U}{U}")
    assert not snapshot.can_cast("{W}{W}") and not snapshot.can_cast("{2}{U}")
    assert Snapshot(1, ("G",), (), ("G",)).can_cast("{1}{G}")  # a mana creature adds a source


def test_card_facts_read_costs_and_mana_abilities_from_the_card_text() -> None:
    forest, elves, bolt = card_facts("Forest"), card_facts("Llanowar Elves"), card_facts("Lightning Bolt")
    assert forest.land and forest.basic and forest.produces == (1, "G")
    assert elves.produces == (1, "G") and elves.develops and elves.pips == {"G": 1}
    assert not bolt.develops  # it deals damage: the goldfish player never casts it
    assert card_facts("Opt").develops and card_facts("Rampant Growth").develops
    bear = card_facts("Built Bear", ("mana",))
    assert bear.key == "Built Bear [mana]" and bear.produces == (1, "WUBRG") and bear.mana_value == 3


# ---------------------------------------------------------------------------- the closed form


def test_hypergeometric_values_are_the_closed_form() -> None:
    """P(k lands in 7 cards from 40 with 17 lands) = C(17,k) C(23,7-k) / C(40,7); they add to 1."""
    assert hypergeometric(17, 40, 7, 0) == pytest.approx(math.comb(23, 7) / math.comb(40, 7))
    assert hypergeometric(17, 40, 7, 3) == pytest.approx(
        math.comb(17, 3) * math.comb(23, 4) / math.comb(40, 7)
    )
    assert sum(hypergeometric(24, 60, 7, k) for k in range(8)) == pytest.approx(1.0)
    assert hypergeometric(2, 40, 7, 3) == 0.0


def test_simulated_opening_hands_agree_with_the_hypergeometric_values_within_the_error() -> None:
    """103.5: the first seven cards (before any mulligan) of 400 seeded goldfish games: each
    probability of k lands is within four standard errors of the closed form, and the mean
    number of lands within four standard errors of 7 x 17/40."""
    result = analyze(decklist.load("green-stompy"), games=400, seed=1000, turns=3)
    assert result.opening_agrees
    for row in result.opening:
        error = math.sqrt(row.exact * (1 - row.exact) / 400)
        assert abs(row.simulated.value - row.exact) <= 4 * error + 1e-12
    lands = [g.first_seven_lands for g in result.games]
    mean = sum(lands) / len(lands)
    variance = 7 * (17 / 60) * (43 / 60) * (53 / 59)  # the hypergeometric variance
    assert abs(mean - 7 * 17 / 60) <= 4 * math.sqrt(variance / 400)


# ---------------------------------------------------------------------------- goldfish games


def test_a_deck_of_lands_makes_every_land_drop() -> None:
    """305.2: one land a turn; a deck of only Forests has a land to play every turn."""
    result = analyze(deck((40, "Forest")), games=6, seed=0, turns=4)
    for side in ("play", "draw"):
        assert [e.value for e in result.land_drops[side]] == [1.0] * 4
    assert result.curve == {} and result.lands == 40


def test_casting_on_curve_with_one_colour_is_exactly_having_the_lands() -> None:
    """With Forests as the only lands and green cards, any N lands pay any cost of mana value
    N: castable given N lands is 100%, and castable on curve is at least the land drop (Llanowar
    Elves only add to it)."""
    result = analyze(decklist.load("green-stompy"), games=40, seed=7, turns=3)
    drops = result.land_drops
    for row in result.on_curve:
        assert row.given_lands.value == 1.0, row.card.key
        assert row.play.value >= drops["play"][row.turn - 1].value
        assert row.draw.value >= drops["draw"][row.turn - 1].value


def test_the_goldfish_is_never_attacked_nor_burnt_so_every_turn_is_seen() -> None:
    """The goldfish player never attacks and never casts a spell that deals damage: red aggro's
    games run to the turn asked for, and each turn's mana was noted."""
    result = analyze(decklist.load("red-aggro"), games=10, seed=3, turns=5)
    assert all(all(seen is not None for seen in g.turns) for g in result.games)
    assert [g.on_play for g in result.games] == [False, True] * 5  # odd seeds on the draw


def test_mana_curve_and_sources_are_counted_from_the_list() -> None:
    result = analyze(decklist.load("green-stompy"), games=2, seed=0, turns=1)
    assert result.curve == {1: 16, 2: 16, 3: 11}  # 4 Llanowar Elves, 4 Giant Growth, 4 Blossoming...
    assert result.sources == {"G": (17, 4)}  # 17 Forests and 4 Llanowar Elves


def test_the_same_games_with_two_workers() -> None:
    """Game i has seed S + i whatever the process: two workers give the same analysis."""
    one = analyze(decklist.load("white-weenie"), games=8, seed=21, turns=3, workers=1)
    two = analyze(decklist.load("white-weenie"), games=8, seed=21, turns=3, workers=2)
    assert two.games == one.games and two.to_json() == one.to_json()


@pytest.mark.parametrize("name", decklist.bundled_names())
def test_analyze_works_on_every_bundled_deck(name: str) -> None:
    result = analyze(decklist.load(name), games=4, seed=5, turns=2)
    data = result.to_json()
    assert data["games"] == 4 and len(data["land_drops"]["play"]) == 2
    assert {row["card"] for row in data["on_curve"]} == {f.key for f, _ in result.cards if not f.land}


# ---------------------------------------------------------------------------- other land counts


def test_with_lands_scales_the_basics_and_keeps_the_deck_size() -> None:
    """19 lands in green stompy: 19 Forests, and two cuts from the 4-ofs, the dearest first
    (Stoic Builder, then Leatherback Baloth, both mana value 3, in list order)."""
    more = with_lands(decklist.load("green-stompy"), 19)
    counts = {e.name: e.count for e in more.main}
    assert more.size == 60 and counts["Forest"] == 19
    assert counts["Stoic Builder"] == 3 and counts["Leatherback Baloth"] == 3 and counts["Tarmogoyf"] == 4
    fewer = with_lands(decklist.load("white-blue-control"), 25)
    counts = {e.name: e.count for e in fewer.main}
    assert (counts["Island"], counts["Plains"]) == (13, 12)  # 12.5 each: the tie goes to the first
    assert fewer.size == 62


def test_with_lands_refuses_what_it_cant_build() -> None:
    with pytest.raises(SimError, match="no basic lands"):
        with_lands(deck((20, "Grizzly Bears")), 5)
    with pytest.raises(SimError, match="can't have 70 lands"):
        with_lands(deck((20, "Forest"), (20, "Grizzly Bears")), 70)


def test_analyze_command_prints_the_tables_and_compares_land_counts(tmp_path) -> None:
    """`manastack analyze DECK --lands N`: the curve, the sources, land drops, casting on curve
    and the opening-hand check for the deck as it is and with N lands; --out writes them."""
    out = tmp_path / "analysis.json"
    result = CliRunner().invoke(
        main,
        [
            "analyze",
            "green-stompy",
            "-n",
            "20",
            "--seed",
            "4",
            "--turns",
            "3",
            "--lands",
            "19",
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    text = result.output
    for expected in (
        "Green Stompy: 60 cards, 17 lands; 20 goldfish games",
        "mana curve",
        "G: 17 + 4 sources",
        "land drops",
        "casting each card on curve",
        "hypergeometric",
        "19 lands",
    ):
        assert expected in text, expected
    data = json.loads(out.read_text())
    assert [a["lands"] for a in data["analyses"]] == [17, 19]
    assert data["analyses"][0] == analyze(decklist.load("green-stompy"), 20, 4, 3).to_json()


@pytest.mark.parametrize(
    "args,message",
    [
        (["analyze", "no-such-deck"], "not a bundled deck"),
        (["analyze", "green-stompy", "-n", "1"], "1 is not in the range"),
        (["analyze", "green-stompy", "--turns", "40"], "40 is not in the range"),
        (["analyze", "green-stompy", "--lands", "90", "-n", "2"], "can't have 90 lands"),
    ],
)
def test_analyze_bad_input_is_a_clear_error(args: list[str], message: str) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code != 0 and isinstance(result.exception, SystemExit)
    assert message in " ".join(result.output.split()) and "Traceback" not in result.output


def test_analyze_refuses_bad_arguments_from_python() -> None:
    with pytest.raises(SimError, match="at least 2"):
        analyze(decklist.load("green-stompy"), games=1)
    with pytest.raises(SimError, match="turns"):
        analyze(decklist.load("green-stompy"), games=2, turns=0)
    assert goldfish.default_turns(decklist.load("white-blue-control")) == 6
