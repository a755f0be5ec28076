"""613.1f, 611.2c, 702.11, 702.18: "{1}, {T}: Until end of turn, creatures your opponents control
lose hexproof and shroud and can't have hexproof or shroud." (Arcane Lighthouse): the opponent's
creatures, locked in as it resolves, have neither keyword, whatever grants it (printed, or a
hexproof counter), so they can be targeted; the effect ends at end of turn (514.2).  Mutations:
"you control" is another group; "loses" with a plural subject, or "can't have" naming other
keywords, is refused."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_LIGHTHOUSE = ("{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and shroud and can't have "
               "hexproof or shroud.")
compiled_card("Test Lighthouse", _LIGHTHOUSE, ("Land",), cost=None)
compiled_card("Test Hexproof Bear", "Hexproof", ("Creature",), cost="{1}{G}", power="2", toughness="2")
compiled_card("Test Shroud Bear", "Shroud", ("Creature",), cost="{1}{G}", power="2", toughness="2")


def _targets_of_shock(d) -> set[str]:
    """The names of the creatures Shock could target now (601.2c)."""
    d.choose(next(o for o in d.game.decision.options if o.kind == "cast" and "Shock" in o.label))
    while d.game.decision.kind != "target":
        d.choose(d.game.decision.options[0])
    return {o.label.split(" (")[0] for o in d.game.decision.options if o.kind == "target" and "(" in o.label}


def _position(**bob):
    return position({"alice": {"battlefield": ["Test Lighthouse", "Mountain", "Mountain"], "hand": ["Shock"],
                               "library": ["Island"] * 3},
                     "bob": {"battlefield": ["Test Hexproof Bear", "Test Shroud Bear", *bob.get("more", [])],
                             "library": ["Island"] * 3}})


def test_702_11_without_the_lighthouse_neither_can_be_targeted() -> None:
    d = _position()
    d.until_priority(d.player("alice"))
    assert _targets_of_shock(d) == set()


def test_613_1f_after_it_both_can_be_targeted() -> None:
    d = _position()
    d.act("alice", "activates", "Test Lighthouse", pay=["Mountain#1"])
    d.resolve(None)
    assert _targets_of_shock(d) == {"Test Hexproof Bear", "Test Shroud Bear"}


def test_cant_have_even_from_a_hexproof_counter() -> None:
    d = _position(more=[{"card": "Grizzly Bears", "counters": {"hexproof": 1}}])
    bears = d.object("Grizzly Bears")
    assert d.game.chars(bears).has("hexproof")
    d.act("alice", "activates", "Test Lighthouse", pay=["Mountain#1"])
    d.resolve(None)
    assert not d.game.chars(bears).has("hexproof")


def test_514_2_it_ends_at_end_of_turn() -> None:
    d = _position()
    d.act("alice", "activates", "Test Lighthouse", pay=["Mountain#1"])
    d.resolve(None)
    bear = d.object("Test Hexproof Bear")
    assert not d.game.chars(bear).has("hexproof")
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.game.chars(bear).has("hexproof")


def test_the_tree() -> None:
    (ability,) = compile_text("Test Lighthouse", _LIGHTHOUSE, ("Land",))
    assert ability.effects == (dsl.LoseAndCantHaveKeywords(dsl.Each(dsl.Filter(types=("Creature",), controller="opponent")),
                                                ("hexproof", "shroud")),)


def test_mutation_you_control() -> None:
    (ability,) = compile_text("Test Lighthouse", _LIGHTHOUSE.replace("your opponents control", "you control"),
                              ("Land",))
    assert ability.effects[0].what == dsl.Each(dsl.Filter(types=("Creature",), controller="you"))


@pytest.mark.parametrize("text", [
    _LIGHTHOUSE.replace("lose hexproof", "loses hexproof"),
    _LIGHTHOUSE.replace("can't have hexproof or shroud", "can't have flying or shroud"),
    _LIGHTHOUSE.replace("can't have hexproof or shroud", "can't have hexproof and shroud"),
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Lighthouse", text, ("Land",))
