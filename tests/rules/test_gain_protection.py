"""702.16a, 613.1f: protection granted until end of turn by a resolved spell or ability,
compiled from Oracle text and played: "Target creature you control gains protection from the
color of your choice until end of turn" (the color chosen as it resolves, 608.2d), "...
protection from red ...", "... protection from artifacts ...", "Sacrifice ~: ...".  Protection
stops targeting (702.16b), prevents damage (702.16e) and blocking (702.16f); it ends in the
cleanup step (514.2).  Mutations: an unknown quality or a quality twice is refused; another
color gives another tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction
from manastack.engine.game import Game

compiled_card("Test Ward Rite", "Target creature you control gains protection from the color of your choice until "
              "end of turn.", ("Instant",))
compiled_card("Test Red Ward", "Target creature gains protection from red until end of turn.", ("Instant",))
compiled_card("Test Artifact Ward", "Target creature gains protection from artifacts until end of turn.", ("Instant",))
compiled_card("Test Martyr", "Sacrifice Test Martyr: Target creature you control gains protection from the color of "
              "your choice until end of turn.", ("Creature",), power="1", toughness="1")
compiled_card("Test Golem", "", ("Artifact", "Creature"), power="3", toughness="3")

_LIBRARY = ["Forest"] * 8


def _choose_color(d, color: str) -> None:
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "color")
    d.choose(next(o for o in d.decision.options if o.label == color))
    d.resolve(None)


def test_702_16b_the_color_of_your_choice_stops_targeting_by_that_color_only() -> None:
    """Red chosen: bob's Shock can't target the Bears (it goes to alice); next turn (514.2) it can."""
    d = position({"alice": {"hand": ["Test Ward Rite"], "battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"], "library": _LIBRARY}})
    d.act("alice", "casts", "Test Ward Rite", targets=["Grizzly Bears"])
    _choose_color(d, "red")
    bears = d.game.chars(d.object("Grizzly Bears"))
    assert bears.has("protection")
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    with pytest.raises(IllegalAction):
        d.act("bob", "casts", "Shock", targets=["Grizzly Bears"])
    assert [o.label for o in d.decision.options] == ["alice", "bob"]
    d.choose(d.decision.options[0])
    d.resolve(None)
    d.pass_to_step("upkeep", d.player("bob"))
    assert not d.game.chars(d.object("Grizzly Bears")).has("protection")
    cast(d, "bob", "Shock", targets=["Grizzly Bears"])
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_702_16b_another_color_chosen_lets_red_through() -> None:
    d = position({"alice": {"hand": ["Test Ward Rite"], "battlefield": ["Grizzly Bears"]},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    d.act("alice", "casts", "Test Ward Rite", targets=["Grizzly Bears"])
    _choose_color(d, "blue")
    cast(d, "bob", "Shock", targets=["Grizzly Bears"])
    assert "Grizzly Bears" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_702_16e_protection_from_artifacts_prevents_an_artifact_creatures_damage() -> None:
    """The Golem (an artifact) blocks the warded Bears: it deals them no damage; they deal it 2."""
    d = position({"step": "beginning_of_combat", "alice": {"hand": ["Test Artifact Ward"],
                                                            "battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Test Golem"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.block("bob", {"Test Golem": "Grizzly Bears"})
    cast(d, "alice", "Test Artifact Ward", targets=["Grizzly Bears"])
    d.pass_until(lambda: d.game.state.step == "main2")
    assert d.game.state.objects[d.object("Grizzly Bears")].damage == 0
    assert d.game.state.objects[d.object("Test Golem")].damage == 2


def test_702_16f_a_red_creature_cant_block_it() -> None:
    """Protection from red: bob's red Goblin can't block the Bears."""
    compiled_card("Test Red Goblin", "", ("Creature",), cost="{R}", power="1", toughness="1")
    d = position({"alice": {"hand": ["Test Red Ward"], "battlefield": ["Grizzly Bears"]},
                  "bob": {"battlefield": ["Test Red Goblin"]}})
    cast(d, "alice", "Test Red Ward", targets=["Grizzly Bears"])
    d.attack("alice", ["Grizzly Bears"])
    with pytest.raises(IllegalAction):
        d.block("bob", {"Test Red Goblin": "Grizzly Bears"})


def test_sacrifice_the_source_for_protection() -> None:
    d = position({"alice": {"battlefield": ["Test Martyr", "Grizzly Bears"]}})
    d.act("alice", "activates", "Test Martyr", targets=["Grizzly Bears"])
    _choose_color(d, "black")
    assert "Test Martyr" not in [d.game.chars(o).name for o in d.game.state.battlefield]
    (keyword,) = [a for a in d.game.chars(d.object("Grizzly Bears")).abilities if isinstance(a, dsl.Keyword)]
    assert keyword == dsl.Keyword("protection", qualities=("black",))


@pytest.mark.parametrize("text", [
    "Target creature gains protection from mauve until end of turn.",
    "Target creature gains protection from red and from red until end of turn.",
    "Target creature gains protection from the color of your choice.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    trees = [compile_text("Test Card", f"Target creature gains protection from {q} until end of turn.", ("Instant",))
             [0].effects for q in ("red", "blue", "artifacts", "the color of your choice")]
    assert len(set(trees)) == 4  # red, blue, artifacts, a chosen color: four different trees
