"""Searching your library on the compiler's pipeline (issue 16 items 1-2): "search your library
for a DESC, [reveal it, ]put it onto the battlefield [tapped] / into your hand, then shuffle"
(701.23; revealing, 701.20a; "a permanent card", 110.4a).  Tested by its IR and round trip
through text, refusals naming the word, the nodes it lowers to, mutations and games."""

from __future__ import annotations

import pytest
from support import battlefield, cards, cast, compiled_card, compiled_effects, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text, grammar, ir, vocab
from manastack.cards.oracle.grammar import Refused

ROUND_TRIPS = [
    ("search your library for a basic land card, reveal it, put it into your hand, then shuffle",
     ir.SearchLibrary("a", "basic land card", "hand", reveal="it")),
    ("search your library for a basic land card, put that card onto the battlefield tapped, then shuffle",
     ir.SearchLibrary("a", "basic land card", "battlefield", tapped=True, put="that card")),
    ("search your library for an Island or Swamp card, put it onto the battlefield, then shuffle",
     ir.SearchLibrary("an", "Island or Swamp card", "battlefield")),
]


@pytest.mark.parametrize(("text", "expected"), ROUND_TRIPS, ids=[t for t, _ in ROUND_TRIPS])
def test_a_search_parses_to_its_ir_and_reads_back_as_the_same_text(text: str, expected) -> None:
    found = grammar.parse(grammar.search_library, text)
    assert found == expected
    assert found.text() == text


@pytest.mark.parametrize("make", [
    lambda: ir.SearchLibrary("the", "card", "hand"),
    lambda: ir.SearchLibrary("a", "card", "graveyard"),
    lambda: ir.SearchLibrary("a", "card", "hand", tapped=True),  # only a permanent enters tapped
    lambda: ir.SearchLibrary("a", "card", "hand", reveal="them"),
])
def test_a_search_refuses_values_outside_its_vocabulary(make) -> None:
    with pytest.raises(ValueError):
        make()


@pytest.mark.parametrize(("text", "word"), [
    ("search your library for a card, put it into your graveyard, then shuffle", '"graveyard"'),
    ("search your library for a card, put it into your hand, then sort", '"sort"'),
    ("search your library for a card, reveal them, put it into your hand, then shuffle", "\"them\""),
    ("search your graveyard for a card, put it into your hand, then shuffle", '"graveyard"'),
])
def test_a_search_not_understood_is_refused_naming_the_word(text: str, word: str) -> None:
    with pytest.raises(Refused) as refused:
        grammar.parse(grammar.search_library, text)
    assert refused.value.word == word


def test_a_search_lowers_to_its_node_with_the_filter_of_its_description() -> None:
    (search,) = compiled_effects("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.")
    assert isinstance(search, dsl.SearchLibrary)
    assert (search.to, search.tapped, search.reveal) == ("battlefield", True, False)
    assert search.filter.types == ("Land",) and search.filter.basic


def test_110_4a_a_permanent_card_is_any_permanent_type() -> None:
    (search,) = compiled_effects("Search your library for a Rebel permanent card with mana value 3 or less, put it onto the "
                         "battlefield, then shuffle.")
    assert search.filter.any_types == vocab.PERMANENT_TYPES and search.filter.subtypes == ("Rebel",)
    assert search.filter.mana_value_le == 3


@pytest.mark.parametrize(("original", "mutated"), [
    ("Search your library for a basic land card, put it onto the battlefield, then shuffle.",
     "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."),
    ("Search your library for a basic land card, put it into your hand, then shuffle.",
     "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."),
    ("Search your library for a basic land card, put it into your hand, then shuffle.",
     "Search your library for a creature card, put it into your hand, then shuffle."),
    ("Search your library for a basic land card, put it into your hand, then shuffle.",
     "Search your library for a basic land card, put it onto the battlefield, then shuffle."),
])
def test_search_one_word_changed_is_another_tree(original: str, mutated: str) -> None:
    assert compiled_effects(original, ("Sorcery",)) != compiled_effects(mutated, ("Sorcery",))


@pytest.mark.parametrize("text", [
    "Search your library for a basic land cards, put it into your hand, then shuffle.",  # the noun agrees
    "Search your library for a creature, put it into your hand, then shuffle.",  # a card is searched for
    "Search your library for a permanent artifact card, put it into your hand, then shuffle.",
    "Search your library for a card, put it into your hand tapped, then shuffle.",
])
def test_search_one_word_changed_that_breaks_the_text_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


compiled_card("Test Search Rampant", "Search your library for a basic land card, put it onto the battlefield tapped, then "
              "shuffle.", ("Sorcery",))
compiled_card("Test Search Tutor", "Search your library for a creature card, reveal it, put it into your hand, then "
              "shuffle.", ("Sorcery",))


def test_701_23_a_basic_land_found_enters_tapped() -> None:
    d = position({"alice": {"hand": ["Test Search Rampant"], "library": ["Grizzly Bears", "Forest", "Island"]}, "bob": {}})
    d.queued[0] = ["Forest"]
    cast(d, "alice", "Test Search Rampant")
    assert battlefield(d, "alice") == ["Forest"]
    assert d.game.state.objects[d.object("Forest")].tapped
    assert sorted(cards(d, "alice", "library")) == ["Grizzly Bears", "Island"]


def test_701_23_701_20a_a_creature_card_found_is_revealed_and_put_into_the_hand() -> None:
    d = position({"alice": {"hand": ["Test Search Tutor"], "library": ["Forest", "Grizzly Bears"]}, "bob": {}})
    d.queued[0] = ["Grizzly Bears"]
    start = len(d.game.log)
    cast(d, "alice", "Test Search Tutor")
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    assert any(e["type"] == "reveal" and e["card"] == "Grizzly Bears" for e in list(d.game.log)[start:])
