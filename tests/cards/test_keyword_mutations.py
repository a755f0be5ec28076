"""Mutations of keyword lines (702): the keywords the audit (scripts/production_audit.py) found
exercised by no mutation test, by the supported corpus cards holding them.  One word changed
(the keyword's number or mana cost, or the keyword itself) compiles to another keyword ability
that the engine plays as written (each keyword's behaviour tests); a word the keyword grammar
doesn't know (a plural, a misspelling) refuses the line (702.1: a keyword is exactly its name)."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

_FACES = {  # keywords of a particular kind of card (702.33a kicker on any spell; 702.122a crew on a Vehicle, ...)
    "crew": (("Artifact",), ("Vehicle",)), "living weapon": (("Artifact",), ("Equipment",)),
    "awaken": (("Sorcery",), ()), "surge": (("Sorcery",), ()), "transmute": (("Sorcery",), ()),
    "replicate": (("Instant",), ()), "overload": (("Instant",), ()), "conspire": (("Sorcery",), ()),
    "cipher": (("Sorcery",), ()), "jump-start": (("Instant",), ()), "splice": (("Instant",), ("Arcane",)),
    "bestow": (("Creature", "Enchantment"), ()), "modular": (("Artifact", "Creature"), ()),
}


def _keyword(line: str) -> dsl.Keyword:
    name = next((k for k in _FACES if line.lower().startswith(k)), "")
    types, subtypes = _FACES.get(name, (("Creature",), ()))
    text = line + ("\nDraw a card." if types[0] in ("Instant", "Sorcery") else "")
    (found,) = [a for a in compile_text("Test Keyworded", text, types, subtypes=subtypes) if isinstance(a, dsl.Keyword)]
    return found


@pytest.mark.parametrize(("original", "mutated", "field", "after"), [
    ("Morph {2}{U}", "Morph {3}{U}", "cost", "{3}{U}"),
    ("Megamorph {2}{U}", "Megamorph {2}{G}", "cost", "{2}{G}"),
    ("Kicker {2}", "Kicker {3}", "cost", "{3}"),
    ("Echo {2}{R}", "Echo {3}{R}", "cost", "{3}{R}"),
    ("Madness {1}{B}", "Madness {2}{B}", "cost", "{2}{B}"),
    ("Cumulative upkeep {1}", "Cumulative upkeep {2}", "cost", "{2}"),
    ("Bestow {3}{W}", "Bestow {4}{W}", "cost", "{4}{W}"),
    ("Evoke {1}{W}", "Evoke {2}{W}", "cost", "{2}{W}"),
    ("Dash {2}{R}", "Dash {1}{R}", "cost", "{1}{R}"),
    ("Scavenge {2}{G}", "Scavenge {3}{G}", "cost", "{3}{G}"),
    ("Surge {U}", "Surge {R}", "cost", "{R}"),
    ("Transmute {1}{U}{U}", "Transmute {1}{B}{B}", "cost", "{1}{B}{B}"),
    ("Replicate {1}{U}", "Replicate {2}{U}", "cost", "{2}{U}"),
    ("Multikicker {1}", "Multikicker {2}", "cost", "{2}"),
    ("Recover {1}{B}", "Recover {2}{B}", "cost", "{2}{B}"),
    ("Overload {2}{U}", "Overload {3}{U}", "cost", "{3}{U}"),
    ("Splice onto Arcane {1}{R}", "Splice onto Arcane {2}{R}", "cost", "{2}{R}"),
    ("Bloodthirst 1", "Bloodthirst 2", "amount", 2),
    ("Fading 3", "Fading 4", "amount", 4),
    ("Modular 2", "Modular 3", "amount", 3),
    ("Renown 1", "Renown 2", "amount", 2),
    ("Tribute 2", "Tribute 3", "amount", 3),
    ("Devour 1", "Devour 2", "amount", 2),
    ("Amplify 1", "Amplify 2", "amount", 2),
    ("Afterlife 1", "Afterlife 2", "amount", 2),
    ("Afflict 2", "Afflict 3", "amount", 3),
    ("Ripple 4", "Ripple 5", "amount", 5),
    ("Vanishing 3", "Vanishing 4", "amount", 4),
    ("Awaken 3—{4}{U}", "Awaken 2—{4}{U}", "amount", 2),
])
def test_mutation_of_a_keywords_number_or_cost_is_the_same_keyword_with_it(original: str, mutated: str, field: str,
                                                                           after: object) -> None:
    """The number or mana cost of a keyword (702.1) is read: the mutated line is the same keyword
    with the mutated number or cost, and nothing else changed."""
    first, second = _keyword(original), _keyword(mutated)
    assert first.name == second.name and getattr(second, field) == after != getattr(first, field)
    assert {k: v for k, v in vars(first).items() if k not in (field, "text")} == \
        {k: v for k, v in vars(second).items() if k not in (field, "text")}


def test_mutation_of_crews_power_is_another_crew_cost() -> None:
    """702.122a: "Crew N" keeps N as its cost and its amount: "Crew 2" for "Crew 3" changes both."""
    first, second = _keyword("Crew 3"), _keyword("Crew 2")
    assert (first.name, first.amount, first.cost) == ("crew", 3, "3")
    assert (second.name, second.amount, second.cost) == ("crew", 2, "2")


@pytest.mark.parametrize(("original", "mutated"), [
    ("Hexproof", "Shroud"), ("Fear", "Intimidate"), ("Infect", "Wither"), ("Shadow", "Horsemanship"),
    ("Exalted", "Flanking"), ("Devoid", "Changeling"), ("Convoke", "Improvise"), ("Delve", "Convoke"),
    ("Storm", "Cascade"), ("Riot", "Unleash"), ("Evolve", "Exploit"), ("Extort", "Soulbond"),
    ("Split second", "Double strike"), ("Skulk", "Provoke"), ("Battle cry", "Dethrone"),
])
def test_mutation_another_keyword_is_another_ability(original: str, mutated: str) -> None:
    """One keyword for another compiles to that keyword, which plays as its own rule says."""
    first, second = _keyword(original), _keyword(mutated)
    assert (first.name, second.name) == (original.lower(), mutated.lower())


@pytest.mark.parametrize(("original", "mutated"), [
    ("Hexproof", "Hexproofs"), ("Devoid", "Devoids"), ("Infect", "Infects"), ("Fear", "Fears"),
    ("Shadow", "Shadows"), ("Shroud", "Shrouds"), ("Exalted", "Exalt"), ("Flanking", "Flanked"),
    ("Horsemanship", "Horsemen"), ("Soulbond", "Soulbonds"), ("Wither", "Withers"), ("Intimidate", "Intimidates"),
    ("Changeling", "Changelings"), ("Convoke", "Convokes"), ("Improvise", "Improvised"), ("Delve", "Delves"),
    ("Storm", "Storms"), ("Cascade", "Cascades"), ("Riot", "Riots"), ("Unleash", "Unleashed"),
    ("Evolve", "Evolves"), ("Exploit", "Exploits"), ("Extort", "Extorts"), ("Provoke", "Provokes"),
    ("Split second", "Split seconds"), ("Skulk", "Skulks"), ("Dethrone", "Dethrones"), ("Battle cry", "Battle cries"),
    ("Haunt", "Haunts"), ("Living weapon", "Living weapons"), ("Conspire", "Conspires"), ("Cipher", "Ciphers"),
    ("Jump-start", "Jump-starts"), ("Kicker {2}", "Kickers {2}"), ("Echo {2}{R}", "Echoes {2}{R}"),
    ("Morph {2}{U}", "Morphs {2}{U}"), ("Swampwalk", "Swampwalks"), ("Islandwalk", "Islandwalks"),
    ("Sunburst", "Sunbursts"), ("Melee", "Melees"),
])
def test_mutations_of_keyword_names_are_refused(original: str, mutated: str) -> None:
    """702.1: a keyword is its exact name; the keyword grammar refuses another word."""
    assert _keyword(original).name == original.split(" {")[0].lower()
    name = next((k for k in _FACES if original.lower().startswith(k)), "")
    types, subtypes = _FACES.get(name, (("Creature",), ()))
    with pytest.raises(UncompilableText):
        compile_text("Test Keyworded", mutated + ("\nDraw a card." if types[0] in ("Instant", "Sorcery") else ""),
                     types, subtypes=subtypes)
