"""701.23, 701.24b, 701.20a: "When ~ enters, search your library for any number of Goblin cards,
reveal them, then shuffle and put those cards on top in any order." (Goblin Recruiter): every
Goblin card may be found (one at a time, until "find nothing"), each is revealed, the rest of the
library is shuffled and the found cards are put on top in the order chosen.  Mutations: another
subtype; a singular noun after "any number of" is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_RECRUITER = ("When Test Recruiter enters, search your library for any number of Goblin cards, reveal them, then shuffle "
              "and put those cards on top in any order.")
compiled_card("Test Recruiter", _RECRUITER, ("Creature",), cost="{0}", power="1", toughness="1", subtypes=("Goblin",))
compiled_card("Test Goblin", "", ("Creature",), cost="{R}", power="1", toughness="1", subtypes=("Goblin",))
compiled_card("Test Goblin Chief", "", ("Creature",), cost="{1}{R}", power="2", toughness="2", subtypes=("Goblin",))


def test_every_goblin_found_goes_on_top_in_the_order_chosen() -> None:
    d = position({"alice": {"hand": ["Test Recruiter"],
                            "library": ["Forest", "Test Goblin", "Island", "Test Goblin Chief", "Swamp"]}, "bob": {}})
    d.act("alice", "casts", "Test Recruiter", choices=["Test Goblin Chief", "Test Goblin"])
    d.resolve(None)
    library = cards(d, "alice", "library")
    assert library[:2] == ["Test Goblin Chief", "Test Goblin"]
    assert sorted(library[2:]) == ["Forest", "Island", "Swamp"]
    revealed = sorted(e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal")
    assert revealed == ["Test Goblin", "Test Goblin Chief"]


def test_finding_nothing_just_shuffles() -> None:
    d = position({"alice": {"hand": ["Test Recruiter"], "library": ["Forest", "Test Goblin"]}})
    d.act("alice", "casts", "Test Recruiter", choices=["find nothing"])
    d.resolve(None)
    assert sorted(cards(d, "alice", "library")) == ["Forest", "Test Goblin"]
    assert any(e["type"] == "shuffle" for e in d.game.log)


def test_the_tree() -> None:
    (ability,) = compile_text("Test Recruiter", _RECRUITER, ("Creature",))
    assert ability.effects == (dsl.SearchLibrary(dsl.Filter(subtypes=("Goblin",)), to="top", reveal=True,
                                                 count=dsl.CardsIn("library")),)


def test_mutation_another_subtype() -> None:
    (ability,) = compile_text("Test Recruiter", _RECRUITER.replace("Goblin cards", "Elf cards"), ("Creature",))
    assert ability.effects[0].filter == dsl.Filter(subtypes=("Elf",))


@pytest.mark.parametrize("text", [_RECRUITER.replace("Goblin cards", "Goblin card"),
                                  _RECRUITER.replace("reveal them", "reveal it")])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Recruiter", text, ("Creature",))
