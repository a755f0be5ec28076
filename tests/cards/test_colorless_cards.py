"""105.2c: a colorless object has no color: "You may reveal a colorless card from among them"
(Ancient Stirrings): lands and colorless artifacts may be chosen, colored cards not.
Mutations: "green card" is another filter, "colorless" with another noun still matches no
colored object."""

from __future__ import annotations

from functools import partial

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))
_STIRRINGS = ("Look at the top five cards of your library. You may reveal a colorless card from among them and put it "
              "into your hand. Then put the rest on the bottom of your library in any order.")
_sorcery("Test Stirrings", _STIRRINGS)
_sorcery("Test Colorless Bolt", "Destroy target colorless creature.")

_LIBRARY = ["Grizzly Bears", "Ornithopter", "Shock", "Forest", "Llanowar Elves", "Island"]


def test_the_filter_is_colorless() -> None:
    (spell,) = compile_text("Test Stirrings", _STIRRINGS, ("Sorcery",))
    assert spell.effects[0].filter == dsl.Filter(colorless=True)


def test_105_2c_only_colorless_cards_may_be_revealed() -> None:
    d = position({"alice": {"hand": ["Test Stirrings"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Stirrings")
    d.pass_until(lambda: d.game.decision.kind == "card")
    assert sorted(o.label for o in d.game.decision.options) == ["Forest", "Ornithopter", "reveal nothing"]


def test_the_revealed_colorless_card_goes_to_hand_the_rest_to_the_bottom() -> None:
    d = position({"alice": {"hand": ["Test Stirrings"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Stirrings", choices=["Ornithopter", "Grizzly Bears", "Shock", "Forest"])
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Ornithopter"]
    assert cards(d, "alice", "library") == ["Island", "Grizzly Bears", "Shock", "Forest", "Llanowar Elves"]


def test_a_colorless_creature_is_a_legal_target_a_green_one_is_not() -> None:
    d = position({"alice": {"hand": ["Test Colorless Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    assert d.action_problem("alice", "casts", "Test Colorless Bolt") is not None  # 601.2c: no legal target
    d = position({"alice": {"hand": ["Test Colorless Bolt"]}, "bob": {"battlefield": ["Ornithopter", "Grizzly Bears"]}})
    d.act("alice", "casts", "Test Colorless Bolt", targets=["Ornithopter"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Ornithopter"]


@pytest.mark.parametrize("word, expected", [("green", dsl.Filter(colors=("G",))),
                                            ("colorless artifact", dsl.Filter(types=("Artifact",), colorless=True))])
def test_mutations(word: str, expected: dsl.Filter) -> None:
    text = _STIRRINGS.replace("colorless", word)
    (spell,) = compile_text("Test Stirrings", text, ("Sorcery",))
    assert spell.effects[0].filter == expected
