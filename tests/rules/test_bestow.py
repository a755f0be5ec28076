"""Bestow (702.103) compiled from Oracle text and played through the engine: cast bestowed for its
bestow cost, the spell is an Aura enchantment with enchant creature (702.103b) that attaches to
its target; it becomes a creature again when it's unattached (702.103f) or if its target is gone
as it resolves (702.103e)."""

from __future__ import annotations

import pytest
from support import cards, position

import manastack as ms
from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

WOLF = "Test Nyxborn Wolf"
_TEXT = ("Bestow {4}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It "
         "becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +3/+1.")
registry.register(dsl.CardDef(name=WOLF, faces=(dsl.Face(
    name=WOLF, mana_cost="{2}{G}", types=("Enchantment", "Creature"), subtypes=("Wolf",), power="3", toughness="1",
    colors=("G",), abilities=compile_text(WOLF, _TEXT, ("Enchantment", "Creature"), subtypes=("Wolf",))),), source="test"))
LIBRARY = ["Plains"] * 6


def _cast(d, method: str, **kw) -> None:
    d.until_priority(0)
    label = f"cast {WOLF}" + (f" ({method})" if method else "")
    d.choose(next(o for o in d.decision.options if o.kind == "cast" and o.label == label))


def _position(**bob):
    return position({"alice": {"hand": [WOLF], "battlefield": ["Forest"] * 5 + ["Grizzly Bears"], "library": LIBRARY},
                     "bob": {"library": LIBRARY, **bob}})


def _shape(d, oid: int) -> tuple:
    chars = d.game.chars(oid)
    return chars.types, chars.subtypes, chars.power, chars.toughness


def test_702_103b_cast_bestowed_it_is_an_aura_that_enchants_a_creature() -> None:
    """702.103a-b: for {4}{G} it's an Aura with enchant creature, not a creature; it attaches to
    Grizzly Bears, which get +3/+1."""
    d = _position()
    _cast(d, "bestow")
    d.resolve(None)
    wolf, bears = d.object(WOLF), d.object("Grizzly Bears")
    assert _shape(d, wolf) == (frozenset({"Enchantment"}), frozenset({"Aura"}), None, None)
    assert d.game.state.objects[wolf].attached_to == bears
    assert (d.game.chars(bears).power, d.game.chars(bears).toughness) == (5, 3)
    assert [e for e in d.game.log if e["type"] == "payment"][-1]["amount"] == 5


def test_702_103a_cast_normally_it_is_a_creature() -> None:
    """702.103a: "you may choose to cast it bestowed": cast for {2}{G} it's a 3/1 Wolf creature."""
    d = _position()
    _cast(d, "")
    d.resolve(None)
    wolf = d.object(WOLF)
    assert _shape(d, wolf) == (frozenset({"Enchantment", "Creature"}), frozenset({"Wolf"}), 3, 1)
    assert d.game.state.objects[wolf].attached_to is None


def test_702_103f_unattached_it_becomes_a_creature() -> None:
    """702.103f: the enchanted Bears die: instead of going to the graveyard (704.5m), the Wolf
    becomes unattached, ceases to be bestowed and is a 3/1 creature."""
    d = _position(hand=["Lightning Bolt"], battlefield=["Mountain"])
    _cast(d, "bestow")
    d.resolve(None)
    d.pass_to_step("main1", player=1)
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    wolf = d.object(WOLF)
    assert d.on_battlefield(wolf) and d.game.state.objects[wolf].attached_to is None
    assert _shape(d, wolf) == (frozenset({"Enchantment", "Creature"}), frozenset({"Wolf"}), 3, 1)
    assert cards(d, "alice", "graveyard") == ["Grizzly Bears"]


def test_702_103e_its_target_gone_it_resolves_as_a_creature_spell() -> None:
    """702.103e: bob kills the Bears in response: the spell doesn't fizzle; it resolves as a
    creature spell and the Wolf enters as a 3/1 creature."""
    d = _position(hand=["Lightning Bolt"], battlefield=["Mountain"])
    _cast(d, "bestow")
    d.act("bob", "casts", "Lightning Bolt", targets=["Grizzly Bears"])
    d.resolve(None)
    wolf = d.object(WOLF)
    assert d.on_battlefield(wolf) and _shape(d, wolf)[2:] == (3, 1)
    assert "Creature" in d.game.chars(wolf).types


def test_a_bestowed_aura_survives_save_and_clone() -> None:
    d = _position()
    _cast(d, "bestow")
    d.resolve(None)
    restored = ms.Game.from_json(d.game.to_json())
    assert restored.to_json() == d.game.to_json()
    assert "Creature" not in restored.chars(d.object(WOLF)).types


def test_bestow_needs_a_creature_to_enchant() -> None:
    """702.103b, 601.2c: no creature on the battlefield: only the creature cast is offered."""
    d = position({"alice": {"hand": [WOLF], "battlefield": ["Forest"] * 5, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    d.until_priority(0)
    labels = {o.label for o in d.decision.options if o.kind == "cast"}
    assert labels == {f"cast {WOLF}"}


THORN = "Test Noncreature Tax"
registry.register(dsl.CardDef(name=THORN, faces=(dsl.Face(
    name=THORN, mana_cost="{2}", types=("Artifact",), abilities=compile_text(
        THORN, "Noncreature spells cost {1} more to cast.", ("Artifact",))),), source="test"))


def _cast_labels(d) -> set[str]:
    d.until_priority(0)
    return {o.label for o in d.decision.options if o.kind == "cast"}


def test_601_2f_702_103b_a_bestowed_spell_pays_the_noncreature_tax_when_offered() -> None:
    """601.2f, 702.103b: cast bestowed, the Wolf is an Aura spell, not a creature spell, so
    "noncreature spells cost {1} more" makes its bestow cost {5}{G}: with five Forests it is
    offered only as the creature ({2}{G}, untaxed), never for a cost that can't be paid (corpus
    fuzz seed 31866: Boon Satyr under Thorn of Amethyst)."""
    battlefield = ["Forest"] * 5 + ["Grizzly Bears", THORN]
    d = position({"alice": {"hand": [WOLF], "battlefield": battlefield, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    assert _cast_labels(d) == {f"cast {WOLF}"}


def test_601_2f_702_103b_a_bestowed_spell_is_taxed_as_it_is_paid() -> None:
    """601.2f, 702.103b: with six Forests the bestowed Wolf is offered and costs six mana."""
    battlefield = ["Forest"] * 6 + ["Grizzly Bears", THORN]
    d = position({"alice": {"hand": [WOLF], "battlefield": battlefield, "library": LIBRARY}, "bob": {"library": LIBRARY}})
    assert _cast_labels(d) == {f"cast {WOLF}", f"cast {WOLF} (bestow)"}
    _cast(d, "bestow")
    d.resolve(None)
    assert d.game.state.objects[d.object(WOLF)].attached_to == d.object("Grizzly Bears")
    assert [e for e in d.game.log if e["type"] == "payment"][-1]["amount"] == 6


@pytest.mark.parametrize(("text", "types"), [("Bestow {4}{G}", ("Enchantment",)), ("Bestow {X}{G}", ("Creature",)),
                                               ("Bestow", ("Creature",))])
def test_bestow_mutations_are_refused(text: str, types: tuple) -> None:
    """Mutations: bestow on a card that isn't a creature card, with an {X} or without a cost."""
    with pytest.raises(UncompilableText):
        compile_text("Test", text, types)
