"""702.61: split second, compiled from Oracle text and played through the engine: while the
spell is on the stack, players can't cast other spells or activate abilities that aren't mana
abilities (702.61a); mana abilities still can be activated (702.61b)."""

from __future__ import annotations

import pytest
from support import position

from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText

NAME = "Test Split Jolt"
registry.register(dsl.CardDef(name=NAME, faces=(dsl.Face(
    name=NAME, mana_cost="{R}", types=("Instant",),
    abilities=compile_text(NAME, f"Split second\n{NAME} deals 2 damage to any target.", ("Instant",))),),
    source="test"))


def _bob_answers(hand_spell: str) -> list[str]:
    """The kinds of the options bob has with priority while alice's spell is on the stack."""
    d = position({"alice": {"hand": [hand_spell], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]}})
    d.act("alice", "casts", hand_spell, targets=["Grizzly Bears"])
    d.choose(next(o for o in d.decision.options if o.kind == "pass"))  # alice passes: bob has priority
    decision = d.decision
    assert decision.kind == "priority" and decision.player == 1
    return sorted({o.kind for o in decision.options})


def test_702_61a_no_other_spell_can_be_cast_while_it_is_on_the_stack() -> None:
    """702.61a-b: bob can't cast Giant Growth in response; he may still pass or activate his
    Forest's mana ability."""
    assert _bob_answers(NAME) == ["activate", "pass"]


def test_702_61a_without_split_second_the_response_is_allowed() -> None:
    """The same position with Shock (no split second): bob may cast Giant Growth."""
    assert "cast" in _bob_answers("Shock")


def test_702_61a_it_resolves_and_the_restriction_ends() -> None:
    """When it has left the stack, bob may cast spells again."""
    d = position({"alice": {"hand": [NAME], "battlefield": ["Mountain"]},
                  "bob": {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"]}})
    d.act("alice", "casts", NAME, targets=["bob"])
    d.resolve(None)
    d.choose(next(o for o in d.decision.options if o.kind == "pass"))
    assert d.decision.player == 1
    assert any(o.kind == "cast" for o in d.decision.options)


def test_mutation_is_refused() -> None:
    """Honest support: a misspelt keyword is refused."""
    with pytest.raises(UncompilableText):
        compile_text(NAME, f"Split secnd\n{NAME} deals 2 damage to any target.", ("Instant",))
