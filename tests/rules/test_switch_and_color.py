"""One-shot changes to characteristics until end of turn, compiled from Oracle text and played:
"Switch target creature's power and toughness until end of turn" (613.4d: layer 7d, after
every other change to power and toughness, 613.4c counters and pumps included), "Target
permanent becomes white until end of turn", "~ becomes colorless until end of turn", "~ becomes
the color of your choice until end of turn" (613.1e, layer 5; 105.3: the new color replaces the
old).  Both end in the cleanup step (514.2).  Mutations: "becomes black and gains fear until end
of turn" (the color would be read without its duration) and colors the compiler doesn't know
are refused; another color or "colorless" gives another tree."""

from __future__ import annotations

import pytest
from support import cast, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game

compiled_card("Test Twist", "Switch target creature's power and toughness until end of turn.", ("Instant",))
compiled_card("Test Growth", "Target creature gets +3/+0 until end of turn.", ("Instant",))
compiled_card("Test Whitewash", "Target permanent becomes white until end of turn.", ("Instant",))
compiled_card("Test Chameleon", "{2}: Test Chameleon becomes colorless until end of turn.\n"
              "{G}: Test Chameleon becomes the color of your choice until end of turn.", ("Creature",), cost="{1}{G}",
              power="2", toughness="2")
compiled_card("Test Wall Switcher", "{0}: Switch Test Wall Switcher's power and toughness until end of turn.",
              ("Creature",), power="0", toughness="4")

_LIBRARY = ["Forest"] * 8


def _pt(d, name: str) -> tuple:
    chars = d.game.chars(d.object(name))
    return chars.power, chars.toughness


def _colors(d, name: str) -> set:
    return set(d.game.chars(d.object(name)).colors)


def test_613_4d_switch_applies_after_pumps_and_counters() -> None:
    """Tusker 3/3 with a +1/+1 counter gets +3/+0 after the switch: 7/4 is switched to 4/7
    (7d comes after 7c whatever the timestamps); at cleanup it is 4/4 again."""
    d = position({"alice": {"hand": ["Test Twist", "Test Growth"],
                            "battlefield": [{"card": "Kalonian Tusker", "counters": {"+1/+1": 1}}],
                            "library": _LIBRARY}, "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Twist", targets=["Kalonian Tusker"])
    assert _pt(d, "Kalonian Tusker") == (4, 4)
    cast(d, "alice", "Test Growth", targets=["Kalonian Tusker"])
    assert _pt(d, "Kalonian Tusker") == (4, 7)
    assert Game.from_json(d.game.to_json()).to_json() == d.game.to_json()
    d.pass_to_step("upkeep", d.player("bob"))
    assert _pt(d, "Kalonian Tusker") == (4, 4)


def test_613_4d_a_switched_wall_can_die_of_its_new_toughness() -> None:
    """The 0/4 becomes 4/0 and is put into its owner's graveyard (704.5f)."""
    d = position({"alice": {"battlefield": ["Test Wall Switcher"]}})
    d.act("alice", "activates", "Test Wall Switcher")
    d.resolve(None)
    assert "Test Wall Switcher" not in [d.game.chars(o).name for o in d.game.state.battlefield]


def test_613_1e_target_permanent_becomes_white_until_end_of_turn() -> None:
    """The green Bears are white only (105.3), and green again next turn."""
    d = position({"alice": {"hand": ["Test Whitewash"], "battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    cast(d, "alice", "Test Whitewash", targets=["Grizzly Bears"])
    assert _colors(d, "Grizzly Bears") == {"W"}
    d.pass_to_step("upkeep", d.player("bob"))
    assert _colors(d, "Grizzly Bears") == {"G"}


def test_613_1e_colorless_then_the_color_of_your_choice() -> None:
    """{2}: colorless (105.2c); then {G}: blue chosen as it resolves (608.2d): the later
    timestamp wins (613.7)."""
    d = position({"alice": {"battlefield": ["Test Chameleon", "Forest", "Forest", "Forest"]}})
    d.act("alice", "activates", "Test Chameleon", ability=1)
    d.resolve(None)
    assert _colors(d, "Test Chameleon") == set()
    d.act("alice", "activates", "Test Chameleon", ability=2)
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "color")
    d.choose(next(o for o in d.decision.options if o.label == "blue"))
    d.resolve(None)
    assert _colors(d, "Test Chameleon") == {"U"}


@pytest.mark.parametrize("text", [
    "Target creature becomes black and gains fear until end of turn.",
    "Target creature becomes mauve until end of turn.",
    "Target creature becomes red and red until end of turn.",
    "Switch target creature's power and toughness.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))


def test_mutations_change_the_tree() -> None:
    (white,) = compile_text("Test Card", "Target creature becomes white until end of turn.", ("Instant",))
    (colorless,) = compile_text("Test Card", "Target creature becomes colorless until end of turn.", ("Instant",))
    (two,) = compile_text("Test Card", "Target creature becomes red and green until end of turn.", ("Instant",))
    (choice,) = compile_text("Test Card", "Target creature becomes the color of your choice until end of turn.",
                             ("Instant",))
    assert [a.effects[0] for a in (white, colorless, two, choice)] == [
        dsl.SetColor(dsl.Target(0), ("W",)), dsl.SetColor(dsl.Target(0), ()), dsl.SetColor(dsl.Target(0), ("R", "G")),
        dsl.SetColor(dsl.Target(0), (), chosen=True)]
    (own,) = compile_text("Test Card", "{1}: Switch Test Card's power and toughness until end of turn.", ("Creature",))
    assert own.effects == (dsl.SwitchPT(dsl.Self()),)
