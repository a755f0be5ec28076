"""702.41a: "affinity for [text]", compiled from Oracle text and played through the engine: the
spell costs {1} less to cast for each [text] its caster controls (a reduction of generic mana
only, 601.2f)."""

from __future__ import annotations

import pytest
from support import events, position

from manastack.cards import dsl, registry
from manastack.cards.oracle import compile_text
from manastack.cards.oracle.compiler import UncompilableText


def _creature(name: str, text: str, mana_cost: str) -> str:
    registry.register(dsl.CardDef(name=name, faces=(dsl.Face(
        name=name, mana_cost=mana_cost, types=("Artifact", "Creature"), power="2", toughness="2",
        abilities=compile_text(name, text, ("Artifact", "Creature"))),), source="test"))
    return name


GOLEM = _creature("Test Affinity Golem", "Affinity for artifacts", "{4}")
DRAKE = _creature("Test Affinity Drake", "Affinity for Islands", "{3}{U}")


def _paid(d) -> list[int]:
    return [e["amount"] for e in events(d.game, "payment")]


def test_702_41a_each_artifact_you_control_reduces_the_cost_by_one() -> None:
    """702.41a: two Ornithopters make {4} cost {2}: two Mountains pay it."""
    d = position({"alice": {"hand": [GOLEM], "battlefield": ["Mountain", "Mountain", "Ornithopter", "Ornithopter"]}})
    d.act("alice", "casts", GOLEM)
    d.resolve(None)
    assert _paid(d) == [2]
    assert d.object(GOLEM) in d.game.state.battlefield


def test_702_41a_opponents_artifacts_dont_count() -> None:
    """702.41a: "you control": bob's Ornithopters don't reduce alice's cost; two Mountains
    can't pay {4}."""
    d = position({"alice": {"hand": [GOLEM], "battlefield": ["Mountain", "Mountain"]},
                  "bob": {"battlefield": ["Ornithopter", "Ornithopter"]}})
    d.until_priority(0)
    assert not any(o.kind == "cast" for o in d.decision.options)


def test_601_2f_the_reduction_is_of_generic_mana_only() -> None:
    """601.2f: affinity for Islands with four Islands reduces {3}{U} to {U}, never below it."""
    d = position({"alice": {"hand": [DRAKE], "battlefield": ["Island"] * 4}})
    d.act("alice", "casts", DRAKE)
    d.resolve(None)
    assert _paid(d) == [1]


@pytest.mark.parametrize("text", ["Affinity for artifact", "Affinity for blue", "Afinity for artifacts"])
def test_mutations_are_refused(text: str) -> None:
    """Honest support: a singular noun, a colour and a misspelling are refused."""
    with pytest.raises(UncompilableText):
        compile_text("Test Mutant", text, ("Creature",))
