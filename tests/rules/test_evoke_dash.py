"""Alternative costs a permanent remembers, compiled from Oracle text and played through the
engine: evoke (702.74a: cast for the evoke cost, it's sacrificed as it enters, after its other
enters abilities trigger) and dash (702.109a: cast for the dash cost, it gains haste and returns
to its owner's hand at the beginning of the next end step)."""

from __future__ import annotations

import pytest
from support import cards, events, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

LIBRARY = ["Plains"] * 6


def _creature(name: str, text: str, mana_cost: str) -> str:
    registry.register(dsl.CardDef(name=name, faces=(dsl.Face(
        name=name, mana_cost=mana_cost, types=("Creature",), power="2", toughness="2",
        abilities=compile_text(name, text, ("Creature",))),), source="test"))
    return name


WISP = _creature("Test Evoked Wisp", "Flying\nWhen Test Evoked Wisp enters the battlefield, draw a card.\nEvoke {W}",
                 "{3}{W}")
RAIDER = _creature("Test Dashing Raider", "Dash {R}", "{2}{R}")


def _cast_by(d, name: str, method: str) -> None:
    d.until_priority(0)
    label = f"cast {name}" + (f" ({method})" if method else "")
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == label))


def test_702_74a_an_evoked_creature_is_sacrificed_and_its_enters_ability_still_resolves() -> None:
    """702.74a: cast for {W}, the Wisp enters, its draw ability and the evoke sacrifice trigger;
    it ends in the graveyard and alice drew a card."""
    d = position({"alice": {"hand": [WISP], "battlefield": ["Plains"], "library": LIBRARY}})
    _cast_by(d, WISP, "evoke")
    d.queued[0] = [f"{WISP}: When {WISP} enters the battlefield, draw a card."]
    d.resolve(None)
    assert [e["amount"] for e in events(d.game, "payment")] == [1]
    assert cards(d, "alice", "graveyard") == [WISP]
    assert cards(d, "alice", "hand") == ["Plains"]


def test_702_74a_cast_for_its_mana_cost_it_stays() -> None:
    """702.74a: cast normally for {3}{W}, the evoke trigger's condition is false: it stays."""
    d = position({"alice": {"hand": [WISP], "battlefield": ["Plains"] * 4, "library": LIBRARY}})
    _cast_by(d, WISP, "")
    d.resolve(None)
    assert d.object(WISP) in d.game.state.battlefield
    assert d.game.state.objects[d.object(WISP)].cast_with == ""


def test_702_109a_a_dashed_creature_has_haste_and_returns_at_the_end_step() -> None:
    """702.109a: cast for {R}, the Raider has haste (it may attack at once) and at the
    beginning of the end step it returns to alice's hand."""
    d = position({"alice": {"hand": [RAIDER], "battlefield": ["Mountain"], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    _cast_by(d, RAIDER, "dash")
    d.resolve(None)
    raider = d.object(RAIDER)
    assert d.game.chars(raider).has("haste")
    d.attack("alice", [RAIDER])
    d.pass_to_step("end", player=0)
    d.resolve(None)
    assert RAIDER in cards(d, "alice", "hand")
    assert d.game.state.players[1].life == 18


def test_702_109a_cast_normally_it_has_no_haste_and_stays() -> None:
    """702.109a: cast for {2}{R}, it has no haste and doesn't return at the end step."""
    d = position({"alice": {"hand": [RAIDER], "battlefield": ["Mountain"] * 3, "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    _cast_by(d, RAIDER, "")
    d.resolve(None)
    raider = d.object(RAIDER)
    assert not d.game.chars(raider).has("haste")
    d.pass_to_step("end", player=0)
    d.resolve(None)
    assert raider in d.game.state.battlefield


def test_the_remembered_cost_survives_save_and_clone() -> None:
    """Saves: the dash cost paid (GameObject.cast_with) round-trips and clones."""
    d = position({"alice": {"hand": [RAIDER], "battlefield": ["Mountain"], "library": LIBRARY}})
    _cast_by(d, RAIDER, "dash")
    d.resolve(None)
    game = d.game
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    raider = d.object(RAIDER)
    assert restored.state.objects[raider].cast_with == "dash" == game.clone().state.objects[raider].cast_with


@pytest.mark.parametrize("text", ["Evoke {X}", "Dash—Discard a card.", "Dashh {R}"])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: an {X} evoke, a non-mana dash cost and a misspelling are refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", text, ("Creature",))
