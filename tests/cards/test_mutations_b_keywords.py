"""Mutations of keyword lines the audit (scripts/production_audit.py) found exercised by no
mutation test: landcycling (702.29e), graft (702.58), undaunted (702.125) and fuse (702.102).
One word changed is either another keyword (or the same keyword with another cost or number,
played by that keyword's behaviour tests in tests/rules/test_keyword_mechanics.py,
test_entering_keywords.py and test_split_cards.py), or a word the keyword grammar doesn't know,
which refuses the line (702.1: a keyword is exactly its name)."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_SPELL_TEXT = "\nDraw two cards."


def _keyword(line: str, types: tuple[str, ...] = ("Creature",)) -> dsl.Keyword:
    text = line + (_SPELL_TEXT if types[0] in ("Instant", "Sorcery") else "")
    (found,) = [a for a in compile_text("Test Keyworded", text, types) if isinstance(a, dsl.Keyword)]
    return found


def _refused(line: str, types: tuple[str, ...] = ("Creature",)) -> UncompilableText:
    text = line + (_SPELL_TEXT if types[0] in ("Instant", "Sorcery") else "")
    with pytest.raises(UncompilableText) as refusal:
        compile_text("Test Keyworded", text, types)
    return refusal.value


@pytest.mark.parametrize(("original", "mutated", "name", "cost"), [
    ("Plainscycling {2}", "Plainscycling {3}", "plainscycling", "{3}"),
    ("Plainscycling {2}", "Islandcycling {2}", "islandcycling", "{2}"),
    ("Mountaincycling {2}", "Swampcycling {2}", "swampcycling", "{2}"),
    ("Mountaincycling {2}", "Mountaincycling {1}{R}", "mountaincycling", "{1}{R}"),
    ("Basic landcycling {1}{G}", "Basic landcycling {2}{G}", "basic landcycling", "{2}{G}"),
    ("Basic landcycling {1}", "Plainscycling {1}", "plainscycling", "{1}"),
])
def test_landcycling_mutations_are_another_land_type_or_cost(original: str, mutated: str, name: str, cost: str) -> None:
    """702.29e: a typecycling keyword names the land type searched for and its cost: another
    land type or cost compiles to that typecycling (each offers only its own land type, as
    test_702_29e_each_landcycling_offers_only_its_land_type plays)."""
    first, second = _keyword(original), _keyword(mutated)
    assert first.name == original.rsplit(" {", 1)[0].lower()
    assert (second.name, second.cost) == (name, cost) != (first.name, first.cost)


@pytest.mark.parametrize("mutated", [
    "Plainscyclings {2}", "Plainscycling", "Nonbasic landcycling {1}{G}", "Snow landcycling {1}{G}",
    "Basic plainscycling {1}", "Mountaincycled {2}",
])
def test_landcycling_one_word_changed_is_refused(mutated: str) -> None:
    """702.29e: "basic landcycling" and "[type]cycling [cost]" are the only typecycling forms the
    grammar reads; another quality ("nonbasic", "snow"), a plural, a missing cost is refused."""
    assert _keyword("Basic landcycling {1}{G}").name == "basic landcycling"
    assert mutated in str(_refused(mutated))


def test_graft_mutations_another_number_or_keyword() -> None:
    """702.58a: "Graft N" enters with N +1/+1 counters: N is read; "Modular" (702.43a) for
    "Graft" is another keyword with the same number."""
    original, more, modular = _keyword("Graft 2"), _keyword("Graft 3"), _keyword("Modular 2")
    assert (original.name, original.amount) == ("graft", 2)
    assert (more.name, more.amount) == ("graft", 3)
    assert (modular.name, modular.amount) == ("modular", 2)


@pytest.mark.parametrize("mutated", ["Grafts 2", "Graft two", "Graft X"])
def test_graft_one_word_changed_is_refused(mutated: str) -> None:
    """702.58a: graft is followed by a number; a plural or a spelled-out number is refused."""
    assert _keyword("Graft 2").amount == 2
    assert mutated in str(_refused(mutated))


@pytest.mark.parametrize("mutated", ["Undaunted 2", "Undaunting", "Undaunted for artifacts"])
def test_undaunted_one_word_changed_is_refused(mutated: str) -> None:
    """702.125a: undaunted is a bare keyword (the spell costs {1} less per opponent); a number or
    a quality after it, or another form of the word, is refused."""
    assert _keyword("Undaunted", ("Sorcery",)).name == "undaunted"
    assert mutated in str(_refused(mutated, ("Sorcery",)))


def test_undaunted_mutation_affinity_is_another_cost_reduction() -> None:
    """702.41a: "Affinity for artifacts" for "Undaunted" reduces by artifacts, not opponents."""
    mutated = _keyword("Affinity for artifacts", ("Sorcery",))
    assert (mutated.name, mutated.qualities) == ("affinity", ("Artifact",))


@pytest.mark.parametrize("mutated", ["Fused", "Fuses", "Fuse {2}"])
def test_fuse_one_word_changed_is_refused(mutated: str) -> None:
    """702.102a: fuse is a bare keyword of a split card's halves; another form is refused."""
    assert _keyword("Fuse (You may cast one or both halves of this card from your hand.)", ("Instant",)).name == "fuse"
    assert mutated in str(_refused(mutated, ("Instant",)))


def test_fuse_mutation_aftermath_is_another_keyword() -> None:
    """702.127a: "Aftermath" for "Fuse" is the keyword that casts the half from the graveyard."""
    assert _keyword("Aftermath", ("Sorcery",)).name == "aftermath"
