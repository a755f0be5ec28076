"""Tribute (702.104) compiled from Oracle text and played through the engine: "As this creature
enters, choose an opponent.  That player may put an additional N +1/+1 counters on it as it
enters."; "When ~ enters, if tribute wasn't paid, ..." (702.104b)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

import manastack as ms
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

FANATIC = "Test Tribute Fanatic"
compiled_card(FANATIC, "Tribute 2 (As this creature enters the battlefield, an opponent of your choice may put two +1/+1 "
              "counters on it.)\nWhen Test Tribute Fanatic enters the battlefield, if tribute wasn't paid, Test Tribute "
              "Fanatic deals 3 damage to each opponent.", ("Creature",), "{1}{R}", power="2", toughness="2")
LIBRARY = ["Plains"] * 6


def _cast(bob_answer: str):
    d = position({"alice": {"hand": [FANATIC], "battlefield": ["Mountain"] * 2, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.queued[1] = [bob_answer]
    d.act("alice", "casts", FANATIC)
    d.resolve(None)
    return d


def test_702_104a_paid_tribute_puts_the_counters_and_the_trigger_does_nothing() -> None:
    """702.104a-b: bob pays: it enters with two +1/+1 counters; tribute was paid, no damage."""
    d = _cast("yes")
    oid = d.object(FANATIC)
    assert d.game.state.objects[oid].counters == {"+1/+1": 2}
    assert d.game.state.players[1].life == 20


def test_702_104b_unpaid_tribute_triggers_its_ability() -> None:
    """702.104b: bob declines: no counters; "if tribute wasn't paid": bob is dealt 3 damage."""
    d = _cast("no")
    oid = d.object(FANATIC)
    assert d.game.state.objects[oid].counters == {}
    assert d.game.state.players[1].life == 17


def test_tribute_status_is_public_and_saved() -> None:
    """The permanent's view shows what was chosen; a save keeps it."""
    d = _cast("no")
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.objects[d.object(FANATIC)].chosen == {"tribute": "not paid"}


@pytest.mark.parametrize("text", ["Tribute", "Tribute X", "When Test enters the battlefield, if tribute was paid, draw a card."])
def test_tribute_mutations_are_refused(text: str) -> None:
    """Mutations: tribute needs N; "if tribute was paid" isn't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
