"""Protection granted until end of turn (702.16a, layer 6 613.1f): "Target creature gains
protection from artifacts until end of turn." (Tower of the Magistrate): it can't be targeted by
an artifact's ability (702.16b) nor blocked by an artifact creature (702.16f), and the effect
ends with the turn (514.2).  "... from black and from red".  Mutations close the family."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine import keywords, targets

compiled_card("Test Tower", "{T}: Target creature gains protection from artifacts until end of turn.", ("Artifact",))
compiled_card("Test Artifact Rod", "{T}: Test Artifact Rod deals 1 damage to any target.", ("Artifact",))
compiled_card("Test Ward Off", "Target creature gains protection from black and from red until end of turn.", ("Instant",))

_LIBRARY = ["Plains"] * 6


def _rod_can_target(d, name: str) -> bool:
    (ability,) = [a for a in d.game.chars(d.object("Test Artifact Rod")).abilities if isinstance(a, dsl.Activated)]
    return ("obj", d.object(name)) in targets.candidates(d.game.kernel, ability.targets[0], d.object("Test Artifact Rod"),
                                                          d.player("bob"))


def test_702_16_protection_from_artifacts_until_end_of_turn() -> None:
    d = position({"alice": {"battlefield": ["Test Tower", "Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"battlefield": ["Test Artifact Rod", "Ornithopter"], "library": _LIBRARY}})
    assert _rod_can_target(d, "Grizzly Bears")
    assert keywords.can_block(d.game.kernel, d.object("Ornithopter"), d.object("Grizzly Bears"))
    d.act("alice", "activates", "Test Tower", targets=["Grizzly Bears"])
    d.resolve(None)
    bears = d.object("Grizzly Bears")
    assert d.game.chars(bears).has("protection")
    assert not _rod_can_target(d, "Grizzly Bears")  # 702.16b
    assert not keywords.can_block(d.game.kernel, d.object("Ornithopter"), bears)  # 702.16f
    d.pass_to_step("upkeep", d.player("bob"))
    assert not d.game.chars(bears).has("protection")  # 514.2
    assert _rod_can_target(d, "Grizzly Bears")


def test_protection_from_two_colors() -> None:
    d = position({"alice": {"hand": ["Test Ward Off"], "battlefield": ["Grizzly Bears"]}, "bob": {"hand": ["Shock"]}})
    d.act("alice", "casts", "Test Ward Off", targets=["Grizzly Bears"])
    d.resolve(None)
    (keyword,) = [a for a in d.game.chars(d.object("Grizzly Bears")).abilities if isinstance(a, dsl.Keyword)]
    assert keyword.qualities == ("black", "red")


@pytest.mark.parametrize("text, qualities", [
    ("Target creature gains protection from artifacts until end of turn.", ("Artifact",)),
    ("Target creature gains protection from white until end of turn.", ("white",)),
    ("~ gains protection from black and from red until end of turn.", ("black", "red")),
])
def test_each_wording_compiles_to_its_tree(text: str, qualities: tuple) -> None:
    (spell,) = compile_text("Test Card", text, ("Instant",))
    assert spell.effects[0].qualities == qualities


@pytest.mark.parametrize("text", [
    "Target creature gains protection from wizards and goblins until end of turn.",
    "Target creature gain protection from artifacts until end of turn.",
    "Target creature gains protection from artifact until end of turn.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
