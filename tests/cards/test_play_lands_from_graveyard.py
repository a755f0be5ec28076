"""305.1, 601.3: "You may play lands from your graveyard." (issue 16 item 2: Crucible of Worlds
compiles from its text; Ramunap Excavator's older "land cards" wording reads the same).  A land
played this way is the turn's land play (305.2).  Mutations: other kinds of cards, all cards,
another player's graveyard and each player are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

compiled_card("Test Excavator", "You may play land cards from your graveyard.", ("Creature",), power="2", toughness="3")


def test_a_land_from_your_graveyard_is_your_land_play() -> None:
    d = position({"alice": {"battlefield": ["Test Excavator"], "graveyard": ["Forest", "Island"], "hand": ["Swamp"]}})
    d.act("alice", "plays", "Forest", from_zone="graveyard")
    assert cards(d, "alice", "graveyard") == ["Island"]
    with pytest.raises(IllegalAction):  # 305.2: one land a turn
        d.act("alice", "plays", "Swamp")


def test_not_from_an_opponents_graveyard() -> None:
    d = position({"alice": {"battlefield": ["Test Excavator"]}, "bob": {"graveyard": ["Forest"]}})
    with pytest.raises(IllegalAction):
        d.act("alice", "plays", "Forest", from_zone="graveyard")


def test_the_tree() -> None:
    for text in ("You may play lands from your graveyard.", "You may play land cards from your graveyard."):
        (ability,) = compile_text("Test Card", text, ("Artifact",))
        assert ability.effect == dsl.PlayFromGraveyard(lands=True)


@pytest.mark.parametrize("text", [
    "You may play artifact cards from your graveyard.",
    "You may play cards from your graveyard.",
    "You may play lands from an opponent's graveyard.",
    "Each player may play lands from their graveyard.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",))
