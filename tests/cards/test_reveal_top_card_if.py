"""701.20a: "reveal the top card of a library; if it's a DESC card, put it somewhere" for another
player's library and without "Otherwise" (issue 16 item 2: Goblin Guide compiles from its text):
"defending player reveals the top card of their library. If it's a land card, that player puts
it into their hand." (Goblin Guide), "Reveal the top card of your library. If it's a creature
card, put that card into your hand." (revealing doesn't move the card: one that doesn't match
stays on top).  Mutations: another card type, another zone, a target opponent give other trees
that play as written; each player, "may", and "put" / "puts" for the wrong player are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

SCOUT = ("Target opponent reveals the top card of their library. If it's a land card, that player puts it into their "
         "hand.")
compiled_card("Test Scout", SCOUT, ("Sorcery",))
compiled_card("Test Dropper", SCOUT.replace("land card", "creature card").replace("into their hand",
                                                                                  "onto the battlefield"), ("Sorcery",))
compiled_card("Test Seer", "Reveal the top card of your library. If it's a creature card, put that card into your hand.",
              ("Sorcery",))


def _cast(spell: str, library: list[str], owner: str = "bob"):
    d = position({"alice": {"hand": [spell], "library": ["Island"] * 3} if owner == "bob" else
                  {"hand": [spell], "library": library},
                  "bob": {"library": library if owner == "bob" else ["Island"] * 3}})
    d.act("alice", "casts", spell, **({"targets": ["bob"]} if owner == "bob" else {}))
    d.resolve(None)
    return d


def test_a_land_goes_to_that_players_hand() -> None:
    d = _cast("Test Scout", ["Forest", "Grizzly Bears"])
    assert cards(d, "bob", "hand") == ["Forest"]
    assert cards(d, "bob", "library") == ["Grizzly Bears"]
    assert any(e["type"] == "reveal" and e["card"] == "Forest" for e in d.game.log)


def test_another_card_stays_on_top() -> None:
    d = _cast("Test Scout", ["Grizzly Bears", "Forest"])
    assert cards(d, "bob", "hand") == []
    assert cards(d, "bob", "library") == ["Grizzly Bears", "Forest"]


def test_onto_the_battlefield_under_that_players_control() -> None:
    """Mutation: a creature card, onto the battlefield: bob puts it onto the battlefield, his."""
    d = _cast("Test Dropper", ["Grizzly Bears", "Forest"])
    assert [d.game.chars(o).controller for o in d.game.state.battlefield if d.game.chars(o).name == "Grizzly Bears"] == [1]


def test_your_own_library_without_otherwise() -> None:
    d = _cast("Test Seer", ["Grizzly Bears", "Forest"], owner="alice")
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]
    d = _cast("Test Seer", ["Forest", "Grizzly Bears"], owner="alice")
    assert cards(d, "alice", "hand") == [] and cards(d, "alice", "library")[:1] == ["Forest"]


def test_the_tree_of_goblin_guides_text() -> None:
    (ability,) = compile_text("Test Guide", "Whenever Test Guide attacks, defending player reveals the top card of their "
                              "library. If it's a land card, that player puts it into their hand.", ("Creature",))
    assert ability.effects == (dsl.RevealTopCardSort(dsl.Filter(types=("Land",)), "hand", "", who=dsl.TriggeringPlayer()),)


@pytest.mark.parametrize("text", [
    SCOUT.replace("Target opponent reveals", "Each player reveals"),
    SCOUT.replace("that player puts", "that player may put"),
    SCOUT.replace("that player puts it into their hand", "put it into your hand"),
    "Reveal the top card of your library. If it's a creature card, that player puts it into their hand.",
    SCOUT.replace("a land card", "an land card"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
