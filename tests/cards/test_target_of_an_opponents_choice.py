"""A target of an opponent's choice (601.2c): Arena's "{3}, {T}: Tap target creature you control
and target creature of an opponent's choice they control. Those creatures fight each other."
(701.14a), Evangelize's "Gain control of target creature of an opponent's choice they control."
The opponent (chosen by the controller when there are several) chooses that slot's target among
their own creatures; if either target is illegal as it resolves, the other is still tapped and no
damage is dealt (Arena's ruling)."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text

ARENA = ("{3}, {T}: Tap target creature you control and target creature of an opponent's choice they control. Those "
         "creatures fight each other.")
LIBRARY = ["Plains"] * 5


@pytest.fixture(autouse=True)
def arena():
    with registry.scope():
        compiled_card("Test Arena", ARENA, ("Land",), cost=None)
        compiled_card("Test Evangelize", "Gain control of target creature of an opponent's choice they control.",
                      ("Sorcery",), cost="{0}")
        yield


def _damage(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].damage


def test_the_opponent_chooses_which_of_their_creatures_fights() -> None:
    """Bob is asked, among his creatures only, and picks the Llanowar Elves: the Angel (4/4)
    and the Elves fight; both are tapped."""
    d = position({"alice": {"battlefield": ["Test Arena", "Serra Angel", "Plains", "Plains", "Plains"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"], "library": LIBRARY}})
    d.until_priority(d.player("alice"))
    option = next(o for o in d.decision.options if o.kind == "activate" and d.game.chars(o.value[0]).name == "Test Arena")
    d.choose(option)
    while d.decision.player == d.player("alice") and d.decision.kind == "target":
        d.choose(next(o for o in d.decision.options if o.kind == "target" and "Serra Angel" in o.label))
    assert d.decision.player == d.player("bob") and d.decision.kind == "target"
    assert sorted(o.label for o in d.decision.options) == ["Grizzly Bears (bob's)", "Llanowar Elves (bob's)"]
    d.choose(next(o for o in d.decision.options if "Llanowar Elves" in o.label))
    d.resolve(None)
    assert _damage(d, "Serra Angel") == 1
    assert "Llanowar Elves" in [d.game.chars(o).name for o in d.game.state.players[d.player("bob")].graveyard]
    assert d.game.state.objects[d.object("Serra Angel")].tapped


def test_an_illegal_target_means_no_fight_but_the_other_is_tapped() -> None:
    d = position({"alice": {"battlefield": ["Test Arena", "Serra Angel", "Plains", "Plains", "Plains"], "library": LIBRARY},
                  "bob": {"hand": ["Unsummon"], "battlefield": ["Grizzly Bears", "Island"], "library": LIBRARY}})
    d.act("alice", "activates", "Test Arena", targets=["Serra Angel", "Grizzly Bears"])
    d.act("bob", "casts", "Unsummon", targets=["Grizzly Bears"])
    d.resolve(None)
    assert _damage(d, "Serra Angel") == 0 and d.game.state.objects[d.object("Serra Angel")].tapped


def test_evangelize_gains_control_of_their_pick() -> None:
    d = position({"alice": {"hand": ["Test Evangelize"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears", "Serra Angel"], "library": LIBRARY}})
    d.queued[d.player("bob")] = ["Grizzly Bears"]  # bob chooses the target
    d.act("alice", "casts", "Test Evangelize")
    d.resolve(None)
    assert d.game.chars(d.object("Grizzly Bears")).controller == d.player("alice")


def test_reading() -> None:
    spec = compile_text("Test", ARENA, ("Land",))[0].targets[1]
    assert spec.chooser == "opponent" and spec.filter == dsl.Filter(types=("Creature",), controller=dsl.CHOOSER)


@pytest.mark.parametrize("text", [
    "{3}, {T}: Tap target creature you control and target creature of an opponent's choice they control. Those "
    "creatures fight.",
    "{3}, {T}: Tap target creature you control and target creature of an opponent's choice you control they control. "
    "Those creatures fight each other.",
    "{3}, {T}: Tap target creature you control and target player of an opponent's choice. Those creatures fight each "
    "other.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Land",))
