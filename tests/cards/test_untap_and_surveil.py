"""502.3: effects that keep permanents tapped during the untap step: "~ doesn't untap during your
untap step", "enchanted creature doesn't untap during its controller's untap step", "creatures
with power 3 or greater don't untap during their controllers' untap steps"; other untapping
(701.26b, an effect that untaps it) still works.  701.25a: surveil N.  Mutations: the plural
verb for one permanent, a filter another permanent matches, "scry" for "surveil"."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

compiled_card("Test Monolith", "Test Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap Test Monolith.",
      ("Artifact",))
compiled_card("Test Meekstone", "Creatures with power 3 or greater don't untap during their controllers' untap steps.",
      ("Artifact",))
compiled_card("Test Surveil", "Surveil 2.", ("Sorcery",))

_LANDS = ["Forest"] * 6


def _tapped(d, name: str) -> bool:
    return d.game.state.objects[d.object(name)].tapped


def test_502_3_it_stays_tapped_in_its_controllers_untap_step() -> None:
    d = position({"alice": {"battlefield": ["Test Monolith"], "library": _LANDS}, "bob": {"library": _LANDS}})
    d.act("alice", "activates", "Test Monolith", ability=1)
    assert _tapped(d, "Test Monolith")
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert _tapped(d, "Test Monolith")


def test_701_26b_an_effect_still_untaps_it() -> None:
    d = position({"alice": {"battlefield": ["Test Monolith", "Forest", "Forest", "Forest"], "library": _LANDS},
                  "bob": {"library": _LANDS}})
    d.act("alice", "activates", "Test Monolith", ability=1)
    d.act("alice", "activates", "Test Monolith", ability=2)
    d.resolve(None)
    assert not _tapped(d, "Test Monolith")


def test_a_filter_keeps_only_the_matching_permanents_tapped() -> None:
    """Meekstone: Kalonian Tusker (3/3) stays tapped; the 2/2 Bears untap."""
    d = position({"alice": {"battlefield": ["Test Meekstone", {"card": "Kalonian Tusker", "tapped": True},
                                            {"card": "Grizzly Bears", "tapped": True}], "library": _LANDS},
                  "bob": {"library": _LANDS}})
    d.pass_to_step("upkeep", d.player("alice"), turn=d.game.state.turn + 2)
    assert _tapped(d, "Kalonian Tusker") and not _tapped(d, "Grizzly Bears")


def test_enchanted_creature_doesnt_untap() -> None:
    (ability,) = compile_text("Test Aura", "Enchanted creature doesn't untap during its controller's untap step.",
                              ("Enchantment",))
    assert ability.effect == dsl.DoesntUntap("attached")


@pytest.mark.parametrize("answers, graveyard, top", [
    (["graveyard", "graveyard"], ["Forest", "Island"], ["Swamp"]),
    (["top", "graveyard"], ["Island"], ["Forest", "Swamp"]),
])
def test_701_25a_surveil_puts_any_number_into_the_graveyard(answers: list, graveyard: list, top: list) -> None:
    d = position({"alice": {"hand": ["Test Surveil"], "library": ["Forest", "Island", "Swamp"]}})
    d.act("alice", "casts", "Test Surveil", choices=answers)
    d.resolve(None)
    assert sorted(cards(d, "alice", "graveyard")) == sorted(graveyard + ["Test Surveil"])
    assert cards(d, "alice", "library") == top


def test_bob_doesnt_learn_the_order_of_alices_library_after_surveil() -> None:
    """The cards kept on top are hidden from bob (701.25a looks at them privately)."""
    d = position({"alice": {"hand": ["Test Surveil"], "library": ["Forest", "Island", "Swamp"]}})
    d.act("alice", "casts", "Test Surveil", choices=["top", "top", "Island"])
    d.resolve(None)
    seen = [e for e in d.game.events_for(d.player("bob")) if e["type"] == "surveil"]
    assert seen and all("obj" not in e and "card" not in e for e in seen)


@pytest.mark.parametrize("text, types", [
    ("Test Card don't untap during your untap step.", ("Artifact",)),
    ("Creature doesn't untap during their controllers' untap steps.", ("Artifact",)),
    ("Test Card doesn't untap during your upkeep.", ("Artifact",)),
])
def test_mutations_are_refused(text: str, types: tuple) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, types)


def test_scry_and_surveil_are_different_trees() -> None:
    assert compile_text("T", "Scry 2.", ("Sorcery",))[0].effects != compile_text("T", "Surveil 2.", ("Sorcery",))[0].effects
