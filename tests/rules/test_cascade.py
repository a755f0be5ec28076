"""702.85: cascade, compiled from Oracle text and played through the engine: when the spell is
cast, its controller exiles cards from the top of their library until a nonland card with a
lesser mana value, may cast it without paying its mana cost, and puts the other exiled cards on
the bottom of their library in a random order."""

from __future__ import annotations

import pytest
from support import cards, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

NAME = "Test Cascade Charm"
registry.register(dsl.CardDef(name=NAME, faces=(dsl.Face(
    name=NAME, mana_cost="{2}{R}", types=("Sorcery",), abilities=compile_text(NAME, "Cascade\nDraw a card.", ("Sorcery",))),),
    source="test"))
SMALL = "Test Small Cascade"
registry.register(dsl.CardDef(name=SMALL, faces=(dsl.Face(
    name=SMALL, mana_cost="{1}{R}", types=("Sorcery",), abilities=compile_text(SMALL, "Cascade\nDraw a card.", ("Sorcery",))),),
    source="test"))


def _position(spell: str, library: list[str]):
    return position({"alice": {"hand": [spell], "battlefield": ["Mountain"] * 3, "library": library},
                     "bob": {"library": ["Island"] * 3}})


def test_702_85a_the_first_nonland_card_of_lesser_mana_value_is_cast_free() -> None:
    """702.85a: Mountain and Forest are exiled, then Shock (mana value 1 < 3) is cast without
    paying its mana cost; the lands go to the bottom; then the spell itself draws a card."""
    d = _position(NAME, ["Mountain", "Forest", "Shock", "Island", "Plains"])
    d.act("alice", "casts", NAME, choices=["yes", "bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert cards(d, "alice", "graveyard") == ["Shock", NAME]
    library = cards(d, "alice", "library")
    assert library[0] == "Plains" and sorted(library[1:]) == ["Forest", "Mountain"]
    assert cards(d, "alice", "hand") == ["Island"]


def test_702_85a_a_card_of_equal_mana_value_is_passed_over() -> None:
    """702.85a: "less than": for a mana value 2 spell, Grizzly Bears (2) is exiled and passed
    over; Shock is the hit."""
    d = _position(SMALL, ["Grizzly Bears", "Shock", "Island"])
    d.act("alice", "casts", SMALL, choices=["yes", "bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert cards(d, "alice", "library") == ["Grizzly Bears"]


def test_702_85a_declined_the_hit_goes_to_the_bottom_too() -> None:
    """702.85a: not cast, the hit is put on the bottom with the others; nothing stays exiled."""
    d = _position(NAME, ["Mountain", "Shock", "Island", "Plains"])
    d.act("alice", "casts", NAME, choices=["no"])
    d.resolve(None)
    assert d.game.state.players[1].life == 20
    library = cards(d, "alice", "library")
    assert library[0] == "Plains" and sorted(library[1:]) == ["Mountain", "Shock"]
    assert cards(d, "alice", "exile") == []


def test_a_game_saved_at_the_cascade_choice_loads_and_plays_on() -> None:
    """Saves: saved at "cast it?", with the cards exiled, the game round-trips and clones."""
    d = _position(NAME, ["Mountain", "Shock", "Island"])
    d.act("alice", "casts", NAME)
    d.choose(next(o for o in d.decision.options if o.kind == "pass"))  # alice passes with the trigger on the stack
    d.pass_once()
    game = d.game
    assert game.decision.kind == "may"
    restored = ms.Game.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert [o.label for o in game.clone().decision.options] == [o.label for o in game.decision.options]


def test_mutation_is_refused() -> None:
    """Honest support: a misspelt keyword is refused."""
    with pytest.raises(UncompilableText):
        compile_text(NAME, "Cascad\nDraw a card.", ("Sorcery",))
