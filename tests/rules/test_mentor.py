"""702.134a mentor: "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with power less than this creature's power."  Played: the counter goes on an attacking
creature with lesser power; a creature with equal power or one that isn't attacking isn't a
legal target (the trigger is removed without one, 603.3d)."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import UncompilableText, compile_text


def _creature(name: str, text: str, power: str, toughness: str) -> None:
    face = dsl.Face(name=name, mana_cost="{2}{W}", types=("Creature",), subtypes=("Human",), power=power,
                    toughness=toughness, abilities=compile_text(name, text, ("Creature",)) if text else ())
    registry.register(dsl.CardDef(name=name, faces=(face,), source="test"))


_creature("Mentor Captain", "Mentor", "3", "3")
_creature("Mentor Peer", "", "3", "1")


def _counters(d, name: str) -> int:
    return d.game.state.objects[d.object(name)].counters.get("+1/+1", 0)


def test_702_134a_mentor_puts_a_counter_on_an_attacker_with_lesser_power() -> None:
    """702.134a: Savannah Lions (power 2) attacks with Mentor Captain (power 3): it gets the counter."""
    d = position({"step": "beginning_of_combat", "alice": {"battlefield": ["Mentor Captain", "Savannah Lions"]}})
    d.attack("alice", ["Mentor Captain", "Savannah Lions"])
    d.block("bob", {})
    assert _counters(d, "Savannah Lions") == 1
    assert _counters(d, "Mentor Captain") == 0
    lions = d.game.chars(d.object("Savannah Lions"))
    assert (lions.power, lions.toughness) == (3, 2)


def test_702_134a_equal_power_or_not_attacking_isnt_a_legal_target() -> None:
    """702.134a, 603.3d: Mentor Peer (power 3, equal) and Savannah Lions (not attacking) can't be
    targeted: no counter is put anywhere."""
    d = position({"step": "beginning_of_combat",
                  "alice": {"battlefield": ["Mentor Captain", "Mentor Peer", "Savannah Lions"]}})
    d.attack("alice", ["Mentor Captain", "Mentor Peer"])
    d.block("bob", {})
    assert (_counters(d, "Mentor Peer"), _counters(d, "Savannah Lions")) == (0, 0)


def test_mentor_compiles_to_the_keyword_and_a_mutation_is_refused() -> None:
    """"Mentor" is the keyword; "Mentor 2" (mentor has no number) is refused."""
    assert [a.name for a in compile_text("Test Card", "Mentor", ("Creature",))] == ["mentor"]
    with pytest.raises(UncompilableText):
        compile_text("Test Card", "Mentor 2", ("Creature",))
