"""Double strike (702.4) and landwalk (702.14: forestwalk, mountainwalk, plainswalk), compiled from
Oracle text and played through combat: productions the audit found exercised by no behaviour test
(scripts/production_audit.py: 34, 23, 16 and 2 supported corpus cards).  Mutations: one word
changed compiles to another keyword that plays as written, or is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import combat

compiled_card("Test Twin Blade", "Double strike", ("Creature",), "{2}{W}", power="2", toughness="1")
compiled_card("Test First Blade", "First strike", ("Creature",), "{2}{W}", power="2", toughness="1")
WALKERS = {"Forest": "Test Forest Walker", "Mountain": "Test Mountain Walker", "Plains": "Test Plains Walker"}
for land, walker in WALKERS.items():
    compiled_card(walker, f"{land}walk", ("Creature",), "{2}", power="2", toughness="2")

LIBRARY = ["Island"] * 3


def _combat(alice: list, bob: list) -> object:
    return position({"step": "beginning_of_combat", "alice": {"battlefield": alice, "library": LIBRARY},
                     "bob": {"battlefield": bob, "library": LIBRARY}})


def _through_combat(d) -> None:
    d.pass_until(lambda: d.game.over or d.game.state.step == "end_of_combat")


# ---------------------------------------------------------------------------- double strike


def test_702_4b_an_unblocked_double_striker_deals_combat_damage_twice() -> None:
    """702.4b, 510.4: unblocked, the 2/1 deals its damage in the first-strike damage step and again
    in the regular one: bob loses 4."""
    d = _combat(["Test Twin Blade"], [])
    d.attack("alice", ["Test Twin Blade"])
    d.block("bob", {})
    _through_combat(d)
    assert d.game.state.players[1].life == 16


def test_702_4b_a_blocked_double_striker_kills_first_and_takes_no_damage() -> None:
    """702.4b, 510.4: blocked by Grizzly Bears (2/2), the 2/1 deals 2 in the first-strike step; the
    Bears die before the regular step (704.5g) and deal it no damage."""
    d = _combat(["Test Twin Blade"], ["Grizzly Bears"])
    d.attack("alice", ["Test Twin Blade"])
    d.block("bob", {"Grizzly Bears": "Test Twin Blade"})
    bears = d.object("Grizzly Bears")
    _through_combat(d)
    assert bears not in d.game.state.battlefield
    assert d.object("Test Twin Blade") in d.game.state.battlefield


def test_mutation_first_strike_for_double_strike_deals_damage_once() -> None:
    """Mutation: "First strike" compiles to another keyword, which deals its damage only once
    (702.7b): bob loses 2."""
    assert compile_text("X", "Double strike", ("Creature",)) != compile_text("X", "First strike", ("Creature",))
    d = _combat(["Test First Blade"], [])
    d.attack("alice", ["Test First Blade"])
    d.block("bob", {})
    _through_combat(d)
    assert d.game.state.players[1].life == 18


@pytest.mark.parametrize("text", ["Double strikes", "Triple strike"])
def test_mutations_of_double_strike_are_refused(text: str) -> None:
    assert compile_text("X", "Double strike", ("Creature",)) == (dsl.Keyword("double strike", text="Double strike"),)
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Creature",))


# ---------------------------------------------------------------------------- landwalk


@pytest.mark.parametrize("land", sorted(WALKERS))
def test_702_14c_landwalk_cant_be_blocked_while_the_defender_controls_that_land(land: str) -> None:
    """702.14c: bob controls a land of the type: Grizzly Bears can't block the walker."""
    d = _combat([WALKERS[land]], ["Grizzly Bears", land])
    d.attack("alice", [WALKERS[land]])
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object(WALKERS[land])) is not None


@pytest.mark.parametrize("land", sorted(WALKERS))
def test_702_14c_landwalk_is_blocked_as_usual_without_that_land(land: str) -> None:
    """702.14c: bob controls only an Island: the walker can be blocked, and the Bears block it."""
    d = _combat([WALKERS[land]], ["Grizzly Bears", "Island"])
    d.attack("alice", [WALKERS[land]])
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object(WALKERS[land])) is None
    d.block("bob", {"Grizzly Bears": WALKERS[land]})
    _through_combat(d)
    assert d.game.state.players[1].life == 20


@pytest.mark.parametrize(("original", "mutated", "land"), [
    ("Forestwalk", "Mountainwalk", "Forest"), ("Mountainwalk", "Plainswalk", "Mountain"),
    ("Plainswalk", "Forestwalk", "Plains")])
def test_mutation_another_land_type_is_another_landwalk(original: str, mutated: str, land: str) -> None:
    """Mutation: another land type compiles to another keyword, which the defender's land doesn't
    satisfy: with bob controlling a `land`, the mutated walker can be blocked."""
    assert compile_text("X", original, ("Creature",)) != compile_text("X", mutated, ("Creature",))
    walker = WALKERS[mutated.removesuffix("walk")]
    d = _combat([walker], ["Grizzly Bears", land])
    d.attack("alice", [walker])
    assert combat.block_problem(d.game.kernel, d.object("Grizzly Bears"), d.object(walker)) is None


@pytest.mark.parametrize("text", ["Forestwalks", "Treewalk", "Forest walk"])
def test_mutations_of_landwalk_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Creature",))
