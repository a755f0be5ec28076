"""Devotion (700.5, 700.5a) and looking at the top X cards keeping up to one on top (401.4):
"When ~ enters, look at the top X cards of your library, where X is your devotion to blue. Put up
to one of them on top of your library and the rest on the bottom of your library in a random
order. If X is greater than or equal to the number of cards in your library, you win the game."
(Thassa's Oracle).  Mutations: a color named twice, another destination, another comparison."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.hidden_info import Watcher

_ORACLE_TEXT = ("When ~ enters, look at the top X cards of your library, where X is your devotion to blue. Put up to "
                "one of them on top of your library and the rest on the bottom of your library in a random order. If "
                "X is greater than or equal to the number of cards in your library, you win the game.")
compiled_card("Devotion Test Oracle", _ORACLE_TEXT.replace("~", "Devotion Test Oracle"), ("Creature",), cost="{U}{U}",
              power="1", toughness="3")
compiled_card("Devotion Test Hybrid", "", ("Artifact",), cost="{2}{U/B}")
compiled_card("Devotion Test Phyrexian", "", ("Artifact",), cost="{U/P}")
compiled_card("Devotion Test Generic", "", ("Artifact",), cost="{3}")
compiled_card("Devotion Test Triple", "", ("Artifact",), cost="{U}{U}{U}")
compiled_card("Devotion Test Rakdos", "", ("Artifact",), cost="{B}{R}{B/R}{R/P}{W/B}{G}")
compiled_card("Devotion Test Draw", "Draw cards equal to your devotion to black and red.", ("Sorcery",))

_LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears"]


def _cast_oracle(battlefield: list[str], library: list[str], choices: list, bob: dict | None = None):
    d = position({"alice": {"hand": ["Devotion Test Oracle"], "battlefield": ["Island", "Island", *battlefield],
                            "library": library},
                  "bob": bob or {}})
    watcher = Watcher(d.game)
    d.act("alice", "casts", "Devotion Test Oracle", choices=choices)
    d.resolve(None)
    assert watcher.problem() is None
    return d


def test_700_5_devotion_counts_colored_hybrid_and_phyrexian_symbols_of_your_permanents() -> None:
    """X = 2 ({U}{U}, the Oracle itself) + 1 ({U/B}) + 1 ({U/P}) = 4; {3} and an opponent's
    {U}{U}{U} count nothing: the top four cards are looked at, the last two aren't."""
    d = _cast_oracle(["Devotion Test Hybrid", "Devotion Test Phyrexian", "Devotion Test Generic"], _LIBRARY,
                     ["Swamp"], bob={"battlefield": ["Devotion Test Triple"]})
    library = cards(d, "alice", "library")
    assert library[0] == "Swamp"
    assert library[1:3] == ["Plains", "Grizzly Bears"]
    assert sorted(library[3:]) == ["Forest", "Island", "Mountain"]
    assert not d.game.over


def test_401_4_only_the_top_x_are_offered_and_none_may_be_kept() -> None:
    d = position({"alice": {"hand": ["Devotion Test Oracle"], "battlefield": ["Island", "Island"],
                            "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Devotion Test Oracle")
    d.pass_until(lambda: d.game.decision.kind == "card")
    assert sorted(o.label for o in d.game.decision.options) == ["Forest", "Island", "no more"]
    d.choose(next(o for o in d.game.decision.options if o.value is None))
    library = cards(d, "alice", "library")
    assert library[:4] == ["Swamp", "Mountain", "Plains", "Grizzly Bears"] and sorted(library[4:]) == ["Forest", "Island"]


def test_the_rest_go_to_the_bottom_in_the_games_random_order() -> None:
    """The order comes from the game's seeded generator: no order is asked, and the same seed
    gives the same order."""
    orders = set()
    for _ in range(2):
        d = _cast_oracle(["Devotion Test Triple"], _LIBRARY, ["Forest"])  # X = 5
        orders.add(tuple(cards(d, "alice", "library")))
    (library,) = orders
    assert library[:2] == ("Forest", "Grizzly Bears")
    assert sorted(library[2:]) == ["Island", "Mountain", "Plains", "Swamp"]


def test_104_2b_x_at_least_the_library_size_wins() -> None:
    d = _cast_oracle([], ["Forest", "Island"], ["Forest"])
    assert d.game.over and d.game.state.winner == d.player("alice")


def test_x_less_than_the_library_size_doesnt_win() -> None:
    d = _cast_oracle([], ["Forest", "Island", "Swamp"], ["Forest"])
    assert not d.game.over
    assert cards(d, "alice", "library")[0] == "Forest"


def test_the_looked_at_cards_stay_hidden_from_the_opponent() -> None:
    d = _cast_oracle([], _LIBRARY, ["Island"])
    bob_log = d.game.events_for(d.player("bob"))
    assert not any(e.get("card") in _LIBRARY for e in bob_log if e["type"] != "zone_change")
    assert [e["type"] for e in events(d.game, "library_reorder")] == ["library_reorder"]


def test_700_5a_devotion_to_two_colors_counts_each_symbol_once() -> None:
    """{B}{R}{B/R}{R/P}{W/B}{G}: B, R, B/R (once), R/P, W/B = 5; {G} nothing."""
    d = position({"alice": {"hand": ["Devotion Test Draw"], "battlefield": ["Devotion Test Rakdos"],
                            "library": _LIBRARY}, "bob": {}})
    d.act("alice", "casts", "Devotion Test Draw")
    d.resolve(None)
    assert len(cards(d, "alice", "hand")) == 5


def test_the_tree() -> None:
    (ability,) = compile_text("Devotion Test Oracle", _ORACLE_TEXT, ("Creature",))
    x = dsl.Devotion(("U",))
    assert ability.effects == (dsl.LookAtTopKeepOnTop(x, 1),
                               dsl.Conditional(dsl.NoMoreThan(dsl.CardsIn("library"), x), dsl.WinGame()))
    (draw,) = compile_text("Devotion Test Draw", "Draw cards equal to your devotion to black and red.", ("Sorcery",))
    assert draw.effects == (dsl.Draw(dsl.Devotion(("B", "R"))),)


@pytest.mark.parametrize("text", [
    "Draw cards equal to your devotion to blue and blue.",
    "Draw cards equal to your devotion to colorless.",
    _ORACLE_TEXT.replace("on top of your library and the rest", "into your hand and the rest"),
    _ORACLE_TEXT.replace("in a random order", "in any order"),
    _ORACLE_TEXT.replace("up to one of them", "one of them"),
    _ORACLE_TEXT.replace("greater than or equal to", "greater than"),
    _ORACLE_TEXT.replace("top X cards", "top Y cards"),
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))


def test_mutation_with_a_fixed_number_reads_that_number() -> None:
    (ability,) = compile_text("Test Card", "When ~ enters, look at the top three cards of your library. Put up to one "
                              "of them on top of your library and the rest on the bottom of your library in a random "
                              "order.", ("Creature",))
    assert ability.effects == (dsl.LookAtTopKeepOnTop(3, 1),)
