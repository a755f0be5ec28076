"""613.1b: control-changing effects compiled from "gain control of target creature (until end of
turn)".  302.6: the stolen creature came under its new controller's control this turn, so it
can't attack unless it has haste (Threaten's "It gains haste until end of turn"); an effect
"until end of turn" ends in the cleanup step (514.2) and control returns.  Mutations: a player or
a group can't be stolen this way."""

from __future__ import annotations

from functools import partial

import pytest
from support import battlefield, compiled_card, position

from manastack.cards.oracle import UncompilableText, compile_text

_sorcery = partial(compiled_card, types=("Sorcery",))

_sorcery("Test Threaten", "Gain control of target creature until end of turn. Untap that creature. It gains haste "
                          "until end of turn.")
_sorcery("Test Steal", "Gain control of target creature.")

_LANDS = ["Forest"] * 6


def _attackers(d) -> set[str]:
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "attackers")
    return {d.game.chars(o.value[0]).name for o in d.decision.options if o.kind == "attack"}


def test_threaten_steals_untaps_and_hastes_until_end_of_turn() -> None:
    d = position({"alice": {"hand": ["Test Threaten"], "library": _LANDS},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "tapped": True}], "library": _LANDS}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Test Threaten", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.chars(bears).controller == d.player("alice")
    assert not d.game.state.objects[bears].tapped
    assert battlefield(d, "alice") == ["Grizzly Bears"]
    assert _attackers(d) == {"Grizzly Bears"}
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.game.chars(bears).controller == d.player("bob")


def test_302_6_a_stolen_creature_without_haste_cant_attack_this_turn() -> None:
    d = position({"alice": {"hand": ["Test Steal"], "battlefield": ["Savannah Lions"], "library": _LANDS},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": _LANDS}})
    bears = d.object("Grizzly Bears")
    d.act("alice", "casts", "Test Steal", targets=["Grizzly Bears"])
    d.resolve(None)
    assert _attackers(d) == {"Savannah Lions"}
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert d.game.chars(bears).controller == d.player("alice")  # no duration: it stays
    assert "Grizzly Bears" in _attackers(d)


@pytest.mark.parametrize("text", ["Gain control of target player.", "Gain control of all creatures.",
                                  "Gain control of target creature card from a graveyard."])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))


def test_the_duration_is_part_of_the_tree() -> None:
    (short,) = compile_text("T", "Gain control of target creature until end of turn.", ("Sorcery",))
    (long,) = compile_text("T", "Gain control of target creature.", ("Sorcery",))
    assert short.effects[0].until_end_of_turn and not long.effects[0].until_end_of_turn


def test_an_indefinite_effect_on_a_creature_that_left_is_forgotten_at_cleanup() -> None:
    """611.2c, 400.7: "gain control of target creature" has no end, but its object, once it has
    died, is a new object in the graveyard: the effect applies to nothing again and is gone by
    the cleanup step (514), while the same effect on a creature still there stays."""
    d = position({"alice": {"hand": ["Test Steal", "Test Steal", "Shock"], "battlefield": ["Mountain"] * 6,
                            "library": _LANDS},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": _LANDS}})
    bears, lions = d.object("Grizzly Bears"), d.object("Savannah Lions")
    d.act("alice", "casts", "Test Steal", targets=["Grizzly Bears"])
    d.resolve(None)
    d.act("alice", "casts", "Test Steal", targets=["Savannah Lions"])
    d.resolve(None)
    d.act("alice", "casts", "Shock", targets=["Grizzly Bears"])
    d.resolve(None)
    assert "Grizzly Bears" in [d.game.chars(o).name for o in d.game.state.players[d.player("bob")].graveyard]
    controls = [e for e in d.game.state.effects if e.kind == "control"]
    assert [e.affected for e in controls] == [[bears], [lions]]
    d.pass_to_step("upkeep", d.player("bob"))
    assert [e.affected for e in d.game.state.effects if e.kind == "control"] == [[lions]]
    assert d.game.chars(lions).controller == d.player("alice")
