"""113.6m, 701.3: "Whenever a 1/1 creature enters under your control, you may return ~ from your
graveyard to the battlefield, then attach it to that creature." (Sword of the Meek): it triggers
only from the graveyard, only for your 1/1s; the Equipment returns and is attached, or stays
unattached if the creature has left (701.3b, the card's ruling).  Mutations: "it" without a
triggering creature, "to target creature"."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_TEXT = ("Equipped creature gets +1/+2.\nEquip {2}\nWhenever a 1/1 creature enters under your control, you may return "
         "Meek Test Sword from your graveyard to the battlefield, then attach it to that creature.")
compiled_card("Meek Test Sword", _TEXT, ("Artifact",), "{2}", subtypes=("Equipment",))
compiled_card("Meek Test Squire", "", ("Creature",), "{0}", power="1", toughness="1")
_LIBRARY = ["Plains"] * 6


def _position(alice: dict, bob: dict | None = None):
    return position({"alice": {"library": _LIBRARY, **alice}, "bob": {"library": _LIBRARY, **(bob or {})}})


def test_701_3_the_sword_returns_attached_to_the_1_1() -> None:
    d = _position({"hand": ["Meek Test Squire"], "graveyard": ["Meek Test Sword"]})
    d.act("alice", "casts", "Meek Test Squire", choices=["yes"])
    d.resolve(None)
    sword, squire = d.object("Meek Test Sword"), d.object("Meek Test Squire")
    assert d.on_battlefield(sword) and d.game.state.objects[sword].attached_to == squire
    assert (d.game.chars(squire).power, d.game.chars(squire).toughness) == (2, 3)


def test_it_may_stay_in_the_graveyard() -> None:
    d = _position({"hand": ["Meek Test Squire"], "graveyard": ["Meek Test Sword"]})
    d.act("alice", "casts", "Meek Test Squire", choices=["no"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Meek Test Sword"]


def test_only_your_1_1s_and_only_from_the_graveyard() -> None:
    d = _position({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"], "graveyard": ["Meek Test Sword"]})
    d.act("alice", "casts", "Grizzly Bears")
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Meek Test Sword"] and d.game.decision.kind == "priority"
    d = _position({"graveyard": ["Meek Test Sword"]}, {"hand": ["Meek Test Squire"]})
    d.pass_to_step("main1", d.player("bob"))
    d.act("bob", "casts", "Meek Test Squire")
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Meek Test Sword"]
    d = _position({"hand": ["Meek Test Squire"], "battlefield": ["Meek Test Sword"]})
    d.act("alice", "casts", "Meek Test Squire")
    d.resolve(None)
    assert d.game.state.objects[d.object("Meek Test Sword")].attached_to is None


def test_701_3b_if_the_creature_is_gone_the_sword_returns_unattached() -> None:
    d = _position({"hand": ["Meek Test Squire", "Shock"], "battlefield": ["Mountain"],
                   "graveyard": ["Meek Test Sword"]})
    d.act("alice", "casts", "Meek Test Squire")
    d.resolve(1)  # the creature resolves; its trigger waits on the stack
    d.act("alice", "casts", "Shock", targets=["Meek Test Squire"])
    d.queued[d.player("alice")] = ["yes"]
    d.resolve(None)
    sword = d.object("Meek Test Sword")
    assert d.on_battlefield(sword) and d.game.state.objects[sword].attached_to is None
    assert "Meek Test Squire" in cards(d, "alice", "graveyard") and "Meek Test Sword" in battlefield(d, "alice")


def test_the_tree() -> None:
    *_, trigger = compile_text("Meek Test Sword", _TEXT, ("Artifact",), subtypes=("Equipment",))
    assert trigger.zone == "graveyard" and trigger.optional
    assert trigger.effects == (dsl.PutOntoBattlefield(dsl.Self(), attach_to=dsl.Triggering()),)


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, you may return ~ from your graveyard to the battlefield, then attach it to that "
    "creature.",
    "Whenever a 1/1 creature enters under your control, you may return ~ from your graveyard to the battlefield, then "
    "attach it to target creature.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",), subtypes=("Equipment",))
