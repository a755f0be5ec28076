"""608.2c: "{1}, {T}: Return target creature to its owner's hand unless its controller pays {1}."
(Erratic Portal): the creature's controller, not the ability's, decides whether to pay; if
they pay the creature stays, otherwise it is returned; a player who can't pay can only
decline.  Mutations: "you pay" is the activator's payment, "{2}" another amount, "tap" another
effect; a payer whose verb doesn't agree is refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Portal", "{1}, {T}: Return target creature to its owner's hand unless its controller pays {1}.",
              ("Artifact",), cost="{4}")


def _answer(d, kind: str) -> None:
    d.choose(next(o for o in d.game.decision.options if o.kind == kind))


def _portal_position(bob_lands: int = 1):
    return position({"alice": {"battlefield": ["Test Portal"], "mana_pool": "{1}"},
                     "bob": {"battlefield": ["Grizzly Bears", *["Forest"] * bob_lands]}})


def test_608_2c_the_creatures_controller_is_asked_and_pays() -> None:
    d = _portal_position()
    d.act("alice", "activates", "Test Portal", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    assert d.game.decision.player == d.player("bob")
    _answer(d, "pay")
    d.resolve(None)
    assert "Grizzly Bears" in battlefield(d, "bob")


def test_declining_returns_the_creature() -> None:
    d = _portal_position()
    d.act("alice", "activates", "Test Portal", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    _answer(d, "decline")
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Grizzly Bears"]


def test_without_mana_the_creature_is_returned() -> None:
    d = _portal_position(bob_lands=0)
    d.act("alice", "activates", "Test Portal", targets=["Grizzly Bears"])
    d.resolve(None)
    assert cards(d, "bob", "hand") == ["Grizzly Bears"]


def test_the_tree() -> None:
    (ability,) = compile_text("Test Portal", "{1}, {T}: Return target creature to its owner's hand unless its "
                                             "controller pays {1}.", ("Artifact",))
    assert ability.effects == (dsl.MayPay("{1}", dsl.ControllerOf(dsl.Target(0))),
                               dsl.IfYouDo(dsl.ReturnToHand(dsl.Target(0)), did=False))


@pytest.mark.parametrize("text, payer, mana", [
    ("{1}, {T}: Return target creature to its owner's hand unless you pay {1}.", None, "{1}"),
    ("{1}, {T}: Return target creature to its owner's hand unless its controller pays {2}.",
     dsl.ControllerOf(dsl.Target(0)), "{2}"),
])
def test_mutations_another_payer_or_amount(text: str, payer: object, mana: str) -> None:
    (ability,) = compile_text("Test Card", text, ("Artifact",))
    assert ability.effects[0] == dsl.MayPay(mana, payer)


def test_mutation_tap_unless() -> None:
    (ability,) = compile_text("Test Card", "{T}: Tap target creature unless its controller pays {1}.", ("Artifact",))
    assert ability.effects[1] == dsl.IfYouDo(dsl.Tap(dsl.Target(0)), did=False)


@pytest.mark.parametrize("text", ["{T}: Return target creature to its owner's hand unless its controller pay {1}.",
                                  "{T}: Return target creature to its owner's hand unless you pays {1}."])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",))
