"""602.1, 605.1a, 502.3: "Each land with an activated ability that isn't a mana ability doesn't
untap during its controller's untap step." (Tsabo's Web): a land with a non-mana activated
ability (of any kind: a keyword's, such as cycling) stays tapped; a land with mana abilities only,
and a creature with any ability, untap.  Mutations: a plural "each", "is a mana ability"."""

from __future__ import annotations

import pytest
from support import compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_TEXT = "Each land with an activated ability that isn't a mana ability doesn't untap during its controller's untap step."
compiled_card("Web Test Web", _TEXT, ("Artifact",), "{2}")
compiled_card("Web Test Mana Land", "{T}: Add {C}.", ("Land",), None)
compiled_card("Web Test Utility Land", "{T}: Add {C}.\n{2}, {T}: Draw a card.", ("Land",), None)
compiled_card("Web Test Cycling Land", "{T}: Add {C}.\nCycling {2}", ("Land",), None)
compiled_card("Web Test Pinger", "{T}: Web Test Pinger deals 1 damage to any target.", ("Creature",), "{1}",
              power="1", toughness="1")
_LIBRARY = ["Plains"] * 5
_ALL = ["Web Test Mana Land", "Web Test Utility Land", "Web Test Cycling Land", "Web Test Pinger"]


def test_502_3_lands_with_a_nonmana_activated_ability_stay_tapped() -> None:
    d = position({"alice": {"battlefield": ["Web Test Web"], "library": _LIBRARY},
                  "bob": {"battlefield": [{"card": name, "tapped": True} for name in _ALL], "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("bob"))
    tapped = {name: d.game.state.objects[d.object(name)].tapped for name in _ALL}
    assert tapped == {"Web Test Mana Land": False, "Web Test Utility Land": True, "Web Test Cycling Land": True,
                      "Web Test Pinger": False}


def test_without_the_web_they_all_untap() -> None:
    d = position({"alice": {"library": _LIBRARY},
                  "bob": {"battlefield": [{"card": name, "tapped": True} for name in _ALL], "library": _LIBRARY}})
    d.pass_to_step("upkeep", d.player("bob"))
    assert not any(d.game.state.objects[d.object(name)].tapped for name in _ALL)


def test_the_tree() -> None:
    (ability,) = compile_text("Web Test Web", _TEXT, ("Artifact",))
    assert ability.effect == dsl.DoesntUntap(dsl.Filter(types=("Land",), nonmana_activated=True))


@pytest.mark.parametrize("text", [
    "Each lands with an activated ability that isn't a mana ability doesn't untap during its controller's untap step.",
    "Each land with an activated ability that is a mana ability doesn't untap during its controller's untap step.",
    "Each land with an activated ability that isn't a mana ability don't untap during its controller's untap step.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Artifact",))
