"""Additional phases (500.8): "Untap all creatures that attacked this turn. After this main phase,
there is an additional combat phase followed by an additional main phase." (Relentless Assault):
the added combat and main phases come right after the main phase it resolved in; the turn then
goes on as usual (505.1a: the added main phase is a postcombat main phase).  "Creatures that
attacked this turn" are those declared as attackers this turn (508.1).  Mutations close each."""

from __future__ import annotations

import pytest
from support import compiled_card, events, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.game import Game

compiled_card("Test Assault", "Untap all creatures that attacked this turn. After this main phase, there is an additional "
              "combat phase followed by an additional main phase.", ("Sorcery",))
compiled_card("Test Flash Assault", "After this main phase, there is an additional combat phase followed by an additional "
              "main phase.", ("Instant",))
compiled_card("Test Extra Combat", "After this phase, there is an additional combat phase.", ("Instant",))

_LIBRARY = ["Plains"] * 8


def _phases(d, turn: int = 1) -> list[str]:
    """The phases that began in this turn, after its beginning phase (phase_begin events)."""
    now, found = 1, []
    for e in d.game.log:
        if e["type"] == "turn_begin":
            now = e["turn"]
        elif e["type"] == "phase_begin" and now == turn:
            found.append(e["phase"])
    return found


def test_500_8_a_second_combat_and_main_phase_after_the_postcombat_main() -> None:
    d = position({"alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "hand": ["Test Assault"],
                            "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_to_step("main2", d.player("alice"))
    assert life(d, "bob") == 18
    bears, lions = d.object("Grizzly Bears"), d.object("Savannah Lions")
    assert d.game.state.objects[bears].tapped
    d.act("alice", "casts", "Test Assault")
    d.resolve(None)
    assert not d.game.state.objects[bears].tapped  # it attacked this turn
    saved = Game.from_json(d.game.to_json())  # the added phases are plain data in the state
    assert saved.state.extra["additional_phases"] == {"queue": ["combat", "main2"], "resume": "main2"}
    assert d.game.clone().state.extra["attacked_this_turn"] == [bears]
    assert d.game.state.objects[lions].tapped is False
    d.attack("alice", ["Grizzly Bears", "Savannah Lions"])
    d.pass_to_step("main2", d.player("alice"))
    assert life(d, "bob") == 14
    assert d.game.state.turn == 1
    d.pass_to_step("upkeep", d.player("bob"))
    assert _phases(d) == ["combat", "main2", "combat", "main2", "ending"]


def test_500_8_after_the_precombat_main_the_usual_combat_still_follows() -> None:
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "hand": ["Test Assault"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.act("alice", "casts", "Test Assault")
    d.resolve(None)
    d.attack("alice", ["Grizzly Bears"])
    d.pass_to_step("main2", d.player("alice"))
    bears = d.object("Grizzly Bears")
    d.game.state.objects[bears].tapped = False  # as if untapped, to see the usual combat follow
    d.attack("alice", ["Grizzly Bears"])
    d.pass_to_step("upkeep", d.player("bob"))
    assert life(d, "bob") == 16
    assert _phases(d) == ["combat", "main2", "combat", "main2", "ending"]


def test_after_this_main_phase_adds_nothing_outside_a_main_phase() -> None:
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"hand": ["Test Flash Assault"], "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("alice"))
    d.act("bob", "casts", "Test Flash Assault")
    d.resolve(None)
    d.pass_to_step("upkeep", d.player("bob"))
    assert d.game.state.turn == 4
    assert _phases(d, turn=3) == ["main1", "combat", "main2", "ending"]
    assert events(d.game, "additional_phases") == []


def test_after_this_phase_a_combat_phase_during_combat() -> None:
    """An additional combat phase right after this combat phase; then the postcombat main."""
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "hand": ["Test Extra Combat"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY}})
    d.attack("alice", ["Grizzly Bears"])
    d.act("alice", "casts", "Test Extra Combat")
    d.resolve(None)
    d.pass_to_step("upkeep", d.player("bob"))
    assert _phases(d) == ["combat", "combat", "main2", "ending"]


def test_attacked_this_turn_is_forgotten_next_turn() -> None:
    d = position({"alice": {"battlefield": ["Grizzly Bears"], "library": _LIBRARY},
                  "bob": {"library": _LIBRARY, "hand": ["Test Assault"]}})
    d.attack("alice", ["Grizzly Bears"])
    d.pass_to_step("main1", d.player("bob"))
    d.game.state.objects[d.object("Grizzly Bears")].tapped = True
    d.act("bob", "casts", "Test Assault")
    d.resolve(None)
    assert d.game.state.objects[d.object("Grizzly Bears")].tapped  # it attacked last turn, not this one


@pytest.mark.parametrize("text, effect", [
    ("Untap all creatures that attacked this turn.",
     dsl.Untap(dsl.Each(dsl.Filter(types=("Creature",), attacked_this_turn=True)))),
    ("Untap all creatures you control that attacked this turn.",
     dsl.Untap(dsl.Each(dsl.Filter(types=("Creature",), controller="you", attacked_this_turn=True)))),
    ("After this phase, there is an additional combat phase.", dsl.AdditionalPhases(("combat",))),
    ("After this main phase, there is an additional combat phase followed by an additional main phase.",
     dsl.AdditionalPhases(("combat", "main2"), after_main=True)),
    ("After this phase, there is an additional combat phase followed by an additional main phase.",
     dsl.AdditionalPhases(("combat", "main2"))),
])
def test_each_wording_compiles_to_its_own_tree(text: str, effect: object) -> None:
    (spell,) = compile_text("Test Card", text, ("Sorcery",))
    assert spell.effects == (effect,)


@pytest.mark.parametrize("text", [
    "After this main phase, there is an additional combat phases.",
    "After this main phase, there is an additional beginning phase.",
    "Before this main phase, there is an additional combat phase.",
    "After this turn, there is an additional combat phase.",
    "Untap all creatures that attacked last turn.",
    "Untap all attacking creatures that attacked this turn.",
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
