"""701.21a, 608.2c, 608.2h: "you may sacrifice another creature. If you do, you gain X life and
draw X cards, where X is that creature's power." (issue 16 item 2: Disciple of Freyalise
compiles from its text).  "That creature" is the sacrificed one as it last existed on the
battlefield.  Mutations: toughness for power and another kind of permanent
give other trees that play as written; a permanent another player controls, a card, "that land"
and "if you don't" are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

DISCIPLE = ("When Test Disciple enters, you may sacrifice another creature. If you do, you gain X life and draw X "
            "cards, where X is that creature's power.")
compiled_card("Test Disciple", DISCIPLE, ("Creature",), cost="{0}", power="3", toughness="3")
compiled_card("Test Tough Disciple", DISCIPLE.replace("Test Disciple", "Test Tough Disciple").replace("power.", "toughness."),
              ("Creature",), cost="{0}", power="3", toughness="3")
compiled_card("Test Scrapper", "When Test Scrapper enters, you may sacrifice another artifact. If you do, draw a card.",
              ("Creature",), cost="{0}", power="1", toughness="1")


def _enter(card: str, battlefield: list, sacrifice: str | None):
    d = position({"alice": {"hand": [card], "battlefield": battlefield, "library": ["Island"] * 6}})
    d.act("alice", "casts", card)
    d.pass_until(lambda: d.decision is None or d.decision.kind == "may" or d.game.state.stack == [])
    if d.decision is not None and d.decision.kind == "may":
        d.choose(next(o for o in d.decision.options if o.label == (f"sacrifice {sacrifice}" if sacrifice
                                                                    else "don't sacrifice")))
    d.resolve(None)
    return d


def test_the_sacrificed_creatures_power_as_it_last_existed() -> None:
    """Grizzly Bears with a +1/+1 counter had power 3: 3 life, three cards."""
    d = _enter("Test Disciple", [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}], "Grizzly Bears")
    assert life(d, "alice") == 23 and len(cards(d, "alice", "hand")) == 3
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]


def test_declined_nothing_happens() -> None:
    d = _enter("Test Disciple", ["Grizzly Bears"], None)
    assert life(d, "alice") == 20 and cards(d, "alice", "hand") == []


def test_toughness_instead_of_power() -> None:
    d = _enter("Test Tough Disciple", ["Ornithopter"], "Ornithopter")  # a 0/2
    assert life(d, "alice") == 22 and len(cards(d, "alice", "hand")) == 2


def test_another_kind_of_permanent() -> None:
    """Mutation "another artifact": a creature isn't offered; an artifact is."""
    d = _enter("Test Scrapper", ["Grizzly Bears", "Ornithopter"], "Ornithopter")
    assert cards(d, "alice", "graveyard") == ["Ornithopter"] and len(cards(d, "alice", "hand")) == 1


def test_the_tree() -> None:
    (ability,) = compile_text("Test Disciple", DISCIPLE, ("Creature",))
    x = dsl.PowerOf(dsl.Sacrificed())
    assert ability.effects == (dsl.MaySacrificeOne(dsl.Filter(types=("Creature",), other=True), dsl.You()),
                               dsl.IfYouDo(dsl.GainLife(x)), dsl.IfYouDo(dsl.Draw(x)))


@pytest.mark.parametrize("text", [
    DISCIPLE.replace("another creature.", "another creature an opponent controls."),
    DISCIPLE.replace("another creature.", "another creature card."),
    DISCIPLE.replace("that creature's power", "that land's power"),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Disciple", text, ("Creature",))


def test_if_you_dont_compiles_to_the_other_branch() -> None:
    """Mutation "If you don't" (608.2c): the gain and the draws happen only when nothing was
    sacrificed, where "that creature" is none and X is 0 (608.2h)."""
    (ability,) = compile_text("Test Disciple", DISCIPLE.replace("If you do", "If you don't"), ("Creature",))
    assert [e.did for e in ability.effects if isinstance(e, dsl.IfYouDo)] == [False, False]
