"""122.1: the compiler's counter-kind slot is typed (issue 16 item 1): P/T counters (122.1a),
keyword counters of keywords the engine implements (122.1b), loyalty, shield (122.1c) and stun
(122.1d) counters, and kinds with no rules meaning are read; a kind whose rules meaning the
engine lacks (lore 714.2, decayed, finality, ...) is refused by name, never accepted as a
counter that does nothing.  Each test below is a mutation of the same text with one word
changed; tests/rules/test_counters.py plays each family."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

PUT = "Put a {kind} counter on target creature."
ENTERS = "Test Card enters with two {kind} counters on it."
FOR_EACH = "{{T}}: You gain 1 life for each {kind} counter on Test Card."


def _effects(text: str, types=("Instant",)) -> tuple:
    (ability,) = compile_text("Test Card", text, types)
    return ability


@pytest.mark.parametrize("kind", ["+1/+1", "-1/-1", "+1/+0", "+0/+2", "-0/-1", "flying", "first strike", "deathtouch",
                                  "exalted", "shadow", "shield", "stun", "charge", "age", "quest"])
def test_counters_with_a_meaning_the_engine_knows_or_none_are_read(kind: str) -> None:
    """122.1a P/T counters, 122.1b keyword counters, 122.1c-d shield and stun counters; 122.1:
    charge, age and quest counters have no rules meaning of their own (an ability that refers
    to them gives them one)."""
    ability = _effects(PUT.format(kind=kind))
    assert ability.effects[0] == dsl.PutCounters(kind, 1, dsl.Target(0))
    (entering,) = compile_text("Test Card", ENTERS.format(kind=kind), ("Creature",))
    assert entering.effect == dsl.EntersWithCounters(kind, 2)


@pytest.mark.parametrize("kind", ["bounty", "finality", "decayed", "defense"])
@pytest.mark.parametrize("template", [PUT, ENTERS, FOR_EACH])
def test_counters_whose_meaning_the_engine_lacks_are_refused_by_name(template: str, kind: str) -> None:
    """122.1b, 310.4: a keyword counter whose keyword the engine lacks, a defense counter or a
    bounty counter makes the card unsupported, with the line quoted.  (Lore counters are read
    since the engine plays Sagas, 714: tests/rules/test_sagas.py.)"""
    text = template.format(kind=kind)
    types = ("Creature",) if template is not PUT else ("Instant",)
    with pytest.raises(UncompilableText) as refused:
        compile_text("Test Card", text, types)
    assert refused.value.phrases == [text]


def test_counting_counters_with_no_rules_meaning_is_read() -> None:
    """"for each charge counter on it": the count of a kind with no rules meaning."""
    (ability,) = compile_text("Test Card", FOR_EACH.format(kind="charge"), ("Artifact",))
    assert ability.effects[0].amount == dsl.CountersOn(dsl.Self(), "charge")
