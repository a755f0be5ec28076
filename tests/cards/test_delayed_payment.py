"""Delayed triggered abilities written first (603.7a): "At the beginning of your next upkeep, pay
{1}{G}. If you don't, you lose the game." (the pacts): it triggers once, at its controller's next
upkeep only (603.7c), the payment may be declined (118.3) and then the player loses the game
(104.3e).  Mutations close each."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, events, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Pact", "Draw a card.\nAt the beginning of your next upkeep, pay {1}{G}. If you don't, you lose the game.",
              ("Instant",))
compiled_card("Test End Step Doom", "At the beginning of your next end step, you lose the game.", ("Sorcery",))

_LIBRARY = ["Plains"] * 6


def _cast_pact_on_bobs_turn(lands: list[str]):
    d = position({"alice": {"hand": ["Test Pact"], "battlefield": lands, "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("bob"))
    d.act("alice", "casts", "Test Pact")
    d.resolve(None)
    assert len(events(d.game, "delayed_trigger_created")) == 1
    return d


def test_603_7c_it_waits_for_its_controllers_next_upkeep() -> None:
    """Cast in bob's upkeep: nothing happens in bob's next steps; at alice's upkeep it triggers
    once and, paid, is gone."""
    d = _cast_pact_on_bobs_turn(["Forest", "Forest"])
    d.pass_to_step("draw", d.player("bob"))
    assert d.game.state.delayed_triggers and not d.game.over
    d.pass_to_step("upkeep", d.player("alice"))
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    assert d.game.decision.player == d.player("alice")
    d.choose(next(o for o in d.game.decision.options if o.kind == "pay"))
    d.resolve(None)
    assert not d.game.over and d.game.state.delayed_triggers == []
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield)


def test_104_3e_declining_to_pay_loses_the_game() -> None:
    d = _cast_pact_on_bobs_turn(["Forest", "Forest"])
    d.pass_to_step("upkeep", d.player("alice"))
    d.pass_until(lambda: d.game.decision.kind == "pay_mana")
    d.choose(next(o for o in d.game.decision.options if o.kind == "decline"))
    d.pass_until(lambda: d.game.over)
    assert d.game.winner == d.player("bob")
    assert [e["reason"] for e in events(d.game, "lose")] == ["an effect"]


def test_without_the_mana_the_player_loses() -> None:
    """One Forest can't pay {1}{G}: the payment is declined and alice loses."""
    d = _cast_pact_on_bobs_turn(["Forest"])
    d.pass_to_step("upkeep", d.player("alice"))
    d.pass_until(lambda: d.game.over)
    assert d.game.winner == d.player("bob")


def test_the_spell_itself_resolves_first() -> None:
    d = _cast_pact_on_bobs_turn(["Forest", "Forest"])
    assert cards(d, "alice", "hand") == ["Plains"] and not d.game.over


def test_your_next_end_step_is_your_own() -> None:
    """Cast in alice's main phase: bob's end step passes; alice loses at her next end step,
    which is this turn's (603.7c: the next time the event happens)."""
    d = position({"alice": {"hand": ["Test End Step Doom"], "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    d.act("alice", "casts", "Test End Step Doom")
    d.resolve(None)
    assert not d.game.over
    d.pass_until(lambda: d.game.over)
    assert d.game.winner == d.player("bob") and d.game.state.turn == 1


@pytest.mark.parametrize("text, trigger, effects", [
    ("At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game.",
     dsl.Trigger("step", step="upkeep", whose="you"), (dsl.MayPay("{2}{B}"), dsl.IfYouDo(dsl.LoseGame(), did=False))),
    ("At the beginning of your next upkeep, pay {2}{B}. If you do, you lose the game.",
     dsl.Trigger("step", step="upkeep", whose="you"), (dsl.MayPay("{2}{B}"), dsl.IfYouDo(dsl.LoseGame(), did=True))),
    ("At the beginning of the next end step, pay {1}. If you don't, you lose the game.",
     dsl.Trigger("step", step="end", whose="any"), (dsl.MayPay("{1}"), dsl.IfYouDo(dsl.LoseGame(), did=False))),
    ("At the beginning of your next upkeep, pay {1}. If you don't, you lose 3 life.",
     dsl.Trigger("step", step="upkeep", whose="you"), (dsl.MayPay("{1}"), dsl.IfYouDo(dsl.LoseLife(3), did=False))),
    ("At the beginning of the next turn's upkeep, draw a card.",
     dsl.Trigger("step", step="upkeep", whose="any"), (dsl.Draw(1),)),
])
def test_each_wording_compiles_to_its_own_delayed_trigger(text: str, trigger: dsl.Trigger, effects: tuple) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (dsl.CreateDelayedTrigger(trigger, effects),)


@pytest.mark.parametrize("text", [
    "At the beginning of your next upkeep, pay {2}{B}.",  # a payment nothing depends on
    "At the beginning of your next draw step, pay {2}{B}. If you don't, you lose the game.",
    "At the beginning of the next upkeep, pay {2}{B}. If you don't, you lose the game.",
    "At the beginning of your next upkeep, pay {2}{B}. If you don't, you loses the game.",
    "At the beginning of your next upkeep, draw a card. If you don't, you lose the game.",
    "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the games.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
