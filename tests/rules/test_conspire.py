"""Conspire (702.78a) compiled from Oracle text and played through the engine: "As an additional
cost to cast this spell, you may tap two untapped creatures you control that each share a color
with it" and "When you cast this spell, if its conspire cost was paid, copy it.  If the spell has
any targets, you may choose new targets for the copy." """

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

SPELL = "Test Conspiring Bolt"
compiled_card(SPELL, "Conspire\nTest Conspiring Bolt deals 2 damage to any target.", ("Instant",), "{R}", colors=("R",))
RED_A = "Test Red Conspirator"
compiled_card(RED_A, "Haste", ("Creature",), "{R}", colors=("R",), power="1", toughness="1")
RED_B = "Test Red Accomplice"
compiled_card(RED_B, "Haste", ("Creature",), "{R}", colors=("R",), power="1", toughness="1")
RED_MANA = "Test Red Mana Elf"
compiled_card(RED_MANA, "{T}: Add {R}.", ("Creature",), "{R}", colors=("R",), power="1", toughness="1")
LIBRARY = ["Plains"] * 5


def _tapped(d, name: str) -> bool:
    return d.game.state.objects[d.object(name)].tapped


def test_702_78a_paying_conspire_taps_two_creatures_and_copies_the_spell() -> None:
    """702.78a: alice taps two red creatures as she casts it; the trigger copies the spell (the
    copy keeps bob as its target): bob takes 2 + 2.  707.10: the copy isn't cast."""
    d = position({"alice": {"hand": [SPELL], "battlefield": ["Mountain", RED_A, RED_B], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SPELL, targets=["bob"], choices=["yes", RED_A, "keep"])
    assert _tapped(d, RED_A) and _tapped(d, RED_B)
    d.resolve(None)
    assert d.game.state.players[1].life == 16
    assert len(events(d.game, "spell_copied")) == 1
    assert d.game.state.players[0].spells_cast_this_turn == 1


def test_702_78a_the_copy_may_have_a_new_target() -> None:
    """702.78a, 707.10c: the copy's target may be changed: the copy kills Grizzly Bears."""
    d = position({"alice": {"hand": [SPELL], "battlefield": ["Mountain", RED_A, RED_B], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.act("alice", "casts", SPELL, targets=["bob"], choices=["yes", RED_A, "Grizzly Bears"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert [d.game.state.objects[o].card for o in d.game.state.players[1].graveyard] == ["Grizzly Bears"]


def test_702_78a_declined_conspire_taps_nothing_and_makes_no_copy() -> None:
    """702.78a: "you may": declined, the creatures stay untapped and nothing is copied."""
    d = position({"alice": {"hand": [SPELL], "battlefield": ["Mountain", RED_A, RED_B], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SPELL, targets=["bob"], choices=["no"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert not _tapped(d, RED_A) and not _tapped(d, RED_B)
    assert not events(d.game, "spell_copied")


def test_702_78a_creatures_must_share_a_color_with_the_spell() -> None:
    """702.78a: Grizzly Bears (green) doesn't share a color with the red spell: with one red
    creature conspire isn't offered (and a tapped one doesn't count)."""
    d = position({"alice": {"hand": [SPELL], "battlefield": ["Mountain", RED_A, "Grizzly Bears",
                                                           {"card": RED_B, "tapped": True}], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SPELL, targets=["bob"])  # an unanswered conspire question would fail here
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert not _tapped(d, RED_A) and not _tapped(d, "Grizzly Bears")


def test_601_2h_conspire_isnt_offered_when_its_creatures_must_pay_the_mana() -> None:
    """601.2h: the only source of {R} is a red mana creature: tapping it for conspire would leave
    the mana unpaid, so conspire isn't offered and the elf pays the {R}."""
    d = position({"alice": {"hand": [SPELL], "battlefield": [RED_MANA, RED_A], "library": LIBRARY},
                  "bob": {"library": LIBRARY}})
    d.act("alice", "casts", SPELL, targets=["bob"])
    d.resolve(None)
    assert d.game.state.players[1].life == 18
    assert _tapped(d, RED_MANA) and not _tapped(d, RED_A)
    assert not events(d.game, "spell_copied")


@pytest.mark.parametrize(("text", "types"), [("Conspire", ("Creature",)), ("Conspires", ("Instant",)),
                                               ("Conspire 2", ("Instant",))])
def test_conspire_mutations_are_refused(text: str, types: tuple) -> None:
    """Mutations: conspire copies a spell, so only an instant's or sorcery's is read; "Conspires"
    and "Conspire 2" aren't keywords."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, types)
