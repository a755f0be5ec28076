""""Up to X target ..., where X is V" (601.2c, 603.3d): the most targets is V counted as they are
chosen; Rot Hulk's "When ~ enters, return up to X target Zombie cards from your graveyard to the
battlefield, where X is the number of opponents you have." (102.2)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

HULK = ("Menace\nWhen Test Hulk enters, return up to X target Zombie cards from your graveyard to the battlefield, where X "
        "is the number of opponents you have.")


@pytest.fixture(autouse=True)
def hulk():
    with registry.scope():
        compiled_card("Test Hulk", HULK, ("Creature",), cost="{0}", power="5", toughness="5", subtypes=("Zombie",))
        compiled_card("Test Zombie", "", ("Creature",), cost="{B}", power="2", toughness="2", subtypes=("Zombie",))
        compiled_card("Test Ghoul", "", ("Creature",), cost="{B}", power="1", toughness="1", subtypes=("Zombie",))
        yield


def test_one_opponent_one_zombie() -> None:
    """Two players: one target at most; the Grizzly Bears (not a Zombie) isn't offered."""
    d = position({"alice": {"hand": ["Test Hulk"], "graveyard": ["Test Zombie", "Test Ghoul", "Grizzly Bears"],
                            "library": ["Swamp"] * 3}, "bob": {"library": ["Swamp"] * 3}})
    d.act("alice", "casts", "Test Hulk")
    d.resolve(1)
    decision = d.decision
    assert decision.kind == "target" and sorted(o.label for o in decision.options) == [
        "Test Ghoul (alice's)", "Test Zombie (alice's)", "no target"]
    d.choose(next(o for o in decision.options if o.label.startswith("Test Zombie")))
    d.until_priority(d.player("alice"))  # no second choice: X is 1
    trigger = d.game.state.stack[-1]
    assert trigger.kind == "triggered" and len(trigger.targets[0]) == 1


def test_the_target_choice_offers_only_zombie_cards_and_stops_at_x() -> None:
    d = position({"alice": {"hand": ["Test Hulk"], "graveyard": ["Test Zombie", "Test Ghoul", "Grizzly Bears"],
                            "library": ["Swamp"] * 3}, "bob": {"library": ["Swamp"] * 3}})
    d.act("alice", "casts", "Test Hulk")
    d.queued[d.player("alice")] = ["Test Ghoul"]
    d.resolve(None)
    names = sorted(d.game.chars(o).name for o in d.game.state.battlefield)
    assert names == ["Test Ghoul", "Test Hulk"]


def test_reading() -> None:
    ability = compile_text("Test", HULK.replace("Test Hulk", "Test"), ("Creature",))[1]
    assert ability.targets[0].max_value == dsl.OpponentCount() and ability.targets[0].up_to


@pytest.mark.parametrize("text", [
    "When Test enters, return X target Zombie cards from your graveyard to the battlefield, where X is the number of "
    "opponents you have.",
    "When Test enters, return up to X target Zombie cards from your graveyard to the battlefield.",
    "When Test enters, return up to X target Zombie cards from your graveyard to the battlefield, where X is the number "
    "of enemies you have.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
