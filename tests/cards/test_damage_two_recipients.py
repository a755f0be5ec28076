""""~ deals 4 damage to any target and 2 damage to you" (120.3): one source deals damage to two
recipients as the spell or ability resolves; if its target has become illegal, the spell
doesn't resolve at all and the second recipient takes nothing (608.2b)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

CHAR = "Test Char deals 4 damage to any target and 2 damage to you."


@pytest.fixture(autouse=True)
def burn_cards():
    with registry.scope():
        compiled_card("Test Char", CHAR, ("Instant",), cost="{R}")
        compiled_card("Test Brothers", "{R}: Test Brothers deals 1 damage to any target and 1 damage to you.",
                      ("Creature",), power="2", toughness="2")
        yield


def test_both_recipients_are_dealt_their_damage() -> None:
    d = position({"alice": {"hand": ["Test Char"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Char", targets=["bob"])
    d.resolve(1)
    assert (d.game.state.players[0].life, d.game.state.players[1].life) == (18, 16)


def test_an_activated_ability_deals_both_too() -> None:
    d = position({"alice": {"battlefield": ["Test Brothers", "Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "activates", "Test Brothers", targets=["Grizzly Bears"])
    d.resolve(1)
    assert d.game.state.players[0].life == 19
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 1


def test_an_illegal_target_means_no_damage_to_you_either() -> None:
    """608.2b: the only target is gone, so the spell doesn't resolve."""
    d = position({"alice": {"hand": ["Test Char", "Shock"], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    d.act("alice", "casts", "Test Char", targets=["Grizzly Bears"])
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(2)
    assert d.game.state.players[0].life == 20


def test_one_word_changed_compiles_to_another_recipient_or_is_refused() -> None:
    """Mutation: "to each opponent" is another recipient; "to each creature" as the second
    recipient isn't read."""
    mine = compile_text("Test Char", CHAR, ("Instant",))[0].effects
    theirs = compile_text("Test Char", CHAR.replace("to you", "to target opponent"), ("Instant",))[0]
    assert mine[1].to == dsl.You() and theirs.effects[1].to == dsl.TargetPlayer(1)
    with pytest.raises(UncompilableText):
        compile_text("Test Char", CHAR.replace("to you", "to each creature"), ("Instant",))
