"""613.1f (layer 6): "Target creature loses flying until end of turn", "All creatures lose flying
until end of turn" (the group locked in as the effect begins, 611.2c), compiled from Oracle text
and played.  Abilities are removed in timestamp order with the effects that grant them (613.7):
a later "gains flying" gives flying back, an earlier one is removed.  It ends in the cleanup step
(514.2).  Mutations: a keyword the compiler doesn't know, "all abilities", or the verb's
agreement broken are refused; another keyword gives another tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import keywords
from manastack.engine.game import Game

compiled_card("Test Grounding", "Target creature loses flying until end of turn.", ("Instant",))
compiled_card("Test Mass Grounding", "All creatures lose flying until end of turn.", ("Instant",))
compiled_card("Test Wings", "Target creature gains flying until end of turn.", ("Instant",))
compiled_card("Test Grounded Bird", "Flying", ("Creature",), cost="{W}", power="1", toughness="1")

_LIBRARY = ["Forest"] * 8


def _flies(d, name: str) -> bool:
    return d.game.chars(d.object(name)).has("flying")


def test_613_1f_a_grounded_flier_can_be_blocked_by_a_creature_without_flying() -> None:
    """509.1b: once the Bird loses flying, bob's Bears may block it; next turn it flies again."""
    d = position({"alice": {"hand": ["Test Grounding"], "battlefield": ["Test Grounded Bird"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY}})
    bird, bears = d.object("Test Grounded Bird"), d.object("Grizzly Bears")
    assert not keywords.can_block(d.game.kernel, bears, bird)
    cast(d, "alice", "Test Grounding", targets=["Test Grounded Bird"])
    assert not _flies(d, "Test Grounded Bird")
    assert keywords.can_block(d.game.kernel, bears, bird)
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    d.pass_to_step("upkeep", d.player("bob"))
    assert _flies(d, "Test Grounded Bird")


def test_613_7_a_later_grant_gives_flying_back_an_earlier_one_is_removed() -> None:
    d = position({"alice": {"hand": ["Test Wings", "Test Mass Grounding", "Test Wings"],
                            "battlefield": ["Grizzly Bears", "Test Grounded Bird"]}})
    cast(d, "alice", "Test Wings", targets=["Grizzly Bears"])
    cast(d, "alice", "Test Mass Grounding")
    assert not _flies(d, "Grizzly Bears") and not _flies(d, "Test Grounded Bird")
    cast(d, "alice", "Test Wings", targets=["Grizzly Bears"])
    assert _flies(d, "Grizzly Bears") and not _flies(d, "Test Grounded Bird")


def test_611_2c_a_creature_entering_later_keeps_flying() -> None:
    """The group is locked in as "all creatures lose flying" resolves: a Bird cast later flies."""
    d = position({"alice": {"hand": ["Test Mass Grounding", "Test Grounded Bird"], "battlefield": ["Plains"]}})
    cast(d, "alice", "Test Mass Grounding")
    cast(d, "alice", "Test Grounded Bird")
    assert _flies(d, "Test Grounded Bird")


@pytest.mark.parametrize("text", [
    "Target creature loses wingedness until end of turn.",
    "Target creature loses all abilities until end of turn.",
    "Target creature lose flying until end of turn.",
    "All creatures loses flying until end of turn.",
    "Target creature loses flying.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    (flying,) = compile_text("Test Card", "Target creature loses flying until end of turn.", ("Instant",))
    (reach,) = compile_text("Test Card", "Target creature loses reach until end of turn.", ("Instant",))
    (group,) = compile_text("Test Card", "Creatures your opponents control lose flying until end of turn.",
                            ("Instant",))
    assert flying.effects == (dsl.LoseKeywords(dsl.Target(0), ("flying",)),)
    assert reach.effects == (dsl.LoseKeywords(dsl.Target(0), ("reach",)),)
    assert group.effects == (dsl.LoseKeywords(dsl.Each(dsl.Filter(types=("Creature",), controller="opponent")),
                                              ("flying",)),)
