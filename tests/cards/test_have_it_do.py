""""You may have target creature get +2/+0 until end of turn", "you may have it deal 4 damage to
target opponent or planeswalker": the named object does the verb (so "it" is the damage's
source, 120.3), and "you may" asks as the ability resolves (603.5)."""

from __future__ import annotations

import pytest
from support import compiled_card, events, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

CHARGE = ("Whenever a Beast enters the battlefield under your control, you may have it deal 4 damage to target opponent "
          "or planeswalker.")


@pytest.fixture(autouse=True)
def have_cards():
    with registry.scope():
        compiled_card("Test Charge", CHARGE, ("Enchantment",), cost="{1}{R}")
        compiled_card("Test Beast", "", ("Creature",), cost="{1}", power="3", toughness="3", subtypes=("Beast",))
        yield


@pytest.mark.parametrize("answer, bob", [("yes", 16), ("no", 20)])
def test_the_entering_beast_deals_the_damage_if_you_want(answer: str, bob: int) -> None:
    d = position({"alice": {"hand": ["Test Beast"], "battlefield": ["Test Charge", "Mountain"]}})
    d.act("alice", "casts", "Test Beast")
    d.resolve(1)
    d.pass_until(lambda: d.game.decision.kind == "may")
    d.choose(next(o for o in d.decision.options if o.kind == answer))
    d.resolve(None)
    assert d.game.state.players[1].life == bob
    if answer == "yes":
        assert [e["source"] for e in events(d.game, "damage")] == [d.object("Test Beast")]


def test_one_word_changed_is_another_tree_or_refused() -> None:
    """Mutation: "gain flying" instead of "get +2/+0" is another effect; an unknown verb is refused."""
    get = compile_text("T", "When T enters the battlefield, you may have target creature get +2/+0 until end of turn.",
                       ("Creature",))[0]
    gain = compile_text("T", "When T enters the battlefield, you may have target creature gain flying until end of turn.",
                        ("Creature",))[0]
    assert get.optional and isinstance(get.effects[0], dsl.ModifyPT) and get.effects[0].power == 2
    assert gain.effects[0].keywords == ("flying",) and gain.effects[0].power == 0
    with pytest.raises(UncompilableText):
        compile_text("T", "When T enters the battlefield, you may have target creature sing until end of turn.",
                     ("Creature",))
