""""If you weren't the starting player, you may untap ~ instead." (103.1, 608.2c): Forsaken
Crossroads' "When ~ enters, scry 1. If you weren't the starting player, you may untap ~
instead.": the player who took the first turn scries; the other may untap the land instead of
scrying (or scry anyway)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

TEXT = ("Test Crossroads enters tapped.\nAs Test Crossroads enters, choose a color.\nWhen Test Crossroads enters, scry 1. "
        "If you weren't the starting player, you may untap Test Crossroads instead.\n{T}: Add one mana of the chosen color.")


@pytest.fixture(autouse=True)
def crossroads():
    with registry.scope():
        compiled_card("Test Crossroads", TEXT, ("Land",), cost=None)
        yield


def _play(d, starting: str, answers: list) -> None:
    d.game.state.starting_player = d.player(starting)
    d.act("alice", "plays", "Test Crossroads", choices=["green", *answers])
    d.resolve(None)


def _tapped(d) -> bool:
    return d.game.state.objects[d.object("Test Crossroads")].tapped


def _scried(d) -> bool:
    return any(e["type"] == "scry" for e in d.game.log.since(0))


def test_the_starting_player_scries() -> None:
    d = position({"alice": {"hand": ["Test Crossroads"], "library": ["Island", "Forest"]}})
    _play(d, "alice", ["bottom"])
    assert _tapped(d) and _scried(d)


def test_the_other_player_may_untap_it_instead() -> None:
    d = position({"alice": {"hand": ["Test Crossroads"], "library": ["Island", "Forest"]}})
    _play(d, "bob", ["yes"])
    assert not _tapped(d) and not _scried(d)


def test_the_other_player_may_scry_anyway() -> None:
    d = position({"alice": {"hand": ["Test Crossroads"], "library": ["Island", "Forest"]}})
    _play(d, "bob", ["no", "bottom"])
    assert _tapped(d) and _scried(d)


def test_reading() -> None:
    ability = compile_text("Test", "When Test enters, scry 1. If you weren't the starting player, you may untap Test "
                           "instead.", ("Land",))[0]
    assert ability.effects == (dsl.InsteadIf(dsl.WasStartingPlayer(negated=True), dsl.Untap(dsl.Self()), dsl.Scry(1),
                                             optional=True),)


@pytest.mark.parametrize("text", [
    "When Test enters, if you weren't the starting player, you may untap Test instead.",
    "When Test enters, scry 1. If you weren't the first player, you may untap Test instead.",
    "When Test enters, scry 1. If you weren't the starting player, you may scry 1 instead.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Land",))
