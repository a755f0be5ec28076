"""Exiling graveyards (406.2): "Exile target player's graveyard." (Tormod's Crypt), "Exile all
graveyards." and the cost "Exile ~" (118.1: Relic of Progenitus), "Target player exiles a card
from their graveyard." (the player chooses, 101.4).  Mutations close each."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Crypt", "{T}, Sacrifice Test Crypt: Exile target player's graveyard.", ("Artifact",))
compiled_card("Test Relic", "{T}: Target player exiles a card from their graveyard.\n"
              "{1}, Exile Test Relic: Exile all graveyards. Draw a card.", ("Artifact",))
compiled_card("Test Opponents Crypt", "{T}: Exile each opponent's graveyard.", ("Artifact",))

_ALICE_YARD = ["Grizzly Bears", "Shock"]
_BOB_YARD = ["Savannah Lions", "Island", "Elite Vanguard"]


def test_406_2_exile_target_players_graveyard() -> None:
    """Only the target player's graveyard is exiled; the Crypt is sacrificed as the cost."""
    d = position({"alice": {"battlefield": ["Test Crypt"], "graveyard": _ALICE_YARD},
                  "bob": {"graveyard": _BOB_YARD}})
    d.act("alice", "activates", "Test Crypt", targets=["bob"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == []
    assert sorted(cards(d, "bob", "exile")) == sorted(_BOB_YARD)
    assert sorted(cards(d, "alice", "graveyard")) == sorted(_ALICE_YARD + ["Test Crypt"])


def test_each_opponents_graveyard_spares_yours() -> None:
    d = position({"alice": {"battlefield": ["Test Opponents Crypt"], "graveyard": _ALICE_YARD},
                  "bob": {"graveyard": _BOB_YARD}})
    d.act("alice", "activates", "Test Opponents Crypt")
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == []
    assert sorted(cards(d, "alice", "graveyard")) == sorted(_ALICE_YARD)


def test_the_target_player_chooses_the_card_they_exile() -> None:
    """The target player (bob), not the controller, chooses among the cards of their own
    graveyard; one card only."""
    d = position({"alice": {"battlefield": ["Test Relic"], "graveyard": _ALICE_YARD},
                  "bob": {"graveyard": _BOB_YARD}})
    d.act("alice", "activates", "Test Relic", targets=["bob"], ability=1)
    d.pass_until(lambda: d.game.decision.kind == "exile")
    assert d.game.decision.player == d.player("bob")
    assert sorted(o.label for o in d.game.decision.options) == sorted(_BOB_YARD)
    d.choose(next(o for o in d.game.decision.options if o.label == "Island"))
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Island"]
    assert sorted(cards(d, "bob", "graveyard")) == ["Elite Vanguard", "Savannah Lions"]
    assert sorted(cards(d, "alice", "graveyard")) == sorted(_ALICE_YARD)


def test_an_empty_graveyard_exiles_nothing() -> None:
    d = position({"alice": {"battlefield": ["Test Relic"], "graveyard": _ALICE_YARD}, "bob": {}})
    d.act("alice", "activates", "Test Relic", targets=["bob"], ability=1)
    d.resolve(None)
    assert cards(d, "bob", "exile") == [] and sorted(cards(d, "alice", "graveyard")) == sorted(_ALICE_YARD)


def test_118_1_exiling_the_source_is_a_cost_then_all_graveyards_are_exiled() -> None:
    """The Relic goes to exile (not the graveyard) as the cost is paid; both graveyards are
    exiled as it resolves, then its controller draws."""
    d = position({"alice": {"battlefield": ["Test Relic", "Forest"], "graveyard": _ALICE_YARD, "library": ["Plains"]},
                  "bob": {"graveyard": _BOB_YARD}})
    d.act("alice", "activates", "Test Relic", ability=2)
    assert cards(d, "alice", "exile") == ["Test Relic"]
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [] and cards(d, "bob", "graveyard") == []
    assert sorted(cards(d, "alice", "exile")) == sorted(_ALICE_YARD + ["Test Relic"])
    assert cards(d, "alice", "hand") == ["Plains"]


def test_exiling_the_source_needs_it_on_the_battlefield() -> None:
    d = position({"alice": {"graveyard": ["Test Relic"], "battlefield": ["Forest"]}})
    assert d.action_problem("alice", "activates", "Test Relic") is not None


@pytest.mark.parametrize("text, effect", [
    ("Exile target player's graveyard.", dsl.ExileGraveyard(dsl.TargetPlayer(0))),
    ("Exile target opponent's graveyard.", dsl.ExileGraveyard(dsl.TargetPlayer(0))),
    ("Exile all graveyards.", dsl.ExileGraveyard(dsl.EachPlayer())),
    ("Exile your graveyard.", dsl.ExileGraveyard(dsl.You())),
    ("Exile each opponent's graveyard.", dsl.ExileGraveyard(dsl.EachOpponent())),
    ("Target player exiles a card from their graveyard.", dsl.ExileFromOwnGraveyard(dsl.TargetPlayer(0), 1)),
    ("Target player exiles two cards from their graveyard.", dsl.ExileFromOwnGraveyard(dsl.TargetPlayer(0), 2)),
    ("Each opponent exiles a card from their graveyard.", dsl.ExileFromOwnGraveyard(dsl.EachOpponent(), 1)),
    ("You exile a card from your graveyard.", dsl.ExileFromOwnGraveyard(dsl.You(), 1)),
])
def test_each_wording_compiles_to_its_own_effect(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (effect,)


def test_the_opponent_slot_allows_only_an_opponent() -> None:
    (spell,) = compile_text("Test Card", "Exile target opponent's graveyard.", ("Sorcery",))
    assert spell.targets == (dsl.TargetSpec(kind="player", player="opponent"),)


@pytest.mark.parametrize("text", [
    "Target player exiles a card from your graveyard.",
    "Target player exiles two card from their graveyard.",
    "Target player exiles a cards from their graveyard.",
    "You exiles a card from your graveyard.",
    "You exile a card from their graveyard.",
    "Target player exile a card from their graveyard.",
    "Exile target creature's graveyard.",
    "Exile all libraries.",
    "Exile target player's graveyards.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


@pytest.mark.parametrize("text", [
    "{1}, Exile target creature: Draw a card.",
    "{T}, Exile Test Card: Add {G}.",
])
def test_cost_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",))
