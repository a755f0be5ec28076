"""406.2: "When ~ enters, exile target player's graveyard." (Bojuka Bog) and "Exile all cards
from target player's graveyard.": every card in that player's graveyard is exiled; the other
graveyard is untouched.  Mutations: "target opponent's" (only an opponent may be chosen), "each
opponent's" (no target), "your graveyard"; a library instead of a graveyard is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Bog", "Test Bog enters tapped.\nWhen Test Bog enters, exile target player's graveyard.\n{T}: Add {B}.",
              ("Land",), cost=None)
compiled_card("Test Crypt", "Exile all cards from target player's graveyard.", ("Sorcery",))
compiled_card("Test Purge", "Exile each opponent's graveyard.", ("Sorcery",))


def test_the_trigger_targets_a_player() -> None:
    _tapped, trigger, _mana = compile_text("Test Bog", "Test Bog enters tapped.\nWhen Test Bog enters, exile target "
                                                       "player's graveyard.\n{T}: Add {B}.", ("Land",))
    assert trigger.effects == (dsl.ExileGraveyard(dsl.TargetPlayer(0)),)
    assert trigger.targets[0].kind == "player"


def test_406_2_the_targeted_graveyard_is_exiled_when_the_land_enters() -> None:
    d = position({"alice": {"hand": ["Test Bog"], "graveyard": ["Shock"]},
                  "bob": {"graveyard": ["Grizzly Bears", "Forest", "Giant Growth"]}})
    d.queued[d.player("alice")] = ["bob"]  # 603.3d: the trigger's target, chosen as it is put on the stack
    d.act("alice", "plays", "Test Bog")
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == [] and sorted(cards(d, "bob", "exile")) == ["Forest", "Giant Growth",
                                                                                         "Grizzly Bears"]
    assert cards(d, "alice", "graveyard") == ["Shock"]


def test_all_cards_from_target_players_graveyard() -> None:
    d = position({"alice": {"hand": ["Test Crypt"], "graveyard": ["Shock"]}, "bob": {"graveyard": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Crypt", targets=["alice"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == ["Shock"] and cards(d, "bob", "graveyard") == ["Grizzly Bears"]
    assert cards(d, "alice", "graveyard") == ["Test Crypt"]  # 608.2n: it goes to the graveyard after resolving


def test_mutation_each_opponents_graveyard_has_no_target() -> None:
    (spell,) = compile_text("Test Purge", "Exile each opponent's graveyard.", ("Sorcery",))
    assert spell.targets == () and spell.effects == (dsl.ExileGraveyard(dsl.EachOpponent()),)
    d = position({"alice": {"hand": ["Test Purge"], "graveyard": ["Shock"]}, "bob": {"graveyard": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Purge")
    d.resolve(None)
    assert cards(d, "bob", "exile") == ["Grizzly Bears"] and cards(d, "alice", "graveyard") == ["Shock", "Test Purge"]


def test_mutation_target_opponent() -> None:
    (spell,) = compile_text("Test Card", "Exile target opponent's graveyard.", ("Sorcery",))
    assert spell.targets[0].player == "opponent"


@pytest.mark.parametrize("text", ["Exile target player's library.", "Exile target player's graveyards.",
                                  "Exile all cards from target player's hand."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
