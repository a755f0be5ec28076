"""702.5a, 303.4a, 303.4d, 704.5m: what an Aura's enchant keyword allows beyond a card type:
"Enchant creature you control", "Enchant artifact or creature", "Enchant nonland permanent".
The Aura spell can target only what it allows (read relative to its controller), and an Aura
attached to something it doesn't allow (after a control change) is put into its owner's
graveyard as a state-based action."""

from __future__ import annotations

import pytest
from support import cards, compiled_card, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text
from manastack.errors import IllegalAction

compiled_card("Test Own Boon", "Enchant creature you control\nEnchanted creature gets +2/+2.", ("Enchantment",),
              "{W}", subtypes=("Aura",))
compiled_card("Test Wide Boon", "Enchant artifact or creature\nEnchanted permanent has shroud.", ("Enchantment",),
              "{U}", subtypes=("Aura",))
compiled_card("Test Nonland Boon", "Enchant nonland permanent\nEnchanted permanent has hexproof.", ("Enchantment",),
              "{U}", subtypes=("Aura",))
compiled_card("Test Borrow", "Gain control of target creature until end of turn.", ("Sorcery",), "{R}")


def _position(hand: list[str]) -> object:
    return position({"alice": {"hand": hand, "battlefield": [{"card": "Island", "count": 2}, "Plains", "Mountain",
                                                            {"card": "Grizzly Bears", "as": "mine"}, "Ornithopter"]},
                     "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "theirs"}, "Forest"]}})


def test_303_4a_enchant_creature_you_control_targets_only_your_creatures() -> None:
    """303.4a: the spell's target is a creature its caster controls: bob's creature isn't one."""
    d = _position(["Test Own Boon"])
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Own Boon", targets=["theirs"])
    d = _position(["Test Own Boon"])
    d.act("alice", "casts", "Test Own Boon", targets=["mine"])
    d.resolve(None)
    assert d.game.state.objects[d.object("Test Own Boon")].attached_to == d.object("mine")
    assert d.game.chars(d.object("mine")).power == 4


def test_704_5m_an_aura_for_creatures_you_control_falls_off_when_control_changes() -> None:
    """303.4d, 704.5m: bob takes alice's enchanted creature (613.1b): her Aura is now attached
    to a creature she doesn't control, which its enchant ability doesn't allow, and goes to her
    graveyard."""
    d = position({"alice": {"library": ["Forest"] * 3,
                            "battlefield": ["Grizzly Bears", {"card": "Test Own Boon", "attached_to": "Grizzly Bears"}]},
                  "bob": {"library": ["Forest"] * 3, "hand": ["Test Borrow"], "battlefield": ["Mountain"]}})
    d.pass_to_step("main1", player=d.player("bob"))
    assert cards(d, "alice", "graveyard") == []
    d.act("bob", "casts", "Test Borrow", targets=["Grizzly Bears"])
    d.resolve(None)
    assert d.game.chars(d.object("Grizzly Bears")).controller == d.player("bob")
    assert cards(d, "alice", "graveyard") == ["Test Own Boon"]


def test_704_5m_an_aura_for_creatures_you_control_stays_on_your_creature() -> None:
    """704.5m: the same Aura on alice's own creature is legal and stays."""
    d = position({"alice": {"battlefield": ["Grizzly Bears", {"card": "Test Own Boon", "attached_to": "Grizzly Bears"}]},
                  "bob": {}})
    d.until_priority(d.player("alice"))
    assert cards(d, "alice", "graveyard") == []
    assert d.game.chars(d.object("Grizzly Bears")).power == 4


def test_303_4a_enchant_artifact_or_creature_targets_either_and_not_a_land() -> None:
    """702.5a: "Enchant artifact or creature": an artifact (Ornithopter) or a creature may be
    targeted, a land may not."""
    d = _position(["Test Wide Boon"])
    with pytest.raises(IllegalAction):
        d.act("alice", "casts", "Test Wide Boon", targets=["Forest"])
    for target in ("Ornithopter", "theirs"):
        d = _position(["Test Wide Boon"])
        d.act("alice", "casts", "Test Wide Boon", targets=[target])
        d.resolve(None)
        assert d.game.chars(d.object(target)).has("shroud")


def test_704_5m_enchant_nonland_permanent_falls_off_a_land() -> None:
    """704.5m: an Aura for nonland permanents attached to a land goes to the graveyard; on a
    creature it stays."""
    d = position({"alice": {"battlefield": ["Forest", {"card": "Test Nonland Boon", "attached_to": "Forest"}]},
                  "bob": {}})
    d.until_priority(d.player("alice"))
    assert cards(d, "alice", "graveyard") == ["Test Nonland Boon"]
    d = position({"alice": {"battlefield": ["Ornithopter", {"card": "Test Nonland Boon", "attached_to": "Ornithopter"}]},
                  "bob": {}})
    d.until_priority(d.player("alice"))
    assert d.game.chars(d.object("Ornithopter")).has("hexproof")


def test_enchant_descriptions_compile_to_what_they_allow() -> None:
    """702.5a: each description is read as the permanents it allows; one word changed
    ("you" -> "an opponent") gives the other filter."""
    (own,) = compile_text("Test Aura", "Enchant creature you control", ("Enchantment",))
    (theirs,) = compile_text("Test Aura", "Enchant creature an opponent controls", ("Enchantment",))
    assert own.filter == dsl.Filter(types=("Creature",), controller="you")
    assert theirs.filter == dsl.Filter(types=("Creature",), controller="opponent")
    (plain,) = compile_text("Test Aura", "Enchant creature", ("Enchantment",))
    assert plain.filter is None and plain.qualities == ("creature",)


@pytest.mark.parametrize("text", ["Enchant creature card in a graveyard",
                                  "Enchant creatures you control", "Enchant another creature"])
def test_enchant_what_isnt_one_permanent_on_the_battlefield_is_refused(text: str) -> None:
    """303.4d and 702.5a (a card in a graveyard: Animate Dead's wording), a plural, or "another":
    refused, not read as a creature Aura ("Enchant player": tests/rules/test_enchant_player.py)."""
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Aura", text, ("Enchantment",))
    assert refused.value.phrases == [text]
