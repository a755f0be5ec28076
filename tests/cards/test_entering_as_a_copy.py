"""707.5, 614.1c: "You may have ~ enter the battlefield as a copy of any DESC on the battlefield."
(issue 16 item 2: Clone compiles from its text; Sculpting Steel, Mirror Image, Jwari
Shapeshifter).  The permanent to copy is chosen as it would enter, among those the description
matches then.  Mutations: another card type, "you control" and "an opponent controls" give other
trees that offer other permanents; an exception (707.9b), a card in a graveyard, an enchantment
or any nonland permanent (an Aura would have to be attached as it enters, 303.4f) and a text
without where the permanent is are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

CLONE = "You may have {name} enter the battlefield as a copy of any {desc} on the battlefield."
compiled_card("Test Steel", CLONE.format(name="Test Steel", desc="artifact"), ("Artifact",))
compiled_card("Test Mirror", "You may have Test Mirror enter the battlefield as a copy of any creature you control.",
              ("Creature",), power="0", toughness="0")
compiled_card("Test Envy", "You may have Test Envy enter the battlefield as a copy of any creature an opponent controls.",
              ("Creature",), power="0", toughness="0")

BOARD = {"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Savannah Lions", "Ornithopter"]}}


def _offered(card: str) -> list[str]:
    """The choices offered as `card` is cast and would enter."""
    state = {player: dict(zones) for player, zones in BOARD.items()}
    state["alice"] = {**state["alice"], "hand": [card]}
    d = position(state)
    d.act("alice", "casts", card)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    return sorted(option.label for option in d.decision.options)


def test_any_artifact_on_the_battlefield() -> None:
    assert _offered("Test Steel") == ["copy Ornithopter", "don't copy"]


def test_any_creature_you_control() -> None:
    assert _offered("Test Mirror") == ["copy Grizzly Bears", "don't copy"]


def test_any_creature_an_opponent_controls() -> None:
    """Mutation: "an opponent controls" offers bob's creatures only."""
    assert _offered("Test Envy") == ["copy Ornithopter", "copy Savannah Lions", "don't copy"]


def test_it_enters_as_the_copy() -> None:
    """707.2: the copiable values are copied: Test Steel is an Ornithopter, a 0/2 flier."""
    state = {player: dict(zones) for player, zones in BOARD.items()}
    state["alice"] = {**state["alice"], "hand": ["Test Steel"]}
    d = position(state)
    d.act("alice", "casts", "Test Steel")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    d.choose(next(o for o in d.decision.options if o.label == "copy Ornithopter"))
    d.resolve(None)
    mine = [d.game.chars(o) for o in d.game.state.battlefield if d.game.chars(o).controller == 0]
    assert sorted(c.name for c in mine) == ["Grizzly Bears", "Ornithopter"]
    copy = next(c for c in mine if c.name == "Ornithopter")
    assert (copy.power, copy.toughness) == (0, 2) and copy.has("flying")


def test_the_tree() -> None:
    (ability,) = compile_text("Test Card", CLONE.format(name="Test Card", desc="creature"), ("Creature",))
    assert ability.effect == dsl.EntersAsCopy(dsl.Filter(types=("Creature",)))


@pytest.mark.parametrize("text", [
    CLONE.format(name="Test Card", desc="artifact or creature")[:-1] + ", except it's an artifact in addition to its "
                                                                         "other types.",
    "You may have Test Card enter the battlefield as a copy of any creature card in a graveyard.",
    CLONE.format(name="Test Card", desc="enchantment"),
    CLONE.format(name="Test Card", desc="nonland permanent"),
    "You may have Test Card enter the battlefield as a copy of any creature.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Creature",))
