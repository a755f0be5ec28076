""""This spell costs {2} less to cast if it targets a blue spell." (Mystical Dispute; 601.2c,
601.2f): the total cost is determined after the targets are chosen; the spell may be cast with
the reduction in mind (offered when a legal target fits), and then only targets that leave the
cost payable are offered."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

DISPUTE = "This spell costs {2} less to cast if it targets a blue spell.\nCounter target spell unless its controller pays {3}."


@pytest.fixture(autouse=True)
def dispute():
    with registry.scope():
        compiled_card("Test Dispute", DISPUTE, ("Instant",), cost="{2}{U}")
        compiled_card("Test Blue Bit", "Draw a card.", ("Instant",), cost="{U}")
        compiled_card("Test Red Bit", "Draw a card.", ("Instant",), cost="{R}")
        yield


LIBRARY = ["Island"] * 5


def _target_labels(d) -> list[str]:
    return sorted(o.label for o in d.decision.options if o.kind == "target")


def test_one_island_counters_a_blue_spell() -> None:
    d = position({"alice": {"hand": ["Test Dispute"], "battlefield": ["Island"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blue Bit"], "battlefield": ["Island"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Test Blue Bit")
    d.act("alice", "casts", "Test Dispute", targets=["Test Blue Bit"])
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Test Blue Bit"] and cards(d, "bob", "hand") == []


def test_with_one_island_only_the_blue_spell_is_offered() -> None:
    """Two spells on the stack, blue and red: with one Island only the blue one can be targeted;
    with only the red one there, it can't be cast."""
    d = position({"alice": {"hand": ["Test Dispute"], "battlefield": ["Island"], "library": LIBRARY},
                  "bob": {"hand": ["Test Blue Bit", "Test Red Bit"], "battlefield": ["Island", "Mountain"],
                          "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Test Red Bit")
    d.act("bob", "casts", "Test Blue Bit")
    d.until_priority(d.player("alice"))
    option = next(o for o in d.decision.options if o.kind == "cast" and d.game.chars(o.value[0]).name == "Test Dispute")
    d.choose(option)
    assert d.decision.kind == "target" or len(d.game.state.stack) == 3  # one choice is taken at once
    if d.decision.kind == "target":
        assert _target_labels(d) == ["Test Blue Bit (bob's)"]
    d = position({"alice": {"hand": ["Test Dispute"], "battlefield": ["Island"], "library": LIBRARY},
                  "bob": {"hand": ["Test Red Bit"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Test Red Bit")
    assert d.action_problem("alice", "casts", "Test Dispute") is not None


def test_full_cost_for_a_red_spell() -> None:
    d = position({"alice": {"hand": ["Test Dispute"], "battlefield": ["Island"] * 3, "library": LIBRARY},
                  "bob": {"hand": ["Test Red Bit"], "battlefield": ["Mountain"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    d.pass_once()
    d.act("bob", "casts", "Test Red Bit")
    d.act("alice", "casts", "Test Dispute", targets=["Test Red Bit"])
    assert all(d.game.state.objects[o].tapped for o in d.game.state.battlefield
               if d.game.chars(o).controller == d.player("alice"))
    d.resolve(None)
    assert cards(d, "bob", "graveyard") == ["Test Red Bit"]


def test_reading() -> None:
    effect = compile_text("Test", DISPUTE, ("Instant",))[0].effect
    assert effect == dsl.SelfCostChange(-2, condition=dsl.TargetsMatching(dsl.Filter(colors=("U",)), "spell"))


@pytest.mark.parametrize("text", [
    "This spell costs {2} less to cast if it targets blue spells.\nCounter target spell.",
    "This spell costs {2} less to cast if it targets a spell.\nCounter target spell.",
    "This spell costs {2} less to cast if it targets a blue card.\nCounter target spell.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Instant",))
