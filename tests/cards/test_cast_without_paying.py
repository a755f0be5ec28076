"""608.2g, 118.9, 614.1a: "you may cast target instant card from your graveyard without paying its
mana cost. If that card would be put into your graveyard this turn, exile it instead." (issue 16
item 2: Goblin Dark-Dwellers compiles from its text; Torrential Gearhulk reads the same).
Mutations: another spell type and a mana value limit give other targets; a creature card, a card
in another graveyard, the rider left out or changed, and "until end of turn" are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

HULK = ("When Test Hulk enters, you may cast target instant card from your graveyard without paying its mana cost. If "
        "that card would be put into your graveyard this turn, exile it instead.")
compiled_card("Test Hulk", HULK, ("Creature",), cost="{0}", power="5", toughness="6")


def test_the_instant_is_cast_free_then_exiled() -> None:
    d = position({"alice": {"hand": ["Test Hulk"], "graveyard": ["Lightning Bolt", "Lava Spike"]}, "bob": {}})
    d.act("alice", "casts", "Test Hulk")
    d.pass_once()
    trigger = d.game.state.stack[-1]  # the sorcery isn't a target: the instant is chosen
    assert trigger.kind == "triggered" and d.game.chars(trigger.targets[0][0][1]).name == "Lightning Bolt"
    d.queued[0] = ["yes", "bob"]
    d.resolve(None)
    assert life(d, "bob") == 17
    assert cards(d, "alice", "exile") == ["Lightning Bolt"] and cards(d, "alice", "graveyard") == ["Lava Spike"]


def test_declined_it_stays() -> None:
    d = position({"alice": {"hand": ["Test Hulk"], "graveyard": ["Lightning Bolt"]}, "bob": {}})
    d.act("alice", "casts", "Test Hulk")
    d.queued[0] = ["no"]
    d.resolve(None)
    assert life(d, "bob") == 20 and cards(d, "alice", "graveyard") == ["Lightning Bolt"]


def test_the_trees() -> None:
    (ability,) = compile_text("Test Hulk", HULK, ("Creature",))
    assert ability.effects == (dsl.CastFromGraveyardFree(dsl.Target(0)),)
    assert ability.targets[0].filter == dsl.Filter(types=("Instant",), owner="you")
    (sorcery,) = compile_text("Test Hulk", HULK.replace("instant card", "sorcery card with mana value 3 or less"),
                              ("Creature",))
    assert sorcery.targets[0].filter == dsl.Filter(types=("Sorcery",), owner="you", mana_value_le=3)


@pytest.mark.parametrize("text", [
    HULK.replace("target instant card", "target creature card"),
    HULK.replace("from your graveyard without", "from an opponent's graveyard without"),
    HULK.replace(" If that card would be put into your graveyard this turn, exile it instead.", ""),
    HULK.replace("exile it instead", "put it on the bottom of your library instead"),
    HULK.replace("you may cast", "until end of turn, you may cast"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Hulk", text, ("Creature",))
