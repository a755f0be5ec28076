"""401.5: "Look at the top six cards of your library. Put up to two creature cards with mana value
3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any
order." (Collected Company): only matching cards may be chosen, up to two; the chosen enter the
battlefield, the rest go to the bottom in the chosen order.  Mutations: "up to one", another mana
value, "into your graveyard" for the rest; a singular noun after "up to two" is refused."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_COCO = ("Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among "
         "them onto the battlefield. Put the rest on the bottom of your library in any order.")
compiled_card("Test Company", _COCO, ("Instant",), cost="{0}")
compiled_card("Test Company Beast", "", ("Creature",), cost="{4}{G}", power="5", toughness="5")

_LIBRARY = ["Grizzly Bears", "Test Company Beast", "Forest", "Llanowar Elves", "Shock", "Ornithopter", "Island"]


def test_two_small_creatures_enter_the_rest_go_to_the_bottom() -> None:
    d = position({"alice": {"hand": ["Test Company"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Company",
          choices=["Grizzly Bears", "Llanowar Elves", "Test Company Beast", "Forest", "Shock"])
    d.resolve(None)
    assert sorted(battlefield(d, "alice")) == ["Grizzly Bears", "Llanowar Elves"]
    assert cards(d, "alice", "library") == ["Island", "Test Company Beast", "Forest", "Shock", "Ornithopter"]


def test_only_matching_cards_are_offered() -> None:
    d = position({"alice": {"hand": ["Test Company"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Company")
    d.pass_until(lambda: d.game.decision.kind == "card")
    assert sorted(o.label for o in d.game.decision.options) == ["Grizzly Bears", "Llanowar Elves", "Ornithopter",
                                                                 "put no more"]


def test_up_to_two_may_be_none() -> None:
    d = position({"alice": {"hand": ["Test Company"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Company", choices=["put no more", "Grizzly Bears", "Test Company Beast", "Forest",
                                                     "Llanowar Elves", "Shock"])
    d.resolve(None)
    assert battlefield(d, "alice") == [] and len(cards(d, "alice", "library")) == 7


def test_the_tree() -> None:
    (spell,) = compile_text("Test Company", _COCO, ("Instant",))
    assert spell.effects == (dsl.LookAtTopPutOntoBattlefield(6, dsl.Filter(types=("Creature",), mana_value_le=3), 2),)


@pytest.mark.parametrize("old, new, expected", [
    ("up to two creature cards", "up to one creature card",
     dsl.LookAtTopPutOntoBattlefield(6, dsl.Filter(types=("Creature",), mana_value_le=3), 1)),
    ("mana value 3 or less", "mana value 2 or less",
     dsl.LookAtTopPutOntoBattlefield(6, dsl.Filter(types=("Creature",), mana_value_le=2), 2)),
    ("on the bottom of your library in any order", "into your graveyard",
     dsl.LookAtTopPutOntoBattlefield(6, dsl.Filter(types=("Creature",), mana_value_le=3), 2, "graveyard")),
])
def test_mutations(old: str, new: str, expected: object) -> None:
    (spell,) = compile_text("Test Company", _COCO.replace(old, new), ("Instant",))
    assert spell.effects == (expected,)


def test_mutation_rest_into_the_graveyard_plays() -> None:
    compiled_card("Test Graveyard Company", _COCO.replace("on the bottom of your library in any order",
                                                          "into your graveyard"), ("Instant",), cost="{0}")
    d = position({"alice": {"hand": ["Test Graveyard Company"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Graveyard Company", choices=["Grizzly Bears", "put no more"])
    d.resolve(None)
    assert battlefield(d, "alice") == ["Grizzly Bears"] and cards(d, "alice", "library") == ["Island"]
    assert len(cards(d, "alice", "graveyard")) == 6  # five looked at, and the spell


@pytest.mark.parametrize("text", [_COCO.replace("up to two creature cards", "up to two creature card"),
                                  _COCO.replace("six", "two")])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Company", text, ("Instant",))
