"""Two phrases that kept modal spells out (Jund Charm, Hull Breach) and other cards:
"Exile all cards from target player's graveyard." (406.2: Tormod's Crypt, Bojuka Bog) and
"Destroy target artifact and target enchantment." (two target slots, 115.1; 608.2b: an illegal
one doesn't stop the other)."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

HULL_BREACH = ("Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.\n"
               "• Destroy target artifact and target enchantment.")


@pytest.fixture(autouse=True)
def cards():
    with registry.scope():
        compiled_card("Test Crypt", "{T}, Sacrifice Test Crypt: Exile all cards from target player's graveyard.",
                      ("Artifact",))
        compiled_card("Test Breach", HULL_BREACH, ("Sorcery",), cost="{R}")
        yield


def _cards(d, player: str, zone: str) -> list[str]:
    p = d.game.state.players[d.player(player)]
    ids = getattr(p, zone) if zone == "graveyard" else [o for o in d.game.state.exile
                                                         if d.game.state.objects[o].owner == p.index]
    return sorted(d.game.state.objects[o].card for o in ids)


def test_exile_all_cards_from_target_players_graveyard() -> None:
    """406.2: bob's three cards are exiled in one event; alice's graveyard is untouched."""
    d = position({"alice": {"battlefield": ["Test Crypt"], "graveyard": ["Shock"]},
                  "bob": {"graveyard": ["Grizzly Bears", "Lightning Bolt", "Forest"]}})
    d.act("alice", "activates", "Test Crypt", targets=["bob"])
    d.resolve(None)
    assert _cards(d, "bob", "graveyard") == []
    assert _cards(d, "bob", "exile") == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert [d.game.state.objects[o].card for o in d.game.state.players[0].graveyard] == ["Shock", "Test Crypt"]


def test_destroy_target_artifact_and_target_enchantment() -> None:
    """115.1: the third mode has two targets; both are destroyed."""
    d = position({"alice": {"hand": ["Test Breach"], "battlefield": ["Mountain"]},
                  "bob": {"battlefield": ["Ornithopter", "Propaganda"]}})
    d.act("alice", "casts", "Test Breach", modes=[3], targets=["Ornithopter", "Propaganda"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Ornithopter")) and not d.on_battlefield(d.object("Propaganda"))


def test_one_target_gone_the_other_is_still_destroyed() -> None:
    """608.2b: Ornithopter leaves before Test Breach resolves (Unsummon); Propaganda, still a
    legal target, is destroyed."""
    d = position({"alice": {"hand": ["Test Breach"], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Ornithopter", "Propaganda", "Island"]}})
    d.act("alice", "casts", "Test Breach", modes=[3], targets=["Ornithopter", "Propaganda"])
    d.act("bob", "casts", "Unsummon", targets=["Ornithopter"])
    d.resolve(None)
    assert not d.on_battlefield(d.object("Propaganda"))
    assert "Ornithopter" in [d.game.state.objects[o].card for o in d.game.state.players[1].hand]
    assert len(events(d.game, "fizzle")) == 0


def test_the_phrases_compile_as_written() -> None:
    (spell,) = compile_text("Test", "Exile all cards from all opponents' graveyards.", ("Sorcery",))
    assert spell.effects == (dsl.ExileGraveyard(dsl.EachOpponent()),)
    (spell,) = compile_text("Test", "Exile all cards from your graveyard.", ("Sorcery",))
    assert spell.effects == (dsl.ExileGraveyard(dsl.You()),)
    (spell,) = compile_text("Test", "Destroy target creature and target land.", ("Sorcery",))
    assert [t.filter.types for t in spell.targets] == [("Creature",), ("Land",)]


@pytest.mark.parametrize("text", [
    "Exile all cards from target player's hand.",
    "Exile all cards from target player's graveyard other than basic land cards.",
    "Exile all cards from target player's graveyards.",
    "Destroy target artifact and all enchantments.",
])
def test_one_word_changed_is_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Sorcery",))
