"""Corpus fuzz seed 7074: Doomsday ("Search your library and graveyard for five cards and exile
the rest. Put the chosen cards on top of your library in any order.") emitted its search event
(701.23) before asking for the cards, so the engine refused to ask after changing the game in the
same stage.  The event now follows the choices."""

from __future__ import annotations

from support import compiled_card, events, position

compiled_card("Test Doomsday", "Search your library and graveyard for five cards and exile the rest. Put the chosen "
              "cards on top of your library in any order.", ("Sorcery",))


def test_701_23_doomsday_asks_for_five_cards_then_searches_once() -> None:
    library = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears", "Shock"]
    d = position({"alice": {"hand": ["Test Doomsday"], "library": library, "graveyard": ["Lightning Bolt"]}})
    d.act("alice", "casts", "Test Doomsday")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "search")
    assert events(d.game, "search") == []  # nothing has happened yet while the cards are chosen
    for _ in range(5):
        d.choose(d.decision.options[0])
    assert len(events(d.game, "search")) == 1
    alice = d.game.state.players[d.player("alice")]
    assert len(alice.library) == 5
    assert [d.game.state.objects[o].card for o in alice.graveyard] == ["Test Doomsday"]
