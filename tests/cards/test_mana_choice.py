"""106.4: "{T}: Add {B} or {R}." and "{T}: Add {W}, {U}, or {B}.": a mana ability that adds one
of several fixed amounts, the one its controller chooses as it resolves; payment (601.2g-h) and
could-produce (106.7) see every amount.  Mutations: a repeated amount or a list without its
serial comma is refused."""

from __future__ import annotations

from functools import partial

import pytest
from support import compiled_card, pool, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_land = partial(compiled_card, types=("Land",), cost=None)

_land("Test Sulfurous Springs", "{T}: Add {B} or {R}.")
_land("Test Tri-Land", "{T}: Add {W}, {U}, or {B}.")


def test_two_amounts_compile_to_a_choice() -> None:
    (ability,) = compile_text("Test Land", "{T}: Add {B} or {R}.", ("Land",))
    assert ability.mana and ability.effects == (dsl.AddMana(one_of=("{B}", "{R}")),)
    (three,) = compile_text("Test Land", "{T}: Add {W}, {U}, or {B}.", ("Land",))
    assert three.effects == (dsl.AddMana(one_of=("{W}", "{U}", "{B}")),)


@pytest.mark.parametrize("choice, added", [("black", {"B": 1}), ("red", {"R": 1})])
def test_106_4_the_controller_chooses_the_mana_as_it_resolves(choice: str, added: dict) -> None:
    d = position({"alice": {"battlefield": ["Test Sulfurous Springs"]}})
    d.act("alice", "activates", "Test Sulfurous Springs", choices=[choice])
    assert pool(d, "alice") == added
    assert d.game.state.objects[d.object("Test Sulfurous Springs")].tapped


def test_each_of_three_amounts_can_be_chosen() -> None:
    for choice, color in (("white", "W"), ("blue", "U"), ("black", "B")):
        d = position({"alice": {"battlefield": ["Test Tri-Land"]}})
        d.act("alice", "activates", "Test Tri-Land", choices=[choice])
        assert pool(d, "alice") == {color: 1}


def test_601_2g_payment_uses_the_amount_the_cost_needs() -> None:
    """The land pays Shock's {R}: a payment plan chooses red."""
    d = position({"alice": {"hand": ["Shock"], "battlefield": ["Test Sulfurous Springs"]}, "bob": {}})
    d.act("alice", "casts", "Shock", targets=["bob"], pay=["Test Sulfurous Springs"])
    d.resolve(None)
    assert d.game.state.players[d.player("bob")].life == 18


def test_a_green_spell_cant_be_paid_by_a_black_or_red_land() -> None:
    d = position({"alice": {"hand": ["Giant Growth"], "battlefield": ["Test Sulfurous Springs", "Grizzly Bears"]}})
    assert d.action_problem("alice", "casts", "Giant Growth") is not None


def test_106_7_could_produce_sees_every_amount() -> None:
    """Exotic Orchard: "one mana of any color that a land an opponent controls could produce"."""
    d = position({"alice": {"battlefield": ["Exotic Orchard"]}, "bob": {"battlefield": ["Test Sulfurous Springs"]}})
    d.act("alice", "activates", "Exotic Orchard", choices=["red"])
    assert pool(d, "alice") == {"R": 1}
    d = position({"alice": {"battlefield": ["Exotic Orchard"]}, "bob": {"battlefield": ["Test Sulfurous Springs"]}})
    d.until_priority(d.player("alice"))
    d.act("alice", "activates", "Exotic Orchard", choices=["black"])
    assert pool(d, "alice") == {"B": 1}


@pytest.mark.parametrize("text", ["{T}: Add {B} or {B}.", "{T}: Add {W}, {U} or {B}.", "{T}: Add {W}, {U}, {B}.",
                                  "{T}: Add {W} or {U}, or {B}."])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Land", text, ("Land",))
    assert refused.value.phrases == [text]
