"""Two kicker costs (702.33a, 702.33d-e): "Kicker {1}{G} and/or {2}{U}" is two kicker abilities,
each paid or not as the spell is cast; "if it was kicked with its {1}{G} kicker" asks about one of
them, of the spell or of the permanent it became (or as it last existed)."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

import manastack as ms
from manastack.cards import dsl
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

MAGE = "Test Sunscape Mage"
compiled_card(MAGE, "Kicker {1}{G} and/or {2}{U}\nWhen Test Sunscape Mage enters the battlefield, if it was kicked with its "
              "{1}{G} kicker, you gain 3 life.\nWhen Test Sunscape Mage enters the battlefield, if it was kicked with its "
              "{2}{U} kicker, draw two cards.", ("Creature",), "{2}{W}", power="2", toughness="3")
LIBRARY = ["Plains"] * 6
LANDS = ["Plains", "Forest", "Island"] * 3


@pytest.mark.parametrize(("answers", "life", "hand"), [
    (["no", "no"], 20, 0), (["yes", "no"], 23, 0), (["no", "yes"], 20, 2),
    (["yes", "yes", f"{MAGE}: When {MAGE} enters the battlefield, if it was kicked with its {{1}}{{G}} kicker, you gain 3 "
      "life."], 23, 2)])
def test_702_33d_each_kicker_paid_triggers_its_own_ability(answers: list, life: int, hand: int) -> None:
    """702.33a, 702.33d: each of the two kicker costs may be paid; each ability checks its own."""
    d = position({"alice": {"hand": [MAGE], "battlefield": LANDS, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", MAGE, choices=answers)
    d.resolve(None)
    assert d.game.state.players[0].life == life
    assert len(cards(d, "alice", "hand")) == hand
    assert d.game.state.objects[d.object(MAGE)].kicked == answers[:2].count("yes")


def test_the_kickers_paid_survive_a_save() -> None:
    d = position({"alice": {"hand": [MAGE], "battlefield": LANDS, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.act("alice", "casts", MAGE, choices=["yes", "no"])
    d.resolve(None)
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert restored.state.objects[d.object(MAGE)].chosen == {"kicked with": "{1}{G}"}


def test_two_kickers_compile_to_two_keywords() -> None:
    found = compile_text("Test", "Kicker {1}{G} and/or {2}{U}", ("Creature",))
    assert [k.cost for k in found if isinstance(k, dsl.Keyword)] == ["{1}{G}", "{2}{U}"]


@pytest.mark.parametrize("text", ["Kicker {1}{G} and {2}{U}", "Kicker {1}{G} or/and {2}{U}",
                                  "When Test enters the battlefield, if it was kicked with its kicker, draw a card."])
def test_two_kicker_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Creature",))
