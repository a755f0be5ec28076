"""113.6k: an instant's or sorcery's activated ability that moves the card out of its graveyard
works only there, and the card's other lines are its spell ability: "All creatures lose flying until
end of turn. / Sacrifice a snow land: Return ~ from your graveyard to your hand." (Whiteout); the
cost sacrifices a snow land only (205.4a).  Mutations: an activated ability that doesn't move the
card from the graveyard stays refused on an instant."""

from __future__ import annotations

import pytest
from support import battlefield, cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.engine.state import GRAVEYARD

_TEXT = ("All creatures lose flying until end of turn.\n"
         "Sacrifice a snow land: Return Graveyard Test Whiteout from your graveyard to your hand.")
compiled_card("Graveyard Test Whiteout", _TEXT, ("Instant",), "{1}{G}")
compiled_card("Graveyard Test Snow Forest", "{T}: Add {G}.", ("Land",), None, supertypes=("Snow",),
              subtypes=("Forest",))
_LIBRARY = ["Plains"] * 5


def _position(where: str, lands: list[str]):
    return position({"alice": {where: ["Graveyard Test Whiteout"], "battlefield": lands, "library": _LIBRARY},
                     "bob": {"library": _LIBRARY}})


def test_113_6k_the_ability_returns_the_card_sacrificing_a_snow_land() -> None:
    d = _position("graveyard", ["Forest", "Graveyard Test Snow Forest"])
    d.act("alice", "activates", "Graveyard Test Whiteout", from_zone=GRAVEYARD)
    d.resolve(None)
    assert cards(d, "alice", "hand") == ["Graveyard Test Whiteout"]
    assert battlefield(d, "alice") == ["Forest"]
    assert cards(d, "alice", "graveyard") == ["Graveyard Test Snow Forest"]


def test_205_4a_a_land_that_isnt_snow_doesnt_pay_the_cost() -> None:
    d = _position("graveyard", ["Forest", "Forest"])
    assert d.action_problem("alice", "activates", "Graveyard Test Whiteout", from_zone=GRAVEYARD) is not None


def test_113_6_not_from_the_hand_and_the_spell_still_works() -> None:
    d = _position("hand", ["Forest", "Forest", "Graveyard Test Snow Forest"])
    assert d.action_problem("alice", "activates", "Graveyard Test Whiteout") is not None
    d.act("alice", "casts", "Graveyard Test Whiteout")
    d.resolve(None)
    assert cards(d, "alice", "graveyard") == ["Graveyard Test Whiteout"]


def test_the_tree() -> None:
    spell, ability = compile_text("Graveyard Test Whiteout", _TEXT, ("Instant",))
    assert isinstance(spell, dsl.SpellAbility) and len(spell.effects) == 1
    assert isinstance(ability, dsl.Activated) and ability.zone == "graveyard"
    assert ability.effects == (dsl.ReturnToHand(dsl.Self()),)
    assert ability.cost.sacrifice is not None


@pytest.mark.parametrize("text", [
    "All creatures lose flying until end of turn.\nSacrifice a snow land: Draw a card.",
    "All creatures lose flying until end of turn.\n{1}: Return target creature to its owner's hand.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Instant",))
