"""Lim-Dûl's Vault: "Look at the top five cards of your library. As many times as you choose, you
may pay 1 life, put those cards on the bottom of your library in any order, then look at the top
five cards of your library. Then shuffle and put the last cards you looked at this way on top in
any order." (401.4, 119.4, 701.24)."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

VAULT = ("Look at the top five cards of your library. As many times as you choose, you may pay 1 life, put those cards "
         "on the bottom of your library in any order, then look at the top five cards of your library. Then shuffle "
         "and put the last cards you looked at this way on top in any order.")
TEN = ["Island", "Forest", "Plains", "Swamp", "Mountain", "Shock", "Grizzly Bears", "Serra Angel", "Ornithopter",
       "Unsummon"]


@pytest.fixture(autouse=True)
def vault():
    with registry.scope():
        compiled_card("Test Vault", VAULT, ("Instant",), cost="{0}")
        yield


def _library(d) -> list[str]:
    return [d.game.chars(o).name for o in d.game.state.players[d.player("alice")].library]


def _order(d, names: list[str]) -> None:
    for name in names[:-1]:
        d.choose(next(o for o in d.decision.options if o.label == name))


def test_keep_the_first_five_in_a_new_order() -> None:
    d = position({"alice": {"hand": ["Test Vault"], "library": TEN}})
    d.act("alice", "casts", "Test Vault")
    d.until_priority(d.player("bob"))
    d.pass_once()
    assert d.decision.kind == "may"
    d.choose(next(o for o in d.decision.options if o.value is False))
    _order(d, ["Mountain", "Swamp", "Plains", "Forest", "Island"])
    d.until_priority(d.player("alice"))
    assert _library(d)[:5] == ["Mountain", "Swamp", "Plains", "Forest", "Island"] and life(d, "alice") == 20
    assert sorted(_library(d)[5:]) == sorted(TEN[5:])


def test_pay_once_and_keep_the_next_five() -> None:
    d = position({"alice": {"hand": ["Test Vault"], "library": TEN}})
    d.act("alice", "casts", "Test Vault")
    d.until_priority(d.player("bob"))
    d.pass_once()
    d.choose(next(o for o in d.decision.options if o.value is True))
    _order(d, ["Island", "Forest", "Plains", "Swamp", "Mountain"])
    assert d.decision.kind == "may"
    d.choose(next(o for o in d.decision.options if o.value is False))
    _order(d, ["Shock", "Grizzly Bears", "Serra Angel", "Ornithopter", "Unsummon"])
    d.until_priority(d.player("alice"))
    assert life(d, "alice") == 19
    assert _library(d)[:5] == ["Shock", "Grizzly Bears", "Serra Angel", "Ornithopter", "Unsummon"]
    assert sorted(_library(d)[5:]) == sorted(TEN[:5])


def test_no_life_no_paying() -> None:
    """119.4: at 1 life alice pays once; at 0 the life can't be paid: the next five go back at once."""
    d = position({"alice": {"life": 1, "hand": ["Test Vault"], "library": TEN}})
    d.act("alice", "casts", "Test Vault")
    d.until_priority(d.player("bob"))
    d.pass_once()
    d.choose(next(o for o in d.decision.options if o.value is True))
    _order(d, ["Island", "Forest", "Plains", "Swamp", "Mountain"])
    assert d.decision.kind == "order" and life(d, "alice") == 0


def test_reading() -> None:
    assert compile_text("Test", VAULT, ("Instant",))[0].effects == (dsl.LookPayAgain(5, 1),)


@pytest.mark.parametrize("text", [
    VAULT.replace("then look at the top five", "then look at the top four"),
    VAULT.replace("Then shuffle and put", "Then put"),
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))
