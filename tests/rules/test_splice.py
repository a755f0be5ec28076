"""Splice onto Arcane (702.47): Glacial Ray and Kodama's Might, compiled from their Oracle text."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, life, position

import manastack as ms
from manastack.cards.oracle import UncompilableText, compile_text

RAY = compiled_card("Glacial Ray", "Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R} (As you cast an "
                    "Arcane spell, you may reveal this card from your hand and pay its splice cost. If you do, add this "
                    "card's effects to that spell.)", ("Instant",), "{1}{R}", subtypes=("Arcane",)).name
MIGHT = compiled_card("Kodama's Might", "Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {G}",
                      ("Instant",), "{G}", subtypes=("Arcane",)).name
START = {"alice": {"hand": [RAY, MIGHT, "Shock"], "battlefield": ["Mountain", "Mountain", "Forest", "Grizzly Bears"]}}


def test_spliced_card_adds_its_targets_and_instructions_and_stays_in_hand() -> None:
    """702.47a-d: casting the Arcane Glacial Ray, Alice reveals Kodama's Might and pays {G} more;
    the spell also has Might's text: a second target (its own slot, after Ray's) and +2/+2 after
    the damage.  Might stays in her hand."""
    d = position(START)
    d.act("alice", "casts", RAY, choices=["yes"], targets=["bob", "Grizzly Bears"])
    item = d.game.state.stack[-1]
    assert item.paid["spliced"] == [[d.object(MIGHT), MIGHT, []]]
    assert item.targets == [[["player", 1]], [["obj", d.object("Grizzly Bears")]]]
    assert [e["card"] for e in events(d.game, "reveal")] == [MIGHT]
    assert [e["amount"] for e in events(d.game, "payment")] == [3]  # {1}{R} + {G}
    d.resolve(None)
    assert life(d, "bob") == 18
    assert d.game.chars(d.object("Grizzly Bears")).power == 4
    assert MIGHT in cards(d, "alice", "hand") and cards(d, "alice", "graveyard") == [RAY]


def test_splice_is_declined_or_offered_only_onto_arcane_spells() -> None:
    """702.47a: Shock isn't Arcane: nothing is offered; declined, Glacial Ray has only its text."""
    d = position(START)
    d.act("alice", "casts", "Shock", targets=["bob"])
    d.resolve(None)
    assert not events(d.game, "reveal")
    d = position(START)
    d.act("alice", "casts", RAY, choices=["no"], targets=["bob"])
    assert d.game.state.stack[-1].targets == [[["player", 1]]] and "spliced" not in d.game.state.stack[-1].paid


def test_splice_is_offered_only_when_its_cost_can_be_paid_too() -> None:
    """601.2f-h: with only {1}{R} available, Kodama's Might can't be spliced: no question."""
    d = position({"alice": {"hand": [RAY, MIGHT], "battlefield": ["Mountain", "Mountain"]}})
    d.until_priority(0)
    d.choose(next(o for o in d.decision.options if o.label == f"cast {RAY}"))
    assert d.decision.kind == "target"


def test_spliced_text_round_trips_through_a_save() -> None:
    """Saves: the spliced cards are part of the stack item (StackItem.paid) and are saved."""
    d = position(START)
    d.act("alice", "casts", RAY, choices=["yes"], targets=["bob", "Grizzly Bears"])
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.stack[-1].paid["spliced"] == d.game.state.stack[-1].paid["spliced"]
    assert d.game.clone().state.stack[-1].paid["spliced"] == d.game.state.stack[-1].paid["spliced"]


@pytest.mark.parametrize(("text", "types"), [
    ("Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {X}", ("Instant",)),  # an X of its own
    ("Choose one —\n• Draw a card.\n• You gain 2 life.\nSplice onto Arcane {1}", ("Instant",)),  # modes
    ("Flying\nSplice onto Arcane {1}", ("Creature",)),  # not a spell's text
    ("Target creature gets +2/+2 until end of turn.\nSplice onto Instant {G}", ("Instant",)),  # only Arcane
])
def test_splices_the_engine_cant_play_as_written_are_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Splicer", text, types)
