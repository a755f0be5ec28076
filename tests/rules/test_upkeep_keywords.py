"""Upkeep keywords, compiled from Oracle text and played through the engine: echo (702.30a:
at the beginning of your upkeep, if this permanent came under your control since the beginning
of your last upkeep, sacrifice it unless you pay its echo cost) and cumulative upkeep (702.24a:
an age counter each upkeep, then pay the cost for each age counter or sacrifice it)."""

from __future__ import annotations

import pytest
from support import events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText


def _creature(name: str, text: str, mana_cost: str) -> str:
    abilities = compile_text(name, text, ("Creature",))
    registry.register(dsl.CardDef(name=name, faces=(dsl.Face(name=name, mana_cost=mana_cost, types=("Creature",),
                                                             power="2", toughness="2", abilities=abilities),),
                                  source="test"))
    return name


OGRE = _creature("Test Echo Ogre", "Echo {R}", "{R}")
MAMMOTH = _creature("Test Cumulative Mammoth", "Cumulative upkeep {1}", "{R}")
LIBRARY = ["Mountain"] * 10


def _alice_next_upkeep(d) -> None:
    d.pass_to_step("upkeep", player=0)


def _echo_triggers(d) -> int:
    return sum(1 for e in events(d.game, "trigger") if e["name"] == OGRE)


def test_702_30a_echo_is_paid_at_the_next_upkeep_and_then_not_again() -> None:
    """702.30a: cast on alice's turn, the Ogre's echo triggers at her next upkeep; paid ({R}),
    it stays; at the upkeep after, it didn't come under her control since her last upkeep: no
    trigger."""
    d = position({"alice": {"hand": [OGRE], "battlefield": [{"card": "Mountain", "count": 2}], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", OGRE)
    d.resolve(None)
    ogre = d.object(OGRE)
    _alice_next_upkeep(d)
    assert _echo_triggers(d) == 1
    d.queued[0] = ["yes"]
    d.resolve(None)
    assert ogre in d.game.state.battlefield
    assert [e["purpose"] for e in events(d.game, "payment")][-1] == "upkeep"
    d.pass_to_step("draw", player=0)
    d.pass_to_step("upkeep", player=0)
    assert _echo_triggers(d) == 1
    assert ogre in d.game.state.battlefield


def test_702_30a_unpaid_echo_sacrifices_the_permanent() -> None:
    """702.30a, 118.12: declining to pay the echo cost, alice sacrifices the Ogre."""
    d = position({"alice": {"hand": [OGRE], "battlefield": [{"card": "Mountain", "count": 2}], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", OGRE)
    d.resolve(None)
    _alice_next_upkeep(d)
    d.queued[0] = ["no"]
    d.resolve(None)
    assert OGRE not in [d.game.state.objects[o].card for o in d.game.state.battlefield]
    assert OGRE in [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard]


def test_702_30a_echo_triggers_for_a_permanent_gained_since_the_last_upkeep_only() -> None:
    """702.30a: an Ogre alice has controlled since before her last upkeep (a starting
    permanent) doesn't trigger."""
    d = position({"alice": {"battlefield": [OGRE], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _alice_next_upkeep(d)
    assert _echo_triggers(d) == 0


def test_702_24a_cumulative_upkeep_adds_an_age_counter_and_the_cost_grows() -> None:
    """702.24a: each of alice's upkeeps puts an age counter on the Mammoth, then she pays {1}
    for each age counter: {1}, then {2}; the third time ({3}, with two Mountains) she can't
    and sacrifices it."""
    d = position({"alice": {"battlefield": [MAMMOTH, {"card": "Mountain", "count": 2}], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    mammoth = d.object(MAMMOTH)
    paid = []
    for _ in range(2):
        _alice_next_upkeep(d)
        d.queued[0] = ["yes"]
        d.resolve(None)
        paid.append(events(d.game, "payment")[-1]["amount"])
        d.pass_to_step("draw", player=0)
    assert paid == [1, 2]
    assert d.game.state.objects[mammoth].counters["age"] == 2
    _alice_next_upkeep(d)
    d.resolve(None)  # only "don't pay" can be chosen: {3} can't be paid
    assert mammoth not in d.game.state.battlefield


def test_the_previous_turn_survives_save_and_clone() -> None:
    """Saves: the turn echo looks back to (Player.previous_turn_serial) round-trips through
    to_json/from_json and clone."""
    d = position({"alice": {"battlefield": [OGRE], "library": LIBRARY}, "bob": {"library": LIBRARY}})
    _alice_next_upkeep(d)
    game = d.game
    before = game.state.players[0].previous_turn_serial
    assert before == 2
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert restored.state.players[0].previous_turn_serial == before
    assert game.clone().state.players[0].previous_turn_serial == before


@pytest.mark.parametrize("text", ["Echo {X}", "Cumulative upkeep—Pay 1 life.", "Cumulative upkep {1}"])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: an {X} echo, a non-mana cumulative upkeep and a misspelt keyword stay refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", text, ("Creature",))
