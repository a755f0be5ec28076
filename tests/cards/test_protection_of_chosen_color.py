""""Enchanted creature has protection from the chosen color. This effect doesn't remove ~."
(Flickering Ward: 702.16a, 614.12c, 303.4d): the color is the one the Aura chose as it entered;
the protection makes other Auras of that color fall off (704.5m) and stops damage from that
color, but the Aura granting it stays."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl, registry
from manastack.cards.oracle.compiler import UncompilableText, compile_text
from manastack.engine.decision import IllegalAction

WARD = ("Enchant creature\nAs Test Ward enters, choose a color.\nEnchanted creature has protection from the chosen color. "
        "This effect doesn't remove Test Ward.\n{W}: Return Test Ward to its owner's hand.")


@pytest.fixture(autouse=True)
def ward():
    with registry.scope():
        compiled_card("Test Ward", WARD, ("Enchantment",), cost="{W}", subtypes=("Aura",))
        compiled_card("Test Plain Ward", "Enchant creature\nAs Test Plain Ward enters, choose a color.\nEnchanted "
                      "creature has protection from the chosen color.", ("Enchantment",), cost="{W}", subtypes=("Aura",))
        compiled_card("Test White Aura", "Enchant creature\nEnchanted creature gets +1/+1.", ("Enchantment",),
                      cost="{W}", subtypes=("Aura",))
        yield


def _enchant(d, aura: str, color: str) -> None:
    d.act("alice", "casts", aura, targets=["Grizzly Bears"], choices=[color])
    d.resolve(None)


def test_white_protection_keeps_the_ward_and_drops_another_white_aura() -> None:
    """The ruling: with white chosen, another white Aura falls off; the Ward itself stays."""
    d = position({"alice": {"hand": ["Test Ward", "Test White Aura"], "battlefield": ["Grizzly Bears", "Plains", "Plains"],
                            "library": ["Plains"] * 3}})
    d.act("alice", "casts", "Test White Aura", targets=["Grizzly Bears"])
    d.resolve(None)
    _enchant(d, "Test Ward", "white")
    assert cards(d, "alice", "graveyard") == ["Test White Aura"]
    ward = d.object("Test Ward")
    assert d.game.state.objects[ward].attached_to == d.object("Grizzly Bears")


def test_without_the_exception_the_aura_removes_itself() -> None:
    """The same protection without "This effect doesn't remove ~": the white Aura falls off (704.5m)."""
    d = position({"alice": {"hand": ["Test Plain Ward"], "battlefield": ["Grizzly Bears", "Plains"],
                            "library": ["Plains"] * 3}})
    _enchant(d, "Test Plain Ward", "white")
    assert cards(d, "alice", "graveyard") == ["Test Plain Ward"]


def test_protection_from_red_stops_red_targets() -> None:
    """702.16b: bob's Shock can't target the creature; his Sorcery with no color matters not."""
    d = position({"alice": {"hand": ["Test Ward"], "battlefield": ["Grizzly Bears", "Plains"], "library": ["Plains"] * 3},
                  "bob": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": ["Plains"] * 3}})
    _enchant(d, "Test Ward", "red")
    d.until_priority(d.player("alice"))
    d.pass_once()
    with pytest.raises(IllegalAction):
        d.act("bob", "casts", "Shock", targets=["Grizzly Bears"])
    assert d.game.state.objects[d.object("Test Ward")].attached_to == d.object("Grizzly Bears")


def test_reading() -> None:
    ward = compile_text("Test Ward", WARD, ("Enchantment",), subtypes=("Aura",))[2]
    assert ward.effect == dsl.Anthem(affects="attached", granted=(
        dsl.Keyword("protection", qualities=(dsl.CHOSEN_COLOR, dsl.KEEPS_SOURCE)),))


@pytest.mark.parametrize("text", [
    "Enchant creature\nEnchanted creature has protection from the chosen color.",  # no color chosen
    "Enchant creature\nAs Test enters, choose a color.\nEnchanted creature has protection from the chosen color. "
    "This effect doesn't remove Test Other.",
])
def test_mutations_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test", text, ("Enchantment",), subtypes=("Aura",))
