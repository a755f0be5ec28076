"""Edicts in the newer wording (701.21a): "that player sacrifices a permanent of their choice for
each soot counter on ~" (Smokestack): the sacrificing player chooses, one permanent per counter.
Mutations: the possessive must name the one who sacrifices."""

from __future__ import annotations

import pytest
from support import battlefield, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Smokestack", "At the beginning of each player's upkeep, that player sacrifices a permanent of their "
              "choice for each soot counter on Test Smokestack.", ("Artifact",))

_LIBRARY = ["Plains"] * 6


def test_701_21a_the_player_whose_upkeep_it_is_chooses_one_per_counter() -> None:
    d = position({"alice": {"battlefield": [{"card": "Test Smokestack", "counters": {"soot": 2}}], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions", "Forest"], "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("bob"))
    d.pass_until(lambda: d.game.decision.kind == "sacrifice")
    assert d.game.decision.player == d.player("bob")
    for name in ("Savannah Lions", "Forest"):
        d.pass_until(lambda: d.game.decision.kind == "sacrifice")
        d.choose(next(o for o in d.game.decision.options if o.label == name))
    d.pass_to_step("draw", d.player("bob"))
    assert battlefield(d, "bob") == ["Grizzly Bears"]
    assert battlefield(d, "alice") == ["Test Smokestack"]


def test_701_21a_no_choice_when_every_permanent_must_go() -> None:
    """With no more permanents than it asks for, the edict sacrifices them all and asks nothing:
    choosing among exactly as many as must be chosen is no choice (701.21a)."""
    d = position({"alice": {"battlefield": [{"card": "Test Smokestack", "counters": {"soot": 3}}], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Forest"], "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("bob"))
    asked = []
    while d.game.state.step == "upkeep":
        asked.append(d.game.decision.kind)
        d.choose(next(o for o in d.game.decision.options if o.kind == "pass") if d.game.decision.kind == "priority"
                 else d.game.decision.options[0])
    assert "sacrifice" not in asked
    assert battlefield(d, "bob") == []
    assert battlefield(d, "alice") == ["Test Smokestack"]


def test_no_counters_no_sacrifice() -> None:
    d = position({"alice": {"battlefield": ["Test Smokestack"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    d.pass_to_step("draw", d.player("bob"))
    assert battlefield(d, "bob") == ["Grizzly Bears"]


@pytest.mark.parametrize("text, effect", [
    ("Each player sacrifices a creature of their choice.", dsl.SacrificeChosen(dsl.Filter(types=("Creature",)), 1,
                                                                                dsl.EachPlayer())),
    ("Sacrifice two lands of your choice.", dsl.SacrificeChosen(dsl.Filter(types=("Land",)), 2, dsl.You())),
])
def test_each_wording_compiles_to_the_older_edict(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (effect,)


@pytest.mark.parametrize("text", [
    "Each player sacrifices a creature of your choice.",
    "Sacrifice a creature of their choice.",
    "Each player sacrifices two creature of their choice.",
    "Each player sacrifices a creature of their choosing.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
