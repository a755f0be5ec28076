"""Retrace (702.81) and jump-start (702.133), compiled from Oracle text and played through the
engine: a card cast from its owner's graveyard by discarding a card (a land card for retrace) in
addition to its other costs; cast with jump-start it is then exiled instead of going anywhere
else (702.133a), with retrace it goes back to the graveyard."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.state import GRAVEYARD

RETRACE = "Test Retrace Jab"
compiled_card(RETRACE, "Test Retrace Jab deals 1 damage to any target.\nRetrace", ("Sorcery",), "{R}")
JUMP = "Test Jump-start Bolt"
compiled_card(JUMP, "Test Jump-start Bolt deals 2 damage to any target.\nJump-start", ("Instant",), "{1}{R}")
LIBRARY = ["Plains"] * 8


def _position(graveyard: list[str], hand: list[str], lands: int = 2, bob: dict | None = None):
    return position({"alice": {"graveyard": graveyard, "hand": hand, "battlefield": ["Mountain"] * lands,
                               "library": LIBRARY},
                     "bob": {"library": LIBRARY, **(bob or {})}})


def _castable_from_graveyard(d, name: str) -> bool:
    return d.action_problem("alice", "casts", name, from_zone=GRAVEYARD) is None


def test_702_81a_retrace_casts_it_from_the_graveyard_discarding_a_land_card() -> None:
    """702.81a: alice pays {R} and discards a land card (Swamp, not Grizzly Bears); the spell
    resolves and, cast from the graveyard by retrace, goes back there (it isn't exiled)."""
    d = _position([RETRACE], ["Grizzly Bears", "Swamp"])
    d.act("alice", "casts", RETRACE, from_zone=GRAVEYARD, targets=["bob"], choices=["Swamp"])
    d.resolve(None)
    assert d.game.state.players[1].life == 19
    assert sorted(cards(d, "alice", "graveyard")) == sorted([RETRACE, "Swamp"])
    assert cards(d, "alice", "hand") == ["Grizzly Bears"]


def test_702_81a_retrace_needs_a_land_card_to_discard() -> None:
    """702.81a: a hand without a land card can't pay the additional cost (601.2h)."""
    d = _position([RETRACE], ["Grizzly Bears"])
    assert not _castable_from_graveyard(d, RETRACE)
    d = _position([RETRACE], ["Swamp"])
    assert _castable_from_graveyard(d, RETRACE)


def test_702_81a_retrace_keeps_the_timing_of_the_card() -> None:
    """601.3, 307.1: a sorcery with retrace is cast from the graveyard only as a sorcery."""
    d = _position([RETRACE], ["Swamp"])
    d.pass_to_step("upkeep", player=1)
    assert not _castable_from_graveyard(d, RETRACE)


def test_702_133a_jump_start_discards_any_card_and_exiles_the_spell_after() -> None:
    """702.133a: alice pays {1}{R} and discards a card; the spell resolves and is exiled instead
    of being put into her graveyard."""
    d = _position([JUMP], ["Grizzly Bears"])
    d.act("alice", "casts", JUMP, from_zone=GRAVEYARD, targets=["bob"], choices=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert cards(d, "alice", "exile") == [JUMP] and cards(d, "alice", "graveyard") == ["Grizzly Bears"]


def test_702_133a_jump_start_needs_a_card_to_discard() -> None:
    d = _position([JUMP], [])
    assert not _castable_from_graveyard(d, JUMP)


def test_702_133a_a_countered_jump_started_spell_is_exiled() -> None:
    """702.133a: "any time it would leave the stack": countered, it is exiled too (701.6a)."""
    d = _position([JUMP], ["Grizzly Bears"], bob={"hand": ["Counterspell"], "battlefield": ["Island"] * 2})
    d.act("alice", "casts", JUMP, from_zone=GRAVEYARD, targets=["bob"], choices=["Grizzly Bears"])
    d.act("bob", "casts", "Counterspell", targets=[JUMP])
    d.resolve(None)
    assert cards(d, "alice", "exile") == [JUMP] and d.game.state.players[1].life == 20


def test_jump_start_cast_from_hand_goes_to_the_graveyard() -> None:
    """702.133a: cast from hand (no discard), it resolves and goes to the graveyard as usual."""
    d = _position([], [JUMP])
    d.act("alice", "casts", JUMP, targets=["bob"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [JUMP]


@pytest.mark.parametrize("keyword", ["Retrace", "Jump-start"])
def test_the_keyword_compiles(keyword: str) -> None:
    assert compile_text("X", keyword, ("Sorcery",)) == (dsl.Keyword(keyword.lower(), text=keyword),)


@pytest.mark.parametrize("text", ["Retrace {2}", "Jump-start {1}", "Jumpstart", "Retraced"])
def test_mutations_of_the_keyword_are_refused(text: str) -> None:
    """Mutation: a cost or another word: refused (neither keyword has a cost, 702.81a, 702.133a)."""
    with pytest.raises(UncompilableText):
        compile_text("X", text, ("Sorcery",))


def test_mutation_the_other_keyword_plays_as_written() -> None:
    """Mutation: "Retrace" for "Jump-start" compiles to a different tree: the discard must be a
    land card and the spell isn't exiled."""
    name = "Test Retrace Bolt"
    compiled_card(name, "Test Retrace Bolt deals 2 damage to any target.\nRetrace", ("Instant",), "{1}{R}")
    d = _position([name], ["Grizzly Bears"])
    assert not _castable_from_graveyard(d, name)
    d = _position([name], ["Swamp"])
    d.act("alice", "casts", name, from_zone=GRAVEYARD, targets=["bob"], choices=["Swamp"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == [] and sorted(cards(d, "alice", "graveyard")) == sorted([name, "Swamp"])
