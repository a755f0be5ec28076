"""603.2, 701.20a, 202.3: "Whenever an opponent casts a spell, you may reveal the top card of your
library. If you do, counter that spell if it has the same mana value as the revealed card."
(Counterbalance): the top card is revealed to both players and stays on top; the spell is
countered only if the mana values match; declining or an empty library reveals nothing.
Mutations: "you cast" is another trigger; "the same mana value" with another object is
refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_BALANCE = ("Whenever an opponent casts a spell, you may reveal the top card of your library. If you do, counter that "
            "spell if it has the same mana value as the revealed card.")
compiled_card("Test Balance", _BALANCE, ("Enchantment",), cost="{U}{U}")


def _bob_casts_bears(top: list, answer: str = "yes"):
    d = position({"active": "bob", "alice": {"battlefield": ["Test Balance"], "library": top},
                  "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}})
    d.queued[d.player("alice")] = [answer]
    d.act("bob", "casts", "Grizzly Bears")
    d.resolve(None)
    return d


def test_the_same_mana_value_counters_the_spell() -> None:
    d = _bob_casts_bears(["Grizzly Bears", "Island"])
    assert cards(d, "bob", "graveyard") == ["Grizzly Bears"] and battlefield(d, "bob") == ["Forest", "Forest"]
    assert cards(d, "alice", "library") == ["Grizzly Bears", "Island"]  # revealed, still on top
    revealed = [e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"]
    assert revealed == ["Grizzly Bears"]  # 701.20a: the opponent sees it


def test_another_mana_value_doesnt() -> None:
    d = _bob_casts_bears(["Shock", "Island"])
    assert "Grizzly Bears" in battlefield(d, "bob")


def test_declining_reveals_nothing() -> None:
    d = _bob_casts_bears(["Grizzly Bears"], answer="no")
    assert "Grizzly Bears" in battlefield(d, "bob")
    assert not [e for e in d.game.log if e["type"] == "reveal"]


def test_an_empty_library_counters_nothing() -> None:
    d = _bob_casts_bears([])
    assert "Grizzly Bears" in battlefield(d, "bob")


def test_the_tree() -> None:
    (ability,) = compile_text("Test Balance", _BALANCE, ("Enchantment",))
    assert ability.trigger.who == "opponent"
    assert ability.effects == (dsl.Optional(dsl.RevealTopOfLibrary()), dsl.IfYouDo(dsl.Conditional(
        dsl.SameManaValueAsRevealed(dsl.Triggering()), dsl.CounterSpell(dsl.Triggering()))))


def test_mutation_you_cast() -> None:
    (ability,) = compile_text("Test Balance", _BALANCE.replace("an opponent casts", "you cast"), ("Enchantment",))
    assert ability.trigger.who == "you"


@pytest.mark.parametrize("text", [
    _BALANCE.replace("counter that spell if it", "counter target spell if it"),
    _BALANCE.replace("the same mana value", "the same power"),
    "Counter target spell if it has the same mana value as the revealed card.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Balance", text, ("Enchantment",))
