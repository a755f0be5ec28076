"""701.20a, 120.3: "{3}, {T}: Reveal cards from the top of your library until you reveal a land card.
~ deals damage equal to the number of nonland cards revealed this way to any target. If the
revealed land card was a Mountain, ~ deals double that damage instead. Put the revealed cards on
the bottom of your library in any order." (Goblin Charbelcher): the nonland cards above the first
land are counted, doubled for a Mountain; every revealed card goes to the bottom in the order
chosen; with no land, every card is revealed and counted.  Mutations: "Forest" doubles instead;
sentences out of place are refused."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_BELCHER = ("{0}, {T}: Reveal cards from the top of your library until you reveal a land card. Test Belcher deals damage "
            "equal to the number of nonland cards revealed this way to any target. If the revealed land card was a "
            "Mountain, Test Belcher deals double that damage instead. Put the revealed cards on the bottom of your "
            "library in any order.")
compiled_card("Test Belcher", _BELCHER, ("Artifact",), cost="{4}")


def _belch(library: list, order: list) -> object:
    d = position({"alice": {"battlefield": ["Test Belcher"], "library": library}, "bob": {}})
    d.act("alice", "activates", "Test Belcher", targets=["bob"], choices=order)
    d.resolve(None)
    return d


def test_nonland_cards_above_the_land_are_counted() -> None:
    d = _belch(["Shock", "Grizzly Bears", "Forest", "Island"], ["Grizzly Bears", "Shock"])
    assert life(d, "bob") == 18
    assert cards(d, "alice", "library") == ["Island", "Grizzly Bears", "Shock", "Forest"]
    revealed = [e["card"] for e in d.game.events_for(d.player("bob")) if e["type"] == "reveal"]
    assert revealed == ["Shock", "Grizzly Bears", "Forest"]  # 701.20a: the opponent sees each


def test_a_mountain_doubles_the_damage() -> None:
    d = _belch(["Shock", "Grizzly Bears", "Giant Growth", "Mountain"], ["Shock", "Grizzly Bears", "Giant Growth"])
    assert life(d, "bob") == 14


def test_no_land_every_card_counts() -> None:
    d = _belch(["Shock", "Grizzly Bears"], ["Shock"])
    assert life(d, "bob") == 18 and cards(d, "alice", "library") == ["Shock", "Grizzly Bears"]


def test_the_tree() -> None:
    (ability,) = compile_text("Test Belcher", _BELCHER, ("Artifact",))
    assert ability.effects == (dsl.RevealUntilDamage(dsl.Filter(types=("Land",)),
                                                     dsl.Filter(subtypes=("Mountain",))),)
    assert ability.targets == (dsl.TargetSpec(kind="any"),)


def test_mutation_a_forest_doubles() -> None:
    (ability,) = compile_text("Test Belcher", _BELCHER.replace("was a Mountain", "was a Forest"), ("Artifact",))
    assert ability.effects[0].doubled_if == dsl.Filter(subtypes=("Forest",))


@pytest.mark.parametrize("text", [
    _BELCHER.replace("number of nonland cards", "number of noncreature cards"),
    _BELCHER.replace(" Put the revealed cards on the bottom of your library in any order.", ""),
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Belcher", text, ("Artifact",))
