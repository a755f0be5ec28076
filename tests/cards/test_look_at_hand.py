"""402.3, 400.2: "Look at target player's hand." (Gitaxian Probe) and "When ~ enters, look at
target opponent's hand.": the controller is told each card of that hand, privately: their log
names the cards, the other player's log only says that cards were looked at, and the hidden-
information check finds nothing told to a player who may not know it.  Mutations: "target
opponent's" targets only an opponent; "reveals their hand" is the public form; a possessive
that isn't a player's is refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.hidden_info import Watcher

compiled_card("Test Probe", "Look at target player's hand.\nDraw a card.", ("Sorcery",), cost="{0}")
compiled_card("Test Peeker", "When Test Peeker enters, look at target opponent's hand.", ("Creature",), cost="{0}",
              power="1", toughness="1")


def _probe():
    d = position({"alice": {"hand": ["Test Probe"], "library": ["Island"]},
                  "bob": {"hand": ["Shock", "Grizzly Bears"], "library": ["Forest"]}})
    watcher = Watcher(d.game)
    d.act("alice", "casts", "Test Probe", targets=["bob"])
    d.resolve(None)
    return d, watcher


def test_402_3_the_caster_is_told_the_cards() -> None:
    d, _ = _probe()
    looked = sorted(e["card"] for e in d.game.events_for(d.player("alice")) if e["type"] == "look")
    assert looked == ["Grizzly Bears", "Shock"]
    assert sorted(cards(d, "bob", "hand")) == ["Grizzly Bears", "Shock"] and cards(d, "alice", "hand") == ["Island"]


def test_400_2_the_other_player_isnt_told() -> None:
    d, _ = _probe()
    bobs = [e for e in d.game.events_for(d.player("bob")) if e["type"] == "look"]
    assert len(bobs) == 2 and all(e["card"] is None and e["obj"] is None for e in bobs)


def test_nothing_leaks() -> None:
    d, watcher = _probe()
    assert watcher.problem() is None


def test_the_looker_is_told_no_ids_of_the_hidden_cards() -> None:
    d, _ = _probe()
    assert all(e["obj"] is None for e in d.game.events_for(d.player("alice")) if e["type"] == "look")


def test_an_enters_trigger_targets_an_opponent() -> None:
    (ability,) = compile_text("Test Peeker", "When Test Peeker enters, look at target opponent's hand.", ("Creature",))
    assert ability.effects == (dsl.LookAtHand(dsl.TargetPlayer(0)),) and ability.targets[0].player == "opponent"
    d = position({"alice": {"hand": ["Test Peeker"]}, "bob": {"hand": ["Shock"]}})
    d.act("alice", "casts", "Test Peeker")
    d.resolve(None)
    assert [e["card"] for e in d.game.events_for(d.player("alice")) if e["type"] == "look"] == ["Shock"]


def test_mutation_reveal_is_public() -> None:
    (spell,) = compile_text("Test Card", "Target player reveals their hand.", ("Sorcery",))
    assert spell.effects == (dsl.RevealHand(dsl.TargetPlayer(0)),)


@pytest.mark.parametrize("text", ["Look at target creature's hand.", "Look at target player's hands.",
                                  "Look at target player's graveyard."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
