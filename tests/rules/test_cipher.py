"""Cipher (702.99) compiled from Oracle text and played through the engine: the spell's last
instruction exiles it encoded on a creature its controller controls (702.99a); whenever that
creature deals combat damage to a player, its controller may cast a copy of the encoded card
without paying its mana cost; the encoding lasts while the card stays exiled and the creature on
the battlefield (702.99c)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText
from manastack.engine.cipher import encoded_on

REMINDER = ("(Then you may exile this spell card encoded on a creature you control. Whenever that creature deals "
            "combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)")
SPELL = "Test Hidden Strike"
compiled_card(SPELL, f"Target player loses 2 life.\nCipher {REMINDER}", ("Sorcery",), "{B}", colors=("B",))
WALL = "Test Cipher Wall"
compiled_card(WALL, "Defender", ("Creature",), "{1}", power="0", toughness="4")
LIBRARY = ["Plains"] * 6


def _encoded(alice_battlefield: list | None = None, bob: dict | None = None, answer: tuple = ("yes",)):
    d = position({"alice": {"hand": [SPELL], "battlefield": alice_battlefield or ["Swamp", "Grizzly Bears"],
                            "library": LIBRARY},
                  "bob": {"library": LIBRARY, **(bob or {})}})
    d.act("alice", "casts", SPELL, targets=["bob"], choices=list(answer))
    d.resolve(None)
    return d


def test_702_99a_the_card_is_exiled_encoded_on_a_creature() -> None:
    """702.99a: the spell resolves (bob loses 2), then alice exiles the card encoded on her
    Grizzly Bears: it's in exile, not in the graveyard."""
    d = _encoded()
    assert d.game.state.players[1].life == 18
    assert cards(d, "alice", "exile") == [SPELL] and cards(d, "alice", "graveyard") == []
    assert len(encoded_on(d.game, d.object("Grizzly Bears"))) == 1
    assert [c.get("encoded_on") for c in d.game.view(1)["exile"]] == [d.object("Grizzly Bears")]  # public


def test_702_99a_combat_damage_casts_a_copy_of_the_encoded_card() -> None:
    """702.99a, 707.12: the Bears deal 2 combat damage to bob; alice casts a copy of the encoded
    card (bob loses 2 more); the copy is cast (a spell cast this turn) and ceases to exist, the
    card stays encoded."""
    d = _encoded()
    d.attack("alice", ["Grizzly Bears"])
    d.queued[0] = ["yes", "bob"]
    d.pass_to_step("main2", player=0)
    d.resolve(None)
    assert d.game.state.players[1].life == 14
    assert d.game.state.players[0].spells_cast_this_turn == 2
    assert cards(d, "alice", "exile") == [SPELL] and cards(d, "alice", "graveyard") == []
    assert len(encoded_on(d.game, d.object("Grizzly Bears"))) == 1


def test_702_99a_declining_puts_the_card_into_the_graveyard() -> None:
    """702.99a: "you may": declined, the sorcery goes to the graveyard (608.2n) and nothing is encoded."""
    d = _encoded(answer=("no",))
    assert cards(d, "alice", "graveyard") == [SPELL] and cards(d, "alice", "exile") == []
    assert encoded_on(d.game, d.object("Grizzly Bears")) == []


def test_702_99a_without_a_creature_nothing_is_encoded() -> None:
    """702.99a: alice controls no creature: the card goes to the graveyard, no question asked."""
    d = position({"alice": {"hand": [SPELL], "battlefield": ["Swamp"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIBRARY}})
    d.act("alice", "casts", SPELL, targets=["bob"])
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == [SPELL]


def test_702_99c_the_encoding_ends_when_the_creature_leaves() -> None:
    """702.99c: the Bears die: the card stays in exile, encoded on nothing; a new creature's
    combat damage casts nothing."""
    d = _encoded(alice_battlefield=["Swamp", "Grizzly Bears", "Goblin Guide"], bob={"hand": ["Lightning Bolt"],
                                                                                 "battlefield": ["Mountain"]},
                 answer=("yes", "Grizzly Bears"))
    d.pass_to_step("upkeep", player=1)
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "alice", "exile") == [SPELL]
    d.pass_to_step("main1", player=0, turn=3)
    d.attack("alice", ["Goblin Guide"])
    d.pass_to_step("main2", player=0, turn=3)
    d.resolve(None)
    assert d.game.state.players[1].life == 18 - 2
    assert d.game.state.players[0].spells_cast_this_turn == 0


def test_702_99a_a_blocked_creature_casts_nothing() -> None:
    """702.99a: combat damage to a creature isn't to a player: no copy."""
    d = _encoded(bob={"battlefield": [WALL]})
    d.pass_to_step("main1", player=0, turn=3)
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {WALL: "Grizzly Bears"})
    d.pass_to_step("main2", player=0, turn=3)
    assert d.game.state.players[1].life == 18
    assert d.game.state.players[0].spells_cast_this_turn == 0


def test_an_encoding_survives_save_and_clone() -> None:
    """Saves: the encoding round-trips through to_json/from_json and clone."""
    d = _encoded()
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert d.game.clone().to_json() == d.game.to_json()
    assert restored.state.extra["encoded"] == d.game.state.extra["encoded"]


def test_cipher_compiles_to_the_spell_then_the_encoding() -> None:
    """702.99a: the encoding is the spell's last instruction."""
    abilities = compile_text("Test", "Target player loses 2 life.\nCipher", ("Sorcery",))
    spell = next(a for a in abilities if isinstance(a, dsl.SpellAbility))
    assert spell.effects[-1] == dsl.EncodeOnCreature() and len(spell.effects) == 2


@pytest.mark.parametrize(("text", "types"), [
    ("Flying\nCipher", ("Creature",)),  # a permanent isn't exiled as it resolves
    ("Choose one —\n• Target player loses 2 life.\n• Target player gains 2 life.\nCipher", ("Sorcery",)),
    ("Target player loses 2 life.\nCiphers", ("Sorcery",)),
])
def test_cipher_mutations_are_refused(text: str, types: tuple) -> None:
    """Mutations: cipher on a permanent or a modal spell, and "Ciphers", aren't read."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, types)
