"""701.23, 701.22d: "Whenever you search your library, scry 1." and "Whenever you scry, put a +1/+1
counter on ~. It can't be blocked this turn." (Search Elemental, Mystery Booster 2; "Scryfall —"
is a flavor word, 207.2d): a search (also transmute's) triggers the first, which scries and so
triggers the second.  An opponent's search or scry triggers neither.  Mutations are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.db import load_database
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.cards.oracle.compiler import compile_record

compiled_card("Seeker Tutor", "Search your library for a land card, reveal it, put it into your hand, then shuffle.",
              ("Sorcery",), "{0}")
compiled_card("Seeker Scry", "Scry 2.", ("Sorcery",), "{0}")


@pytest.fixture(autouse=True)
def search_elemental():
    with registry.scope():
        registry.register(compile_record(load_database("mb2.json").get("Search Elemental")))
        yield


def _elemental(d):
    return d.game.state.objects[d.object("Search Elemental")]


def test_701_23_a_search_triggers_a_scry_which_triggers_a_counter() -> None:
    d = position({"alice": {"battlefield": ["Search Elemental"], "hand": ["Seeker Tutor"],
                            "library": ["Forest", "Island", "Swamp"]}, "step": "main1"})
    d.act("alice", "casts", "Seeker Tutor", choices=["Forest", "keep Island on top"])
    d.resolve(None)
    assert [e["player"] for e in d.game.log if e["type"] == "search"] == [d.player("alice")]
    assert [e["count"] for e in d.game.log if e["type"] == "scry"] == [1]
    assert _elemental(d).counters == {"+1/+1": 1}


def test_701_22d_whenever_you_scry_counter_and_unblockable() -> None:
    """Scry 2 triggers it once: one counter, and it can't be blocked this turn."""
    d = position({"alice": {"battlefield": ["Search Elemental"], "hand": ["Seeker Scry"],
                            "library": ["Forest", "Island", "Swamp"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}, "step": "main1"})
    d.act("alice", "casts", "Seeker Scry", choices=["keep Forest on top", "keep Island on top", "Forest"])
    d.resolve(None)
    assert _elemental(d).counters == {"+1/+1": 1}
    d.attack("alice", ["Search Elemental"])
    with pytest.raises(Exception, match="can't block"):
        d.block("bob", {"Grizzly Bears": "Search Elemental"})


def test_an_opponents_scry_doesnt_trigger_it() -> None:
    d = position({"alice": {"battlefield": ["Search Elemental"]},
                  "bob": {"hand": ["Seeker Scry"], "library": ["Forest", "Island"]}, "active": "bob", "step": "main1"})
    d.act("bob", "casts", "Seeker Scry", choices=["keep Forest on top", "keep Island on top", "Forest"])
    d.resolve(None)
    assert not _elemental(d).counters


def test_mutations() -> None:
    (searching,) = compile_text("X", "Whenever you search your library, scry 1.", ("Creature",))
    assert searching.trigger == dsl.Trigger("searches", who="you")
    (scrying,) = compile_text("X", "Scryfall — Whenever you scry, put a +1/+1 counter on X.", ("Creature",))
    assert scrying.trigger == dsl.Trigger("scries", who="you")
    for text in ("Whenever you search a library, scry 1.", "Whenever an opponent scries, draw a card.",
                 "Searchfall — Whenever you scry, put a +1/+1 counter on X."):
        with pytest.raises(UncompilableText):
            compile_text("X", text, ("Creature",))
